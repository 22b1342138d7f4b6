/**
 * The add/edit student form's values and their mapping to the API contract (requirements
 * "Student fields"; contract `createStudentInput` in @shared/contracts/students).
 *
 * The form keeps lists as rows (`{ value }` objects, so react-hook-form can add and remove them)
 * and the by-subject objects (`assessmentTools`, `iepGoalTargets`) as `{ subject, text }` rows.
 * `iepGoals` rows are the goals typed while adding a student (each becomes a structured goal with only
 * its statement); an existing student's goals are edited as structured goals by the Goals tab's
 * editor, so its `iepGoals` rows start and stay empty (decision 017).
 * `buildStudentInput` turns the rows into the contract's shape; `student-form-resolver.ts`
 * validates it with the shared contract and reports each problem next to the row that caused it.
 */
import {
  bySubjectSchema,
  type CreateStudentData,
  type CreateStudentInput,
  createStudentInput,
  type HomeLanguage,
  IEP_SECTION_FIELDS,
  type IepSectionField,
  type Student,
} from "@shared/contracts/students";
import type { FieldError } from "react-hook-form";
import { todayIsoDate } from "./annual-review";

/** Lists of plain text (requirements "Student fields"). */
export const STRING_LIST_FIELDS = [
  "disabilities",
  "serviceProviders",
  "iepGoals",
  "accommodations",
  "strengths",
  "areasOfNeed",
] as const;
export type StringListField = (typeof STRING_LIST_FIELDS)[number];

/** Objects keyed by subject (requirements "Student fields"). */
export const BY_SUBJECT_FIELDS = ["assessmentTools", "iepGoalTargets"] as const;
export type BySubjectField = (typeof BY_SUBJECT_FIELDS)[number];

/** Lists of objects (requirements "Student fields"). */
export const OBJECT_LIST_FIELDS = ["defaultStrategies", "defaultAccommodations"] as const;
export type ObjectListField = (typeof OBJECT_LIST_FIELDS)[number];

/** Optional single-line or free-text fields besides the IEP sections. */
export const PLAIN_TEXT_FIELDS = ["grade", "studentId", "caseManager", "notes"] as const;
/** `YYYY-MM-DD` fields (a date input gives "" when empty → null). */
export const DATE_FIELDS = [
  "dateOfBirth",
  "annualMeetingDueDate",
  "lastEvaluationDate",
  "dateAdded",
] as const;

export interface TextRow {
  value: string;
}
export interface SubjectRow {
  subject: string;
  text: string;
}
export interface StrategyRow {
  name: string;
  frequency: string;
  duration: string;
}
export interface AccommodationRow {
  name: string;
  conditions: string;
  whenUsed: string;
}

/** Everything the form holds. Text is "" when empty; every key of the contract is present. */
export type StudentFormValues = {
  name: string;
  parentContact: { name: string; relationship: string; email: string; phone: string };
  defaultStrategies: StrategyRow[];
  defaultAccommodations: AccommodationRow[];
  /** The student's or family's stated preference for identity-first language (APA 7 §5.4). */
  identityFirstLanguage: boolean;
  /** The family's language for reports (requirements "Student fields"). */
  homeLanguage: HomeLanguage;
} & Record<(typeof PLAIN_TEXT_FIELDS)[number], string> &
  Record<(typeof DATE_FIELDS)[number], string> &
  Record<IepSectionField, string> &
  Record<StringListField, TextRow[]> &
  Record<BySubjectField, SubjectRow[]>;

/** Top-level form field names (also the contract's field names). */
export type StudentFormField = keyof StudentFormValues;

const textRows = (list: readonly string[]): TextRow[] => list.map((value) => ({ value }));

/**
 * Values for a new student: today's date as the date added, one empty disability row and one
 * empty goal row to type into; identity-first language as the teacher's preference says
 * (`identityFirst`, requirements "Profile"); everything else empty.
 */
