/**
 * Password guesses per teacher account (requirements "Rate limits"): every check of a teacher's
 * password (sign-in, the password change, the auth library's own check of a signed-in teacher's
 * password, account deletion) takes a try of the account's one budget before the password is
 * checked, so 100 requests sent at once get at most 10 passwords checked and the others answer 429
 * with Retry-After. The passwords checked are counted by the password hash the auth library is given.
 *
 * The parallel requests are made to meet at the password check: each check waits until every
 * request has either reached its check or been answered, so no request can finish (and count its
 * failure) before the others have decided whether they may guess. That is the worst interleaving,
 * forced without any timing: a limiter that reads the count and records a failure in separate steps
 * lets all 100 through, in process (PGlite, one query at a time) and on PostgreSQL with
 * `API_INSTANCES=2` (two servers, each with its own connection pool) alike. Beside it, the auth
 * library's own limits per client address (its database storage) are checked under the same load,
 * since reset requests rely on them.
 */
import { describe, expect, it } from "vitest";
import type { PasswordHash } from "../auth/auth.ts";
import { fastPasswordHash } from "../test/fast-password-hash.ts";
import type { TestUser } from "../test/harness.ts";
import { setUpHarness } from "../test/set-up.ts";
import { SIGN_IN_TOO_MANY } from "./auth-messages.ts";
import { ACCOUNT_MAX_FAILURES, ADDRESS_MAIL_WINDOW_MS, ADDRESS_MAX_MAILS } from "./sign-in-limiter.ts";

const NOW = new Date("2026-10-05T12:00:00Z");
const RIGHT = "lantern-bay-9";
const PARALLEL = 100;

/** Passwords the auth library checked (its `verify` calls), over both instances. */
let checked = 0;
/** While requests are sent at once (`allAtOnce`): the checks waiting, and the gate they wait at. */
let meeting: { waiting: number; gate: Promise<void>; arrived: () => void } | undefined;
const countingHash: PasswordHash = {
  hash: fastPasswordHash.hash,
  verify: async (input) => {
    checked++;
    if (meeting) {
      meeting.waiting++;
      meeting.arrived();
      await meeting.gate;
    }
    return await fastPasswordHash.verify(input);
  },
};

/**
 * Sends `PARALLEL` requests at once; every password check waits until each request has reached its
 * check or been answered (see the file's docstring), then all checks go on.
 */
async function allAtOnce(send: (i: number) => Promise<Response>): Promise<Response[]> {
  let answered = 0;
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const arrived = () => {
    if (meeting && meeting.waiting + answered === PARALLEL) open();
  };
  meeting = { waiting: 0, gate, arrived };
  try {
    return await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        send(i).then((answer) => {
          answered++;
          arrived();
          return answer;
        }),
      ),
    );
  } finally {
    meeting = undefined;
  }
}

const h = setUpHarness({ now: NOW, passwordHash: countingHash });

const signIn = (email: string, password: string) =>
  h.request("POST", "/api/auth/sign-in/email", JSON.stringify({ email, password }));
const changePassword = (t: TestUser, currentPassword: string) =>
  t.post("/api/auth/change-password", { currentPassword, newPassword: "harbour-lamp-77" });
const verifyPassword = (t: TestUser, password: string) => t.post("/api/auth/verify-password", { password });
const deleteAccount = (t: TestUser, password: string) =>
  t.raw("DELETE", "/api/v1/me", JSON.stringify({ password }));

const tally = (answers: Response[]) => {
  const byStatus: Record<number, number> = {};
  for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  return byStatus;
};
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

/** Each way a teacher's password is checked: the request with a password, and its answer when wrong. */
const CHECKS: [string, (t: TestUser, password: string) => Promise<Response>, number][] = [
  ["sign-in", (t, password) => signIn(t.email, password), 401],
  ["password change", changePassword, 400],
  ["the auth library's password check", verifyPassword, 400],
  ["account deletion", deleteAccount, 403],
];

