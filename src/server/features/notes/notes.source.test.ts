/**
 * The note's source with an AI provider scripted at the chat boundary (requirements "Note
 * generation", "AI guards"), and the race-safe quota under concurrent drafts (requirements "Note
 * quota"). API tests against a real database; shared helpers in `test/kits/notes.ts`.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { GeneratedNote } from "../../../shared/contracts/notes.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import { createModelWriter } from "../../ai/writers/model-writer.ts";
import type { TextGenerator } from "../../ai/writers/text-generator.ts";
import { noteGenerations, notes } from "../../db/schema/index.ts";
import { body, observations, START } from "../../test/kits/notes.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

describe("the note's source with an AI provider (scripted at the TextGenerator boundary)", () => {
  let replies: string[];

  let student: Student;

  /** When set, each draft waits until `size` drafts are under way, so their saves race. */
  let gate: { size: number; arrived: number; open: () => void; opened: Promise<void> } | null = null;
  const newGate = (size: number) => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { size, arrived: 0, open, opened };
  };

  const scripted: TextGenerator = createModelWriter({
    complete: async () => {
      if (gate) {
        gate.arrived++;
        if (gate.arrived >= gate.size) gate.open();
        await gate.opened;
      }
      return replies.shift() ?? "";
    },
    stream: async function* () {},
  });

  const goodReply = [
    "[STUDENT] took part in a 30-minute reading session in the resource room.",
    "[STUDENT] read 42 wcpm with 95% accuracy on 3 of 4 trials, with 2 self-corrections.",
    "Compared with the baseline of 30 wcpm, this is growth. Instruction will continue with weekly probes.",
  ].join("\n\n");

  const ai = setUpHarness({ now: START, generator: scripted });
  const t = setUpTeacher(ai);

  beforeAll(async () => {
    const res = await t.post("/api/v1/students", { name: "Maya Lopez" });
    student = (await res.json()) as Student;
  });

  const generate = () =>
    t.post("/api/v1/notes/generate", {
      studentId: student.id,
      observations,
      performanceData: { baselineLevel: "30 wcpm", currentLevel: "42 wcpm" },
    });

  it("a good AI draft is saved with source ai and the student's name restored", async () => {
    replies = [goodReply];
    const res = await generate();
    expect(res.status).toBe(201);
    const note = await body<GeneratedNote>(res);
    expect(note.source).toBe("ai");
    expect(note.warnings).toEqual([]);
    expect(note.generatedNote).toContain("Maya read 42 wcpm");
  });

  it("a draft that changes a number is replaced by the template and the response says so", async () => {
    const changed = goodReply.replace("3 of 4 trials", "4 of 4 trials");
    replies = [changed, changed];
    const res = await generate();
    expect(res.status).toBe(201);
    const note = await body<GeneratedNote>(res);
    expect(note.source).toBe("template");
    expect(note.warnings[0]).toContain('"3 of 4 trials"');
    // The template writes the unit as WCPM (requirements "Offline drafter": common shorthand expanded).
    expect(note.generatedNote).toContain("instruction. Maya read 42 WCPM with 95% accuracy on 3 of 4 trials");
    const [row] = await ai.db.select().from(notes).where(eq(notes.id, note.id));
    expect(row?.source).toBe("template");
  });

  it("a draft that invents a target date and states a default as used is replaced; the warning names both", async () => {
    const goal = "Given a grade-3 passage, Maya will read 90 wcpm with 95% accuracy by June 2027";
    await t.patch(`/api/v1/students/${student.id}`, {
      iepGoals: [goal],
      defaultAccommodations: [{ name: "Extended time", conditions: "", whenUsed: "" }],
    });
    const goalRes = await t.post("/api/v1/goals", {
      studentId: student.id,
      statement: goal,
      baselineDate: "2026-01-05",
      targetDate: "2027-06-01",
    });
    expect(goalRes.status).toBe(201);
    const invented = `${goodReply}\n\nExtended time was provided. The target date for the goal is September 9, 2026.`;
    replies = [invented, invented];
    const res = await t.post("/api/v1/notes/generate", {
      studentId: student.id,
      date: "2026-03-09",
      observations,
      goalsAddressed: [goal],
      performanceData: { baselineLevel: "30 wcpm", currentLevel: "42 wcpm" },
    });
    const note = await body<GeneratedNote>(res);
    expect(note.source).toBe("template");
    expect(note.warnings).toEqual([expect.stringMatching(/"September 9, 2026", "extended time".*removed/)]);
    // The template states the goal's own date from progress monitoring, and no accommodation as used.
    expect(note.generatedNote).toContain("The target date for the goal is June 1, 2027.");
    expect(note.generatedNote).not.toMatch(/as an accommodation|September 9, 2026/);
  });

  it("two drafts finishing together cannot both save the last free note (the save re-counts under a lock)", async () => {
    const racer = await ai.signUp();
    const s = (await (await racer.post("/api/v1/students", { name: "Kai Mendez" })).json()) as Student;
    for (let i = 0; i < 9; i++) {
      // A note generated earlier this month: the note and its generation event (decision 010).
      await ai.db.insert(notes).values({ userId: racer.id, studentName: "Seed", createdAt: START });
      await ai.db.insert(noteGenerations).values({ userId: racer.id, createdAt: START });
    }
    replies = [goodReply, goodReply];
    gate = newGate(2);
    const send = () =>
      racer.post("/api/v1/notes/generate", {
        studentId: s.id,
        observations,
        performanceData: { baselineLevel: "30 wcpm", currentLevel: "42 wcpm" },
      });
    const results = await Promise.all([send(), send()]);
    gate = null;
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
    const saved = await ai.db.select({ id: notes.id }).from(notes).where(eq(notes.userId, racer.id));
    expect(saved).toHaveLength(10);
  });
});
