/**
 * The one loader of what a provider must never see (requirements "De-identification";
 * architecture "Security model"): the names of everyone around the teacher's students, their phone
 * numbers, and the students' dates of birth and ID numbers. One query of the teacher's roster, then
 * one per list of other people (`PEOPLE_SOURCES`: meeting attendees, the teacher, the services'
 * named providers, the students' team members).
 */
import { eq } from "drizzle-orm";
import { messages } from "../../../shared/domain/error-messages.ts";
import { parseParentContact } from "../../../shared/domain/student-record.ts";
import type { Db } from "../../db/client.ts";
import {
  iepServices,
  meetingAttendees,
  meetings,
  studentMembers,
  students,
  users,
} from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import { type KnownDetails, NAME_PARTICLES } from "./pseudonymizer.ts";

export interface NamesToHide extends KnownDetails {
  /** The student's full name ("" when the request names no student). */
  student: string;
  /**
   * Everyone else the provider must not see: the rest of the roster, every parent contact, every
   * case manager and named service provider, every meeting attendee, every team member, and the
   * teacher.
   */
  others: string[];
  /** Every phone number stored for those people (as stored). */
  phones: string[];
  /** Every student ID number of the roster (as stored). */
  idNumbers: string[];
  /** Every date of birth of the roster, `YYYY-MM-DD`. */
  birthDates: string[];
  /** The student's stated preference for identity-first language (false without a student). */
  identityFirst: boolean;
}

/** People a list names: their names (already cut from free text) and phone numbers, as stored. */
export interface PeopleList {
  names: string[];
  phones: string[];
}

/**
 * Reads one list of people around the teacher `userId`'s students (requirements
 * "De-identification"). Each source is one query.
 */
export type PeopleSource = (db: Db, userId: string) => Promise<PeopleList>;

/** Words of a staff field that name a role or a service, not a person (lower case, no accents). */
const ROLE_WORDS = new Set(
  (
    "teacher teachers pathologist therapist therapy school social worker counselor counsellor special education " +
    "educator speech language occupational physical psychologist psychology nurse aide paraprofessional para " +
    "interventionist specialist reading math maths writing behavior behaviour analyst coordinator consultant " +
    "service services support case manager vision hearing orientation mobility adapted general resource " +
    "interpreter audiologist assistant staff team district department program english learner learners " +
    "transition autism intervention instruction room class classroom co-taught daily weekly monthly minutes " +
    "min ot pt slp sped esl ell bcba rbt aba tvi none tbd " +
    "parent parents guardian mother father mom dad stepmother stepfather grandmother grandfather grandparent " +
    "grandma grandpa aunt uncle sister brother foster family member student"
  ).split(" "),
);
const TITLE = /^(?:mr|mrs|ms|mx|miss|dr|prof)\.?$/i;

/**
 * The people named in a staff field (case manager, service provider): the parts between
 * punctuation ("—", "-", ":", ",", ";", parentheses) whose words each start with a capital letter
 * (after a title such as "Ms."; a family-name particle after the first word may be lower case:
 * "Anne-Marie van der Berg"), hold no digit and no role word, at most four words besides particles.
 * "Ms. Amy Chen (SLP) — 30 min weekly" → ["Amy Chen"]; "Speech-language pathologist" → [];
 * "J. Ortiz" → ["J. Ortiz"]. With `anyCase` (a field that holds a name: the teacher's own profile name, a
 * meeting attendee's), lower-case words count too. Family words name a role too: "Linda Thompson
 * (mother)" → ["Linda Thompson"].
 */
export function staffNames(field: string | null | undefined, options: { anyCase?: boolean } = {}): string[] {
  const names: string[] = [];
  for (const segment of (field ?? "").split(/\s[-\u2010-\u2015]\s|[\u2013\u2014:,;()/]|\s-|-\s/)) {
    const words = segment.trim().split(/\s+/).filter(Boolean);
    while (words[0] && TITLE.test(words[0])) words.shift();
    const particle = (w: string, i: number) => i > 0 && NAME_PARTICLES.has(w.toLowerCase());
    const isName =
      words.length > 0 &&
      words.filter((w, i) => !particle(w, i)).length <= 4 &&
      words.every(
        (w, i) =>
          (options.anyCase || /^\p{Lu}/u.test(w) || particle(w, i)) &&
          !/\p{N}/u.test(w) &&
          !w
            .normalize("NFD")
            .replace(/\p{M}/gu, "")
            .toLowerCase()
            .split(/[^a-z]+/)
            .some((part) => ROLE_WORDS.has(part)),
      );
    if (isName) names.push(words.join(" "));
  }
  return names;
}

/** Phone shapes inside free text: international, US with or without the area code, 10–15 digits. */
const PHONE_IN_TEXT =
  /(?<!\d)(?:\+\d{1,3}(?:[\s.-]?\(?\d{1,4}\)?){2,5}|(?:\(\d{3}\)\s?|\d{3}[\s.-])?\d{3}[\s.-]\d{4}|\d{10,15})(?!\d)/g;

/**
 * The phone numbers written in a free-text person field (an old free-text parent contact such as
 * "Mother, 555-0100", a staff field): `PHONE_IN_TEXT` matches, as written.
 */
export function phoneNumbersIn(text: string | null | undefined): string[] {
  return (text ?? "").match(PHONE_IN_TEXT) ?? [];
}

