/**
 * The report draft kept on this device (requirements "Parent progress report": the narratives are
 * kept in storage so they are never lost): per teacher and student, under
 * `iep:<userId>:report_draft:<studentId>` (requirements "Local storage": every per-user key starts
 * with `iep:<userId>:`, so signing out clears it).
 *
 * Only narratives the teacher edited are stored; a goal without one shows the plain-words suggestion,
 * which follows the chosen period.
 */

import type { ReportPeriod } from "@client/features/reports/lib/report-period";
import { readStored, removeStored, writeStored } from "@client/lib/storage";
import { NARRATIVE_MAX } from "@shared/contracts/reports";

export interface ReportDraft {
  /** Edited narratives by goal id ("" = the teacher cleared it on purpose). */
  narratives: Record<string, string>;
  /** The period last chosen for this student. */
  period?: ReportPeriod;
}

/** The storage key of one student's draft. */
export const reportDraftKey = (userId: string, studentId: string) =>
  `iep:${userId}:report_draft:${studentId}`;

const isDate = (v: unknown): v is string => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * Reads a draft, dropping anything malformed (a hand-edited or older value never breaks the page).
 * @returns the draft, or an empty one.
 */
export function readReportDraft(userId: string, studentId: string): ReportDraft {
  const raw = readStored<unknown>(reportDraftKey(userId, studentId));
  const draft: ReportDraft = { narratives: {} };
  if (!raw || typeof raw !== "object") return draft;
  const { narratives, period } = raw as { narratives?: unknown; period?: unknown };
  if (narratives && typeof narratives === "object") {
    for (const [goalId, text] of Object.entries(narratives)) {
      if (typeof text === "string") draft.narratives[goalId] = text.slice(0, NARRATIVE_MAX);
    }
  }
  if (period && typeof period === "object") {
    const { from, to } = period as { from?: unknown; to?: unknown };
    if (isDate(from) && isDate(to)) draft.period = { from, to };
  }
  return draft;
}

/** Saves a draft (an empty one removes the key). Storage failures are absorbed by `writeStored`. */
export function writeReportDraft(userId: string, studentId: string, draft: ReportDraft): void {
  if (Object.keys(draft.narratives).length === 0 && !draft.period) {
    removeStored(reportDraftKey(userId, studentId));
    return;
  }
  writeStored(reportDraftKey(userId, studentId), draft);
}
