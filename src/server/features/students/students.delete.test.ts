/**
 * Deleting students and another teacher's students: API tests of /api/v1/students (requirements "Student fields", "Saving students", "Students", "Error catalogue") against a
 * real database: in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Student } from "../../../shared/contracts/students.ts";
import { notes } from "../../db/schema/index.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";
import { countRowsOf, create, errorOf, fullStudent } from "./students-test-kit.ts";

const h = setUpHarness();
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const other = setUpTeacher(h, { name: "Sam Lee" });

const countRows = (table: string, userId: string) => countRowsOf(h, table, userId);

describe("DELETE /api/v1/students/:id", () => {
  it("archives the row in deleted_students and removes it, in one step (requirements 'Students')", async () => {
    const s = await create(teacher, fullStudent);
    const res = await teacher.del(`/api/v1/students/${s.id}`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");

    expect((await teacher.get(`/api/v1/students/${s.id}`)).status).toBe(404);
    const list = (await (await teacher.get("/api/v1/students")).json()) as Student[];
    expect(list.some((x) => x.id === s.id)).toBe(false);

    const archived = (await h.database.rawQuery(
      `select original_student_id, user_id, deleted_by_user_id, name, grade, student_id_number, parent_contact,
              disability, disabilities, iep_goals, notes_text, present_levels, transition_services,
              default_accommodations, iep_goal_targets, created_at, updated_at, deleted_at
         from deleted_students where original_student_id = $1`,
      [s.id],
    )) as Record<string, unknown>[];
    expect(archived).toHaveLength(1);
    const a = archived[0]!;
    expect(a).toMatchObject({
      original_student_id: s.id,
      user_id: teacher.id,
      deleted_by_user_id: teacher.id,
      name: fullStudent.name,
      grade: "3",
      student_id_number: "S-1042",
      disability: "Specific learning disability",
      disabilities: fullStudent.disabilities,
      iep_goals: fullStudent.iepGoals,
      notes_text: fullStudent.notes,
      present_levels: fullStudent.presentLevels,
      transition_services: fullStudent.transitionServices,
      default_accommodations: fullStudent.defaultAccommodations,
      iep_goal_targets: fullStudent.iepGoalTargets,
    });
    expect(JSON.parse(a.parent_contact as string)).toEqual(fullStudent.parentContact);
    expect(new Date(a.created_at as string).toISOString()).toBe(s.createdAt);
    expect(new Date(a.updated_at as string).toISOString()).toBe(s.updatedAt);
    expect(a.deleted_at).toBeTruthy();

    const audit = (await h.database.rawQuery(
      "select action from audit_log where entity_id = $1 and action = 'student.delete'",
      [s.id],
    )) as unknown[];
    expect(audit).toHaveLength(1);

    // A second delete finds nothing and archives nothing more.
    const again = await teacher.del(`/api/v1/students/${s.id}`);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe("Student not found");
    const count = (await h.database.rawQuery(
      "select count(*)::int as n from deleted_students where original_student_id = $1",
      [s.id],
    )) as { n: number }[];
    expect(count[0]!.n).toBe(1);
  });

  it("keeps the teacher's notes about the student, detached from the deleted row", async () => {
    const s = await create(teacher, { name: "Has Notes" });
    const [note] = await h.db
      .insert(notes)
      .values({ userId: teacher.id, studentId: s.id, studentName: s.name, noteText: "Read 61 WCPM" })
      .returning();
    expect((await teacher.del(`/api/v1/students/${s.id}`)).status).toBe(204);
    const [row] = (await h.database.rawQuery("select student_id, student_name from notes where id = $1", [
      note!.id,
    ])) as Record<string, unknown>[];
    expect(row).toEqual({ student_id: null, student_name: "Has Notes" });
  });

  it("answers 404 for a missing id or a path that is not a UUID, and archives nothing", async () => {
    const before = await countRows("deleted_students", teacher.id);
    for (const id of [randomUUID(), "12345"]) {
      const res = await teacher.del(`/api/v1/students/${id}`);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Student not found");
    }
    expect(await countRows("deleted_students", teacher.id)).toBe(before);
  });
});

describe("another teacher's students (requirements 'Note quota': only their own records)", () => {
  it("are invisible: not listed, and 404 on get, patch and delete, with nothing changed", async () => {
    const mine = await create(teacher, { name: "Private Student", grade: "K" });

    const list = (await (await other.get("/api/v1/students")).json()) as Student[];
    expect(list.some((s) => s.id === mine.id)).toBe(false);

    const requests = [
      () => other.get(`/api/v1/students/${mine.id}`),
      () => other.patch(`/api/v1/students/${mine.id}`, { grade: "8" }),
      () => other.del(`/api/v1/students/${mine.id}`),
    ];
    for (const send of requests) {
      const res = await send();
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: "NOT_FOUND", message: "Student not found" });
    }

    expect(await (await teacher.get(`/api/v1/students/${mine.id}`)).json()).toEqual(mine);
    expect(await countRows("deleted_students", other.id)).toBe(0);
  });
});
