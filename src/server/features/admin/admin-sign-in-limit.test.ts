/**
 * Staff sign-in guessing is limited like a teacher's (requirements "Rate limits", "Admin area"):
 * after 10 wrong passwords for one staff address, or 10 wrong codes for one staff account, the step
 * answers 429 with Retry-After, even to the right password or code, and 100 guesses sent at once get
 * no more checked. The second factor: the password changes only at the one-time password or in a
 * ready session, and each TOTP code is accepted once.
 */
import { describe, expect, it } from "vitest";
import { ACCOUNT_MAX_FAILURES } from "../../auth/sign-in-limiter.ts";
import {
  ADMIN_NEW_PASSWORD,
  cookieOf,
  readyAdmin,
  totpAt,
  totpNow,
  totpStepNow,
} from "../../test/kits/admin-test-kit.ts";
import { setUpHarness } from "../../test/set-up.ts";
import { createAdmin } from "./admin-accounts.service.ts";

const h = setUpHarness();

const signIn = (email: string, password: string) =>
  h.request("POST", "/api/admin/auth/sign-in", JSON.stringify({ email, password }));

describe("admin sign-in limits", () => {
  it(`after ${ACCOUNT_MAX_FAILURES} wrong passwords the address is refused with 429 and Retry-After`, async () => {
    const email = "staff-limit@iep.test";
    const { password } = await createAdmin(h.db, email);
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      expect((await signIn(email, `wrong-${i}-password`)).status).toBe(401);
    }
    const blocked = await signIn(email, password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another staff address is not affected.
    const other = await createAdmin(h.db, "staff-other@iep.test");
    expect((await signIn("staff-other@iep.test", other.password)).status).toBe(200);
  });

  it(`after ${ACCOUNT_MAX_FAILURES} wrong codes the account's code step is refused with 429`, async () => {
    const email = "staff-codes@iep.test";
    const { password } = await createAdmin(h.db, email);
    const first = await signIn(email, password);
    const cookie = cookieOf(first);
    const as = (url: string, body?: unknown) =>
      h.request("POST", url, body === undefined ? undefined : JSON.stringify(body), { cookie });
    await as("/api/admin/auth/password", { current: password, next: ADMIN_NEW_PASSWORD });
    const { secret } = (await (await as("/api/admin/auth/totp/setup")).json()) as { secret: string };
    const right = await totpNow(secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      expect((await as("/api/admin/auth/totp/verify", { code: wrong })).status).toBe(401);
    }
    const blocked = await as("/api/admin/auth/totp/verify", { code: right });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).not.toBeNull();
  });
});

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
/** A new sign-in of `email`: its session (at the code step for a ready account) and a POST helper. */
async function newSession(email: string, password = ADMIN_NEW_PASSWORD) {
  const res = await signIn(email, password);
  expect(res.status).toBe(200);
  const cookie = cookieOf(res);
  const stage = ((await res.json()) as { stage: string }).stage;
  const post = (url: string, body?: unknown) =>
    h.request("POST", url, body === undefined ? undefined : JSON.stringify(body), { cookie });
  const get = (url: string) => h.request("GET", url, undefined, { cookie });
  return { stage, post, get };
}
const tally = (answers: Response[]) => {
  const byStatus: Record<number, number> = {};
  for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  return byStatus;
};
/** A 6-digit code that is not the code of `step` or of the steps beside it. */
async function wrongCodeNear(secret: string, step: number): Promise<string> {
  const near = await Promise.all([step - 1, step, step + 1].map((s) => totpAt(secret, s)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (!near.includes(code)) return code;
  }
}

describe("parallel guesses (requirements 'Rate limits')", () => {
  const PARALLEL = 100;
  /** Each guessable staff step: the set-up, a wrong guess and the right one. */
  const STEPS: [
    string,
    () => Promise<{ guess: (i: number) => Promise<Response>; right: () => Promise<Response> }>,
  ][] = [
    [
      "sign-in",
      async () => {
        const email = `staff-${Math.random().toString(36).slice(2, 8)}@iep.test`;
        const { password } = await createAdmin(h.db, email);
        return { guess: (i) => signIn(email, `wrong-${i}-password`), right: () => signIn(email, password) };
      },
    ],
    [
      "password change",
      async () => {
        const admin = await readyAdmin(h, createAdmin);
        const change = (current: string) =>
          admin.post("/api/admin/auth/password", { current, next: "another-long-staff-password" });
        return { guess: (i) => change(`wrong-${i}-password`), right: () => change(ADMIN_NEW_PASSWORD) };
      },
    ],
    [
      "TOTP code",
      async () => {
        const admin = await readyAdmin(h, createAdmin);
        const s = await newSession(admin.email);
        const wrong = await wrongCodeNear(admin.secret, totpStepNow());
        return {
          guess: () => s.post("/api/admin/auth/totp/verify", { code: wrong }),
          right: async () =>
            s.post("/api/admin/auth/totp/verify", { code: await totpAt(admin.secret, totpStepNow() + 1) }),
        };
      },
    ],
  ];

  it.each(STEPS)(
    `%s: ${PARALLEL} wrong guesses at once get exactly ${ACCOUNT_MAX_FAILURES} checked (401), the rest 429`,
    async (_step, arrange) => {
      const { guess, right } = await arrange();
      const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => guess(i)));
      // A guess is answered 401 only once it was checked; a refused one is not checked.
      expect(tally(answers)).toEqual({ 401: ACCOUNT_MAX_FAILURES, 429: PARALLEL - ACCOUNT_MAX_FAILURES });
      expect((await right()).status).toBe(429);
    },
  );
});

