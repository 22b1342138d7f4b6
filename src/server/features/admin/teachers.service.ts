/**
 * Teachers as staff see them (requirements "Admin area"): a searched, filtered, sorted page computed
 * in SQL, and one teacher's profile, plan, usage counts, sign-ins and tickets. Student names and
 * records are never read here: students and notes are counted, nothing more.
 */
import { and, asc, count, desc, eq, gte, ilike, or, type SQL, sql } from "drizzle-orm";
import {
  TEACHER_NOT_FOUND,
  type TeacherDetail,
  type TeacherListQuery,
  type TeacherPage,
  type TeacherRow,
  teacherListQuerySchema,
} from "../../../shared/contracts/admin.ts";
import { monthStart } from "../../../shared/domain/note-quota.ts";
import { planStatus } from "../../../shared/domain/plan-status.ts";
import type { Db } from "../../db/client.ts";
import {
  emailBlacklist,
  noteGenerations,
  session,
  students,
  subscriptions,
  supportTickets,
  teacherAdminState,
  users,
} from "../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditAdmin } from "../../lib/admin-audit.ts";
import { notFound } from "../../lib/app-error.ts";
import { quotaCountStart, readSetting } from "../settings/index.ts";

/** `users.email` is on the blacklist and not allowed back (a correlated EXISTS). */
const blacklistedSql = sql<boolean>`exists (select 1 from ${emailBlacklist} where ${emailBlacklist.email} = lower(${users.email}) and ${emailBlacklist.reregistrationAllowed} = false)`;
const suspendedSql = sql<boolean>`(${teacherAdminState.suspendedAt} is not null)`;
/** A running or past trial: Pro with a trial end stored. */
const trialSql = sql`(${users.planType} = 'pro' and ${users.trialEndDate} is not null)`;

function filters(q: ReturnType<typeof teacherListQuerySchema.parse>, now: Date): SQL[] {
  const where: SQL[] = [];
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const match = or(ilike(users.email, like), ilike(users.name, like), ilike(users.organization, like));
    if (match) where.push(match);
  }
  if (q.plan === "free") where.push(sql`${users.planType} <> 'pro'`);
  if (q.plan === "pro") where.push(sql`${users.planType} = 'pro' and ${users.trialEndDate} is null`);
  if (q.plan === "trial") where.push(sql`${trialSql} and ${users.trialEndDate} > ${now}`);
  if (q.status === "suspended") where.push(suspendedSql);
  if (q.status === "active") where.push(sql`not ${suspendedSql}`);
  if (q.confirmed) where.push(eq(users.emailVerified, q.confirmed === "yes"));
  if (q.blacklisted) where.push(q.blacklisted === "yes" ? blacklistedSql : sql`not ${blacklistedSql}`);
  return where;
}

const ORDER = {
  created_desc: [desc(users.createdAt), asc(users.id)],
  created_asc: [asc(users.createdAt), asc(users.id)],
  email_asc: [asc(users.email)],
  name_asc: [asc(users.name), asc(users.email)],
} as const;

const rowColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  planType: users.planType,
  trialEndDate: users.trialEndDate,
  subscriptionStartDate: users.subscriptionStartDate,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
  suspended: suspendedSql,
  blacklisted: blacklistedSql,
};
interface RawRow {
  id: string;
  email: string;
  name: string;
  planType: string;
  trialEndDate: Date | null;
  subscriptionStartDate: Date | null;
  emailVerified: boolean;
  createdAt: Date;
  suspended: boolean;
  blacklisted: boolean;
}

function toRow(r: RawRow, now: Date): TeacherRow {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    planType: r.planType,
    planState: planStatus(r, now).state,
    emailVerified: r.emailVerified,
    suspended: Boolean(r.suspended),
    blacklisted: Boolean(r.blacklisted),
    createdAt: r.createdAt.toISOString(),
  };
}

