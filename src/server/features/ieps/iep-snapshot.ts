/**
 * The content of a new IEP draft, taken from the student's record when the draft is made
 * (requirements "IEP versions"; 34 CFR 300.320): each section from the record field of the same
 * meaning, the structured goals and services as lists, and a prior written notice prefilled in words
 * (34 CFR 300.503(b)). A value the record lacks stays "" or [] — nothing is invented.
 */
import { eq } from "drizzle-orm";
import type { Goal } from "../../../shared/contracts/goals.ts";
import type { IepContent, IepGoal, IepKind, IepService } from "../../../shared/contracts/ieps.ts";
import { SERVICE_SETTING_LABELS } from "../../../shared/contracts/service-codes.ts";
import type { Service } from "../../../shared/contracts/services.ts";
import { formatDate } from "../../../shared/domain/date-format.ts";
import { uniqueByName } from "../../../shared/domain/goal-statement.ts";
import { emptyIepContent } from "../../../shared/domain/iep-document.ts";
import {
  DEFAULT_REPORTING_DATES,
  normalizeReportingDates,
} from "../../../shared/domain/legal-clock-reporting.ts";
import { MONTH_NAMES } from "../../../shared/domain/teacher-time.ts";
import type { Db } from "../../db/client.ts";
import { type students, userPreferences } from "../../db/schema/index.ts";
import { listGoals } from "../goals/index.ts";
import { servicesOfStudents } from "../services/index.ts";

export type StudentRow = typeof students.$inferSelect;

const text = (value: string | null | undefined) => (value ?? "").trim();

/** A structured goal as the IEP writes it: baseline "<value> <unit> on <date>", benchmarks its objectives. */
export function goalOfRecord(goal: Goal): IepGoal {
  const baseline =
    goal.baselineValue !== null
      ? `${goal.baselineValue}${goal.unit ? ` ${goal.unit}` : ""} on ${goal.baselineDate}`
      : text(goal.baselineData);
  return {
    goalId: goal.id,
    area: text(goal.area).slice(0, 200),
    statement: goal.statement.trim().slice(0, 2_000),
    baseline: baseline.slice(0, 500),
    measurement: text(goal.measurementMethod).slice(0, 500),
    benchmarks: goal.objectives
      .map((o) => o.trim())
      .filter(Boolean)
      .slice(0, 12),
  };
}

/** A structured service as the IEP lists it; a related-service setting is a related service (34 CFR 300.34). */
export function serviceOfRecord(service: Service): IepService {
  const provider = [service.providerName, service.providerRole].map(text).filter(Boolean);
  return {
    name: service.name.trim().slice(0, 200),
    category: service.setting === "related_service" ? "related" : "special_education",
    minutes: service.minutes,
    period: service.period,
    setting: SERVICE_SETTING_LABELS[service.setting] ?? "",
    provider: (provider.length === 2 ? `${provider[0]} (${provider[1]})` : (provider[0] ?? "")).slice(0, 200),
    startDate: service.startDate,
    endDate: service.endDate,
  };
}

/** "November 15, January 31, …" from the teacher's progress-report dates (`MM-DD`). */
async function reportingSentence(db: Db, ownerId: string): Promise<string> {
  const [row] = await db
    .select({ dates: userPreferences.reportingDates })
    .from(userPreferences)
    .where(eq(userPreferences.userId, ownerId))
    .limit(1);
  const stored = normalizeReportingDates(Array.isArray(row?.dates) ? row.dates : []);
  const dates = stored.length > 0 ? stored : normalizeReportingDates(DEFAULT_REPORTING_DATES);
  const words = dates.map((d) => `${MONTH_NAMES[Number(d.slice(0, 2)) - 1]} ${Number(d.slice(3, 5))}`);
  return `Progress toward each annual goal is reported to the parents in writing on ${words.join(", ")} each school year.`;
}

const PROPOSED: Record<Exclude<IepKind, "amendment">, string> = {
  initial: "the initial IEP and the special education services in it",
  annual: "the annual IEP",
  interim: "an interim IEP",
};

/** The prior written notice's action and data used, in words (34 CFR 300.503(b)(1), (b)(3)). */
function priorWrittenNotice(
  kind: Exclude<IepKind, "amendment">,
  startDate: string,
  endDate: string,
  goals: readonly IepGoal[],
  lastEvaluationDate: string | null,
): IepContent["priorWrittenNotice"] {
  const data: string[] = [];
  if (goals.length > 0) {
    const areas = [...new Set(goals.map((g) => g.area).filter(Boolean))];
    data.push(
      `Progress-monitoring data on the annual goals${areas.length > 0 ? ` (${areas.join(", ")})` : ""}.`,
    );
  }
  if (lastEvaluationDate) data.push(`The evaluation of ${formatDate(lastEvaluationDate)}.`);
  return {
    ...emptyIepContent().priorWrittenNotice,
    proposedAction: `The district proposes ${PROPOSED[kind]} for the period ${formatDate(startDate)} to ${formatDate(endDate)}.`,
    dataUsed: data.join("\n"),
  };
}

/**
 * The snapshot of student `student` (owner `ownerId`) for a new IEP of `kind` from `startDate` to
 * `endDate` (requirements "IEP versions": which record field fills which section).
 */
export async function snapshotOfRecord(
  db: Db,
  ownerId: string,
  student: StudentRow,
  kind: Exclude<IepKind, "amendment">,
  startDate: string,
  endDate: string,
  now: Date,
): Promise<IepContent> {
  const goals = (await listGoals(db, ownerId, { studentId: student.id }, now)).slice(0, 50).map(goalOfRecord);
  const services = (await servicesOfStudents(db, ownerId, [student.id])).slice(0, 50).map(serviceOfRecord);
  const accommodations = uniqueByName(
    [...student.accommodations, ...student.defaultAccommodations.map((a) => a.name)]
      .map((a) => a.trim().slice(0, 500))
      .filter(Boolean),
  ).slice(0, 100);
  return {
    presentLevels: text(student.presentLevels),
    annualGoals: goals,
    progressReporting: text(student.progressMeasurement) || (await reportingSentence(db, ownerId)),
    services,
    serviceNotes: text(student.serviceDelivery),
    accommodations,
    nonParticipation: text(student.placement),
    assessmentParticipation: text(student.assessmentParticipation),
    transition: text(student.transitionServices),
    extendedSchoolYear: text(student.extendedSchoolYear),
    lre: text(student.lreSetting) || text(student.placement),
    behaviorSupport: text(student.behaviorSupport),
    communication: text(student.communication),
    assistiveTechnology: text(student.assistiveTechnology),
    priorWrittenNotice: priorWrittenNotice(kind, startDate, endDate, goals, student.lastEvaluationDate),
  };
}
