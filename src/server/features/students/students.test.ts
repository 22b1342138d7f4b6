/**
 * API tests of /api/v1/students (requirements "Student fields", "Saving students", "Students", "Error catalogue") against a
 * real database: in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Student } from "../../../shared/contracts/students.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";
import { countRowsOf, create, errorOf, fullStudent } from "./students-test-kit.ts";

const h = setUpHarness();
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const other = setUpTeacher(h, { name: "Sam Lee" });
// Pro: this teacher holds more students than the free plan does (requirements "Plans and trial").
beforeAll(() => h.givePro(teacher));

const countRows = (table: string, userId: string) => countRowsOf(h, table, userId);

describe("signed out", () => {
  const id = randomUUID();
  // Each change has its own message (requirements "Error catalogue": Students), reads the general one.
  it.each([
    ["GET", "/api/v1/students", messages.notes.notAuthenticated],
    ["POST", "/api/v1/students", messages.students.mustLogInToAdd],
    ["GET", `/api/v1/students/${id}`, messages.notes.notAuthenticated],
    ["PATCH", `/api/v1/students/${id}`, messages.students.mustLogInToUpdate],
    ["DELETE", `/api/v1/students/${id}`, messages.students.mustLogInToDelete],
    ["DELETE", `/api/v1/students/${id}/goals`, messages.notes.notAuthenticated],
  ])("%s %s answers 401 %s", async (method, url, message) => {
    const body = method === "POST" || method === "PATCH" ? JSON.stringify({ name: "Ana" }) : undefined;
    const res = await h.request(method, url, body);
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: "UNAUTHENTICATED", message });
  });
});

describe("POST /api/v1/students", () => {
  it("creates with only a name; every other field takes its default (requirements 'Saving students')", async () => {
    const s = await create(teacher, { name: "Leo Tran" });
    expect(s).toMatchObject({
      name: "Leo Tran",
      grade: null,
      dateOfBirth: null,
      studentId: null,
      parentContact: { name: "", relationship: "", email: "", phone: "" },
      annualMeetingDueDate: null,
      lastEvaluationDate: null,
      caseManager: null,
      serviceProviders: [],
      disabilities: [],
      iepGoals: [],
      notes: null,
      presentLevels: null,
      lreSetting: null,
      transitionServices: null,
      accommodations: [],
      strengths: [],
      areasOfNeed: [],
      defaultStrategies: [],
      defaultAccommodations: [],
      assessmentTools: {},
      iepGoalTargets: {},
      homeLanguage: "en",
    });
    expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(s.createdAt).toISOString()).toBe(s.createdAt);
  });

  it("dates dateAdded to the day it was added, in the teacher's time zone (UTC when unknown)", async () => {
    const t = await h.signUp();
    // 03:00 UTC on 15 September is still the evening of 14 September in Los Angeles.
    h.setNow(new Date("2026-09-15T03:00:00Z"));
    try {
      expect((await create(t, { name: "Utc Day" })).dateAdded).toBe("2026-09-15");
      await h.database.rawQuery("update users set time_zone = 'America/Los_Angeles' where id = $1", [t.id]);
      const s = await create(t, { name: "Local Day" });
      expect(s.dateAdded).toBe("2026-09-14");
      expect(s.createdAt).toBe("2026-09-15T03:00:00.000Z");
      expect((await create(t, { name: "Given Day", dateAdded: "2026-08-20" })).dateAdded).toBe("2026-08-20");
    } finally {
      h.setNow(null);
    }
  });

  it("round-trips every field, and stores them in the requirements 'Student fields' columns", async () => {
    const s = await create(teacher, fullStudent);
    const { id, createdAt, updatedAt, ...fields } = s;
    expect(fields).toEqual(fullStudent);

    const fetched = await teacher.get(`/api/v1/students/${id}`);
    expect(fetched.status).toBe(200);
    expect(await fetched.json()).toEqual(s);

    const [row] = (await h.database.rawQuery(
      `select user_id, student_id_number, parent_contact, disability, disabilities, iep_goals, notes_text,
              date_of_birth::text as dob, annual_meeting_due_date::text as due, date_added::text as added,
              case_manager, service_providers, present_levels, lre_setting, default_strategies, assessment_tools,
              identity_first_language, home_language
         from students where id = $1`,
      [id],
    )) as Record<string, unknown>[];
    expect(row).toMatchObject({
      user_id: teacher.id,
      student_id_number: "S-1042",
      disability: "Specific learning disability",
      disabilities: fullStudent.disabilities,
      // The goals are structured goals, never the retired text column (decision 017).
      iep_goals: [],
      notes_text: "Takes bus 14",
      dob: "2017-04-02",
      due: "2027-03-01",
      added: "2026-09-01",
      case_manager: "Jordan Ortiz",
      service_providers: fullStudent.serviceProviders,
      present_levels: fullStudent.presentLevels,
      lre_setting: fullStudent.lreSetting,
      default_strategies: fullStudent.defaultStrategies,
      assessment_tools: fullStudent.assessmentTools,
      identity_first_language: true,
      home_language: "es",
    });
    const goals = (await h.database.rawQuery("select statement from iep_goals where student_id = $1", [
      id,
    ])) as { statement: string }[];
    expect(goals.map((g) => g.statement)).toEqual(fullStudent.iepGoals);
    // requirements "Student fields": parentContact "is an object stored as a JSON string".
    expect(typeof row!.parent_contact).toBe("string");
    expect(JSON.parse(row!.parent_contact as string)).toEqual(fullStudent.parentContact);
  });

  it("takes the owner from the session, never from the body", async () => {
    const res = await teacher.post("/api/v1/students", { name: "Ari", userId: other.id });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain("Unknown field: userId");
  });

  it("trims text and turns blank optional text into null", async () => {
    const s = await create(teacher, { name: "  Noor Haddad  ", grade: " ", notes: "" });
    expect(s).toMatchObject({ name: "Noor Haddad", grade: null, notes: null });
  });

  it("writes a student.create line to the audit log", async () => {
    const s = await create(teacher, { name: "Audit Check" });
    const rows = (await h.database.rawQuery(
      "select user_id, action, entity from audit_log where entity_id = $1",
      [s.id],
    )) as Record<string, unknown>[];
    expect(rows).toEqual([{ user_id: teacher.id, action: "student.create", entity: "student" }]);
  });
});

describe("bad input answers 400 with a clear message and changes nothing", () => {
  const cases: [string, unknown, RegExp][] = [
    ["an unknown field, named", { name: "A", nickname: "Mo" }, /Unknown field: nickname/],
    [
      "an unknown field inside parentContact, named",
      { name: "A", parentContact: { fax: "555" } },
      /Unknown field in parentContact: fax/,
    ],
    ["a missing name", { grade: "2" }, /^name: /],
    ["a blank name", { name: "   " }, /name: Name is required/],
    ["a number where text is expected", { name: "A", grade: 3 }, /grade: must be text/],
    ["text where a list is expected", { name: "A", disabilities: "Autism" }, /disabilities: must be a list/],
    ["an object where a list is expected", { name: "A", iepGoals: { a: 1 } }, /iepGoals: must be a list/],
    ["a date in the wrong format", { name: "A", dateOfBirth: "04/02/2017" }, /dateOfBirth: must be a date/],
    ["an impossible date", { name: "A", annualMeetingDueDate: "2027-02-30" }, /annualMeetingDueDate: /],
    [
      "an invalid parent email",
      { name: "A", parentContact: { email: "not-an-email" } },
      /parentContact\.email: must be a valid email address/,
    ],
    ["a name over 200 characters", { name: "x".repeat(201) }, /name: must be 200 characters or fewer/],
    [
      "a grade over 20 characters",
      { name: "A", grade: "x".repeat(21) },
      /grade: must be 20 characters or fewer/,
    ],
    [
      "notes over 10,000 characters",
      { name: "A", notes: "x".repeat(10_001) },
      /notes: must be 10000 characters or fewer/,
    ],
    [
      "a strategy without a name",
      { name: "A", defaultStrategies: [{ frequency: "daily" }] },
      /defaultStrategies\.0\.name: /,
    ],
    ["an array body", [], /body: must be an object/],
    ["a family language we do not write reports in", { name: "A", homeLanguage: "fr" }, /homeLanguage: /],
    ["a family language in another case", { name: "A", homeLanguage: "ES" }, /homeLanguage: /],
  ];

  it.each(cases)("%s", async (_label, body, message) => {
    const before = await countRows("students", teacher.id);
    const res = await teacher.post("/api/v1/students", body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toMatch(message);
    expect(await countRows("students", teacher.id)).toBe(before);
  });

  it("malformed JSON answers 400 MALFORMED_JSON", async () => {
    const before = await countRows("students", teacher.id);
    const res = await teacher.raw("POST", "/api/v1/students", '{"name": "Ana",');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: "MALFORMED_JSON",
      message: "The request body is not valid JSON.",
    });
    expect(await countRows("students", teacher.id)).toBe(before);
  });
});

describe("GET /api/v1/students", () => {
  it("lists only the teacher's students, ordered by name whatever the case", async () => {
    const t = await h.signUp();
    for (const name of ["carla Díaz", "Ben Okafor", "Ava Chen", "ben Adams"]) await create(t, { name });
    await create(other, { name: "Aaron Other" });
    const res = await t.get("/api/v1/students");
    expect(res.status).toBe(200);
    const list = (await res.json()) as Student[];
    expect(list.map((s) => s.name)).toEqual(["Ava Chen", "ben Adams", "Ben Okafor", "carla Díaz"]);
  });

  it("answers [] for a teacher with no students", async () => {
    const fresh = await h.signUp();
    const res = await fresh.get("/api/v1/students");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});

describe("GET /api/v1/students/:id", () => {
  it("answers 404 'Student not found' for a missing id and for a path that is not a UUID", async () => {
    for (const id of [randomUUID(), "not-a-uuid", "1"]) {
      const res = await teacher.get(`/api/v1/students/${id}`);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: "NOT_FOUND", message: "Student not found" });
    }
  });

  it("writes a student.read line to the audit log", async () => {
    const s = await create(teacher, { name: "Read Audit" });
    await teacher.get(`/api/v1/students/${s.id}`);
    const rows = (await h.database.rawQuery(
      "select action from audit_log where entity_id = $1 and user_id = $2 order by at",
      [s.id, teacher.id],
    )) as { action: string }[];
    expect(rows.map((r) => r.action)).toEqual(["student.create", "student.read"]);
  });
});

describe("PATCH /api/v1/students/:id", () => {
  it("changes only the fields sent, returns the row and sets updated_at", async () => {
    const s = await create(teacher, fullStudent);
    const later = new Date(Date.now() + 60_000);
    h.setNow(later);
    try {
      const res = await teacher.patch(`/api/v1/students/${s.id}`, {
        grade: "4",
        disabilities: ["Autism"],
        parentContact: { name: "Luis Robinson", relationship: "Father", phone: "555-0199" },
        notes: null,
      });
      expect(res.status).toBe(200);
      const updated = (await res.json()) as Student;
      expect(updated).toEqual({
        ...s,
        grade: "4",
        disabilities: ["Autism"],
        parentContact: { name: "Luis Robinson", relationship: "Father", email: "", phone: "555-0199" },
        notes: null,
        updatedAt: later.toISOString(),
      });
      expect(await (await teacher.get(`/api/v1/students/${s.id}`)).json()).toEqual(updated);
      const [row] = (await h.database.rawQuery("select disability from students where id = $1", [s.id])) as {
        disability: string;
      }[];
      expect(row!.disability).toBe("Autism");
    } finally {
      h.setNow(null);
    }
  });

  it("changes the family language for reports; null reads as English; a bad value is 400", async () => {
    const s = await create(teacher, { name: "Lucía Paz" });
    expect(s.homeLanguage).toBe("en");
    const toSpanish = await teacher.patch(`/api/v1/students/${s.id}`, { homeLanguage: "es" });
    expect(((await toSpanish.json()) as Student).homeLanguage).toBe("es");
    expect(((await (await teacher.get(`/api/v1/students/${s.id}`)).json()) as Student).homeLanguage).toBe(
      "es",
    );
    const bad = await teacher.patch(`/api/v1/students/${s.id}`, { homeLanguage: "spanish" });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toMatch(/homeLanguage: /);
    expect(((await (await teacher.get(`/api/v1/students/${s.id}`)).json()) as Student).homeLanguage).toBe(
      "es",
    );
    const cleared = await teacher.patch(`/api/v1/students/${s.id}`, { homeLanguage: null });
    expect(((await cleared.json()) as Student).homeLanguage).toBe("en");
  });

  it("clearing disabilities clears the single disability column", async () => {
    const s = await create(teacher, { name: "Ivy Park", disabilities: ["Hearing impairment"] });
    const res = await teacher.patch(`/api/v1/students/${s.id}`, { disabilities: [] });
    expect(res.status).toBe(200);
    const [row] = (await h.database.rawQuery("select disability from students where id = $1", [s.id])) as {
      disability: string | null;
    }[];
    expect(row!.disability).toBeNull();
  });

  it.each([
    ["an empty body", {}, /Send at least one field to change/],
    ["an unknown field", { grade: "5", favouriteColour: "blue" }, /Unknown field: favouriteColour/],
    ["a blank name", { name: "" }, /name: Name is required/],
    ["a wrong type", { strengths: "kind" }, /strengths: must be a list/],
    ["an over-long field", { caseManager: "x".repeat(201) }, /caseManager: must be 200 characters or fewer/],
  ])("refuses %s with 400 and leaves the student unchanged", async (_label, body, message) => {
    const s = await create(teacher, { name: "Unchanged Student", grade: "2" });
    const res = await teacher.patch(`/api/v1/students/${s.id}`, body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(message);
    expect(await (await teacher.get(`/api/v1/students/${s.id}`)).json()).toEqual(s);
  });

  it("refuses malformed JSON and leaves the student unchanged", async () => {
    const s = await create(teacher, { name: "Json Check" });
    const res = await teacher.raw("PATCH", `/api/v1/students/${s.id}`, "{grade: 4}");
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("MALFORMED_JSON");
    expect(await (await teacher.get(`/api/v1/students/${s.id}`)).json()).toEqual(s);
  });

  it("answers 404 for a missing id or a path that is not a UUID", async () => {
    for (const id of [randomUUID(), "nope"]) {
      const res = await teacher.patch(`/api/v1/students/${id}`, { grade: "1" });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Student not found");
    }
  });
});
