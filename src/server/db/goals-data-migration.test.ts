/**
 * The data migration that turns the student record's old text goals into structured goals
 * (requirements "IEP goals"; decision 017): a database at the migration before it gets old-style
 * rows, then the remaining migrations run, then the structured goals are there.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const MIGRATIONS = fileURLToPath(new URL("./migrations", import.meta.url));
const TAG = "goals_data";

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder whose journal stops before the data migration. */
function migrationsBefore(tagSuffix: string): string {
  const dir = mkdtempSync(join(tmpdir(), "iep-migrations-"));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const path = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(path, "utf8")) as Journal;
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tagSuffix));
  if (at < 0) throw new Error(`no migration ending in ${tagSuffix}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(path, JSON.stringify(journal));
  return dir;
}

describe("migration: text goals → structured goals", () => {
  const client = new PGlite();
  let before: string;
  const goals = async (studentId: string) =>
    (
      await client.query<Record<string, unknown>>(
        `select statement, area, baseline_data, baseline_value, target_value, unit, direction,
                measurement_method, evaluation_schedule, target_date, objectives, baseline_date
           from iep_goals where student_id = $1 order by created_at, id`,
        [studentId],
      )
    ).rows;

  beforeAll(async () => {
    before = migrationsBefore(TAG);
    await migrate(drizzle(client), { migrationsFolder: before });
    await client.query(
      `insert into users (id, name, email, email_verified, created_at, updated_at)
       values ('u1', 'T', 't@example.test', true, now(), now())`,
    );
    await client.query(
      `insert into students (id, user_id, name, iep_goals, iep_goal_targets) values
        ('00000000-0000-4000-8000-000000000001', 'u1', 'Maya',
         '["Given a grade-3 passage, Maya will read 90 WCPM by June 2027.", "  ", 7, "Maya will write 5 sentences.", "Maya will write 5 sentences."]',
         '{"reading": "90 WCPM"}'),
        ('00000000-0000-4000-8000-000000000002', 'u1', 'Sam', '["Sam will greet a peer."]', '{}'),
        ('00000000-0000-4000-8000-000000000003', 'u1', 'Ana', '[]', '{}')`,
    );
    // Sam already has the same goal as a structured goal: it is not copied twice.
    await client.query(
      `insert into iep_goals (user_id, student_id, statement, baseline_date, target_value, unit)
       values ('u1', '00000000-0000-4000-8000-000000000002', 'sam will greet a peer. ', '2026-09-01', 5, 'greetings')`,
    );
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  });
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  });

  it("makes each text goal a structured goal: statement verbatim, in order, the rest empty", async () => {
    const rows = await goals("00000000-0000-4000-8000-000000000001");
    expect(rows.map((r) => r.statement)).toEqual([
      "Given a grade-3 passage, Maya will read 90 WCPM by June 2027.",
      "Maya will write 5 sentences.",
    ]);
    for (const r of rows) {
      expect(r).toMatchObject({
        area: null,
        baseline_data: null,
        baseline_value: null,
        target_value: null,
        unit: null,
        direction: "increase",
        measurement_method: null,
        evaluation_schedule: null,
        target_date: null,
        objectives: [],
      });
      expect(r.baseline_date).toBeTruthy();
    }
  });

  it("does not copy a goal the student already has as a structured goal, and adds none for an empty list", async () => {
    const sam = await goals("00000000-0000-4000-8000-000000000002");
    expect(sam).toHaveLength(1);
    expect(sam[0]).toMatchObject({ statement: "sam will greet a peer. ", target_value: 5 });
    expect(await goals("00000000-0000-4000-8000-000000000003")).toEqual([]);
  });

  it("empties the old text list and leaves the targets by subject alone", async () => {
    const { rows } = await client.query<{ name: string; iep_goals: unknown; iep_goal_targets: unknown }>(
      "select name, iep_goals, iep_goal_targets from students order by name",
    );
    expect(rows.map((r) => r.iep_goals)).toEqual([[], [], []]);
    expect(rows.find((r) => r.name === "Maya")?.iep_goal_targets).toEqual({ reading: "90 WCPM" });
  });
});
