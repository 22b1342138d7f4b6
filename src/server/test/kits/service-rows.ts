/**
 * Services and logged sessions written straight into the tables (requirements "Services", "Service
 * log") for the tests of what reads them — the compliance summary, the dashboard, the weekly
 * notification — independent of the services routes. Not a test file; it imports no feature.
 */
import type { CreateServiceData, SessionStatus } from "../../../shared/contracts/services.ts";
import type { Db } from "../../db/client.ts";
import { iepServices, serviceSessions } from "../../db/schema/index.ts";

/** Inserts one service of `userId`'s student; defaults: 120 minutes a week, all of 2026. @returns its id. */
export async function insertService(
  db: Db,
  userId: string,
  studentId: string,
  fields: Partial<CreateServiceData> = {},
): Promise<string> {
  const [row] = await db
    .insert(iepServices)
    .values({
      userId,
      studentId,
      name: "Specialized reading instruction",
      setting: "special_education",
      delivery: "individual",
      minutes: 120,
      period: "week",
      startDate: "2026-01-05",
      endDate: "2026-12-18",
      ...fields,
    })
    .returning({ id: iepServices.id });
  if (!row) throw new Error("service insert returned no row");
  return row.id;
}

/** Inserts sessions of a service, each `[date, minutes, status]`. */
export async function insertSessions(
  db: Db,
  service: { userId: string; studentId: string; serviceId: string },
  sessions: readonly (readonly [date: string, minutes: number, status: SessionStatus])[],
): Promise<void> {
  if (sessions.length === 0) return;
  await db.insert(serviceSessions).values(
    sessions.map(([sessionDate, minutes, status]) => ({
      ...service,
      sessionDate,
      minutes,
      status,
      enteredByUserId: service.userId,
    })),
  );
}
