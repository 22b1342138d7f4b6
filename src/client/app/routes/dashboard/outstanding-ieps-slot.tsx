/** The dashboard's unsigned IEPs and outstanding consent (requirements "Signatures and consent"). */
import { OutstandingIepsCard } from "@client/features/iep-signatures/components/outstanding-ieps-card";

/** The IEPs that wait for a parent's signature or consent, each linked to its signing panel. */
export function OutstandingIepsSlot() {
  return <OutstandingIepsCard />;
}
