/**
 * Pre-rendering of the public pages at build time (requirements "Public site"): `vite-prerender-plugin`
 * imports the built `src/client/prerender.tsx` inside the build process and writes one HTML file per
 * public page from `public.html`.
 *
 * React's server renderer (its browser build, the one the client bundle holds) opens a MessageChannel
 * when its module loads and listens on it. In Node a listening port keeps the process alive, so
 * `vite build` would never exit: the channels opened during the build are recorded and closed when
 * the build ends.
 */
import type { Plugin } from "vite";
import { vitePrerenderPlugin } from "vite-prerender-plugin";

const openedChannels: MessageChannel[] = [];

/** Records every MessageChannel created from now on in this (build) process. */
function recordMessageChannels(): void {
  const Native = globalThis.MessageChannel;
  if ((Native as { recorded?: boolean }).recorded) return;
  class RecordedChannel extends Native {
    static recorded = true;
    constructor() {
      super();
      openedChannels.push(this);
    }
  }
  globalThis.MessageChannel = RecordedChannel;
}

/** Closes the channels opened during the build, so nothing keeps the process alive. */
function closeMessageChannels(): void {
  for (const channel of openedChannels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
}

/**
 * The public pages' pre-rendering plugins: `#root` of `public.html` receives each page's HTML, rendered
 * by `prerenderScript` (its `prerender` export). The script is named here rather than in the HTML, so
 * it is a build input of its own that no page loads.
 */
export function prerenderPlugin(prerenderScript: string): Plugin[] {
  return [
    {
      name: "iep-close-message-channels",
      apply: "build",
      buildStart: recordMessageChannels,
      closeBundle: { order: "post", handler: closeMessageChannels },
    },
    ...([vitePrerenderPlugin({ renderTarget: "#root", prerenderScript })].flat() as Plugin[]),
  ];
}
