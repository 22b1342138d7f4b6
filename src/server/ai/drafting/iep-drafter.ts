/**
 * The IEP draft writer (requirements "IEP draft", "AI text service"; the default goal
 * date in the AI prompt is 30 June of next year, requirements "Constants"; architecture "Security
 * model" de-identification, "AI pipeline" guards).
 *
 * Four sections: present levels (PLAAFP), measurable annual goals, services, accommodations.
 * - Offline (`draftOfflineSection`): written deterministically from the student's record and goals,
 *   never inventing a fact — a missing item says "not recorded". Every number, unit and date of the
 *   record is copied as written.
 * - With a provider (`draftIepSections`): one system message + one user prompt per section (1200
 *   tokens, temperature 0.4), names replaced by placeholders before the call and restored after; the
 *   reply must keep every fact of the section's source (`checkNumberFidelity`) and not be too short,
 *   else it is retried once and then the offline section is used, with a warning.
 * - Person-first language (architecture "AI pipeline") on every section: the offline rewriter fixes the common
 *   patterns (respecting the student's identity-first preference) and says what it changed; what
 *   retext-equality still flags is listed in `warnings` for the teacher to check.
 */
import type { IepDraftResult, IepDraftSection } from "../../../shared/contracts/ai.ts";
import { IEP_DRAFT_SECTIONS } from "../../../shared/contracts/ai.ts";
import {
  SERVICE_DELIVERY_LABELS,
  SERVICE_PERIOD_LABELS,
  SERVICE_SETTING_LABELS,
} from "../../../shared/contracts/service-codes.ts";
import type { Service } from "../../../shared/contracts/services.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import { uniqueByName } from "../../../shared/domain/goal-statement.ts";
import { rewriteText } from "../../../shared/domain/note-drafting/rewriter.ts";
import { providerText } from "../../../shared/domain/service-provider.ts";
import { generateGuarded } from "../guarded-generation.ts";
import { checkPersonFirst } from "../guards/person-first.ts";
import type { KnownDetails } from "../privacy/pseudonymizer.ts";
import { AI_TEMPERATURE, MAX_TOKENS_FULL_NOTE, STUDENT_PLACEHOLDER } from "../writers/prompts.ts";
import type { ChatRequest, IepDraftData, TextGenerator } from "../writers/text-generator.ts";
import { clean, defaultGoalDate, NOT_RECORDED, readableDate, withUnit } from "./iep-draft-text.ts";
import { annualGoals } from "./iep-goals-section.ts";

export type { IepDraftData } from "../writers/text-generator.ts";
export { defaultGoalDate, NOT_RECORDED } from "./iep-draft-text.ts";

/** The heading of each section, as shown to the teacher and in exports. */
export const IEP_SECTION_TITLES: Record<IepDraftSection, string> = {
  presentLevels: "Present levels of academic achievement and functional performance",
  annualGoals: "Measurable annual goals",
  services: "Special education and related services",
  accommodations: "Accommodations and supports",
};

/** The fewest characters an AI section may have before it counts as too little. */
export const MIN_SECTION_CHARS = 60;

/** How many times a guard failure is retried before the offline section is used (architecture "AI pipeline"). */
export const SECTION_GUARD_RETRIES = 1;

const orNotRecorded = (text: string | null | undefined) => {
  const t = (text ?? "").trim();
  return t === "" ? NOT_RECORDED : t;
};

const listOrNotRecorded = (items: readonly string[]) => (items.length ? items.join("; ") : NOT_RECORDED);

const firstName = (student: Student) => student.name.trim().split(/\s+/)[0] || "The student";

