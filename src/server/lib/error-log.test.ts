/**
 * The server log never carries student data (requirements "Security and privacy", "Error catalogue"):
 * a database error raised while saving a student logs the error class, code, constraint and route only.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setUpHarness, setUpTeacher } from "../test/set-up.ts";
import { describeUnexpectedError } from "./error-log.ts";

const STUDENT = {
  name: "Marisol Quintanilla-Oyelaran",
  dateOfBirth: "2014-03-09",
  notes: "Marisol refuses to read aloud when peers are near",
  parentContact: {
    name: "Beatriz Quintanilla",
    relationship: "mother",
    email: "bq.family@example.com",
    phone: "555-0199",
  },
};

describe("unexpected errors in the server log", () => {
  const lines: string[] = [];

  const h = setUpHarness({ log: (line) => lines.push(line) });
  const t = setUpTeacher(h);

  beforeAll(async () => {
    // A rule the app does not know about, so the database refuses this student's notes.
    await h.db.execute(
      sql.raw("ALTER TABLE students ADD CONSTRAINT test_no_refuses CHECK (notes_text NOT LIKE '%refuses%')"),
    );
  });

  it("logs the class, code, constraint and route of a database error, never the student's data", async () => {
    const res = await t.post("/api/v1/students", STUDENT);
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(body).not.toContain("Marisol");

    const log = lines.join("\n");
    expect(log).toContain("POST /api/v1/students");
    expect(log).toContain("code=23514");
    expect(log).toContain("constraint=test_no_refuses");
    expect(log).toMatch(/Error/);
    for (const value of [
      "Marisol",
      "Quintanilla",
      "refuses to read",
      "2014-03-09",
      "bq.family",
      "555-0199",
    ]) {
      expect(log).not.toContain(value);
    }
  });
});

describe("describeUnexpectedError", () => {
  it("follows causes, keeps identifier-like codes and replaces ids in the path", () => {
    const cause = Object.assign(new Error('value "Ana Lopez" is bad'), { code: "22021", constraint: "x y" });
    const err = new Error("Failed query: insert ... params: Ana Lopez", { cause });
    const line = describeUnexpectedError(
      err,
      "PATCH",
      "/api/v1/students/0b6a3f5e-1111-4222-8333-444455556666?x=Ana",
    );
    expect(line).toBe("unexpected error on PATCH /api/v1/students/:id: Error <- Error code=22021");
    expect(line).not.toContain("Ana");
  });

  it.each([
    ["/api/auth/reset-password/REttkdt0noYPMOdOLOdSy2J0", "/api/auth/reset-password/:param"],
    ["/api/calendar/9f8e7d6c5b4a39281706f5e4d3c2b1a0.ics", "/api/calendar/:param"],
    ["/api/admin/teachers/ana.lopez@school.test", "/api/admin/teachers/:param"],
    ["/api/admin/teachers/%00", "/api/admin/teachers/:param"],
    ["/api/v1/students/0b6a3f5e-1111-4222-8333-444455556666/iep-draft", "/api/v1/students/:id/iep-draft"],
    ["/api/openapi.json", "/api/openapi.json"],
    ["deadline_reminder", "deadline_reminder"],
  ])("a value in the path is never logged: %s → %s", (path, route) => {
    expect(describeUnexpectedError(new Error("x"), "GET", path)).toBe(
      `unexpected error on GET ${route}: Error`,
    );
  });

  it("names a thrown non-object by its type", () => {
    expect(describeUnexpectedError("Ana Lopez", "GET", "/api/v1/notes")).toBe(
      "unexpected error on GET /api/v1/notes: string",
    );
  });
});
