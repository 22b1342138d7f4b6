/**
 * Keyset pages of GET /api/v1/notes (requirements "Note history"): `limit` and `cursor`, filters in SQL,
 * ties on created_at (down to the microsecond) neither skipped nor repeated, the whole list unchanged
 * without `limit`, and bad cursors refused with 400.
 */
import { describe, expect, it } from "vitest";
import type { Note, NotePage } from "../../../shared/contracts/notes.ts";
import { body, errorOf, setUpNotesSuite } from "../../test/kits/notes.ts";

const s = setUpNotesSuite();

/** 25 notes for the teacher: 5 share one created_at, 2 differ only in microseconds; mixed types. */
async function seedNotes(): Promise<void> {
  const rows: string[] = [];
  for (let i = 0; i < 25; i++) {
    const at =
      i < 5
        ? "2026-03-01 10:00:00.000000+00"
        : i < 7
          ? `2026-03-01 11:00:00.00000${i}+00`
          : `2026-03-0${2 + (i % 7)} ${String(8 + (i % 10)).padStart(2, "0")}:00:00+00`;
    rows.push(
      `('${s.teacher.id}', '${s.maya.id}', 'Maya Lopez', '${i % 3 ? "progress" : "behavioral"}', 'Note ${i}', 'n${i}', '${at}')`,
    );
  }
  await s.h.database.rawQuery(
    `insert into notes (user_id, student_id, student_name, type, subject, note_text, created_at) values ${rows.join(",")}`,
    [],
  );
}

const page = async (query: string) => {
  const res = await s.teacher.get(`/api/v1/notes?${query}`);
  expect(res.status).toBe(200);
  return body<NotePage>(res);
};

async function allPages(query: string, limit: number): Promise<Note[]> {
  const seen: Note[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++) {
    const p: NotePage = await page(
      `limit=${limit}${query ? `&${query}` : ""}${cursor ? `&cursor=${cursor}` : ""}`,
    );
    expect(p.items.length).toBeLessThanOrEqual(limit);
    seen.push(...p.items);
    cursor = p.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error("too many pages");
}

describe("GET /api/v1/notes pages", () => {
  it("walks every note once, in the order of the whole list, for page sizes 1, 4 and 100", async () => {
    await seedNotes();
    const whole = await body<Note[]>(await s.teacher.get("/api/v1/notes"));
    expect(Array.isArray(whole)).toBe(true);
    expect(whole).toHaveLength(25);
    for (const limit of [1, 4, 100]) {
      const walked = await allPages("", limit);
      expect(walked.map((n) => n.id)).toEqual(whole.map((n) => n.id));
    }
  });

  it("filters by type and student in SQL and pages within the filter", async () => {
    const whole = await body<Note[]>(await s.teacher.get("/api/v1/notes?type=behavioral"));
    const walked = await allPages(`type=behavioral&studentId=${s.maya.id}`, 3);
    expect(walked.map((n) => n.id)).toEqual(whole.map((n) => n.id));
    expect(walked.every((n) => n.type === "behavioral")).toBe(true);
  });

  it("says the last page has no next cursor, and shows another teacher nothing", async () => {
    const last = await page("limit=100");
    expect(last.nextCursor).toBeNull();
    const theirs = await body<NotePage>(await s.other.get("/api/v1/notes?limit=10"));
    expect(theirs).toEqual({ items: [], nextCursor: null });
  });

  it("refuses a limit out of range and a cursor it did not give out", async () => {
    expect((await s.teacher.get("/api/v1/notes?limit=0")).status).toBe(400);
    expect((await s.teacher.get("/api/v1/notes?limit=101")).status).toBe(400);
    for (const cursor of ["abc", Buffer.from('["x","y"]').toString("base64url"), "%27%3B"]) {
      const res = await s.teacher.get(`/api/v1/notes?limit=5&cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error.code).toBe("VALIDATION_ERROR");
    }
  });
});
