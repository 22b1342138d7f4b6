/**
 * Test helper: a fuzz run over every JSON route of the OpenAPI document (architecture "Tests";
 * requirements "Error catalogue": bad input is a 4xx naming the problem, never a 500). For each
 * operation it draws, with fast-check and a fixed seed, requests that mix near-valid values (built
 * from the operation's own JSON Schema, with ids of records that exist) with edge values — wrong
 * types, null, huge strings, NUL, unicode, negative and huge numbers, bad dates, extra fields, empty
 * and invalid JSON bodies, odd path and query values — sends them through the app and records every
 * answer of 500, and every error answer whose body is not `{error: {code, …}}` with a code of the
 * closed list (`shared/contracts/error-codes.ts`).
 */
import fc from "fast-check";
import { isErrorCode } from "../../shared/contracts/error-codes.ts";
import {
  bodyFor,
  EDGE_STRINGS,
  type FuzzIds,
  idKind,
  type JsonSchema,
  nearValid,
  RAW_BODIES,
  uuidFor,
} from "./fuzz-values.ts";

export type { FuzzIds } from "./fuzz-values.ts";

/** The parts of an OpenAPI 3.1 document the run reads. */
export interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  parameters?: Array<{ name: string; in: "path" | "query" | "header" | "cookie"; schema?: JsonSchema }>;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

/** One drawn request. `body` is the raw text sent (undefined = none). */
export interface FuzzRequest {
  method: string;
  url: string;
  body?: string;
  contentType?: string;
}

/** One operation of the document, e.g. `{method: "PATCH", path: "/api/v1/goals/{id}"}`. */
export interface FuzzOperation {
  method: string;
  path: string;
  op: OpenApiOperation;
  /** The share of the run's requests this pass sends (a second, shorter pass has less than 1). */
  share?: number;
  /** Said after the operation in the report, e.g. "(after the writes)" for a second pass. */
  note?: string;
}

/** A path segment, percent-encoded; a lone surrogate becomes invalid UTF-8 (`%ED%A0%80`) on purpose. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

/** The first JSON schema of an operation's request body, or undefined. */
function bodySchema(op: OpenApiOperation): JsonSchema | undefined {
  const content = op.requestBody?.content;
  return content?.["application/json"]?.schema;
}

/**
 * Requests for one operation. `ids` are ids of records the signed-in teacher owns (and a foreign one),
 * used for path ids and uuid fields so that many requests get past the "not found" check.
 */
export function requestsFor(o: FuzzOperation, ids: FuzzIds): fc.Arbitrary<FuzzRequest> {
  const pathParams = (o.op.parameters ?? []).filter((p) => p.in === "path");
  const queryParams = (o.op.parameters ?? []).filter((p) => p.in === "query");
  // A parameter named after a kind (`teacherId`, `ticketId`) gets that kind's id, else the path's.
  const segment = (name: string) =>
    fc.oneof(
      { arbitrary: uuidFor(idKind(name) ? name : o.path, ids), weight: 5 },
      { arbitrary: fc.constantFrom(...EDGE_STRINGS.filter((s) => s.length < 1000)), weight: 2 },
    );
  const declared = queryParams.map((p) =>
    fc.option(
      fc
        .oneof(
          { arbitrary: nearValid(p.schema ?? {}, { ids, edgy: false }, 0, p.name).map(String), weight: 4 },
          { arbitrary: fc.constantFrom(...EDGE_STRINGS.filter((v) => v.length < 1000)), weight: 1 },
        )
        .map((v) => [p.name, v] as [string, string]),
      { freq: 4, nil: undefined },
    ),
  );
  const junk = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom("extra", "id", ...queryParams.map((p) => p.name)),
        fc.string({ maxLength: 8 }),
      ),
      fc.constantFrom(...EDGE_STRINGS.filter((v) => v.length < 1000)),
    ),
    { maxLength: 2 },
  );
  const query = fc
    .tuple(fc.tuple(...declared), fc.oneof(fc.constant([]), junk))
    .map(([d, j]) => [...d.filter((x): x is [string, string] => x !== undefined), ...j]);
  const schema = bodySchema(o.op);
  const body: fc.Arbitrary<{ body?: string; contentType?: string }> = schema
    ? fc.oneof(
        { arbitrary: bodyFor(schema, ids).map((v) => ({ body: JSON.stringify(v) })), weight: 8 },
        { arbitrary: fc.constantFrom(...RAW_BODIES).map((b) => ({ body: b })), weight: 2 },
        {
          arbitrary: fc
            .constantFrom(
              "text/plain",
              "application/x-www-form-urlencoded",
              "application/json; charset=latin1",
            )
            .map((contentType) => ({ body: "a=1&b=2", contentType })),
          weight: 1,
        },
        { arbitrary: fc.constant({}), weight: 1 },
      )
    : o.method === "GET"
      ? fc.constant({})
      : fc.oneof(
          fc.constant({}),
          fc.constantFrom(...RAW_BODIES).map((b) => ({ body: b })),
        );
  return fc
    .tuple(fc.tuple(...pathParams.map((p) => segment(p.name))), query, body)
    .map(([segments, q, b]) => {
      let url = o.path;
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, encodeSegment(segments[i] ?? ""));
      });
      const search = new URLSearchParams(q.map(([k, v]) => [k, v]));
      const qs = search.toString();
      return { method: o.method, url: qs ? `${url}?${qs}` : url, ...b };
    });
}

