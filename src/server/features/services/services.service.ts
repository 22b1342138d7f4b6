/**
 * A student's structured IEP services (requirements "Services"; 34 CFR 300.320(a)(7): frequency,
 * location and duration): list, create, change, delete.
 *
 * Scoped by the session's user: another teacher's student or service is a 404 exactly like a missing
 * one (architecture "Security model"). Every read and change is written to the audit log with ids,
 * counts and field names only, never the service's text.
 */
import { and, count, eq, inArray } from "drizzle-orm";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import type { CreateServiceData, Service, UpdateServiceData } from "../../../shared/contracts/services.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { countOf } from "../../../shared/domain/plural.ts";
import type { Db, Runner } from "../../db/client.ts";
import { iepServices, serviceSessions, students } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { fieldLine } from "../../lib/validation.ts";
import { servicesOfStudents, toService } from "./service-store.ts";

const ENTITY = "service";

/** The 404 messages of services and their sessions (missing and foreign ids alike). */
export const SERVICE_MESSAGES = {
  serviceNotFound: "Service not found",
  sessionNotFound: "Session not found",
  studentNotFound: messages.students.notFound,
} as const;

export const serviceNotFound = () => notFound(SERVICE_MESSAGES.serviceNotFound);
export const studentNotFound = () => notFound(SERVICE_MESSAGES.studentNotFound);

/** The student's name and id when the student is the user's. @throws AppError 404 "Student not found". */
export async function ownedStudent(
  db: Pick<Runner, "select">,
  userId: string,
  studentId: string,
): Promise<{ id: string; name: string }> {
  const [row] = await db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.userId, userId)))
    .limit(1);
  if (!row) throw studentNotFound();
  return row;
}

/**
 * The names of the user's students among `ids` (the dashboard's "Services behind" card and the weekly
 * owed-minutes notice name the students the caseload's compliance flags).
 * @returns student id → name; an id that is not one of the user's students is absent.
 */
export async function studentNamesOf(
  db: Pick<Runner, "select">,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(and(eq(students.userId, userId), inArray(students.id, [...ids])));
  return new Map(rows.map((s) => [s.id, s.name]));
}

const serviceByIdAndOwner = (id: string, userId: string) =>
  and(eq(iepServices.id, id), eq(iepServices.userId, userId));

/**
 * One of the user's services as stored.
 * @throws AppError 404 "Service not found" for a missing or foreign service.
 */
export async function ownedService(db: Pick<Runner, "select">, userId: string, id: string) {
  const [row] = await db.select().from(iepServices).where(serviceByIdAndOwner(id, userId)).limit(1);
  if (!row) throw serviceNotFound();
  return row;
}

/**
 * A student's services, by start date then creation (requirements "Services"); audit `service.list`.
 * @throws AppError 404 "Student not found" for a missing or foreign student.
 */
export async function listStudentServices(db: Db, userId: string, studentId: string): Promise<Service[]> {
  await ownedStudent(db, userId, studentId);
  const list = await servicesOfStudents(db, userId, [studentId]);
  await recordAudit(db, {
    userId,
    action: "service.list",
    entity: ENTITY,
    detail: { studentId, count: list.length },
  });
  return list;
}

/**
 * Adds a service to one of the user's students; blank provider text is stored as null. Audit
 * `service.create`.
 * @throws AppError 404 "Student not found" for a missing or foreign student.
 */
export async function createService(
  db: Db,
  userId: string,
  studentId: string,
  data: CreateServiceData,
  now: Date,
): Promise<Service> {
  return db.transaction(async (tx) => {
    await ownedStudent(tx, userId, studentId);
    const [row] = await tx
      .insert(iepServices)
      .values({
        userId,
        studentId,
        name: data.name,
        providerName: data.providerName ?? null,
        providerRole: data.providerRole ?? null,
        setting: data.setting,
        delivery: data.delivery,
        minutes: data.minutes,
        period: data.period,
        startDate: data.startDate,
        endDate: data.endDate,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("insert into iep_services returned no row");
    await recordAudit(tx, {
      userId,
      action: "service.create",
      entity: ENTITY,
      entityId: row.id,
      detail: { studentId },
    });
    return toService(row);
  });
}

/**
 * Changes the fields sent. The dates are checked as they will be stored (the end on or after the
 * start, also when only one of them is sent). Sessions already logged stay as they are, also those a
 * date change leaves outside the service's dates (requirements "Services"). Audit `service.update`
 * with the field names.
 * @throws AppError 404 "Service not found"; 400 `VALIDATION_ERROR` naming `endDate` for dates out of order.
 */
export async function updateService(
  db: Db,
  userId: string,
  id: string,
  data: UpdateServiceData,
  now: Date,
): Promise<Service> {
  return db.transaction(async (tx) => {
    const current = await ownedService(tx, userId, id);
    const startDate = data.startDate ?? current.startDate;
    const endDate = data.endDate ?? current.endDate;
    if (endDate < startDate) {
      const line = fieldLine(
        "endDate",
        `the end date (${endDate}) must be on or after the start date (${startDate})`,
      );
      throw new AppError(400, ErrorCode.VALIDATION_ERROR, line, { fields: [line] });
    }
    const set: Partial<typeof iepServices.$inferInsert> = { updatedAt: now };
    for (const key of Object.keys(data) as (keyof UpdateServiceData)[]) {
      const value = data[key];
      if (value !== undefined) Object.assign(set, { [key]: value });
    }
    const [row] = await tx.update(iepServices).set(set).where(serviceByIdAndOwner(id, userId)).returning();
    if (!row) throw serviceNotFound();
    await recordAudit(tx, {
      userId,
      action: "service.update",
      entity: ENTITY,
      entityId: id,
      detail: { studentId: row.studentId, fields: Object.keys(data) },
    });
    return toService(row);
  });
}

/**
 * Deletes a service. A service with logged sessions is the record that its minutes were delivered
 * (requirements "Services"): it is deleted, with its sessions, only when `deleteSessions` is true;
 * otherwise 409 `SERVICE_HAS_SESSIONS` with `details.sessions` and a sentence that says to end it
 * instead. Audit `service.delete` with the count of sessions deleted.
 * @throws AppError 404 "Service not found"; 409 `SERVICE_HAS_SESSIONS`.
 */
export async function deleteService(
  db: Db,
  userId: string,
  id: string,
  options: { deleteSessions: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const service = await ownedService(tx, userId, id);
    const [logged] = await tx
      .select({ n: count() })
      .from(serviceSessions)
      .where(and(eq(serviceSessions.serviceId, id), eq(serviceSessions.userId, userId)));
    const sessions = Number(logged?.n ?? 0);
    if (sessions > 0 && !options.deleteSessions) {
      throw new AppError(
        409,
        ErrorCode.SERVICE_HAS_SESSIONS,
        `This service has ${countOf(sessions, "logged session")}, the record that its minutes were delivered. ` +
          "To stop it, end it instead (set its end date). To delete it with its sessions, confirm the deletion.",
        { sessions },
      );
    }
    // The sessions go with the service (foreign key on delete cascade).
    await tx.delete(iepServices).where(serviceByIdAndOwner(id, userId));
    await recordAudit(tx, {
      userId,
      action: "service.delete",
      entity: ENTITY,
      entityId: id,
      detail: { studentId: service.studentId, sessions },
    });
  });
}
