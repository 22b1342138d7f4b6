/**
 * Reading a teacher's IEP services (requirements "Services"): the row → API mapping and the one query
 * every reader uses (the services routes, the compliance summary, the at-a-glance page, the parent
 * report and the IEP draft). Scoped by the session's user.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Service } from "../../../shared/contracts/services.ts";
import type { Db } from "../../db/client.ts";
import { iepServices, type ServiceRow } from "../../db/schema/index.ts";

/** A stored row → the `Service` API shape. */
export function toService(row: ServiceRow): Service {
  return {
    id: row.id,
    studentId: row.studentId,
    name: row.name,
    providerName: row.providerName,
    providerRole: row.providerRole,
    setting: row.setting as Service["setting"],
    delivery: row.delivery as Service["delivery"],
    minutes: row.minutes,
    period: row.period as Service["period"],
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The user's services of the given students (every student's when `studentIds` is undefined), by
 * student, then start date, then creation. No audit line: the caller records its own read.
 */
export async function servicesOfStudents(
  db: Pick<Db, "select">,
  userId: string,
  studentIds?: readonly string[],
): Promise<Service[]> {
  if (studentIds && studentIds.length === 0) return [];
  const rows = await db
    .select()
    .from(iepServices)
    .where(
      studentIds
        ? and(eq(iepServices.userId, userId), inArray(iepServices.studentId, [...studentIds]))
        : eq(iepServices.userId, userId),
    )
    .orderBy(
      asc(iepServices.studentId),
      asc(iepServices.startDate),
      asc(iepServices.createdAt),
      asc(iepServices.id),
    );
  return rows.map(toService);
}
