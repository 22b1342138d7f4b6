/**
 * UI test setup (architecture "Tests"), run before each test file: jest-dom matchers, an unmounted DOM
 * and no waiting toast after every test (vitest has no globals here), real timers and no stubs after
 * every file (the files of a worker share their modules), the console guard (a test fails on an unexpected console.error),
 * and stubs for browser APIs jsdom does not implement, so their "Not implemented" errors never
 * hide a real one.
 */
import "@testing-library/jest-dom/vitest";
// @date-fns/tz's TZDate extends the `Date` of the moment it is first imported. The files of a worker
// share modules, so it is imported here, before any test can install fake timers (which replace
// `Date`): a TZDate built on a fake `Date` gave wrong calendar days in every later file.
import "@date-fns/tz";
import { installConsoleGuard } from "@shared/testing/console-guard";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, vi } from "vitest";

// jsdom logs "Not implemented: window.scrollTo" through console.error; the router scrolls on navigation.
window.scrollTo = () => {};

// Whole-app renders (lazy routes, the recharts graph) can take longer than Testing Library's 1 s
// default to appear on a busy machine.
configure({ asyncUtilTimeout: 5000 });

installConsoleGuard([
  // jsdom predates the HTML <search> landmark element (browsers support it), so React warns
  // that it does not know the tag; the element renders and its role is still found by name.
  /The tag <search> is unrecognized in this browser/,
]);

afterEach(() => {
  cleanup();
  // sonner keeps the toasts no toast area has shown yet for the next one that mounts (lib/notify.ts);
  // the UI project shares modules between the files of a worker (vitest.config.ts), so a toast one
  // test left would appear in another's screen. Dismissed toasts are never shown again.
  toast.dismiss();
});

// Nothing a file changed in vitest's own state outlives it in the worker's next file.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
