/**
 * IEP draft service (issue 4 "draft an IEP from the student's data"; architecture §5 "Every read … of
 * a student's records is written to an audit log", de-identification; §6 guards).
 *
 * Loads the teacher's student (404 for a missing id or another teacher's) and their goals with the
 * progress view, drafts the requested sections (`ai/iep-drafter.ts`), and audits the draft
 * (`iep.draft`, entity "student": which sections and who wrote them — never the text).
 */
import { eq } from "drizzle-orm";
import type { IepDraftResult, IepDraftSection } from "../../../shared/contracts/ai.ts";
import { parseParentContact } from "../../../shared/domain/student-record.ts";
import { draftIepSections } from "../../ai/iep-drafter.ts";
import type { TextGenerator } from "../../ai/text-generator.ts";
import type { Db } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";
import { recordAudit } from "../../lib/audit.ts";
import { listGoals } from "../goals/goals.service.ts";
import { getStudent } from "../students/students.service.ts";

export interface IepDraftDeps {
  db: Db;
  generator: TextGenerator;
  now: Date;
  log: (line: string) => void;
  signal?: AbortSignal;
}

/**
 * Drafts the whole IEP, or one `section` again, for one of the teacher's students.
 * @returns `{sections: [{section, title, text, source}], warnings}` (contracts/ai.ts `iepDraftResult`).
 * @throws AppError 404 "Student not found" when the student is missing or another teacher's.
 */
export async function draftIep(
  deps: IepDraftDeps,
  userId: string,
  input: { studentId: string; section?: IepDraftSection },
): Promise<IepDraftResult> {
  const { db, generator, now, log } = deps;
  const student = await getStudent(db, userId, input.studentId);
  const goals = await listGoals(db, userId, { studentId: student.id }, now);
  const result = await draftIepSections(
    generator,
    { student, goals },
    {
      sections: input.section ? [input.section] : undefined,
      otherNames: await namesToHide(db, userId, student.id, student.parentContact.name),
      now,
      log,
      signal: deps.signal,
    },
  );
  await recordAudit(db, {
    userId,
    action: "iep.draft",
    entity: "student",
    entityId: student.id,
    detail: {
      sections: result.sections.map((s) => s.section),
      sources: result.sections.map((s) => s.source),
      warnings: result.warnings.length,
    },
  });
  return result;
}

/** The roster's other names and every parent's name, kept from the provider (architecture §5). */
async function namesToHide(db: Db, userId: string, studentId: string, parentName: string): Promise<string[]> {
  const roster = await db
    .select({ id: students.id, name: students.name, parentContact: students.parentContact })
    .from(students)
    .where(eq(students.userId, userId));
  const names = new Set<string>();
  if (parentName.trim()) names.add(parentName.trim());
  for (const s of roster) {
    if (s.id !== studentId && s.name.trim()) names.add(s.name.trim());
    const parent = parseParentContact(s.parentContact).name.trim();
    if (parent) names.add(parent);
  }
  return [...names];
}
