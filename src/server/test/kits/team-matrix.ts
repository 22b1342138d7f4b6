/**
 * The fixture of the IEP team access matrix (requirements "IEP teams", "What each role may do"): one
 * owner (Pro) with a student and every kind of record, some written by the owner and some by each
 * member, and one teacher per way of standing towards the student — each role, a revoked member, one
 * invited who has not accepted, an outsider. Records are made through the API as the owner; a
 * member's authorship is set in the database (`author_id`, `entered_by_user_id`), since recording it
 * from the session is not what the matrix tests. Not a test file; imports no feature (decision 020).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { TeamRole } from "../../../shared/domain/team-access.ts";
import { TEAM_ROLES } from "../../../shared/domain/team-access.ts";
import {
  iepGoals,
  iepSigningLinks,
  notes,
  parentContacts,
  progressEntries,
  serviceSessions,
  studentMembers,
} from "../../db/schema/index.ts";
import type { StudentRowKind } from "../../lib/student-access.ts";
import type { Harness, TestUser } from "../harness.ts";
import { fileForm, PNG_BYTES } from "./files.ts";
import { insertIep } from "./ieps.ts";
import { shareStudent, unshareStudent } from "./teams.ts";

/**
 * Who sends a request: the owner, a member of each role, a member who was revoked, one invited who
 * has not accepted, one who declined the invitation, and a teacher with no part in the student.
 */
export const MATRIX_TEACHERS = [
  "owner",
  ...TEAM_ROLES,
  "revoked",
  "invited",
  "declined",
  "outsider",
] as const;
export type MatrixTeacher = (typeof MATRIX_TEACHERS)[number];

/** The kinds of row that record who wrote them (a member's "own only" grant applies to them). */
export const AUTHORED_KINDS = ["goal", "entry", "note", "session", "contact"] as const;
export type AuthoredKind = (typeof AUTHORED_KINDS)[number];
export const isAuthoredKind = (kind: StudentRowKind | undefined): kind is AuthoredKind =>
  AUTHORED_KINDS.includes(kind as AuthoredKind);

/** The ids a request of the matrix may name. */
export interface MatrixIds {
  student: string;
  goal: string;
  entry: string;
  note: string;
  service: string;
  session: string;
  contact: string;
  meeting: string;
  attendee: string;
  deadline: string;
  /** A membership of the student (a spare viewer's, so no role of the matrix changes). */
  member: string;
  /** An entry of the student's field history (from an IEP save). */
  historyEntry: string;
  /** A draft IEP version of the student (`test/kits/ieps.ts`). */
  iep: string;
  // Signatures and consent
  /** A final IEP of the student, signed on (a fresh draft for another request never replaces it). */
  finalIep: string;
  /** A parent's signing link on `finalIep`. */
  signingLink: string;
  // Attachments
  /** A file attached to the student (a PNG). */
  file: string;
}

/** What a fresh record is made of, for a request that would use up the shared one. */
export type FreshKind =
  | AuthoredKind
  | "student"
  | "service"
  | "meeting"
  | "attendee"
  | "deadline"
  | "member"
  | "iep"
  // Attachments
  | "file";

/** The address of a teacher of the fixture who receives the transfers the matrix sends. */
export const MATRIX_RECEIVER_EMAIL = "matrix-receiver@school.test";

/** A date inside the fixture's school year, before `MATRIX_NOW`. */
const DAY = "2026-11-10";
/** The matrix's clock: upcoming meetings are after it. */
export const MATRIX_NOW = new Date("2026-11-20T17:00:00Z");