describe("the admin password changes only at the one-time password or in a ready session (requirements 'Admin area')", () => {
  // The one-time password's change is every test's set-up (`readyAdmin`).
  const NEXT = "another-long-staff-password";

  it("a session waiting for its code cannot change it, and the account's other sessions live on", async () => {
    const admin = await readyAdmin(h, createAdmin);
    const waiting = await newSession(admin.email);
    expect(waiting.stage).toBe("verify_totp");
    const res = await waiting.post("/api/admin/auth/password", { current: ADMIN_NEW_PASSWORD, next: NEXT });
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({
      error: { code: "ADMIN_SETUP_REQUIRED", details: { stage: "verify_totp" } },
    });
    // Nothing changed: the other session still works.
    expect((await admin.get("/api/admin/teachers")).status).toBe(200);
  });

  it("a session that replaced the one-time password but has no authenticator yet cannot change it again", async () => {
    const email = "staff-enrolling@iep.test";
    const { password } = await createAdmin(h.db, email);
    const s = await newSession(email, password);
    expect(s.stage).toBe("change_password");
    expect(
      (await s.post("/api/admin/auth/password", { current: password, next: ADMIN_NEW_PASSWORD })).status,
    ).toBe(200);
    const again = await s.post("/api/admin/auth/password", { current: ADMIN_NEW_PASSWORD, next: NEXT });
    expect(again.status).toBe(403);
    expect(await json(again)).toMatchObject({ error: { details: { stage: "enrol_totp" } } });
  });

  // A ready session reaches the password check: the parallel "password change" guesses above are 401s.
});

describe("a TOTP code is accepted once (requirements 'Admin area')", () => {
  it("the same code in a second session is refused, and so is an older one", async () => {
    const admin = await readyAdmin(h, createAdmin);
    const [first, second] = [await newSession(admin.email), await newSession(admin.email)];
    // The enrolment used this step's (or the previous step's) code: the next step's is still unused.
    const step = totpStepNow() + 1;
    const code = await totpAt(admin.secret, step);
    expect((await first.post("/api/admin/auth/totp/verify", { code })).status).toBe(200);
    const replayed = await second.post("/api/admin/auth/totp/verify", { code });
    expect(replayed.status).toBe(401);
    expect(await json(replayed)).toMatchObject({
      error: {
        code: "INVALID_TOTP",
        message: "That code was already used. Wait for the next code in your authenticator app and enter it.",
      },
    });
    const older = await second.post("/api/admin/auth/totp/verify", {
      code: await totpAt(admin.secret, step - 1),
    });
    expect(older.status).toBe(401);
    expect((await second.get("/api/admin/teachers")).status).toBe(403);
    expect((await first.get("/api/admin/teachers")).status).toBe(200);
  });

  it("the same code sent by 5 sessions at once opens exactly one", async () => {
    const admin = await readyAdmin(h, createAdmin);
    const sessions = await Promise.all(Array.from({ length: 5 }, () => newSession(admin.email)));
    const code = await totpAt(admin.secret, totpStepNow() + 1);
    const answers = await Promise.all(sessions.map((s) => s.post("/api/admin/auth/totp/verify", { code })));
    expect(tally(answers)).toEqual({ 200: 1, 401: 4 });
  });
});
