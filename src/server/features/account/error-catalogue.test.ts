/**
 * Every message of the error catalogue's "Signup", "Profile update" and "Account deletion"
 * sections, answered by the real API against a real database (requirements "Error catalogue",
 * "Sign-up and sign-in", "Profile", "Account deletion"). One row per message, the message quoted
 * as the product specification words it, with the case that produces it.
 *
 * Failures nobody foresaw (the sections' defaults) are made real with a database trigger that
 * raises on one marked row; the deletion's data dependency is a table of the district's that still
 * points at the account. The network messages have no server answer by definition: the client
 * says them when no answer arrives (the account screen's UI tests, account-page.test.tsx, cover them).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../shared/domain/error-messages.ts";
import { expectConsoleError } from "../../../shared/testing/console-guard.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { deleteMe, errorOf } from "./account-test-kit.ts";

let h: Harness;
let limited: Harness;

beforeAll(async () => {
  [h, limited] = await Promise.all([createHarness(), createHarness({ rateLimit: true })]);
  // The default rows: a failure of the database itself, on rows marked for it.
  for (const statement of [
    `create function catalogue_test_failure() returns trigger language plpgsql as $$
       begin raise exception 'the disk is full'; end $$`,
    `create trigger catalogue_insert_fails before insert on users
       for each row when (new.email like 'disk-full-%') execute function catalogue_test_failure()`,
    `create trigger catalogue_update_fails before update on users
       for each row when (new.role = 'Disk full') execute function catalogue_test_failure()`,
    `create trigger catalogue_delete_fails before delete on users
       for each row when (old.organization = 'Disk full') execute function catalogue_test_failure()`,
    "create table district_retention_hold (user_id text not null references users(id))",
  ])
    await h.database.rawQuery(statement, []);
});
afterAll(async () => {
  await Promise.all([h.close(), limited.close()]);
});

let counter = 0;
const email = (prefix = "catalogue") => `${prefix}-${Date.now().toString(36)}-${counter++}@school.test`;

const signUp = (harness: Harness, body: Record<string, unknown>) =>
  harness.request(
    "POST",
    "/api/auth/sign-up/email",
    JSON.stringify({ email: email(), password: "river-stone-42", name: "Dana Whitfield", ...body }),
  );

/** [spec quote, the case, the expected status, the request that meets the case] */
type Row = [quote: string, when: string, status: number, act: () => Promise<Response>];

const signupRows: Row[] = [
  [
    "An account with this email already exists. Please try logging in instead.",
    "the address already has an account",
    422,
    async () => {
      const address = email();
      await signUp(h, { email: address });
      return signUp(h, { email: address.toUpperCase() });
    },
  ],
  [
    "Password must be at least 6 characters long.",
    "a 5-character password",
    400,
    () => signUp(h, { password: "12345" }),
  ],
  [
    "Please enter a valid email address.",
    "an address without @",
    400,
    () => signUp(h, { email: "dana.school.test" }),
  ],
  [
    "Too many signup attempts. Please wait a moment before trying again.",
    "the 11th sign-up within a minute",
    429,
    async () => {
      for (let i = 0; i < 10; i++) expect((await signUp(limited, {})).status).toBe(200);
      return signUp(limited, {});
    },
  ],
  [
    "Failed to create account. Please try again.",
    "the database fails while the account is written",
    422,
    () => {
      // The auth library logs its failed insert itself.
      expectConsoleError(/Failed to create user/);
      return signUp(h, { email: email("disk-full") });
    },
  ],
  [
    "This email address cannot be used to create a new account. Please contact IEP Workspace support to use it again.",
    "the address belonged to a deleted account (blacklisted)",
    403,
    async () => {
      const t = await h.signUp({ password: "correct-horse" });
      expect((await deleteMe(t, "correct-horse")).status).toBe(200);
      return signUp(h, { email: t.email });
    },
  ],
];

const profileRows: Row[] = [
  [
    "This information is already in use. Please try different values.",
    "another device changed the role after this form loaded it",
    409,
    async () => {
      const t = await h.signUp();
      await t.patch("/api/v1/me", { role: "Case manager" });
      await t.patch("/api/v1/me", { role: "School psychologist" }); // the other device
      return t.patch("/api/v1/me", { role: "Resource teacher", expected: { role: "Case manager" } });
    },
  ],
  [
    "You do not have permission to update this profile.",
    "the teacher tries to give themselves the Pro plan",
    403,
    async () => (await h.signUp()).patch("/api/v1/me", { firstName: "Dana", plan_type: "pro" }),
  ],
  [
    "You do not have permission to update this profile.",
    "the body names another teacher's id",
    403,
    async () => {
      const [t, other] = await Promise.all([h.signUp(), h.signUp()]);
      return t.patch("/api/v1/me", { id: other.id, firstName: "Mallory" });
    },
  ],
  [
    "Failed to update profile. Please try again.",
    "the database fails while the profile is written",
    500,
    async () => (await h.signUp()).patch("/api/v1/me", { role: "Disk full" }),
  ],
];

