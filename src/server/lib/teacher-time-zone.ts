/**
 * The teacher's IANA time zone as stored on their profile (`users.time_zone`; requirements "Profile"),
 * which meetings, deadlines and the dashboard count days in (`shared/domain/teacher-time.ts`).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/index.ts";

/** The teacher's IANA time zone (null when unset: UTC). @param db the database or a transaction handle. */
export async function teacherTimeZone(db: Pick<Db, "select">, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.timeZone ?? null;
}
