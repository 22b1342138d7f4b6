/**
 * The code-split screens and their preloading (requirements "Navigation behaviour": "The main screens are preloaded about
 * 1 second after start and again on hover"; requirements "Constants": "Screen preload delay: 1 second").
 *
 * Each entry is the dynamic import the router's `lazy` uses, so a preload and a navigation share one
 * download (the browser caches the module after the first import).
 */

import { startLoadingToasts } from "@client/lib/notify";
import {
  preloadScreen,
  registerScreenLoaders,
  type ScreenLoader,
  type ScreenName,
} from "@client/lib/preload";

/** The lazily loaded screens, each a module whose default export is the page component. */
export const screens = {
  landing: () => import("@client/app/routes/public/landing-page"),
  privacy: () => import("@client/app/routes/public/privacy-page"),
  terms: () => import("@client/app/routes/public/terms-page"),
  onboarding: () => import("@client/app/routes/onboarding-page"),
  dashboard: () => import("@client/app/routes/dashboard/dashboard-page"),
  students: () => import("@client/app/routes/students-page"),
  importStudents: () => import("@client/app/routes/import/import-students-page"),
  generate: () => import("@client/app/routes/generate-page"),
  history: () => import("@client/app/routes/history-page"),
  generateIep: () => import("@client/app/routes/generate-iep-page"),
  progress: () => import("@client/app/routes/progress-page"),
  goal: () => import("@client/app/routes/goal-page"),
  probe: () => import("@client/app/routes/probe-page"),
  report: () => import("@client/app/routes/report/report-page"),
  account: () => import("@client/app/routes/account/account-page"),
  billing: () => import("@client/app/routes/account/billing-page"),
  pricing: () => import("@client/app/routes/public/pricing-page"),
  paymentSuccess: () => import("@client/app/routes/account/payment-success-page"),
  meetings: () => import("@client/app/routes/meetings/meetings-page"),
  services: () => import("@client/app/routes/services/services-page"),
  atAGlance: () => import("@client/app/routes/at-a-glance/at-a-glance-page"),
  notifications: () => import("@client/app/routes/notifications-page"),
  support: () => import("@client/app/routes/support-page"),
} as const satisfies Record<ScreenName, ScreenLoader>;

registerScreenLoaders(screens);

/** Screen preload delay: 1 second, in ms (requirements "Constants"). */
export const PRELOAD_DELAY_MS = 1_000;

/** The main screens (requirements "Navigation behaviour"): the teacher area's four working screens. */
export const MAIN_SCREENS: readonly ScreenName[] = ["dashboard", "students", "generate", "history"];

/**
 * The performance mark set when the main screens' preload starts: what the page loaded before it is
 * the teacher area's first load (the page-weight benchmark reads it).
 */
export const PRELOAD_MARK = "iep:preload-main-screens";

/** Preloads every main screen (and marks the moment: {@link PRELOAD_MARK}). */
export function preloadMainScreens(): void {
  performance.mark?.(PRELOAD_MARK);
  for (const name of MAIN_SCREENS) preloadScreen(name);
}

/**
 * A router `lazy` function for a screen: resolves to `{ Component }` (the module's default export).
 * Opening any screen but the dashboard also loads the toast area (`lib/notify.ts`), since those
 * screens may toast through sonner directly.
 */
export function lazyScreen(name: ScreenName) {
  return async () => {
    if (name !== "dashboard") startLoadingToasts();
    const module = await screens[name]();
    return { Component: module.default };
  };
}
