/**
 * API tests of /api/v1/notes (spec §3 "Note", §4 "Note generation", §5 scoping, §6 note limits,
 * §7 "Notes") against a real database: in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
 * The AI text service is the production offline drafter, except in the last block where a scripted
 * `TextGenerator` stands in for the provider (the network boundary).
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../../shared/contracts/me.ts";
import type { GeneratedNote, GenerateNoteInput, Note } from "../../../shared/contracts/notes.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import { createModelWriter } from "../../ai/model-writer.ts";
import type { TextGenerator } from "../../ai/text-generator.ts";
import { auditLog, notes, users } from "../../db/schema/index.ts";
import { createHarness, type Harness, type TestUser } from "../../test/harness.ts";

const START = new Date("2026-03-10T15:00:00Z");

let h: Harness;
let teacher: TestUser;
let other: TestUser;
let maya: Student;
let otherStudent: Student;

const body = async <T>(res: Response) => (await res.json()) as T;
const errorOf = async (res: Response) => (await res.json()) as { error: { code: string; message: string } };

async function addStudent(user: TestUser, input: Record<string, unknown>): Promise<Student> {
  const res = await user.post("/api/v1/students", input);
  if (res.status !== 201) throw new Error(`student create failed: ${res.status} ${await res.text()}`);
  return body<Student>(res);
}

const observations = "Maya read 42 wcpm with 95% accuracy on 3 of 4 trials; 2 self-corrections.";

const generateInput = (over: Partial<GenerateNoteInput> = {}): GenerateNoteInput => ({
  studentId: maya.id,
  type: "progress",
  subject: "Reading",
  date: "2026-03-09",
  observations,
  goalsAddressed: ["Reading fluency: 90 wcpm by June 2027"],
  performanceData: { baselineLevel: "30 wcpm", currentLevel: "42 wcpm", progressPercentage: 20 },
  strategyData: { strategiesUsed: ["Repeated reading"], accommodationsUsed: ["Extended time"] },
  contextData: { setting: "Resource room", duration: "30 minutes", groupSize: "3" },
  ...over,
});

async function countNotes(userId: string) {
  return (await h.db.select({ id: notes.id }).from(notes).where(eq(notes.userId, userId))).length;
}

beforeAll(async () => {
  h = await createHarness({ now: START });
  teacher = await h.signUp({ name: "Jordan Ortiz" });
  other = await h.signUp({ name: "Sam Lee" });
  maya = await addStudent(teacher, {
    name: "Maya Lopez",
    grade: "3",
    iepGoals: ["Read 90 wcpm"],
    parentContact: { name: "Ana Lopez", relationship: "Mother", email: "", phone: "" },
    assessmentTools: { Reading: "DIBELS 8 ORF" },
  });
  otherStudent = await addStudent(other, { name: "Theo Park", grade: "5" });
});
afterAll(() => h.close());

describe("POST /api/v1/notes/generate", () => {
  let created: GeneratedNote;

  it("drafts, saves and answers 201 with the note, its source and warnings", async () => {
    const res = await teacher.post("/api/v1/notes/generate", generateInput());
    expect(res.status).toBe(201);
    created = await body<GeneratedNote>(res);
    expect(created).toMatchObject({
      studentId: maya.id,
      studentName: "Maya Lopez",
      type: "progress",
      subject: "Reading",
      date: "2026-03-09",
      observations,
      goalsAddressed: ["Reading fluency: 90 wcpm by June 2027"],
      isEdited: false,
      source: "template",
      warnings: [],
      performanceData: { baselineLevel: "30 wcpm", currentLevel: "42 wcpm", progressPercentage: 20 },
      strategyData: { strategiesUsed: ["Repeated reading"], accommodationsUsed: ["Extended time"] },
      contextData: { setting: "Resource room", duration: "30 minutes", groupSize: "3" },
      createdAt: START.toISOString(),
      updatedAt: START.toISOString(),
    });
    // The offline drafter wrote a real note from the facts.
    expect(created.generatedNote).toContain("Student: Maya | Grade: 3 | Date: March 9, 2026");
    for (const fact of ["42 wcpm", "95%", "3 of 4 trials", "30 wcpm", "Repeated reading", "Resource room"]) {
      expect(created.generatedNote).toContain(fact);
    }
  });

  it("stores the spec §3 columns (note_text mirror, goal_area, input_summary, progress_percentage null)", async () => {
    const [row] = await h.db.select().from(notes).where(eq(notes.id, created.id));
    expect(row).toMatchObject({
      userId: teacher.id,
      noteText: created.generatedNote,
      generatedNote: created.generatedNote,
      goalArea: "Reading fluency: 90 wcpm by June 2027",
      inputSummary: observations,
      progressPercentage: null,
      source: "template",
    });
  });

  it("counts the note on the teacher's row and in the audit log", async () => {
    const [user] = await h.db.select().from(users).where(eq(users.id, teacher.id));
    expect(user?.notesGeneratedThisMonth).toBe(1);
    const audit = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, teacher.id), eq(auditLog.action, "note.create")));
    expect(audit.map((a) => a.entityId)).toEqual([created.id]);
  });

  it("defaults the date to today in the teacher's time zone and the type to progress", async () => {
    await teacher.patch("/api/v1/me", { timeZone: "America/Los_Angeles" });
    // 05:00 UTC on 11 March is still 10 March in Los Angeles.
    h.setNow(new Date("2026-03-11T05:00:00Z"));
    const res = await teacher.post("/api/v1/notes/generate", {
      studentId: maya.id,
      observations: "Worked for 20 minutes.",
    });
    h.setNow(START);
    expect(res.status).toBe(201);
    const note = await body<GeneratedNote>(res);
    expect(note).toMatchObject({
      date: "2026-03-10",
      type: "progress",
      subject: "General",
      goalsAddressed: ["General"],
    });
  });

  it("answers 404 for another teacher's student and saves nothing", async () => {
    const before = await countNotes(teacher.id);
    const res = await teacher.post("/api/v1/notes/generate", generateInput({ studentId: otherStudent.id }));
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ error: { code: "NOT_FOUND", message: "Student not found" } });
    expect(await countNotes(teacher.id)).toBe(before);
  });

  it("answers 404 for a student id that does not exist", async () => {
    const res = await teacher.post("/api/v1/notes/generate", generateInput({ studentId: randomUUID() }));
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error.message).toBe("Student not found");
  });

  const badInputs: { name: string; input: () => unknown; mentions: string }[] = [
    {
      name: "an unknown field",
      input: () => ({ ...generateInput(), nickname: "M" }),
      mentions: "Unknown field: nickname",
    },
    {
      name: "observations of the wrong type",
      input: () => ({ ...generateInput(), observations: 42 }),
      mentions: "observations",
    },
    { name: "missing observations", input: () => ({ studentId: randomUUID() }), mentions: "observations" },
    {
      name: "blank observations",
      input: () => ({ ...generateInput(), observations: "   " }),
      mentions: "Observations is required",
    },
    {
      name: "over-long observations",
      input: () => ({ ...generateInput(), observations: "x".repeat(10_001) }),
      mentions: "observations",
    },
    { name: "an unknown note type", input: () => ({ ...generateInput(), type: "weekly" }), mentions: "type" },
    {
      name: "a date that is not YYYY-MM-DD",
      input: () => ({ ...generateInput(), date: "03/09/2026" }),
      mentions: "date",
    },
    {
      name: "a student id that is not an id",
      input: () => ({ ...generateInput(), studentId: "maya" }),
      mentions: "studentId",
    },
    {
      name: "a progress percentage above 100",
      input: () => ({ ...generateInput(), performanceData: { progressPercentage: 150 } }),
      mentions: "performanceData.progressPercentage",
    },
    {
      name: "an unknown field in contextData",
      input: () => ({ ...generateInput(), contextData: { room: "12" } }),
      mentions: "Unknown field in contextData: room",
    },
    {
      name: "goalsAddressed that is not a list",
      input: () => ({ ...generateInput(), goalsAddressed: "Reading" }),
      mentions: "goalsAddressed",
    },
  ];

  it.each(badInputs)("refuses $name with 400 and saves nothing", async ({ input, mentions }) => {
    const before = await countNotes(teacher.id);
    const res = await teacher.post("/api/v1/notes/generate", input());
    expect(res.status).toBe(400);
    const { error } = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toContain(mentions);
    expect(await countNotes(teacher.id)).toBe(before);
  });

  it("refuses malformed JSON with 400 MALFORMED_JSON", async () => {
    const res = await teacher.raw("POST", "/api/v1/notes/generate", '{"studentId": ');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.code).toBe("MALFORMED_JSON");
  });

  it("refuses a request without a session with 401", async () => {
    const res = await h.request("POST", "/api/v1/notes/generate", JSON.stringify(generateInput()));
    expect(res.status).toBe(401);
  });
});

describe("GET /api/v1/notes and /api/v1/notes/:id", () => {
  let owner: TestUser;
  let ids: string[];
  let ana: Student;
  let ben: Student;

  beforeAll(async () => {
    owner = await h.signUp();
    ana = await addStudent(owner, { name: "Ana Ruiz" });
    ben = await addStudent(owner, { name: "Ben Cho" });
    ids = [];
    const plan: [Student, "progress" | "behavioral"][] = [
      [ana, "progress"],
      [ben, "behavioral"],
      [ana, "behavioral"],
    ];
    for (const [i, [student, type]] of plan.entries()) {
      h.setNow(new Date(START.getTime() + i * 60_000));
      const res = await owner.post("/api/v1/notes/generate", {
        studentId: student.id,
        type,
        observations: `Observation ${i + 1}: on task 4 of 5 intervals.`,
      });
      expect(res.status).toBe(201);
      ids.push((await body<Note>(res)).id);
    }
    h.setNow(START);
  });

  it("lists the teacher's notes newest first by creation time", async () => {
    const res = await owner.get("/api/v1/notes");
    expect(res.status).toBe(200);
    expect((await body<Note[]>(res)).map((n) => n.id)).toEqual([...ids].reverse());
  });

  it("filters by student and by type", async () => {
    const byStudent = await body<Note[]>(await owner.get(`/api/v1/notes?studentId=${ana.id}`));
    expect(byStudent.map((n) => n.id)).toEqual([ids[2], ids[0]]);
    const byType = await body<Note[]>(await owner.get("/api/v1/notes?type=behavioral"));
    expect(byType.map((n) => n.id)).toEqual([ids[2], ids[1]]);
    const both = await body<Note[]>(await owner.get(`/api/v1/notes?studentId=${ben.id}&type=progress`));
    expect(both).toEqual([]);
  });

  it("never shows another teacher's notes", async () => {
    const list = await body<Note[]>(await other.get("/api/v1/notes"));
    expect(list.filter((n) => ids.includes(n.id))).toEqual([]);
    const filtered = await body<Note[]>(await other.get(`/api/v1/notes?studentId=${ana.id}`));
    expect(filtered).toEqual([]);
  });

  it.each([
    ["?type=weekly", "type"],
    ["?studentId=abc", "studentId"],
    ["?colour=red", "Unknown field: colour"],
  ])("refuses the query %s with 400", async (query, mentions) => {
    const res = await owner.get(`/api/v1/notes${query}`);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.message).toContain(mentions);
  });

  it("reads one note and records the read in the audit log", async () => {
    const res = await owner.get(`/api/v1/notes/${ids[0]}`);
    expect(res.status).toBe(200);
    expect(await body<Note>(res)).toMatchObject({ id: ids[0], studentName: "Ana Ruiz", studentId: ana.id });
    const audit = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, owner.id), eq(auditLog.action, "note.read")));
    expect(audit.map((a) => a.entityId)).toContain(ids[0]);
  });

  it.each([
    ["another teacher's note", () => ids[0] as string],
    ["a note that does not exist", () => randomUUID()],
    ["an id that is not a UUID", () => "not-an-id"],
  ])("answers 404 Note not found for %s", async (_label, id) => {
    const res = await other.get(`/api/v1/notes/${id()}`);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ error: { code: "NOT_FOUND", message: "Note not found" } });
  });
});

describe("PATCH /api/v1/notes/:id", () => {
  let note: GeneratedNote;

  beforeAll(async () => {
    h.setNow(START);
    note = await body<GeneratedNote>(await teacher.post("/api/v1/notes/generate", generateInput()));
  });

  it("changes the note, sets is_edited and updated_at, and mirrors note_text", async () => {
    const later = new Date(START.getTime() + 3_600_000);
    h.setNow(later);
    const res = await teacher.patch(`/api/v1/notes/${note.id}`, {
      generatedNote: "Edited note: Maya read 42 wcpm.",
      goalsAddressed: ["Decoding"],
    });
    h.setNow(START);
    expect(res.status).toBe(200);
    const updated = await body<Note>(res);
    expect(updated).toMatchObject({
      id: note.id,
      generatedNote: "Edited note: Maya read 42 wcpm.",
      goalsAddressed: ["Decoding"],
      isEdited: true,
      observations,
      createdAt: note.createdAt,
      updatedAt: later.toISOString(),
    });
    const [row] = await h.db.select().from(notes).where(eq(notes.id, note.id));
    expect(row).toMatchObject({
      noteText: "Edited note: Maya read 42 wcpm.",
      goalArea: "Decoding",
      isEdited: true,
    });
  });

  it("new observations become input_summary too", async () => {
    const res = await teacher.patch(`/api/v1/notes/${note.id}`, { observations: "Read 50 wcpm." });
    expect(res.status).toBe(200);
    const [row] = await h.db.select().from(notes).where(eq(notes.id, note.id));
    expect(row).toMatchObject({ observations: "Read 50 wcpm.", inputSummary: "Read 50 wcpm." });
  });

  it("answers 404 for another teacher and changes nothing", async () => {
    const [before] = await h.db.select().from(notes).where(eq(notes.id, note.id));
    const res = await other.patch(`/api/v1/notes/${note.id}`, { generatedNote: "Hijacked" });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error.message).toBe("Note not found");
    const [after] = await h.db.select().from(notes).where(eq(notes.id, note.id));
    expect(after).toEqual(before);
  });

  it.each([
    ["an empty body", {}, "Send at least one field to change"],
    ["an unknown field", { isEdited: false }, "Unknown field: isEdited"],
    ["a wrong type", { generatedNote: 5 }, "generatedNote"],
    ["an over-long note", { generatedNote: "x".repeat(20_001) }, "generatedNote"],
    ["an unknown type", { type: "weekly" }, "type"],
  ])("refuses %s with 400 and changes nothing", async (_label, patch, mentions) => {
    const [before] = await h.db.select().from(notes).where(eq(notes.id, note.id));
    const res = await teacher.patch(`/api/v1/notes/${note.id}`, patch);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.message).toContain(mentions);
    const [after] = await h.db.select().from(notes).where(eq(notes.id, note.id));
    expect(after).toEqual(before);
  });
});

describe("DELETE /api/v1/notes/:id", () => {
  it("answers 404 to another teacher, then 204 to the owner; the note is gone", async () => {
    const note = await body<GeneratedNote>(await teacher.post("/api/v1/notes/generate", generateInput()));
    const refused = await other.del(`/api/v1/notes/${note.id}`);
    expect(refused.status).toBe(404);
    expect(await countNotes(teacher.id)).toBeGreaterThan(0);
    expect((await teacher.get(`/api/v1/notes/${note.id}`)).status).toBe(200);

    const res = await teacher.del(`/api/v1/notes/${note.id}`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect((await teacher.get(`/api/v1/notes/${note.id}`)).status).toBe(404);
    expect((await teacher.del(`/api/v1/notes/${note.id}`)).status).toBe(404);
    const audit = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "note.delete"), eq(auditLog.entityId, note.id)));
    expect(audit).toHaveLength(1);
  });
});

describe("monthly quota (spec §6, §9)", () => {
  /** A new teacher in Los Angeles with one student. */
  async function newTeacher() {
    const t = await h.signUp();
    await t.patch("/api/v1/me", { timeZone: "America/Los_Angeles" });
    const s = await addStudent(t, { name: "Kai Mendez" });
    const generate = () =>
      t.post("/api/v1/notes/generate", { studentId: s.id, observations: "On task 8 of 10 minutes." });
    return { t, s, generate };
  }

  /** Notes written straight into the table, as if generated earlier. */
  async function seedNotes(userId: string, n: number, createdAt: Date) {
    for (let i = 0; i < n; i++) await h.db.insert(notes).values({ userId, studentName: "Seed", createdAt });
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

describe("the note's source with an AI provider (scripted at the TextGenerator boundary)", () => {
  let ai: Harness;
  let replies: string[];
  let t: TestUser;
  let student: Student;

  /** When set, each draft waits until `size` drafts are under way, so their saves race. */
  let gate: { size: number; arrived: number; open: () => void; opened: Promise<void> } | null = null;
  const newGate = (size: number) => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { size, arrived: 0, open, opened };
  };

  const scripted: TextGenerator = createModelWriter({
    complete: async () => {
      if (gate) {
        gate.arrived++;
        if (gate.arrived >= gate.size) gate.open();
        await gate.opened;
      }
      return replies.shift() ?? "";
    },
    stream: async function* () {},
  });

  const goodReply = [
    "[STUDENT] took part in a 30-minute reading session in the resource room.",
    "[STUDENT] read 42 wcpm with 95% accuracy on 3 of 4 trials, with 2 self-corrections.",
    "Compared with the baseline of 30 wcpm, this is growth. Instruction will continue with weekly probes.",
  ].join("\n\n");

  beforeAll(async () => {
    ai = await createHarness({ now: START, generator: scripted });
    t = await ai.signUp();
    const res = await t.post("/api/v1/students", { name: "Maya Lopez" });
    student = (await res.json()) as Student;
  });
  afterAll(() => ai.close());

  const generate = () =>
    t.post("/api/v1/notes/generate", {
      studentId: student.id,
      observations,
      performanceData: { baselineLevel: "30 wcpm", currentLevel: "42 wcpm" },
    });

  it("a good AI draft is saved with source ai and the student's name restored", async () => {
    replies = [goodReply];
    const res = await generate();
    expect(res.status).toBe(201);
    const note = await body<GeneratedNote>(res);
    expect(note.source).toBe("ai");
    expect(note.warnings).toEqual([]);
    expect(note.generatedNote).toContain("Maya read 42 wcpm");
  });

  it("a draft that changes a number is replaced by the template and the response says so", async () => {
    const changed = goodReply.replace("3 of 4 trials", "4 of 4 trials");
    replies = [changed, changed];
    const res = await generate();
    expect(res.status).toBe(201);
    const note = await body<GeneratedNote>(res);
    expect(note.source).toBe("template");
    expect(note.warnings[0]).toContain('"3 of 4 trials"');
    expect(note.generatedNote).toContain(
      "Observations: Maya read 42 wcpm with 95% accuracy on 3 of 4 trials",
    );
    const [row] = await ai.db.select().from(notes).where(eq(notes.id, note.id));
    expect(row?.source).toBe("template");
  });

  it("two drafts finishing together cannot both save the last free note (the save re-counts under a lock)", async () => {
    const racer = await ai.signUp();
    const s = (await (await racer.post("/api/v1/students", { name: "Kai Mendez" })).json()) as Student;
    for (let i = 0; i < 9; i++) {
      await ai.db.insert(notes).values({ userId: racer.id, studentName: "Seed", createdAt: START });
    }
    replies = [goodReply, goodReply];
    gate = newGate(2);
    const send = () =>
      racer.post("/api/v1/notes/generate", {
        studentId: s.id,
        observations,
        performanceData: { baselineLevel: "30 wcpm", currentLevel: "42 wcpm" },
      });
    const results = await Promise.all([send(), send()]);
    gate = null;
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
    const saved = await ai.db.select({ id: notes.id }).from(notes).where(eq(notes.userId, racer.id));
    expect(saved).toHaveLength(10);
  });
});
