/**
 * IEP draft service (requirements "IEP draft"; architecture "Security model": "Every read … of
 * a student's records is written to an audit log", de-identification; architecture "AI pipeline" guards).
 *
 * Loads the teacher's student (404 for a missing id or another teacher's) and their goals with the
 * progress view, drafts the requested sections (`ai/drafting/iep-drafter.ts`), and audits the draft
 * (`iep.draft`, entity "student": which sections and who wrote them — never the text).
 */
import type { IepDraftResult, IepDraftSection } from "../../../shared/contracts/ai.ts";
import { draftIepSections } from "../../ai/drafting/iep-drafter.ts";
import { loadNamesToHide } from "../../ai/privacy/names-to-hide.ts";
import type { TextGenerator } from "../../ai/writers/text-generator.ts";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../../lib/audit.ts";
import { listGoals } from "../goals/index.ts";
import { getStudent } from "../students/index.ts";
import { teacherSources } from "./field-history.service.ts";

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
  // The teacher's own text, never a previously saved draft (no nesting on drafting again).
  const student = await teacherSources(db, userId, await getStudent(db, userId, input.studentId));
  const goals = await listGoals(db, userId, { studentId: student.id }, now);
  const names = await loadNamesToHide(db, userId, student.id);
  const result = await draftIepSections(
    generator,
    { student, goals },
    {
      sections: input.section ? [input.section] : undefined,
      otherNames: names.others,
      details: names,
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
