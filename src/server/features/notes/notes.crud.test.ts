/**
 * GET, PATCH and DELETE /api/v1/notes (requirements "Notes", "Note save and read rules"): scoped to the teacher, 404 for another teacher's note.
 * API tests against a real database (in-memory PGlite, or PostgreSQL with TEST_DATABASE_URL); the
 * shared set-up is `test/kits/notes.ts`.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { GeneratedNote, Note } from "../../../shared/contracts/notes.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import { auditLog, notes } from "../../db/schema/index.ts";
import type { TestUser } from "../../test/harness.ts";
import { addStudent, body, errorOf, observations, START, setUpNotesSuite } from "../../test/kits/notes.ts";

const { h, teacher, other, generateInput, countNotes } = setUpNotesSuite();

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
