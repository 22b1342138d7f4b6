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

/**
 * Ids of the signed-in teacher's records by kind, plus one of another teacher's: a uuid field or path
 * id named after a kind (`studentId`, `/students/{id}`) mostly gets that kind's id.
 */
export interface FuzzIds {
  student: string;
  goal: string;
  entry: string;
  note: string;
  foreign: string;
}

/** Drawing context: the ids, and whether values may be edge cases (`edgy`) or must be plain valid. */
interface Ctx {
  ids: FuzzIds;
  edgy: boolean;
}

/** The id kind a field name or a path names, if any. */
function idKind(hint: string): keyof FuzzIds | undefined {
  if (/student/i.test(hint)) return "student";
  if (/progress-entr|entry/i.test(hint)) return "entry";
  if (/goal/i.test(hint)) return "goal";
  if (/note/i.test(hint)) return "note";
  return undefined;
}

/** A uuid for `hint`: its kind's id mostly, else any of ours, another teacher's or a random one. */
function uuidFor(hint: string, ids: FuzzIds): fc.Arbitrary<string> {
  const kind = idKind(hint);
  return fc.oneof(
    { arbitrary: fc.constant(kind ? ids[kind] : ids.student), weight: 6 },
    { arbitrary: fc.constantFrom(...Object.values(ids)), weight: 2 },
    { arbitrary: fc.uuid(), weight: 1 },
  );
}

/** A value satisfying `s` (edge values too when `ctx.edgy`); `hint` is the field's name. */
function nearValid(s: JsonSchema, ctx: Ctx, depth: number, hint = ""): fc.Arbitrary<unknown> {
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => nearValid(a, ctx, depth, hint)));
  if (s.allOf?.length) return nearValid(Object.assign({}, ...s.allOf), ctx, depth, hint);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const arbs: fc.Arbitrary<unknown>[] = [];
  for (const t of typesOf(s)) {
    if (t === "null") arbs.push(fc.constant(null));
    else if (t === "boolean") arbs.push(fc.boolean());
    else if (t === "number" || t === "integer") {
      const n = fc.integer({ min: Math.max(s.minimum ?? 0, -1000), max: Math.min(s.maximum ?? 200, 1000) });
      arbs.push(ctx.edgy ? fc.oneof(n, fc.constantFrom(...EDGE_NUMBERS)) : n);
    } else if (t === "string") arbs.push(stringFor(s, ctx, hint));
    else if (t === "array" && depth < 4) {
      const max = Math.min(s.maxItems ?? 4, 4);
      arbs.push(fc.array(field(s.items ?? {}, ctx, depth + 1, hint), { maxLength: max }));
    } else if (t === "object" && depth < 4) arbs.push(objectFor(s, ctx, depth + 1));
  }
  return arbs.length > 0 ? fc.oneof(...arbs) : wrongValue();
}

function stringFor(s: JsonSchema, ctx: Ctx, hint: string): fc.Arbitrary<string> {
  if (s.format === "uuid") return uuidFor(hint, ctx.ids);
  if (s.format === "date") {
    const [min, max] = ctx.edgy ? ["1890-01-01", "2110-12-31"] : ["2026-01-01", "2027-12-31"];
    return fc
      .date({ min: new Date(min), max: new Date(max), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (s.format === "date-time") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === "email") return fc.emailAddress();
  const max = s.maxLength ?? 200;
  const plain = fc.string({ minLength: Math.max(s.minLength ?? 0, 1), maxLength: Math.min(max, 40) });
  if (!ctx.edgy) return plain.filter((v) => v.trim().length > 0);
  return fc.oneof(
    { arbitrary: plain, weight: 4 },
    { arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }), weight: 2 },
    { arbitrary: fc.constantFrom("y".repeat(max), "y".repeat(max + 1)), weight: 1 },
    { arbitrary: fc.constantFrom(...EDGE_STRINGS), weight: 2 },
  );
}

/** A field: valid, or when `ctx.edgy` near-valid four times in five and else a wrong value. */
function field(s: JsonSchema, ctx: Ctx, depth: number, hint = ""): fc.Arbitrary<unknown> {
  if (!ctx.edgy) return nearValid(s, ctx, depth, hint);
  return fc.oneof(
    { arbitrary: nearValid(s, ctx, depth, hint), weight: 4 },
    { arbitrary: wrongValue(), weight: 1 },
  );
}

/**
 * A body for `s`: valid (so requests reach the service and the database), valid with one top-level
 * field replaced by a wrong or edge value (or an extra field added), or edge values at any depth.
 */
function bodyFor(s: JsonSchema, ids: FuzzIds): fc.Arbitrary<unknown> {
  const valid = { ids, edgy: false };
  const names = Object.keys(s.properties ?? {});
  const bad = fc.oneof(wrongValue(), fc.constantFrom(...EDGE_STRINGS), fc.constantFrom(...EDGE_NUMBERS));
  const mutated = fc
    .tuple(nearValid(s, valid, 0), fc.constantFrom(...names, "extra", "id", "userId"), bad)
    .map(([v, key, b]) =>
      v !== null && typeof v === "object" && !Array.isArray(v) ? { ...v, [key]: b } : v,
    );
  return fc.oneof(
    { arbitrary: nearValid(s, valid, 0), weight: 3 },
    { arbitrary: names.length > 0 ? mutated : wrongValue(), weight: 4 },
    { arbitrary: field(s, { ids, edgy: true }, 0), weight: 2 },
  );
}

/** An object with its required properties (and, edgy, sometimes not), some optional ones, an extra one. */
function objectFor(s: JsonSchema, ctx: Ctx, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(s.required ?? []);
  const entries = Object.entries(s.properties ?? {}).map(([name, schema]) => {
    const pair = field(schema, ctx, depth, name).map((v) => [name, v] as const);
    if (required.has(name) && !ctx.edgy) return pair;
    return fc.option(pair, { freq: required.has(name) ? 12 : 2, nil: undefined });
  });
  const extra = ctx.edgy
    ? fc.option(
        fc.tuple(fc.constantFrom("extra", "id", "userId", "__proto__", "constructor", ""), wrongValue()),
        {
          freq: 6,
          nil: undefined,
        },
      )
    : fc.constant(undefined);
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
export function requestsFor(o: FuzzOperation, ids: FuzzIds): fc.Arbitrary<FuzzRequest> {
  const pathParams = (o.op.parameters ?? []).filter((p) => p.in === "path");
  const queryParams = (o.op.parameters ?? []).filter((p) => p.in === "query");
  const segment = fc.oneof(
    { arbitrary: uuidFor(o.path, ids), weight: 5 },
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
  ids: FuzzIds,
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
