/** The remembered-origin helpers behind the guards of requirements "Navigation behaviour" ("the origin is remembered"). */

import { onboardingPath, safeRedirect, screenKindOf, signInPath } from "@client/config/paths";
import { describe, expect, it } from "vitest";

describe("safeRedirect: only in-app pages are honoured as a redirect target", () => {
  it.each([
    ["/dashboard/students", "/dashboard/students"],
    ["/generate-note?studentId=abc", "/generate-note?studentId=abc"],
    ["/dashboard#recent", "/dashboard#recent"],
    ["//evil.example/x", undefined],
    ["/\\evil.example", undefined],
    ["https://evil.example/", undefined],
    ["javascript:alert(1)", undefined],
    ["dashboard", undefined],
    ["", undefined],
    [null, undefined],
    // signed-out-only pages would bounce straight back (requirements "Navigation behaviour")
    ["/signin", undefined],
    ["/signup?x=1", undefined],
    ["/auth/", undefined],
    [`/${"a".repeat(2001)}`, undefined],
  ])("%j → %j", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});

describe("guard destinations", () => {
  it.each([
    ["/dashboard/history", "/signin?redirectTo=%2Fdashboard%2Fhistory"],
    [undefined, "/signin"],
    ["//evil.example", "/signin"],
  ])("signInPath(%j) = %j", (from, expected) => {
    expect(signInPath(from)).toBe(expected);
  });

  it.each([
    ["/dashboard", "/onboarding"],
    ["/dashboard/students", "/onboarding?redirectTo=%2Fdashboard%2Fstudents"],
    [undefined, "/onboarding"],
  ])("onboardingPath(%j) = %j", (from, expected) => {
    expect(onboardingPath(from)).toBe(expected);
  });
});

describe("screenKindOf picks the skeleton per screen type (requirements 'Screens and routes')", () => {
  it.each([
    ["/dashboard", "dashboard"],
    ["/dashboard/", "dashboard"],
    ["/dashboard/students", "list"],
    ["/students", "list"],
    ["/note-history", "list"],
    ["/dashboard/generate", "form"],
    ["/generate-note", "form"],
    ["/onboarding", "form"],
    ["/privacy", "content"],
  ] as const)("%s → %s", (path, kind) => {
    expect(screenKindOf(path)).toBe(kind);
  });
});
