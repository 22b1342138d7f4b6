/**
 * The gate's route table is complete (requirements "IEP teams", "What each role may do"): every
 * operation of the OpenAPI document that names a student — a `studentId` path or query parameter, the
 * `{id}` of a student's record, or a body field `studentId`, `goalId`, `serviceId` or `studentIds` — is
 * either a row of `TEAM_OPERATIONS` or listed below as the signed-in teacher's own, with the reason,
 * so a new route cannot slip past the gate unclassified. And the role table the code holds
 * (`shared/domain/team-access.ts`) is the one docs/requirements.md writes, cell by cell.
 */
import { describe, expect, it } from "vitest";
import {
  ROLE_GRANTS,
  type StudentAccessRole,
  TEAM_CAPABILITIES,
  TEAM_ROLES,
} from "../../shared/domain/team-access.ts";
import type { OpenApiDoc } from "../test/api-fuzz.ts";
import type { JsonSchema } from "../test/fuzz-values.ts";
import { parseRoleTable } from "../test/kits/role-table.ts";
import { setUpHarness } from "../test/set-up.ts";
import { TEAM_OPERATIONS } from "./team-operations.ts";

const h = setUpHarness();

/**
 * Routes that name a student and act on the signed-in teacher's own records only, never a shared
 * student's (requirements "What each role may do": "A route not in the table acts on the signed-in
 * teacher's own records only"): [route, reason].
 */
const OWNER_ONLY: readonly (readonly [string, string])[] = [
  [
    "POST /api/v1/students",
    "adds a student to the teacher's own caseload; its `studentId` is the school's number",
  ],
  ["POST /api/v1/imports/progress", "imports data points into the teacher's own students' goals"],
  [
    "POST /api/v1/transfers",
    'hands over the sender\'s own students (requirements "Transfer"); a member transfers nothing',
  ],
];

/** The path segments whose `{id}` is a record of one student. */
const STUDENT_RECORDS =
  /^\/api\/v1\/(students|goals|progress-entries|notes|services|service-sessions|contacts|meetings|deadlines|members|exports\/note|ieps|signing-links|files)\/\{id\}/;
const NAMING_PARAMETERS = new Set(["studentId", "goalId", "serviceId"]);
const NAMING_FIELDS = new Set(["studentId", "goalId", "serviceId", "studentIds"]);

type Operation = OpenApiDoc["paths"][string][string] & { parameters?: { name: string; in: string }[] };

/** The top-level field names of a request body schema (resolving `$ref`s into `components`). */
function bodyFields(schema: JsonSchema | undefined, components: Record<string, JsonSchema>): string[] {
  if (!schema) return [];
  const ref = (schema as { $ref?: string }).$ref;
  if (ref) return bodyFields(components[ref.split("/").at(-1) ?? ""], components);
  const own = Object.keys((schema as { properties?: Record<string, unknown> }).properties ?? {});
  const parts = ["allOf", "anyOf", "oneOf"].flatMap(
    (k) => ((schema as Record<string, JsonSchema[] | undefined>)[k] ?? []) as JsonSchema[],
  );
  return [...own, ...parts.flatMap((part) => bodyFields(part, components))];
}

/** What in an operation names a student, or [] when nothing does. */
function studentNames(path: string, op: Operation, components: Record<string, JsonSchema>): string[] {
  const named: string[] = [];
  if (STUDENT_RECORDS.test(path)) named.push("path {id}");
  for (const p of op.parameters ?? [])
    if ((p.in === "path" || p.in === "query") && NAMING_PARAMETERS.has(p.name))
      named.push(`${p.in} ${p.name}`);
  for (const content of Object.values(op.requestBody?.content ?? {}))
    for (const field of bodyFields(content.schema, components))
      if (NAMING_FIELDS.has(field)) named.push(`body ${field}`);
  return [...new Set(named)];
}

async function documentOperations() {
  const doc = (await (await h.request("GET", "/api/openapi.json")).json()) as OpenApiDoc & {
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const components = doc.components?.schemas ?? {};
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/api/v1/"))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        route: `${method.toUpperCase()} ${path}`,
        names: studentNames(path, op as Operation, components),
      })),
    );
}

describe("the gate's route table", () => {
  it("classifies every route that names a student: a row of the table, or the teacher's own", async () => {
    const inTable = new Set(TEAM_OPERATIONS.map((op) => `${op.method} ${op.path}`));
    const ownerOnly = new Set(OWNER_ONLY.map(([route]) => route));
    const operations = await documentOperations();
    const unclassified = operations
      .filter((o) => o.names.length > 0 && !inTable.has(o.route) && !ownerOnly.has(o.route))
      .map((o) => `${o.route} (names a student by ${o.names.join(", ")})`);
    expect(unclassified).toEqual([]);
    // Each listed exception is a route that exists and names a student.
    const naming = new Set(operations.filter((o) => o.names.length > 0).map((o) => o.route));
    expect([...ownerOnly].filter((route) => !naming.has(route))).toEqual([]);
    expect([...ownerOnly].filter((route) => inTable.has(route))).toEqual([]);
  });

  it("names only routes of the API", async () => {
    const documented = new Set((await documentOperations()).map((o) => o.route));
    const rows = TEAM_OPERATIONS.map((op) => `${op.method} ${op.path}`);
    expect(rows.filter((route) => !documented.has(route))).toEqual([]);
  });
});

describe("the role table", () => {
  const written = parseRoleTable();
  const ROLES: StudentAccessRole[] = ["owner", ...TEAM_ROLES];

  it("has one row in the requirements for each capability", () => {
    expect([...written.keys()].sort()).toEqual([...TEAM_CAPABILITIES].sort());
  });

  it.each(TEAM_CAPABILITIES)("grants %s in the code as the requirements write it", (capability) => {
    const inCode = Object.fromEntries(
      ROLES.map((role) => [role, role === "owner" ? "all" : (ROLE_GRANTS[role][capability] ?? null)]),
    );
    expect(inCode).toEqual(written.get(capability));
  });

  it("reads the spec's words: yes, own only and —", () => {
    const table = parseRoleTable(
      [
        "### What each role may do",
        "",
        "| Capability | Owner | Co-teacher | Provider | Paraprofessional | Viewer |",
        "|---|---|---|---|---|---|",
        "| Add a goal (`goals.add`) | yes | yes | own only | — | — |",
        "",
        "### Invitations",
        "| Not the table (`goals.read`) | — | — | — | — | — |",
      ].join("\n"),
    );
    expect([...table.entries()]).toEqual([
      ["goals.add", { owner: "all", co_teacher: "all", provider: "own", para: null, viewer: null }],
    ]);
    expect(() =>
      parseRoleTable(
        "### What each role may do\n| C | Owner |\n|---|---|\n| Add a goal (`goals.add`) | maybe |\n",
      ),
    ).toThrow('"maybe" (goals.add, owner) is not a grant');
  });
});
