/**
 * Reading IEP versions (requirements "IEP versions"): one by id, scoped by its owner, and the row as
 * the API answers it. Every query names the owner (`dataOwnerOf(c)` in the routes).
 */
import { and, eq } from "drizzle-orm";
import type { Iep } from "../../../shared/contracts/ieps.ts";
import type { Runner } from "../../db/client.ts";
import { ieps } from "../../db/schema/index.ts";

export type IepRow = typeof ieps.$inferSelect;

/** The IEP `id` of the teacher `ownerId`, or null (another teacher's, or none). */
export async function findIep(db: Runner, ownerId: string, id: string): Promise<IepRow | null> {
  const [row] = await db
    .select()
    .from(ieps)
    .where(and(eq(ieps.id, id), eq(ieps.userId, ownerId)));
  return row ?? null;
}

/** The API's shape of a row; `authorName` is the name of `authorId` when the caller looked it up. */
export function toIep(row: IepRow, authorName: string | null = null): Iep {
  return {
    id: row.id,
    studentId: row.studentId,
    kind: row.kind as Iep["kind"],
    status: row.status as Iep["status"],
    meetingId: row.meetingId,
    startDate: row.startDate,
    endDate: row.endDate,
    content: row.content,
    amends: row.amendsId,
    amendment: row.amendment ?? null,
    finalizedAt: row.finalizedAt?.toISOString() ?? null,
    authorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
