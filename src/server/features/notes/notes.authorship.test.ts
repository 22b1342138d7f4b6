/**
 * Notes on a shared student (requirements "Authorship", "Note quota"), against a real database: a
 * provider's note — generated or drafted offline — belongs to the owner and keeps the provider as its
 * author; the generation counts in the provider's month and plan, never the owner's; an edit keeps
 * the author; the provider's notes history lists the notes they wrote on students still shared with
 * them (a role that reads notes), and loses them after a revoke.
 */
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { GeneratedNote, Note, NotePage } from "../../../shared/contracts/notes.ts";
import { noteGenerations, notes, studentMembers } from "../../db/schema/index.ts";
import type { TestUser } from "../../test/harness.ts";
import { addStudent, body, errorOf, noteInput, START, setUpNotesSuite } from "../../test/kits/notes.ts";
import { shareStudent, unshareStudent } from "../../test/kits/teams.ts";
import { listNotes } from "./notes.service.ts";

// teacher "Jordan Ortiz" owns Maya; other "Sam Lee" owns Theo and is Maya's provider.
const s = setUpNotesSuite();

/** The provider's place on Maya's team, made once. */
let shared: Promise<string> | null = null;
const shareMaya = () => {
  shared ??= shareStudent(s.h.db, s.maya.id, s.other, "provider");
  return shared;
};

const generate = (user: TestUser, studentId: string) =>
  user.post("/api/v1/notes/generate", noteInput(studentId));

/** The month's generations recorded for `userId` (requirements "Note quota"). */
async function generationsOf(userId: string): Promise<number> {
  const [row] = await s.h.db
    .select({ n: count() })
    .from(noteGenerations)
    .where(eq(noteGenerations.userId, userId));
  return Number(row?.n ?? 0);
}

/** What the plan card shows as used this month. */
const usedThisMonth = async (user: TestUser) =>
  (await body<{ plan: { notesUsedThisMonth: number } }>(await user.get("/api/v1/me"))).plan
    .notesUsedThisMonth;

/** The stored owner and author of note `id`. */
async function storedNote(id: string) {
  const [row] = await s.h.db
    .select({ userId: notes.userId, authorId: notes.authorId })
    .from(notes)
    .where(eq(notes.id, id));
  return row;
}

describe("a provider's note on a shared student (requirements 'Authorship')", () => {
  it("is the owner's note with the provider as author, and counts in the provider's quota", async () => {
    s.h.setNow(START);
    await shareMaya();
    const ownerBefore = {
      generations: await generationsOf(s.teacher.id),
      used: await usedThisMonth(s.teacher),
    };
    const providerBefore = await generationsOf(s.other.id);

    const res = await generate(s.other, s.maya.id);
    expect(res.status).toBe(201);
    const note = await body<GeneratedNote>(res);
    expect(note).toMatchObject({ studentId: s.maya.id, authorId: s.other.id, authorName: "Sam Lee" });
    expect(await storedNote(note.id)).toEqual({ userId: s.teacher.id, authorId: s.other.id });

    expect(await generationsOf(s.other.id)).toBe(providerBefore + 1);
    expect(await usedThisMonth(s.other)).toBe(providerBefore + 1);
    expect(await generationsOf(s.teacher.id)).toBe(ownerBefore.generations);
    expect(await usedThisMonth(s.teacher)).toBe(ownerBefore.used);
  });

  it("drafted offline, it is kept and counted the same way", async () => {
    s.h.setNow(START);
    await shareMaya();
    const providerBefore = await generationsOf(s.other.id);
    const ownerBefore = await generationsOf(s.teacher.id);
    const res = await s.other.raw(
      "POST",
      "/api/v1/notes/offline-drafts",
      JSON.stringify({
        ...noteInput(s.maya.id),
        noteText: "Progress Note: Reading",
        draftedAt: START.toISOString(),
      }),
      { "idempotency-key": "authorship-offline-1" },
    );
    expect(res.status).toBe(201);
    const note = await body<GeneratedNote>(res);
    expect(note).toMatchObject({ authorId: s.other.id, authorName: "Sam Lee" });
    expect(await storedNote(note.id)).toEqual({ userId: s.teacher.id, authorId: s.other.id });
    expect(await generationsOf(s.other.id)).toBe(providerBefore + 1);
    expect(await generationsOf(s.teacher.id)).toBe(ownerBefore);
  });

  it("the owner's own note names the owner and keeps no author id", async () => {
    s.h.setNow(START);
    const note = await body<GeneratedNote>(await generate(s.teacher, s.maya.id));
    expect(note).toMatchObject({ authorId: s.teacher.id, authorName: "Jordan Ortiz" });
    expect(await storedNote(note.id)).toEqual({ userId: s.teacher.id, authorId: null });
  });

  it("an edit, by the provider or the owner, keeps the provider as author", async () => {
    s.h.setNow(START);
    await shareMaya();
    const note = await body<GeneratedNote>(await generate(s.other, s.maya.id));
    for (const [editor, text] of [
      [s.other, "Edited by the provider."],
      [s.teacher, "Edited by the owner."],
    ] as const) {
      const res = await editor.patch(`/api/v1/notes/${note.id}`, { generatedNote: text });
      expect(res.status).toBe(200);
      expect(await body<Note>(res)).toMatchObject({
        generatedNote: text,
        authorId: s.other.id,
        authorName: "Sam Lee",
      });
    }
    expect(await storedNote(note.id)).toEqual({ userId: s.teacher.id, authorId: s.other.id });
    const read = await body<Note>(await s.teacher.get(`/api/v1/notes/${note.id}`));
    expect(read).toMatchObject({ authorId: s.other.id, authorName: "Sam Lee" });
  });
});

