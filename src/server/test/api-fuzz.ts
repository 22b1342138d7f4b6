/**
 * Test helper: a fuzz run over every JSON route of the OpenAPI document (architecture "Tests";
 * requirements "Error catalogue": bad input is a 4xx naming the problem, never a 500). For each
 * operation it draws, with fast-check and a fixed seed, requests that mix near-valid values (built
 * from the operation's own JSON Schema, with ids of records that exist) with edge values — wrong
 * types, null, huge strings, NUL, unicode, negative and huge numbers, bad dates, extra fields, empty
 * and invalid JSON bodies, odd path and query values — sends them through the app and records every
 * answer of 500.
 */
import fc from "fast-check";

/** The parts of an OpenAPI 3.1 document the run reads. */
export interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  parameters?: Array<{ name: string; in: "path" | "query" | "header" | "cookie"; schema?: JsonSchema }>;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
/** A JSON Schema node as @hono/zod-openapi writes it (3.1: `type` may be a list). */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  maxLength?: number;
  minLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
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
}

/** Strings that have broken servers: NUL, lone surrogates, huge, unicode, injection, bad dates. */
const EDGE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "😀👩‍👩‍👧",
  "Zoë Ali مرحبا 你好 שלום",
  "x".repeat(70_000),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "%00",
  "0000-00-00",
  "0000-01-01",
  "2026-02-30",
  "9999-12-31",
  "1899-12-31",
  "2026-13-01",
  "2026-09-15T10:00:00Z",
  "-1",
  "1e309",
  "NaN",
  "null",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "\u202Eevil",
  "\r\n\t",
];

/** Numbers at the edges of what JSON carries. */
const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 63),
  5e-324,
  1e9 + 1,
  123_456_789_012,
];

/** Any JSON value of the wrong kind. */
const wrongValue = (depth = 0): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom<unknown>(null, true, false, [], {}, [null], { a: 1 }, { __proto__: { x: 1 } }),
    fc.constantFrom(...EDGE_STRINGS),
    fc.constantFrom(...EDGE_NUMBERS),
    fc.string({ unit: "binary", maxLength: 40 }),
    depth < 2 ? fc.array(wrongValue(depth + 1), { maxLength: 3 }) : fc.constant([]),
  );

/** A node's types as a list (3.1 `type: ["string", "null"]`). */
function typesOf(s: JsonSchema): string[] {
  if (Array.isArray(s.type)) return s.type;
  if (s.type) return [s.type];
  return [];
}

/** A value that mostly satisfies `s`, with ids drawn from `ids` for uuid strings. */
function nearValid(s: JsonSchema, ids: readonly string[], depth: number): fc.Arbitrary<unknown> {
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => nearValid(a, ids, depth)));
  if (s.allOf?.length) return nearValid(Object.assign({}, ...s.allOf), ids, depth);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const arbs: fc.Arbitrary<unknown>[] = [];
  for (const t of typesOf(s)) {
    if (t === "null") arbs.push(fc.constant(null));
    else if (t === "boolean") arbs.push(fc.boolean());
    else if (t === "number" || t === "integer") {
      arbs.push(fc.integer({ min: s.minimum ?? -5, max: Math.min(s.maximum ?? 200, 200) }));
    } else if (t === "string") arbs.push(stringFor(s, ids));
    else if (t === "array" && depth < 4) {
      arbs.push(fc.array(field(s.items ?? {}, ids, depth + 1), { maxLength: Math.min(s.maxItems ?? 4, 4) }));
    } else if (t === "object" && depth < 4) arbs.push(objectFor(s, ids, depth + 1));
  }
  return arbs.length > 0 ? fc.oneof(...arbs) : wrongValue();
}

function stringFor(s: JsonSchema, ids: readonly string[]): fc.Arbitrary<string> {
  if (s.format === "uuid") return fc.oneof(fc.constantFrom(...ids), fc.uuid());
  if (s.format === "date") {
    return fc
      .date({ min: new Date("1890-01-01"), max: new Date("2110-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (s.format === "date-time") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === "email") return fc.emailAddress();
  const max = s.maxLength ?? 200;
  return fc.oneof(
    fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(max, 60) }),
    fc.string({ unit: "grapheme", maxLength: 20 }),
    fc.constant("y".repeat(max)),
    fc.constant("y".repeat(max + 1)),
  );
}

/** A field: near-valid four times in five, else a wrong or edge value. */
function field(s: JsonSchema, ids: readonly string[], depth: number): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: nearValid(s, ids, depth), weight: 4 }, { arbitrary: wrongValue(), weight: 1 });
}

