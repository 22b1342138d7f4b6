/** Placeholder until the dashboard card is built (requirements "Signatures and consent"). */

/** The dashboard's unsigned IEPs and outstanding consent. */
export function OutstandingIepsCard() {
  return null;
}
