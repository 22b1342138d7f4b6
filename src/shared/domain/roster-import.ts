/**
 * The rules of a roster import (requirements "Roster import"), pure so that the server and the tests
 * share them: the guess of each column's field from its header, and the value rules of one row —
 * names, grades, dates, disabilities, the annual review from the current IEP's date, the parent
 * contact — ending in the student contract's create input (`createStudentInput`) or the row's errors.
 */
import { addYears, format, parse, subDays } from "date-fns";
import { IMPORT_FIELD_LABELS, type ImportRowError, type StudentImportField } from "../contracts/imports.ts";
import { type CreateStudentInput, createStudentInput } from "../contracts/students.ts";
import { parseImportDate } from "./import-dates.ts";

/** A header or code as compared: lower case, accents dropped, only letters and digits kept. */
export function headerKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/**
 * Header names of each field, as {@link headerKey} writes them: the names district exports use
 * (PowerSchool, Infinite Campus, Skyward, Aeries) and the ones teachers type.
 */
export const ROSTER_HEADER_NAMES: Record<StudentImportField, readonly string[]> = {
  name: ["studentname", "name", "fullname", "studentfullname", "student", "lastfirst", "namelastfirst"],
  firstName: ["firstname", "first", "studentfirstname", "fname", "givenname", "legalfirstname"],
  lastName: ["lastname", "last", "studentlastname", "lname", "surname", "familyname", "legallastname"],
  studentId: [
    "studentid",
    "stuid",
    "studentnumber",
    "studentno",
    "stunumber",
    "stunum",
    "studentidnumber",
    "stateid",
    "statestudentid",
    "ssid",
    "localid",
    "localstudentid",
    "permid",
    "permanentid",
    "sisid",
    "id",
  ],
  dateOfBirth: ["dob", "birthdate", "dateofbirth", "birthday", "studentbirthdate", "birthdt"],
  grade: ["gr", "grade", "gradelevel", "grd", "currentgrade", "grlvl", "gradelvl", "grlevel"],
  caseManager: [
    "casemgr",
    "casemanager",
    "casemanagername",
    "spedcasemanager",
    "iepcasemanager",
    "specialeducationcasemanager",
  ],
  disabilities: [
    "primarydisability",
    "disability",
    "disabilities",
    "eligibility",
    "primaryeligibility",
    "eligibilitycategory",
    "disabilitycategory",
    "primaryexceptionality",
    "exceptionality",
  ],
  annualMeetingDueDate: [
    "annualreviewdue",
    "annualreviewduedate",
    "annualreview",
    "nextannualreview",
    "nextannualreviewdate",
    "nextiepdate",
    "iepduedate",
    "annualiepdue",
    "annualduedate",
  ],
  lastIepDate: [
    "annualiepdate",
    "iepdate",
    "lastiepdate",
    "currentiepdate",
    "iepmeetingdate",
    "lastannualreview",
    "lastannualreviewdate",
    "lastiep",
  ],
  lastEvaluationDate: [
    "lastevaluationdate",
    "lastevaluation",
    "evaluationdate",
    "lasteval",
    "lastevaldate",
    "evaldate",
    "lastreevaluationdate",
    "reevaluationdate",
  ],
  parentName: [
    "parentguardian",
    "parentguardianname",
    "guardianname",
    "guardian",
    "parentname",
    "parent",
    "contactname",
    "primarycontact",
  ],
  parentRelationship: ["relationship", "guardianrelationship", "contactrelationship", "parentrelationship"],
  parentPhone: [
    "guardianphone",
    "parentphone",
    "parentguardianphone",
    "contactphone",
    "phone",
    "homephone",
    "phonenumber",
    "primaryphone",
  ],
  parentEmail: [
    "guardianemail",
    "parentemail",
    "parentguardianemail",
    "contactemail",
    "email",
    "emailaddress",
  ],
};

const FIELD_OF_KEY = new Map<string, StudentImportField>(
  Object.entries(ROSTER_HEADER_NAMES).flatMap(([field, keys]) =>
    keys.map((k) => [k, field as StudentImportField] as const),
  ),
);

/**
 * The server's guess of each column's field from its header name (case, spacing and punctuation
 * ignored, {@link ROSTER_HEADER_NAMES}). A field is guessed for the first column that names it only.
 * @returns every column, mapped to its field or null.
 */
export function guessRosterMapping(columns: readonly string[]): Record<string, StudentImportField | null> {
  const taken = new Set<StudentImportField>();
  const mapping: Record<string, StudentImportField | null> = {};
  for (const column of columns) {
    const field = FIELD_OF_KEY.get(headerKey(column));
    if (field && !taken.has(field)) {
      taken.add(field);
      mapping[column] = field;
    } else mapping[column] = null;
  }
  return mapping;
}

