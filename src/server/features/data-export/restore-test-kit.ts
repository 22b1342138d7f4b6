/**
 * Helpers of the restore tests (requirements "Export and restore"): a teacher's caseload read through
 * the API's own list routes into the export's JSON files (`shared/contracts/data-export.ts`), a ZIP of
 * such files built with yazl, an upload of a ZIP to POST /api/v1/restore, and the caseload with its
 * ids, owners and timestamps replaced by what they point at, to compare two accounts. Not a test file.
 */
import { randomUUID } from "node:crypto";
import yazl from "yazl";
import type { ExportFile } from "../../../shared/contracts/data-export.ts";
import {
  EXPORT_FILES,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  RESTORE_PATH,
} from "../../../shared/contracts/data-export.ts";
import { readZipEntries } from "../../lib/zip-entries.ts";
import type { TestUser } from "../../test/harness.ts";
import { addEntries, addGoal, addStudent } from "../../test/kits/caseload.ts";
import { noteInput } from "../../test/kits/notes.ts";

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

/** GET /api/v1/export as `user` (or `url`, e.g. one student's record): the ZIP's bytes and its JSON files. */
export async function exported(
  user: TestUser,
  url = "/api/v1/export",
): Promise<{ zip: Uint8Array; files: ExportJson }> {
  const res = await user.get(url);
  if (res.status !== 200) throw new Error(`GET ${url} failed: ${res.status} ${await res.text()}`);
  const zip = new Uint8Array(await res.arrayBuffer());
  const entries = await readZipEntries(
    zip,
    { maxEntries: 10_000, maxExpandedBytes: 100 * 1024 * 1024 },
    (n) => (EXPORT_FILES as readonly string[]).includes(n.replace(/\.json$/, "")),
  );
  const files: ExportJson = {};
  for (const [name, bytes] of entries)
    files[name.replace(/\.json$/, "") as ExportFile] = JSON.parse(bytes.toString("utf8"));
  return { zip, files };
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

/** Sends `bytes` as the multipart field `file` to POST /api/v1/restore (or `path`) as `user`. */
export async function upload(
  user: TestUser,
  bytes: Uint8Array | string,
  fileName = "iep-workspace-export.zip",
  path = RESTORE_PATH,
): Promise<Response> {
  const form = new FormData();
  form.set("file", new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], fileName));
  return user.upload(path, form);
}

/** Fields that name the account or the moment, not the record (the author is whoever restored it). */
const DROPPED = new Set(["id", "createdAt", "updatedAt", "enteredBy", "authorId", "authorName", "userId"]);

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

async function created<T>(res: Response, what: string): Promise<T> {
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Every kind of record a teacher keeps, made through the API: two students (one with every field),
 * a goal with entries, a note, a meeting with attendees (an annual review, linked to its deadline), a
 * custom deadline, services with an individual and a group session, a contact linked to the meeting
 * with a follow-up, changed preferences. @returns the students, and the caseload's export (GET
 * /api/v1/export): its bytes and its JSON files.
 */
