/**
 * The monthly note quota and the trial (requirements "Note quota", "Plans and trial"). API tests
 * against a real database; shared set-up in `test/kits/notes.ts`.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Profile } from "../../../shared/contracts/me.ts";
import { noteGenerations, notes, users } from "../../db/schema/index.ts";
import { addStudent, body, errorOf, START, setUpNotesSuite } from "../../test/kits/notes.ts";

const { h, countNotes } = setUpNotesSuite();

describe("monthly quota (requirements 'Note quota', 'Constants')", () => {
  /** A new teacher in Los Angeles with one student. */
  async function newTeacher() {
    const t = await h.signUp();
    await t.patch("/api/v1/me", { timeZone: "America/Los_Angeles" });
    const s = await addStudent(t, { name: "Kai Mendez" });
    const generate = () =>
      t.post("/api/v1/notes/generate", { studentId: s.id, observations: "On task 8 of 10 minutes." });
    return { t, s, generate };
  }

  /** Notes written straight into the table with their generation events, as if generated earlier. */
  async function seedNotes(userId: string, n: number, createdAt: Date) {
    for (let i = 0; i < n; i++) {
      const [note] = await h.db
        .insert(notes)
        .values({ userId, studentName: "Seed", createdAt })
        .returning({ id: notes.id });
      await h.db.insert(noteGenerations).values({ userId, noteId: note?.id, createdAt });
    }
  }

  const setPlan = (userId: string, plan: Partial<typeof users.$inferInsert>) =>
    h.db.update(users).set(plan).where(eq(users.id, userId));

  it("a free teacher gets 10 notes; the 11th is refused with 403 NOTE_LIMIT_REACHED naming the count", async () => {
    h.setNow(START);
    const { t, generate } = await newTeacher();
    for (let i = 1; i <= 10; i++) expect((await generate()).status).toBe(201);
    const res = await generate();
    expect(res.status).toBe(403);
    const { error } = await errorOf(res);
    expect(error.code).toBe("NOTE_LIMIT_REACHED");
    expect(error.message).toMatch(/^You have used 10 of 10 free notes this month/);
    expect(await countNotes(t.id)).toBe(10);

    const me = await body<Profile>(await t.get("/api/v1/me"));
    expect(me.plan).toMatchObject({
      state: "free",
      notesUsedThisMonth: 10,
      noteLimit: 10,
      canGenerate: false,
    });
    expect(me.notesGeneratedThisMonth).toBe(10);
  });

  it("deleting a note does not give its slot back (generations are counted; decision 010)", async () => {
    h.setNow(START);
    const { t, generate } = await newTeacher();
    const ids: string[] = [];
    for (let i = 1; i <= 10; i++) {
      const res = await generate();
      expect(res.status).toBe(201);
      ids.push((await body<{ id: string }>(res)).id);
    }
    for (const id of ids.slice(0, 3)) expect((await t.del(`/api/v1/notes/${id}`)).status).toBe(204);
    expect(await countNotes(t.id)).toBe(7);

    const res = await generate();
    expect(res.status).toBe(403);
    const { error } = await errorOf(res);
    expect(error.code).toBe("NOTE_LIMIT_REACHED");
    expect(error.message).toMatch(
      /^You have used 10 of 10 free notes this month\. Deleted notes still count\./,
    );
    const me = await body<Profile>(await t.get("/api/v1/me"));
    expect(me.plan).toMatchObject({ notesUsedThisMonth: 10, noteLimit: 10, canGenerate: false });
    expect(await countNotes(t.id)).toBe(7);
  });

  it("a deleted note of this month still counts on the profile", async () => {
    h.setNow(START);
    const { t, generate } = await newTeacher();
    const created = await body<{ id: string }>(await generate());
    expect((await t.del(`/api/v1/notes/${created.id}`)).status).toBe(204);
    const me = await body<Profile>(await t.get("/api/v1/me"));
    expect(me.plan.notesUsedThisMonth).toBe(1);
  });

  it("a new month in the teacher's time zone gives the quota back", async () => {
    h.setNow(new Date("2026-03-31T20:00:00Z"));
    const { t, generate } = await newTeacher();
    await seedNotes(t.id, 10, new Date("2026-03-31T19:00:00Z"));
    expect((await generate()).status).toBe(403);
    // 06:30 UTC on 1 April is still 31 March in Los Angeles: still refused.
    h.setNow(new Date("2026-04-01T06:30:00Z"));
    expect((await generate()).status).toBe(403);
    // Midnight in Los Angeles (07:00 UTC, PDT): a new month.
    h.setNow(new Date("2026-04-01T07:00:00Z"));
    expect((await generate()).status).toBe(201);
    const me = await body<Profile>(await t.get("/api/v1/me"));
    expect(me.plan.notesUsedThisMonth).toBe(1);
    expect(me.notesGeneratedThisMonth).toBe(1);
    h.setNow(START);
  });

  it("notes of last month do not count", async () => {
    h.setNow(START);
    const { t, generate } = await newTeacher();
    await seedNotes(t.id, 10, new Date("2026-02-27T12:00:00Z"));
    expect((await generate()).status).toBe(201);
  });

  it.each([
    ["Pro (no trial dates)", { planType: "pro" }, "pro"],
    [
      "an active trial (trial end stored)",
      { planType: "pro", trialEndDate: new Date("2026-03-20T00:00:00Z") },
      "active_trial",
    ],
    [
      "an active trial (14 days from the subscription start)",
      { planType: "pro", subscriptionStartDate: new Date("2026-03-01T00:00:00Z") },
      "active_trial",
    ],
  ] as const)("%s is unlimited", async (_label, plan, state) => {
    h.setNow(START);
    const { t, generate } = await newTeacher();
    await setPlan(t.id, plan);
    await seedNotes(t.id, 12, new Date("2026-03-05T12:00:00Z"));
    expect((await generate()).status).toBe(201);
    expect((await generate()).status).toBe(201);
    const me = await body<Profile>(await t.get("/api/v1/me"));
    expect(me.plan).toMatchObject({ state, notesUsedThisMonth: 14, noteLimit: null, canGenerate: true });
  });

  it.each([
    ["trial end passed", { planType: "pro", trialEndDate: new Date("2026-03-01T00:00:00Z") }],
    [
      "14 days from the subscription start passed",
      { planType: "pro", subscriptionStartDate: new Date("2026-02-01T00:00:00Z") },
    ],
  ] as const)("an expired trial (%s) is blocked, even with no notes", async (_label, plan) => {
    h.setNow(START);
    const { t, generate } = await newTeacher();
    await setPlan(t.id, plan);
    const res = await generate();
    expect(res.status).toBe(403);
    const { error } = await errorOf(res);
    expect(error.code).toBe("NOTE_LIMIT_REACHED");
    expect(error.message).toMatch(/trial has ended/);
    expect(await countNotes(t.id)).toBe(0);
  });
});
