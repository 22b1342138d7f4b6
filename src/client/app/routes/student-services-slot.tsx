/**
 * The student page's services part: the structured IEP services with their log and compliance
 * (requirements "Services", "Service log", "Service compliance"). Filled by the services feature.
 */
import type { Student } from "@shared/contracts/students";

/** The services panel of `student`'s page. */
export function StudentServicesSlot(_props: { student: Student }) {
  return null;
}