/** One page of teachers matching `input` (search over address, name and organisation). */
export async function listTeachers(db: Db, input: TeacherListQuery, now: Date): Promise<TeacherPage> {
  const q = teacherListQuerySchema.parse(input);
  const where = and(...filters(q, now));
  const base = () =>
    db.select(rowColumns).from(users).leftJoin(teacherAdminState, eq(teacherAdminState.userId, users.id));
  const rows = await base()
    .where(where)
    .orderBy(...ORDER[q.sort])
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(teacherAdminState, eq(teacherAdminState.userId, users.id))
    .where(where);
  return {
    rows: rows.map((r) => toRow(r as RawRow, now)),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The teacher's `users` row, or 404. */
export async function requireTeacher(db: Pick<Db, "select">, teacherId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, teacherId));
  if (!user) throw notFound(TEACHER_NOT_FOUND);
  return user;
}

/**
 * The teacher detail of requirements "Admin area": profile, plan and subscription, counts of students
 * and notes (this month and the last 6 months), the last 20 sign-ins and the tickets, read by `actor`:
 * one audit line `admin.teacher.view` naming the teacher, none of what was shown (requirements
 * "Audit log": every staff read of a teacher's data is audited).
 * @throws AppError 404 for an unknown id (and nothing is audited).
 */
export async function viewTeacherDetail(
  db: Db,
  actor: Actor,
  teacherId: string,
  now: Date,
): Promise<TeacherDetail> {
  const detail = await getTeacherDetail(db, teacherId, now);
  await auditAdmin(db, actor, { action: "teacher.view", entity: "teacher", entityId: teacherId });
  return detail;
}

/** The teacher detail (see `viewTeacherDetail`), unaudited. @throws AppError 404 for an unknown id. */
async function getTeacherDetail(db: Db, teacherId: string, now: Date): Promise<TeacherDetail> {
  const [row] = await db
    .select(rowColumns)
    .from(users)
    .leftJoin(teacherAdminState, eq(teacherAdminState.userId, users.id))
    .where(eq(users.id, teacherId));
  if (!row) throw notFound(TEACHER_NOT_FOUND);
  const user = await requireTeacher(db, teacherId);
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, teacherId));
  const [studentCount] = await db.select({ n: count() }).from(students).where(eq(students.userId, teacherId));
  const since = await quotaCountStart(db, teacherId, monthStart(now, user.timeZone));
  const [thisMonth] = await db
    .select({ n: count() })
    .from(noteGenerations)
    .where(and(eq(noteGenerations.userId, teacherId), gte(noteGenerations.createdAt, since)));
  const sixMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5, 1));
  const month = sql<string>`to_char(date_trunc('month', ${noteGenerations.createdAt} at time zone 'UTC'), 'YYYY-MM')`;
  const byMonth = await db
    .select({ month, notes: count() })
    .from(noteGenerations)
    .where(and(eq(noteGenerations.userId, teacherId), gte(noteGenerations.createdAt, sixMonthsAgo)))
    .groupBy(month)
    .orderBy(month);
  const signIns = await db
    .select()
    .from(session)
    .where(eq(session.userId, teacherId))
    .orderBy(desc(session.createdAt))
    .limit(20);
  const tickets = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, teacherId))
    .orderBy(desc(supportTickets.createdAt));
  const plan = planStatus(user, now);
  return {
    ...toRow(row as RawRow, now),
    firstName: user.firstName,
    lastName: user.lastName,
    organization: user.organization,
    timeZone: user.timeZone,
    trialEndsAt: plan.trialEndsAt?.toISOString() ?? null,
    subscription: sub
      ? { plan: sub.plan, status: sub.status, currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null }
      : null,
    usage: {
      students: studentCount?.n ?? 0,
      notesThisMonth: thisMonth?.n ?? 0,
      freeNoteLimit: await readSetting(db, "freeNoteLimit"),
      notesByMonth: byMonth.map((m) => ({ month: m.month, notes: Number(m.notes) })),
    },
    signIns: signIns.map((s) => ({
      at: s.createdAt.toISOString(),
      ipAddress: s.ipAddress ?? "",
      userAgent: s.userAgent ?? "",
      active: s.expiresAt > now,
    })),
    tickets: tickets.map((t) => ({
      id: t.id,
      subject: t.subject,
      status: t.status,
      createdAt: t.createdAt.toISOString(),
    })),
  };
}
