/**
 * The "Meetings" section of a student's page (requirements "Meetings": meetings from the student page
 * too): the student's upcoming meetings with Reschedule / Mark held / Cancel, the latest past ones,
 * and "Schedule a meeting" with the student fixed and the attendees filled in from the record.
 * `dialogOptions` (the screen's) add to the meeting dialogs and hear of each change: schedule,
 * reschedule, cancel (requirements "Parent contact log": the offer to log the notice sent).
 */
import { SectionQueryState } from "@client/components/section-query-state";
import { Button } from "@client/components/ui";
import type { Meeting } from "@shared/contracts/meetings";
import type { Student } from "@shared/contracts/students";
import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { useMeetings } from "../api/get-meetings";
import { type MeetingDialogsOptions, useMeetingDialogs } from "../hooks/use-meeting-dialogs";
import type { AttendeeRow } from "../lib/meeting-form-values";
import { formatMeetingTime, meetingTitle } from "../lib/meeting-labels";
import { MeetingList, splitMeetings } from "./meeting-list";
import { ScheduleMeetingDialog } from "./schedule-meeting-dialog";

/** How many past meetings the section lists. */
export const STUDENT_PAST_MEETINGS_SHOWN = 3;

/**
 * The section; a landmark labelled by its h2 "Meetings". `canEdit` false (a team member whose role
 * only reads meetings: requirements "What each role may do") lists them without Schedule and the
 * meeting's change buttons.
 */
export function StudentMeetings({
  student,
  dialogOptions,
  onScheduled,
  canEdit = true,
  teamAttendees,
}: {
  student: Student;
  canEdit?: boolean;
  /** The student's IEP team as attendee rows, offered when scheduling (requirements "IEP teams"). */
  teamAttendees?: readonly AttendeeRow[];
  dialogOptions?: MeetingDialogsOptions;
  /** Called after a meeting was scheduled from the section. */
  onScheduled?: (meeting: Meeting) => void;
}) {
  const query = useMeetings({ studentId: student.id });
  const [scheduling, setScheduling] = useState(false);
  const { actions, dialogs } = useMeetingDialogs(dialogOptions);

  let body: React.ReactNode;
  if (!query.isSuccess) {
    body = (
      <SectionQueryState
        query={query}
        loading="Loading meetings…"
        failed="Failed to load meetings. Please try again."
        skeletonClassName="h-16"
      />
    );
  } else {
    const { upcoming, past } = splitMeetings(query.data, new Date());
    body = (
      <div className="space-y-3">
        {upcoming.length === 0 ? (
          <p className="text-sm text-slate-700">
            No meetings scheduled for {student.name}
            {/* "Maya R." already ends the sentence. */}
            {student.name.endsWith(".") ? "" : "."}
          </p>
        ) : (
          <MeetingList meetings={upcoming} actions={canEdit ? actions : undefined} />
        )}
        {past.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Past and cancelled</h3>
            <MeetingList
              meetings={past.slice(0, STUDENT_PAST_MEETINGS_SHOWN)}
              actions={canEdit ? actions : undefined}
            />
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <section
      aria-labelledby="student-section-meetings"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="student-section-meetings" className="text-base font-semibold text-slate-900">
          Meetings
        </h2>
        {canEdit ? (
          <Button
            size="sm"
            aria-label={`Schedule a meeting for ${student.name}`}
            onClick={() => setScheduling(true)}
          >
            <CalendarPlus className="size-4" aria-hidden="true" />
            Schedule a meeting
          </Button>
        ) : null}
      </div>
      {body}
      <ScheduleMeetingDialog
        open={scheduling}
        onOpenChange={setScheduling}
        students={[student]}
        studentId={student.id}
        teamAttendees={teamAttendees}
        onScheduled={(m) => {
          toast.success(`${meetingTitle(m)} scheduled for ${formatMeetingTime(m.scheduledDate)}.`);
          onScheduled?.(m);
        }}
      />
      {dialogs}
    </section>
  );
}