/**
 * Operations that render a document of everything the student (or the caseload) has: their cost grows
 * with the data, and they run again after the writes (the export ZIP and one student's record too).
 */
const RENDERS = /^\/api\/v1\/((reports|exports)\/|export$|students\/\{studentId\}\/export$)/;

/** The staff API, reached with an admin session (`adminOperationsOf`). */
const ADMIN = "/api/admin/";
/** The staff step that ends the session the admin pass signs in with: sent last. */
const ADMIN_SIGN_OUT = "/api/admin/auth/sign-out";

/** The document's operations whose path passes `keep`, as `FuzzOperation`s. */
function operationsWhere(doc: OpenApiDoc, keep: (path: string) => boolean): FuzzOperation[] {
  const ops: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!keep(path)) continue;
    for (const [method, op] of Object.entries(methods)) ops.push({ method: method.toUpperCase(), path, op });
  }
  return ops;
}

/**
 * Every operation of the document outside `/api/admin` (the teacher's `/api/v1` and the public
 * reads), in passes: reads; the document renders; the other writes (which store edge values); the
 * renders again with a tenth of the requests (edge values the writes stored must not break a report,
 * and the run stays short as records pile up); deletes last (they remove the records others use).
 */
export function operationsOf(doc: OpenApiDoc): FuzzOperation[] {
  const ops = operationsWhere(doc, (path) => !path.startsWith(ADMIN));
  const renders = ops.filter((o) => RENDERS.test(o.path));
  const pass = (o: FuzzOperation) => {
    if (o.method === "GET") return 0;
    if (RENDERS.test(o.path)) return 1;
    return o.method === "DELETE" ? 4 : 2;
  };
  const again = renders.map((o) => ({ ...o, share: 0.1, note: "(after the writes)" }));
  const sorted = ops.sort((a, b) => pass(a) - pass(b));
  const firstDelete = sorted.findIndex((o) => o.method === "DELETE");
  sorted.splice(firstDelete < 0 ? sorted.length : firstDelete, 0, ...again);
  return sorted;
}

/**
 * Every operation of the document under `/api/admin` (sent with a staff session that finished its
 * TOTP set-up), in passes: reads; writes (teacher actions, settings, tickets, the sign-in steps); the
 * sign-out last, since it ends the session the pass uses.
 */
export function adminOperationsOf(doc: OpenApiDoc): FuzzOperation[] {
  const pass = (o: FuzzOperation) => (o.path === ADMIN_SIGN_OUT ? 2 : o.method === "GET" ? 0 : 1);
  return operationsWhere(doc, (path) => path.startsWith(ADMIN)).sort((a, b) => pass(a) - pass(b));
}

/** One request and the start of its answer. */
export interface FuzzAnswer {
  request: FuzzRequest;
  status: number;
  body: string;
}

/**
 * What a run found: routes covered, requests sent, each answer of 500 with its request, the error
 * codes seen, and each error answer without a listed code.
 */
export interface FuzzReport {
  routes: number;
  requests: number;
  /** Per operation: milliseconds spent and answers by status, e.g. `{ms: 5400, "200": 9, "400": 15}`. */
  byOperation: Record<string, Record<string, number>>;
  failures: FuzzAnswer[];
  /** Error answers by code, e.g. `{VALIDATION_ERROR: 900, NOT_FOUND: 120}`. */
  errorCodes: Record<string, number>;
  /** Error answers (status 400 or more) whose body holds no code of the closed list. */
  unlisted: FuzzAnswer[];
}

/** The `error.code` of an answer's body, if it is text. */
function errorCodeOf(body: string): string | undefined {
  try {
    const code = (JSON.parse(body) as { error?: { code?: unknown } } | null)?.error?.code;
    return typeof code === "string" ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends `runs` drawn requests per operation through `send` (seed `seed`), deletes last.
 * A request whose answer is 500 (an unexpected error; a 502 or 503 from a service that is down or not
 * configured is by design) is recorded with the answer's first 300 characters.
 */
export async function fuzzOperations(
  ops: FuzzOperation[],
  ids: FuzzIds,
  send: (r: FuzzRequest) => Promise<Response>,
  { runs, seed }: { runs: number; seed: number },
): Promise<FuzzReport> {
  const routes = new Set(ops.map((o) => `${o.method} ${o.path}`)).size;
  const report: FuzzReport = {
    routes,
    requests: 0,
    byOperation: {},
    failures: [],
    errorCodes: {},
    unlisted: [],
  };
  for (const [i, o] of ops.entries()) {
    const started = performance.now();
    const counts: Record<string, number> = {};
    const numRuns = Math.max(1, Math.round(runs * (o.share ?? 1)));
    for (const request of fc.sample(requestsFor(o, ids), { numRuns, seed: seed + i })) {
      const res = await send(request);
      report.requests++;
      counts[res.status] = (counts[res.status] ?? 0) + 1;
      const text = await res.text();
      const answer = { request, status: res.status, body: text.slice(0, 300) };
      if (res.status === 500) report.failures.push(answer);
      if (res.status >= 400) {
        const code = errorCodeOf(text);
        if (code !== undefined) report.errorCodes[code] = (report.errorCodes[code] ?? 0) + 1;
        if (code === undefined || !isErrorCode(code)) report.unlisted.push(answer);
      }
    }
    const key = `${o.method} ${o.path}${o.note ? ` ${o.note}` : ""}`;
    report.byOperation[key] = { ms: Math.round(performance.now() - started), ...counts };
  }
  return report;
}
