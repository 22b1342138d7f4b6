/**
 * UI test setup (architecture "Tests"): jest-dom matchers, an unmounted DOM after every test
 * (vitest has no globals here), the console guard (a test fails on an unexpected console.error),
 * and stubs for browser APIs jsdom does not implement, so their "Not implemented" errors never
 * hide a real one.
 */
import "@testing-library/jest-dom/vitest";
import { installConsoleGuard } from "@shared/testing/console-guard";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

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
});
