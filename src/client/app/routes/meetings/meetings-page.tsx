/**
 * /dashboard/meetings (requirements "Screens and routes", "Meetings", "Deadlines"): three views in
 * tabs kept in the address (`?view=list|calendar|deadlines`) — upcoming and past meetings, a
 * month/week calendar, and the deadlines list with filters — plus "Schedule a meeting" (`?schedule=1`
 * opens it on arrival) and the private calendar feed. The screen combines the meetings feature
 * (lists, calendar, dialogs) with the students feature (the caseload for the student choice), the
 * deadlines feature (the deadlines tab) and the contacts feature (a meeting's contacts, the offer to
 * log the notice after a change: `meeting-notices.tsx`).
 */
import { Button, EmptyState } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { DeadlineList } from "@client/features/deadlines/components/deadline-list";
import { useMeetings } from "@client/features/meetings/api/get-meetings";
import { CalendarFeedCard } from "@client/features/meetings/components/calendar-feed-card";
import { ScheduleMeetingDialog } from "@client/features/meetings/components/schedule-meeting-dialog";
import { useMeetingDialogs } from "@client/features/meetings/hooks/use-meeting-dialogs";
import { formatMeetingTime, meetingTitle } from "@client/features/meetings/lib/meeting-labels";
import { useStudentsWithFallback } from "@client/features/students/api/get-students";
import { mayOnStudentId } from "@client/features/students/lib/student-role";
import { cn } from "@client/lib/cn";
import * as Tabs from "@radix-ui/react-tabs";
import { CalendarPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { useMeetingNotices } from "./meeting-notices";
import { MeetingsCalendarView, MeetingsListView } from "./meetings-views";

const VIEWS = [
  { id: "list", label: "List" },
  { id: "calendar", label: "Calendar" },
  { id: "deadlines", label: "Deadlines" },
] as const;
type ViewId = (typeof VIEWS)[number]["id"];

const isView = (v: string | null): v is ViewId => VIEWS.some((x) => x.id === v);

/** The meetings screen (default export, lazily loaded by the router). */
export default function MeetingsPage() {
  const [params, setParams] = useSearchParams();
  const view: ViewId = isView(params.get("view")) ? (params.get("view") as ViewId) : "list";
  const meetings = useMeetings();
  const { students } = useStudentsWithFallback();
  const [scheduling, setScheduling] = useState(false);
  const notices = useMeetingNotices(students ?? []);
  // A shared student's meetings are changed only with `meetings.edit` (requirements "What each role may do").
  const mayEditMeetings = mayOnStudentId(students, "meetings.edit");
  const { actions, dialogs, openDetails } = useMeetingDialogs(notices.dialogOptions);

  // `?schedule=1`: open the schedule dialog on arrival, then drop the parameter.
  const wantsSchedule = params.get("schedule") === "1";
  useEffect(() => {
    if (!wantsSchedule) return;
    setScheduling(true);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete("schedule");
        return next;
      },
      { replace: true },
    );
  }, [wantsSchedule, setParams]);

  const setView = (v: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (v === "list") next.delete("view");
        else next.set("view", v);
        return next;
      },
      { replace: true },
    );

  const noStudents = students !== undefined && students.length === 0;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Meetings</h1>
          <p className="mt-1 text-sm text-slate-700">
            IEP meetings, their attendees, and the deadlines they answer.
          </p>
        </div>
        <Button onClick={() => setScheduling(true)} disabled={!students || noStudents}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          Schedule a meeting
        </Button>
      </header>

      {notices.elements}

      {noStudents ? (
        <EmptyState
          title="Add a student first"
          action={
            <Button asChild variant="secondary">
              <Link to={`${paths.students}?add=1`}>Add a student</Link>
            </Button>
          }
        >
          Meetings are about one student: add a student to your caseload to schedule one.
        </EmptyState>
      ) : null}

      <Tabs.Root value={view} onValueChange={setView}>
        <Tabs.List aria-label="Meeting views" className="flex flex-wrap gap-1 border-b border-slate-200">
          {VIEWS.map((v) => (
            <Tabs.Trigger
              key={v.id}
              value={v.id}
              className={cn(
                "-mb-px inline-flex min-h-10 items-center border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700",
                "hover:text-slate-900 data-[state=active]:border-indigo-700 data-[state=active]:text-indigo-800",
              )}
            >
              {v.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="list" className="pt-4 focus:outline-none">
          <MeetingsListView
            query={meetings}
            actions={{ ...actions, onDetails: openDetails, canChange: (m) => mayEditMeetings(m.studentId) }}
            onSchedule={noStudents ? undefined : () => setScheduling(true)}
          />
        </Tabs.Content>
        <Tabs.Content value="calendar" className="pt-4 focus:outline-none">
          <MeetingsCalendarView query={meetings} onOpen={openDetails} />
        </Tabs.Content>
        <Tabs.Content value="deadlines" className="pt-4 focus:outline-none">
          <DeadlineList students={students ?? []} canEdit={mayOnStudentId(students, "deadlines.edit")} />
        </Tabs.Content>
      </Tabs.Root>

      <CalendarFeedCard />

      <ScheduleMeetingDialog
        open={scheduling}
        onOpenChange={setScheduling}
        students={(students ?? []).filter((s) => mayEditMeetings(s.id))}
        onScheduled={(m) => {
          toast.success(`${meetingTitle(m)} scheduled for ${formatMeetingTime(m.scheduledDate)}.`);
          notices.offer(m, "scheduled");
        }}
      />
      {dialogs}
    </div>
  );
}
