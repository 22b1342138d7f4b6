/**
 * The IEP at a glance as a page model (requirements "IEP at a glance"; 34 CFR 300.323(d)): pure, from
 * a student record, its goals, its services and the teacher, so the screen and the PDF print the same
 * page. Fixed words come from `at-a-glance-text.ts` in the asked language; the teacher's text is kept
 * as typed. Share-safe leaves out the date of birth, the student ID and the disability categories.
 */
import type { AtAGlance, AtAGlanceSection } from "../../../shared/contracts/at-a-glance.ts";
import type { Goal } from "../../../shared/contracts/goals.ts";
import type { Service } from "../../../shared/contracts/services.ts";
import type { HomeLanguage, Student } from "../../../shared/contracts/students.ts";
import { formatDate } from "../../../shared/domain/date-format.ts";
import { itemName, uniqueByName } from "../../../shared/domain/goal-statement.ts";
import { formatValue } from "../../../shared/domain/progress-report.ts";
import { providerText } from "../../../shared/domain/service-provider.ts";
import { type GlanceText, glanceText } from "./at-a-glance-text.ts";

/** Longest goal line (characters) before it is shortened to the statement's start and the target. */
export const GOAL_LINE_MAX = 160;

/** The page's options: the language of its fixed words and whether it is the share-safe version. */
export interface GlanceOptions {
  language: HomeLanguage;
  shareSafe: boolean;
}

/** Everything one page is made from. `today` is the teacher's calendar day (`YYYY-MM-DD`). */
export interface GlanceSource {
  student: Student;
  goals: readonly Goal[];
  services: readonly Service[];
  teacher: { name: string; email: string };
  today: string;
}

/** `text` cut at a word boundary to at most `max` characters, with "…" when cut. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, "")}…`;
}

/**
 * A goal in one line: "Area: statement" when it fits in `GOAL_LINE_MAX` characters; otherwise the
 * statement's first sentence (or its start) and, when the goal has a target value, "Target: 90 WCPM
 * by Jun 1, 2027" — the measurable part a general-education teacher needs.
 */
export function goalLine(
  goal: Pick<Goal, "statement" | "area" | "targetValue" | "unit" | "targetDate">,
  t: GlanceText,
): string {
  const area = goal.area?.trim() ? `${goal.area.trim()}: ` : "";
  const statement = goal.statement.trim().replace(/\s+/g, " ");
  if (area.length + statement.length <= GOAL_LINE_MAX) return `${area}${statement}`;
  const target =
    goal.targetValue === null
      ? ""
      : ` ${t.target(formatValue(goal.targetValue, t.unit(goal.unit)), goal.targetDate)}`;
  const firstSentence = /^(.+?[.!?])\s/.exec(statement)?.[1] ?? statement;
  const room = Math.max(40, GOAL_LINE_MAX - area.length - target.length);
  return `${area}${shorten(firstSentence, room)}${target}`;
}

/** "Speech-language therapy: 30 min per week · Related service · Individual · A. Patel (SLP) · from … to …". */
export function serviceLine(service: Service, t: GlanceText): string {
  return [
    `${service.name}: ${t.minutes(service.minutes, service.period)}`,
    t.setting(service.setting),
    t.delivery(service.delivery),
    providerText(service),
    t.dates(service.startDate, service.endDate),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** Non-blank lines of a free-text field. */
const linesOf = (text: string | null) =>
  (text ?? "")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

const joinParts = (parts: readonly string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(", ");

/**
 * The page of one student. Services are those not ended on `today` (current and upcoming), by start
 * date; accommodations are the record's list then the default accommodations (with when and how they
 * apply), each name once (`uniqueByName`).
 */
export function glancePage(source: GlanceSource, options: GlanceOptions): AtAGlance {
  const { student, teacher, today } = source;
  const t = glanceText(options.language);
  const header = [
    { label: t.labelStudent, value: student.name },
    { label: t.labelGrade, value: student.grade ?? t.notRecorded },
  ];
  if (!options.shareSafe) {
    header.push(
      {
        label: t.labelDateOfBirth,
        value: student.dateOfBirth
          ? formatDate(student.dateOfBirth, { language: options.language })
          : t.notRecorded,
      },
      { label: t.labelStudentId, value: student.studentId ?? t.notRecorded },
      { label: t.labelDisabilities, value: student.disabilities.join(", ") || t.notRecorded },
    );
  }
  header.push(
    { label: t.labelCaseManager, value: student.caseManager ?? teacher.name },
    { label: t.labelContact, value: joinParts([teacher.name, teacher.email]) },
  );

  const listed = uniqueByName(student.accommodations);
  const seen = new Set(listed.map(itemName));
  const defaults = student.defaultAccommodations
    .filter((a) => {
      const name = itemName(a.name);
      if (!name || seen.has(name)) return false;
      seen.add(name);
      return true;
    })
    .map((a) => {
      const when = joinParts([a.conditions, a.whenUsed]);
      return when ? `${a.name} (${when})` : a.name;
    });
  const accommodations = [...listed, ...defaults];
  const strategies = student.defaultStrategies.map((s) => {
    const how = joinParts([s.frequency, s.duration]);
    return how ? `${s.name} (${how})` : s.name;
  });
  const services = source.services
    .filter((s) => s.endDate >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name))
    .map((s) => serviceLine(s, t));

  const sections: AtAGlanceSection[] = [
    { heading: t.goals, lines: source.goals.map((g) => goalLine(g, t)) },
    { heading: t.accommodations, lines: accommodations },
    { heading: t.strategies, lines: strategies },
    { heading: t.behaviorSupport, lines: linesOf(student.behaviorSupport) },
    { heading: t.assistiveTechnology, lines: linesOf(student.assistiveTechnology) },
    { heading: t.services, lines: services },
    { heading: t.extendedSchoolYear, lines: linesOf(student.extendedSchoolYear) },
    { heading: t.lre, lines: linesOf(student.lreSetting) },
  ];
  return {
    studentId: student.id,
    language: options.language,
    shareSafe: options.shareSafe,
    title: t.title,
    studentName: student.name,
    header,
    sections,
    emptyLine: t.empty,
    footer: t.footer(today),
  };
}
