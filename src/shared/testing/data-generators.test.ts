/**
 * The shared data generator builds records the contracts accept (so a test's fixture can never
 * drift from the API's shape), deterministically, and the console guard reads React-style
 * format strings (architecture "Tests").
 */
import { describe, expect, it } from "vitest";
import { goalSchema, progressEntrySchema } from "../contracts/goals.ts";
import { profileSchema } from "../contracts/me.ts";
import { generatedNoteSchema, noteSchema } from "../contracts/notes.ts";
import { studentSchema } from "../contracts/students.ts";
import { fromStudentRow } from "../domain/student-record.ts";
import { describeConsoleArgs } from "./console-guard.ts";
import {
  buildGeneratedNote,
  buildGoal,
  buildGoalFields,
  buildNote,
  buildProfile,
  buildProgressEntry,
  buildStudent,
  buildStudentRow,
  resetDataGenerators,
} from "./data-generators.ts";

describe("data generators", () => {
  it("build records every contract schema accepts", () => {
    const student = buildStudent();
    const goal = buildGoalFields({ studentId: student.id });
    const entry = buildProgressEntry({ goalId: goal.id });
    expect(studentSchema.parse(student)).toEqual(student);
    expect(studentSchema.parse(fromStudentRow(buildStudentRow()))).toBeTruthy();
    expect(noteSchema.parse(buildNote())).toBeTruthy();
    expect(generatedNoteSchema.parse(buildGeneratedNote({ warnings: ["w"] })).warnings).toEqual(["w"]);
    expect(goalSchema.parse(buildGoal({ id: goal.id, studentId: student.id }, [entry]))).toMatchObject({
      entryCount: 1,
    });
    expect(progressEntrySchema.parse(entry)).toEqual(entry);
    expect(profileSchema.parse(buildProfile())).toBeTruthy();
  });

  it("count ids and names per kind, deterministically, and overrides win", () => {
    resetDataGenerators();
    expect(buildStudent()).toMatchObject({ id: "00000000-0000-4000-8000-000000000001", name: "Student 1" });
    expect(buildStudent({ name: "Maya" })).toMatchObject({
      id: "00000000-0000-4000-8000-000000000002",
      name: "Maya",
    });
    expect(buildNote().id).toBe("0e0e0e0e-0000-4000-8000-000000000001");
    resetDataGenerators();
    expect(buildStudent().name).toBe("Student 1");
  });

  it("give each record its own lists, so changing one fixture never changes another", () => {
    const a = buildStudent();
    a.iepGoals.push("Read 90 WCPM");
    expect(buildStudent().iepGoals).toEqual([]);
  });

  it("merge plan overrides into the default plan and keep the used count in step", () => {
    const p = buildProfile({ plan: { notesUsedThisMonth: 10, canGenerate: false } });
    expect(p.plan).toEqual({
      state: "free",
      daysRemaining: null,
      notesUsedThisMonth: 10,
      noteLimit: 10,
      canGenerate: false,
    });
    expect(p.notesGeneratedThisMonth).toBe(10);
  });
});

describe("describeConsoleArgs", () => {
  it("fills %s from the following arguments, as React's warnings are written", () => {
    expect(describeConsoleArgs(["The tag <%s> is unrecognized in %s.", "search", "this browser"])).toBe(
      "The tag <search> is unrecognized in this browser.",
    );
  });

  it("shows errors by name and message, and appends what is left", () => {
    expect(describeConsoleArgs([new TypeError("boom"), { a: 1 }])).toBe('TypeError: boom {"a":1}');
    expect(describeConsoleArgs(["%cstyled", "color: red", "tail"])).toBe("styled tail");
  });
});
