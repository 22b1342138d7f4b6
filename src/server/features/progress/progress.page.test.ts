/**
 * Keyset pages of GET /api/v1/progress-entries (requirements "Progress entries"): `limit` and `cursor`
 * walk a goal's entries once each in the order of the whole list (entry date, then the most recently
 * recorded), ties on one date and on one created_at neither skipped nor repeated; an entry recorded
 * between two pages does not shift them; bad cursors, limits and foreign goals are refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  ENTRIES_PAGE_MAX,
  type ProgressEntry,
  type ProgressEntryPage,
} from "../../../shared/contracts/goals.ts";
import { addStudentWithGoal } from "../../test/kits/caseload.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

let goalId: string;

/** 23 entries: 6 on one date (3 of them with one created_at), the rest over 17 dates. */
async function seedEntries(): Promise<void> {
  const rows: string[] = [];
  for (let i = 0; i < 23; i++) {
    const day = i < 6 ? "2026-02-02" : `2026-01-${String(5 + i).padStart(2, "0")}`;
    const created =
      i < 3 ? "2026-02-02 15:00:00.000000+00" : `2026-02-0${3 + (i % 6)} 1${i % 10}:00:00.00000${i % 7}+00`;
    rows.push(`('${goalId}', '${teacher.id}', '${day}', ${i}, 'entry ${i}', '${teacher.id}', '${created}')`);
  }
  await h.database.rawQuery(
    `insert into progress_entries (goal_id, user_id, entry_date, progress_value, note, entered_by_user_id, created_at)
     values ${rows.join(",")}`,
    [],
  );
}

const h = setUpHarness();
const teacher = setUpTeacher(h);
const other = setUpTeacher(h);

beforeAll(async () => {
  const { goal } = await addStudentWithGoal(
    teacher,
    { name: "Maya Robinson" },
    {
      statement: "Will read 90 words correct per minute on grade-level passages",
      baselineValue: 52,
      baselineDate: "2026-01-05",
      targetValue: 90,
      targetDate: "2026-05-25",
      unit: "words correct per minute",
      direction: "increase",
    },
  );
  goalId = goal.id;
  await seedEntries();
});

const page = async (query: string, user = teacher) => {
  const res = await user.get(`/api/v1/progress-entries?goalId=${goalId}&${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ProgressEntryPage;
};

async function allPages(limit: number): Promise<ProgressEntry[]> {
  const seen: ProgressEntry[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 40; i++) {
    const p: ProgressEntryPage = await page(`limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(p.items.length).toBeLessThanOrEqual(limit);
    seen.push(...p.items);
    cursor = p.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error("too many pages");
}

const whole = async () =>
  (await (await teacher.get(`/api/v1/progress-entries?goalId=${goalId}`)).json()) as ProgressEntry[];

describe("GET /api/v1/progress-entries pages", () => {
  it.each([1, 4, 50])("walks every entry once, in the whole list's order, %i a page", async (limit) => {
    const all = await whole();
    expect(all).toHaveLength(23);
    expect((await allPages(limit)).map((e) => e.id)).toEqual(all.map((e) => e.id));
  });

  it("keeps its place when an entry is recorded between two pages", async () => {
    const first = await page("limit=5");
    const added = await teacher.post("/api/v1/progress-entries", {
      goalId,
      entryDate: "2026-03-01",
      progressValue: 70,
      // Before the goal's baseline: confirmed, as a teacher would (requirements "Progress entries").
      confirmImplausible: true,
    });
    expect(added.status).toBe(201);
    const second = await page(`limit=5&cursor=${first.nextCursor}`);
    const all = await whole();
    const newId = ((await added.json()) as ProgressEntry).id;
    const before = all.filter((e) => e.id !== newId).map((e) => e.id);
    expect([...first.items, ...second.items].map((e) => e.id)).toEqual(before.slice(0, 10));
  });

  it.each([
    ["a cursor this server never gave", "limit=5&cursor=bm90LWEtY3Vyc29y"],
    [
      "a cursor with a forged key",
      `limit=5&cursor=${Buffer.from('["2026-02-02Tnot-a-time","00000000-0000-4000-8000-000000000000"]').toString("base64url")}`,
    ],
    ["a limit over the most a page holds", `limit=${ENTRIES_PAGE_MAX + 1}`],
    ["a limit of 0", "limit=0"],
  ])("answers 400 for %s", async (_, query) => {
    const res = await teacher.get(`/api/v1/progress-entries?goalId=${goalId}&${query}`);
    expect(res.status).toBe(400);
  });

  it("answers 404 for another teacher's goal, with or without a page", async () => {
    for (const query of ["", "&limit=5"]) {
      const res = await other.get(`/api/v1/progress-entries?goalId=${goalId}${query}`);
      expect(res.status).toBe(404);
    }
  });
});
