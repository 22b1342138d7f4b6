/**
 * The error catalogue speaks to teachers (requirements "Error catalogue"): no message may carry
 * operator or developer text — a command, an environment variable, a migration, a file name. Every
 * message of every section is checked, so a new one is covered the day it is added.
 */
import { describe, expect, it } from "vitest";
import { messages } from "./error-messages.ts";

/** Every string of the catalogue with its key path, e.g. ["signup.blacklisted", "This email …"]. */
function entries(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    entries(inner, path ? `${path}.${key}` : key),
  );
}

const OPERATOR_TEXT: [string, RegExp][] = [
  ["a migration", /\bmigration\b/i],
  ["an npm command", /\bnpm\b|\bnpx\b/i],
  ["an environment variable", /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/],
  ["a source file", /\.(ts|tsx|js|sql)\b/],
];

describe("error catalogue", () => {
  const all = entries(messages, "");

  it("has messages to check", () => {
    expect(all.length).toBeGreaterThan(20);
  });

  it.each(OPERATOR_TEXT)("no message contains %s", (_what, pattern) => {
    expect(all.filter(([, text]) => pattern.test(text))).toEqual([]);
  });

  it("the deleted-address message keeps the catalogue's first sentence and ends with how to reach support", () => {
    const text = messages.signup.blacklisted;
    expect(text.startsWith("This email address cannot be used to create a new account.")).toBe(true);
    expect(text).toMatch(/contact IEP Workspace support[^.]*\.$/);
  });
});
