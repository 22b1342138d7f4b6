/**
 * The caseload's "Transfer students" action (requirements "IEP teams", "Transfer"): several students,
 * or a whole caseload, to another case manager. Filled by the teams feature.
 */
import type { StudentSummary } from "@shared/contracts/students";

/** The transfer action of the students screen, given the caseload as listed. */
export function StudentsTransferAction(_props: { students: readonly StudentSummary[] }) {
  return null;
}
