/**
 * The API tests' record kit (architecture "Tests"): records made through the API with the test's own
 * data, in order, and a refusal that fails the set-up with the server's answer.
 */
import { describe, expect, it } from "vitest";
import { setUpHarness, setUpTeacher } from "../set-up.ts";
import { addEntries, addStudent, addStudentWithGoal } from "./caseload.ts";

const h = setUpHarness({ now: new Date("2026-10-20T15:00:00Z") });
const teacher = setUpTeacher(h);

describe("the record kit", () => {
  it("makes a student with a goal of theirs, and the goal's entries in the order given", async () => {
    const { student, goal } = await addStudentWithGoal(
      teacher,
      { name: "Maya Robinson", grade: "3" },
      { statement: "Maya will read 90 wcpm", baselineValue: 40, baselineDate: "2026-09-01", targetValue: 90 },
    );
    expect(student).toMatchObject({ name: "Maya Robinson", grade: "3" });
    expect(goal).toMatchObject({
      studentId: student.id,
      statement: "Maya will read 90 wcpm",
      targetValue: 90,
    });
    const entries = await addEntries(teacher, goal.id, [
      ["2026-09-08", 44],
      ["2026-09-15", null],
    ]);
    expect(entries.map((e) => [e.goalId, e.entryDate, e.progressValue])).toEqual([
      [goal.id, "2026-09-08", 44],
      [goal.id, "2026-09-15", null],
    ]);
  });

  it("throws with the status and the server's answer when the record is refused", async () => {
    await expect(addStudent(teacher, { name: "" })).rejects.toThrow(/^student create failed: 400 .*name/i);
  });
});
