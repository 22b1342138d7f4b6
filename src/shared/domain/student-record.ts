/**
 * The one app↔column mapping for students (requirements "Student fields"; decision 003 for parent_contact).
 *
 * - `toStudentColumns(data)`: validated create/update data (app field names, `CreateStudentData` /
 *   `UpdateStudentData` from `contracts/students.ts`) → the values of a drizzle insert or update on
 *   `students` (drizzle's camelCase keys for the stored snake_case columns).
 * - `fromStudentRow(row)`: a stored row → the `Student` API shape, with the read rules of requirements "Student fields".
 *
 * This module runs anywhere (architecture "Layout"), so it cannot import the server's drizzle schema; the
 * row type below is declared here and is structurally the drizzle `students` row.
 */
import type {
  CreateStudentData,
  DefaultAccommodation,
  DefaultStrategy,
  HomeLanguage,
  ParentContact,
  Student,
} from "../contracts/students.ts";

/** A `students` row as drizzle returns it (columns of requirements "Student fields"; dates as `YYYY-MM-DD` strings). */
export interface StudentRecordRow {
  id: string;
  userId: string;
  name: string;
  grade: string | null;
  dateOfBirth: string | null;
  studentIdNumber: string | null;
  /** JSON text of the contact object, legacy free text, or null (decision 003). */
  parentContact: string | null;
  annualMeetingDueDate: string | null;
  /** last_evaluation_date; absent in rows read before it existed. */
  lastEvaluationDate?: string | null;
  caseManager: string | null;
  serviceProviders: unknown;
  /** The single column disability holds the first entry (requirements "Student fields"). */
  disability: string | null;
  disabilities: unknown;
  iepGoals: unknown;
  notesText: string | null;
  dateAdded: string | null;
  presentLevels: string | null;
  assessmentParticipation: string | null;
  placement: string | null;
  serviceDelivery: string | null;
  iepDetails: string | null;
  progressMeasurement: string | null;
  behaviorSupport: string | null;
  assistiveTechnology: string | null;
  communication: string | null;
  extendedSchoolYear: string | null;
  lreSetting: string | null;
  transitionServices: string | null;
  accommodations: unknown;
  strengths: unknown;
  areasOfNeed: unknown;
  defaultStrategies: unknown;
  defaultAccommodations: unknown;
  assessmentTools: unknown;
  iepGoalTargets: unknown;
  /** identity_first_language (not null, default false); absent in rows read before it existed. */
  identityFirstLanguage?: boolean | null;
  /** home_language (nullable text, "en" | "es"); absent in rows read before it existed. */
  homeLanguage?: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** The writable columns (everything but id, user_id and the timestamps), as drizzle insert/update values. */
export interface StudentColumns {
  name?: string;
  grade?: string | null;
  dateOfBirth?: string | null;
  studentIdNumber?: string | null;
  parentContact?: string | null;
  annualMeetingDueDate?: string | null;
  lastEvaluationDate?: string | null;
  caseManager?: string | null;
  serviceProviders?: string[];
  disability?: string | null;
  disabilities?: string[];
  iepGoals?: string[];
  notesText?: string | null;
  dateAdded?: string | null;
  presentLevels?: string | null;
  assessmentParticipation?: string | null;
  placement?: string | null;
  serviceDelivery?: string | null;
  iepDetails?: string | null;
  progressMeasurement?: string | null;
  behaviorSupport?: string | null;
  assistiveTechnology?: string | null;
  communication?: string | null;
  extendedSchoolYear?: string | null;
  lreSetting?: string | null;
  transitionServices?: string | null;
  accommodations?: string[];
  strengths?: string[];
  areasOfNeed?: string[];
  defaultStrategies?: DefaultStrategy[];
  defaultAccommodations?: DefaultAccommodation[];
  assessmentTools?: Record<string, string>;
  iepGoalTargets?: Record<string, string>;
  identityFirstLanguage?: boolean;
  homeLanguage?: HomeLanguage | null;
}

/** Validated input with app field names: all of create's fields, each optional (update sends a subset). */
export type StudentInputData = Partial<CreateStudentData>;

/**
 * App field → stored column where they differ (requirements "Student fields"). Fields not listed keep their name (drizzle
 * key = app name; drizzle turns it into the snake_case column, e.g. presentLevels → present_levels).
 * `parentContact` and `disabilities` need more than a rename and are handled in `toStudentColumns`.
 */
export const STUDENT_FIELD_TO_COLUMN = {
  studentId: "studentIdNumber",
  notes: "notesText",
} as const satisfies Partial<Record<keyof StudentInputData, keyof StudentColumns>>;

/** The empty contact: what a stored null reads as (requirements "Student fields": parentContact is always an object). */
export const EMPTY_PARENT_CONTACT: ParentContact = Object.freeze({
  name: "",
  relationship: "",
  email: "",
  phone: "",
}) as ParentContact;

/**
 * Maps validated create/update data to column values (requirements "Student fields", "Saving students": optional
 * fields default to null, or to empty lists or objects).
 *
 * Only the keys present in `data` appear in the result, so the same function serves a partial update
 * (absent = unchanged) and a create (absent = the column default: null, `[]` or `{}`).
 * - `studentId` → `studentIdNumber`, `notes` → `notesText`;
 * - `disabilities` also sets `disability` to its first entry, or null for an empty list;
 * - `parentContact` is stored as a JSON string; a contact whose four fields are all blank is stored
 *   as null (it reads back as the empty contact either way).
 */
export function toStudentColumns(data: StudentInputData): StudentColumns {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) {
    if (value === undefined) continue;
    if (field === "parentContact") {
      out.parentContact = serializeParentContact(value as ParentContact);
    } else if (field === "disabilities") {
      const list = value as string[];
      out.disabilities = list;
      out.disability = list[0] ?? null;
    } else {
      const column = (STUDENT_FIELD_TO_COLUMN as Record<string, string>)[field] ?? field;
      out[column] = value;
    }
  }
  return out as StudentColumns;
}

