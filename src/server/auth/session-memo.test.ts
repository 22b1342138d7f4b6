/**
 * The session check remembered for a moment (decision 014, "The check remembered"): one browser's
 * verified answer is reused for a tenth of the signed copy's lifetime (at most 1 s), never when the
 * copy is off, never for a refused session or an answer that refreshes a cookie.
 */
import { describe, expect, it } from "vitest";
import type { Auth } from "./auth.ts";
import { createSessionReader, SESSION_MEMO_MAX_MS, sessionMemoMs } from "./session-memo.ts";

describe("how long a verified answer is kept", () => {
  // [SESSION_CACHE_SECONDS, ms kept]: a tenth of the copy's lifetime, at most 1 s; 0 when it is off.
  const rows: [number | undefined, number][] = [
    [undefined, 0],
    [0, 0],
    [1, 100],
    [5, 500],
    [10, 1000],
    [30, 1000],
    [300, 1000],
  ];
  it.each(rows)("SESSION_CACHE_SECONDS=%s keeps it %s ms", (seconds, ms) => {
    expect(sessionMemoMs(seconds)).toBe(ms);
  });
  it("never beyond one second", () => {
    expect(SESSION_MEMO_MAX_MS).toBe(1000);
  });
});

type Answer = { response: { user: { id: string } } | null; headers: Headers };

/** An auth instance whose getSession answers `answers(cookie)` and counts its calls. */
function fakeAuth(cacheSeconds: number, answers: (cookie: string | null) => Answer) {
  const calls: (string | null)[] = [];
  const auth = {
    options: { session: { cookieCache: { enabled: cacheSeconds > 0, maxAge: cacheSeconds } } },
    api: {
      getSession: async ({ headers }: { headers: Headers }) => {
        calls.push(headers.get("cookie"));
        return answers(headers.get("cookie"));
      },
    },
  } as unknown as Auth;
  return { auth, calls };
}

const signedIn = (id: string, setCookies: string[] = []): Answer => {
  const headers = new Headers();
  for (const c of setCookies) headers.append("set-cookie", c);
  return { response: { user: { id } }, headers };
};
const cookie = (value: string) => new Headers({ cookie: value });

describe("the session reader", () => {
  it("asks the library once per browser within the moment, and again after it", async () => {
    let t = 0;
    const { auth, calls } = fakeAuth(30, () => signedIn("u-1"));
    const reader = createSessionReader(auth, () => t);
    expect(reader.ttlMs).toBe(1000);

    const first = await reader.read(cookie("a=1"));
    t = 999;
    expect(await reader.read(cookie("a=1"))).toBe(first);
    expect(calls).toEqual(["a=1"]);

    t = 1000;
    await reader.read(cookie("a=1"));
    expect(calls).toEqual(["a=1", "a=1"]);
  });

  it("keeps each browser's cookies apart", async () => {
    const { auth, calls } = fakeAuth(30, (c) => signedIn(c === "a=1" ? "u-1" : "u-2"));
    const reader = createSessionReader(auth, () => 0);
    const one = await reader.read(cookie("a=1"));
    const two = await reader.read(cookie("a=2"));
    expect(one.response?.user.id).toBe("u-1");
    expect(two.response?.user.id).toBe("u-2");
    expect((await reader.read(cookie("a=2"))).response?.user.id).toBe("u-2");
    expect(calls).toEqual(["a=1", "a=2"]);
  });

  /** Answers never kept: each read asks the library. */
  const neverKept: [string, number, string | null, Answer][] = [
    ["a refused session", 30, "a=1", { response: null, headers: new Headers() }],
    ["an answer that refreshes the cookies", 30, "a=1", signedIn("u-1", ["session_data=new; Path=/"])],
    ["any answer while the signed copy is off", 0, "a=1", signedIn("u-1")],
    ["a request without cookies", 30, null, { response: null, headers: new Headers() }],
  ];
  it.each(neverKept)("does not keep %s", async (_what, seconds, cookieHeader, answer) => {
    const { auth, calls } = fakeAuth(seconds, () => answer);
    const reader = createSessionReader(auth, () => 0);
    const headers = cookieHeader ? cookie(cookieHeader) : new Headers();
    await reader.read(headers);
    await reader.read(headers);
    expect(calls).toHaveLength(2);
  });

  it("forgets a kept answer when the library later refuses the same cookies", async () => {
    let t = 0;
    let valid = true;
    const { auth } = fakeAuth(30, () =>
      valid ? signedIn("u-1") : { response: null, headers: new Headers() },
    );
    const reader = createSessionReader(auth, () => t);
    await reader.read(cookie("a=1"));
    valid = false;
    t = 1000;
    expect((await reader.read(cookie("a=1"))).response).toBeNull();
    t = 1001;
    expect((await reader.read(cookie("a=1"))).response).toBeNull();
  });
});
