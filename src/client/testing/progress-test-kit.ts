/**
 * Test kit for the progress screens: an in-memory stand-in for /api/v1/goals and
 * /api/v1/progress-entries behind the shell kit's `mockApi` (fetch is the only thing replaced).
 * Goals carry the computed view from the shared domain (`goalProgressView`), as the server does.
 */
import { type ApiRoutes, apiError, json, makeStudent, signedInApi } from "@client/testing/shell-test-kit";
import type { Goal, ProgressEntry } from "@shared/contracts/goals";
import type { Student } from "@shared/contracts/students";
import { goalProgressView } from "@shared/domain/progress-decision";
import { configure } from "@testing-library/react";

// These screens render the whole app (lazy routes, the recharts graph): on a busy machine they can
// take longer than Testing Library's 1 s default to appear. Applies to the files importing this kit.
configure({ asyncUtilTimeout: 5000 });

export const MAYA = makeStudent({ id: "5a5a5a5a-0000-4000-8000-000000000001", name: "Maya Lopez" });
export const SAM = makeStudent({ id: "5a5a5a5a-0000-4000-8000-000000000002", name: "Sam Carter" });

let seq = 0;
const uuid = () => `9b9b9b9b-0000-4000-8000-${String(++seq).padStart(12, "0")}`;

type GoalFields = Omit<Goal, "trend" | "trendline" | "aimline" | "decision" | "latestEntry" | "entryCount">;

/** A goal's own fields (no computed view), with overrides. */
export function goalFields(over: Partial<GoalFields> & Pick<GoalFields, "studentId">): GoalFields {
  return {
    id: uuid(),
    statement: "Read a grade-3 passage at 90 words correct per minute",
    area: "Reading fluency",
    baselineData: "Reads 40 WCPM on grade-3 probes",
    baselineValue: 40,
    baselineDate: "2026-09-01",
    targetValue: 90,
    targetDate: "2027-05-31",
    unit: "words correct per minute",
    direction: "increase",
    measurementMethod: "CBM oral reading fluency probe",
    evaluationSchedule: "Weekly",
    objectives: [],
    createdAt: "2026-09-01T10:00:00.000Z",
    updatedAt: "2026-09-01T10:00:00.000Z",
    ...over,
  };
}

/** An entry with overrides. */
export function entry(
  goalId: string,
  entryDate: string,
  progressValue: number | null,
  note: string | null = null,
): ProgressEntry {
  return {
    id: uuid(),
    goalId,
    entryDate,
    progressValue,
    note,
    enteredBy: "teacher",
    createdAt: `${entryDate}T12:00:00.000Z`,
    updatedAt: `${entryDate}T12:00:00.000Z`,
  };
}

/** The fake server's state: goals (own fields) and entries, changed by the mutations. */
export interface ProgressState {
  students: Student[];
  goals: GoalFields[];
  entries: ProgressEntry[];
}

/** A goal with its computed view on `today`. */
export function view(state: ProgressState, g: GoalFields, today = "2026-10-20"): Goal {
  return {
    ...g,
    ...goalProgressView(
      g,
      state.entries.filter((e) => e.goalId === g.id),
      today,
    ),
  };
}

const byDateDesc = (a: ProgressEntry, b: ProgressEntry) =>
  b.entryDate.localeCompare(a.entryDate) || b.createdAt.localeCompare(a.createdAt);

/** Routes for a signed-in teacher with `state`'s caseload, goals and entries. */
export function progressApi(state: ProgressState, extra: ApiRoutes = {}): ApiRoutes {
  const goalRoutes: ApiRoutes = {
    "GET /api/v1/goals": () => json([...state.goals].reverse().map((g) => view(state, g))),
    "POST /api/v1/goals": ({ body }) => {
      const input = body as Partial<GoalFields> & { studentId: string };
      const g = goalFields({
        ...input,
        baselineDate: input.baselineDate ?? "2026-10-20",
        objectives: input.objectives ?? [],
      } as GoalFields);
      state.goals.push(g);
      return json(view(state, g), 201);
    },
    "POST /api/v1/progress-entries": ({ body }) => {
      const b = body as {
        goalId: string;
        entryDate: string;
        progressValue: number | null;
        note: string | null;
      };
      const e = entry(b.goalId, b.entryDate, b.progressValue ?? null, b.note ?? null);
      state.entries.push(e);
      return json(e, 201);
    },
  };
  for (const g of state.goals) addGoalRoutes(state, g.id, goalRoutes);
  return signedInApi(undefined, {
    "GET /api/v1/students": () => json(state.students),
    ...goalRoutes,
    ...extra,
  });
}

/** Per-goal routes (mockApi matches exact paths, so each known id gets its own). */
function addGoalRoutes(state: ProgressState, id: string, routes: ApiRoutes) {
  const find = () => state.goals.find((g) => g.id === id);
  routes[`GET /api/v1/goals/${id}`] = () => {
    const g = find();
    return g ? json(view(state, g)) : apiError(404, "NOT_FOUND", "Goal not found");
  };
  routes[`PATCH /api/v1/goals/${id}`] = ({ body }) => {
    const g = find();
    if (!g) return apiError(404, "NOT_FOUND", "Goal not found");
    Object.assign(g, body);
    return json(view(state, g));
  };
  routes[`DELETE /api/v1/goals/${id}`] = () => {
    state.goals = state.goals.filter((g) => g.id !== id);
    state.entries = state.entries.filter((e) => e.goalId !== id);
    return { status: 204 };
  };
  routes["GET /api/v1/progress-entries"] = () =>
    // mockApi drops the query string: the tests using this route open one goal at a time.
    json(state.entries.filter((e) => state.goals.some((g) => g.id === e.goalId)).sort(byDateDesc));
}
