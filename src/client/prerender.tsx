/**
 * Build-time pre-rendering of the public pages (requirements "Public site"),
 * called by vite-prerender-plugin for every path of `publicPaths()`: the page's HTML (react-router's
 * static handler and React's `renderToString`), its title, description, canonical link and Open
 * Graph tags. Every module is imported inside the function and the tree is built with `createElement`
 * rather than JSX (which would import React's JSX runtime here): this entry then holds only its own code,
 * and the bundler never makes it the home of code other pages share, which they would then load with
 * this file's code (architecture "Layout": the JavaScript budgets).
 */
import type { PublicHandle } from "./app/routes/public/public-routes";

const APP_NAME = "IEP Workspace";

/** Renders `url` (a path) to HTML plus its `<head>` data. */
export async function prerender({ url }: { url: string }) {
  const { site } = await import("virtual:site");
  const { createPublicQueryClient, createPublicRoutes, PublicShell } = await import("./app/public-app");
  const { pageMeta, publicPaths } = await import("./app/routes/public/page-meta");
  const { createElement } = await import("react");
  const { renderToString } = await import("react-dom/server");
  const { createStaticHandler, createStaticRouter, StaticRouterProvider } = await import("react-router");
  const handler = createStaticHandler(createPublicRoutes());
  const context = await handler.query(new Request(`${site.siteUrl}${url}`));
  if (context instanceof Response) throw new Error(`pre-rendering ${url} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createPublicQueryClient();
  const html = renderToString(
    createElement(PublicShell, {
      queryClient,
      children: createElement(StaticRouterProvider, { router, context, hydrate: false }),
    }),
  );
  // Queries created while rendering hold garbage-collection timers that would keep the build alive.
  queryClient.clear();
  const handle = context.matches.at(-1)?.route.handle as PublicHandle | undefined;
  const meta = pageMeta(url, handle);
  const title = meta.title ? `${meta.title} · ${APP_NAME}` : `${APP_NAME}: IEP data and progress notes`;
  const canonical = `${site.siteUrl}${url}`;
  const tag = (type: string, props: Record<string, string>) => ({ type, props });
  return {
    html,
    links: new Set(publicPaths()),
    head: {
      lang: "en",
      title,
      elements: new Set([
        tag("meta", { name: "description", content: meta.description }),
        tag("link", { rel: "canonical", href: canonical }),
        tag("meta", { property: "og:site_name", content: APP_NAME }),
        tag("meta", { property: "og:title", content: title }),
        tag("meta", { property: "og:description", content: meta.description }),
        tag("meta", { property: "og:type", content: meta.type }),
        tag("meta", { property: "og:url", content: canonical }),
        tag("meta", { property: "og:image", content: `${site.siteUrl}/og-image.png` }),
        tag("link", {
          rel: "alternate",
          type: "application/atom+xml",
          title: "IEP Workspace blog",
          href: `${site.siteUrl}/blog/feed.xml`,
        }),
      ]),
    },
  };
}
