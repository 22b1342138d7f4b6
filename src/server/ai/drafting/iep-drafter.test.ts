import { describe, expect, it } from "vitest";
import type { Service } from "../../../shared/contracts/services.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import { checkNumberFidelity } from "../../../shared/domain/note-drafting/guards.ts";
import { AiError } from "../writers/errors.ts";
import { createModelWriter } from "../writers/model-writer.ts";
import { createOfflineGenerator } from "../writers/offline-generator.ts";
import type { ChatModel, ChatRequest, TextGenerator } from "../writers/text-generator.ts";
import { empty, full, goal, NOW, student } from "./iep-draft-test-data.ts";
import {
  buildSectionRequest,
  defaultGoalDate,
  draftIepSections,
  draftOfflineSection,
  IEP_SECTION_TITLES,
  NOT_RECORDED,
} from "./iep-drafter.ts";

describe("draftOfflineSection with a full record (the student's data and numbers appear as written)", () => {
  // Each row: a section and record facts that must appear verbatim in it.
  const rows: [keyof typeof IEP_SECTION_TITLES, string[]][] = [
    [
      "presentLevels",
      [
        "Reads 42 wcpm at grade 4; solves 7 of 10 two-digit addition problems.",
        "kind to peers",
        "reading fluency",
        "reading: DIBELS 8 ORF",
        "baseline 42 wcpm",
        "latest data 55 wcpm on November 17, 2026 (6 data points)",
        "grade 4",
      ],
    ],
    [
      "annualGoals",
      [
        "Goal 1 (Reading): Maya will read a grade 4 passage aloud",
        "reach 90 wcpm from a baseline of 42 wcpm",
        "Timeframe: by June 11, 2027",
        "Measurement: weekly 1-minute ORF probe; schedule: every 2 weeks",
        "Short-term objectives: 60 wcpm by January",
        "Goal 2: Maya will write a 5-sentence paragraph with 4 of 5 capitals correct",
        `Timeframe: by June 30, 2027 (default goal date)`,
        "writing: 4 of 5 sentences",
      ],
    ],
    [
      "services",
      [
        "Special education teacher; Speech-language pathologist",
        "30 minutes 5 times a week in the resource room; speech 2 x 20 minutes weekly",
        "General education with resource support",
        "80% or more of the day in general education",
        "Extended school year: Not eligible",
      ],
    ],
    [
      "accommodations",
      [
        "- Extended time (1.5x) on tests",
        "- Read-aloud — conditions: tests over 2 pages — when: math and science",
        "Assistive technology: Text-to-speech on a Chromebook",
      ],
    ],
  ];
  it.each(rows)("%s", (section, expected) => {
    const text = draftOfflineSection(section, full, NOW);
    for (const e of expected) expect(text).toContain(e);
    expect(text).not.toContain(NOT_RECORDED.toUpperCase());
  });

  it("keeps every number of the record (number fidelity against the record's texts)", () => {
    const s = full.student;
    const sources: [keyof typeof IEP_SECTION_TITLES, string[]][] = [
      ["presentLevels", [s.presentLevels ?? "", "42 wcpm", "55 wcpm", "6 data points"]],
      ["annualGoals", [...s.iepGoals, "90 wcpm", "60 wcpm", "every 2 weeks", "4 of 5 sentences"]],
      ["services", [s.serviceDelivery ?? "", s.lreSetting ?? ""]],
      ["accommodations", [...s.accommodations, "tests over 2 pages"]],
    ];
    for (const [section, source] of sources) {
      expect(checkNumberFidelity(source, draftOfflineSection(section, full, NOW))).toEqual({
        ok: true,
        missing: [],
      });
    }
  });

  it("the reading target of iepGoalTargets joins the reading goal's criterion, not the loose targets", () => {
    const text = draftOfflineSection("annualGoals", full, NOW);
    expect(text).toContain("Criterion: reach 90 wcpm from a baseline of 42 wcpm; 90 wcpm");
    expect(text).not.toContain("- reading: 90 wcpm");
  });
});

