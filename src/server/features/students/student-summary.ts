/**
 * The list projection of a student (requirements "Students"): the columns a summary is read from and
 * the summary made of them, for the teacher's own students and the students shared with them.
 */
import type { StudentSummary } from "../../../shared/contracts/students.ts";
import { fromStudentRow, type StudentRecordRow } from "../../../shared/domain/student-record.ts";
import { students } from "../../db/schema/index.ts";

/** The columns a summary is read from (the rest of a record is never read for a list). */
export const summaryColumns = {
  id: students.id,
  name: students.name,
  grade: students.grade,
  studentIdNumber: students.studentIdNumber,
  disabilities: students.disabilities,
  disability: students.disability,
  caseManager: students.caseManager,
  annualMeetingDueDate: students.annualMeetingDueDate,
  lastEvaluationDate: students.lastEvaluationDate,
  dateAdded: students.dateAdded,
  createdAt: students.createdAt,
  updatedAt: students.updatedAt,
};

/**
 * A row of {@link summaryColumns} → `StudentSummary`, by the record's read rules (`fromStudentRow`:
 * the single legacy disability, dateAdded from created_at).
 */
export function toSummary(row: Partial<StudentRecordRow>): StudentSummary {
  const s = fromStudentRow(row as StudentRecordRow);
  return {
    id: s.id,
    name: s.name,
    grade: s.grade,
    studentId: s.studentId,
    disabilities: s.disabilities,
    caseManager: s.caseManager,
    annualMeetingDueDate: s.annualMeetingDueDate,
    lastEvaluationDate: s.lastEvaluationDate,
    dateAdded: s.dateAdded,
    updatedAt: s.updatedAt,
  };
}
