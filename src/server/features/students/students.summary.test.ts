/**
 * The list projection (requirements "Students"): `GET /api/v1/students?view=summary` answers the summary
 * fields only, in the order and with the read rules of the full list; the full list is unchanged.
 */
import { describe, expect, it } from "vitest";
import type { Student, StudentSummary } from "../../../shared/contracts/students.ts";
import { setUpHarness } from "../../test/set-up.ts";
import { fullStudent } from "./students-test-kit.ts";

const h = setUpHarness();

const SUMMARY_KEYS = [
  "annualMeetingDueDate",
  "caseManager",
  "dateAdded",
  "disabilities",
  "grade",
  "id",
  "lastEvaluationDate",
  "name",
  "studentId",
  "updatedAt",
];

describe("GET /api/v1/students?view=summary", () => {
  it("answers the summary fields of the full records, in the same order", async () => {
    const t = await h.signUp();
    expect((await t.post("/api/v1/students", fullStudent)).status).toBe(201);
    expect((await t.post("/api/v1/students", { name: "ada Brown" })).status).toBe(201);
    expect((await t.post("/api/v1/students", { name: "Zed Young", grade: "4" })).status).toBe(201);

    const full = (await (await t.get("/api/v1/students")).json()) as Student[];
    const res = await t.get("/api/v1/students?view=summary");
    expect(res.status).toBe(200);
    const summaries = (await res.json()) as StudentSummary[];
    expect(summaries).toHaveLength(3);
    for (const s of summaries) expect(Object.keys(s).sort()).toEqual(SUMMARY_KEYS);
    expect(summaries).toEqual(
      full.map((f) => Object.fromEntries(SUMMARY_KEYS.map((k) => [k, f[k as keyof Student]]))),
    );
    expect((await (await t.get("/api/v1/students?view=full")).json()) as Student[]).toEqual(full);
  });

  it("keeps the legacy single disability and shows another teacher nothing", async () => {
    const t = await h.signUp();
    const created = (await (await t.post("/api/v1/students", { name: "Lee Park" })).json()) as Student;
    await h.database.rawQuery(
      "update students set disability = 'Autism', disabilities = '[]' where id = $1",
      [created.id],
    );
    const [s] = (await (await t.get("/api/v1/students?view=summary")).json()) as StudentSummary[];
    expect(s?.disabilities).toEqual(["Autism"]);
    const other = await h.signUp();
    expect(await (await other.get("/api/v1/students?view=summary")).json()).toEqual([]);
  });

  it("refuses an unknown view", async () => {
    const t = await h.signUp();
    expect((await t.get("/api/v1/students?view=everything")).status).toBe(400);
  });
});
