/**
 * The student context kept with each note (requirements "Note fields" studentContext): grade,
 * disabilities and goals as they were when the note was written, returned on the note and
 * unchanged after the student record changes. API tests against a real database.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { GeneratedNote, Note } from "../../../shared/contracts/notes.ts";
import { notes } from "../../db/schema/index.ts";
import { body, setUpNotesSuite } from "../../test/kits/notes.ts";

const { h, teacher, maya, generateInput } = setUpNotesSuite();

describe("a note's studentContext", () => {
  it("is stored with the note and still reads the same after the record changes", async () => {
    const patched = await teacher.patch(`/api/v1/students/${maya.id}`, {
      disabilities: ["Specific learning disability"],
    });
    expect(patched.status).toBe(200);
    const created = await body<GeneratedNote>(await teacher.post("/api/v1/notes/generate", generateInput()));
    const then = { grade: "3", disabilities: ["Specific learning disability"], iepGoals: ["Read 90 wcpm"] };
    expect(created.studentContext).toEqual(then);
    // Stored under the names of "Note fields": grade, disabilities, iepGoals.
    const [stored] = await h.db
      .select({ context: notes.studentContext })
      .from(notes)
      .where(eq(notes.id, created.id));
    expect(stored?.context).toEqual(then);

    const changed = await teacher.patch(`/api/v1/students/${maya.id}`, {
      grade: "4",
      disabilities: ["Other health impairment"],
    });
    expect(changed.status).toBe(200);
    // The goal itself changes through progress monitoring, its one place (decision 017).
    const [goal] = await body<{ id: string }[]>(await teacher.get(`/api/v1/goals?studentId=${maya.id}`));
    const goalChanged = await teacher.patch(`/api/v1/goals/${goal?.id}`, { statement: "Read 110 wcpm" });
    expect(goalChanged.status).toBe(200);
    const read = await body<Note>(await teacher.get(`/api/v1/notes/${created.id}`));
    expect(read.studentContext).toEqual(then);
    const listed = await body<{ items?: Note[] } | Note[]>(await teacher.get("/api/v1/notes"));
    const items = Array.isArray(listed) ? listed : (listed.items ?? []);
    expect(items.find((n) => n.id === created.id)?.studentContext).toEqual(then);
  });

  it("reads a row stored with `goals` (before `iepGoals`) as `iepGoals`", async () => {
    const [row] = await h.db
      .insert(notes)
      .values({
        userId: teacher.id,
        studentId: maya.id,
        studentName: "Maya Lopez",
        studentContext: { grade: "2", disabilities: [], goals: ["Read 60 wcpm"] },
      })
      .returning({ id: notes.id });
    const read = await body<Note>(await teacher.get(`/api/v1/notes/${row?.id}`));
    expect(read.studentContext).toEqual({ grade: "2", disabilities: [], iepGoals: ["Read 60 wcpm"] });
  });

  it("is null for a note saved before it was kept", async () => {
    const [row] = await h.db
      .insert(notes)
      .values({ userId: teacher.id, studentId: maya.id, studentName: "Maya Lopez" })
      .returning({ id: notes.id });
    const read = await body<Note>(await teacher.get(`/api/v1/notes/${row?.id}`));
    expect(read.studentContext).toBeNull();
  });
});
