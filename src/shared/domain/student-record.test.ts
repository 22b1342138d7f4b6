import { describe, expect, it } from "vitest";
import { createStudentInput, studentSchema } from "../contracts/students.ts";
import { buildStudentRow } from "../testing/data-generators.ts";
import {
  fromStudentRow,
  parseParentContact,
  type StudentRecordRow,
  serializeParentContact,
  toStudentColumns,
} from "./student-record.ts";

/** A stored row with every optional column empty, as a fresh insert of `{name}` leaves it. */
function row(over: Partial<StudentRecordRow> = {}): StudentRecordRow {
  return buildStudentRow({
    id: "4b0f1c9e-8f0a-4c55-9a55-3f1f8f3f2a11",
    userId: "user-1",
    name: "Maya R.",
    ...over,
  });
}

describe("toStudentColumns: app field -> stored column where they differ", () => {
  // Each row: [rule of requirements "Student fields", app input, expected column values].
  const cases: [string, Parameters<typeof toStudentColumns>[0], Record<string, unknown>][] = [
    ["id; name; grade.", { name: "Maya R.", grade: "3" }, { name: "Maya R.", grade: "3" }],
    ["dateOfBirth -> date_of_birth.", { dateOfBirth: "2017-04-02" }, { dateOfBirth: "2017-04-02" }],
    ["studentId -> student_id_number.", { studentId: "S-1042" }, { studentIdNumber: "S-1042" }],
    [
      "annualMeetingDueDate -> annual_meeting_due_date.",
      { annualMeetingDueDate: "2027-03-01" },
      { annualMeetingDueDate: "2027-03-01" },
    ],
    ["caseManager -> case_manager.", { caseManager: "J. Ortiz" }, { caseManager: "J. Ortiz" }],
    [
      "serviceProviders -> service_providers (list).",
      { serviceProviders: ["Speech-language pathologist"] },
      { serviceProviders: ["Speech-language pathologist"] },
    ],
    [
      "disabilities (list). The stored single column disability holds the first entry.",
      { disabilities: ["Autism", "Speech or language impairment"] },
      { disabilities: ["Autism", "Speech or language impairment"], disability: "Autism" },
    ],
    [
      "disabilities (list) — an empty list leaves no first entry",
      { disabilities: [] },
      { disabilities: [], disability: null },
    ],
    [
      "iepGoals -> iep_goals (list).",
      { iepGoals: ["Read 90 WCPM by May"] },
      { iepGoals: ["Read 90 WCPM by May"] },
    ],
    [
      "notes -> notes_text.",
      { notes: "Prefers morning sessions" },
      { notesText: "Prefers morning sessions" },
    ],
    ["dateAdded -> date_added", { dateAdded: "2026-09-01" }, { dateAdded: "2026-09-01" }],
    [
      "Structured IEP sections, stored in snake_case columns: presentLevels, …, lreSetting.",
      { presentLevels: "Reads 52 WCPM", lreSetting: "General education 80% or more" },
      { presentLevels: "Reads 52 WCPM", lreSetting: "General education 80% or more" },
    ],
    [
      "Lists: accommodations, strengths, areasOfNeed, defaultStrategies, defaultAccommodations.",
      {
        accommodations: ["Extended time"],
        defaultStrategies: [{ name: "Choral reading", frequency: "daily", duration: "10 min" }],
      },
      {
        accommodations: ["Extended time"],
        defaultStrategies: [{ name: "Choral reading", frequency: "daily", duration: "10 min" }],
      },
    ],
    [
      "Objects: assessmentTools, iepGoalTargets.",
      { assessmentTools: { reading: "DIBELS ORF" }, iepGoalTargets: { reading: "90 WCPM" } },
      { assessmentTools: { reading: "DIBELS ORF" }, iepGoalTargets: { reading: "90 WCPM" } },
    ],
    [
      "parentContact -> parent_contact. It is an object stored as a JSON string",
      {
        parentContact: {
          name: "Ana R.",
          relationship: "Mother",
          email: "ana@example.test",
          phone: "555-0100",
        },
      },
      {
        parentContact: JSON.stringify({
          name: "Ana R.",
          relationship: "Mother",
          email: "ana@example.test",
          phone: "555-0100",
        }),
      },
    ],
    [
      "parentContact with every field blank is stored as null",
      { parentContact: { name: "", relationship: "", email: "", phone: "" } },
      { parentContact: null },
    ],
    [
      "identityFirstLanguage -> identity_first_language (the student's or family's stated preference)",
      { identityFirstLanguage: true },
      { identityFirstLanguage: true },
    ],
    [
      "'Optional fields default to null' — an explicit null clears the column",
      { grade: null, notes: null, dateOfBirth: null },
      { grade: null, notesText: null, dateOfBirth: null },
    ],
  ];

  it.each(cases)("%s", (_line, input, expected) => {
    expect(toStudentColumns(input)).toEqual(expected);
  });

  it("leaves out fields that were not sent, so a partial update changes only those", () => {
    const cols = toStudentColumns({ grade: "4" });
    expect(Object.keys(cols)).toEqual(["grade"]);
    expect(toStudentColumns({})).toEqual({});
  });

  it("accepts exactly what the create contract produces", () => {
    const data = createStudentInput.parse({
      name: "  Leo T. ",
      notes: "",
      disabilities: ["", "Other health impairment (ADHD)"],
    });
    expect(toStudentColumns(data)).toEqual({
      name: "Leo T.",
      notesText: null,
      disabilities: ["Other health impairment (ADHD)"],
      disability: "Other health impairment (ADHD)",
    });
  });
});