async function idOf(res: Response, what: string): Promise<string> {
  if (res.status !== 201) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** The minimal valid note request of the notes routes. */
export const noteBody = (studentId: string) => ({
  studentId,
  type: "progress",
  subject: "Reading",
  date: DAY,
  observations: "Read 52 words correct per minute with two self-corrections.",
  goalsAddressed: [],
});

/**
 * The owner's record makers: each makes one record of the student through the API (as the owner)
 * and returns its id.
 */
export function recordMakers(h: Harness, owner: TestUser, studentId: () => string) {
  const make = {
    student: async () => idOf(await owner.post("/api/v1/students", { name: "Theo Park" }), "student"),
    goal: async () =>
      idOf(
        await owner.post("/api/v1/goals", {
          studentId: studentId(),
          statement: "Read 90 words correct per minute",
          baselineValue: 40,
          baselineDate: "2026-09-01",
          targetValue: 90,
          unit: "WCPM",
        }),
        "goal",
      ),
    entry: async (goalId: string) =>
      idOf(
        await owner.post("/api/v1/progress-entries", { goalId, entryDate: DAY, progressValue: 50 }),
        "progress entry",
      ),
    note: async () =>
      idOf(
        await h.request(
          "POST",
          "/api/v1/notes/offline-drafts",
          JSON.stringify({
            ...noteBody(studentId()),
            noteText: "Read 52 wcpm.",
            draftedAt: `${DAY}T15:00:00Z`,
          }),
          { cookie: owner.cookie, "idempotency-key": randomUUID() },
        ),
        "note",
      ),
    service: async () =>
      idOf(
        await owner.post(`/api/v1/students/${studentId()}/services`, {
          name: "Specialized reading instruction",
          setting: "special_education",
          delivery: "group",
          minutes: 120,
          period: "week",
          startDate: "2026-09-01",
          endDate: "2027-06-11",
        }),
        "service",
      ),
    session: async (serviceId: string) =>
      idOf(
        await owner.post("/api/v1/service-sessions", {
          serviceId,
          date: DAY,
          minutes: 30,
          status: "delivered",
        }),
        "session",
      ),
    contact: async () =>
      idOf(
        await owner.post(`/api/v1/students/${studentId()}/contacts`, {
          date: DAY,
          method: "phone",
          direction: "outgoing",
          purpose: "progress",
          outcome: "reached",
        }),
        "contact",
      ),
    meeting: async () => {
      const res = await owner.post("/api/v1/meetings", {
        studentId: studentId(),
        scheduledDate: "2026-12-03T21:30:00Z",
        attendees: [{ attendeeName: "Dana Cole", attendeeRole: "parent" }],
      });
      if (res.status !== 201) throw new Error(`meeting: ${res.status} ${await res.text()}`);
      const meeting = (await res.json()) as { id: string; attendees: { id: string }[] };
      return { id: meeting.id, attendee: (meeting.attendees[0] as { id: string }).id };
    },
    attendee: async (meetingId: string) =>
      idOf(
        await owner.post(`/api/v1/meetings/${meetingId}/attendees`, { attendeeName: "Sam Ruiz" }),
        "attendee",
      ),
    deadline: async () =>
      idOf(
        await owner.post("/api/v1/deadlines", {
          studentId: studentId(),
          dueDate: "2027-01-15",
          title: "Re-evaluation",
        }),
        "deadline",
      ),
    /**
     * A draft IEP that may be finalized (present levels, one goal), of a new student whose team is the
     * shared student's (the same members, roles and statuses): a student has one draft, and using
     * up a fresh one (finalize, delete) leaves the shared draft (`MatrixIds.iep`) as it was.
     */
    iep: async () => {
      const fresh = await make.student();
      const team = await h.db.select().from(studentMembers).where(eq(studentMembers.studentId, studentId()));
      if (team.length > 0)
        await h.db
          .insert(studentMembers)
          .values(team.map(({ id: _id, ...member }) => ({ ...member, studentId: fresh })));
      return insertIep(h.db, {
        userId: owner.id,
        studentId: fresh,
        content: {
          annualGoals: [
            {
              goalId: null,
              area: "Reading fluency",
              statement: "Reads 90 words correct per minute on grade-level passages.",
              baseline: "52 words correct per minute on 2026-09-08",
              measurement: "Weekly oral reading fluency probes",
              benchmarks: [],
            },
          ],
        },
      });
    },
    /** A new teacher on the team as a viewer: the membership's id. */
    member: async () => {
      const spare = await h.signUp({ name: "Robin Spare" });
      return shareStudent(h.db, studentId(), spare, "viewer");
    },
    // Attachments
    /** A PNG attached to the student. */
    file: async () =>
      idOf(
        await owner.upload(`/api/v1/students/${studentId()}/files`, fileForm("chart.png", PNG_BYTES)),
        "file",
      ),
  };
  return make;
}

/**
 * Marks a row as written by `userId` (a member): the column each kind records its author in.
 * @throws when no row has `id`.
 */
export async function setAuthor(h: Harness, kind: AuthoredKind, id: string, userId: string): Promise<void> {
  const rows = await authorUpdate(h, kind, id, userId);
  if (rows.length !== 1) throw new Error(`setAuthor: no ${kind} ${id}`);
}

function authorUpdate(h: Harness, kind: AuthoredKind, id: string, userId: string) {
  switch (kind) {
    case "goal":
      return h.db
        .update(iepGoals)
        .set({ authorId: userId })
        .where(eq(iepGoals.id, id))
        .returning({ id: iepGoals.id });
    case "note":
      return h.db.update(notes).set({ authorId: userId }).where(eq(notes.id, id)).returning({ id: notes.id });
    case "entry":
      return h.db
        .update(progressEntries)
        .set({ enteredByUserId: userId })
        .where(eq(progressEntries.id, id))
        .returning({ id: progressEntries.id });
    case "session":
      return h.db
        .update(serviceSessions)
        .set({ enteredByUserId: userId })
        .where(eq(serviceSessions.id, id))
        .returning({ id: serviceSessions.id });
    case "contact":
      return h.db
        .update(parentContacts)
        .set({ enteredByUserId: userId })
        .where(eq(parentContacts.id, id))
        .returning({ id: parentContacts.id });
  }
}

/** The matrix's fixture (see the module comment). */
export interface MatrixFixture {
  owner: TestUser;
  teachers: Record<MatrixTeacher, TestUser>;
  /** The owner's records of the student. */
  ids: MatrixIds;
  /** For each teacher, a row of each authored kind written by them (the owner's own for the owner). */
  authored: Record<MatrixTeacher, Record<AuthoredKind, string>>;
  make: ReturnType<typeof recordMakers>;
}

/**
 * Builds the fixture on `h`. The revoked member, the one invited and the one who declined are active
 * members of another of the owner's students, so the gate (not only the routes' own scoping) answers
 * them.
 */
export async function buildMatrixFixture(h: Harness): Promise<MatrixFixture> {
  const owner = await h.signUp({ name: "Jordan Ortiz" });
  await h.givePro(owner);
  const teachers = { owner } as Record<MatrixTeacher, TestUser>;
  for (const who of MATRIX_TEACHERS.slice(1)) teachers[who] = await h.signUp({ name: `Teacher ${who}` });
  await h.signUp({ name: "Casey Receiver", email: MATRIX_RECEIVER_EMAIL });

  let student = "";
  const make = recordMakers(h, owner, () => student);
  student = await make.student();
  const other = await make.student();
  for (const role of TEAM_ROLES) await shareStudent(h.db, student, teachers[role], role as TeamRole);
  await shareStudent(h.db, student, teachers.revoked, "co_teacher");
  await unshareStudent(h.db, student, teachers.revoked.id);
  await shareStudent(h.db, other, teachers.revoked, "co_teacher");
  await shareStudent(h.db, student, teachers.invited, "co_teacher", "invited");
  await shareStudent(h.db, other, teachers.invited, "viewer");
  await inviteAndDecline(owner, student, teachers.declined);
  await shareStudent(h.db, other, teachers.declined, "provider");

  const saved = await owner.post(`/api/v1/students/${student}/iep-save`, { presentLevels: "Reads 40 wcpm." });
  if (saved.status !== 200) throw new Error(`iep-save: ${saved.status} ${await saved.text()}`);
  const history = await owner.get(`/api/v1/students/${student}/field-history`);
  const [entry] = (await history.json()) as { id: string }[];
  if (!entry) throw new Error("field-history: no entry after an IEP save");

  const goal = await make.goal();
  const service = await make.service();
  const meeting = await make.meeting();
  const ids: MatrixIds = {
    student,
    goal,
    entry: await make.entry(goal),
    note: await make.note(),
    service,
    session: await make.session(service),
    contact: await make.contact(),
    meeting: meeting.id,
    attendee: meeting.attendee,
    deadline: await make.deadline(),
    member: await make.member(),
    historyEntry: entry.id,
    iep: await insertIep(h.db, { userId: owner.id, studentId: student }),
    // Signatures and consent
    ...(await signingIds(h, owner, student)),
    // Attachments
    file: await make.file(),
  };
  const authored = {} as MatrixFixture["authored"];
  for (const who of MATRIX_TEACHERS) {
    authored[who] =
      who === "owner"
        ? { goal: ids.goal, entry: ids.entry, note: ids.note, session: ids.session, contact: ids.contact }
        : await authoredRows(h, make, ids, teachers[who].id);
  }
  return { owner, teachers, ids, authored, make };
}

// Signatures and consent
/** A final IEP of the student and a parent's signing link on it (token: random, never used). */
async function signingIds(h: Harness, owner: TestUser, studentId: string) {
  const finalIep = await insertIep(h.db, { userId: owner.id, studentId, status: "final" });
  const [link] = await h.db
    .insert(iepSigningLinks)
    .values({
      userId: owner.id,
      studentId,
      iepId: finalIep,
      tokenHash: randomUUID().replaceAll("-", ""),
      email: "parent@family.test",
      signerName: "Ana Parent",
      signerRole: "parent",
      expiresAt: new Date(MATRIX_NOW.getTime() + 14 * 86_400_000),
    })
    .returning({ id: iepSigningLinks.id });
  if (!link) throw new Error("signing link: no row");
  return { finalIep, signingLink: link.id };
}

/** One fresh row of `kind` on the shared student, written by `authorId` (the owner when null). */
export async function freshAuthored(
  h: Harness,
  make: MatrixFixture["make"],
  ids: MatrixIds,
  kind: AuthoredKind,
  authorId: string | null,
): Promise<string> {
  const id =
    kind === "entry"
      ? await make.entry(ids.goal)
      : kind === "session"
        ? await make.session(ids.service)
        : await make[kind]();
  if (authorId) await setAuthor(h, kind, id, authorId);
  return id;
}

/** The owner invites `invitee` to `studentId`'s team and the invitee declines (the teams routes). */
async function inviteAndDecline(owner: TestUser, studentId: string, invitee: TestUser): Promise<void> {
  const invited = await idOf(
    await owner.post(`/api/v1/students/${studentId}/members`, { email: invitee.email, role: "provider" }),
    "invitation",
  );
  const declined = await invitee.post(`/api/v1/invitations/${invited}/decline`);
  if (declined.status !== 204) throw new Error(`decline: ${declined.status} ${await declined.text()}`);
}

async function authoredRows(
  h: Harness,
  make: MatrixFixture["make"],
  ids: MatrixIds,
  userId: string,
): Promise<Record<AuthoredKind, string>> {
  const rows = {} as Record<AuthoredKind, string>;
  for (const kind of AUTHORED_KINDS) rows[kind] = await freshAuthored(h, make, ids, kind, userId);
  return rows;
}
