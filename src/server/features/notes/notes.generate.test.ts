/**
 * POST /api/v1/notes/generate: the saved draft, its fields, quota and student checks, validation (requirements "Note generation", "Note save and read rules").
 * API tests against a real database (in-memory PGlite, or PostgreSQL with TEST_DATABASE_URL); the
 * shared set-up is `test/kits/notes.ts`.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { GeneratedNote } from "../../../shared/contracts/notes.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { auditLog, notes, users } from "../../db/schema/index.ts";
import { body, errorOf, observations, START, setUpNotesSuite } from "../../test/kits/notes.ts";

const { h, teacher, maya, otherStudent, generateInput, countNotes } = setUpNotesSuite();
const NOTE_ID = randomUUID();

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

  it("stores the requirements 'Note fields' columns (note_text mirror, goal_area, input_summary, progress_percentage null)", async () => {
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

  // Each way of writing or changing a note has its own message (requirements "Error catalogue": Notes).
  it.each([
    ["POST", "/api/v1/notes/generate", messages.notes.mustLogInToGenerate],
    ["POST", "/api/v1/notes/offline-drafts", messages.notes.mustLogInToGenerate],
    ["PATCH", `/api/v1/notes/${NOTE_ID}`, messages.notes.mustLogInToUpdate],
    ["DELETE", `/api/v1/notes/${NOTE_ID}`, messages.notes.mustLogInToDelete],
    ["GET", `/api/v1/notes/${NOTE_ID}`, messages.notes.notAuthenticated],
    ["GET", "/api/v1/notes", messages.notes.notAuthenticated],
  ])("refuses %s %s without a session with 401 %s", async (method, url, message) => {
    const body = method === "GET" || method === "DELETE" ? undefined : JSON.stringify(generateInput());
    const res = await h.request(method, url, body);
    expect(res.status).toBe(401);
    expect((await errorOf(res)).error).toEqual({ code: "UNAUTHENTICATED", message });
  });
});
