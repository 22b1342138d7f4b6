/**
 * Service compliance (requirements "Service compliance"; 34 CFR 300.320(a)(7): the IEP states the
 * frequency and duration of each service): whether the minutes a service requires per day, week or
 * month were delivered, as a pure function of the service, its logged sessions and a range of calendar
 * dates (`YYYY-MM-DD`, the teacher's dates; the caller turns instants into dates in the teacher's time
 * zone). All amounts are whole minutes.
 */
import {
  EXCUSED_SESSION_STATUSES,
  type ServicePeriod,
  type SessionStatus,
  SUMMARY_RANGE_MAX_DAYS,
} from "../contracts/service-codes.ts";
import type { ServiceCompliance, ServicePeriodSummary } from "../contracts/services.ts";
import type { CalendarDate } from "./legal-clock.ts";

/** The service fields the rule reads. */
export interface ComplianceService {
  id: string;
  name: string;
  /** Minutes required per `period`. */
  minutes: number;
  period: ServicePeriod;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

/** The session fields the rule reads (one logged session of the service). */
export interface ComplianceSession {
  date: CalendarDate;
  minutes: number;
  status: SessionStatus;
}

/** The inclusive range asked for and the teacher's today. */
export interface ComplianceRange {
  from: CalendarDate;
  to: CalendarDate;
  today: CalendarDate;
}

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a calendar date. @throws RangeError when not `YYYY-MM-DD`. */
function dayNumber(date: CalendarDate): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`not a calendar date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

const dateOf = (day: number): CalendarDate => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
const weekdayOf = (day: number) => (((day + 3) % 7) + 7) % 7;
const isSchoolDay = (day: number) => weekdayOf(day) < 5;

/** Monday–Friday days in [first, last] (0 when last < first). */
function schoolDaysBetween(first: number, last: number): number {
  let n = 0;
  for (let d = first; d <= last; d++) if (isSchoolDay(d)) n++;
  return n;
}

/** [first, last] day numbers of the period of `kind` holding `day`. */
function periodAround(kind: ServicePeriod, day: number): [number, number] {
  if (kind === "day") return [day, day];
  if (kind === "week") {
    const monday = day - weekdayOf(day);
    return [monday, monday + 6];
  }
  const d = new Date(day * DAY_MS);
  const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / DAY_MS;
  const last = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0) / DAY_MS;
  return [first, last];
}

/**
 * The first and last calendar dates of the period of `kind` holding `date` (a `day` is the date
 * itself, a `week` its Monday–Sunday, a `month` its calendar month).
 * @throws RangeError when `date` is not `YYYY-MM-DD`.
 */
export function periodBounds(kind: ServicePeriod, date: CalendarDate): [CalendarDate, CalendarDate] {
  const [first, last] = periodAround(kind, dayNumber(date));
  return [dateOf(first), dateOf(last)];
}

/** Days from `from` to `to` (negative when `to` is earlier). @throws RangeError when not `YYYY-MM-DD`. */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number => dayNumber(to) - dayNumber(from);

/**
 * Whether `from`–`to` (inclusive, `from` ≤ `to`) is a range a summary covers: at most
 * SUMMARY_RANGE_MAX_DAYS days (requirements "Service compliance").
 */
export const fitsSummaryRange = (from: CalendarDate, to: CalendarDate): boolean =>
  daysBetween(from, to) + 1 <= SUMMARY_RANGE_MAX_DAYS;

const EXCUSED: ReadonlySet<SessionStatus> = new Set(EXCUSED_SESSION_STATUSES);

/** Whole minutes, a half rounded up (x.5 → x + 1). */
const roundMinutes = (x: number) => Math.floor(x + 0.5);

/**
 * The compliance of one service over `range` (requirements "Service compliance", where each step is
 * written out): the listed periods with their required (prorated by school days), delivered, excused
 * and shortfall minutes; the make-up minutes; the minutes owed and the status.
 *
 * A range with `from` after `to` lists no period. Sessions dated after `range.today` count nowhere.
 * @throws RangeError when a date is not `YYYY-MM-DD`.
 */
export function serviceCompliance(
  service: ComplianceService,
  sessions: readonly ComplianceSession[],
  range: ComplianceRange,
): ServiceCompliance {
  const serviceStart = dayNumber(service.startDate);
  const serviceEnd = dayNumber(service.endDate);
  const from = dayNumber(range.from);
  const today = dayNumber(range.today);
  const to = Math.min(dayNumber(range.to), today);

  const delivered = new Map<number, number>();
  const excused = new Map<number, number>();
  let makeupMinutes = 0;
  let latestDelivered: { day: number; minutes: number } | null = null;
  for (const s of sessions) {
    const day = dayNumber(s.date);
    if (day > today || day < serviceStart) continue;
    if (s.status === "makeup") {
      if (day >= from && day <= to) makeupMinutes += s.minutes;
      continue;
    }
    if (day > serviceEnd) continue;
    if (s.status === "delivered") {
      delivered.set(day, (delivered.get(day) ?? 0) + s.minutes);
      if (
        !latestDelivered ||
        day > latestDelivered.day ||
        (day === latestDelivered.day && s.minutes > latestDelivered.minutes)
      )
        latestDelivered = { day, minutes: s.minutes };
    } else if (EXCUSED.has(s.status)) {
      excused.set(day, (excused.get(day) ?? 0) + s.minutes);
    }
  }
  const sumIn = (map: Map<number, number>, first: number, last: number) => {
    let n = 0;
    for (const [day, minutes] of map) if (day >= first && day <= last) n += minutes;
    return n;
  };

  // A listed period overlaps the service's dates, ends on or after `from`, starts on or before `to`.
  const lo = Math.max(from, serviceStart);
  const hi = Math.min(to, serviceEnd);
  const periods: ServicePeriodSummary[] = [];
  let running: { required: number; counted: number; inside: number; elapsed: number } | null = null;
  // When the service ended before `from`, only a period holding both days can be listed (a month at most).
  const scanFrom = lo <= hi ? lo : Math.max(hi, lo - 31);
  for (let [first, last] = periodAround(service.period, scanFrom); first <= Math.max(lo, hi); ) {
    const next = last + 1;
    const listed =
      last >= lo && first <= hi && (service.period !== "day" || isSchoolDay(first)) && from <= to;
    if (listed) {
      const insideFirst = Math.max(first, serviceStart);
      const insideLast = Math.min(last, serviceEnd);
      const inside = schoolDaysBetween(insideFirst, insideLast);
      const requiredMinutes = roundMinutes((service.minutes * inside) / schoolDaysBetween(first, last));
      const deliveredMinutes = sumIn(delivered, first, last);
      const excusedMinutes = sumIn(excused, first, last);
      const ended = insideLast < today;
      periods.push({
        start: dateOf(first),
        end: dateOf(last),
        requiredMinutes,
        deliveredMinutes,
        excusedMinutes,
        shortfallMinutes: ended ? Math.max(0, requiredMinutes - deliveredMinutes - excusedMinutes) : 0,
        ended,
      });
      if (!ended) {
        running = {
          required: requiredMinutes,
          counted: deliveredMinutes + excusedMinutes,
          inside,
          elapsed: schoolDaysBetween(insideFirst, Math.min(insideLast, today)),
        };
      }
    }
    [first, last] = periodAround(service.period, next);
  }

  const total = (key: "requiredMinutes" | "deliveredMinutes" | "excusedMinutes" | "shortfallMinutes") =>
    periods.reduce((n, p) => n + p[key], 0);
  const shortfallMinutes = total("shortfallMinutes");
  const owedMinutes = Math.max(0, shortfallMinutes - makeupMinutes);

  let status: ServiceCompliance["status"] = "on_track";
  if (owedMinutes > 0) status = "owed";
  else if (running && running.inside > 0) {
    const expected = (running.required * running.elapsed) / running.inside;
    const sessionLength = latestDelivered
      ? latestDelivered.minutes
      : roundMinutes(running.required / running.inside);
    if (expected - running.counted > sessionLength) status = "behind";
  }

  return {
    serviceId: service.id,
    name: service.name,
    period: service.period,
    startDate: service.startDate,
    endDate: service.endDate,
    requiredMinutes: total("requiredMinutes"),
    deliveredMinutes: total("deliveredMinutes"),
    makeupMinutes,
    excusedMinutes: total("excusedMinutes"),
    shortfallMinutes,
    owedMinutes,
    status,
    periods,
  };
}
