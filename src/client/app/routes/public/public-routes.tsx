/**
 * The public pages' routes (requirements "Public site"), shared by the app's
 * router and the public entry that hydrates the pre-rendered pages. Each page loads lazily and
 * carries its title and description in `handle` (document title, `<meta name="description">`,
 * Open Graph tags).
 */
import { paths } from "@client/config/paths";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { ContentSkeleton } from "../../screens/route-skeletons";

/** What a public route declares in `handle`. */
export interface PublicHandle {
  title?: string;
  description: string;
}

type PageModule = () => Promise<{ default: ComponentType }>;

function page(path: string | undefined, title: string, description: string, load: PageModule): RouteObject {
  const handle: PublicHandle = { title, description };
  return {
    ...(path === undefined ? { index: true } : { path: path.replace(/^\//, "") }),
    handle,
    HydrateFallback: ContentSkeleton,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

/** The public pages (children of the public layout). */
export function publicPageRoutes(): RouteObject[] {
  return [
    page(
      undefined,
      "",
      "IEP Workspace: caseload, progress monitoring with CBM probes, IEP drafts and objective progress notes for special-education teachers.",
      () => import("./landing-page"),
    ),
    page(paths.privacy, "Privacy", "How IEP Workspace handles student data.", () => import("./privacy-page")),
    page(paths.terms, "Terms of use", "The terms of use of IEP Workspace.", () => import("./terms-page")),
    page(
      paths.pricing,
      "Pricing",
      "Free and Pro plans of IEP Workspace, with a 14-day free trial.",
      () => import("./pricing-page"),
    ),
    page(paths.blog, "Blog", "Articles for special-education teachers.", () => import("./blog-index-page")),
    page(
      `${paths.blog}/:slug`,
      "Blog",
      "Articles for special-education teachers.",
      () => import("./blog-post-page"),
    ),
    page(
      paths.help,
      "Help centre",
      "How each screen of IEP Workspace works, with search and contact.",
      () => import("./help-page"),
    ),
    page(`${paths.help}/:slug`, "Help", "IEP Workspace help.", () => import("./help-article-page")),
  ];
}
