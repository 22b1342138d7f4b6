/**
 * Helpers of the restore tests (requirements "Export and restore"): a teacher's caseload read through
 * the API's own list routes into the export's JSON files (`shared/contracts/data-export.ts`), a ZIP of
 * such files built with yazl, an upload of a ZIP to POST /api/v1/restore, and the caseload with its
 * ids, owners and timestamps replaced by what they point at, to compare two accounts. Not a test file.
 */
import yazl from "yazl";
import type { ExportFile } from "../../../shared/contracts/data-export.ts";
import { EXPORT_FORMAT, EXPORT_VERSION, RESTORE_PATH } from "../../../shared/contracts/data-export.ts";
import type { Harness, TestUser } from "../../test/harness.ts";
import { TEST_ORIGIN } from "../../test/harness.ts";

type Row = Record<string, unknown>;
/** An export's JSON files by name (`students` → its rows; `preferences` → one object). */
export type ExportJson = Partial<Record<ExportFile, unknown>>;

async function json<T>(user: TestUser, url: string): Promise<T> {
  const res = await user.get(url);
  if (res.status !== 200) throw new Error(`GET ${url} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Every record of `user` through the API, as the export's JSON files (notifications left empty). */
export async function caseloadJson(user: TestUser): Promise<ExportJson> {
  const students = await json<Row[]>(user, "/api/v1/students");
  const goals = await json<Row[]>(user, "/api/v1/goals");
  const entries: Row[] = [];
  for (const g of goals)
    entries.push(...(await json<Row[]>(user, `/api/v1/progress-entries?goalId=${g.id}`)));
  const meetings: Row[] = [];
  for (const m of await json<Row[]>(user, "/api/v1/meetings"))
    meetings.push(await json<Row>(user, `/api/v1/meetings/${m.id}`));
  const services: Row[] = [];
  const contacts: Row[] = [];
  for (const s of students) {
    services.push(...(await json<Row[]>(user, `/api/v1/students/${s.id}/services`)));
    contacts.push(...(await json<Row[]>(user, `/api/v1/students/${s.id}/contacts`)));
  }
  const sessions = await json<{ items: Row[] }>(user, "/api/v1/service-sessions?limit=200");
  return {
    students,
    goals,
    "progress-entries": entries,
    notes: await json<Row[]>(user, "/api/v1/notes"),
    meetings,
    deadlines: await json<Row[]>(user, "/api/v1/deadlines"),
    services,
    "service-sessions": sessions.items,
    "parent-contacts": contacts,
    notifications: [],
    preferences: await json<Row>(user, "/api/v1/me/preferences"),
  };
}

/** A ZIP of `entries` (name → bytes or text), built with yazl. */
export async function zipOf(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(entries))
    zip.addBuffer(typeof data === "string" ? Buffer.from(data) : data, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** An export ZIP of `files` as the contract describes it: manifest.json and one JSON per file. */
export async function exportZip(files: ExportJson, manifest: Row = {}): Promise<Buffer> {
  const counts = Object.fromEntries(
    Object.entries(files).map(([name, rows]) => [name, Array.isArray(rows) ? rows.length : 1]),
  );
  const entries: Record<string, string> = {
    "manifest.json": JSON.stringify({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: "2026-03-20T15:00:00.000Z",
      scope: "caseload",
      counts,
      ...manifest,
    }),
    "README.txt": "IEP Workspace export",
  };
  for (const [name, rows] of Object.entries(files)) entries[`${name}.json`] = JSON.stringify(rows);
  return zipOf(entries);
}

/**
 * Sends `bytes` as the multipart field `file` to POST /api/v1/restore as `user`. Through the first
 * app instance (`harness.app`): the harness's helpers send text bodies only.
 */
export async function upload(
  h: Harness,
  user: TestUser,
  bytes: Uint8Array | string,
  fileName = "iep-workspace-export.zip",
  path = RESTORE_PATH,
): Promise<Response> {
  const form = new FormData();
  form.set("file", new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], fileName));
  return h.app.request(path, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, cookie: user.cookie },
    body: form,
  });
}

const DROPPED = new Set(["id", "createdAt", "updatedAt", "enteredBy", "userId"]);

/**
 * The caseload with every id, owner and timestamp replaced by what it points at (a student by name,
 * a goal by statement, a meeting by date, a deadline by title and date, a service by name, a group
 * session by its members), each file's rows sorted, so two accounts' caseloads compare equal when they
 * hold the same records.
 */
export function comparable(files: ExportJson): Record<string, unknown> {
  const rows = (f: ExportFile) => (files[f] as Row[] | undefined) ?? [];
  const label = new Map<string, string>();
  for (const s of rows("students")) label.set(s.id as string, `student ${s.name}`);
  for (const g of rows("goals")) label.set(g.id as string, `goal ${g.statement}`);
  for (const m of rows("meetings")) label.set(m.id as string, `meeting ${m.scheduledDate}`);
  for (const d of rows("deadlines")) label.set(d.id as string, `deadline ${d.title} ${d.dueDate}`);
  for (const s of rows("services")) label.set(s.id as string, `service ${s.name}`);
  const groups = new Map<string, string[]>();
  for (const s of rows("service-sessions"))
    if (s.groupId)
      groups.set(s.groupId as string, [
        ...(groups.get(s.groupId as string) ?? []),
        `${label.get(s.studentId as string)} ${s.date}`,
      ]);
  for (const [id, members] of groups) label.set(id, `group of ${members.sort().join(", ")}`);
  const swap = (value: unknown): unknown => {
    if (typeof value === "string") return label.get(value) ?? value;
    if (Array.isArray(value)) return value.map((v) => swap(v));
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value as Row)
          .filter(([k]) => !DROPPED.has(k))
          .map(([k, v]) => [k, swap(v)]),
      );
    }
    return value;
  };
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(files)) {
    out[name] = Array.isArray(value)
      ? value.map((r) => swap(r)).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
      : swap(value);
  }
  return out;
}