export function emptyStudentFormValues(today: Date = new Date(), identityFirst = false): StudentFormValues {
  const text = Object.fromEntries(
    [...PLAIN_TEXT_FIELDS, ...IEP_SECTION_FIELDS, ...DATE_FIELDS].map((f) => [f, ""]),
  ) as Record<(typeof PLAIN_TEXT_FIELDS)[number] | IepSectionField | (typeof DATE_FIELDS)[number], string>;
  return {
    ...text,
    name: "",
    dateAdded: todayIsoDate(today),
    parentContact: { name: "", relationship: "", email: "", phone: "" },
    disabilities: [{ value: "" }],
    serviceProviders: [],
    iepGoals: [{ value: "" }],
    accommodations: [],
    strengths: [],
    areasOfNeed: [],
    defaultStrategies: [],
    defaultAccommodations: [],
    assessmentTools: [],
    iepGoalTargets: [],
    identityFirstLanguage: identityFirst,
    homeLanguage: "en",
  };
}

/** The form's values for an existing student (nulls become "", lists and objects become rows). */
export function studentToFormValues(student: Student): StudentFormValues {
  const text = Object.fromEntries(
    [...PLAIN_TEXT_FIELDS, ...IEP_SECTION_FIELDS, ...DATE_FIELDS].map((f) => [f, student[f] ?? ""]),
  ) as Record<(typeof PLAIN_TEXT_FIELDS)[number] | IepSectionField | (typeof DATE_FIELDS)[number], string>;
  const subjectRows = (o: Record<string, string>): SubjectRow[] =>
    Object.entries(o).map(([subject, t]) => ({ subject, text: t }));
  return {
    ...text,
    name: student.name,
    parentContact: { ...student.parentContact },
    disabilities: textRows(student.disabilities),
    serviceProviders: textRows(student.serviceProviders),
    // An existing student's goals are edited as structured goals, never as text (decision 017).
    iepGoals: [],
    accommodations: textRows(student.accommodations),
    strengths: textRows(student.strengths),
    areasOfNeed: textRows(student.areasOfNeed),
    defaultStrategies: student.defaultStrategies.map((s) => ({ ...s })),
    defaultAccommodations: student.defaultAccommodations.map((a) => ({ ...a })),
    assessmentTools: subjectRows(student.assessmentTools),
    iepGoalTargets: subjectRows(student.iepGoalTargets),
    identityFirstLanguage: student.identityFirstLanguage,
    homeLanguage: student.homeLanguage,
  };
}

/** The contract body built from the form, and how to find a contract path's row in the form. */
export interface BuiltStudentInput {
  /** Every contract field, unvalidated (the contract trims, drops blank list entries, "" → null). */
  input: CreateStudentInput;
  /** Problems the contract cannot see in rows (a text without its subject, a repeated subject). */
  rowErrors: Record<string, FieldError>;
  /** The form path of a contract issue path, e.g. ["defaultStrategies", 0, "name"] → "defaultStrategies.2.name". */
  formPath: (path: readonly PropertyKey[]) => string;
}

const blank = (s: string) => s.trim() === "";

/**
 * `{ subject, text }` rows → the contract's object keyed by subject. Fully blank rows are left out;
 * a row without its subject, with a subject over 100 characters, or repeating a subject (ignoring
 * case) gets an error in `rowErrors` (keyed by form path) and is left out.
 * @returns the object and, per kept subject, the index of its row.
 */
function subjectRowsToRecord(
  field: BySubjectField,
  rows: readonly SubjectRow[],
  rowErrors: Record<string, FieldError>,
): { out: Record<string, string>; rowOf: Map<string, number> } {
  const out: Record<string, string> = {};
  const seen = new Map<string, number>();
  const rowOf = new Map<string, number>();
  rows.forEach((row, i) => {
    const subject = row.subject.trim();
    if (subject === "" && blank(row.text)) return;
    if (subject === "") {
      rowErrors[`${field}.${i}.subject`] = { type: "required", message: "Enter the subject" };
      return;
    }
    if (!bySubjectSchema.keyType.safeParse(subject).success) {
      rowErrors[`${field}.${i}.subject`] = {
        type: "too_big",
        message: "Subject must be 100 characters or fewer",
      };
      return;
    }
    const folded = subject.toLocaleLowerCase();
    if (seen.has(folded)) {
      rowErrors[`${field}.${i}.subject`] = {
        type: "duplicate",
        message: `${subject} is already listed; put both in one row`,
      };
      return;
    }
    seen.set(folded, i);
    rowOf.set(subject, i);
    out[subject] = row.text;
  });
  return { out, rowOf };
}

