/**
 * Public entry (architecture "Layout", requirements "Public site"): the pre-rendered page is complete
 * without JavaScript (links are ordinary links to other pre-rendered pages), so React and the router
 * are loaded only when the visitor first interacts with the page (pointer, touch, key or focus). This
 * keeps the JavaScript a visitor downloads before interacting to this file and its two small imports.
 */
import "./styles/index.css";

const FIRST_INTERACTION = ["pointerdown", "pointerover", "touchstart", "keydown", "focusin"] as const;

let started = false;

function hydrate(): void {
  if (started) return;
  started = true;
  for (const type of FIRST_INTERACTION) window.removeEventListener(type, hydrate, { capture: true });
  void import("./public-hydrate").then((m) => m.hydratePublicPage());
}

for (const type of FIRST_INTERACTION) {
  window.addEventListener(type, hydrate, { capture: true, passive: true });
}
