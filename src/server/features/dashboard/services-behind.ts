/**
 * The dashboard's "Services behind" (requirements "Service compliance"): the caseload's services over
 * the default range (8 weeks up to the teacher's today) counted by status, and the students with a
 * service behind or owing minutes. Read through the services feature's `caseloadCompliance`; the
 * dashboard's own audit line covers the read.
 */
import type { DashboardServiceStudent, DashboardServices } from "../../../shared/contracts/dashboard.ts";
import type { CalendarDate } from "../../../shared/domain/legal-clock.ts";
import type { Db } from "../../db/client.ts";
import { caseloadCompliance, studentNamesOf, summaryRange } from "../services/index.ts";

/** "Services behind" of `userId` on the teacher's calendar date `today`. */
export async function servicesBehind(
  db: Pick<Db, "select">,
  userId: string,
  today: CalendarDate,
): Promise<DashboardServices> {
  const caseload = await caseloadCompliance(db, userId, summaryRange(today, {}));
  const totals: DashboardServices = { services: 0, behind: 0, owed: 0, owedMinutes: 0, students: [] };
  const flagged: Omit<DashboardServiceStudent, "studentName">[] = [];
  for (const { studentId, services } of caseload.students) {
    const row = { studentId, behind: 0, owed: 0, owedMinutes: 0 };
    for (const service of services) {
      if (service.status === "behind") row.behind++;
      if (service.status === "owed") row.owed++;
      row.owedMinutes += service.owedMinutes;
    }
    totals.services += services.length;
    totals.behind += row.behind;
    totals.owed += row.owed;
    totals.owedMinutes += row.owedMinutes;
    if (row.behind + row.owed > 0) flagged.push(row);
  }
  if (flagged.length === 0) return totals;
  const names = await studentNamesOf(
    db,
    userId,
    flagged.map((f) => f.studentId),
  );
  totals.students = flagged
    .map((f) => ({ ...f, studentName: names.get(f.studentId) ?? "" }))
    .sort((a, b) => b.owedMinutes - a.owedMinutes || a.studentName.localeCompare(b.studentName));
  return totals;
}
