/**
 * The access gate of IEP teams (requirements "IEP teams", "What each role may do"; architecture
 * "Security model"). Mounted once on /api/v1/* after the session check, so one rule guards every
 * route and every way a request arrives:
 *
 * 1. A teacher on no student's team passes untouched: every route acts on their own records, as
 *    before teams (one indexed read per request decides it).
 * 2. Otherwise the route is looked up in `TEAM_OPERATIONS`. Its student is found (path, query, JSON
 *    body, or the student of the row the path names). If the teacher owns it, or has no part in it,
 *    the request passes untouched (a foreign student is the route's own 404).
 * 3. For an active member, the role's grant for the route's capability decides: allowed — the
 *    route acts as the student's owner for its records (`dataOwnerOf(c)`) while the member stays the
 *    session user (authorship, quota, audit); refused — 404 when the role may not see what the route
 *    reads, 403 when it may see it but not change it. A grant of "own" allows a change of a row only
 *    when the member wrote it.
 * 4. Each member's request on a shared student is audited with the member's id (`member.access`,
 *    the route and the answer's status, a refusal's too), which is the owner's "who did what".
 */
import type { Context, MiddlewareHandler } from "hono";
import { ErrorCode } from "../../shared/contracts/error-codes.ts";
import { grantOf, TEAM_ROLE_LABELS, type TeamCapability } from "../../shared/domain/team-access.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "./app-error.ts";
import { recordAudit } from "./audit.ts";
import type { AppEnv, SessionUser } from "./hono-env.ts";
import { accessToStudents, isOnAnyTeam, rowOwner, type StudentAccess } from "./student-access.ts";
import { TEAM_OPERATIONS, type TeamOperation } from "./team-operations.ts";

/** The id whose records the route reads and writes: the shared student's owner, else the session user. */
export function dataOwnerOf(c: Context<AppEnv>): string {
  return c.get("teamAccess")?.ownerId ?? c.get("user").id;
}

/**
 * The session user with the id of the records' owner: for services that take the signed-in user
 * (their name on a document) and scope by its id. The name and address stay the member's.
 */
export function dataOwnerUser(c: Context<AppEnv>): SessionUser {
  return { ...c.get("user"), id: dataOwnerOf(c) };
}

interface CompiledOperation extends TeamOperation {
  pattern: RegExp;
  params: string[];
}

const COMPILED: CompiledOperation[] = TEAM_OPERATIONS.map((op) => {
  const params: string[] = [];
  const source = op.path
    .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
    .replace(/\\?\{([^}]+)\\?\}/g, (_m, name: string) => {
      params.push(name);
      return "([^/]+)";
    });
  return { ...op, pattern: new RegExp(`^${source}/?$`), params };
});

/** The table's operation for `method` and `path`, with the path's parameters, or null. */
export function matchTeamOperation(
  method: string,
  path: string,
): { op: TeamOperation; params: Record<string, string> } | null {
  for (const op of COMPILED) {
    if (op.method !== method) continue;
    const m = op.pattern.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    op.params.forEach((name, i) => {
      params[name] = safeDecode(m[i + 1] ?? "");
    });
    return { op, params };
  }
  return null;
}

/** A path segment decoded, or as sent when it does not decode (such a segment names no row). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The gate (see the module comment). `database` is read per request, so tests may swap it. */
export function teamGate(database: () => Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const matched = matchTeamOperation(c.req.method, c.req.path);
    if (!matched) return next();
    const db = database();
    const userId = c.get("user").id;
    if (!(await isOnAnyTeam(db, userId))) return next();

    const found = await locate(c, db, matched.op, matched.params);
    if (!found) return next();
    const access = await accessToStudents(db, userId, found.studentIds);
    const shared = [...access.values()];
    // Owner of every student named, or not a member of one of them: the route's own scoping decides.
    if (shared.length !== found.studentIds.length || shared.every((a) => a.role === "owner")) return next();
    const owners = new Set(shared.map((a) => a.ownerId));
    if (owners.size > 1 || shared.some((a) => a.role === "owner")) return next();

    const { op } = matched;
    const first = shared[0] as StudentAccess;
    const audit = (status: number) =>
      recordAudit(db, {
        userId,
        action: "member.access",
        entity: "student",
        entityId: first.studentId,
        detail: { role: first.role, method: op.method, route: op.path, status },
      });
    try {
      for (const a of shared) refuseUnlessAllowed(op, a, found.authorId, userId);
    } catch (refusal) {
      // A refused request is a request about the student too (requirements "IEP teams", "Audit").
      if (refusal instanceof AppError) await audit(refusal.status);
      throw refusal;
    }
    c.set("teamAccess", first);
    await next();
    await audit(c.res.status);
  };
}

