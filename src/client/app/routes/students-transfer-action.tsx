/**
 * The caseload's "Transfer students" action (requirements "IEP teams", "Transfer"): several students,
 * or a whole caseload, to another case manager.
 */
import { StudentsTransfer } from "@client/features/teams/components/students-transfer";
import type { StudentSummary } from "@shared/contracts/students";

/** The transfer action of the students screen, given the caseload as listed. */
export function StudentsTransferAction({ students }: { students: readonly StudentSummary[] }) {
  return <StudentsTransfer students={students} />;
}