const deletionRows: Row[] = [
  [
    "You do not have permission to delete this account.",
    "the password is wrong",
    403,
    async () => deleteMe(await h.signUp({ password: "correct-horse" }), "wrong-horse"),
  ],
  [
    "Cannot delete account due to existing data dependencies.",
    "a district record still points at the account",
    409,
    async () => {
      const t = await h.signUp({ password: "correct-horse" });
      await h.database.rawQuery("insert into district_retention_hold (user_id) values ($1)", [t.id]);
      return deleteMe(t, "correct-horse");
    },
  ],
  [
    "Failed to delete account. Please try again.",
    "the database fails while the account is removed",
    500,
    async () => {
      const t = await h.signUp({ password: "correct-horse" });
      expect((await t.patch("/api/v1/me", { organization: "Disk full" })).status).toBe(200);
      return deleteMe(t, "correct-horse");
    },
  ],
];

/** The network rows: said by the client when no answer arrives (see the module comment). */
const CLIENT_ONLY = ["Network error. Please check your connection and try again."];

describe.each([
  ["Signup", signupRows, messages.signup],
  ["Profile update", profileRows, messages.profile],
  ["Account deletion", deletionRows, messages.account],
] as const)("error catalogue, %s", (_section, rows, catalogue) => {
  it("has a row for every message of the section (the network message is the client's)", () => {
    const covered = new Set([...rows.map(([quote]) => quote), ...CLIENT_ONLY]);
    for (const message of Object.values(catalogue)) expect(covered).toContain(message);
    for (const [quote] of rows) expect(Object.values(catalogue)).toContain(quote);
  });

  it.each(rows)("“%s” when %s (HTTP %i)", { timeout: 60_000 }, async (quote, _when, status, act) => {
    const res = await act();
    expect(res.status).toBe(status);
    expect((await errorOf(res)).error.message).toBe(quote);
  });
});

describe("what the refusals leave behind", () => {
  it("a profile conflict and a refused protected field change nothing", async () => {
    const t = await h.signUp();
    await t.patch("/api/v1/me", { role: "School psychologist" });
    const conflict = await t.patch("/api/v1/me", {
      role: "Resource teacher",
      expected: { role: "Case manager" },
    });
    expect((await errorOf(conflict)).error.details).toEqual({
      reason: "changed-elsewhere",
      fields: ["role"],
    });
    const forbidden = await t.patch("/api/v1/me", { planType: "pro", maxStudents: 500 });
    expect((await errorOf(forbidden)).error.details).toEqual({ fields: ["planType", "maxStudents"] });
    const me = (await (await t.get("/api/v1/me")).json()) as { role: string; planType: string };
    expect(me).toMatchObject({ role: "School psychologist", planType: "free" });
  });

  it("the same change made on two devices is no conflict; an unchanged field is not compared", async () => {
    const t = await h.signUp();
    await t.patch("/api/v1/me", { role: "Case manager", organization: "Lincoln Elementary" });
    await t.patch("/api/v1/me", { role: "Resource teacher" }); // the other device
    const same = await t.patch("/api/v1/me", {
      role: "Resource teacher",
      expected: { role: "Case manager" },
    });
    expect(same.status).toBe(200);
    const other = await t.patch("/api/v1/me", {
      organization: "Roosevelt Middle",
      expected: { organization: "Lincoln Elementary", role: "Case manager" },
    });
    expect(other.status).toBe(200);
    expect(await other.json()).toMatchObject({ role: "Resource teacher", organization: "Roosevelt Middle" });
  });

  it("a failed deletion keeps the account signed in and off the blacklist", async () => {
    const t = await h.signUp({ password: "correct-horse" });
    await h.database.rawQuery("insert into district_retention_hold (user_id) values ($1)", [t.id]);
    expect((await deleteMe(t, "correct-horse")).status).toBe(409);
    expect((await t.get("/api/v1/me")).status).toBe(200);
    const listed = await h.database.rawQuery("select 1 from email_blacklist where email = lower($1)", [
      t.email,
    ]);
    expect(listed).toHaveLength(0);
  });
});
