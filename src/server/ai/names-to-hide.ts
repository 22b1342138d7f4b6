/**
 * The one loader of the names a provider must never see (requirements "De-identification";
 * architecture "Security model"): one query of the teacher's roster.
 */
import { eq } from "drizzle-orm";
import { messages } from "../../shared/domain/error-messages.ts";
import { parseParentContact } from "../../shared/domain/student-record.ts";
import type { Db } from "../db/client.ts";
import { students } from "../db/schema/index.ts";
import { notFound } from "../lib/app-error.ts";

export interface NamesToHide {
  /** The student's full name ("" when the request names no student). */
  student: string;
  /** Everyone else the provider must not see: the rest of the roster and every parent contact. */
  others: string[];
  /** The student's stated preference for identity-first language (false without a student). */
  identityFirst: boolean;
}

/**
 * The names to hide for a request about `studentId` (or about no student): that student's name,
 * the rest of the teacher's roster and every parent contact name (the student's own parent too).
 * @throws AppError 404 "Student not found" when `studentId` is not one of the teacher's students.
 */
export async function loadNamesToHide(db: Db, userId: string, studentId?: string): Promise<NamesToHide> {
  const roster = await db
    .select({
      id: students.id,
      name: students.name,
      parentContact: students.parentContact,
      identityFirstLanguage: students.identityFirstLanguage,
    })
    .from(students)
    .where(eq(students.userId, userId));
  const own = studentId ? roster.find((s) => s.id === studentId) : undefined;
  if (studentId && !own) throw notFound(messages.students.notFound);
  const others = new Set<string>();
  for (const s of roster) {
    if (s.id !== own?.id && s.name.trim()) others.add(s.name.trim());
    const parent = parseParentContact(s.parentContact).name.trim();
    if (parent) others.add(parent);
  }
  return {
    student: own?.name.trim() ?? "",
    others: [...others],
    identityFirst: own?.identityFirstLanguage === true,
  };
}
