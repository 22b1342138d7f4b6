/**
 * IEP draft service (requirements "IEP draft"; architecture "Security model": "Every read … of
 * a student's records is written to an audit log", de-identification; architecture "AI pipeline" guards).
 *
 * Loads the teacher's student (404 for a missing id or another teacher's) and their goals with the
 * progress view, drafts the requested sections (`ai/drafting/iep-drafter.ts`) from the teacher's
 * sources, puts back the lines the teacher added to a saved draft (`withTeacherLines`), remembers what
 * the drafter wrote (`iep_drafted_sections`, the newest `IEP_DRAFTED_KEPT` of each section) so a later
 * draft knows those lines are not the teacher's, and audits the draft (`iep.draft`, entity "student":
 * which sections and who wrote them — never the text).
 */
import { and, desc, eq, lt } from "drizzle-orm";
import type { IepDraftResult, IepDraftSection } from "../../../shared/contracts/ai.ts";
import type { IepSaveField } from "../../../shared/contracts/field-history.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import { sameValue } from "../../../shared/domain/field-diff.ts";
import { itemName } from "../../../shared/domain/goal-statement.ts";
import { isPlaceholderLine } from "../../../shared/domain/iep-placeholder.ts";
import { draftIepSections, draftOfflineSection, type IepDraftData } from "../../ai/drafting/iep-drafter.ts";
import { loadNamesToHide } from "../../ai/privacy/names-to-hide.ts";
import type { TextGenerator } from "../../ai/writers/text-generator.ts";
import type { Db } from "../../db/client.ts";
import { iepDraftedSections } from "../../db/schema/index.ts";
import { recordAudit } from "../../lib/audit.ts";
import { listGoals } from "../goals/index.ts";
import { servicesOfStudents } from "../services/index.ts";
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
  const record = await getStudent(db, userId, input.studentId);
  // The teacher's own text, never a previously saved draft (no nesting on drafting again) …
  const student = await teacherSources(db, userId, record);
  const goals = await listGoals(db, userId, { studentId: student.id }, now);
  const services = await servicesOfStudents(db, userId, [student.id]);
  const names = await loadNamesToHide(db, userId, student.id);
  const drafted = await draftIepSections(
    generator,
    { student, goals, services },
    {
      sections: input.section ? [input.section] : undefined,
      otherNames: names.others,
      details: names,
      now,
      log,
      signal: deps.signal,
    },
  );
  // … and the lines the teacher added to a saved draft (requirements "IEP draft": a new draft starts
  // from the record as it is now, teacher edits included). A line an earlier draft wrote is the
  // drafter's, however the provider words this one.
  const earlier = await earlierDrafts(db, userId, student.id);
  const result: IepDraftResult = {
    ...drafted,
    sections: drafted.sections.map((s) => ({
      ...s,
      text: withTeacherLines(
        s.section,
        s.text,
        record,
        { student, goals, services },
        now,
        earlier.get(s.section),
      ),
    })),
  };
  await rememberDrafts(db, userId, student.id, drafted.sections);
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

/** How many drafts of each section of a student are remembered as the drafter's (newest first). */
export const IEP_DRAFTED_KEPT = 10;

/** The texts the drafter wrote for each section of the student, newest first (at most `IEP_DRAFTED_KEPT`). */
async function earlierDrafts(
  db: Db,
  userId: string,
  studentId: string,
): Promise<Map<IepDraftSection, string[]>> {
  const rows = await db
    .select({ section: iepDraftedSections.section, text: iepDraftedSections.text })
    .from(iepDraftedSections)
    .where(and(eq(iepDraftedSections.userId, userId), eq(iepDraftedSections.studentId, studentId)))
    .orderBy(desc(iepDraftedSections.seq));
  const out = new Map<IepDraftSection, string[]>();
  for (const row of rows) {
    const section = row.section as IepDraftSection;
    out.set(section, [...(out.get(section) ?? []), row.text]);
  }
  return out;
}

/**
 * Keeps what the drafter wrote for each section (before the teacher's lines are put back) and drops
 * the older drafts of those sections beyond `IEP_DRAFTED_KEPT`.
 */
async function rememberDrafts(
  db: Db,
  userId: string,
  studentId: string,
  sections: readonly { section: IepDraftSection; text: string }[],
): Promise<void> {
  if (sections.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(iepDraftedSections)
      .values(sections.map((s) => ({ userId, studentId, section: s.section, text: s.text })));
    for (const { section } of sections) {
      const scope = and(
        eq(iepDraftedSections.userId, userId),
        eq(iepDraftedSections.studentId, studentId),
        eq(iepDraftedSections.section, section),
      );
      const [oldestKept] = await tx
        .select({ seq: iepDraftedSections.seq })
        .from(iepDraftedSections)
        .where(scope)
        .orderBy(desc(iepDraftedSections.seq))
        .offset(IEP_DRAFTED_KEPT - 1)
        .limit(1);
      if (oldestKept)
        await tx.delete(iepDraftedSections).where(and(scope, lt(iepDraftedSections.seq, oldestKept.seq)));
    }
  });
}

