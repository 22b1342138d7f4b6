/**
 * The one fake API of the client tests (architecture "Tests"): `fetch` is the only thing a UI test
 * replaces. `createFakeApi()` keeps the signed-in teacher, students, notes, goals and progress
 * entries in memory and answers the server's real routes with the server's shapes, so the app's
 * own api-client, hooks and components run unchanged. Per test it can answer a route its own way
 * (`on`), fail it (`fail`), slow it (`delay`), and it records every request (`calls`).
 *
 * Routes are keys "METHOD /api/v1/path"; `:name` segments match one path segment and land in
 * `req.params`; the key "*" matches every request (a handler that returns undefined for the
 * requests it leaves alone). A request no handler answers gets 404 with code NO_FAKE_ROUTE naming it.
 */
import type { ProgressEntry } from "@shared/contracts/goals";
import type { Profile } from "@shared/contracts/me";
import type { Note } from "@shared/contracts/notes";
import type { Student } from "@shared/contracts/students";
import {
  buildGeneratedNote,
  buildGoalFields,
  buildProfile,
  buildProgressEntry,
  buildStudent,
  type GoalFields,
  TEST_TODAY,
  withGoalView,
} from "@shared/testing/data-generators";
import { vi } from "vitest";

/** One request the app made. `body` is the parsed JSON body (the raw string if not JSON; undefined when none). */
export interface FakeRequest {
  method: string;
  /** Path without the query string, e.g. "/api/v1/goals". */
  path: string;
  /** The query string with its "?" ("" when none). */
  search: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
  signal: AbortSignal | undefined;
  /** Values of the route key's `:name` segments. */
  params: Record<string, string>;
}

/** A JSON answer: a status and a body (omitted for 204 or an empty answer). */
export interface FakeReply {
  status: number;
  body?: unknown;
}

/**
 * Answers a request: a JSON reply, a whole `Response` (streams, files), or undefined to let the
 * next handler (the default routes) answer.
 */
export type FakeHandler = (
  req: FakeRequest,
) => FakeReply | Response | undefined | Promise<FakeReply | Response | undefined>;

/** A JSON answer with `status` (default 200). */
export const json = (body: unknown, status = 200): FakeReply => ({ status, body });

/** The server's error shape `{error: {code, message}}` (requirements "Error catalogue"). */
export const apiError = (status: number, code: string, message: string): FakeReply => ({
  status,
  body: { error: { code, message } },
});

/** What the fake server holds: copies of the seed arrays, changed by the requests (read them here). */
export interface FakeDb {
  /** The signed-in teacher; null answers GET /api/v1/me with 401 (signed out). */
  me: Profile | null;
  students: Student[];
  notes: Note[];
  /** Goals' own fields; the computed view is added on every answer, as the server does. */
  goals: GoalFields[];
  entries: ProgressEntry[];
  /** The server's "today" for goal views (default `TEST_TODAY`). */
  today: string;
}

/** The records of a caseload, as a test sets them up (students, goals' own fields, entries). */
export type FakeCaseload = Pick<FakeDb, "students" | "goals" | "entries">;

export interface FakeApiOptions extends Partial<FakeDb> {
  /** Handlers per route key, tried before the default routes. A plain reply answers every time. */
  routes?: Record<string, FakeHandler | FakeReply>;
}

/** A server-sent-event stream a test writes to (requirements "Note streaming"). */
export interface EventStream {
  /** The Response to return from a handler; aborting `signal` errors the stream as fetch does. */
  respond(signal?: AbortSignal): Response;
  /** The signal of the request answered last. */
  readonly signal: AbortSignal | undefined;
  /** Writes one event `event: <event>\ndata: <JSON>`. */
  send(event: string, data: unknown): void;
  end(): void;
}

/** An open `text/event-stream` answer; see `EventStream`. */
export function createEventStream(): EventStream {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  let lastSignal: AbortSignal | undefined;
  return {
    get signal() {
      return lastSignal;
    },
    respond(signal) {
      lastSignal = signal;
      signal?.addEventListener("abort", () => controller.error(abortError()));
      return new Response(stream, { status: 200, headers: { "Content-Type": "text/event-stream" } });
    },
    send(event, data) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    end() {
      controller.close();
    },
  };
}

/** An answer that never comes: it only ends when the request's signal aborts (a provider that hangs). */
export function hangUntilAborted(req: FakeRequest): Promise<Response> {
  return new Promise<Response>((_resolve, reject) => {
    req.signal?.addEventListener("abort", () => reject(abortError()));
  });
}

function abortError() {
  const e = new Error("aborted");
  e.name = "AbortError";
  return e;
}

type Route = { method: string; pattern: string[]; handler: FakeHandler };

function toRoute(key: string, handler: FakeHandler): Route {
  const [method = "GET", path = "/"] = key.split(" ");
  return { method: method.toUpperCase(), pattern: path.split("/"), handler };
}

function matchRoute(route: Route, method: string, path: string): Record<string, string> | null {
  if (route.method === "*") return {};
  if (route.method !== method) return null;
  const parts = path.split("/");
  if (parts.length !== route.pattern.length) return null;
  const params: Record<string, string> = {};
  for (const [i, seg] of route.pattern.entries()) {
    const part = parts[i] ?? "";
    if (seg.startsWith(":")) params[seg.slice(1)] = decodeURIComponent(part);
    else if (seg !== part) return null;
  }
  return params;
}

