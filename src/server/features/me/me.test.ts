/**
 * API tests of /api/v1/me (requirements "Profile", "Plans and trial" plan status, requirements "Profile" profile update rules, requirements "Note quota" note
 * limits, requirements "Constants" new-record defaults) against a real database.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../../shared/contracts/me.ts";
import { users } from "../../db/schema/index.ts";
import type { TestUser } from "../../test/harness.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

const NOW = new Date("2026-03-10T15:00:00Z");

const profileOf = async (res: Response) => (await res.json()) as Profile;
const errorOf = async (res: Response) => (await res.json()) as { error: { code: string; message: string } };

const h = setUpHarness({ now: NOW });
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const other = setUpTeacher(h, { name: "Sam Lee" });

describe("GET /api/v1/me", () => {
  it("answers the signed-in teacher's profile with the requirements 'Constants' defaults and the free plan", async () => {
    const res = await teacher.get("/api/v1/me");
    expect(res.status).toBe(200);
    expect(await profileOf(res)).toEqual({
      id: teacher.id,
      email: teacher.email,
      name: "Jordan Ortiz",
      firstName: null,
      lastName: null,
      role: null,
      organization: null,
      organizationType: null,
      experienceLevel: null,
      goals: null,
      studentCount: null,
      onboardingCompleted: false,
      planType: "free",
      profilePicture: null,
      subscriptionStatus: "inactive",
      notesGeneratedThisMonth: 0,
      maxStudents: 10,
      subscriptionStartDate: null,
      trialEndDate: null,
      timeZone: null,
      emailVerified: false,
      createdAt: expect.any(String),
      plan: { state: "free", daysRemaining: null, notesUsedThisMonth: 0, noteLimit: 10, canGenerate: true },
    });
  });

  it("says whether the address is confirmed and when the account was made (the confirmation banner's facts)", async () => {
    const [row] = await h.database.rawQuery("select created_at from users where id = $1", [teacher.id]);
    const before = (await profileOf(await teacher.get("/api/v1/me"))) as {
      emailVerified: boolean;
      createdAt: string;
    };
    expect(before.emailVerified).toBe(false);
    expect(new Date(before.createdAt).getTime()).toBe(
      new Date((row as { created_at: string | Date }).created_at).getTime(),
    );
    await h.confirmEmail(teacher);
    expect(await profileOf(await teacher.get("/api/v1/me"))).toMatchObject({ emailVerified: true });
  });

  it("each teacher sees only their own profile", async () => {
    const mine = await profileOf(await other.get("/api/v1/me"));
    expect(mine.id).toBe(other.id);
    expect(mine.email).toBe(other.email);
  });

  it("refuses a request without a session with 401", async () => {
    const res = await h.request("GET", "/api/v1/me");
    expect(res.status).toBe(401);
    expect((await errorOf(res)).error.code).toBe("UNAUTHENTICATED");
  });
});

describe("GET /api/v1/me plan (requirements 'Plans and trial' plan status, requirements 'Note quota' note limits)", () => {
  let planUser: TestUser;
  beforeAll(async () => {
    planUser = await h.signUp();
  });

  const rows: {
    rule: string;
    columns: Partial<typeof users.$inferInsert>;
    plan: Profile["plan"];
  }[] = [
    {
      rule: "pro with a trial end in 3 days → active_trial, 3 days left, unlimited",
      columns: {
        planType: "pro",
        trialEndDate: new Date("2026-03-13T15:00:00Z"),
        subscriptionStartDate: null,
      },
      plan: {
        state: "active_trial",
        daysRemaining: 3,
        notesUsedThisMonth: 0,
        noteLimit: null,
        canGenerate: true,
      },
    },
    {
      rule: "pro with a trial end passed → expired_trial, 0 days, blocked",
      columns: {
        planType: "pro",
        trialEndDate: new Date("2026-03-01T00:00:00Z"),
        subscriptionStartDate: null,
      },
      plan: {
        state: "expired_trial",
        daysRemaining: 0,
        notesUsedThisMonth: 0,
        noteLimit: 0,
        canGenerate: false,
      },
    },
    {
      rule: "pro started 10 days ago, no trial end → 14-day trial, 4 days left",
      columns: {
        planType: "pro",
        trialEndDate: null,
        subscriptionStartDate: new Date("2026-02-28T15:00:00Z"),
      },
      plan: {
        state: "active_trial",
        daysRemaining: 4,
        notesUsedThisMonth: 0,
        noteLimit: null,
        canGenerate: true,
      },
    },
    {
      rule: "pro with neither date → pro, unlimited",
      columns: { planType: "pro", trialEndDate: null, subscriptionStartDate: null },
      plan: { state: "pro", daysRemaining: null, notesUsedThisMonth: 0, noteLimit: null, canGenerate: true },
    },
    {
      rule: "another plan type → other (free), 10 notes",
      columns: { planType: "school", trialEndDate: null, subscriptionStartDate: null },
      plan: { state: "free", daysRemaining: null, notesUsedThisMonth: 0, noteLimit: 10, canGenerate: true },
    },
  ];

  it.each(rows)("$rule", async ({ columns, plan }) => {
    await h.db.update(users).set(columns).where(eq(users.id, planUser.id));
    const profile = await profileOf(await planUser.get("/api/v1/me"));
    expect(profile.plan).toEqual(plan);
    expect(profile.planType).toBe(columns.planType);
    expect(profile.trialEndDate).toBe(columns.trialEndDate ? columns.trialEndDate.toISOString() : null);
  });
});

describe("PATCH /api/v1/me (requirements 'Profile' profile update)", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await h.signUp({ name: "Casey Kim" });
  });

  const patch = async (input: unknown) => {
    const res = await user.patch("/api/v1/me", input);
    return { status: res.status, profile: res.status === 200 ? await profileOf(res) : null, res };
  };

  it("applies truthy fields and answers the new profile", async () => {
    const { status, profile } = await patch({
      organization: "Lincoln Elementary",
      organizationType: "Public school",
      role: "Special education teacher",
      experienceLevel: "5-10 years",
      goals: "Faster progress notes",
      studentCount: "12",
      timeZone: "America/Chicago",
    });
    expect(status).toBe(200);
    expect(profile).toMatchObject({
      organization: "Lincoln Elementary",
      organizationType: "Public school",
      role: "Special education teacher",
      experienceLevel: "5-10 years",
      goals: "Faster progress notes",
      studentCount: "12",
      timeZone: "America/Chicago",
      name: "Casey Kim",
    });
  });

  it("ignores empty and blank strings (only truthy fields are sent)", async () => {
    const { profile } = await patch({ organization: "", role: "   " });
    expect(profile).toMatchObject({ organization: "Lincoln Elementary", role: "Special education teacher" });
  });

  it("joins first and last name into name when both are given", async () => {
    const { profile } = await patch({ firstName: "Ana", lastName: "Ruiz", name: "Ignored" });
    expect(profile).toMatchObject({ firstName: "Ana", lastName: "Ruiz", name: "Ana Ruiz" });
  });

  it("keeps name when only one of first and last name is given", async () => {
    const { profile } = await patch({ firstName: "Bea" });
    expect(profile).toMatchObject({ firstName: "Bea", lastName: "Ruiz", name: "Ana Ruiz" });
  });

  it("changes name when sent alone", async () => {
    const { profile } = await patch({ name: "Ms. Ruiz" });
    expect(profile?.name).toBe("Ms. Ruiz");
  });

  it("applies onboardingCompleted whenever it is defined, false included", async () => {
    expect((await patch({ onboardingCompleted: true })).profile?.onboardingCompleted).toBe(true);
    expect((await patch({ onboardingCompleted: false })).profile?.onboardingCompleted).toBe(false);
    expect((await patch({})).profile?.onboardingCompleted).toBe(false);
  });

  it("applies profilePicture whenever it is defined; null clears it", async () => {
    expect((await patch({ profilePicture: "/files/me.png" })).profile?.profilePicture).toBe("/files/me.png");
    expect((await patch({ organization: "X" })).profile?.profilePicture).toBe("/files/me.png");
    expect((await patch({ profilePicture: null })).profile?.profilePicture).toBeNull();
  });

  it("changes only the caller's row", async () => {
    await patch({ organization: "Only mine" });
    const others = await profileOf(await other.get("/api/v1/me"));
    expect(others.organization).toBeNull();
  });

  const bad: [string, unknown, string][] = [
    ["an unknown time zone", { timeZone: "Mars/Olympus_Mons" }, "timeZone: must be a time zone"],
    ["an unknown field", { nickname: "Cas" }, "Unknown field: nickname"],
    ["a wrong type", { onboardingCompleted: "yes" }, "onboardingCompleted"],
    ["an over-long value", { goals: "x".repeat(2001) }, "goals: must be 2000 characters or fewer"],
  ];

  it.each(bad)("refuses %s with 400 and changes nothing", async (_label, input, mentions) => {
    const before = await profileOf(await user.get("/api/v1/me"));
    const { status, res } = await patch(input);
    expect(status).toBe(400);
    const { error } = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toContain(mentions);
    expect(await profileOf(await user.get("/api/v1/me"))).toEqual(before);
  });

  it("refuses a plan change (a field only the server sets) with 403 and changes nothing", async () => {
    const before = await profileOf(await user.get("/api/v1/me"));
    const { status, res } = await patch({ planType: "pro" });
    expect(status).toBe(403);
    expect((await errorOf(res)).error).toEqual({
      code: "PROFILE_FORBIDDEN",
      message: "You do not have permission to update this profile.",
      details: { fields: ["planType"] },
    });
    expect(await profileOf(await user.get("/api/v1/me"))).toEqual(before);
  });

  it("refuses malformed JSON with 400 MALFORMED_JSON", async () => {
    const res = await user.raw("PATCH", "/api/v1/me", "{organization:");
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.code).toBe("MALFORMED_JSON");
  });
});