/** An object with some of its properties (required ones mostly present) and sometimes an extra one. */
function objectFor(
  s: JsonSchema,
  ids: readonly string[],
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(s.properties ?? {});
  const required = new Set(s.required ?? []);
  const entries = props.map(([name, schema]) =>
    fc.option(
      field(schema, ids, depth).map((v) => [name, v] as const),
      { freq: required.has(name) ? 8 : 2, nil: undefined },
    ),
  );
  const extra = fc.option(
    fc.tuple(fc.constantFrom("extra", "id", "userId", "__proto__", "constructor", ""), wrongValue()),
    { freq: 3, nil: undefined },
  );
  return fc.tuple(fc.tuple(...entries), extra).map(([picked, more]) => {
    const out: Record<string, unknown> = {};
    for (const e of picked) if (e) out[e[0]] = e[1];
    if (more) Object.defineProperty(out, more[0], { value: more[1], enumerable: true, writable: true });
    return out;
  });
}

/** Raw bodies that are not a JSON object, or not JSON at all. */
const RAW_BODIES = [
  "",
  "{",
  '{"name":',
  "nul",
  "null",
  "[]",
  "123",
  '"text"',
  "1e400",
  '{"a":1e400}',
  "\u0000",
  `${"[".repeat(5000)}${"]".repeat(5000)}`,
  `{"x":${'{"x":'.repeat(2000)}1${"}".repeat(2000)}}`,
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  "\uFEFF{}",
];

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
export function requestsFor(o: FuzzOperation, ids: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const pathParams = (o.op.parameters ?? []).filter((p) => p.in === "path");
  const queryParams = (o.op.parameters ?? []).filter((p) => p.in === "query");
  const segment = fc.oneof(
    { arbitrary: fc.constantFrom(...ids), weight: 4 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: fc.constantFrom(...EDGE_STRINGS.filter((s) => s.length < 1000)), weight: 2 },
  );
  const query = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...queryParams.map((p) => p.name), "extra", "id"),
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(
        ...queryParams.map((p) => nearValid(p.schema ?? {}, ids, 0).map(String)),
        fc.constantFrom(...EDGE_STRINGS.filter((s) => s.length < 1000)),
      ),
    ),
    { maxLength: 3 },
  );
  const schema = bodySchema(o.op);
  const body: fc.Arbitrary<{ body?: string; contentType?: string }> = schema
    ? fc.oneof(
        { arbitrary: field(schema, ids, 0).map((v) => ({ body: JSON.stringify(v) })), weight: 6 },
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
  return fc.tuple(fc.tuple(...pathParams.map(() => segment)), query, body).map(([segments, q, b]) => {
    let url = o.path;
    pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, encodeSegment(segments[i] ?? ""));
    });
    const search = new URLSearchParams(q.map(([k, v]) => [k, v]));
    const qs = search.toString();
    return { method: o.method, url: qs ? `${url}?${qs}` : url, ...b };
  });
}

/** Every operation of the document under `/api/v1`, deletes last (they remove the records others use). */
export function operationsOf(doc: OpenApiDoc): FuzzOperation[] {
  const ops: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith("/api/v1/")) continue;
    for (const [method, op] of Object.entries(methods)) ops.push({ method: method.toUpperCase(), path, op });
  }
  return ops.sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
}

/** What a run found: routes covered, requests sent, and each answer of 500 with its request. */
export interface FuzzReport {
  routes: number;
  requests: number;
  /** Per operation: milliseconds spent and answers by status, e.g. `{ms: 5400, "200": 9, "400": 15}`. */
  byOperation: Record<string, Record<string, number>>;
  failures: Array<{ request: FuzzRequest; status: number; body: string }>;
}

/**
 * Sends `runs` drawn requests per operation through `send` (seed `seed`), deletes last.
 * A request whose answer is 500 or more is recorded with the answer's first 300 characters.
 */
export async function fuzzOperations(
  ops: FuzzOperation[],
  ids: readonly string[],
  send: (r: FuzzRequest) => Promise<Response>,
  { runs, seed }: { runs: number; seed: number },
): Promise<FuzzReport> {
  const report: FuzzReport = { routes: ops.length, requests: 0, byOperation: {}, failures: [] };
  for (const [i, o] of ops.entries()) {
    const started = performance.now();
    const counts: Record<string, number> = {};
    for (const request of fc.sample(requestsFor(o, ids), { numRuns: runs, seed: seed + i })) {
      const res = await send(request);
      report.requests++;
      counts[res.status] = (counts[res.status] ?? 0) + 1;
      const text = await res.text();
      if (res.status >= 500) report.failures.push({ request, status: res.status, body: text.slice(0, 300) });
    }
    report.byOperation[`${o.method} ${o.path}`] = { ms: Math.round(performance.now() - started), ...counts };
  }
  return report;
}
