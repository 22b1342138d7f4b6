/**
 * Preloading a code-split screen's code before the teacher opens it (requirements "Navigation
 * behaviour": the main screens load about 1 second after start, and again on hover or focus of a
 * link to them).
 *
 * The screens' dynamic imports live in the app shell (`app/lazy-screens.ts`), which registers them
 * here when the router is built; a feature component asks for a screen by name without importing the
 * shell (which imports the feature's pages: that would be a cycle).
 */

/** The code-split screens, by name. */
export type ScreenName =
  | "landing"
  | "privacy"
  | "terms"
  | "onboarding"
  | "dashboard"
  | "students"
  | "generate"
  | "history"
  | "generateIep"
  | "progress"
  | "goal"
  | "probe"
  | "report"
  | "account"
  | "billing"
  | "pricing"
  | "paymentSuccess"
  | "meetings"
  | "services"
  | "atAGlance"
  | "importStudents"
  | "notifications"
  | "support";

/** A screen module loader: the dynamic import the router's `lazy` uses. */
export type ScreenLoader = () => Promise<unknown>;

const loaders = new Map<ScreenName, ScreenLoader>();

/** Registers every screen's loader (called once by app/lazy-screens.ts). */
export function registerScreenLoaders(entries: Record<ScreenName, ScreenLoader>): void {
  for (const [name, load] of Object.entries(entries) as [ScreenName, ScreenLoader][]) loaders.set(name, load);
}

/**
 * Starts downloading a screen's code. Never throws: a failed preload is retried by the navigation
 * itself, which shows the error screen if it fails again. Does nothing before registration (e.g. a
 * component rendered on its own in a test).
 */
export function preloadScreen(name: ScreenName): void {
  loaders
    .get(name)?.()
    .catch(() => {});
}