describe("draftOfflineSection with an empty record says 'not recorded', never invents", () => {
  const rows: [keyof typeof IEP_SECTION_TITLES, string[]][] = [
    [
      "presentLevels",
      [
        `Current performance: ${NOT_RECORDED}`,
        `Strengths: ${NOT_RECORDED}`,
        `Areas of need: ${NOT_RECORDED}`,
        `Assessments: ${NOT_RECORDED}`,
        `Goal data: ${NOT_RECORDED}`,
      ],
    ],
    ["annualGoals", [`Annual goals: ${NOT_RECORDED}`, "June 30, 2027"]],
    [
      "services",
      [
        `Service providers: ${NOT_RECORDED}`,
        `Service delivery (frequency, duration, location): ${NOT_RECORDED}`,
        `Placement: ${NOT_RECORDED}`,
        `Least restrictive environment: ${NOT_RECORDED}`,
        `Extended school year: ${NOT_RECORDED}`,
      ],
    ],
    ["accommodations", [`Accommodations: ${NOT_RECORDED}`, `Assistive technology: ${NOT_RECORDED}`]],
  ];
  it.each(rows)("%s", (section, expected) => {
    const text = draftOfflineSection(section, empty, NOW);
    for (const e of expected) expect(text).toContain(e);
    // Nothing but the grade and the default goal date: no invented numbers.
    const digits = text.replace(/June 30, 2027|grade 4/g, "").match(/\d/g);
    expect(digits).toBeNull();
  });

  it("a goal without values, measurement or dates marks each part not recorded and takes the default date", () => {
    const bare = goal({
      baselineValue: null,
      baselineData: null,
      targetValue: null,
      measurementMethod: null,
      evaluationSchedule: null,
      targetDate: null,
      objectives: [],
      latestEntry: null,
      entryCount: 0,
      area: null,
    });
    const text = draftOfflineSection("annualGoals", { student: student(), goals: [bare] }, NOW);
    expect(text).toContain(`Criterion: ${NOT_RECORDED}`);
    expect(text).toContain(`Measurement: ${NOT_RECORDED}`);
    expect(text).toContain(`Condition: ${NOT_RECORDED}`);
    expect(text).toContain("Timeframe: by June 30, 2027 (default goal date)");
    const levels = draftOfflineSection("presentLevels", { student: student(), goals: [bare] }, NOW);
    expect(levels).toContain(`baseline ${NOT_RECORDED}; progress data ${NOT_RECORDED}`);
  });
});

describe("defaultGoalDate (requirements 'Constants': 30 June of next year)", () => {
  it.each([
    ["2026-11-22T10:00:00Z", "June 30, 2027"],
    ["2027-01-01T00:00:00Z", "June 30, 2028"],
    ["2026-12-31T23:59:59Z", "June 30, 2027"],
  ])("%s → %s", (iso, expected) => {
    expect(defaultGoalDate(new Date(iso))).toBe(expected);
  });
});

/** A scripted provider: each call takes the next reply (a string or an error) and records the request. */
function scripted(replies: (string | Error | ((r: ChatRequest) => string))[]): TextGenerator & {
  requests: ChatRequest[];
} {
  const requests: ChatRequest[] = [];
  let i = 0;
  const chat: ChatModel = {
    complete: async (request) => {
      requests.push(request);
      const reply = replies[Math.min(i++, replies.length - 1)];
      if (reply instanceof Error) throw reply;
      return typeof reply === "function" ? reply(request) : (reply ?? "");
    },
    stream: async function* () {
      yield "";
    },
  };
  return { ...createModelWriter(chat), requests };
}

/** A good reply: the facts of the prompt (between the quotes), restated with [STUDENT]. */
const echoFacts = (r: ChatRequest) => {
  const facts = r.prompt.split('"""')[1] ?? "";
  return `For [STUDENT], the record shows the following.\n${facts.trim()}`;
};

