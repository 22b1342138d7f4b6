/** Placeholder until the IEP versions are built (requirements "IEP versions"). */
import type { Student } from "@shared/contracts/students";

/** The student page's IEP section: the IEP in effect, the draft, and a link to the versions. */
export function StudentIepsSummary(_props: { student: Student; canDraft: boolean }) {
  return null;
}
