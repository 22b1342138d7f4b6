/**
 * The one fake API of the client tests (architecture "Tests"): `fetch` is the only thing a UI test
 * replaces. `createFakeApi()` keeps the signed-in teacher, students, notes, goals, progress
 * entries, meetings, deadlines, notifications and the calendar feed in memory and answers the server's real routes with the server's shapes, so the app's
 * own api-client, hooks and components run unchanged. Per test it can answer a route its own way
 * (`on`), fail it (`fail`), slow it (`delay`), and it records every request (`calls`).
 *
 * Routes are keys "METHOD /api/v1/path"; `:name` segments match one path segment and land in
 * `req.params`; the key "*" matches every request (a handler that returns undefined for the
 * requests it leaves alone). A request no handler answers gets 404 with code NO_FAKE_ROUTE naming it.
 */
import { ErrorCode } from "@shared/contracts/error-codes";
import { buildProfile, TEST_TODAY } from "@shared/testing/data-generators";
import { vi } from "vitest";
import {
  apiError,
  type FakeApiOptions,
  type FakeDb,
  type FakeHandler,
  type FakeReply,
  type FakeRequest,
} from "./fake-http";
import { defaultRoutes } from "./fake-routes";

export {
  apiError,
  createEventStream,
  type EventStream,
  type FakeApiOptions,
  type FakeCaseload,
  type FakeDb,
  type FakeHandler,
  type FakeReply,
  type FakeRequest,
  hangUntilAborted,
  json,
} from "./fake-http";

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
    preferences: seed.preferences,
    billing: seed.billing,
    meetings: [...(seed.meetings ?? [])],
    deadlines: [...(seed.deadlines ?? [])],
    notifications: [...(seed.notifications ?? [])],
    calendarFeed: seed.calendarFeed ?? { active: false, url: null, createdAt: null },
    serviceNotice: seed.serviceNotice,
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
    fail(key, status, code: string = ErrorCode.INTERNAL, message = "Something went wrong.") {
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