const GRADE_WORDS = [
  ["first", "one"],
  ["second", "two"],
  ["third", "three"],
  ["fourth", "four"],
  ["fifth", "five"],
  ["sixth", "six"],
  ["seventh", "seven"],
  ["eighth", "eight"],
  ["ninth", "nine"],
  ["tenth", "ten"],
  ["eleventh", "eleven"],
  ["twelfth", "twelve"],
] as const;

/**
 * A grade as stored: "PK", "K" or "1"–"12".
 * Read: "PK", "Pre-K", "P", "Pre-kindergarten", "Preschool" → "PK"; "K", "KG", "KN", "Kdg",
 * "Kindergarten", "0", "00" → "K"; a number 1–12 with leading zeros, an ordinal ending or a word
 * ("03", "3rd", "third", "three"), each optionally after "Grade", "Gr" or "Grd" ("Gr 3", "Grade 3").
 * @returns the stored grade, or null for anything else (a row error).
 */
export function parseGrade(text: string): string | null {
  const key = headerKey(text).replace(/^(grade|grd|gr)(?=.)/, "");
  if (["pk", "p", "prek", "prekindergarten", "preschool"].includes(key)) return "PK";
  if (["k", "kg", "kn", "kdg", "kinder", "kindergarten", "0", "00"].includes(key)) return "K";
  const n = /^0*(\d{1,2})(st|nd|rd|th)?$/.exec(key);
  if (n) {
    const value = Number(n[1]);
    return value >= 1 && value <= 12 ? String(value) : null;
  }
  const word = GRADE_WORDS.findIndex((forms) => (forms as readonly string[]).includes(key));
  return word >= 0 ? String(word + 1) : null;
}

/**
 * A student's name as stored, "First Last": a `name` cell written "Last, First" or "Last, First
 * Middle" is turned around ("Robinson, Maya Jane" → "Maya Jane Robinson"), any other is kept as
 * typed; without a name, `firstName` and `lastName` joined. Runs of spaces become one.
 * @returns the name, or null when every part is empty (a row error).
 */
export function rosterName(parts: { name?: string; firstName?: string; lastName?: string }): string | null {
  const clean = (s: string | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
  const name = clean(parts.name);
  if (name !== "") {
    const comma = name.indexOf(",");
    if (comma < 0) return name;
    const last = clean(name.slice(0, comma));
    const first = clean(name.slice(comma + 1).replace(/,/g, " "));
    return [first, last].filter((s) => s !== "").join(" ") || null;
  }
  const joined = [clean(parts.firstName), clean(parts.lastName)].filter((s) => s !== "").join(" ");
  return joined === "" ? null : joined;
}

/**
 * The IDEA disability categories (34 CFR 300.8(c); developmental delay, 300.8(b)) by the codes
 * district systems write, as {@link headerKey} writes them.
 */
export const DISABILITY_CODES: Record<string, string> = {
  aut: "Autism",
  au: "Autism",
  db: "Deaf-blindness",
  dfb: "Deaf-blindness",
  def: "Deafness",
  dhh: "Hearing impairment",
  hi: "Hearing impairment",
  ed: "Emotional disturbance",
  ebd: "Emotional disturbance",
  emd: "Emotional disturbance",
  id: "Intellectual disability",
  md: "Multiple disabilities",
  oi: "Orthopedic impairment",
  ohi: "Other health impairment",
  sld: "Specific learning disability",
  ld: "Specific learning disability",
  sli: "Speech or language impairment",
  sl: "Speech or language impairment",
  si: "Speech or language impairment",
  tbi: "Traumatic brain injury",
  vi: "Visual impairment including blindness",
  dd: "Developmental delay",
};

/**
 * The disabilities of one cell: several separated by `;`, `,`, `/`, `|` or line breaks; a category
 * code ({@link DISABILITY_CODES}, any case and punctuation: "S.L.D.") becomes the category's name,
 * other text is kept as typed. Repeats are dropped; the order is the cell's (the primary first).
 */
export function parseDisabilities(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/[;,/|\r\n]+/)) {
    const typed = part.replace(/\s+/g, " ").trim();
    if (typed === "") continue;
    const named = DISABILITY_CODES[headerKey(typed)] ?? typed;
    if (!out.some((d) => d.toLowerCase() === named.toLowerCase())) out.push(named);
  }
  return out;
}

/**
 * The annual review's due date from the date of the IEP in effect: the IEP is reviewed "not less
 * than annually" (34 CFR 300.324(b)(1)(i)), so it falls due one year later less a day (an IEP of
 * 2025-09-15 is due by 2026-09-14; one of 2024-03-01 by 2025-02-28).
 * @param iepDate `YYYY-MM-DD`.
 * @returns `YYYY-MM-DD`.
 */
export function annualReviewDue(iepDate: string): string {
  const day = parse(iepDate, "yyyy-MM-dd", new Date(2000, 0, 1));
  return format(addYears(subDays(day, 1), 1), "yyyy-MM-dd");
}

