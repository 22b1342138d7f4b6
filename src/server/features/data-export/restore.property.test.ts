/**
 * Property (requirements "Export and restore" → "Restore"; "Roster import"): any roster — names with
 * accents and commas ("Núñez, María José"), birth dates, every grade form, several disabilities in
 * one cell — imported through POST /api/v1/imports/students, exported, and restored into a new
 * account, exports again as the same records. fast-check, a fixed seed and few runs (each run signs
 * up two teachers and goes through four uploads and downloads).
 */
import { stringify } from "csv-stringify/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { setUpHarness } from "../../test/set-up.ts";
import { comparable, exported, upload } from "./restore-test-kit.ts";

const h = setUpHarness({ now: new Date("2026-03-20T15:00:00Z") });

const GIVEN = ["María José", "Zoë", "Łukasz", "Nguyễn", "Amélie", "Jean-Luc", "Siobhán", "Ana"];
const FAMILY = ["Núñez", "O'Brien", "Müller", "García López", "Øvrebø", "Smith", "Đặng", "Chávez"];
const GRADES = ["PK", "K", "KG", "03", "Gr 3", "3rd", "7", "12"];
const DISABILITIES = ["SLD", "Autism", "OHI", "Speech or language impairment", "ED", "Developmental delay"];

const student = fc.record({
  given: fc.constantFrom(...GIVEN),
  family: fc.constantFrom(...FAMILY),
  lastFirst: fc.boolean(),
  birth: fc.date({ min: new Date("2008-01-01"), max: new Date("2021-12-31"), noInvalidDate: true }),
  grade: fc.constantFrom(...GRADES),
  disabilities: fc.uniqueArray(fc.constantFrom(...DISABILITIES), { minLength: 0, maxLength: 3 }),
});
/** Distinct names: the import matches duplicates by name and birth date. */
const roster = fc.uniqueArray(student, {
  minLength: 1,
  maxLength: 5,
  selector: (s) => `${s.given} ${s.family}`,
});

describe("import → export → restore → export", () => {
  it("gives the same records for any roster", async () => {
    await fc.assert(
      fc.asyncProperty(roster, async (rows) => {
        const csv = stringify([
          ["Student Name", "Birthdate", "Grade Level", "Primary Disability"],
          ...rows.map((r) => [
            r.lastFirst ? `${r.family}, ${r.given}` : `${r.given} ${r.family}`,
            r.birth.toISOString().slice(0, 10),
            r.grade,
            r.disabilities.join("; "),
          ]),
        ]);
        const source = await h.signUp();
        const preview = await upload(source, csv, "roster.csv", "/api/v1/imports/students");
        expect(preview.status).toBe(201);
        const { importId } = (await preview.json()) as { importId: string };
        const mapping = {
          "Student Name": "name",
          Birthdate: "dateOfBirth",
          "Grade Level": "grade",
          "Primary Disability": "disabilities",
        };
        const commit = await source.post(`/api/v1/imports/${importId}/commit`, {
          mapping,
          duplicates: "skip",
        });
        expect(commit.status).toBe(200);
        expect(await commit.json()).toMatchObject({ created: rows.length, errors: [] });
        const first = await exported(source);
        const names = (first.files.students as { name: string }[]).map((s) => s.name).sort();
        expect(names).toEqual(rows.map((r) => `${r.given} ${r.family}`).sort());

        const target = await h.signUp();
        const restored = await upload(target, first.zip);
        expect(restored.status).toBe(200);
        expect(((await restored.json()) as { restored: { students: number } }).restored.students).toBe(
          rows.length,
        );
        const again = await exported(target);
        expect(comparable({ ...again.files, notifications: [] })).toEqual(
          comparable({ ...first.files, notifications: [] }),
        );
      }),
      { numRuns: 3, seed: 20261128 },
    );
  });
});