describe("parent_contact: 'parsed back when the stored text starts with a brace' (decision 003)", () => {
  const empty = { name: "", relationship: "", email: "", phone: "" };
  const cases: [string, string | null, typeof empty][] = [
    ["null reads as the empty contact", null, empty],
    ["blank text reads as the empty contact", "   ", empty],
    [
      "JSON object text is parsed",
      '{"name":"Ana R.","relationship":"Mother","email":"ana@example.test","phone":"555-0100"}',
      { name: "Ana R.", relationship: "Mother", email: "ana@example.test", phone: "555-0100" },
    ],
    ["leading spaces before the brace still parse", '  {"name":"Ana R."}', { ...empty, name: "Ana R." }],
    [
      "missing keys become empty, a numeric phone becomes text",
      '{"name":"Sam K.","phone":5550101}',
      { ...empty, name: "Sam K.", phone: "5550101" },
    ],
    [
      "legacy free text (no brace) is kept as the name",
      "Mother - Ana, 555-0100",
      { ...empty, name: "Mother - Ana, 555-0100" },
    ],
    [
      "a brace that is not valid JSON is kept as text",
      "{call grandmother}",
      { ...empty, name: "{call grandmother}" },
    ],
  ];

  it.each(cases)("%s", (_label, stored, expected) => {
    expect(parseParentContact(stored)).toEqual(expected);
  });

  it("round-trips through serialize and parse", () => {
    const contact = { name: "Ana R.", relationship: "Mother", email: "ana@example.test", phone: "555-0100" };
    expect(parseParentContact(serializeParentContact(contact))).toEqual(contact);
  });
});

