import { describe, expect, it } from "vitest";
import {
  calendarDateIn,
  fromNoteRow,
  type NoteRecordRow,
  type NoteSaveInput,
  studentContextSummary,
  toNoteColumns,
  toNoteUpdateColumns,
} from "./note-record.ts";

const base: NoteSaveInput = { studentId: "s-1", studentName: "Maya Lopez", date: "2026-03-03" };

// requirements "Note save and read rules", on save: note_text is the generated note, else the
// observations, else empty; goal_area is the first goal addressed, else the subject, else General;
// input_summary is the observations; progress_percentage is null.
const saveRows: {
  rule: string;
  input: Partial<NoteSaveInput>;
  noteText: string;
  goalArea: string;
  inputSummary: string | null;
}[] = [
  {
    rule: "note_text = the generated note when there is one",
    input: { generatedNote: "Full note.", observations: "Read 42 wcpm." },
    noteText: "Full note.",
    goalArea: "General",
    inputSummary: "Read 42 wcpm.",
  },
  {
    rule: "note_text = the observations when there is no generated note",
    input: { generatedNote: null, observations: "Read 42 wcpm." },
    noteText: "Read 42 wcpm.",
    goalArea: "General",
    inputSummary: "Read 42 wcpm.",
  },
  {
    rule: "an empty generated note counts as none",
    input: { generatedNote: "", observations: "Read 42 wcpm." },
    noteText: "Read 42 wcpm.",
    goalArea: "General",
    inputSummary: "Read 42 wcpm.",
  },
  {
    rule: "note_text is empty when there is neither",
    input: {},
    noteText: "",
    goalArea: "General",
    inputSummary: null,
  },
  {
    rule: "goal_area = the first goal addressed",
    input: { goalsAddressed: ["Reading fluency", "Math facts"], subject: "Reading" },
    noteText: "",
    goalArea: "Reading fluency",
    inputSummary: null,
  },
  {
    rule: "goal_area = the subject when no goal is addressed",
    input: { goalsAddressed: [], subject: "Math" },
    noteText: "",
    goalArea: "Math",
    inputSummary: null,
  },
  {
    rule: "goal_area = General when there is neither goal nor subject",
    input: { goalsAddressed: [], subject: "" },
    noteText: "",
    goalArea: "General",
    inputSummary: null,
  },
];

describe("toNoteColumns (note save rules)", () => {
  it.each(saveRows)("$rule", ({ input, noteText, goalArea, inputSummary }) => {
    const cols = toNoteColumns({ ...base, ...input });
    expect(cols.noteText).toBe(noteText);
    expect(cols.goalArea).toBe(goalArea);
    expect(cols.inputSummary).toBe(inputSummary);
    expect(cols.progressPercentage).toBeNull();
  });

  it("keeps the app data in their columns and defaults the type to progress", () => {
    const cols = toNoteColumns({
      ...base,
      observations: "Read 42 wcpm.",
      generatedNote: "Note",
      performanceData: { currentLevel: "42 wcpm", progressPercentage: 60 },
      strategyData: { strategiesUsed: ["Repeated reading"] },
      contextData: {},
      source: "template",
    });
    expect(cols).toMatchObject({
      studentId: "s-1",
      studentName: "Maya Lopez",
      date: "2026-03-03",
      type: "progress",
      observations: "Read 42 wcpm.",
      generatedNote: "Note",
      performanceData: { currentLevel: "42 wcpm", progressPercentage: 60 },
      strategyData: { strategiesUsed: ["Repeated reading"] },
      contextData: null,
      source: "template",
      // progress_percentage stays null even when performance data carries one (requirements "Note save and read rules").
      progressPercentage: null,
    });
  });
});

