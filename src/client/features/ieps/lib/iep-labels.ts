/**
 * Words and dates of the IEP screens (requirements "IEP versions"): a status in words, a version's
 * one-line name, and the default end date of a new IEP (one year less a day: 34 CFR 300.324(b)(1)(i),
 * reviewed at least annually).
 */
import { IEP_KIND_LABELS, type Iep, type IepStatus } from "@shared/contracts/ieps";
import { formatDate } from "@shared/domain/date-format";
import { addDays, addYears } from "@shared/domain/legal-clock";
import { todayIn } from "@shared/domain/teacher-time";

export const IEP_STATUS_LABELS: Record<IepStatus, string> = {
  draft: "Draft",
  final: "Final",
  superseded: "Superseded",
};

/** "Annual IEP, Sep 1, 2026 – Aug 31, 2027 (Final)". */
export function iepName(iep: Pick<Iep, "kind" | "startDate" | "endDate" | "status">): string {
  return `${IEP_KIND_LABELS[iep.kind]}, ${iepDates(iep)} (${IEP_STATUS_LABELS[iep.status]})`;
}

/** "Sep 1, 2026 – Aug 31, 2027". */
export function iepDates(iep: Pick<Iep, "startDate" | "endDate">): string {
  return `${formatDate(iep.startDate)} – ${formatDate(iep.endDate)}`;
}

/** `YYYY-MM-DD` one year after `start` less a day (2026-09-01 → 2027-08-31). */
export const defaultEndDate = (start: string): string => addDays(addYears(start, 1), -1);

/** Today's `YYYY-MM-DD` on this device. */
export const deviceToday = (): string =>
  todayIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
