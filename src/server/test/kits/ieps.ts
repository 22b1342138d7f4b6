/**
 * IEP versions made directly in the database for tests (requirements "IEP versions"): a draft or a
 * final IEP of a student, without the routes. Not a test file; imports no feature (decision 020).
 */
import type { IepContent, IepKind, IepStatus } from "../../../shared/contracts/ieps.ts";
import { emptyIepContent } from "../../../shared/domain/iep-document.ts";
import type { Runner } from "../../db/client.ts";
import { ieps } from "../../db/schema/index.ts";

/** What an inserted IEP may set; the rest: an annual draft from 2026-09-15 to 2027-09-14, empty content. */
export interface IepFixture {
  userId: string;
  studentId: string;
  kind?: IepKind;
  status?: IepStatus;
  startDate?: string;
  endDate?: string;
  content?: Partial<IepContent>;
  finalizedAt?: Date | null;
  amendsId?: string | null;
}

/** Inserts one IEP version and returns its id. */
export async function insertIep(db: Runner, f: IepFixture): Promise<string> {
  const status = f.status ?? "draft";
  const [row] = await db
    .insert(ieps)
    .values({
      userId: f.userId,
      studentId: f.studentId,
      kind: f.kind ?? "annual",
      status,
      startDate: f.startDate ?? "2026-09-15",
      endDate: f.endDate ?? "2027-09-14",
      content: { ...emptyIepContent(), presentLevels: "Reads 52 words correct per minute.", ...f.content },
      amendsId: f.amendsId ?? null,
      finalizedAt: f.finalizedAt ?? (status === "draft" ? null : new Date("2026-09-15T15:00:00Z")),
    })
    .returning({ id: ieps.id });
  if (!row) throw new Error("insertIep: no row");
  return row.id;
}
