/**
 * The IEP document's sections, the version in effect on a date, and the differences between two
 * versions (requirements "IEP versions"). Read by the editor, the PDF and Word files, and the
 * comparison screen, so a section has one title and one source everywhere.
 *
 * Sources: 34 CFR 300.320(a)(1)–(7) and (b) (what an IEP contains), 300.324(a)(2) (special factors),
 * 300.106 (ESY), 300.114–300.116 (LRE), 300.503(b) (prior written notice).
 */
import type {
  Iep,
  IepContent,
  IepGoal,
  IepRecordFieldName,
  IepService,
  PriorWrittenNotice,
} from "../contracts/ieps.ts";

/** How a section's value is shaped: prose, the goal list, the service list, a list of lines. */
export type IepSectionShape = "text" | "goals" | "services" | "list";

export interface IepSection {
  key: Exclude<keyof IepContent, "priorWrittenNotice">;
  title: string;
  /** The regulation the section answers. */
  source: string;
  shape: IepSectionShape;
}

/** The sections in the order the IEP prints them. */
export const IEP_SECTIONS: readonly IepSection[] = [
  {
    key: "presentLevels",
    title: "Present levels of academic achievement and functional performance",
    source: "34 CFR 300.320(a)(1)",
    shape: "text",
  },
  { key: "annualGoals", title: "Measurable annual goals", source: "34 CFR 300.320(a)(2)", shape: "goals" },
  {
    key: "progressReporting",
    title: "How progress is measured and reported",
    source: "34 CFR 300.320(a)(3)",
    shape: "text",
  },
  {
    key: "services",
    title: "Special education, related services and supplementary aids",
    source: "34 CFR 300.320(a)(4), (a)(7)",
    shape: "services",
  },
  { key: "serviceNotes", title: "Service delivery notes", source: "34 CFR 300.320(a)(7)", shape: "text" },
  {
    key: "accommodations",
    title: "Accommodations, modifications and supports",
    source: "34 CFR 300.320(a)(4)",
    shape: "list",
  },
  {
    key: "nonParticipation",
    title: "Participation with non-disabled peers",
    source: "34 CFR 300.320(a)(5)",
    shape: "text",
  },
  {
    key: "assessmentParticipation",
    title: "Participation in state and district assessments",
    source: "34 CFR 300.320(a)(6)",
    shape: "text",
  },
  {
    key: "lre",
    title: "Least restrictive environment (placement)",
    source: "34 CFR 300.114–300.116",
    shape: "text",
  },
  { key: "extendedSchoolYear", title: "Extended school year (ESY)", source: "34 CFR 300.106", shape: "text" },
  { key: "transition", title: "Transition services", source: "34 CFR 300.320(b)", shape: "text" },
  { key: "behaviorSupport", title: "Behavior support", source: "34 CFR 300.324(a)(2)(i)", shape: "text" },
  { key: "communication", title: "Communication needs", source: "34 CFR 300.324(a)(2)(iv)", shape: "text" },
  {
    key: "assistiveTechnology",
    title: "Assistive technology",
    source: "34 CFR 300.324(a)(2)(v)",
    shape: "text",
  },
];

/** The prior written notice's parts, in the order of 34 CFR 300.503(b). */
export const PRIOR_WRITTEN_NOTICE_PARTS: readonly { key: keyof PriorWrittenNotice; title: string }[] = [
  { key: "proposedAction", title: "The action proposed or refused" },
  { key: "reasons", title: "Why the district proposes or refuses the action" },
  { key: "optionsConsidered", title: "Other options considered and why they were rejected" },
  { key: "dataUsed", title: "Evaluations, assessments, records and reports used" },
  { key: "otherFactors", title: "Other factors relevant to the proposal or refusal" },
];

/** Each record field an IEP can update, and the IEP section it is taken from. */
export const IEP_RECORD_FIELDS: Readonly<Record<IepRecordFieldName, keyof IepContent>> = {
  presentLevels: "presentLevels",
  progressMeasurement: "progressReporting",
  serviceDelivery: "serviceNotes",
  accommodations: "accommodations",
  assessmentParticipation: "assessmentParticipation",
  transitionServices: "transition",
  extendedSchoolYear: "extendedSchoolYear",
  lreSetting: "lre",
  behaviorSupport: "behaviorSupport",
  communication: "communication",
  assistiveTechnology: "assistiveTechnology",
};

/** An IEP content with every section empty. */
export function emptyIepContent(): IepContent {
  return {
    presentLevels: "",
    annualGoals: [],
    progressReporting: "",
    services: [],
    serviceNotes: "",
    accommodations: [],
    nonParticipation: "",
    assessmentParticipation: "",
    transition: "",
    extendedSchoolYear: "",
    lre: "",
    behaviorSupport: "",
    communication: "",
    assistiveTechnology: "",
    priorWrittenNotice: {
      proposedAction: "",
      reasons: "",
      optionsConsidered: "",
      dataUsed: "",
      otherFactors: "",
    },
  };
}

