/**
 * The isolation matrix of IEP teams (requirements "IEP teams", "What each role may do"): every route
 * of the gate's table (`lib/team-operations.ts`) sent, with a valid request, by the student's owner,
 * a member of each role, a revoked member, one invited who has not accepted, one who declined, and
 * an outsider. The expected answer of each cell comes from the role table as docs/requirements.md
 * writes it (parsed from the file, `test/kits/role-table.ts`), not from the code's copy of it:
 *
 * - allowed → the route's success answer ("own only" allows a change of a row the member wrote, and
 *   any new row; each such route is sent on the owner's row and on the member's own);
 * - a refused read → 404, as for an outsider;
 * - a refused change → 403 when the role may see what it changes (the row's read capability, else
 *   the student), otherwise 404;
 * - the revoked member, the one invited, the one who declined and the outsider → 404 on every route
 *   (the notes list, filtered by a student id, answers them [] as for a student that does not exist).
 *
 * Then what an allowed change by a member does: it lands on the owner's records with the member as
 * the session user, and is audited with the member's id (34 CFR 99.32); a refused one changes nothing
 * and is audited all the same, with its status.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { StudentAccessRole } from "../shared/domain/team-access.ts";
import { auditLog, notes, progressEntries } from "./db/schema/index.ts";
import { TEAM_OPERATIONS, type TeamOperation } from "./lib/team-operations.ts";
import { multipartBody } from "./test/harness.ts";
import { parseRoleTable, specGrant } from "./test/kits/role-table.ts";
import {
  buildMatrixFixture,
  freshAuthored,
  isAuthoredKind,
  MATRIX_NOW,
  MATRIX_TEACHERS,
  type MatrixIds,
  type MatrixTeacher,
  noteBody,
} from "./test/kits/team-matrix.ts";
import { MATRIX_REQUESTS, type MatrixRequest } from "./test/kits/team-matrix-requests.ts";
import { shareStudent } from "./test/kits/teams.ts";
import { setUpHarness, setUpValue } from "./test/set-up.ts";

const h = setUpHarness({ now: MATRIX_NOW });
const f = setUpValue(() => buildMatrixFixture(h), undefined, "the matrix fixture");
const table = parseRoleTable();

/** Which row of an authored kind a request names: the owner's, or one the sender wrote. */
type Variant = "owner's row" | "member's row";

const NO_PART: ReadonlySet<MatrixTeacher> = new Set(["revoked", "invited", "declined", "outsider"]);
const keyOf = (op: TeamOperation) => `${op.method} ${op.path}`;

/** The answer the role table gives `teacher` for `op` (see the module comment). */
function expectedAnswer(
  teacher: MatrixTeacher,
  op: TeamOperation,
  request: MatrixRequest,
  variant?: Variant,
): { status: number; body?: string; allowed: boolean } {
  if (NO_PART.has(teacher)) return { ...(request.noPart ?? { status: 404 }), allowed: false };
  const role = teacher as StudentAccessRole;
  const grant = specGrant(table, role, op.need);
  const isRead = op.method === "GET" || op.need.endsWith(".read");
  const changesNamedRow = op.locate.from === "param" && op.locate.kind !== undefined && !isRead;
  const allowed = grant === "all" || (grant === "own" && (!changesNamedRow || variant === "member's row"));
  if (allowed) return { status: request.ok, allowed };
  if (isRead) return { status: 404, allowed };
  const seesIt = specGrant(table, role, op.read ?? "goals.read") !== null;
  return { status: seesIt ? 403 : 404, allowed };
}

/**
 * The ids one request names: the fixture's, the sender's own row for the "member's row" variant,
 * and a fresh record when an allowed request would use up the shared one (`MatrixRequest.fresh`).
 */