/** The stored text of a contact: JSON of the four fields, or null when all are blank. */
export function serializeParentContact(contact: ParentContact | null | undefined): string | null {
  if (!contact) return null;
  const c = {
    name: contact.name ?? "",
    relationship: contact.relationship ?? "",
    email: contact.email ?? "",
    phone: contact.phone ?? "",
  };
  if (!c.name && !c.relationship && !c.email && !c.phone) return null;
  return JSON.stringify(c);
}

/**
 * Reads a stored contact (decision 003: parsed back when the stored text starts with a brace).
 * - null or blank → the empty contact;
 * - text starting with `{` (after leading spaces) that parses as a JSON object → its four fields
 *   (missing ones "", numbers turned into text, anything else "");
 * - any other text (a legacy free-text contact, or braces that are not valid JSON) → `{ name: text }`
 *   with the other fields "" (decision 003: never lose what the teacher wrote).
 */
export function parseParentContact(stored: string | null | undefined): ParentContact {
  if (stored == null || stored.trim() === "") return { ...EMPTY_PARENT_CONTACT };
  const text = stored.trim();
  if (text.startsWith("{")) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isPlainObject(parsed)) {
        return {
          name: asText(parsed.name),
          relationship: asText(parsed.relationship),
          email: asText(parsed.email),
          phone: asText(parsed.phone),
        };
      }
    } catch {
      // Not JSON after all: fall through and keep the text.
    }
  }
  return { ...EMPTY_PARENT_CONTACT, name: text };
}

/**
 * A stored row → the `Student` API shape (requirements "Student fields"):
 * - every field present; lists `[]` and objects `{}` when missing; optional text/date fields null;
 * - `studentId` from student_id_number, `notes` from notes_text, `parentContact` parsed (see above);
 * - `identityFirstLanguage` true only when stored true (person-first is the default);
 * - `homeLanguage` "es" only when stored "es" (English is the default);
 * - `disabilities` from the list, or `[disability]` for a legacy row whose list is empty;
 * - `dateAdded` = date_added, else the UTC calendar date of created_at ("falls back to created_at");
 * - `createdAt` / `updatedAt` as ISO 8601 strings.
 */