/** The fields of one row as text (a field not mapped is absent). */
export type RosterCells = Partial<Record<StudentImportField, string>>;

/** One row read: the values shown in the preview, the create input, and what is wrong with it. */
export interface RosterRow {
  /** Normalized values by field (dates `YYYY-MM-DD`, grade "PK"/"K"/"1"–"12", disabilities joined by "; "); null when empty. */
  values: Record<string, string | null>;
  /** The student contract's create input with the fields the row fills (only when `errors` is empty). */
  input: CreateStudentInput | null;
  /** The fields the row fills, as `createStudentInput` field names (what an update may change). */
  filled: string[];
  errors: ImportRowError[];
}

const DATE_FIELDS = ["dateOfBirth", "annualMeetingDueDate", "lastIepDate", "lastEvaluationDate"] as const;
const PARENT_FIELDS = {
  parentName: "name",
  parentRelationship: "relationship",
  parentPhone: "phone",
  parentEmail: "email",
} as const;

/** The import field a contract issue's path names, for its label. */
function fieldOfIssue(path: readonly PropertyKey[]): StudentImportField {
  const [first, second] = path.map(String);
  if (first === "parentContact") {
    const entry = Object.entries(PARENT_FIELDS).find(([, key]) => key === second);
    return (entry?.[0] as StudentImportField | undefined) ?? "parentName";
  }
  return (first as StudentImportField) ?? "name";
}

/**
 * Reads one roster row (requirements "Roster import"): the values by the rules above, then the
 * student contract (`createStudentInput`), whose issues become errors labelled with the field.
 * @param cells the row's text by field.
 * @param today the reference day for two-digit years.
 */
export function readRosterRow(cells: RosterCells, today: Date): RosterRow {
  const errors: ImportRowError[] = [];
  const cell = (f: StudentImportField) => (cells[f] ?? "").trim();
  const fail = (field: StudentImportField, message: string) =>
    errors.push({ field, message: `${IMPORT_FIELD_LABELS[field]}: ${message}` });
  const values: Record<string, string | null> = {};
  const input: Record<string, unknown> = {};

  const name = rosterName({ name: cells.name, firstName: cells.firstName, lastName: cells.lastName });
  values.name = name;
  if (name === null) fail("name", "the row has no student name");
  else input.name = name;

  const dates: Partial<Record<(typeof DATE_FIELDS)[number], string>> = {};
  for (const field of DATE_FIELDS) {
    const typed = cell(field);
    if (typed === "") continue;
    const date = parseImportDate(typed, today);
    if (date === null) fail(field, `"${typed}" is not a date (write it like 9/15/2026 or 2026-09-15)`);
    else dates[field] = date;
  }
  const due =
    dates.annualMeetingDueDate ?? (dates.lastIepDate ? annualReviewDue(dates.lastIepDate) : undefined);
  for (const field of DATE_FIELDS) if (field in cells) values[field] = dates[field] ?? null;
  if (due !== undefined) values.annualMeetingDueDate = due;
  if (dates.dateOfBirth) input.dateOfBirth = dates.dateOfBirth;
  if (dates.lastEvaluationDate) input.lastEvaluationDate = dates.lastEvaluationDate;
  if (due !== undefined) input.annualMeetingDueDate = due;

  if (cell("grade") !== "") {
    const grade = parseGrade(cell("grade"));
    if (grade === null) fail("grade", `"${cell("grade")}" is not a grade (PK, K or 1–12)`);
    else input.grade = grade;
    values.grade = grade;
  } else if ("grade" in cells) values.grade = null;

  for (const field of ["studentId", "caseManager"] as const) {
    if (!(field in cells)) continue;
    values[field] = cell(field).replace(/\s+/g, " ") || null;
    if (values[field]) input[field] = values[field];
  }
  if ("disabilities" in cells) {
    const list = parseDisabilities(cells.disabilities ?? "");
    values.disabilities = list.length > 0 ? list.join("; ") : null;
    if (list.length > 0) input.disabilities = list;
  }
  const contact: Record<string, string> = {};
  for (const [field, key] of Object.entries(PARENT_FIELDS) as [StudentImportField, string][]) {
    if (!(field in cells)) continue;
    values[field] = cell(field) || null;
    if (cell(field) !== "") contact[key] = cell(field);
  }
  if (Object.keys(contact).length > 0) input.parentContact = contact;

  const filled = Object.keys(input);
  if (errors.length > 0) return { values, input: null, filled, errors };
  const checked = createStudentInput.safeParse(input);
  if (!checked.success) {
    for (const issue of checked.error.issues) fail(fieldOfIssue(issue.path), issue.message);
    return { values, input: null, filled, errors };
  }
  return { values, input: input as CreateStudentInput, filled, errors };
}
