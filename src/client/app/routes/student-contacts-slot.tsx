/**
 * The student page's parent contact log (requirements "Parent contact log"): the contacts feature's
 * section, given the student's meetings (meetings feature) for the "Meeting" choice and the words of
 * a linked meeting (a client feature never imports another: the screen passes one's data to the other).
 * On a shared student the teacher's role decides what is offered (requirements "What each role may
 * do"): log with `contacts.log`; edit or delete a contact when the grant is "all" or they logged it.
 */
import { StudentContacts } from "@client/features/contacts/components/student-contacts";
import { useMeetings } from "@client/features/meetings/api/get-meetings";
import { formatMeetingTime } from "@client/features/meetings/lib/meeting-labels";
import { canChangeRow, canOnStudent } from "@client/features/students/lib/student-role";
import { useMe } from "@client/lib/auth/get-me";
import { MEETING_TYPE_LABELS } from "@shared/contracts/meeting-codes";
import type { Student } from "@shared/contracts/students";

/** The contact log panel of `student`'s page. */
export function StudentContactsSlot({ student }: { student: Student }) {
  const meetings = useMeetings({ studentId: student.id });
  const me = useMe().data?.id;
  const choices = (meetings.data ?? []).map((m) => ({
    id: m.id,
    label: `${MEETING_TYPE_LABELS[m.type]} · ${formatMeetingTime(m.scheduledDate)}`,
  }));
  return (
    <StudentContacts
      student={student}
      meetings={choices}
      canLog={canOnStudent(student, "contacts.log")}
      canChange={(contact) => canChangeRow(student, "contacts.log", contact.enteredBy, me)}
    />
  );
}
