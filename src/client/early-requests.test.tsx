/**
 * The teacher area's early reads (decision 022): which requests the inline script starts for an
 * address and a session, in which order, and how the app takes their answers (once, while fresh,
 * only for a plain GET).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  EARLY_ANSWER_TTL_MS,
  type EarlyStore,
  SHELL_URLS,
  SIGNED_IN_KEY,
  startEarlyRequests,
} from "./early-requests";
import { sendRequest } from "./lib/api-client";
import { forgetEarlyResponses, takeEarlyResponse } from "./lib/early-responses";
import { SIGNED_IN_USER_KEY } from "./lib/offline/cache-persistence";

const profile = (onboardingCompleted: boolean) => ({ id: "u1", onboardingCompleted });

/** Runs the script for `href` against answers by URL (JSON bodies; missing = 404); resolves with the URLs asked, in order. */
async function urlsAsked(href: string, signedIn: boolean, answers: Record<string, unknown>) {
  const asked: string[] = [];
  const store: EarlyStore = { startedAt: 0, answers: {} };
  const url = new URL(href, "http://school.test");
  startEarlyRequests(url, signedIn, store, async (u) => {
    asked.push(u);
    return u in answers ? Response.json(answers[u]) : new Response("{}", { status: 404 });
  });
  // Each step waits for the previous answer's body: let them all settle.
  for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0));
  return { asked, store };
}

describe("startEarlyRequests", () => {
  it("starts nothing outside the teacher area", async () => {
    for (const href of ["/", "/signin", "/pricing", "/admin", "/sign/abc", "/onboarding"]) {
      expect((await urlsAsked(href, true, {})).asked, href).toEqual([]);
    }
  });

  it("signed out on this device: asks the session only, and stops when there is none", async () => {
    const { asked } = await urlsAsked("/dashboard", false, { "/api/auth/get-session": null });
    expect(asked).toEqual(["/api/auth/get-session"]);
  });

  it("with a session: the profile next, then the shell's and the screen's reads", async () => {
    const { asked } = await urlsAsked("/dashboard", false, {
      "/api/auth/get-session": { user: { id: "u1" } },
      "/api/v1/me": profile(true),
    });
    expect(asked.slice(0, 2)).toEqual(["/api/auth/get-session", "/api/v1/me"]);
    expect(asked.slice(2)).toEqual([
      ...SHELL_URLS,
      "/api/v1/invitations",
      "/api/v1/transfers",
      "/api/v1/signatures/outstanding",
      "/api/v1/students?view=summary",
      "/api/v1/notes",
      "/api/v1/dashboard",
    ]);
  });

  it("a device that remembers a signed-in teacher skips the session's question", async () => {
    const { asked } = await urlsAsked("/dashboard/history", true, { "/api/v1/me": profile(true) });
    expect(asked).toEqual([
      "/api/v1/me",
      ...SHELL_URLS,
      "/api/v1/notes?limit=50",
      "/api/v1/students?view=summary",
    ]);
  });

  it("asks no list for a teacher who has not finished onboarding, nor when the profile fails (401)", async () => {
    expect((await urlsAsked("/dashboard", true, { "/api/v1/me": profile(false) })).asked).toEqual([
      "/api/v1/me",
    ]);
    expect((await urlsAsked("/dashboard", true, {})).asked).toEqual(["/api/v1/me"]);
  });

  it.each([
    ["/students", ["/api/v1/students", "/api/v1/me/preferences"]],
    ["/generate-note", ["/api/v1/me/preferences", "/api/v1/students"]],
    ["/dashboard/meetings", ["/api/v1/calendar-feed", "/api/v1/meetings", "/api/v1/students"]],
    ["/dashboard/notifications", []],
  ])("%s reads its screen's lists", async (href, lists) => {
    const { asked } = await urlsAsked(href, true, { "/api/v1/me": profile(true) });
    expect(asked).toEqual(["/api/v1/me", ...SHELL_URLS, ...lists]);
  });

  it("a student's page and a goal's page put the id in their URLs, encoded", async () => {
    const student = (
      await urlsAsked("/dashboard/students?student=a%2Fb", true, { "/api/v1/me": profile(true) })
    ).asked;
    expect(student).toContain("/api/v1/goals?studentId=a%2Fb");
    expect(student).toContain("/api/v1/students/a%2Fb/ieps");
    const goal = (await urlsAsked("/dashboard/progress/goals/g-1", true, { "/api/v1/me": profile(true) }))
      .asked;
    expect(goal).toContain("/api/v1/goals/g-1");
    expect(goal).toContain("/api/v1/progress-entries?goalId=g-1");
  });

  it("reads the signed-in teacher under the key the offline copy writes", () => {
    expect(SIGNED_IN_KEY).toBe(SIGNED_IN_USER_KEY);
  });
});

describe("takeEarlyResponse", () => {
  const page = window as unknown as { __iepEarly?: EarlyStore };
  afterEach(() => {
    page.__iepEarly = undefined;
  });
  const withAnswer = (url: string) => {
    const answer = Promise.resolve(Response.json({ ok: true }));
    page.__iepEarly = { startedAt: 1_000, answers: { [url]: answer } };
    return answer;
  };

  it("hands the answer to the first plain GET of the same URL, once", () => {
    const answer = withAnswer("/api/v1/notes");
    expect(takeEarlyResponse("/api/v1/notes", {}, 2_000)).toBe(answer);
    expect(takeEarlyResponse("/api/v1/notes", {}, 2_000)).toBeUndefined();
  });

  it("never answers another URL, a write, a body or a request with headers of its own", () => {
    withAnswer("/api/v1/notes");
    expect(takeEarlyResponse("/api/v1/notes?limit=50", {}, 2_000)).toBeUndefined();
    expect(takeEarlyResponse("/api/v1/notes", { method: "POST" }, 2_000)).toBeUndefined();
    withAnswer("/api/v1/notes");
    expect(takeEarlyResponse("/api/v1/notes", { body: {} }, 2_000)).toBeUndefined();
    withAnswer("/api/v1/notes");
    expect(
      takeEarlyResponse("/api/v1/notes", { headers: { Accept: "text/event-stream" } }, 2_000),
    ).toBeUndefined();
  });

  it("drops an answer older than the limit, so the app asks the server again", () => {
    withAnswer("/api/v1/notes");
    expect(takeEarlyResponse("/api/v1/notes", {}, 1_000 + EARLY_ANSWER_TTL_MS + 1)).toBeUndefined();
    expect(page.__iepEarly?.answers["/api/v1/notes"]).toBeUndefined();
  });

  it("forgets every answer not yet taken when a session ends or begins", () => {
    withAnswer("/api/v1/students");
    forgetEarlyResponses();
    expect(takeEarlyResponse("/api/v1/students", {}, 2_000)).toBeUndefined();
  });

  it("a change sent to the server drops every answer not yet taken, so a read after it is fresh", async () => {
    withAnswer("/api/v1/meetings");
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    try {
      await sendRequest("/api/v1/meetings/m-1", { method: "DELETE" });
      expect(takeEarlyResponse("/api/v1/meetings", {}, 2_000)).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("answers nothing when the page had no early script", () => {
    expect(takeEarlyResponse("/api/v1/notes", {}, 0)).toBeUndefined();
  });
});