describe("the quota of a member's generation is the member's (requirements 'Note quota')", () => {
  /** A new owner with a student, and a new provider on its team; both on the free plan. */
  async function newTeam() {
    const owner = await s.h.signUp({ name: "Avery Owner" });
    const provider = await s.h.signUp({ name: "Riley Provider" });
    const student = await addStudent(owner, { name: "Lena Cruz" });
    await shareStudent(s.h.db, student.id, provider, "provider");
    return { owner, provider, student };
  }

  /** `n` generations of `userId` this month, as if generated earlier. */
  async function spendNotes(userId: string, n: number) {
    for (let i = 0; i < n; i++) {
      const [note] = await s.h.db
        .insert(notes)
        .values({ userId, studentName: "Seed", createdAt: START })
        .returning({ id: notes.id });
      await s.h.db.insert(noteGenerations).values({ userId, noteId: note?.id, createdAt: START });
    }
  }

  it("a provider with no free notes left is refused, though the owner has notes left", async () => {
    s.h.setNow(START);
    const { owner, provider, student } = await newTeam();
    await spendNotes(provider.id, 10);
    const res = await generate(provider, student.id);
    expect(res.status).toBe(403);
    const { error } = await errorOf(res);
    expect(error.code).toBe("NOTE_LIMIT_REACHED");
    expect(error.message).toMatch(/^You have used 10 of 10 free notes this month/);
    expect(await generationsOf(owner.id)).toBe(0);
    // The owner is not held by the provider's count.
    expect((await generate(owner, student.id)).status).toBe(201);
  });

  it("an owner with no free notes left does not hold back the provider", async () => {
    s.h.setNow(START);
    const { owner, provider, student } = await newTeam();
    await spendNotes(owner.id, 10);
    expect((await generate(owner, student.id)).status).toBe(403);
    expect((await generate(provider, student.id)).status).toBe(201);
    expect(await generationsOf(owner.id)).toBe(10);
    expect(await generationsOf(provider.id)).toBe(1);
  });
});

describe("a member's notes history (requirements 'Authorship')", () => {
  const listIds = async (user: TestUser) =>
    (await body<Note[]>(await user.get("/api/v1/notes"))).map((n) => n.id);
  const pageIds = async (user: TestUser) =>
    (await body<NotePage>(await user.get("/api/v1/notes?limit=100"))).items.map((n) => n.id);

  it("lists the notes they wrote on a student still shared with them, not the owner's; a revoke removes them", async () => {
    s.h.setNow(START);
    await shareMaya();
    const mine = await body<GeneratedNote>(await generate(s.other, s.maya.id));
    const ownerNote = await body<GeneratedNote>(await generate(s.teacher, s.maya.id));
    const ownStudentNote = await body<GeneratedNote>(await generate(s.other, s.otherStudent.id));

    for (const ids of [await listIds(s.other), await pageIds(s.other)]) {
      expect(ids).toContain(mine.id);
      expect(ids).toContain(ownStudentNote.id);
      expect(ids).not.toContain(ownerNote.id);
    }
    // The export holds the teacher's own records only: not the note written on the owner's student.
    const exported = (await listNotes(s.h.db, s.other.id, {}, START)).map((n) => n.id);
    expect(exported).toContain(ownStudentNote.id);
    expect(exported).not.toContain(mine.id);
    // The owner's history holds both notes of their student.
    expect(await listIds(s.teacher)).toEqual(expect.arrayContaining([mine.id, ownerNote.id]));
    expect(await listIds(s.teacher)).not.toContain(ownStudentNote.id);

    // A role that does not read notes: the note leaves the history.
    await s.h.db
      .update(studentMembers)
      .set({ role: "viewer" })
      .where(and(eq(studentMembers.studentId, s.maya.id), eq(studentMembers.userId, s.other.id)));
    expect(await listIds(s.other)).not.toContain(mine.id);

    // Revoked: gone from the history, and the note itself is 404.
    await unshareStudent(s.h.db, s.maya.id, s.other.id);
    shared = null;
    for (const ids of [await listIds(s.other), await pageIds(s.other)]) {
      expect(ids).not.toContain(mine.id);
      expect(ids).toContain(ownStudentNote.id);
    }
    expect((await s.other.get(`/api/v1/notes/${mine.id}`)).status).toBe(404);
    // The owner keeps it.
    expect((await s.teacher.get(`/api/v1/notes/${mine.id}`)).status).toBe(200);
  });
});