describe("a teacher's password budget under parallel requests", () => {
  it.each(CHECKS)(
    `%s: ${PARALLEL} wrong passwords at once get exactly ${ACCOUNT_MAX_FAILURES} checked, the rest 429 with Retry-After`,
    async (_what, guess, wrongStatus) => {
      const t = await h.signUp({ password: RIGHT });
      checked = 0;
      const answers = await allAtOnce((i) => guess(t, `wrong-${i}-guess`));
      expect(checked).toBe(ACCOUNT_MAX_FAILURES);
      expect(tally(answers)).toEqual({
        [wrongStatus]: ACCOUNT_MAX_FAILURES,
        429: PARALLEL - ACCOUNT_MAX_FAILURES,
      });
      for (const refused of answers.filter((a) => a.status === 429)) {
        expect(Number(refused.headers.get("retry-after"))).toBe(15 * 60);
      }
      // The right password is refused too until the window ends, unchecked.
      checked = 0;
      expect((await guess(t, RIGHT)).status).toBe(429);
      expect(checked).toBe(0);
    },
  );

  it("is one budget per account across sign-in, password change and deletion; a right password gives its try back; it ends after 15 minutes", async () => {
    const t = await h.signUp({ password: RIGHT });
    const bystander = await h.signUp({ password: RIGHT });
    for (let i = 0; i < 4; i++)
      expect((await signIn(t.email.toUpperCase(), `wrong-${i}-guess`)).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await deleteAccount(t, `wrong-${i}-guess`)).status).toBe(403);
    // Right passwords do not count.
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) expect((await verifyPassword(t, RIGHT)).status).toBe(200);
    expect((await signIn(t.email, RIGHT)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await changePassword(t, `wrong-${i}-guess`)).status).toBe(400);

    const deletion = await deleteAccount(t, RIGHT);
    expect(deletion.status).toBe(429);
    expect(deletion.headers.get("retry-after")).toBe("900");
    expect(await errorOf(deletion)).toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many wrong passwords for this account. Please wait 15 minutes before trying again.",
    });
    const change = await changePassword(t, RIGHT);
    expect(change.status).toBe(429);
    expect((await errorOf(change)).message).toBe(
      "Too many wrong passwords for this account. Please wait 15 minutes before trying again.",
    );
    expect((await errorOf(await signIn(t.email, RIGHT))).message).toBe(SIGN_IN_TOO_MANY);
    // Another account is not affected.
    expect((await signIn(bystander.email, RIGHT)).status).toBe(200);

    h.setNow(new Date(NOW.getTime() + 14 * 60_000));
    try {
      expect((await deleteAccount(t, RIGHT)).headers.get("retry-after")).toBe("60");
      h.setNow(new Date(NOW.getTime() + 15 * 60_000));
      const deleted = await deleteAccount(t, RIGHT);
      expect(deleted.status).toBe(200);
    } finally {
      h.setNow(NOW);
    }
  });
});

describe("the auth library's limits per client address, under parallel requests", () => {
  // Its limits on; in process the requests carry no client address and share one key, behind the
  // two-instance proxy all come from 127.0.0.1: one client either way.
  const limited = setUpHarness({ now: NOW, rateLimit: true });

  it.each([
    ["sign-in, 10 a minute", "/api/auth/sign-in/email", 10, 401],
    ["password reset request, 3 a minute", "/api/auth/request-password-reset", 3, 200],
  ])(`%s: of ${PARALLEL} at once only the limit is answered`, async (_what, path, limit, answered) => {
    const t = await limited.signUp({ password: RIGHT });
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        // Sign-ins to unknown addresses, so only the address limit applies.
        limited.post(
          path,
          path.endsWith("/sign-in/email")
            ? { email: `nobody-${i}@school.test`, password: RIGHT }
            : { email: t.email },
        ),
      ),
    );
    expect(tally(answers)).toEqual({ [answered]: limit, 429: PARALLEL - limit });
    if (path.endsWith("/request-password-reset")) {
      const resets = limited.sentMail.filter((m) => m.to === t.email && /Reset your/.test(m.subject));
      expect(resets).toHaveLength(limit);
    }
  });
});

describe("links mailed to one address, under parallel requests from anywhere", () => {
  // The library's per-client limits are off in `h`: only the per-address mail budget applies.
  const resetMails = (to: string) => h.sentMail.filter((m) => m.to === to && /Reset your/.test(m.subject));

  it(`of ${PARALLEL} reset requests at once for one address, ${ADDRESS_MAX_MAILS} send a link and the others answer 429; an unknown address is answered alike`, async () => {
    const t = await h.signUp({ password: RIGHT });
    for (const email of [t.email, `nobody-${Date.now()}@school.test`]) {
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () => h.post("/api/auth/request-password-reset", { email })),
      );
      expect(tally(answers)).toEqual({ 200: ADDRESS_MAX_MAILS, 429: PARALLEL - ADDRESS_MAX_MAILS });
      const refused = answers.find((a) => a.status === 429)!;
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect((await errorOf(refused)).message).toMatch(
        /^Too many emails were asked for this address\. Please wait \d+ minutes? before asking again\.$/,
      );
    }
    expect(resetMails(t.email)).toHaveLength(ADDRESS_MAX_MAILS);
  });

  it("confirmation links count in the same budget (any letter case), another address keeps its own, and the hour ends", async () => {
    const t = await h.signUp({ password: RIGHT });
    const other = await h.signUp({ password: RIGHT });
    const paths = ["/api/auth/send-verification-email", "/api/auth/request-password-reset"];
    for (let i = 0; i < ADDRESS_MAX_MAILS; i++) {
      const res = await h.post(paths[i % 2]!, { email: i % 2 ? t.email.toUpperCase() : t.email });
      expect(res.status).toBe(200);
    }
    expect((await h.post(paths[0]!, { email: t.email })).status).toBe(429);
    expect((await h.post(paths[1]!, { email: other.email })).status).toBe(200);
    h.setNow(new Date(NOW.getTime() + ADDRESS_MAIL_WINDOW_MS));
    try {
      expect((await h.post(paths[1]!, { email: t.email })).status).toBe(200);
    } finally {
      h.setNow(NOW);
    }
  });
});
