/**
 * The IEP document's rules of requirements "IEP versions", row by row: the version in effect on a
 * date (final or superseded versions whose dates hold it, the one finalized last; never a draft), and
 * the differences between two versions field by field (goals and services item by item in order,
 * accommodations as a set, the prior written notice's parts).
 */
import { describe, expect, it } from "vitest";
import type { IepContent, IepGoal, IepService } from "../contracts/ieps.ts";
import {
  diffIepContent,
  emptyIepContent,
  goalText,
  IEP_RECORD_FIELDS,
  IEP_SECTIONS,
  iepInEffect,
  serviceText,
} from "./iep-document.ts";

type Version = {
  id: string;
  status: "draft" | "final" | "superseded";
  startDate: string;
  endDate: string;
  finalizedAt: string | null;
};

/** Last year's annual IEP (superseded), this year's (final), an amendment of it, a draft. */
const VERSIONS: Version[] = [
  {
    id: "2025",
    status: "superseded",
    startDate: "2025-09-15",
    endDate: "2026-09-14",
    finalizedAt: "2025-09-15T15:00:00Z",
  },
  {
    id: "2026",
    status: "superseded",
    startDate: "2026-09-15",
    endDate: "2027-09-14",
    finalizedAt: "2026-09-15T15:00:00Z",
  },
  {
    id: "amendment",
    status: "final",
    startDate: "2026-11-20",
    endDate: "2027-09-14",
    finalizedAt: "2026-11-20T16:00:00Z",
  },
  { id: "draft", status: "draft", startDate: "2026-09-15", endDate: "2027-09-14", finalizedAt: null },
];

describe("iepInEffect", () => {
  it.each([
    { date: "2025-09-14", inEffect: null, rule: "before any version: none" },
    { date: "2025-09-15", inEffect: "2025", rule: "the start date is inside" },
    { date: "2026-09-14", inEffect: "2025", rule: "the end date is inside" },
    { date: "2026-09-15", inEffect: "2026", rule: "the next annual IEP from its start" },
    { date: "2026-11-19", inEffect: "2026", rule: "an amendment does not reach back before its start" },
    {
      date: "2026-11-20",
      inEffect: "amendment",
      rule: "from its start, the amendment (finalized last) replaces it",
    },
    { date: "2027-09-14", inEffect: "amendment", rule: "until the end date it keeps" },
    {
      date: "2027-09-15",
      inEffect: null,
      rule: "after the last end date: none (the draft is never in effect)",
    },
  ])("$date → $inEffect ($rule)", ({ date, inEffect }) => {
    expect(iepInEffect(VERSIONS, date)?.id ?? null).toBe(inEffect);
  });

  it("never takes a draft, even alone", () => {
    expect(iepInEffect([VERSIONS[3] as Version], "2026-10-01")).toBeNull();
  });

  it("takes the one finalized last of two overlapping versions, whatever their order in the list", () => {
    const [a, b] = [VERSIONS[1], VERSIONS[2]] as [Version, Version];
    expect(iepInEffect([b, a], "2026-12-01")?.id).toBe("amendment");
    expect(iepInEffect([a, b], "2026-12-01")?.id).toBe("amendment");
  });
});

const goal = (statement: string, extra: Partial<IepGoal> = {}): IepGoal => ({
  goalId: null,
  area: "Reading fluency",
  statement,
  baseline: "",
  measurement: "",
  benchmarks: [],
  ...extra,
});
const service = (minutes: number): IepService => ({
  name: "Speech-language therapy",
  category: "related",
  minutes,
  period: "week",
  setting: "Related service",
  provider: "SLP",
  startDate: "2026-09-01",
  endDate: "2027-06-11",
});
const content = (patch: Partial<IepContent>): IepContent => ({ ...emptyIepContent(), ...patch });