describe("buildSectionRequest (requirements 'AI text service' one system + one user prompt; requirements 'Constants' 1200 tokens, temperature 0.4)", () => {
  it("has the section's facts, the default goal date and the required constants", () => {
    const r = buildSectionRequest("annualGoals", full, NOW);
    expect(r.maxTokens).toBe(1200);
    expect(r.temperature).toBe(0.4);
    expect(r.prompt).toContain("Default goal date: June 30, 2027.");
    expect(r.prompt).toContain("90 wcpm");
    expect(r.system).toMatch(/person-first/);
    expect(r.system).toMatch(/Keep every number, unit, date and count exactly/);
  });
});

describe("draftIepSections", () => {
  it("offline: all four sections in order, source template, no provider call", async () => {
    const offline = createOfflineGenerator();
    const result = await draftIepSections(offline, full, { now: NOW });
    expect(result.sections.map((s) => s.section)).toEqual([
      "presentLevels",
      "annualGoals",
      "services",
      "accommodations",
    ]);
    expect(result.sections.every((s) => s.source === "template")).toBe(true);
    expect(result.sections[0]?.title).toBe(IEP_SECTION_TITLES.presentLevels);
    expect(result.warnings).toEqual([]);
  });

  it("one section only when asked", async () => {
    const result = await draftIepSections(scripted([echoFacts]), full, { now: NOW, sections: ["services"] });
    expect(result.sections.map((s) => s.section)).toEqual(["services"]);
  });

  it("a good AI reply is used with names restored; the provider never receives the names", async () => {
    const gen = scripted([echoFacts]);
    const result = await draftIepSections(gen, full, {
      now: NOW,
      otherNames: ["Rosa Lopez", "Jordan Smith"],
    });
    expect(result.warnings).toEqual([]);
    expect(result.sections.every((s) => s.source === "ai")).toBe(true);
    expect(result.sections[0]?.text).toContain("For Maya, the record shows");
    expect(gen.requests).toHaveLength(4);
    for (const r of gen.requests) {
      const sent = `${r.system}\n${r.prompt}`;
      expect(sent).not.toMatch(/Maya|Lopez|Rosa|Jordan/);
    }
    expect(gen.requests[0]?.prompt).toContain("[STUDENT]");
  });

  it("a reply that changes a number is retried once, then the record's section is used with a warning", async () => {
    const gen = scripted([(r) => echoFacts(r).replaceAll("90 wcpm", "95 wcpm")]);
    const result = await draftIepSections(gen, full, { now: NOW, sections: ["annualGoals"] });
    expect(gen.requests).toHaveLength(2);
    expect(result.sections[0]?.source).toBe("template");
    expect(result.sections[0]?.text).toBe(draftOfflineSection("annualGoals", full, NOW));
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toContain('"90 wcpm"');
  });

  it("a number changed once then kept on the retry: the retry is used", async () => {
    const gen = scripted([(r) => echoFacts(r).replaceAll("42 wcpm", "40 wcpm"), echoFacts]);
    const result = await draftIepSections(gen, full, { now: NOW, sections: ["presentLevels"] });
    expect(gen.requests).toHaveLength(2);
    expect(result.sections[0]?.source).toBe("ai");
    expect(result.warnings).toEqual([]);
  });

  it("a too-short reply twice falls back with a warning", async () => {
    const gen = scripted(["OK."]);
    const result = await draftIepSections(gen, full, { now: NOW, sections: ["services"] });
    expect(gen.requests).toHaveLength(2);
    expect(result.sections[0]?.source).toBe("template");
    expect(result.warnings[0]).toMatch(/too short/);
  });

  it.each([
    [new AiError("rate_limited", "429 from provider", 429), /busy \(rate limited\)/],
    [new AiError("server", "500", 500), /internal error/],
    [new AiError("timeout", "timed out"), /took too long/],
  ])(
    "a provider error (%s) falls back at once with a plain warning, logged by class",
    async (error, pattern) => {
      const lines: string[] = [];
      const gen = scripted([error]);
      const result = await draftIepSections(gen, full, {
        now: NOW,
        sections: ["accommodations"],
        log: (l) => lines.push(l),
      });
      expect(gen.requests).toHaveLength(1);
      expect(result.sections[0]?.source).toBe("template");
      expect(result.warnings[0]).toMatch(pattern);
      expect(result.warnings[0]).not.toContain(error.message);
      expect(lines[0]).toContain(error.kind);
      expect(lines.join("\n")).not.toMatch(/Maya/);
    },
  );
});