const row = (over: Partial<NoteRecordRow> = {}): NoteRecordRow => ({
  id: "n-1",
  userId: "u-1",
  studentId: "s-1",
  studentName: "Maya Lopez",
  date: "2026-03-03",
  type: "progress",
  subject: "Reading",
  observations: "Read 42 wcpm.",
  generatedNote: "Full note.",
  noteText: "Full note.",
  goalsAddressed: ["Reading fluency"],
  goalArea: "Reading fluency",
  inputSummary: "Read 42 wcpm.",
  progressPercentage: null,
  isEdited: false,
  performanceData: null,
  strategyData: null,
  contextData: null,
  source: "ai",
  createdAt: new Date("2026-03-03T18:00:00Z"),
  updatedAt: new Date("2026-03-04T09:00:00Z"),
  ...over,
});

// requirements "Note fields" and the read rules of "Note save and read rules".
const readRows: { rule: string; over: Partial<NoteRecordRow>; expected: Record<string, unknown> }[] = [
  {
    rule: "generatedNote comes from generated_note",
    over: { generatedNote: "From generated_note", noteText: "From note_text" },
    expected: { generatedNote: "From generated_note" },
  },
  {
    rule: "generatedNote falls back to note_text",
    over: { generatedNote: null, noteText: "From note_text" },
    expected: { generatedNote: "From note_text" },
  },
  {
    rule: "goalsAddressed comes from goals_addressed",
    over: { goalsAddressed: ["A", "B"], goalArea: "A" },
    expected: { goalsAddressed: ["A", "B"] },
  },
  {
    rule: "goalsAddressed falls back to [goal_area]",
    over: { goalsAddressed: [], goalArea: "Behavior" },
    expected: { goalsAddressed: ["Behavior"] },
  },
  {
    rule: "goalsAddressed is empty when neither is stored",
    over: { goalsAddressed: null, goalArea: null },
    expected: { goalsAddressed: [] },
  },
  {
    rule: "subject falls back to goal_area",
    over: { subject: null, goalArea: "Math" },
    expected: { subject: "Math" },
  },
  {
    rule: "subject falls back to General",
    over: { subject: null, goalArea: null },
    expected: { subject: "General" },
  },
  {
    rule: "observations fall back to input_summary",
    over: { observations: null, inputSummary: "Summary" },
    expected: { observations: "Summary" },
  },
  { rule: "type defaults to progress", over: { type: null }, expected: { type: "progress" } },
  {
    rule: "an unknown stored type reads as progress",
    over: { type: "weekly" },
    expected: { type: "progress" },
  },
  { rule: "a known type is kept", over: { type: "behavioral" }, expected: { type: "behavioral" } },
  {
    rule: "date defaults to the creation date",
    over: { date: null, createdAt: new Date("2026-02-14T10:00:00Z") },
    expected: { date: "2026-02-14" },
  },
  {
    rule: "an unknown source reads as null",
    over: { source: "robot" },
    expected: { source: null },
  },
];

describe("fromNoteRow (note read rules)", () => {
  it.each(readRows)("$rule", ({ over, expected }) => {
    expect(fromNoteRow(row(over))).toMatchObject(expected);
  });

  it("maps a complete row to the Note contract", () => {
    expect(fromNoteRow(row({ performanceData: { currentLevel: "42 wcpm" } }))).toEqual({
      id: "n-1",
      studentId: "s-1",
      studentName: "Maya Lopez",
      type: "progress",
      subject: "Reading",
      date: "2026-03-03",
      observations: "Read 42 wcpm.",
      generatedNote: "Full note.",
      goalsAddressed: ["Reading fluency"],
      isEdited: false,
      performanceData: { currentLevel: "42 wcpm" },
      strategyData: null,
      contextData: null,
      source: "ai",
      studentContext: null,
      createdAt: "2026-03-03T18:00:00.000Z",
      updatedAt: "2026-03-04T09:00:00.000Z",
    });
  });

  it("the creation date is the teacher's calendar date", () => {
    // 02:00 UTC on 1 March is still 28 February in Los Angeles.
    const note = fromNoteRow(row({ date: null, createdAt: new Date("2026-03-01T02:00:00Z") }), {
      timeZone: "America/Los_Angeles",
    });
    expect(note.date).toBe("2026-02-28");
  });

  it("date defaults to today when there is no creation date either", () => {
    const note = fromNoteRow(row({ date: null, createdAt: "" }), { now: new Date("2026-05-06T12:00:00Z") });
    expect(note.date).toBe("2026-05-06");
  });

  it("a saved note reads back with the same app fields", () => {
    const input: NoteSaveInput = {
      ...base,
      type: "quarterly",
      subject: "Math",
      observations: "Solved 8 of 10 problems.",
      generatedNote: "Quarterly note.",
      goalsAddressed: ["Two-digit addition"],
      source: "template",
    };
    const saved = { ...row(), ...toNoteColumns(input) } as NoteRecordRow;
    expect(fromNoteRow(saved)).toMatchObject({
      type: "quarterly",
      subject: "Math",
      date: "2026-03-03",
      observations: "Solved 8 of 10 problems.",
      generatedNote: "Quarterly note.",
      goalsAddressed: ["Two-digit addition"],
      source: "template",
    });
  });
});