export function fromStudentRow(row: StudentRecordRow): Student {
  const disabilities = stringArray(row.disabilities);
  const createdAt = toIso(row.createdAt);
  return {
    id: row.id,
    name: row.name,
    grade: row.grade ?? null,
    dateOfBirth: row.dateOfBirth ?? null,
    studentId: row.studentIdNumber ?? null,
    parentContact: parseParentContact(row.parentContact),
    annualMeetingDueDate: row.annualMeetingDueDate ?? null,
    lastEvaluationDate: row.lastEvaluationDate ?? null,
    caseManager: row.caseManager ?? null,
    serviceProviders: stringArray(row.serviceProviders),
    disabilities: disabilities.length === 0 && row.disability ? [row.disability] : disabilities,
    iepGoals: stringArray(row.iepGoals),
    notes: row.notesText ?? null,
    dateAdded: row.dateAdded ?? createdAt.slice(0, 10),
    presentLevels: row.presentLevels ?? null,
    assessmentParticipation: row.assessmentParticipation ?? null,
    placement: row.placement ?? null,
    serviceDelivery: row.serviceDelivery ?? null,
    iepDetails: row.iepDetails ?? null,
    progressMeasurement: row.progressMeasurement ?? null,
    behaviorSupport: row.behaviorSupport ?? null,
    assistiveTechnology: row.assistiveTechnology ?? null,
    communication: row.communication ?? null,
    extendedSchoolYear: row.extendedSchoolYear ?? null,
    lreSetting: row.lreSetting ?? null,
    transitionServices: row.transitionServices ?? null,
    accommodations: stringArray(row.accommodations),
    strengths: stringArray(row.strengths),
    areasOfNeed: stringArray(row.areasOfNeed),
    defaultStrategies: objectArray(row.defaultStrategies).map((s) => ({
      name: asText(s.name),
      frequency: asText(s.frequency),
      duration: asText(s.duration),
    })),
    defaultAccommodations: objectArray(row.defaultAccommodations).map((a) => ({
      name: asText(a.name),
      conditions: asText(a.conditions),
      whenUsed: asText(a.whenUsed),
    })),
    assessmentTools: textRecord(row.assessmentTools),
    iepGoalTargets: textRecord(row.iepGoalTargets),
    identityFirstLanguage: row.identityFirstLanguage === true,
    homeLanguage: row.homeLanguage === "es" ? "es" : "en",
    createdAt,
    updatedAt: toIso(row.updatedAt),
  };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function asText(v: unknown): string {
  if (typeof v === "string") return v;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return "";
}

function stringArray(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
}

function objectArray(v: unknown): Record<string, unknown>[] {
  return Array.isArray(v) ? v.filter(isPlainObject) : [];
}

function textRecord(v: unknown): Record<string, string> {
  if (!isPlainObject(v)) return {};
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(v)) if (typeof val === "string") out[k] = val;
  return out;
}

function toIso(v: Date | string): string {
  return (v instanceof Date ? v : new Date(v)).toISOString();
}

/**
 * The IEP fields a student and a stored row share, all empty (fresh lists on every call): the values
 * a new student has until the teacher fills them (requirements "Student fields").
 */
export function emptyIepFields() {
  return {
    presentLevels: null,
    assessmentParticipation: null,
    placement: null,
    serviceDelivery: null,
    iepDetails: null,
    progressMeasurement: null,
    behaviorSupport: null,
    assistiveTechnology: null,
    communication: null,
    extendedSchoolYear: null,
    lreSetting: null,
    transitionServices: null,
    accommodations: [],
    strengths: [],
    areasOfNeed: [],
    defaultStrategies: [],
    defaultAccommodations: [],
    assessmentTools: {},
    iepGoalTargets: {},
  } satisfies Partial<Student> & Partial<StudentRecordRow>;
}
