/**
 * The generate form's pure parts: defaults, switching students, the request body (requirements
 * "Note fields"; subject and date fall back on the server, so blanks are left out) and the stored draft.
 */
import { type GenerateNoteData, generateNoteInput } from "@shared/contracts/notes";
import { describe, expect, it } from "vitest";
import { blankForm, hasTypedContent, parseDraft, switchStudent, toRequestBody } from "./generate-form";

const ID = "0b6c2f5e-2d4a-4c1e-9f55-1a2b3c4d5e01";
const maya = {
  id: ID,
  name: "Maya",
  iepGoals: ["Reading goal", "Writing goal"],
  defaultStrategies: [{ name: "Repeated reading", frequency: "", duration: "" }],
  defaultAccommodations: [{ name: "Extended time", conditions: "", whenUsed: "" }],
};
const sam = {
  id: "0b6c2f5e-2d4a-4c1e-9f55-1a2b3c4d5e02",
  name: "Sam",
  iepGoals: ["Greeting goal"],
  defaultStrategies: [],
  defaultAccommodations: [{ name: "Visual schedule", conditions: "", whenUsed: "" }],
};

describe("blankForm", () => {
  it("dates the note today, uses the default type and ticks none of the student's default supports", () => {
    const v = blankForm("2026-03-14", maya);
    expect(v).toMatchObject({ studentId: ID, type: "progress", date: "2026-03-14", observations: "" });
    // Defaults are offered, never asserted: a note sent untouched states no strategy or accommodation.
    expect(v.strategyData).toEqual({ strategiesUsed: [], accommodationsUsed: [] });
    expect(hasTypedContent(v)).toBe(false);
    expect(
      toRequestBody(generateNoteInput.parse({ ...v, observations: "Read 62 WCPM." })),
    ).not.toHaveProperty("strategyData");
  });
});

describe("switchStudent", () => {
  it("unticks the previous student's goals and supports, keeps hand-typed ones and text, ticks nothing new", () => {
    const before = {
      ...blankForm("2026-03-14", maya),
      observations: "kept",
      goalsAddressed: ["Reading goal", "Typed goal"],
      strategyData: {
        strategiesUsed: ["Repeated reading", "Typed strategy"],
        accommodationsUsed: ["Extended time"],
      },
    };
    const after = switchStudent(before, maya, sam);
    expect(after.studentId).toBe(sam.id);
    expect(after.goalsAddressed).toEqual(["Typed goal"]);
    expect(after.observations).toBe("kept");
    expect(after.strategyData).toEqual({ strategiesUsed: ["Typed strategy"], accommodationsUsed: [] });
  });
});

describe("toRequestBody", () => {
  const parse = (v: unknown): GenerateNoteData => generateNoteInput.parse(v);

  it.each([
    {
      row: "only the required fields",
      form: {
        ...blankForm("", maya),
        observations: "Read 62 WCPM.",
        strategyData: { strategiesUsed: [], accommodationsUsed: [] },
      },
      body: { studentId: ID, type: "progress", observations: "Read 62 WCPM.", goalsAddressed: [] },
    },
    {
      row: "blank subject and empty sections are left out, typed values kept exactly",
      form: {
        ...blankForm("2026-03-14", maya),
        observations: "  3 of 4 probes  ",
        performanceData: { currentLevel: "62 WCPM", baselineLevel: "", progressPercentage: 0 },
        // Ticked by the teacher as used today.
        strategyData: { strategiesUsed: ["Repeated reading"], accommodationsUsed: ["Extended time"] },
        contextData: { setting: "", duration: "", groupSize: "1:1" },
      },
      body: {
        studentId: ID,
        type: "progress",
        date: "2026-03-14",
        observations: "3 of 4 probes",
        goalsAddressed: [],
        performanceData: { currentLevel: "62 WCPM", progressPercentage: 0 },
        strategyData: { strategiesUsed: ["Repeated reading"], accommodationsUsed: ["Extended time"] },
        contextData: { groupSize: "1:1" },
      },
    },
    {
      row: "extra labelled values (requirements 'Note fields': dynamicData) are sent exactly as typed",
      form: {
        ...blankForm("2026-03-14"),
        studentId: ID,
        observations: "Probe given.",
        performanceData: {
          currentLevel: "",
          baselineLevel: "",
          progressPercentage: null,
          dynamicData: { Accuracy: "96%", Errors: "3" },
        },
      },
      body: {
        studentId: ID,
        type: "progress",
        date: "2026-03-14",
        observations: "Probe given.",
        goalsAddressed: [],
        performanceData: { dynamicData: { Accuracy: "96%", Errors: "3" } },
      },
    },
  ])("$row", ({ form, body }) => {
    const sent = toRequestBody(parse({ ...form, date: form.date || undefined }));
    expect(sent).toEqual(body);
    expect(generateNoteInput.parse(sent)).toEqual(sent);
  });
});

describe("parseDraft", () => {
  it("restores a stored draft and fills what is missing", () => {
    const d = parseDraft({
      savedAt: "2026-03-14T10:00:00.000Z",
      values: { studentId: ID, observations: "x" },
    });
    expect(d?.values).toMatchObject({
      studentId: ID,
      observations: "x",
      type: "progress",
      goalsAddressed: [],
    });
    expect(d?.values.performanceData).toEqual({
      currentLevel: "",
      baselineLevel: "",
      progressPercentage: null,
      dynamicData: {},
    });
  });
  it.each([undefined, null, "text", { values: {} }, { savedAt: 1, values: {} }])(
    "treats %j as no draft",
    (raw) => {
      expect(parseDraft(raw)).toBeUndefined();
    },
  );
  it("replaces an unknown note type with the default", () => {
    expect(parseDraft({ savedAt: "x", values: { type: "weekly" } })?.values.type).toBe("progress");
  });
});
