/**
 * The caseload's service rows and the writes the Services screen builds from them (requirements
 * "Service log": "Services this week", logging today's sessions for the whole caseload, and group
 * logging — "a provider's reading group of 4 is one entry, four rows").
 */
import {
  type CaseloadServiceSummary,
  type CreateServiceSessionInput,
  SESSION_GROUP_MAX,
  SESSION_MINUTES_MAX,
  type ServiceCompliance,
  type ServicePeriod,
  type SessionStatus,
} from "@shared/contracts/services";

/** One student's service over the week, as the screen lists it. */
export interface CaseloadServiceRow {
  studentId: string;
  studentName: string;
  serviceId: string;
  serviceName: string;
  period: ServicePeriod;
  compliance: ServiceCompliance;
  /** Minutes required in the week and delivered in it (the range's totals). */
  requiredMinutes: number;
  deliveredMinutes: number;
}

const STATUS_ORDER = { owed: 0, behind: 1, on_track: 2 } as const;

/**
 * Every student's services, who is behind first: minutes owed (most first), then behind, then on
 * track; ties by student name, then service name. Required and delivered minutes are the week's
 * (`week`); the minutes owed come from `owed`, a longer range ending today (the week alone has no
 * ended period until Sunday), and a service owing minutes there shows as owed.
 */
export function caseloadRows(
  week: CaseloadServiceSummary,
  nameOf: (studentId: string) => string,
  owed?: CaseloadServiceSummary,
): CaseloadServiceRow[] {
  const owedOf = new Map(
    (owed?.students ?? []).flatMap((s) => s.services.map((c) => [c.serviceId, c.owedMinutes] as const)),
  );
  const rows = week.students.flatMap(({ studentId, services }) =>
    services.map((c) => {
      const owedMinutes = Math.max(c.owedMinutes, owedOf.get(c.serviceId) ?? 0);
      const compliance: ServiceCompliance = owedMinutes > 0 ? { ...c, owedMinutes, status: "owed" } : c;
      return {
        studentId,
        studentName: nameOf(studentId),
        serviceId: c.serviceId,
        serviceName: c.name,
        period: c.period,
        compliance,
        requiredMinutes: c.requiredMinutes,
        deliveredMinutes: c.deliveredMinutes,
      };
    }),
  );
  return rows.sort(
    (a, b) =>
      STATUS_ORDER[a.compliance.status] - STATUS_ORDER[b.compliance.status] ||
      b.compliance.owedMinutes - a.compliance.owedMinutes ||
      a.studentName.localeCompare(b.studentName) ||
      a.serviceName.localeCompare(b.serviceName),
  );
}

/**
 * The minutes a new session of `row` starts with: its last session's (`lastMinutes`), else a day
 * service's daily requirement, else what the week still lacks; blank when none applies.
 */
export function prefilledMinutes(row: CaseloadServiceRow, lastMinutes: number | undefined): string {
  const clamp = (n: number) => String(Math.min(SESSION_MINUTES_MAX, Math.max(1, Math.round(n))));
  if (lastMinutes) return clamp(lastMinutes);
  const current = row.compliance.periods.find((p) => !p.ended) ?? row.compliance.periods.at(-1);
  if (row.period === "day" && current && current.requiredMinutes > 0) return clamp(current.requiredMinutes);
  const lacking = row.requiredMinutes - row.deliveredMinutes;
  return lacking > 0 ? clamp(lacking) : "";
}

/** One row of the quick log as the table holds it. */
export interface QuickLogRow {
  row: CaseloadServiceRow;
  /** Ticked: the row is logged on Save. */
  log: boolean;
  minutes: string;
  status: SessionStatus;
}

/** One session to queue, with the student its service belongs to. */
export interface SessionWrite {
  studentId: string;
  input: CreateServiceSessionInput;
  /** Names the session in messages. */
  label: string;
}

/** What the quick log's Save builds: the writes, or the rows whose minutes are not valid. */
export type QuickLogResult = { ok: true; writes: SessionWrite[] } | { ok: false; invalid: QuickLogRow[] };

/**
 * Whether a session of `row` may be logged on `date` (`YYYY-MM-DD`): inside the service's dates
 * (requirements "Service log"; a make-up after the end is logged from the student's page).
 */
export const inEffectOn = (row: CaseloadServiceRow, date: string): boolean =>
  row.compliance.startDate <= date && date <= row.compliance.endDate;

const validMinutes = (text: string) =>
  /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= SESSION_MINUTES_MAX;

/**
 * One write per ticked row of a service in effect on `date` (each its own queued change), all dated
 * `date`; nothing when a ticked row's minutes are not a whole number from 1 to the contract's maximum.
 */
export function quickLogWrites(rows: readonly QuickLogRow[], date: string): QuickLogResult {
  const ticked = rows.filter((r) => r.log && inEffectOn(r.row, date));
  const invalid = ticked.filter((r) => !validMinutes(r.minutes));
  if (invalid.length) return { ok: false, invalid };
  return {
    ok: true,
    writes: ticked.map((r) => ({
      studentId: r.row.studentId,
      input: { serviceId: r.row.serviceId, date, minutes: Number(r.minutes.trim()), status: r.status },
      label: `${r.row.studentName}: ${r.row.serviceName}`,
    })),
  };
}

/** The shared fields of a group session. */
export interface GroupSession {
  date: string;
  minutes: number;
  status: SessionStatus;
  note?: string | null;
}

/**
 * The rows of one group session (requirements "Service log": group logging): one write per member's
 * service, all with the same `groupId` and `groupSize` = the number of members.
 * @throws RangeError when there are fewer than 2 or more than SESSION_GROUP_MAX members.
 */
export function groupSessionWrites(
  session: GroupSession,
  members: readonly Pick<CaseloadServiceRow, "studentId" | "studentName" | "serviceId" | "serviceName">[],
  groupId: string,
): SessionWrite[] {
  if (members.length < 2 || members.length > SESSION_GROUP_MAX) {
    throw new RangeError(`A group session needs 2 to ${SESSION_GROUP_MAX} students`);
  }
  const note = session.note?.trim();
  return members.map((m) => ({
    studentId: m.studentId,
    input: {
      serviceId: m.serviceId,
      date: session.date,
      minutes: session.minutes,
      status: session.status,
      groupId,
      groupSize: members.length,
      ...(note ? { note } : {}),
    },
    label: `${m.studentName}: ${m.serviceName}`,
  }));
}