async function idsFor(
  teacher: MatrixTeacher,
  op: TeamOperation,
  request: MatrixRequest,
  variant: Variant | undefined,
  allowed: boolean,
): Promise<MatrixIds> {
  const ids = { ...f.ids };
  const kind = op.locate.from === "param" ? op.locate.kind : undefined;
  const mine = variant === "member's row";
  if (mine && isAuthoredKind(kind)) ids[kind] = f.authored[teacher][kind];
  if (!allowed || !request.fresh) return ids;
  const author = mine ? f.teachers[teacher].id : null;
  const { make } = f;
  switch (request.fresh) {
    case "student": {
      ids.student = await make.student();
      if (teacher !== "owner" && !NO_PART.has(teacher))
        await shareStudent(
          h.db,
          ids.student,
          f.teachers[teacher],
          teacher as Exclude<StudentAccessRole, "owner">,
        );
      break;
    }
    case "meeting": {
      const meeting = await make.meeting();
      ids.meeting = meeting.id;
      ids.attendee = meeting.attendee;
      break;
    }
    case "attendee":
      ids.attendee = await make.attendee(ids.meeting);
      break;
    case "service":
      ids.service = await make.service();
      break;
    case "deadline":
      ids.deadline = await make.deadline();
      break;
    case "member":
      ids.member = await make.member();
      break;
    case "iep":
      ids.iep = await make.iep();
      break;
    case "file":
      ids.file = await make.file();
      break;
    default:
      ids[request.fresh] = await freshAuthored(h, make, ids, request.fresh, author);
  }
  return ids;
}

/** Sends `request` as `teacher`; the status and the start of the body. */
async function send(teacher: MatrixTeacher, op: TeamOperation, request: MatrixRequest, ids: MatrixIds) {
  const body = request.body?.(ids);
  // An upload is multipart (requirements "Attachments").
  const form = request.form ? await multipartBody(request.form(ids)) : undefined;
  const res = await h.request(
    op.method,
    request.url(ids),
    form ? form.body : body === undefined ? undefined : JSON.stringify(body),
    {
      cookie: f.teachers[teacher].cookie,
      ...(form ? { "content-type": form.type } : {}),
      ...request.headers?.(),
    },
  );
  return { status: res.status, text: (await res.text()).slice(0, 160) };
}