function refuseUnlessAllowed(
  op: TeamOperation,
  access: StudentAccess,
  authorId: string | null,
  userId: string,
) {
  const grant = grantOf(access.role, op.need);
  const isRead = op.method === "GET" || op.need.endsWith(".read");
  // A path id names the row being changed; a body or query id names the parent a new row goes under.
  const rowChange = op.locate.from === "param" && op.locate.kind !== undefined && !isRead;
  if (grant === "all" || (grant === "own" && (!rowChange || authorId === userId))) return;
  if (isRead || (op.read && grantOf(access.role, op.read) === null)) throw notFoundFor(op);
  const role = access.role === "owner" ? "" : TEAM_ROLE_LABELS[access.role];
  throw new AppError(
    403,
    ErrorCode.FORBIDDEN,
    grant === "own"
      ? `As ${article(role)} on this student's team you can change only what you recorded yourself.`
      : `As ${article(role)} on this student's team you cannot ${ACTION_WORDS[op.need] ?? "do this"}.`,
  );
}

const article = (role: string) => `${/^[AEIOU]/.test(role) ? "an" : "a"} ${role.toLowerCase()}`;

/** What a refused change was, in the words of the 403 (requirements "IEP teams"). */
const ACTION_WORDS: Partial<Record<TeamCapability, string>> = {
  "record.edit": "change the student's record",
  "iep.save": "change the IEP draft",
  "goals.add": "add goals",
  "goals.edit": "change goals",
  "progress.record": "record data",
  "sessions.log": "log service sessions",
  "services.edit": "change the services",
  "contacts.log": "log parent contacts",
  "notes.write": "write notes",
  "meetings.edit": "change meetings",
  "deadlines.edit": "change deadlines",
  "student.delete": "delete the student",
  "members.manage": "change the team",
  "student.transfer": "transfer the student",
};

const NOT_FOUND_BY_KIND: Record<string, string> = {
  goal: "Goal not found",
  entry: "Progress entry not found",
  note: "Note not found",
  service: "Service not found",
  session: "Session not found",
  contact: "Contact not found",
  meeting: "Meeting not found",
  deadline: "Deadline not found",
  member: "Member not found",
};

function notFoundFor(op: TeamOperation): AppError {
  const kind = op.locate.from === "bodyList" ? undefined : op.locate.kind;
  const message = (kind && op.locate.from === "param" && NOT_FOUND_BY_KIND[kind]) || "Student not found";
  return new AppError(404, ErrorCode.NOT_FOUND, message);
}

/** The students a request names and, for a row, its author; null when it names none the gate can read. */
async function locate(
  c: Context<AppEnv>,
  db: Db,
  op: TeamOperation,
  params: Record<string, string>,
): Promise<{ studentIds: string[]; authorId: string | null } | null> {
  const where = op.locate;
  let value: unknown;
  if (where.from === "param") value = params[where.name];
  else if (where.from === "query") value = c.req.query(where.name);
  else value = (await jsonBody(c))?.[where.name];

  if (where.from === "bodyList") {
    const ids = Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
    return ids.length > 0 && ids.length === (value as unknown[]).length
      ? { studentIds: ids, authorId: null }
      : null;
  }
  if (typeof value !== "string" || value === "") return null;
  if (!where.kind) return { studentIds: [value], authorId: null };
  const row = await rowOwner(db, where.kind, value);
  return row?.studentId ? { studentIds: [row.studentId], authorId: row.authorId } : null;
}

/** The request's JSON object body, or null (a malformed body is the route's 400, not the gate's). */
async function jsonBody(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  if (!(c.req.header("content-type") ?? "").toLowerCase().includes("json")) return null;
  try {
    const parsed: unknown = await c.req.json();
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
