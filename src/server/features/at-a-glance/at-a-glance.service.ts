/**
 * The IEP at a glance (requirements "IEP at a glance"; 34 CFR 300.323(d)): gathers each student's
 * record, goals and services for the session's user and builds the page (`at-a-glance-model.ts`), as
 * JSON for the screen or as one PDF page per student.
 *
 * Scoped by the session's user: another teacher's student is 404 "Student not found" like a missing
 * one, and a PDF naming any such student is refused before anything is rendered. Reads and exports
 * are audited with ids and counts only (requirements "Audit log").
 */

import type { AtAGlance } from "../../../shared/contracts/at-a-glance.ts";
import type { Db } from "../../db/client.ts";
import { exportFilename } from "../../documents/document-model.ts";
import { renderAtAGlancePdf } from "../../documents/renderers.ts";
import { recordAudit } from "../../lib/audit.ts";
import { listGoals, teacherToday } from "../goals/index.ts";
import { servicesOfStudents } from "../services/index.ts";
import { getStudent } from "../students/index.ts";
import { type GlanceOptions, glancePage } from "./at-a-glance-model.ts";
import { glanceText } from "./at-a-glance-text.ts";

/** The signed-in teacher: the case manager's contact printed on each page. */
export interface GlanceTeacher {
  id: string;
  name: string;
  email: string;
}

/**
 * The pages of `studentIds`, in that order (each student's goals oldest first, services by start
 * date). Every student is read (and its read audited) before any page is built.
 * @throws AppError 404 "Student not found" when any id is missing or another teacher's.
 */
export async function buildGlancePages(
  db: Db,
  teacher: GlanceTeacher,
  studentIds: readonly string[],
  options: GlanceOptions,
  now: Date,
): Promise<AtAGlance[]> {
  const students = [];
  for (const id of studentIds) students.push(await getStudent(db, teacher.id, id));
  const services = await servicesOfStudents(db, teacher.id, studentIds);
  const today = await teacherToday(db, teacher.id, now);
  const pages: AtAGlance[] = [];
  for (const student of students) {
    const goals = await listGoals(db, teacher.id, { studentId: student.id }, now);
    pages.push(
      glancePage(
        {
          student,
          goals,
          services: services.filter((s) => s.studentId === student.id),
          teacher: { name: teacher.name, email: teacher.email },
          today,
        },
        options,
      ),
    );
  }
  return pages;
}

/**
 * One student's page as JSON; audited as `at_a_glance.read` (options only).
 * @throws AppError 404 "Student not found".
 */
export async function getGlancePage(
  db: Db,
  teacher: GlanceTeacher,
  studentId: string,
  options: GlanceOptions,
  now: Date,
): Promise<AtAGlance> {
  const [page] = await buildGlancePages(db, teacher, [studentId], options, now);
  await recordAudit(db, {
    userId: teacher.id,
    action: "at_a_glance.read",
    entity: "student",
    entityId: studentId,
    detail: { language: options.language, shareSafe: options.shareSafe },
  });
  return page as AtAGlance;
}

/** The rendered PDF and its download file name (ASCII). */
export interface RenderedGlance {
  pdf: Buffer;
  filename: string;
}

/**
 * The PDF of several students, one page each, in the order asked; audited as `at_a_glance.export`
 * with the count, language and share-safe flag (never names). The file is
 * `iep-at-a-glance-<student slug>-<today>.pdf` for one student, `iep-at-a-glance-<n>-students-<today>.pdf`
 * for several.
 * @throws AppError 404 "Student not found" when any id is missing or another teacher's (nothing rendered).
 */
export async function exportGlancePdf(
  db: Db,
  teacher: GlanceTeacher,
  studentIds: readonly string[],
  options: GlanceOptions,
  now: Date,
): Promise<RenderedGlance> {
  const pages = await buildGlancePages(db, teacher, studentIds, options, now);
  const today = await teacherToday(db, teacher.id, now);
  const t = glanceText(options.language);
  const pdf = await renderAtAGlancePdf(pages, {
    title: pages.length === 1 ? `${t.title}: ${pages[0]?.studentName}` : t.title,
    author: teacher.name,
    language: options.language === "es" ? "es-US" : "en-US",
  });
  await recordAudit(db, {
    userId: teacher.id,
    action: "at_a_glance.export",
    entity: "student",
    entityId: studentIds.length === 1 ? studentIds[0] : null,
    detail: { students: studentIds.length, language: options.language, shareSafe: options.shareSafe },
  });
  const who = pages.length === 1 ? (pages[0]?.studentName ?? "student") : `${pages.length} students`;
  return { pdf, filename: exportFilename("iep-at-a-glance", who, today, "pdf") };
}