describe("fromStudentRow: the API shape", () => {
  it("gives every field, with lists [], objects {}, optional fields null (the defaults)", () => {
    const s = fromStudentRow(row());
    expect(studentSchema.parse(s)).toEqual(s);
    expect(s).toMatchObject({
      grade: null,
      studentId: null,
      notes: null,
      presentLevels: null,
      transitionServices: null,
      serviceProviders: [],
      disabilities: [],
      iepGoals: [],
      accommodations: [],
      defaultStrategies: [],
      assessmentTools: {},
      iepGoalTargets: {},
      parentContact: { name: "", relationship: "", email: "", phone: "" },
    });
  });

  // [rule of requirements "Student fields", stored row values, expected API values]
  const cases: [string, Partial<StudentRecordRow>, Record<string, unknown>][] = [
    ["studentId -> student_id_number.", { studentIdNumber: "S-1042" }, { studentId: "S-1042" }],
    ["notes -> notes_text.", { notesText: "Bus 14" }, { notes: "Bus 14" }],
    ["dateAdded -> date_added", { dateAdded: "2026-08-30" }, { dateAdded: "2026-08-30" }],
    ["dateAdded … (falls back to created_at)", { dateAdded: null }, { dateAdded: "2026-09-14" }],
    [
      "The stored single column disability holds the first entry (legacy row with only the column)",
      { disability: "Hearing impairment", disabilities: [] },
      { disabilities: ["Hearing impairment"] },
    ],
    [
      "disabilities (list) wins over the single column",
      { disability: "Autism", disabilities: ["Autism", "Intellectual disability"] },
      { disabilities: ["Autism", "Intellectual disability"] },
    ],
    [
      "Lists missing in a legacy row read as []",
      { accommodations: null, strengths: undefined },
      { accommodations: [], strengths: [] },
    ],
    [
      "Objects missing in a legacy row read as {}",
      { assessmentTools: null, iepGoalTargets: [] },
      { assessmentTools: {}, iepGoalTargets: {} },
    ],
    [
      "defaultStrategies (name, frequency, duration): missing parts read as ''",
      { defaultStrategies: [{ name: "Visual schedule" }] },
      { defaultStrategies: [{ name: "Visual schedule", frequency: "", duration: "" }] },
    ],
    [
      "defaultAccommodations (name, conditions, whenUsed)",
      {
        defaultAccommodations: [
          { name: "Noise-reducing headphones", conditions: "loud rooms", whenUsed: "assemblies" },
        ],
      },
      {
        defaultAccommodations: [
          { name: "Noise-reducing headphones", conditions: "loud rooms", whenUsed: "assemblies" },
        ],
      },
    ],
    [
      "identity_first_language true → identityFirstLanguage true",
      { identityFirstLanguage: true },
      { identityFirstLanguage: true },
    ],
    [
      "identity_first_language absent (row read before the column existed) → false (person-first)",
      { identityFirstLanguage: undefined },
      { identityFirstLanguage: false },
    ],
    [
      "timestamps are ISO strings",
      { createdAt: "2026-09-14 15:30:00+00", updatedAt: new Date("2026-09-20T08:00:00Z") },
      { createdAt: "2026-09-14T15:30:00.000Z", updatedAt: "2026-09-20T08:00:00.000Z" },
    ],
  ];

  it.each(cases)("%s", (_line, stored, expected) => {
    expect(fromStudentRow(row(stored))).toMatchObject(expected);
  });

  it("does not expose the owner's user_id", () => {
    expect(fromStudentRow(row())).not.toHaveProperty("userId");
  });

  it("round-trips every writable field: toStudentColumns then fromStudentRow gives the input back", () => {
    const input = createStudentInput.parse({
      name: "Maya R.",
      grade: "3",
      dateOfBirth: "2017-04-02",
      studentId: "S-1042",
      parentContact: { name: "Ana R.", relationship: "Mother", email: "ana@example.test", phone: "555-0100" },
      annualMeetingDueDate: "2027-03-01",
      lastEvaluationDate: "2024-10-15",
      caseManager: "J. Ortiz",
      serviceProviders: ["Speech-language pathologist"],
      disabilities: ["Specific learning disability"],
      iepGoals: ["Read 90 WCPM with 95% accuracy"],
      notes: "Bus 14",
      dateAdded: "2026-09-01",
      presentLevels: "52 WCPM",
      assessmentParticipation: "State test with accommodations",
      placement: "Resource room",
      serviceDelivery: "30 min daily",
      iepDetails: "Annual IEP",
      progressMeasurement: "Weekly CBM",
      behaviorSupport: "None needed",
      assistiveTechnology: "Text-to-speech",
      communication: "Verbal",
      extendedSchoolYear: "Not eligible",
      lreSetting: "General education 80%+",
      transitionServices: "Not yet (under 16)",
      accommodations: ["Extended time"],
      strengths: ["Curious"],
      areasOfNeed: ["Decoding"],
      defaultStrategies: [{ name: "Repeated reading", frequency: "daily", duration: "10 min" }],
      defaultAccommodations: [{ name: "Read aloud", conditions: "tests", whenUsed: "math" }],
      assessmentTools: { reading: "DIBELS ORF" },
      iepGoalTargets: { reading: "90 WCPM" },
      identityFirstLanguage: true,
      homeLanguage: "es",
    });
    const stored = row(toStudentColumns(input) as Partial<StudentRecordRow>);
    const { id: _id, createdAt: _c, updatedAt: _u, ...api } = fromStudentRow(stored);
    expect(api).toEqual(input);
  });
});
