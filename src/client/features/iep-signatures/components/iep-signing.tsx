/** Placeholder until the signing screens are built (requirements "Signatures and consent"). */
import type { Iep } from "@shared/contracts/ieps";

/** Signatures, parents' signing links and consent answers of one IEP version. */
export function IepSigning(_props: { iep: Iep; canSign: boolean }) {
  return null;
}
