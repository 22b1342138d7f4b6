/** UI test setup: jest-dom matchers, and an unmounted DOM after every test (vitest has no globals here). */
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});