describe("person-first guard on every section (architecture 'AI pipeline')", () => {
  const record = (over: Partial<Student>) => ({ student: student(over), goals: [] });
  const offline = createOfflineGenerator();

  it("rewrites the record's non-person-first wording, keeps its numbers, and says what changed", async () => {
    const data = record({ presentLevels: "An autistic boy who reads 42 wcpm; wheelchair-bound since 2024." });
    const result = await draftIepSections(offline, data, { now: NOW, sections: ["presentLevels"] });
    const text = result.sections[0]?.text ?? "";
    expect(text).not.toMatch(/autistic boy|wheelchair-bound/i);
    expect(text).toMatch(/with autism/);
    expect(text).toMatch(/uses a wheelchair/);
    expect(checkNumberFidelity(["42 wcpm", "2024"], text).ok).toBe(true);
    expect(result.warnings.join(" ")).toMatch(/autistic boy/);
  });

  it("respects the student's identity-first preference", async () => {
    const data = record({
      presentLevels: "An autistic student who reads 42 wcpm.",
      identityFirstLanguage: true,
    });
    const result = await draftIepSections(offline, data, { now: NOW, sections: ["presentLevels"] });
    expect(result.sections[0]?.text).toContain("An autistic student who reads 42 wcpm.");
  });

  it("an AI reply with a label is rewritten too", async () => {
    const gen = scripted([(r) => `${echoFacts(r)}\n[STUDENT] is a wheelchair-bound student.`]);
    const result = await draftIepSections(gen, full, { now: NOW, sections: ["services"] });
    expect(result.sections[0]?.source).toBe("ai");
    expect(result.sections[0]?.text).not.toMatch(/wheelchair-bound/);
  });
});

describe("the services section reads the structured services (requirements 'IEP draft')", () => {
  const speech: Service = {
    id: "00000000-0000-4000-8000-000000000001",
    studentId: full.student.id,
    name: "Speech-language therapy",
    providerName: "Priya Natarajan",
    providerRole: "Speech-language pathologist",
    setting: "related_service",
    delivery: "individual",
    minutes: 30,
    period: "week",
    startDate: "2026-09-01",
    endDate: "2027-06-11",
    createdAt: "2026-09-01T00:00:00.000Z",
    updatedAt: "2026-09-01T00:00:00.000Z",
  };
  const reading: Service = {
    ...speech,
    id: "00000000-0000-4000-8000-000000000002",
    name: "Specialized reading instruction",
    providerName: null,
    providerRole: null,
    setting: "special_education",
    delivery: "group",
    minutes: 120,
  };

  it("lists each service with its minutes per period, setting and provider, then the narrative", () => {
    const text = draftOfflineSection("services", { ...full, services: [speech, reading] }, NOW);
    expect(text.split("\n")).toEqual([
      "Service providers: Special education teacher; Speech-language pathologist",
      "Services:",
      "- Speech-language therapy: 30 minutes per week, Related service, individual, provider: Priya Natarajan (Speech-language pathologist), September 1, 2026 to June 11, 2027",
      "- Specialized reading instruction: 120 minutes per week, Special education setting, group, September 1, 2026 to June 11, 2027",
      `Service delivery notes: ${full.student.serviceDelivery}`,
      "Placement: General education with resource support",
      "Least restrictive environment: 80% or more of the day in general education",
      "Extended school year: Not eligible",
    ]);
  });

  it("says the narrative is not recorded only when there are no structured services either", () => {
    const narrativeless = { ...full.student, serviceDelivery: null };
    expect(
      draftOfflineSection("services", { student: narrativeless, goals: [], services: [reading] }, NOW),
    ).not.toContain(NOT_RECORDED);
    expect(draftOfflineSection("services", { student: narrativeless, goals: [] }, NOW)).toContain(
      `Service delivery (frequency, duration, location): ${NOT_RECORDED}`,
    );
  });
});