/** The record field each section is saved to (requirements "IEP draft" "Save to student"). */
const SAVED_TO: Record<IepDraftSection, IepSaveField> = {
  presentLevels: "presentLevels",
  annualGoals: "iepDetails",
  services: "serviceDelivery",
  accommodations: "accommodations",
};

const fieldLines = (s: Student, field: IepSaveField): string[] =>
  field === "accommodations"
    ? s.accommodations.map((a) => `- ${a.trim()}`)
    : (s[field] ?? "").split("\n").map((l) => l.trimEnd());

const key = (line: string) =>
  line
    .trim()
    .replace(/^[-•*]\s+/, "")
    .toLowerCase();
// "Strengths: …", "- Reading: …": a drafter line is known by its label.
const label = (line: string) => /^\s*([-•*]?\s*[^:\n]{1,80}):/.exec(line)?.[1]?.trim().toLowerCase() ?? null;

/**
 * `text` (a fresh draft of `section`, written from the teacher's sources) with the lines the teacher
 * added to a saved draft of it put back, each after the line it followed in the record (at the end
 * when that line is gone). A teacher line is a line of the record's field that the drafter did not
 * write: not in the fresh draft, not in the offline draft of the same sources, not in an `earlier` draft
 * of the section (what the drafter wrote before, newest first), not a placeholder, and not a labelled
 * drafter line ("Strengths: …", "- Reading: …") that the fresh draft writes anew.
 * Nothing changes when the field holds the teacher's own text (it is already the draft's source).
 */
export function withTeacherLines(
  section: IepDraftSection,
  text: string,
  record: Student,
  sources: IepDraftData,
  now: Date,
  earlier: readonly string[] = [],
): string {
  const merged = mergeTeacherLines(section, text, record, sources, now, earlier);
  return section === "accommodations" ? withoutRepeatedItems(merged) : merged;
}

/**
 * The accommodations section with each listed accommodation once (requirements "IEP draft"): a
 * "- " line whose name (`itemName`: case, spacing and a closing full stop ignored) came earlier is
 * dropped, the first kept, whoever wrote it (the model, the drafter, the teacher).
 */
export function withoutRepeatedItems(text: string): string {
  const seen = new Set<string>();
  return text
    .split("\n")
    .filter((line) => {
      if (!/^\s*[-•*]\s+/.test(line)) return true;
      const name = itemName(line);
      if (!name) return true;
      if (seen.has(name)) return false;
      seen.add(name);
      return true;
    })
    .join("\n");
}

function mergeTeacherLines(
  section: IepDraftSection,
  text: string,
  record: Student,
  sources: IepDraftData,
  now: Date,
  earlier: readonly string[],
): string {
  const field = SAVED_TO[section];
  const current = record[field];
  if (sameValue(current ?? null, sources.student[field] ?? null)) return text;
  const out = text.split("\n");
  const drafterLines = new Set(
    [
      ...out,
      ...draftOfflineSection(section, sources, now).split("\n"),
      ...earlier.flatMap((e) => e.split("\n")),
    ].map(key),
  );
  const labels = new Set(out.map(label).filter((l) => l !== null));
  // An accommodation is the same one when its name is ("extended time" = "Extended time — when: tests").
  const byName = field === "accommodations";
  const listedAlready = (line: string) =>
    byName && itemName(line) !== "" && out.some((o) => itemName(o) === itemName(line));
  let anchor: string | null = null;
  for (const line of fieldLines(record, field)) {
    const taken =
      line.trim() === "" || drafterLines.has(key(line)) || isPlaceholderLine(line) || listedAlready(line);
    const l = label(line);
    if (taken || (l !== null && labels.has(l))) {
      if (line.trim() !== "") anchor = key(line);
      continue;
    }
    const at =
      anchor === null
        ? -1
        : out.findLastIndex((o) => key(o) === anchor || (byName && itemName(o) === itemName(anchor ?? "")));
    const teacherLine = field === "accommodations" ? line : line.trim();
    if (at >= 0) out.splice(at + 1, 0, teacherLine);
    else out.push(teacherLine);
    anchor = key(line);
    drafterLines.add(key(line));
  }
  return out.join("\n");
}