function presentLevels(d: IepDraftData): string {
  const s = d.student;
  const name = firstName(s);
  const lines: string[] = [];
  lines.push(`Present levels for ${s.name}${s.grade?.trim() ? `, grade ${s.grade.trim()}` : ""}.`);
  lines.push("");
  lines.push(`Current performance: ${orNotRecorded(s.presentLevels)}`);
  lines.push(`Strengths: ${listOrNotRecorded(clean(s.strengths))}`);
  lines.push(`Areas of need: ${listOrNotRecorded(clean(s.areasOfNeed))}`);
  const tools = Object.entries(s.assessmentTools).filter(([, v]) => v.trim() !== "");
  lines.push(
    `Assessments: ${tools.length ? tools.map(([subject, tool]) => `${subject}: ${tool.trim()}`).join("; ") : NOT_RECORDED}`,
  );
  lines.push("");
  if (d.goals.length === 0) {
    lines.push(`Goal data: ${NOT_RECORDED} (no goals with progress data yet).`);
  } else {
    lines.push("Goal data:");
    for (const g of d.goals) {
      const area = g.area?.trim() || "Goal";
      const baselineParts = clean([
        g.baselineValue !== null ? withUnit(g.baselineValue, g.unit) : null,
        g.baselineData,
      ]);
      const baseline = baselineParts.length
        ? `baseline ${baselineParts.join(" — ")} on ${readableDate(g.baselineDate)}`
        : `baseline ${NOT_RECORDED}`;
      const latest =
        g.latestEntry && g.latestEntry.progressValue !== null
          ? `latest data ${withUnit(g.latestEntry.progressValue, g.unit)} on ${readableDate(g.latestEntry.entryDate)} (${g.entryCount} data ${g.entryCount === 1 ? "point" : "points"})`
          : `progress data ${NOT_RECORDED}`;
      lines.push(`- ${area}: ${g.statement.trim()} — ${baseline}; ${latest}.`);
    }
  }
  lines.push("");
  const needs = clean(s.areasOfNeed);
  lines.push(
    needs.length
      ? `Effect of the disability: ${name}'s needs in ${needs.join(", ")} affect involvement and progress in the general education curriculum; the goals and supports below address them.`
      : `Effect of the disability on involvement and progress in the general education curriculum: ${NOT_RECORDED}.`,
  );
  return lines.join("\n");
}

/**
 * One structured service in a line (34 CFR 300.320(a)(7): frequency, location and duration):
 * "- Speech-language therapy: 30 minutes per week, Related service, individual, provider: Priya
 * Natarajan (Speech-language pathologist), September 1, 2026 to June 11, 2027". The provider's name
 * is a person's name: it reaches a provider only as a placeholder (`loadNamesToHide`).
 */