describe("the IEP team access matrix", () => {
  it("has one valid request for each route of the gate's table", () => {
    const routes = TEAM_OPERATIONS.map(keyOf);
    expect(routes.filter((route) => !MATRIX_REQUESTS[route])).toEqual([]);
    expect(Object.keys(MATRIX_REQUESTS).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it("answers every route, for every teacher, as the requirements' role table says", async () => {
    const mismatches: string[] = [];
    let sent = 0;
    for (const op of TEAM_OPERATIONS) {
      const request = MATRIX_REQUESTS[keyOf(op)];
      if (!request) continue;
      const kind = op.locate.from === "param" ? op.locate.kind : undefined;
      const cases = MATRIX_TEACHERS.flatMap((teacher) =>
        (isAuthoredKind(kind) && teacher !== "owner"
          ? (["owner's row", "member's row"] as const)
          : [undefined]
        ).map((variant) => ({ teacher, variant })),
      );
      // One request at a time: the matrix checks who may do what, not how routes bear concurrency.
      for (const { teacher, variant } of cases) {
        const want = expectedAnswer(teacher, op, request, variant);
        const ids = await idsFor(teacher, op, request, variant, want.allowed).catch((error: Error) => {
          // A record a wrongly allowed request removed earlier, say: listed, and the matrix goes on.
          mismatches.push(`${teacher} ${keyOf(op)}: its records could not be made: ${error.message}`);
          return null;
        });
        if (!ids) continue;
        const got = await send(teacher, op, request, ids);
        sent++;
        if (got.status !== want.status || (want.body !== undefined && got.text !== want.body))
          mismatches.push(
            `${teacher} ${keyOf(op)}${variant ? ` (${variant})` : ""}: expected ${want.status}, got ${got.status} ${got.text}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
    expect(sent).toBeGreaterThan(TEAM_OPERATIONS.length * MATRIX_TEACHERS.length);
    // With two instances (API_INSTANCES=2), each answered its share of the members' requests.
    const served = h.served();
    if (served) expect(Math.min(...served)).toBeGreaterThan(sent / 4);
  }, 180_000);
});

describe("a member's change of a shared student", () => {
  it("lands on the owner's records with the member as the actor, audited with the member's id", async () => {
    const { provider } = f.teachers;
    const res = await provider.post("/api/v1/progress-entries", {
      goalId: f.ids.goal,
      entryDate: "2026-11-13",
      progressValue: 61,
    });
    expect(res.status).toBe(201);
    const entry = (await res.json()) as { id: string };
    // The owner reads it back among the goal's entries; the row is the owner's.
    const listed = (await (await f.owner.get(`/api/v1/progress-entries?goalId=${f.ids.goal}`)).json()) as {
      id: string;
      progressValue: number;
    }[];
    expect(listed.find((e) => e.id === entry.id)?.progressValue).toBe(61);
    const [row] = await h.db
      .select({ userId: progressEntries.userId })
      .from(progressEntries)
      .where(eq(progressEntries.id, entry.id));
    expect(row?.userId).toBe(f.owner.id);

    const audits = await h.db
      .select({ entityId: auditLog.entityId, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.userId, provider.id), eq(auditLog.action, "member.access")));
    expect(audits).toContainEqual({
      entityId: f.ids.student,
      detail: { role: "provider", method: "POST", route: "/api/v1/progress-entries", status: 201 },
    });
    // None of it is written under the owner's id as the actor.
    const asOwner = await h.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.userId, f.owner.id), eq(auditLog.action, "member.access")));
    expect(asOwner).toEqual([]);
  });

  it("changes nothing when refused, and the refusal is audited with the member's id and its status", async () => {
    const { provider, para, viewer } = f.teachers;
    const before = await (await f.owner.get(`/api/v1/progress-entries?goalId=${f.ids.goal}`)).text();
    // The owner's data point: a provider may change only their own.
    expect(
      (await provider.patch(`/api/v1/progress-entries/${f.ids.entry}`, { progressValue: 99 })).status,
    ).toBe(403);
    expect((await provider.del(`/api/v1/progress-entries/${f.ids.entry}`)).status).toBe(403);
    // A viewer records no data.
    const post = await viewer.post("/api/v1/progress-entries", {
      goalId: f.ids.goal,
      entryDate: "2026-11-14",
      progressValue: 70,
    });
    expect(post.status).toBe(403);
    expect(await (await f.owner.get(`/api/v1/progress-entries?goalId=${f.ids.goal}`)).text()).toBe(before);

    const notesBefore = await h.db
      .select({ id: notes.id })
      .from(notes)
      .where(eq(notes.studentId, f.ids.student));
    const draft = await h.request(
      "POST",
      "/api/v1/notes/offline-drafts",
      JSON.stringify({
        ...noteBody(f.ids.student),
        noteText: "Read 52 wcpm.",
        draftedAt: "2026-11-12T15:00:00Z",
      }),
      { cookie: para.cookie, "idempotency-key": "para-draft" },
    );
    expect(draft.status).toBe(403);
    // Not an outbox replay (no key), so no transaction rolls its audit line back with it.
    const generated = await para.post("/api/v1/notes/generate", noteBody(f.ids.student));
    expect(generated.status).toBe(403);
    const notesAfter = await h.db
      .select({ id: notes.id })
      .from(notes)
      .where(eq(notes.studentId, f.ids.student));
    expect(notesAfter).toHaveLength(notesBefore.length);

    const refusals = await h.db
      .select({ userId: auditLog.userId, entityId: auditLog.entityId, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, "member.access"));
    expect(refusals).toEqual(
      expect.arrayContaining([
        {
          userId: provider.id,
          entityId: f.ids.student,
          detail: { role: "provider", method: "DELETE", route: "/api/v1/progress-entries/{id}", status: 403 },
        },
        {
          userId: para.id,
          entityId: f.ids.student,
          detail: { role: "para", method: "POST", route: "/api/v1/notes/generate", status: 403 },
        },
      ]),
    );
  });
});
