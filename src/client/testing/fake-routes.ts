/**
 * The fake API's default routes (architecture "Tests"): the server's real paths and answers over
 * the in-memory records, in the shapes of the shared contracts (requirements "Students", "Notes",
 * "IEP goals", "Progress entries"), plus the meeting, deadline and notification routes of
 * `fake-meeting-routes.ts` and the services reads of `fake-service-routes.ts`. Used by `createFakeApi`.
 */

import { ErrorCode } from "@shared/contracts/error-codes";
import type { FieldHistoryEntry, IepSaveField } from "@shared/contracts/field-history";
import type { ProgressEntry } from "@shared/contracts/goals";
import type { Profile } from "@shared/contracts/me";
import type { Note } from "@shared/contracts/notes";
import type { Student } from "@shared/contracts/students";
import { fieldChanges } from "@shared/domain/field-diff";
import { signedOutMessage } from "@shared/domain/signed-out-message";
import {
  buildGeneratedNote,
  buildGoalFields,
  buildProgressEntry,
  buildStudent,
  type GoalFields,
  withGoalView,
} from "@shared/testing/data-generators";
import { accountRoutes } from "./fake-account-routes";
import { apiError, type FakeDb, type FakeHandler, json } from "./fake-http";
import { meetingRoutes } from "./fake-meeting-routes";
import { notePageOf } from "./fake-note-pages";
import { serviceRoutes } from "./fake-service-routes";
import { teamRoutes } from "./fake-team-routes";

const notFound = (what: string) => apiError(404, ErrorCode.NOT_FOUND, `${what} not found`);

/**
 * Replaces the record with `id` in `list` by a changed copy (the seed object a test passed in is
 * never mutated, so a module-level fixture stays the same for the next test).
 * @returns the changed copy, or undefined when no record has `id`.
 */
function patchWhere<T extends { id: string }>(
  list: T[],
  id: string | undefined,
  changes: unknown,
  extra: Partial<T> = {},
) {
  const i = list.findIndex((x) => x.id === id);
  if (i < 0) return undefined;
  const changed = { ...list[i], ...(changes as Partial<T>), ...extra } as T;
  list[i] = changed;
  return changed;
}

function removeWhere<T>(list: T[], keep: (item: T) => boolean) {
  const kept = list.filter(keep);
  list.splice(0, list.length, ...kept);
}

/** A goal with only its statement, as the server makes from a text goal (decision 017). */
function textGoal(studentId: string, statement: string): GoalFields {
  return buildGoalFields({
    studentId,
    statement,
    area: null,
    baselineData: null,
    baselineValue: null,
    targetValue: null,
    targetDate: null,
    unit: null,
    measurementMethod: null,
    evaluationSchedule: null,
  });
}

/**
 * Like the server's data migration (decision 017): each seeded student's `iepGoals` statement that is
 * not yet one of its goals becomes a goal with only its statement, so a test seeding a student with
 * goal text sees those goals everywhere goals are read.
 */
function adoptTextGoals(db: FakeDb): void {
  for (const s of db.students) {
    const have = new Set(db.goals.filter((g) => g.studentId === s.id).map((g) => g.statement));
    for (const statement of s.iepGoals) if (!have.has(statement)) db.goals.push(textGoal(s.id, statement));
  }
}

