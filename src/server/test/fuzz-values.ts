/**
 * Test helper: the values of the API fuzz run (`api-fuzz.ts`; architecture "Tests"): edge strings and
 * numbers, wrong-typed JSON, raw bodies that are not JSON objects, and fast-check arbitraries that
 * build a value from an operation's JSON Schema — valid, valid with one field replaced by an edge
 * value of its type or a wrong type, or edge values at any depth — with ids of existing records.
 */
import fc from "fast-check";

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

/**
 * Text the database, XML, iCalendar or CSV cannot carry, which every text field must refuse naming
 * the field (requirements "Security and privacy"): NUL, other C0 controls, lone surrogates.
 */
export const UNSAFE_STRINGS = [
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDC00y",
  "a\u0001b",
  "\u001B[31m",
  "\u000B",
];

/** Instants at and past the edges of 1900..2100, for `date-time` fields. */
export const EDGE_DATE_TIMES = [
  "0000-01-01T00:00:00Z",
  "1899-12-31T23:59:59Z",
  "1900-01-01T00:00:00Z",
  "2100-12-31T23:59:59Z",
  "9999-12-31T23:59:59Z",
  "2026-02-30T10:00:00Z",
  "2026-09-15T25:00:00Z",
];

/** Strings that have broken servers: NUL and the other unsafe text, huge, unicode, injection, bad dates. */
export const EDGE_STRINGS = [
  "",
  " ",
  ...UNSAFE_STRINGS,
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
export const EDGE_NUMBERS = [
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
export const wrongValue = (depth = 0): fc.Arbitrary<unknown> =>
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
 * id named after a kind (`studentId`, `/students/{id}`) mostly gets that kind's id. `teacher` (an
 * auth id, not a UUID) and `ticket` are what the staff routes act on.
 */
export interface FuzzIds {
  student: string;
  goal: string;
  entry: string;
  note: string;
  contact: string;
  foreign: string;
  teacher: string;
  ticket: string;
  /** An IEP service of the student, and one logged session of it. */
  service: string;
  serviceSession: string;
  /** A member of the student's team, an invitation to the teacher, a transfer the teacher sent. */
  member: string;
  invitation: string;
  transfer: string;
}

/** Drawing context: the ids, and whether values may be edge cases (`edgy`) or must be plain valid. */
interface Ctx {
  ids: FuzzIds;
  edgy: boolean;
}

/** The id kind a field name or a path names, if any. */
export function idKind(hint: string): keyof FuzzIds | undefined {
  if (/ticket/i.test(hint)) return "ticket";
  if (/student/i.test(hint)) return "student";
  if (/teacher/i.test(hint)) return "teacher";
  if (/service-session/i.test(hint)) return "serviceSession";
  if (/service/i.test(hint)) return "service";
  if (/progress-entr|entry/i.test(hint)) return "entry";
  if (/goal/i.test(hint)) return "goal";
  if (/note/i.test(hint)) return "note";
  if (/contact/i.test(hint)) return "contact";
  if (/member/i.test(hint)) return "member";
  if (/invitation/i.test(hint)) return "invitation";
  if (/transfer/i.test(hint)) return "transfer";
  return undefined;
}

/** A uuid for `hint`: its kind's id mostly, else any of ours, another teacher's or a random one. */
export function uuidFor(hint: string, ids: FuzzIds): fc.Arbitrary<string> {
  const kind = idKind(hint);
  return fc.oneof(
    { arbitrary: fc.constant(kind ? ids[kind] : ids.student), weight: 6 },
    { arbitrary: fc.constantFrom(...Object.values(ids)), weight: 2 },
    { arbitrary: fc.uuid(), weight: 1 },
  );
}

/** A value satisfying `s` (edge values too when `ctx.edgy`); `hint` is the field's name. */
export function nearValid(s: JsonSchema, ctx: Ctx, depth: number, hint = ""): fc.Arbitrary<unknown> {
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
  if (s.format === "date-time") {
    const [min, max] = ctx.edgy ? ["1890-01-01", "2110-12-31"] : ["2026-01-01", "2027-12-31"];
    const near = fc
      .date({ min: new Date(min), max: new Date(max), noInvalidDate: true })
      .map((d) => d.toISOString());
    return ctx.edgy ? fc.oneof(near, fc.constantFrom(...EDGE_DATE_TIMES)) : near;
  }
  if (s.format === "email") {
    // Mostly an address every validator takes (so sign-up and invitations get past the format check),
    // sometimes one of the odd ones RFC 5322 allows.
    const plain = fc
      .tuple(
        fc.stringMatching(/^[a-z][a-z0-9.]{0,14}[a-z0-9]$/),
        fc.constantFrom("school.test", "example.org"),
      )
      .map(([local, domain]) => `${local}@${domain}`);
    return fc.oneof({ arbitrary: plain, weight: 3 }, { arbitrary: fc.emailAddress(), weight: 1 });
  }
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
 * An edge value of the type `s` asks for: unsafe text (one draw in three, so a run of 24 meets it),
 * huge or unicode text, bad dates and instants, huge numbers.
 */
function edgeFor(s: JsonSchema): fc.Arbitrary<unknown> {
  const node = s.anyOf?.[0] ?? s;
  const types = typesOf(node);
  if (types.includes("string"))
    return fc.oneof(
      { arbitrary: fc.constantFrom(...UNSAFE_STRINGS), weight: 1 },
      {
        arbitrary: fc.constantFrom(...(node.format === "date-time" ? EDGE_DATE_TIMES : EDGE_STRINGS)),
        weight: 2,
      },
    );
  if (types.includes("number") || types.includes("integer")) return fc.constantFrom(...EDGE_NUMBERS);
  if (types.includes("array"))
    return fc.array(edgeFor(s.items ?? { type: "string" }), { minLength: 1, maxLength: 3 });
  return wrongValue();
}

/**
 * A body for `s`: valid (so requests reach the service and the database); valid with one top-level
 * field replaced by an edge value of its type (NUL, year 0000, 1e308…) or by a wrong type, or with an
 * extra field; or edge values at any depth.
 */
export function bodyFor(s: JsonSchema, ids: FuzzIds): fc.Arbitrary<unknown> {
  const valid = { ids, edgy: false };
  const props: Array<[string, JsonSchema]> = [
    ...Object.entries(s.properties ?? {}),
    ["extra", {}],
    ["userId", {}],
  ];
  const mutated = fc
    .tuple(nearValid(s, valid, 0), fc.constantFrom(...props))
    .chain(([v, [name, schema]]) =>
      fc
        .oneof({ arbitrary: edgeFor(schema), weight: 3 }, { arbitrary: wrongValue(), weight: 1 })
        .map((bad) => (v !== null && typeof v === "object" && !Array.isArray(v) ? { ...v, [name]: bad } : v)),
    );
  return fc.oneof(
    { arbitrary: nearValid(s, valid, 0), weight: 2 },
    { arbitrary: mutated, weight: 5 },
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
export const RAW_BODIES = [
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
