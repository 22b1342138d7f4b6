/** Placeholder until the notices are built (requirements "Notices"). */
import type { Iep } from "@shared/contracts/ieps";

/** The prior written notice and consent forms of one IEP version, as PDF or Word, in English or Spanish. */
export function IepNotices(_props: { iep: Iep }) {
  return null;
}