/** The server's routes over `db`, in the shapes of the shared contracts. */
export function defaultRoutes(db: FakeDb): [string, FakeHandler][] {
  adoptTextGoals(db);
  /** A student as the server answers: `iepGoals` are its goals' statements, oldest first. */
  const projected = (s: Student): Student => ({
    ...s,
    iepGoals: db.goals.filter((g) => g.studentId === s.id).map((g) => g.statement),
  });
  const signedIn =
    (answer: FakeHandler): FakeHandler =>
    (req) =>
      db.me ? answer(req) : apiError(401, ErrorCode.UNAUTHENTICATED, signedOutMessage(req.method, req.path));
  const goalView = (g: GoalFields) => withGoalView(g, db.entries, db.today);
  const student = (id: string | undefined) => db.students.find((s) => s.id === id);
  /** Field history of the IEP saves (requirements "IEP draft"), newest first. */
  const history: (FieldHistoryEntry & { studentId: string })[] = [];
  const writeFields = (s: Student, next: Record<string, unknown>, origin: FieldHistoryEntry["origin"]) => {
    const changes = fieldChanges(s, next);
    const saved = patchWhere(db.students, s.id, next) as Student;
    for (const c of changes)
      history.unshift({
        id: `00000000-0000-4000-8000-${String(history.length + 1).padStart(12, "0")}`,
        studentId: s.id,
        field: c.field,
        previousValue: c.before,
        newValue: c.after,
        origin,
        createdAt: new Date().toISOString(),
      });
    return json({ student: saved, changes });
  };
  const byDateDesc = (a: ProgressEntry, b: ProgressEntry) =>
    b.entryDate.localeCompare(a.entryDate) || b.createdAt.localeCompare(a.createdAt);
  return [
    ...accountRoutes(db, signedIn),
    ["GET /api/v1/me", signedIn(() => json(db.me))],
    [
      "PATCH /api/v1/me",
      signedIn(({ body }) => {
        db.me = { ...(db.me as Profile), ...(body as Partial<Profile>) };
        return json(db.me);
      }),
    ],
    // The maintenance banner staff set ("" = none; requirements "Admin area").
    ["GET /api/service-notice", () => json({ banner: db.serviceNotice ?? "" })],
    // The auth library's session answer: the fake teacher's address counts as confirmed.
    [
      "GET /api/auth/get-session",
      () =>
        json(
          db.me
            ? { user: { email: db.me.email, emailVerified: true, createdAt: "2026-01-05T12:00:00.000Z" } }
            : null,
        ),
    ],
    [
      "POST /api/auth/sign-out",
      () => {
        db.me = null;
        return json({ success: true });
      },
    ],
    // Students (requirements "Students"): the caseload sorted by name.
    [
      "GET /api/v1/students",
      signedIn(() => json([...db.students].sort((a, b) => a.name.localeCompare(b.name)).map(projected))),
    ],
    [
      "POST /api/v1/students",
      signedIn(({ body }) => {
        const created = buildStudent(body as Partial<Student>);
        db.students.push(created);
        for (const statement of created.iepGoals) db.goals.push(textGoal(created.id, statement));
        return json(projected(created), 201);
      }),
    ],
    [
      "GET /api/v1/students/:id",
      signedIn(({ params }) => {
        const s = student(params.id);
        return s ? json(projected(s)) : notFound("Student");
      }),
    ],
    [
      "PATCH /api/v1/students/:id",
      signedIn(({ params, body }) => {
        const s = patchWhere(db.students, params.id, body);
        return s ? json(projected(s)) : notFound("Student");
      }),
    ],
    [
      "POST /api/v1/students/:id/iep-save",
      signedIn(({ params, body }) => {
        const s = student(params.id);
        return s ? writeFields(s, body as Record<string, unknown>, "iep_draft") : notFound("Student");
      }),
    ],
    [
      "GET /api/v1/students/:id/field-history",
      signedIn(({ params }) =>
        student(params.id)
          ? json(history.filter((h) => h.studentId === params.id).map(({ studentId: _, ...e }) => e))
          : notFound("Student"),
      ),
    ],
    [
      "POST /api/v1/students/:id/field-history/:entryId/restore",
      signedIn(({ params }) => {
        const s = student(params.id);
        const e = history.find((h) => h.id === params.entryId && h.studentId === params.id);
        if (!s) return notFound("Student");
        if (!e) return notFound("Version");
        const field = e.field as IepSaveField; // the fake keeps IEP-draft saves only
        return writeFields(
          s,
          { [field]: e.previousValue ?? (field === "accommodations" ? [] : null) },
          "restore",
        );
      }),
    ],
    [
      "DELETE /api/v1/students/:id",
      signedIn(({ params }) => {
        if (!student(params.id)) return notFound("Student");
        removeWhere(db.students, (s) => s.id !== params.id);
        return { status: 204 };
      }),
    ],
    // Notes (requirements "Notes", "Note history"): newest first, filtered, paged when asked.
    ["GET /api/v1/notes", signedIn(({ query }) => json(notePageOf(db.notes, query)))],
    [
      "GET /api/v1/notes/:id",
      signedIn(({ params }) => {
        const n = db.notes.find((x) => x.id === params.id);
        return n ? json(n) : notFound("Note");
      }),
    ],
    [
      "PATCH /api/v1/notes/:id",
      signedIn(({ params, body }) => {
        const n = patchWhere(db.notes, params.id, body, { isEdited: true });
        return n ? json(n) : notFound("Note");
      }),
    ],
    [
      "DELETE /api/v1/notes/:id",
      signedIn(({ params }) => {
        if (!db.notes.some((n) => n.id === params.id)) return notFound("Note");
        removeWhere(db.notes, (n) => n.id !== params.id);
        return { status: 204 };
      }),
    ],
    [
      "POST /api/v1/notes/generate",
      signedIn(({ body }) => {
        const input = body as { studentId: string; observations: string } & Partial<Note>;
        const s = student(input.studentId);
        if (!s) return notFound("Student");
        const note = buildGeneratedNote({
          ...input,
          studentName: s.name,
          generatedNote: `${s.name}: ${input.observations}`,
        });
        db.notes.unshift(note);
        return json(note, 201);
      }),
    ],
    // Goals and progress entries (requirements "IEP goals", "Progress entries").
    [
      "GET /api/v1/goals",
      signedIn(({ query }) => {
        const id = query.get("studentId");
        return json(
          // The record's order (requirements "IEP goals"): oldest first, ties by id.
          [...db.goals]
            .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
            .filter((g) => !id || g.studentId === id)
            .map(goalView),
        );
      }),
    ],
    [
      "POST /api/v1/goals",
      signedIn(({ body }) => {
        const input = body as Partial<GoalFields>;
        const g = buildGoalFields({
          ...input,
          baselineDate: input.baselineDate ?? db.today,
          objectives: input.objectives ?? [],
        });
        db.goals.push(g);
        return json(goalView(g), 201);
      }),
    ],
    [
      "GET /api/v1/goals/:id",
      signedIn(({ params }) => {
        const g = db.goals.find((x) => x.id === params.id);
        return g ? json(goalView(g)) : notFound("Goal");
      }),
    ],
    [
      "PATCH /api/v1/goals/:id",
      signedIn(({ params, body }) => {
        const g = patchWhere(db.goals, params.id, body);
        return g ? json(goalView(g)) : notFound("Goal");
      }),
    ],
    [
      "DELETE /api/v1/goals/:id",
      signedIn(({ params }) => {
        if (!db.goals.some((g) => g.id === params.id)) return notFound("Goal");
        removeWhere(db.goals, (g) => g.id !== params.id);
        removeWhere(db.entries, (e) => e.goalId !== params.id);
        return { status: 204 };
      }),
    ],
    [
      "GET /api/v1/progress-entries",
      signedIn(({ query }) => {
        const goalId = query.get("goalId");
        return json(db.entries.filter((e) => (goalId ? e.goalId === goalId : true)).sort(byDateDesc));
      }),
    ],
    [
      "POST /api/v1/progress-entries",
      signedIn(({ body }) => {
        const b = body as Pick<ProgressEntry, "goalId" | "entryDate"> & Partial<ProgressEntry>;
        const e = buildProgressEntry({ ...b, progressValue: b.progressValue ?? null, note: b.note ?? null });
        db.entries.push(e);
        return json(e, 201);
      }),
    ],
    [
      "PATCH /api/v1/progress-entries/:id",
      signedIn(({ params, body }) => {
        const e = patchWhere(db.entries, params.id, body);
        return e ? json(e) : notFound("Progress entry");
      }),
    ],
    [
      "DELETE /api/v1/progress-entries/:id",
      signedIn(({ params }) => {
        if (!db.entries.some((e) => e.id === params.id)) return notFound("Progress entry");
        removeWhere(db.entries, (e) => e.id !== params.id);
        return { status: 204 };
      }),
    ],
    ...meetingRoutes(db, signedIn),
    ...serviceRoutes(db, signedIn),
    ...teamRoutes(signedIn),
  ];
}