function toResponse(reply: FakeReply | Response): Response {
  if (reply instanceof Response) return reply;
  const empty = reply.status === 204 || reply.body === undefined;
  return new Response(empty ? null : JSON.stringify(reply.body), {
    status: reply.status,
    headers: { "Content-Type": "application/json" },
  });
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== "string") return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

/** The fake API returned by `createFakeApi`. */
export interface FakeApi {
  db: FakeDb;
  /** Every request, in order. */
  calls: FakeRequest[];
  /** The requests with `method` to exactly `path`. */
  requests(method: string, path: string): FakeRequest[];
  /** Answers `key` with `handler` first from now on (a later `on` for the same key wins). */
  on(key: string, handler: FakeHandler | FakeReply): FakeApi;
  /** Answers `key` with the server's error shape. */
  fail(key: string, status: number, code?: string, message?: string): FakeApi;
  /** Makes `key` wait `ms` milliseconds before it is answered. */
  delay(key: string, ms: number): FakeApi;
  /** The installed `fetch` mock. */
  fetch: ReturnType<typeof vi.fn>;
}

/**
 * Installs the fake API as the global `fetch` (undone by `vi.unstubAllGlobals()`, which the UI
 * setup runs after every test) and returns it. With no options: a signed-in, onboarded teacher
 * on the free plan (`buildProfile()`) with nothing saved; pass `me: null` for a signed-out visitor.
 */
export function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  const { routes = {}, ...seed } = options;
  const db: FakeDb = {
    me: seed.me === undefined ? buildProfile() : seed.me,
    students: [...(seed.students ?? [])],
    notes: [...(seed.notes ?? [])],
    goals: [...(seed.goals ?? [])],
    entries: [...(seed.entries ?? [])],
    today: seed.today ?? TEST_TODAY,
  };
  const custom: Route[] = [];
  const delays: Route[] = [];
  const calls: FakeRequest[] = [];
  const defaults = defaultRoutes(db).map(([key, handler]) => toRoute(key, handler));

  const api: FakeApi = {
    db,
    calls,
    requests: (method, path) => calls.filter((c) => c.method === method && c.path === path),
    on(key, handler) {
      custom.unshift(toRoute(key, typeof handler === "function" ? handler : () => handler));
      return api;
    },
    fail(key, status, code = "INTERNAL", message = "Something went wrong.") {
      return api.on(key, () => apiError(status, code, message));
    },
    delay(key, ms) {
      delays.push(toRoute(key, () => new Promise((resolve) => setTimeout(() => resolve(undefined), ms))));
      return api;
    },
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = (init?.method ?? "GET").toUpperCase();
      const base = {
        method,
        path: url.pathname,
        search: url.search,
        query: url.searchParams,
        body: parseBody(init?.body),
        headers: headersOf(init),
        signal: init?.signal ?? undefined,
      };
      calls.push({ ...base, params: {} });
      for (const d of delays)
        if (matchRoute(d, method, url.pathname)) await d.handler({ ...base, params: {} });
      for (const route of [...custom, ...defaults]) {
        const params = matchRoute(route, method, url.pathname);
        if (!params) continue;
        const reply = await route.handler({ ...base, params });
        if (reply) return toResponse(reply);
      }
      return toResponse(apiError(404, "NO_FAKE_ROUTE", `No fake route for ${method} ${url.pathname}`));
    }),
  };
  for (const [key, handler] of Object.entries(routes)) api.on(key, handler);
  vi.stubGlobal("fetch", api.fetch);
  return api;
}

const notFound = (what: string) => apiError(404, "NOT_FOUND", `${what} not found`);

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

/** The server's routes over `db`, in the shapes of the shared contracts. */
function defaultRoutes(db: FakeDb): [string, FakeHandler][] {
  const signedIn =
    (answer: FakeHandler): FakeHandler =>
    (req) =>
      db.me ? answer(req) : apiError(401, "UNAUTHENTICATED", "User not authenticated.");
  const goalView = (g: GoalFields) => withGoalView(g, db.entries, db.today);
  const student = (id: string | undefined) => db.students.find((s) => s.id === id);
  const byDateDesc = (a: ProgressEntry, b: ProgressEntry) =>
    b.entryDate.localeCompare(a.entryDate) || b.createdAt.localeCompare(a.createdAt);
  return [
    ["GET /api/v1/me", signedIn(() => json(db.me))],
    [
      "PATCH /api/v1/me",
      signedIn(({ body }) => {
        db.me = { ...(db.me as Profile), ...(body as Partial<Profile>) };
        return json(db.me);
      }),
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
      signedIn(() => json([...db.students].sort((a, b) => a.name.localeCompare(b.name)))),
    ],
    [
      "POST /api/v1/students",
      signedIn(({ body }) => {
        const created = buildStudent(body as Partial<Student>);
        db.students.push(created);
        return json(created, 201);
      }),
    ],
    [
      "GET /api/v1/students/:id",
      signedIn(({ params }) => {
        const s = student(params.id);
        return s ? json(s) : notFound("Student");
      }),
    ],
    [
      "PATCH /api/v1/students/:id",
      signedIn(({ params, body }) => {
        const s = patchWhere(db.students, params.id, body);
        return s ? json(s) : notFound("Student");
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
    // Notes (requirements "Notes", "Note history"): newest first, optionally one student's.
    [
      "GET /api/v1/notes",
      signedIn(({ query }) => {
        const id = query.get("studentId");
        return json(db.notes.filter((n) => !id || n.studentId === id));
      }),
    ],
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
          [...db.goals]
            .reverse()
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
  ];
}
