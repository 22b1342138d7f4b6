/**
 * Tests fail on an unexpected `console.error` (architecture "Tests"): React's warnings (act, keys,
 * invalid DOM nesting), jsdom's "Not implemented" and a caught-then-logged failure all go there,
 * and each means a test passed while something was wrong. Every vitest project's setup file calls
 * `installConsoleGuard()`; a test that expects an error declares it with `expectConsoleError`.
 * Runs in any environment (only `console` and vitest hooks).
 */
import { afterEach, beforeEach, vi } from "vitest";

let expected: RegExp[] = [];
let unexpected: string[] = [];

/** One console argument as text (an error as `name: message`). */
function describeArg(a: unknown): string {
  return a instanceof Error ? `${a.name}: ${a.message}` : typeof a === "string" ? a : safeJson(a);
}

/**
 * Console arguments as a reader sees them: `%s`/`%d`/`%i`/`%f`/`%o`/`%O` in a first string
 * argument take the next arguments (React formats its warnings this way); the rest are appended.
 */
export function describeConsoleArgs(args: unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== "string") return args.map(describeArg).join(" ");
  const text = first.replace(/%[sdifoOc]/g, (spec) => {
    if (rest.length === 0) return spec;
    const value = rest.shift();
    return spec === "%c" ? "" : describeArg(value); // %c is CSS, not text
  });
  return [text, ...rest.map(describeArg)].join(" ");
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/**
 * Declares that the current test logs a `console.error` matching `pattern` (matched against the
 * joined arguments); such calls are let through silently. Call it before the code that logs.
 * The declaration ends with the test.
 */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

/**
 * Spies on `console.error` for every test and, after it, fails the test when an error was logged
 * that no `expectConsoleError` declared. The original `console.error` still prints it.
 * @param allowed messages every test of the project may log; keep it to limits of the test
 *   environment (each justified where the setup file passes it), never to app errors.
 */
export function installConsoleGuard(allowed: readonly RegExp[] = []): void {
  beforeEach(() => {
    expected = [];
    unexpected = [];
    const original = console.error.bind(console);
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      const text = describeConsoleArgs(args);
      if ([...allowed, ...expected].some((p) => p.test(text))) return;
      unexpected.push(text);
      original(...args);
    });
  });
  afterEach(() => {
    const logged = unexpected;
    unexpected = [];
    expected = [];
    vi.mocked(console.error).mockRestore?.();
    if (logged.length > 0) {
      throw new Error(
        `Unexpected console.error (declare it with expectConsoleError(/pattern/) if the test means it):\n${logged
          .map((l) => `  - ${l.slice(0, 500)}`)
          .join("\n")}`,
      );
    }
  });
}
