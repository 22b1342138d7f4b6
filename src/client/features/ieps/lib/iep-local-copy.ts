/**
 * An IEP draft's unsaved text kept on this device (requirements "IEP versions": nothing typed is lost
 * on a failed save or a reload) under `iep:<userId>:iep_document:<iepId>` (requirements "Local
 * storage": per-user keys start with `iep:<userId>:`, so signing out clears them). Removed once saved.
 */
import { readStored, removeStored, writeStored } from "@client/lib/storage";
import { type IepContent, iepContentSchema } from "@shared/contracts/ieps";

/** What the editor keeps: the content on screen, the dates and the amendment's reason. */
export interface IepLocalCopy {
  content: IepContent;
  startDate: string;
  endDate: string;
  reason: string | null;
  /** The version's `updatedAt` the copy was edited from. */
  baseUpdatedAt: string;
}

/** The storage key of one version's unsaved copy. */
export const iepDocumentKey = (userId: string, iepId: string) => `iep:${userId}:iep_document:${iepId}`;

/** Reads the copy, or null when there is none or it no longer parses (never breaks the editor). */
export function readIepLocalCopy(userId: string, iepId: string): IepLocalCopy | null {
  const raw = readStored<Partial<IepLocalCopy>>(iepDocumentKey(userId, iepId));
  if (!raw || typeof raw !== "object") return null;
  const content = iepContentSchema.safeParse(raw.content);
  if (!content.success || typeof raw.startDate !== "string" || typeof raw.endDate !== "string") return null;
  return {
    content: raw.content as IepContent,
    startDate: raw.startDate,
    endDate: raw.endDate,
    reason: typeof raw.reason === "string" ? raw.reason : null,
    baseUpdatedAt: typeof raw.baseUpdatedAt === "string" ? raw.baseUpdatedAt : "",
  };
}

/** Keeps the copy (null removes it). Storage failures are absorbed by `writeStored`. */
export function writeIepLocalCopy(userId: string, iepId: string, copy: IepLocalCopy | null): void {
  if (copy) writeStored(iepDocumentKey(userId, iepId), copy);
  else removeStored(iepDocumentKey(userId, iepId));
}
