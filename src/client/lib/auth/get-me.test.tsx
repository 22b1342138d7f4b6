/**
 * A signed-out page asks for no profile (requirements "Sessions and sign-out"): without a teacher
 * signed in on this device, the auth library's session answer (200 `null`) is asked first, so the
 * sign-in page makes no `GET /api/v1/me` that would fail with 401 in the browser console.
 */
import { SIGNED_IN_USER_KEY } from "@client/lib/offline/cache-persistence";
import { createFakeApi } from "@client/testing/fake-api";
import { renderRoute, resetBetweenTests } from "@client/testing/test-utils";
import { buildProfile } from "@shared/testing/data-generators";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { getMe } from "./get-me";

vi.setConfig({ testTimeout: 20_000 });
resetBetweenTests();

describe("getMe", () => {
  it.each([
    ["nobody signed in", null, false, { session: 1, me: 0 }, null],
    ["a session this device does not know yet", "profile", false, { session: 1, me: 1 }, "profile"],
    ["the teacher signed in on this device", "profile", true, { session: 0, me: 1 }, "profile"],
  ] as const)("%s", async (_case, me, stored, asked, answer) => {
    const profile = buildProfile();
    const api = createFakeApi({ me: me === null ? null : profile });
    if (stored) localStorage.setItem(SIGNED_IN_USER_KEY, JSON.stringify(profile.id));
    expect(await getMe()).toEqual(answer === null ? null : profile);
    expect(api.requests("GET", "/api/auth/get-session")).toHaveLength(asked.session);
    expect(api.requests("GET", "/api/v1/me")).toHaveLength(asked.me);
  });
});

describe("the sign-in page, signed out", () => {
  it("never asks for /api/v1/me", async () => {
    const { api } = renderRoute("/signin", { me: null });
    // The sign-in screen loads lazily; on a busy machine its first render can take more than the default wait.
    expect(await screen.findByRole("button", { name: "Sign in" }, { timeout: 15_000 })).toBeInTheDocument();
    expect(api.requests("GET", "/api/auth/get-session").length).toBeGreaterThan(0);
    expect(api.requests("GET", "/api/v1/me")).toHaveLength(0);
  });
});
