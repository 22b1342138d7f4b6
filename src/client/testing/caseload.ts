/**
 * A small named caseload for the client tests of notes, probes and the writing assistant: Maya
 * (grade 3, two IEP goals, default strategies and accommodations) and Sam (grade 5), built with the
 * shared data generator, and a signed-in teacher's fake API that lists them (`caseloadApi`). Ids are
 * fixed so URLs in the tests read plainly.
 */
import type { GeneratedNote, Note } from "@shared/contracts/notes";
import { buildGeneratedNote, buildNote, buildProfile, buildStudent } from "@shared/testing/data-generators";
import { createFakeApi, type FakeApi, type FakeHandler, json } from "./fake-api";

export const MAYA_ID = "0b6c2f5e-2d4a-4c1e-9f55-1a2b3c4d5e01";
export const SAM_ID = "0b6c2f5e-2d4a-4c1e-9f55-1a2b3c4d5e02";

export const MAYA_GOAL_READING =
  "Given a grade-3 passage, Maya will read 90 words correct per minute on 3 of 4 weekly probes.";
export const MAYA_GOAL_WRITING =
  "Maya will write a 5-sentence paragraph with a topic sentence in 4 of 5 trials.";

export const maya = buildStudent({
  id: MAYA_ID,
  name: "Maya R.",
  grade: "3",
  dateAdded: "2026-01-10",
  iepGoals: [MAYA_GOAL_READING, MAYA_GOAL_WRITING],
  defaultStrategies: [
    { name: "Repeated reading", frequency: "daily", duration: "10 minutes" },
    { name: "Graphic organizer", frequency: "", duration: "" },
  ],
  defaultAccommodations: [{ name: "Extended time", conditions: "", whenUsed: "tests" }],
});

export const sam = buildStudent({
  id: SAM_ID,
  name: "Sam T.",
  grade: "5",
  dateAdded: "2026-01-10",
  iepGoals: ["Sam will initiate a peer greeting."],
});

/** A saved progress note about Maya (62 WCPM on 2026-03-02) with overrides (requirements "Note fields"). */
export function mayaNote(over: Partial<Note> = {}): Note {
  return buildNote({
    studentId: MAYA_ID,
    studentName: "Maya R.",
    observations: "Read 62 WCPM on the grade-3 probe.",
    generatedNote: "Maya read 62 words correct per minute on a grade-3 passage.",
    ...over,
  });
}

/** `mayaNote` as POST /api/v1/notes/generate answers it, with `warnings` (requirements "Note generation"). */
export function mayaGeneratedNote(over: Partial<GeneratedNote> = {}): GeneratedNote {
  return buildGeneratedNote({ ...mayaNote(), ...over });
}

/**
 * The fake API (`createFakeApi`) of a signed-in teacher whose GET /api/v1/me answers a fresh
 * `buildProfile()` and whose GET /api/v1/students answers `[maya, sam]` as they are (a write does
 * not change the list). `routes` are added after these two and win over them.
 */
export function caseloadApi(routes: Record<string, FakeHandler> = {}): FakeApi {
  return createFakeApi({
    routes: {
      "GET /api/v1/me": () => json(buildProfile()),
      "GET /api/v1/students": () => json([maya, sam]),
      ...routes,
    },
  });
}