export async function seedCaseload(t: TestUser) {
  const maya = await addStudent(t, {
    name: "Maya Núñez, Jr.",
    grade: "4",
    dateOfBirth: "2016-05-14",
    studentId: "S-1042",
    parentContact: {
      name: "Rosa Núñez",
      relationship: "Mother",
      email: "rosa@example.com",
      phone: "555-0100",
    },
    annualMeetingDueDate: "2026-05-01",
    lastEvaluationDate: "2024-02-10",
    caseManager: "Jordan Ortiz",
    serviceProviders: ["Speech: Lee"],
    disabilities: ["Specific learning disability", "Speech or language impairment"],
    notes: "Prefers morning sessions.",
    dateAdded: "2025-09-02",
    presentLevels: "Reads 42 wcpm.",
    placement: "Resource room 40%",
    accommodations: ["Extended time"],
    strengths: ["Curious"],
    areasOfNeed: ["Fluency"],
    defaultStrategies: [{ name: "Repeated reading", frequency: "daily", duration: "10 min" }],
    defaultAccommodations: [{ name: "Read aloud", conditions: "tests", whenUsed: "always" }],
    assessmentTools: { reading: "DIBELS" },
    iepGoalTargets: { reading: "90 wcpm" },
    identityFirstLanguage: true,
    homeLanguage: "es",
  });
  const theo = await addStudent(t, { name: "Theo Park", grade: "K" });
  const goal = await addGoal(t, {
    studentId: maya.id,
    statement: "Maya will read 90 wcpm by June 2027",
    baselineValue: 42,
    baselineDate: "2025-09-15",
    targetValue: 90,
    targetDate: "2026-06-12",
    unit: "wcpm",
  });
  await addEntries(t, goal.id, [
    ["2025-10-01", 45],
    ["2025-11-01", 51],
    ["2025-12-01", null],
  ]);
  await created(
    await t.post("/api/v1/notes/generate", noteInput(maya.id, { goalsAddressed: [goal.statement] })),
    "note",
  );
  const meeting = await created<{ id: string }>(
    await t.post("/api/v1/meetings", {
      studentId: maya.id,
      scheduledDate: "2026-04-14T15:00:00Z",
      type: "annual_review",
      location: "Room 12",
      attendees: [
        { attendeeName: "Rosa Núñez", attendeeEmail: "rosa@example.com", attendeeRole: "parent" },
        { attendeeName: "Dr. Lee", attendeeRole: "related_service_provider" },
      ],
    }),
    "meeting",
  );
  await created(
    await t.post("/api/v1/deadlines", {
      studentId: theo.id,
      dueDate: "2026-04-30",
      title: "Send consent form",
    }),
    "deadline",
  );
  const mayaService = await created<{ id: string }>(
    await t.post(`/api/v1/students/${maya.id}/services`, {
      name: "Reading group (Maya)",
      setting: "special_education",
      delivery: "group",
      minutes: 120,
      period: "week",
      startDate: "2026-01-05",
      endDate: "2026-06-12",
    }),
    "service",
  );
  const theoService = await created<{ id: string }>(
    await t.post(`/api/v1/students/${theo.id}/services`, {
      name: "Reading group (Theo)",
      setting: "special_education",
      delivery: "individual",
      minutes: 30,
      period: "day",
      startDate: "2026-01-05",
      endDate: "2026-06-12",
    }),
    "service",
  );
  const group = randomUUID();
  const session = (serviceId: string, extra: Record<string, unknown>) =>
    t.post("/api/v1/service-sessions", {
      serviceId,
      date: "2026-03-02",
      minutes: 30,
      status: "delivered",
      ...extra,
    });
  await created(
    await session(mayaService.id, { groupId: group, groupSize: 2, goalIds: [goal.id] }),
    "session",
  );
  await created(await session(theoService.id, { groupId: group, groupSize: 2 }), "session");
  await created(
    await session(mayaService.id, { date: "2026-03-09", status: "student_absent", note: "Sick" }),
    "session",
  );
  await created(
    await t.post(`/api/v1/students/${maya.id}/contacts`, {
      date: "2026-03-10",
      method: "phone",
      direction: "outgoing",
      contactName: "Rosa Núñez",
      relationship: "Mother",
      purpose: "meeting_notice",
      outcome: "reached",
      summary: "Agreed on April 14.",
      meetingId: meeting.id,
      followUpDate: "2026-04-01",
    }),
    "contact",
  );
  const prefs = await t.patch("/api/v1/me/preferences", {
    reminderLeadDays: 7,
    defaultNoteType: "behavioral",
  });
  if (prefs.status !== 200) throw new Error(`preferences failed: ${prefs.status} ${await prefs.text()}`);
  const { zip, files } = await exported(t);
  return { maya, theo, zip, files };
}
