/**
 * The words of the e-mails a meeting's family receives, one dictionary per family language
 * (requirements "Notifications": the invitation, the reschedule and the cancel reach a parent or the
 * student in the student record's `homeLanguage`, "Student fields"). Both dictionaries have the same
 * keys (`FamilyMailText`), so a missing one fails type-checking. Our own fixed words only: the
 * teacher's text (reason, location, names) is printed as typed, never translated.
 *
 * Dates go through the parent report's dictionaries (`report-text.ts`, `report-text-es.ts`), the one
 * date format per language a family reads ("Dec 3, 2026", "3 de diciembre de 2026"); the clock and
 * the weekday through `Intl.DateTimeFormat` in that language, in the teacher's zone.
 */
import type { MeetingType } from "../../../shared/contracts/meetings.ts";
import { MEETING_TYPE_LABELS } from "../../../shared/contracts/meetings.ts";
import type { HomeLanguage } from "../../../shared/contracts/students.ts";
import { isValidTimeZone } from "../../../shared/domain/note-quota.ts";
import { REPORT_TEXT_EN, type ReportText } from "../../documents/report-text.ts";
import { REPORT_TEXT_ES } from "../../documents/report-text-es.ts";

/** The change a family e-mail announces. */
export type FamilyMailChange = "scheduled" | "rescheduled" | "cancelled";

/** Everything fixed a family e-mail says. */
export interface FamilyMailText {
  /** BCP 47 tag of the clock and weekday ("en-US", "es-US"). */
  locale: string;
  /** The report dictionary whose `date` writes the calendar date. */
  report: ReportText;
  typeLabel: Record<MeetingType, string>;
  /** "Annual review for Maya Robinson". */
  what: (type: MeetingType, student: string) => string;
  subject: Record<FamilyMailChange, string>;
  lead: Record<FamilyMailChange, (what: string) => string>;
  /** Before and after noon ("AM", "PM"; "a. m.", "p. m."). */
  dayPeriods: [string, string];
  /** "Thu, Dec 3, 2026 at 9:30 AM" from the parts already written in the language (`hour` 1–12). */
  at: (weekday: string, date: string, clock: string, hour: number) => string;
  when: string;
  minutes: (n: number) => string;
  where: string;
  videoLink: string;
  reason: string;
  organisedBy: (name: string, email: string) => string;
}

const EN: FamilyMailText = {
  locale: "en-US",
  report: REPORT_TEXT_EN,
  typeLabel: MEETING_TYPE_LABELS,
  what: (type, student) => `${MEETING_TYPE_LABELS[type]} for ${student}`,
  subject: {
    scheduled: "Meeting scheduled",
    rescheduled: "Meeting rescheduled",
    cancelled: "Meeting cancelled",
  },
  lead: {
    scheduled: (what) => `You are invited to the ${what}.`,
    rescheduled: (what) => `The ${what} has moved to a new time.`,
    cancelled: (what) => `The ${what} has been cancelled.`,
  },
  dayPeriods: ["AM", "PM"],
  at: (weekday, date, clock) => `${weekday}, ${date} at ${clock}`,
  when: "When",
  minutes: (n) => `${n} minutes`,
  where: "Where",
  videoLink: "Video link",
  reason: "Reason",
  organisedBy: (name, email) => `Organised by ${name} (${email}).`,
};

const TYPE_ES: Record<MeetingType, string> = {
  initial: "Reunión inicial del IEP",
  annual_review: "Revisión anual del IEP",
  reevaluation: "Reunión de reevaluación",
  amendment: "Reunión para enmendar el IEP",
  transition: "Reunión de planificación de la transición",
  other: "Reunión",
};

const ES: FamilyMailText = {
  locale: "es-US",
  report: REPORT_TEXT_ES,
  typeLabel: TYPE_ES,
  what: (type, student) => `${TYPE_ES[type]} de ${student}`,
  subject: {
    scheduled: "Reunión programada",
    rescheduled: "Reunión con nueva fecha",
    cancelled: "Reunión cancelada",
  },
  lead: {
    scheduled: (what) => `Le invitamos a esta reunión: ${what}.`,
    rescheduled: (what) => `Esta reunión tiene nueva fecha y hora: ${what}.`,
    cancelled: (what) => `Esta reunión se canceló: ${what}.`,
  },
  // As the Real Academia Española abbreviates them (whatever a runtime's ICU data writes).
  dayPeriods: ["a. m.", "p. m."],
  // "a la 1:30", "a las 9:30".
  at: (weekday, date, clock, hour) => `${weekday}, ${date} ${hour === 1 ? "a la" : "a las"} ${clock}`,
  when: "Cuándo",
  minutes: (n) => `${n} minutos`,
  where: "Dónde",
  videoLink: "Enlace de la videollamada",
  reason: "Motivo",
  organisedBy: (name, email) => `Organizada por ${name} (${email}).`,
};

/** The family e-mail words of a language (English when none is recorded). */
export function familyMailText(language: HomeLanguage | null | undefined): FamilyMailText {
  return language === "es" ? ES : EN;
}

/**
 * An instant as a family reads it, in the teacher's zone (`timeZone`; UTC when missing or invalid):
 * "Thu, Dec 3, 2026 at 9:30 AM (America/Chicago)", "jueves, 3 de diciembre de 2026 a las 9:30 a. m.
 * (America/Chicago)".
 */
export function familyMeetingTime(t: FamilyMailText, instant: Date, timeZone: string | null): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  const parts = new Intl.DateTimeFormat(t.locale, {
    timeZone: zone,
    weekday: t.locale === "en-US" ? "short" : "long",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const day = `${part("year")}-${part("month")}-${part("day")}`;
  const hour24 = Number(part("hour"));
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const clock = `${hour}:${part("minute")} ${t.dayPeriods[hour24 < 12 ? 0 : 1]}`;
  return `${t.at(part("weekday"), t.report.date(day), clock, hour)} (${zone})`;
}
