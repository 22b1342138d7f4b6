/**
 * The IEP's PDF as signatures see it (requirements "Signatures and consent"): the document without
 * its signature page, rendered the same way every time, and its SHA-256.
 */
import type { Runner } from "../../db/client.ts";

/** The PDF of IEP `iepId` (owner `ownerId`) without its signature page, and its SHA-256 (hex); null when not found. */
export async function iepDocumentPdf(
  _db: Runner,
  _ownerId: string,
  _iepId: string,
): Promise<{ bytes: Uint8Array; sha256: string } | null> {
  throw new Error("not built yet: IEP documents");
}
