import { describe, expect, it } from "vitest";
import { providerText } from "./service-provider.ts";

describe('providerText (requirements "Services")', () => {
  it.each([
    ["Priya Natarajan", "Speech-language pathologist", "Priya Natarajan (Speech-language pathologist)"],
    ["  Priya Natarajan ", " Speech-language pathologist ", "Priya Natarajan (Speech-language pathologist)"],
    ["Priya Natarajan", null, "Priya Natarajan"],
    [null, "Speech-language pathologist", "Speech-language pathologist"],
    ["", "   ", ""],
    [null, null, ""],
  ])("name %j and role %j read %j", (providerName, providerRole, expected) => {
    expect(providerText({ providerName, providerRole })).toBe(expected);
  });
});