describe("diffIepContent", () => {
  it("finds nothing between equal versions", () => {
    const c = content({
      presentLevels: "Reads 52 wcpm.",
      annualGoals: [goal("Reads 90 wcpm.")],
      accommodations: ["A"],
    });
    expect(diffIepContent(c, structuredClone(c))).toEqual([]);
  });

  it.each([
    {
      rule: "a text section written where it was empty is added",
      a: {},
      b: { presentLevels: "Reads 52 wcpm." },
      want: [{ key: "presentLevels", change: "added", item: null, before: "", after: "Reads 52 wcpm." }],
    },
    {
      rule: "a text section emptied is removed",
      a: { transition: "Job shadowing." },
      b: {},
      want: [{ key: "transition", change: "removed", item: null, before: "Job shadowing.", after: "" }],
    },
    {
      rule: "a text section rewritten is changed",
      a: { lre: "Resource room." },
      b: { lre: "General education." },
      want: [
        { key: "lre", change: "changed", item: null, before: "Resource room.", after: "General education." },
      ],
    },
    {
      rule: "a goal is compared with the goal at the same place, labelled by its number and area",
      a: { annualGoals: [goal("Reads 90 wcpm.")] },
      b: { annualGoals: [goal("Reads 100 wcpm.")] },
      want: [
        {
          key: "annualGoals",
          change: "changed",
          item: "Goal 1: Reading fluency",
          before: goalText(goal("Reads 90 wcpm.")),
          after: goalText(goal("Reads 100 wcpm.")),
        },
      ],
    },
    {
      rule: "a goal added at the end is added; the first, unchanged, is not listed",
      a: { annualGoals: [goal("Reads 90 wcpm.")] },
      b: { annualGoals: [goal("Reads 90 wcpm."), goal("Writes a paragraph.", { area: "" })] },
      want: [
        { key: "annualGoals", change: "added", item: "Goal 2", before: "", after: "Writes a paragraph." },
      ],
    },
    {
      rule: "a service removed from the end is removed",
      a: { services: [service(60), service(30)] },
      b: { services: [service(60)] },
      want: [
        {
          key: "services",
          change: "removed",
          item: "Service 2",
          before: serviceText(service(30)),
          after: "",
        },
      ],
    },
    {
      rule: "accommodations are a set: a reordering is no change",
      a: { accommodations: ["Extended time", "Audio books"] },
      b: { accommodations: ["Audio books", "Extended time"] },
      want: [],
    },
    {
      rule: "an accommodation dropped is removed, one new is added, each its own item",
      a: { accommodations: ["Extended time", "Audio books"] },
      b: { accommodations: ["Extended time", "Preferential seating"] },
      want: [
        { key: "accommodations", change: "removed", item: "Audio books", before: "Audio books", after: "" },
        {
          key: "accommodations",
          change: "added",
          item: "Preferential seating",
          before: "",
          after: "Preferential seating",
        },
      ],
    },
    {
      rule: "a part of the prior written notice is compared on its own",
      a: {},
      b: {
        priorWrittenNotice: { ...emptyIepContent().priorWrittenNotice, reasons: "Data above the aimline." },
      },
      want: [
        {
          key: "priorWrittenNotice.reasons",
          change: "added",
          item: null,
          before: "",
          after: "Data above the aimline.",
        },
      ],
    },
  ] as { rule: string; a: Partial<IepContent>; b: Partial<IepContent>; want: object[] }[])(
    "$rule",
    ({ a, b, want }) => {
      const found = diffIepContent(content(a), content(b));
      expect(found.map(({ title: _t, ...d }) => d)).toEqual(want);
    },
  );

  it("lists the differences in the order the IEP prints its sections, the notice last", () => {
    const a = content({});
    const b = content({
      assistiveTechnology: "Text-to-speech.",
      presentLevels: "Reads 52 wcpm.",
      priorWrittenNotice: { ...emptyIepContent().priorWrittenNotice, proposedAction: "Annual IEP." },
      lre: "Resource room.",
    });
    const keys = diffIepContent(a, b).map((d) => d.key);
    expect(keys).toEqual([
      "presentLevels",
      "lre",
      "assistiveTechnology",
      "priorWrittenNotice.proposedAction",
    ]);
    const titles = diffIepContent(a, b).map((d) => d.title);
    expect(titles[0]).toBe(IEP_SECTIONS[0]?.title);
    expect(titles[3]).toBe("Prior written notice: The action proposed or refused");
  });
});

describe("the sections", () => {
  it("names every section of the content once, and maps every record field to a section", () => {
    const keys = IEP_SECTIONS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys, "priorWrittenNotice"].sort()).toEqual(Object.keys(emptyIepContent()).sort());
    for (const section of Object.values(IEP_RECORD_FIELDS)) expect(keys).toContain(section);
  });
});