describe("toNoteUpdateColumns (partial mapped payload, save rules re-applied)", () => {
  it("a new generated note is mirrored to note_text", () => {
    expect(toNoteUpdateColumns(row(), { generatedNote: "Edited." })).toEqual({
      generatedNote: "Edited.",
      noteText: "Edited.",
    });
  });

  it("emptying the generated note makes note_text the observations", () => {
    expect(toNoteUpdateColumns(row(), { generatedNote: "" })).toEqual({
      generatedNote: "",
      noteText: "Read 42 wcpm.",
    });
  });

  it("new observations also become input_summary; note_text keeps the generated note", () => {
    expect(toNoteUpdateColumns(row(), { observations: "Read 50 wcpm." })).toEqual({
      observations: "Read 50 wcpm.",
      inputSummary: "Read 50 wcpm.",
      noteText: "Full note.",
    });
  });

  it("new goals re-derive goal_area from the first goal", () => {
    expect(toNoteUpdateColumns(row(), { goalsAddressed: ["Decoding", "Fluency"] })).toEqual({
      goalsAddressed: ["Decoding", "Fluency"],
      goalArea: "Decoding",
    });
  });

  it("removing every goal makes goal_area the subject", () => {
    expect(toNoteUpdateColumns(row(), { goalsAddressed: [] })).toEqual({
      goalsAddressed: [],
      goalArea: "Reading",
    });
  });

  it("a new subject with no goals stored becomes goal_area", () => {
    const current = row({ goalsAddressed: [], goalArea: null });
    expect(toNoteUpdateColumns(current, { subject: "Writing" })).toEqual({
      subject: "Writing",
      goalArea: "Writing",
    });
  });

  it("type and date change alone", () => {
    expect(toNoteUpdateColumns(row(), { type: "annual", date: "2026-06-01" })).toEqual({
      type: "annual",
      date: "2026-06-01",
    });
  });
});

describe("calendarDateIn", () => {
  it.each([
    ["2026-03-01T02:00:00Z", "UTC", "2026-03-01"],
    ["2026-03-01T02:00:00Z", "America/New_York", "2026-02-28"],
    ["2026-03-01T02:00:00Z", "Not/AZone", "2026-03-01"],
  ])("%s in %s → %s", (instant, zone, date) => {
    expect(calendarDateIn(new Date(instant), zone)).toBe(date);
  });
});

describe("studentContextSummary", () => {
  it("says the grade, disabilities and goal count at the time, or nothing for an old note", () => {
    expect(
      studentContextSummary({
        grade: "3",
        disabilities: ["Specific learning disability"],
        iepGoals: ["a", "b"],
      }),
    ).toBe("When written: grade 3 · Specific learning disability · 2 goals");
    expect(studentContextSummary({ grade: null, disabilities: [], iepGoals: ["a"] })).toBe(
      "When written: 1 goal",
    );
    expect(studentContextSummary(null)).toBeNull();
  });
});
