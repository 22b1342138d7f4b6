/**
 * The service worker and web app manifest (architecture "Offline rules"), built by vite-plugin-pwa
 * with Workbox `generateSW` (nothing is downloaded at build time):
 * - precaches the app shell (`index.html`), the built scripts and styles, the icons and the manifest,
 *   so the teacher area opens offline after one visit;
 * - answers navigations to the teacher area's routes with the precached shell (the same file the
 *   server answers for them), online or not; every other navigation (public pages, sign-in, admin)
 *   goes to the network untouched;
 * - never caches an API answer: `/api/*` goes to the network (the teacher's records are kept in
 *   IndexedDB per teacher, `src/client/lib/offline/`, and removed on sign-out; Cache Storage would
 *   keep them for anyone using the browser);
 * - waits when a new version is installed (`registerType: "prompt"`): the teacher area asks the
 *   teacher to reload (`update-prompt.tsx`) and never reloads by itself.
 * The client registers the worker itself, only from the teacher area (`injectRegister: false`).
 */
import { VitePWA } from "vite-plugin-pwa";
import { paths } from "../../src/client/config/paths.ts";

/** Route prefixes of the teacher area (requirements "Screens and routes"), served the shell offline. */
export const TEACHER_AREA_PREFIXES: readonly string[] = [
  paths.dashboard,
  paths.onboarding,
  paths.studentsAlias,
  paths.generateAlias,
  paths.generateIepAlias,
  paths.historyAlias,
  paths.accountAlias,
  paths.notificationsAlias,
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Matches a teacher-area path and its sub-paths, e.g. /dashboard and /dashboard/students. */
export const teacherAreaPattern = (prefix: string) => new RegExp(`^${escapeRegExp(prefix)}(?:/|$)`);

/** The plugin block for vite.config.ts. */
export function pwaPlugin() {
  return VitePWA({
    registerType: "prompt",
    injectRegister: false,
    strategies: "generateSW",
    filename: "sw.js",
    manifestFilename: "manifest.webmanifest",
    includeManifestIcons: true,
    manifest: {
      name: "IEP Workspace",
      short_name: "IEP Workspace",
      description: "Caseload, IEP data and progress notes for special-education teachers.",
      start_url: paths.dashboard,
      scope: "/",
      display: "standalone",
      background_color: "#f8fafc",
      theme_color: "#4338ca",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    workbox: {
      // The shell, the code and styles, icons; not the pre-rendered public pages or the feeds.
      globPatterns: ["index.html", "assets/**/*.{js,css,woff2}", "favicon.svg", "icons/*.png"],
      navigateFallback: "/index.html",
      navigateFallbackAllowlist: TEACHER_AREA_PREFIXES.map(teacherAreaPattern),
      navigateFallbackDenylist: [/^\/api\//],
      // "/" is the public home page: never answer it from the precached shell.
      directoryIndex: "__no-directory-index__",
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      runtimeCaching: [],
    },
  });
}
