import { ApiRequestError } from "@client/lib/api-client";
import { createStudentInput, studentSchema } from "@shared/contracts/students";
import { buildStudent } from "@shared/testing/data-generators";
import type { FieldErrors, ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { serverFieldErrors, studentFormResolver } from "./student-form-resolver";
import { STUDENT_FORM_TABS, tabsWithErrors } from "./student-form-tabs";
import {
  buildStudentInput,
  changedFields,
  emptyStudentFormValues,
  parsedStudent,
  type StudentFormValues,
  studentToFormValues,
} from "./student-form-values";

const options: ResolverOptions<StudentFormValues> = { fields: {}, shouldUseNativeValidation: false };

async function resolve(patch: Partial<StudentFormValues>) {
  const values = { ...emptyStudentFormValues(new Date(2026, 8, 15)), name: "Maya R.", ...patch };
  return studentFormResolver(values, undefined, options);
}

/** A message at a dotted path of a nested errors object. */
function messageAt(errors: FieldErrors<StudentFormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

describe("STUDENT_FORM_TABS", () => {
  it("puts every contract field (requirements 'Student fields') in exactly one tab", () => {
    const inTabs = STUDENT_FORM_TABS.flatMap((t) => [...t.fields]);
    expect(new Set(inTabs).size).toBe(inTabs.length);
    expect([...inTabs].sort()).toEqual(Object.keys(createStudentInput.shape).sort());
  });

  it("orders the tabs holding errors as the dialog shows them", () => {
    expect(tabsWithErrors(["parentContact.email", "iepGoals.0.value", "name"])).toEqual([
      "basics",
      "goals",
      "family",
    ]);
  });
});

describe("studentFormResolver (validates with the shared contract)", () => {
  it("gives the submit handler the contract body: trimmed, blank entries dropped, '' → null", async () => {
    const result = await resolve({
      name: "  Maya R.  ",
      grade: " 3 ",
      dateOfBirth: "",
      disabilities: [{ value: "Autism" }, { value: "  " }],
      iepGoals: [{ value: "" }],
      defaultStrategies: [
        { name: "", frequency: "", duration: "" },
        { name: "Graphic organizer", frequency: "Daily", duration: "15 minutes" },
      ],
      assessmentTools: [
        { subject: " Reading ", text: "ORF probes (WCPM)" },
        { subject: "", text: "" },
      ],
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      name: "Maya R.",
      grade: "3",
      dateOfBirth: null,
      studentId: null,
      disabilities: ["Autism"],
      iepGoals: [],
      defaultStrategies: [{ name: "Graphic organizer", frequency: "Daily", duration: "15 minutes" }],
      assessmentTools: { Reading: "ORF probes (WCPM)" },
    });
    // The body passes the server's strict contract as is (no unknown fields).
    expect(createStudentInput.safeParse(result.values).success).toBe(true);
  });

  it.each([
    { patch: { name: "   " }, path: "name", message: "Name is required" },
    { patch: { grade: "x".repeat(21) }, path: "grade", message: "Must be 20 characters or fewer" },
    {
      patch: { parentContact: { name: "", relationship: "", email: "not-an-email", phone: "" } },
      path: "parentContact.email",
      message: "Must be a valid email address",
    },
    {
      patch: { iepGoals: [{ value: "ok" }, { value: "g".repeat(2001) }] },
      path: "iepGoals.1.value",
      message: "Each entry must be 2000 characters or fewer",
    },
  ])("reports $path: $message", async ({ patch, path, message }) => {
    const result = await resolve(patch as Partial<StudentFormValues>);
    expect(messageAt(result.errors, path)).toBe(message);
  });

  it("puts a row's error on the form row even when blank rows before it are left out", async () => {
    const result = await resolve({
      defaultAccommodations: [
        { name: "", conditions: "", whenUsed: "" },
        { name: "Extended time", conditions: "1.5×", whenUsed: "Tests" },
        { name: "", conditions: "Small group", whenUsed: "" },
      ],
    });
    expect(messageAt(result.errors, "defaultAccommodations.2.name")).toBe("Accommodation name is required");
    expect(messageAt(result.errors, "defaultAccommodations.1.name")).toBeUndefined();
  });

  it.each([
    {
      rows: [{ subject: "", text: "20 digits correct" }],
      path: "iepGoalTargets.0.subject",
      message: "Enter the subject",
    },
    {
      rows: [
        { subject: "Math", text: "20 digits correct" },
        { subject: " math ", text: "25 digits correct" },
      ],
      path: "iepGoalTargets.1.subject",
      message: "math is already listed; put both in one row",
    },
    {
      rows: [{ subject: "s".repeat(101), text: "x" }],
      path: "iepGoalTargets.0.subject",
      message: "Subject must be 100 characters or fewer",
    },
    {
      rows: [{ subject: "Reading", text: "t".repeat(1001) }],
      path: "iepGoalTargets.0.text",
      message: "Must be 1000 characters or fewer",
    },
  ])("by-subject rows: $message", async ({ rows, path, message }) => {
    const result = await resolve({ iepGoalTargets: rows });
    expect(messageAt(result.errors, path)).toBe(message);
  });
});

describe("studentToFormValues ↔ buildStudentInput", () => {
  const student = buildStudent({
    name: "Jordan Lee",
    grade: "5",
    dateOfBirth: "2015-04-02",
    disabilities: ["Autism"],
    iepGoals: ["Given a visual schedule, Jordan will transition within 2 minutes in 4 of 5 opportunities."],
    parentContact: { name: "Sam Lee", relationship: "Father", email: "sam@example.org", phone: "555-0101" },
    defaultAccommodations: [
      { name: "Noise-cancelling headphones", conditions: "", whenUsed: "Independent work" },
    ],
    assessmentTools: { Behavior: "Frequency count" },
    presentLevels: "Reads 62 WCPM on grade-5 passages.",
  });

  it("round-trips every field of a stored student", () => {
    const data = parsedStudent(student);
    expect(data).toBeDefined();
    const { id, createdAt, updatedAt, ...fields } = studentSchema.parse(student);
    // The goal statements are not form text: the Goals tab edits the structured goals (decision 017).
    expect(data).toEqual({ ...fields, iepGoals: [] });
  });

  it("an unchanged form sends nothing; a change sends only that field (PATCH any subset)", () => {
    const before = parsedStudent(student);
    const values = studentToFormValues(student);
    const same = createStudentInput.parse(buildStudentInput(values).input);
    expect(changedFields(before, same)).toEqual({});
    const edited = createStudentInput.parse(buildStudentInput({ ...values, grade: "6" }).input);
    expect(changedFields(before, edited)).toEqual({ grade: "6" });
  });
});

describe("serverFieldErrors", () => {
  it("maps field lines of a 400 to form fields and leaves the rest to the summary", () => {
    const err = new ApiRequestError(400, "VALIDATION_ERROR", "…", {
      fields: [
        "grade: must be 20 characters or fewer",
        "parentContact.email: must be a valid email address",
        "iepGoals.3: each entry must be 2000 characters or fewer",
        "Unknown field: nickname",
      ],
    });
    expect(serverFieldErrors(err)).toEqual([
      { name: "grade", message: "Must be 20 characters or fewer" },
      { name: "parentContact.email", message: "Must be a valid email address" },
      { name: "iepGoals", message: "Each entry must be 2000 characters or fewer" },
    ]);
  });

  it("reads the message itself when there are no details", () => {
    const err = new ApiRequestError(400, "VALIDATION_ERROR", "studentId: is already in use");
    expect(serverFieldErrors(err)).toEqual([{ name: "studentId", message: "Is already in use" }]);
  });
});