/**
 * Builds the contract body from the form's values. Fully blank object rows and subject rows are
 * left out (an added-then-unused row is not an error); blank list entries are sent and dropped by
 * the contract, so issue indices of string lists match the form's rows.
 */
export function buildStudentInput(values: StudentFormValues): BuiltStudentInput {
  const rowErrors: Record<string, FieldError> = {};
  const keptRows: Partial<Record<ObjectListField, number[]>> = {};
  const subjectRow: Partial<Record<BySubjectField, Map<string, number>>> = {};

  const objectRows = <R extends object>(field: ObjectListField, rows: readonly R[]): R[] => {
    const kept: number[] = [];
    const out: R[] = [];
    rows.forEach((row, i) => {
      if (Object.values(row).every((v) => typeof v !== "string" || blank(v))) return;
      kept.push(i);
      out.push(row);
    });
    keptRows[field] = kept;
    return out;
  };

  const bySubject = (field: BySubjectField, rows: readonly SubjectRow[]): Record<string, string> => {
    const { out, rowOf } = subjectRowsToRecord(field, rows, rowErrors);
    subjectRow[field] = rowOf;
    return out;
  };

  const dateOrNull = (s: string) => (blank(s) ? null : s.trim());

  const input: CreateStudentInput = {
    name: values.name,
    grade: values.grade,
    dateOfBirth: dateOrNull(values.dateOfBirth),
    studentId: values.studentId,
    parentContact: { ...values.parentContact },
    annualMeetingDueDate: dateOrNull(values.annualMeetingDueDate),
    lastEvaluationDate: dateOrNull(values.lastEvaluationDate),
    caseManager: values.caseManager,
    notes: values.notes,
    dateAdded: dateOrNull(values.dateAdded),
    ...(Object.fromEntries(IEP_SECTION_FIELDS.map((f) => [f, values[f]])) as Record<IepSectionField, string>),
    ...(Object.fromEntries(STRING_LIST_FIELDS.map((f) => [f, values[f].map((r) => r.value)])) as Record<
      StringListField,
      string[]
    >),
    defaultStrategies: objectRows("defaultStrategies", values.defaultStrategies),
    defaultAccommodations: objectRows("defaultAccommodations", values.defaultAccommodations),
    assessmentTools: bySubject("assessmentTools", values.assessmentTools),
    iepGoalTargets: bySubject("iepGoalTargets", values.iepGoalTargets),
    identityFirstLanguage: values.identityFirstLanguage,
    homeLanguage: values.homeLanguage,
  };

  const formPath = (path: readonly PropertyKey[]): string => {
    const [field, index, ...rest] = path.map(String);
    if (field === undefined) return "root";
    if (index === undefined) return field;
    if ((STRING_LIST_FIELDS as readonly string[]).includes(field)) return `${field}.${index}.value`;
    if ((OBJECT_LIST_FIELDS as readonly string[]).includes(field)) {
      const row = keptRows[field as ObjectListField]?.[Number(index)] ?? index;
      return [field, row, ...rest].join(".");
    }
    if ((BY_SUBJECT_FIELDS as readonly string[]).includes(field)) {
      const row = subjectRow[field as BySubjectField]?.get(index);
      return row === undefined ? field : `${field}.${row}.text`;
    }
    return [field, index, ...rest].join(".");
  };

  return { input, rowErrors, formPath };
}

/**
 * The fields of `next` that differ from `previous` (both parsed contract bodies): the PATCH body
 * of an edit (contract `updateStudentInput`: any subset, at least one field). Empty when nothing
 * changed.
 */
export function changedFields(previous: CreateStudentData | undefined, next: CreateStudentData) {
  if (!previous) return { ...next };
  const out: Partial<CreateStudentData> = {};
  for (const key of Object.keys(next) as (keyof CreateStudentData)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(previous[key])) {
      (out as Record<string, unknown>)[key] = next[key];
    }
  }
  return out;
}

/** The parsed contract body of a student as stored (to diff an edit against); undefined if invalid. */
export function parsedStudent(student: Student): CreateStudentData | undefined {
  const result = createStudentInput.safeParse(buildStudentInput(studentToFormValues(student)).input);
  return result.success ? result.data : undefined;
}