export function serviceLine(service: Service): string {
  const provider = providerText(service);
  return [
    `- ${service.name.trim()}: ${service.minutes} minutes ${SERVICE_PERIOD_LABELS[service.period]}`,
    SERVICE_SETTING_LABELS[service.setting],
    SERVICE_DELIVERY_LABELS[service.delivery].toLowerCase(),
    provider ? `provider: ${provider}` : null,
    `${readableDate(service.startDate)} to ${readableDate(service.endDate)}`,
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * The services section (requirements "IEP draft"): the structured services, one line each, then the
 * record's narrative `serviceDelivery` when set; without structured services, the narrative alone
 * (or "not recorded").
 */
function services(d: IepDraftData): string {
  const s = d.student;
  const structured = d.services ?? [];
  const delivery = structured.length
    ? [
        "Services:",
        ...structured.map(serviceLine),
        ...(s.serviceDelivery?.trim() ? [`Service delivery notes: ${s.serviceDelivery.trim()}`] : []),
      ]
    : [`Service delivery (frequency, duration, location): ${orNotRecorded(s.serviceDelivery)}`];
  return [
    `Service providers: ${listOrNotRecorded(clean(s.serviceProviders))}`,
    ...delivery,
    `Placement: ${orNotRecorded(s.placement)}`,
    `Least restrictive environment: ${orNotRecorded(s.lreSetting)}`,
    `Extended school year: ${orNotRecorded(s.extendedSchoolYear)}`,
  ].join("\n");
}

function accommodations(d: IepDraftData): string {
  const s = d.student;
  const defaults = s.defaultAccommodations.map((a) =>
    clean([
      a.name,
      a.conditions ? `conditions: ${a.conditions}` : null,
      a.whenUsed ? `when: ${a.whenUsed}` : null,
    ]).join(" — "),
  );
  // One line per accommodation: a default already on the list is not listed again.
  const all = uniqueByName(clean([...s.accommodations, ...defaults]));
  const lines = all.length
    ? ["Accommodations:", ...all.map((a) => `- ${a}`)]
    : [`Accommodations: ${NOT_RECORDED}`];
  lines.push(`Assistive technology: ${orNotRecorded(s.assistiveTechnology)}`);
  return lines.join("\n");
}

/**
 * The offline text of one section, written only from `data` (requirements "Constants" default goal date from `now`).
 * Deterministic: the same data and date give the same text.
 */
export function draftOfflineSection(section: IepDraftSection, data: IepDraftData, now: Date): string {
  switch (section) {
    case "presentLevels":
      return presentLevels(data);
    case "annualGoals":
      return annualGoals(data, now);
    case "services":
      return services(data);
    case "accommodations":
      return accommodations(data);
  }
}

/**
 * The record texts a section is written from: every number, unit and date in them must appear
 * unchanged in any draft of the section (architecture "AI pipeline" number fidelity). The offline section itself
 * is the source: it lists exactly the record's facts, as written.
 */
export function sectionSource(section: IepDraftSection, data: IepDraftData, now: Date): string[] {
  return draftOfflineSection(section, data, now)
    .split("\n")
    .filter((l) => l.trim() !== "");
}

/** The one system message for an IEP section (requirements "AI text service"). */
export const IEP_SECTION_SYSTEM_MESSAGE = [
  "You are an experienced special-education case manager drafting one section of a student's Individualized Education Program (IEP).",
  "Write in objective, professional, person-first language: describe observable skills and measured data, not judgments or labels.",
  "Keep every number, unit, date and count exactly as given: the same digits, the same unit, the same format. Never round, convert, recalculate or spell out a number.",
  "Use only the facts given. Do not invent scores, dates, services, people, diagnoses or causes. Where a fact is marked 'not recorded', write 'not recorded'.",
  `Names are replaced by placeholders in square brackets, such as ${STUDENT_PLACEHOLDER}. Keep each placeholder exactly as written, brackets included.`,
  "Write plain text without Markdown or headings with #; short lines starting with '- ' are fine for lists.",
].join("\n");

const SECTION_GUIDANCE: Record<IepDraftSection, string> = {
  presentLevels:
    "the present levels of academic achievement and functional performance (PLAAFP): current performance, strengths, needs, assessment results and goal data, and how the needs affect progress in the general curriculum",
  annualGoals: `measurable annual goals: for each goal state the condition, the behavior, the criterion, the timeframe and how it is measured. When no timeframe is given, use the default goal date given below`,
  services:
    "the special education and related services: providers, frequency, duration and location, placement, least restrictive environment and extended school year",
  accommodations: "the accommodations, supports and assistive technology, with when and how each is used",
};

/**
 * The request for one section (requirements "AI text service": one system message + one user prompt; requirements "Constants": 1200 tokens,
 * temperature 0.4). The student is `[STUDENT]`; the caller hides the other names.
 */
export function buildSectionRequest(section: IepDraftSection, data: IepDraftData, now: Date): ChatRequest {
  const grade = data.student.grade?.trim();
  const prompt = [
    `Write ${SECTION_GUIDANCE[section]} for ${STUDENT_PLACEHOLDER}${grade ? ` (grade ${grade})` : ""}.`,
    `Section title: ${IEP_SECTION_TITLES[section]}.`,
    `Default goal date: ${defaultGoalDate(now)}.`,
    "",
    "Facts from the student's record (keep every number, unit, date and count exactly):",
    '"""',
    draftOfflineSection(section, data, now),
    '"""',
  ].join("\n");
  return {
    fieldType: `iep_draft_${section}`,
    system: IEP_SECTION_SYSTEM_MESSAGE,
    prompt,
    maxTokens: MAX_TOKENS_FULL_NOTE,
    temperature: AI_TEMPERATURE,
  };
}

export interface IepDraftOptions {
  /** Only these sections (default: all four, in the IEP's order). */
  sections?: readonly IepDraftSection[];
  /** Other names to keep from the provider: the rest of the roster, parent contacts, staff, attendees (architecture "Security model"). */
  otherNames?: readonly string[];
  /** The phone numbers, ID numbers and dates of birth to keep from the provider (`loadNamesToHide`). */
  details?: KnownDetails;
  now?: Date;
  signal?: AbortSignal;
  /** One line per fallback (never the student's text). */
  log?: (line: string) => void;
}

/**
 * Person-first guard for one section: rewrites the common patterns (numbers are never touched; the
 * rewriter returns the text unchanged if a rewrite would change one) and reports what changed and
 * what retext-equality still flags.
 */
export function personFirstGuard(
  title: string,
  text: string,
  identityFirst: boolean,
): { text: string; warnings: string[] } {
  const rewritten = rewriteText(text, { identityFirst });
  const warnings: string[] = [];
  if (rewritten.changes.length) {
    warnings.push(
      `${title}: wording changed to person-first or objective language: ${rewritten.changes.join("; ")}.`,
    );
  }
  const findings = checkPersonFirst(rewritten.text, { identityFirst });
  if (findings.length) {
    const listed = findings.map((f) => `"${f.phrase}" (consider: ${f.suggestion})`).join("; ");
    warnings.push(`${title}: check this wording: ${listed}.`);
  }
  return { text: rewritten.text, warnings };
}

const FALLBACK = "so the draft written from the student's record was used instead.";

/** One section under the guards (`generateGuarded`), then the person-first guard on whatever is used. */
async function draftSection(
  generator: TextGenerator,
  section: IepDraftSection,
  data: IepDraftData,
  now: Date,
  options: IepDraftOptions,
): Promise<{ section: IepDraftResult["sections"][number]; warnings: string[] }> {
  const title = IEP_SECTION_TITLES[section];
  const result = await generateGuarded(generator, {
    task: { kind: "iepSection", section, data, now },
    names: { ...options.details, student: data.student.name, others: options.otherNames ?? [] },
    fidelitySource: sectionSource(section, data, now),
    minChars: MIN_SECTION_CHARS,
    retries: SECTION_GUARD_RETRIES,
    fallback: { text: () => draftOfflineSection(section, data, now), source: "template" },
    warnings: {
      failed: (description) =>
        `${title}: the AI text service could not be used (${description}), ${FALLBACK}`,
      tooShort: `${title}: the AI draft was too short, ${FALLBACK}`,
      changed: (missing) => `${title}: the AI draft changed or left out ${missing}, ${FALLBACK}`,
    },
    logPrefix: `AI IEP section ${section}`,
    log: options.log,
    signal: options.signal,
  });
  const language = personFirstGuard(title, result.text, data.student.identityFirstLanguage === true);
  return {
    section: { section, title, text: language.text, source: result.source === "ai" ? "ai" : "template" },
    warnings: [...result.warnings, ...language.warnings],
  };
}

/**
 * Drafts the requested sections (all four by default) in the IEP's order. Never throws for an AI
 * failure: a failed or rejected section is the offline section, and `warnings` say why.
 */
export async function draftIepSections(
  generator: TextGenerator,
  data: IepDraftData,
  options: IepDraftOptions = {},
): Promise<IepDraftResult> {
  const now = options.now ?? new Date();
  const wanted = IEP_DRAFT_SECTIONS.filter((s) => !options.sections || options.sections.includes(s));
  const results = await Promise.all(wanted.map((s) => draftSection(generator, s, data, now, options)));
  return {
    sections: results.map((r) => r.section),
    warnings: results.flatMap((r) => r.warnings),
  };
}
