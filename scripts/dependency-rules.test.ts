/**
 * The import rules of .dependency-cruiser.cjs, run on small throwaway trees (architecture "Modules").
 * `npm run check` runs the same rules on src; these tests prove that a cross-feature import (any file
 * but the other feature's `api/query-keys.ts`), an import of the app shell from a feature, a screen
 * kept inside a feature, a keys file importing code, and a cycle (even one made only of `import type`)
 * each fail it, and on the server (decision 020) that reaching past a feature's index.ts, a lower layer
 * importing a feature, and a cycle between server features (through index files, or through a test
 * kit) each fail.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise, type ICruiseOptions, type ICruiseResult, type IForbiddenRuleType } from "dependency-cruiser";
import extractBabelConfig from "dependency-cruiser/config-utl/extract-babel-config";
import { afterEach, describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const projectConfig = createRequire(import.meta.url)(join(root, ".dependency-cruiser.cjs")) as {
  forbidden: IForbiddenRuleType[];
  options: ICruiseOptions;
};

const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** Writes `files` (path → source) under a fresh temporary directory and returns its path. */
function makeTree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "dependency-rules-"));
  trees.push(dir);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

/** Runs the project's rules on every .ts/.tsx file of `dir` and returns "rule: from → to" lines. */
async function violations(dir: string): Promise<string[]> {
  const babelConfig = await extractBabelConfig(join(root, "scripts/dependency-babel.config.cjs"));
  const { tsConfig: _projectTsConfig, ...options } = projectConfig.options;
  const result = await cruise(
    ["src/**/*.{ts,tsx}"],
    { ...options, baseDir: dir, validate: true, ruleSet: { forbidden: projectConfig.forbidden } },
    undefined,
    { babelConfig },
  );
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

/** A clean client: two features that import only shared code, and a route that combines them. */
const cleanTree = {
  "src/shared/contracts.ts": "export type Student = { id: string };\n",
  "src/client/lib/api-client.ts": "export const apiRequest = (path: string) => fetch(path);\n",
  "src/client/features/students/api/get-students.ts": [
    'import type { Student } from "../../../../shared/contracts";',
    'import { apiRequest } from "../../../lib/api-client";',
    "export const getStudents = (): Promise<Student[]> => apiRequest('/api/students').then((r) => r.json());",
    "",
  ].join("\n"),
  "src/client/features/goals/components/goal-list.tsx": [
    'import type { Student } from "../../../../shared/contracts";',
    "export function GoalList({ students }: { students: Student[] }) {",
    "  return <ul>{students.map((s) => <li key={s.id}>{s.id}</li>)}</ul>;",
    "}",
    "",
  ].join("\n"),
  "src/client/app/routes/goals.tsx": [
    'import { getStudents } from "../../features/students/api/get-students";',
    'import { GoalList } from "../../features/goals/components/goal-list";',
    "export const load = getStudents;",
    "export const Screen = () => <GoalList students={[]} />;",
    "",
  ].join("\n"),
};

describe("import rules (.dependency-cruiser.cjs)", () => {
  it("accept a tree where features import only shared code and app/routes combines them", async () => {
    expect(await violations(makeTree(cleanTree))).toEqual([]);
  }, 60_000);

  it("report a feature that imports another feature and a cycle of type-only imports", async () => {
    const dir = makeTree({
      ...cleanTree,
      // Deliberate cross-feature import: goals reaches into students.
      "src/client/features/goals/components/goal-list.tsx": [
        'import type { Student } from "../../../../shared/contracts";',
        'import { getStudents } from "../../students/api/get-students";',
        "export const load = getStudents;",
        "export function GoalList({ students }: { students: Student[] }) {",
        "  return <ul>{students.map((s) => <li key={s.id}>{s.id}</li>)}</ul>;",
        "}",
        "",
      ].join("\n"),
      // Deliberate cycle made only of `import type`: a.ts → b.ts → a.ts.
      "src/shared/a.ts": 'import type { B } from "./b";\nexport type A = { b?: B };\n',
      "src/shared/b.ts": 'import type { A } from "./a";\nexport type B = { a?: A };\n',
    });
    const found = await violations(dir);
    expect(found).toContain(
      "no-cross-feature-imports: src/client/features/goals/components/goal-list.tsx → src/client/features/students/api/get-students.ts",
    );
    // dependency-cruiser reports a cycle once, at its first edge.
    expect(found.filter((line) => line.startsWith("no-circular:"))).toEqual([
      "no-circular: src/shared/a.ts → src/shared/b.ts",
    ]);
    expect(found).toHaveLength(2);
  }, 60_000);

  it("accept a feature's api/query-keys.ts imported by another feature and by lib/, and refuse every other file of that feature", async () => {
    const dir = makeTree({
      ...cleanTree,
      "src/shared/contracts/students.ts": "export type StudentFilter = { grade?: string };\n",
      "src/client/features/students/api/query-keys.ts": [
        'import type { StudentFilter } from "../../../../shared/contracts/students";',
        'export const STUDENTS_QUERY_KEY = ["students"] as const;',
        "export const studentListKey = (f: StudentFilter) => [...STUDENTS_QUERY_KEY, f] as const;",
        "",
      ].join("\n"),
      // Allowed: another feature and lib/ import the students feature's keys.
      "src/client/features/goals/api/goal-writes.ts": [
        'import { STUDENTS_QUERY_KEY } from "../../students/api/query-keys";',
        "export const affected = [STUDENTS_QUERY_KEY];",
        "",
      ].join("\n"),
      "src/client/lib/goal-cache.ts": [
        'import { STUDENTS_QUERY_KEY } from "../features/students/api/query-keys";',
        "export const statements = STUDENTS_QUERY_KEY;",
        "",
      ].join("\n"),
      // Refused: any other file of the students feature, even one named like the keys file.
      "src/client/features/students/lib/query-keys.ts": 'export const OTHER = ["other"] as const;\n',
      "src/client/features/goals/api/goal-students.ts": [
        'import { getStudents } from "../../students/api/get-students";',
        'import { OTHER } from "../../students/lib/query-keys";',
        "export const load = [getStudents, OTHER];",
        "",
      ].join("\n"),
      "src/client/lib/offline/persisted.ts": [
        'import { getStudents } from "../../features/students/api/get-students";',
        "export const load = getStudents;",
        "",
      ].join("\n"),
      // Refused: a keys file that imports code other than keys and contract types.
      "src/client/features/goals/api/query-keys.ts": [
        'import { apiRequest } from "../../../lib/api-client";',
        'import { STUDENTS_QUERY_KEY } from "../../students/api/query-keys";',
        'export const GOALS_QUERY_KEY = ["goals", STUDENTS_QUERY_KEY[0], typeof apiRequest] as const;',
        "",
      ].join("\n"),
    });
    expect((await violations(dir)).sort()).toEqual([
      "no-cross-feature-imports: src/client/features/goals/api/goal-students.ts → src/client/features/students/api/get-students.ts",
      "no-cross-feature-imports: src/client/features/goals/api/goal-students.ts → src/client/features/students/lib/query-keys.ts",
      "no-shared-client-imports-features: src/client/lib/offline/persisted.ts → src/client/features/students/api/get-students.ts",
      "query-keys-hold-only-keys: src/client/features/goals/api/query-keys.ts → src/client/lib/api-client.ts",
    ]);
  }, 60_000);

  it("report a screen kept in a feature's own routes/ folder instead of app/routes/", async () => {
    const dir = makeTree({
      ...cleanTree,
      // Deliberate: a page inside the feature, which the router then imports.
      "src/client/features/students/routes/students-page.tsx": [
        'import { getStudents } from "../api/get-students";',
        "export const load = getStudents;",
        "export default function StudentsPage() { return <h1>Students</h1>; }",
        "",
      ].join("\n"),
      "src/client/app/router.tsx":
        'export const students = () => import("../features/students/routes/students-page");\n',
    });
    expect(await violations(dir)).toEqual([
      "feature-folders: src/client/app/router.tsx → src/client/features/students/routes/students-page.tsx",
    ]);
  }, 60_000);

  it("report a feature that imports the app shell, lib importing a feature, and client and server importing each other", async () => {
    const dir = makeTree({
      ...cleanTree,
      "src/client/app/paths.ts": 'export const paths = { home: "/" };\n',
      "src/client/features/students/components/back-link.tsx": [
        'import { paths } from "../../../app/paths";',
        "export const BackLink = () => <a href={paths.home}>Back</a>;",
        "",
      ].join("\n"),
      "src/client/lib/format.ts": [
        'import { getStudents } from "../features/students/api/get-students";',
        "export const load = getStudents;",
        "",
      ].join("\n"),
      "src/server/app.ts":
        'import { apiRequest } from "../client/lib/api-client";\nexport const x = apiRequest;\n',
      "src/shared/rules.ts": 'import { x } from "../server/app";\nexport const y = x;\n',
    });
    expect((await violations(dir)).sort()).toEqual([
      "no-feature-imports-app: src/client/features/students/components/back-link.tsx → src/client/app/paths.ts",
      "no-server-imports-client: src/server/app.ts → src/client/lib/api-client.ts",
      "no-shared-client-imports-features: src/client/lib/format.ts → src/client/features/students/api/get-students.ts",
      "no-shared-imports-client-or-server: src/shared/rules.ts → src/server/app.ts",
    ]);
  }, 60_000);
});

/**
 * A clean server: deadlines low, meetings above it calling its public module, a test of meetings that
 * reads its own files and a kit, the kit and app.ts going through index files, lib below everything.
 */
const serverTree = {
  "src/server/db/client.ts": "export type Db = { query: (sql: string) => Promise<unknown> };\n",
  "src/server/lib/hono-env.ts":
    'import type { Db } from "../db/client.ts";\nexport interface AppDeps { db: Db }\n',
  "src/server/features/deadlines/deadline-sync.ts": [
    'import type { AppDeps } from "../../lib/hono-env.ts";',
    "export const syncStudentDeadlines = async (deps: AppDeps) => deps.db.query('select 1');",
    "",
  ].join("\n"),
  "src/server/features/deadlines/index.ts": 'export { syncStudentDeadlines } from "./deadline-sync.ts";\n',
  "src/server/features/meetings/meetings.service.ts": [
    'import { syncStudentDeadlines } from "../deadlines/index.ts";',
    "export const scheduleMeeting = syncStudentDeadlines;",
    "",
  ].join("\n"),
  "src/server/features/meetings/index.ts": 'export { scheduleMeeting } from "./meetings.service.ts";\n',
  "src/server/features/meetings/meetings.test.ts": [
    'import { scheduleMeeting } from "./meetings.service.ts";',
    'import { schedule } from "../../test/kits/meetings.ts";',
    "export const both = [scheduleMeeting, schedule];",
    "",
  ].join("\n"),
  "src/server/test/kits/meetings.ts":
    'export { scheduleMeeting as schedule } from "../../features/meetings/index.ts";\n',
  "src/server/app.ts": [
    'import { syncStudentDeadlines } from "./features/deadlines/index.ts";',
    'import { scheduleMeeting } from "./features/meetings/index.ts";',
    "export const routes = [syncStudentDeadlines, scheduleMeeting];",
    "",
  ].join("\n"),
};

describe("server import rules (.dependency-cruiser.cjs, decision 020)", () => {
  it("accept features that call each other's index.ts one way, and outside code that does too", async () => {
    expect(await violations(makeTree(serverTree))).toEqual([]);
  }, 60_000);

  it("report a feature or app.ts reaching past index.ts, and lib/ importing a feature", async () => {
    const dir = makeTree({
      ...serverTree,
      // Deliberate: meetings reaches into deadlines' own file.
      "src/server/features/meetings/meetings.service.ts": [
        'import { syncStudentDeadlines } from "../deadlines/deadline-sync.ts";',
        "export const scheduleMeeting = syncStudentDeadlines;",
        "",
      ].join("\n"),
      // Deliberate: the app reaches into meetings' own file.
      "src/server/app.ts": [
        'import { scheduleMeeting } from "./features/meetings/meetings.service.ts";',
        "export const routes = [scheduleMeeting];",
        "",
      ].join("\n"),
      // Deliberate: a lower layer imports a feature (only its type: still an import).
      "src/server/mail/mailer.ts": [
        'import type { scheduleMeeting } from "../features/meetings/index.ts";',
        "export type Invitation = { after?: typeof scheduleMeeting };",
        "",
      ].join("\n"),
    });
    expect((await violations(dir)).sort()).toEqual([
      "no-lower-layer-imports-server-feature: src/server/mail/mailer.ts → src/server/features/meetings/index.ts",
      "server-feature-public-module-outside: src/server/app.ts → src/server/features/meetings/meetings.service.ts",
      "server-feature-public-module: src/server/features/meetings/meetings.service.ts → src/server/features/deadlines/deadline-sync.ts",
    ]);
  }, 60_000);

  it("report server features in a circle through their index files alone (no file cycle)", async () => {
    const dir = makeTree({
      ...serverTree,
      // Deliberate cycle: a deadlines file calls meetings' public module, which calls deadlines' (no
      // file imports itself back, so only the feature rule sees it).
      "src/server/features/deadlines/deadlines.service.ts": [
        'import { scheduleMeeting } from "../meetings/index.ts";',
        "export const listDeadlines = () => scheduleMeeting;",
        "",
      ].join("\n"),
    });
    expect((await violations(dir)).sort()).toEqual([
      "no-server-feature-cycles: src/server/features/deadlines → src/server/features/meetings",
      "no-server-feature-cycles: src/server/features/meetings → src/server/features/deadlines",
    ]);
  }, 60_000);

  it("report a circle closed by a test file through a kit outside the features", async () => {
    const dir = makeTree({
      ...serverTree,
      // Deliberate: a deadlines test uses the meetings kit, which imports meetings, which imports deadlines.
      "src/server/features/deadlines/deadlines.test.ts": [
        'import { schedule } from "../../test/kits/meetings.ts";',
        'import { syncStudentDeadlines } from "./deadline-sync.ts";',
        "export const both = [schedule, syncStudentDeadlines];",
        "",
      ].join("\n"),
    });
    expect(await violations(dir)).toEqual([
      "no-server-feature-cycles: src/server/features/meetings → src/server/features/deadlines",
    ]);
  }, 60_000);
});