/** Every attendee of every meeting of the teacher (requirements "Meetings"): their names, any case. */
const meetingAttendeesOf: PeopleSource = async (db, userId) => {
  const rows = await db
    .select({ name: meetingAttendees.attendeeName })
    .from(meetingAttendees)
    .innerJoin(meetings, eq(meetings.id, meetingAttendees.meetingId))
    .where(eq(meetings.userId, userId));
  return { names: rows.flatMap((r) => staffNames(r.name, { anyCase: true })), phones: [] };
};

/**
 * The teacher's own name (the profile's `name`, and first and last name), any case; through
 * `staffNames`, so a profile name such as "Test Teacher" does not hide the word "teacher".
 */
const teacherOf: PeopleSource = async (db, userId) => {
  const [teacher] = await db
    .select({ name: users.name, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const names = [teacher?.name, [teacher?.firstName, teacher?.lastName].filter(Boolean).join(" ")];
  return { names: names.flatMap((n) => staffNames(n, { anyCase: true })), phones: [] };
};

/**
 * The named providers of the teacher's structured IEP services (requirements "Services": a service's
 * `providerName` is a person's name), any case; the role ("Speech-language pathologist") is not a name.
 */
const serviceProvidersOf: PeopleSource = async (db, userId) => {
  const rows = await db
    .select({ name: iepServices.providerName })
    .from(iepServices)
    .where(eq(iepServices.userId, userId));
  return {
    names: rows.flatMap((r) => staffNames(r.name, { anyCase: true })),
    phones: rows.flatMap((r) => phoneNumbersIn(r.name)),
  };
};

/**
 * The members of the teams of the teacher's students (requirements "IEP teams"), invited or active:
 * their account's name and first and last name, any case. An invited address without an account has
 * no name yet (the address itself never reaches a prompt).
 */
const teamMembersOf: PeopleSource = async (db, userId) => {
  const rows = await db
    .select({ name: users.name, firstName: users.firstName, lastName: users.lastName })
    .from(studentMembers)
    .innerJoin(students, eq(students.id, studentMembers.studentId))
    .innerJoin(users, eq(users.id, studentMembers.userId))
    .where(eq(students.userId, userId));
  const names = rows.flatMap((r) => [r.name, [r.firstName, r.lastName].filter(Boolean).join(" ")]);
  return { names: names.flatMap((n) => staffNames(n, { anyCase: true })), phones: [] };
};

/**
 * The lists of people beside the roster whose names and phone numbers are hidden. A new list of
 * people around a student (for instance a student's team members) is hidden everywhere by adding
 * its reader here, the one place.
 */
export const PEOPLE_SOURCES: readonly PeopleSource[] = [
  meetingAttendeesOf,
  teacherOf,
  serviceProvidersOf,
  teamMembersOf,
];

/**
 * What to hide for a request about `studentId` (or about no student) by the teacher `userId`:
 * that student's name; the rest of the teacher's roster; every record's parent contact (name and
 * phone), case manager and named service providers (`staffNames`, and any phone number written in
 * those fields); every student's date of birth and ID number; and the people of `PEOPLE_SOURCES`
 * (meeting attendees, the teacher, the team members).
 * @returns names as stored (trimmed, each once), phone and ID numbers as stored, dates `YYYY-MM-DD`.
 * @throws AppError 404 "Student not found" when `studentId` is not one of the teacher's students.
 */
export async function loadNamesToHide(db: Db, userId: string, studentId?: string): Promise<NamesToHide> {
  const roster = await db
    .select({
      id: students.id,
      name: students.name,
      dateOfBirth: students.dateOfBirth,
      studentIdNumber: students.studentIdNumber,
      parentContact: students.parentContact,
      caseManager: students.caseManager,
      serviceProviders: students.serviceProviders,
      identityFirstLanguage: students.identityFirstLanguage,
    })
    .from(students)
    .where(eq(students.userId, userId));
  const own = studentId ? roster.find((s) => s.id === studentId) : undefined;
  if (studentId && !own) throw notFound(messages.students.notFound);
  const lists = await Promise.all(PEOPLE_SOURCES.map((source) => source(db, userId)));

  const others = new Set<string>();
  const phones = new Set<string>();
  const idNumbers = new Set<string>();
  const birthDates = new Set<string>();
  const add = (into: Set<string>, value: string | null | undefined) => {
    const v = value?.trim();
    if (v) into.add(v);
  };
  for (const s of roster) {
    if (s.id !== own?.id) add(others, s.name);
    add(idNumbers, s.studentIdNumber);
    add(birthDates, s.dateOfBirth);
    const parent = parseParentContact(s.parentContact);
    add(others, parent.name);
    add(phones, parent.phone);
    const staff = [s.caseManager, ...(Array.isArray(s.serviceProviders) ? s.serviceProviders : [])];
    for (const field of [parent.name, ...staff])
      for (const phone of phoneNumbersIn(field)) add(phones, phone);
    for (const field of staff) for (const name of staffNames(field)) add(others, name);
  }
  for (const list of lists) {
    for (const name of list.names) add(others, name);
    for (const phone of list.phones) add(phones, phone);
  }
  return {
    student: own?.name.trim() ?? "",
    others: [...others],
    phones: [...phones],
    idNumbers: [...idNumbers],
    birthDates: [...birthDates],
    identityFirst: own?.identityFirstLanguage === true,
  };
}