/**
 * The IEP in effect on `date` (`YYYY-MM-DD`): among final and superseded versions whose dates hold
 * `date`, the one finalized last (an amendment replaces what it amends from its start date); null
 * when none. Drafts are never in effect (34 CFR 300.323(a): the IEP in effect is the agreed one).
 */
export function iepInEffect<T extends Pick<Iep, "status" | "startDate" | "endDate" | "finalizedAt">>(
  ieps: readonly T[],
  date: string,
): T | null {
  let best: T | null = null;
  for (const iep of ieps) {
    if (iep.status === "draft" || !iep.finalizedAt) continue;
    if (iep.startDate > date || iep.endDate < date) continue;
    if (!best || (best.finalizedAt ?? "") < iep.finalizedAt) best = iep;
  }
  return best;
}

/** One difference between two versions: a section (or one of its items) and its text before and after. */
export interface IepDifference {
  /** The section's key, or `priorWrittenNotice.<part>`. */
  key: string;
  title: string;
  /** What changed in words: "changed", "added", "removed". */
  change: "changed" | "added" | "removed";
  /** The item within a list section ("Goal 2: Reading fluency"); null for a whole section. */
  item: string | null;
  before: string;
  after: string;
}

/** A goal as one block of text, the way the comparison and the PDF read it. */
export function goalText(goal: IepGoal): string {
  return [
    goal.area ? `Area: ${goal.area}` : "",
    goal.statement,
    goal.baseline ? `Baseline: ${goal.baseline}` : "",
    goal.measurement ? `Measured by: ${goal.measurement}` : "",
    ...goal.benchmarks.map((b, i) => `Benchmark ${i + 1}: ${b}`),
  ]
    .filter(Boolean)
    .join("\n");
}

/** A service as one line: "Speech-language therapy: 60 minutes per week, Therapy room, provider: SLP, 2026-09-01 to 2027-06-15". */
export function serviceText(service: IepService): string {
  const dates =
    service.startDate || service.endDate ? `, ${service.startDate ?? "…"} to ${service.endDate ?? "…"}` : "";
  const where = service.setting ? `, ${service.setting}` : "";
  const who = service.provider ? `, provider: ${service.provider}` : "";
  return `${service.name}: ${service.minutes} minutes per ${service.period}${where}${who}${dates}`;
}

function listDifferences(
  key: string,
  title: string,
  before: readonly string[],
  after: readonly string[],
  label: (i: number) => string,
): IepDifference[] {
  const out: IepDifference[] = [];
  const n = Math.max(before.length, after.length);
  for (let i = 0; i < n; i++) {
    const b = before[i];
    const a = after[i];
    if (b === a) continue;
    out.push({
      key,
      title,
      change: b === undefined ? "added" : a === undefined ? "removed" : "changed",
      item: label(i),
      before: b ?? "",
      after: a ?? "",
    });
  }
  return out;
}

/**
 * The differences from version `a` to version `b`, field by field in the order of `IEP_SECTIONS`,
 * then the prior written notice's parts. Goals and services are compared item by item in their
 * order; accommodations as a set (a reordering is no change).
 */
export function diffIepContent(a: IepContent, b: IepContent): IepDifference[] {
  const out: IepDifference[] = [];
  for (const s of IEP_SECTIONS) {
    if (s.shape === "goals") {
      const label = (i: number) => {
        const area = b.annualGoals[i]?.area || a.annualGoals[i]?.area;
        return `Goal ${i + 1}${area ? `: ${area}` : ""}`;
      };
      out.push(
        ...listDifferences(s.key, s.title, a.annualGoals.map(goalText), b.annualGoals.map(goalText), label),
      );
    } else if (s.shape === "services") {
      out.push(
        ...listDifferences(
          s.key,
          s.title,
          a.services.map(serviceText),
          b.services.map(serviceText),
          (i) => `Service ${i + 1}`,
        ),
      );
    } else if (s.shape === "list") {
      const before = new Set(a.accommodations);
      const after = new Set(b.accommodations);
      for (const item of a.accommodations)
        if (!after.has(item))
          out.push({ key: s.key, title: s.title, change: "removed", item, before: item, after: "" });
      for (const item of b.accommodations)
        if (!before.has(item))
          out.push({ key: s.key, title: s.title, change: "added", item, before: "", after: item });
    } else {
      const before = a[s.key] as string;
      const after = b[s.key] as string;
      if (before !== after)
        out.push({
          key: s.key,
          title: s.title,
          change: before === "" ? "added" : after === "" ? "removed" : "changed",
          item: null,
          before,
          after,
        });
    }
  }
  for (const p of PRIOR_WRITTEN_NOTICE_PARTS) {
    const before = a.priorWrittenNotice[p.key];
    const after = b.priorWrittenNotice[p.key];
    if (before !== after)
      out.push({
        key: `priorWrittenNotice.${p.key}`,
        title: `Prior written notice: ${p.title}`,
        change: before === "" ? "added" : after === "" ? "removed" : "changed",
        item: null,
        before,
        after,
      });
  }
  return out;
}
