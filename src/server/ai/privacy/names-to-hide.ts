/**
 * The one loader of the names a provider must never see (requirements "De-identification";
 * architecture "Security model"): one query of the teacher's roster and one of the teacher's own
 * name. Every person field of a record counts: the student, the parent/guardian contact, the case
 * manager and the named service providers.
 */
import { eq } from "drizzle-orm";
import { messages } from "../../../shared/domain/error-messages.ts";
import { parseParentContact } from "../../../shared/domain/student-record.ts";
import type { Db } from "../../db/client.ts";
import { students, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";

export interface NamesToHide {
  /** The student's full name ("" when the request names no student). */
  student: string;
  /**
   * Everyone else the provider must not see: the rest of the roster, every parent contact, every
   * case manager and named service provider, and the teacher.
   */
  others: string[];
  /** The student's stated preference for identity-first language (false without a student). */
  identityFirst: boolean;
}

/** Words of a staff field that name a role or a service, not a person (lower case, no accents). */
const ROLE_WORDS = new Set(
  (
    "teacher teachers pathologist therapist therapy school social worker counselor counsellor special education " +
    "educator speech language occupational physical psychologist psychology nurse aide paraprofessional para " +
    "interventionist specialist reading math maths writing behavior behaviour analyst coordinator consultant " +
    "service services support case manager vision hearing orientation mobility adapted general resource " +
    "interpreter audiologist assistant staff team district department program english learner learners " +
    "transition autism intervention instruction room class classroom co-taught daily weekly monthly minutes " +
    "min ot pt slp sped esl ell bcba rbt aba tvi none tbd"
  ).split(" "),
);
const TITLE = /^(?:mr|mrs|ms|mx|miss|dr|prof)\.?$/i;

/**
 * The people named in a staff field (case manager, service provider): the parts between
 * punctuation ("—", "-", ":", ",", ";", parentheses) whose words each start with a capital letter
 * (after a title such as "Ms."), hold no digit and no role word, at most four words.
 * "Ms. Amy Chen (SLP) — 30 min weekly" → ["Amy Chen"]; "Speech-language pathologist" → [];
 * "J. Ortiz" → ["J. Ortiz"]. With `anyCase` (the teacher's own profile name), lower-case words count too.
 */
export function staffNames(field: string | null | undefined, options: { anyCase?: boolean } = {}): string[] {
  const names: string[] = [];
  for (const segment of (field ?? "").split(/\s[-\u2010-\u2015]\s|[\u2013\u2014:,;()/]|\s-|-\s/)) {
    const words = segment.trim().split(/\s+/).filter(Boolean);
    while (words[0] && TITLE.test(words[0])) words.shift();
    const isName =
      words.length > 0 &&
      words.length <= 4 &&
      words.every(
        (w) =>
          (options.anyCase || /^\p{Lu}/u.test(w)) &&
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

/**
 * The names to hide for a request about `studentId` (or about no student) by the teacher `userId`:
 * that student's name; the rest of the teacher's roster; every record's parent contact, case
 * manager and named service providers (`staffNames`); and the teacher's own name (the session
 * user's `name`, first and last name, read here from `userId`; through `staffNames` too, so a
 * profile name such as "Test Teacher" does not hide the word "teacher" from the prompts).
 * @throws AppError 404 "Student not found" when `studentId` is not one of the teacher's students.
 */
export async function loadNamesToHide(db: Db, userId: string, studentId?: string): Promise<NamesToHide> {
  const roster = await db
    .select({
      id: students.id,
      name: students.name,
      parentContact: students.parentContact,
      caseManager: students.caseManager,
      serviceProviders: students.serviceProviders,
      identityFirstLanguage: students.identityFirstLanguage,
    })
    .from(students)
    .where(eq(students.userId, userId));
  const own = studentId ? roster.find((s) => s.id === studentId) : undefined;
  if (studentId && !own) throw notFound(messages.students.notFound);
  const [teacher] = await db
    .select({ name: users.name, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const others = new Set<string>();
  const add = (name: string | null | undefined) => {
    const n = name?.trim();
    if (n) others.add(n);
  };
  for (const s of roster) {
    if (s.id !== own?.id) add(s.name);
    add(parseParentContact(s.parentContact).name);
    for (const staff of [s.caseManager, ...(Array.isArray(s.serviceProviders) ? s.serviceProviders : [])]) {
      for (const name of staffNames(staff)) add(name);
    }
  }
  const teacherNames = [teacher?.name, [teacher?.firstName, teacher?.lastName].filter(Boolean).join(" ")];
  for (const name of teacherNames.flatMap((n) => staffNames(n, { anyCase: true }))) add(name);
  return {
    student: own?.name.trim() ?? "",
    others: [...others],
    identityFirst: own?.identityFirstLanguage === true,
  };
}
