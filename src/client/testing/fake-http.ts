/**
 * The shapes the fake API speaks (architecture "Tests"): the request a handler sees, the JSON
 * reply it gives, the server's error shape, the in-memory records, and helpers for answers that
 * stream or never come. See `fake-api.ts`.
 */
import type { Preferences } from "@shared/contracts/account";
import type { BillingStatus } from "@shared/contracts/billing";
import type { Deadline } from "@shared/contracts/deadlines";
import type { ProgressEntry } from "@shared/contracts/goals";
import type { Profile } from "@shared/contracts/me";
import type { CalendarFeed, MeetingDetail } from "@shared/contracts/meetings";
import type { Note } from "@shared/contracts/notes";
import type { Notification } from "@shared/contracts/notifications";
import type { Student } from "@shared/contracts/students";
import type { GoalFields } from "@shared/testing/data-generators";

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

/**
 * The server's error shape `{error: {code, message, details?}}` (requirements "Error catalogue"). `code`
 * is `ErrorCode.X` for what the real server answers; any other text (e.g. the fake's own
 * NO_FAKE_ROUTE) is read by the client as HTTP_ERROR with this message, like a server of another version.
 */
export const apiError = (
  status: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
): FakeReply => ({
  status,
  body: { error: { code, message, ...(details ? { details } : {}) } },
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
  /** The server's "today" for goal views and the dashboard's deadline windows (default `TEST_TODAY`). */
  today: string;
  /** The teacher's preferences (undefined = the defaults). */
  preferences?: Preferences;
  /** Billing status fields over the ones derived from `me` (`configured` false unless set). */
  billing?: Partial<BillingStatus>;
  /** Meetings with their attendees (requirements "Meetings"). */
  meetings: MeetingDetail[];
  deadlines: Deadline[];
  /** Newest first, as the server lists them. */
  notifications: Notification[];
  /** The private calendar feed as stored (`url` stays null: POST answers the address once). */
  calendarFeed: CalendarFeed;
  /** The maintenance banner staff set (undefined or "" = none). */
  serviceNotice?: string;
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
