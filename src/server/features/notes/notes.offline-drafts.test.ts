/**
 * POST /api/v1/notes/offline-drafts (requirements "Note generation", "Note quota", "Local storage";
 * decision 008): a note the browser drafted offline is saved once per Idempotency-Key, counted in the
 * month's quota, marked drafted offline, kept to the teacher's own students, and refused at the limit.
 */
import { describe, expect, it } from "vitest";
import { type GeneratedNote, generateNoteInput, type Note } from "../../../shared/contracts/notes.ts";
import { buildNoteFacts } from "../../../shared/domain/note-drafting/note-facts.ts";
import { draftTemplateNote } from "../../../shared/domain/note-drafting/template-note.ts";
import type { TestUser } from "../../test/harness.ts";
import { addStudent, body, errorOf, noteInput, START, setUpNotesSuite } from "../../test/kits/notes.ts";

const s = setUpNotesSuite();

const DRAFTED_AT = "2026-03-10T14:20:00.000Z";

/** What the browser sends: the request, the template note it drafted from it, and when. */
function offlineBody(studentId: string, noteText: string) {
  return { ...noteInput(studentId), noteText, draftedAt: DRAFTED_AT };
}

const post = (user: TestUser, json: unknown, key: string) =>
  user.raw("POST", "/api/v1/notes/offline-drafts", JSON.stringify(json), { "idempotency-key": key });

const quotaUsed = async (user: TestUser) =>
  (await body<{ plan: { notesUsedThisMonth: number } }>(await user.get("/api/v1/me"))).plan
    .notesUsedThisMonth;

describe("POST /api/v1/notes/offline-drafts", () => {
  it("saves the drafted text as a template note marked drafted offline, once for a replayed key", async () => {
    const { teacher, maya, countNotes } = s;
    const text = "Progress Note: Reading\nMaya read 42 wcpm with 95% accuracy on 3 of 4 trials.";
    const before = await countNotes(teacher.id);
    const usedBefore = await quotaUsed(teacher);
    const first = await post(teacher, offlineBody(maya.id, text), "offline-key-1");
    expect(first.status).toBe(201);
    const saved = await body<GeneratedNote>(first);
    expect(saved).toMatchObject({
      studentId: maya.id,
      generatedNote: text,
      source: "template",
      draftedOfflineAt: DRAFTED_AT,
      warnings: [],
    });
    // The answer was lost; the outbox sends the same change again.
    const replay = await post(teacher, offlineBody(maya.id, text), "offline-key-1");
    expect(replay.status).toBe(201);
    expect((await body<Note>(replay)).id).toBe(saved.id);
    expect(await countNotes(teacher.id)).toBe(before + 1);
    expect(await quotaUsed(teacher)).toBe(usedBefore + 1);
    const listed = await body<Note[]>(await teacher.get(`/api/v1/notes?studentId=${maya.id}`));
    expect(listed.find((n) => n.id === saved.id)?.draftedOfflineAt).toBe(DRAFTED_AT);
  });

  it("keeps the browser's text exactly, the same text the server's template rules write", async () => {
    const { teacher, maya } = s;
    const student = await body<Parameters<typeof buildNoteFacts>[0]>(
      await teacher.get(`/api/v1/students/${maya.id}`),
    );
    const request = generateNoteInput.parse(noteInput(maya.id));
    const facts = buildNoteFacts(student, [], request, START.toISOString().slice(0, 10));
    const text = draftTemplateNote(facts);
    const saved = await body<Note>(await post(teacher, offlineBody(maya.id, text), "offline-key-2"));
    expect(saved.generatedNote).toBe(text);
  });

  it("answers 404 for another teacher's student and saves nothing", async () => {
    const { teacher, otherStudent, countNotes } = s;
    const before = await countNotes(teacher.id);
    const res = await post(teacher, offlineBody(otherStudent.id, "A note."), "offline-key-3");
    expect(res.status).toBe(404);
    expect(await countNotes(teacher.id)).toBe(before);
  });

  it("refuses a free teacher at the monthly limit with NOTE_LIMIT_REACHED", async () => {
    const { h } = s;
    const t = await h.signUp();
    const kai = await addStudent(t, { name: "Kai Mendez" });
    for (let i = 0; i < 10; i++) {
      const res = await post(t, offlineBody(kai.id, `Note ${i}: on task 8 of 10 minutes.`), `free-${i}`);
      expect(res.status).toBe(201);
    }
    const over = await post(t, offlineBody(kai.id, "Note 11: on task 9 of 10 minutes."), "free-10");
    expect(over.status).toBe(403);
    expect((await errorOf(over)).error.code).toBe("NOTE_LIMIT_REACHED");
  });

  it.each([
    ["no text", { noteText: "  " }],
    ["no drafting time", { draftedAt: undefined }],
    ["a drafting time that is not one", { draftedAt: "yesterday" }],
  ])("answers 400 for %s", async (_, change) => {
    const { teacher, maya } = s;
    const res = await post(teacher, { ...offlineBody(maya.id, "A note."), ...change }, `bad-${_}`);
    expect(res.status).toBe(400);
  });
});
