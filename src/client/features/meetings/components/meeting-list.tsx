/**
 * A list of meetings (requirements "Meetings"): each shows its type and student, date and time,
 * length, place or video link, its status in words, a cancellation reason or an earlier date, and —
 * while it is still to come — Edit, Attendees, Reschedule, Mark held and Cancel; a held meeting keeps
 * Edit and Attendees (attendance is recorded afterwards too); every meeting can be deleted, and opened
 * ("Details", where the screen gives `onDetails`: attendees, earlier dates, parent contacts). Every
 * button names its meeting for screen readers ("Reschedule Annual review · Maya R.").
 */
import { Button } from "@client/components/ui";
import { cn } from "@client/lib/cn";
import type { Meeting } from "@shared/contracts/meetings";
import {
  CalendarCheck,
  CalendarClock,
  CalendarX,
  Info,
  MapPin,
  Pencil,
  Trash2,
  Users,
  Video,
} from "lucide-react";
import type { ReactNode } from "react";
import {
  formatDuration,
  formatMeetingTime,
  MEETING_STATUS_LABELS,
  meetingTitle,
} from "../lib/meeting-labels";

/** Whether a meeting can still be moved, cancelled or marked held. */
export const isOpenMeeting = (m: Meeting) => m.status === "scheduled" || m.status === "rescheduled";

const STATUS_STYLE: Record<Meeting["status"], string> = {
  scheduled: "bg-indigo-50 text-indigo-900",
  rescheduled: "bg-indigo-50 text-indigo-900",
  cancelled: "bg-red-100 text-red-900",
  held: "bg-emerald-50 text-emerald-900",
};

/** The status in words, as a badge. */
export function MeetingStatusBadge({ status }: { status: Meeting["status"] }) {
  return (
    <span className={cn("shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium", STATUS_STYLE[status])}>
      {MEETING_STATUS_LABELS[status]}
    </span>
  );
}

export interface MeetingActions {
  onReschedule: (m: Meeting) => void;
  onCancel: (m: Meeting) => void;
  onMarkHeld: (m: Meeting) => void;
  onEdit: (m: Meeting) => void;
  onAttendees: (m: Meeting) => void;
  onDelete: (m: Meeting) => void;
  /** Opens the meeting's details (absent: no "Details" button). */
  onDetails?: (m: Meeting) => void;
  /**
   * Whether the teacher may change `m` (false: a team member whose role only reads the student's
   * meetings, requirements "What each role may do"; only "Details" is offered). Default: every one.
   */
  canChange?: (m: Meeting) => boolean;
}

function ActionButton({
  label,
  meeting,
  onClick,
  icon,
}: {
  label: string;
  meeting: Meeting;
  onClick: () => void;
  icon: ReactNode;
}) {
  return (
    <Button variant="secondary" size="sm" aria-label={`${label} ${meetingTitle(meeting)}`} onClick={onClick}>
      {icon}
      {label}
    </Button>
  );
}

/** The buttons a meeting offers in its state (see the module docstring). */
function MeetingButtons({ meeting: m, actions }: { meeting: Meeting; actions: MeetingActions }) {
  const open = isOpenMeeting(m);
  const change = actions.canChange?.(m) ?? true;
  const icon = "size-4";
  return (
    <div className="flex flex-wrap gap-2 sm:max-w-md sm:justify-end">
      {actions.onDetails ? (
        <ActionButton
          label="Details"
          meeting={m}
          onClick={() => actions.onDetails?.(m)}
          icon={<Info className={icon} aria-hidden="true" />}
        />
      ) : null}
      {change && m.status !== "cancelled" ? (
        <>
          <ActionButton
            label="Edit"
            meeting={m}
            onClick={() => actions.onEdit(m)}
            icon={<Pencil className={icon} aria-hidden="true" />}
          />
          <ActionButton
            label="Attendees"
            meeting={m}
            onClick={() => actions.onAttendees(m)}
            icon={<Users className={icon} aria-hidden="true" />}
          />
        </>
      ) : null}
      {change && open ? (
        <>
          <ActionButton
            label="Reschedule"
            meeting={m}
            onClick={() => actions.onReschedule(m)}
            icon={<CalendarClock className={icon} aria-hidden="true" />}
          />
          <ActionButton
            label="Mark held"
            meeting={m}
            onClick={() => actions.onMarkHeld(m)}
            icon={<CalendarCheck className={icon} aria-hidden="true" />}
          />
          <ActionButton
            label="Cancel"
            meeting={m}
            onClick={() => actions.onCancel(m)}
            icon={<CalendarX className={icon} aria-hidden="true" />}
          />
        </>
      ) : null}
      {change ? (
        <ActionButton
          label="Delete"
          meeting={m}
          onClick={() => actions.onDelete(m)}
          icon={<Trash2 className={icon} aria-hidden="true" />}
        />
      ) : null}
    </div>
  );
}

/** One meeting as a list item. */
export function MeetingItem({ meeting: m, actions }: { meeting: Meeting; actions?: MeetingActions }) {
  const last = m.history.at(-1);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={cn("font-medium text-slate-900", m.status === "cancelled" && "line-through")}>
            {meetingTitle(m)}
          </h3>
          <MeetingStatusBadge status={m.status} />
        </div>
        <p className="text-sm text-slate-700">
          <time dateTime={m.scheduledDate}>{formatMeetingTime(m.scheduledDate)}</time> ·{" "}
          {formatDuration(m.durationMinutes)}
        </p>
        {m.location ? (
          <p className="flex items-center gap-1 text-sm text-slate-700">
            <MapPin className="size-4" aria-hidden="true" />
            {m.location}
          </p>
        ) : null}
        {m.virtualLink ? (
          <p className="flex items-center gap-1 text-sm">
            <Video className="size-4 text-slate-700" aria-hidden="true" />
            <a
              href={m.virtualLink}
              target="_blank"
              rel="noreferrer noopener"
              aria-label={`Video link for ${meetingTitle(m)} (opens in a new tab)`}
              className="break-all text-indigo-700 underline underline-offset-2"
            >
              Video link
            </a>
          </p>
        ) : null}
        {m.status === "cancelled" && m.cancellationReason ? (
          <p className="text-sm text-slate-700">Reason: {m.cancellationReason}</p>
        ) : null}
        {last && isOpenMeeting(m) ? (
          <p className="text-sm text-slate-700">Moved from {formatMeetingTime(last.previousDate)}</p>
        ) : null}
      </div>
      {actions ? <MeetingButtons meeting={m} actions={actions} /> : null}
    </li>
  );
}

/** Meetings as a list (the caller shows the empty state). */
export function MeetingList({
  meetings,
  actions,
}: {
  meetings: readonly Meeting[];
  actions?: MeetingActions;
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {meetings.map((m) => (
        <MeetingItem key={m.id} meeting={m} actions={actions} />
      ))}
    </ul>
  );
}

/**
 * Splits meetings into upcoming (still open and not ended before `now`, soonest first) and past
 * (everything else: held, cancelled, or open but over; newest first).
 */
export function splitMeetings(meetings: readonly Meeting[], now: Date) {
  const upcoming: Meeting[] = [];
  const past: Meeting[] = [];
  for (const m of meetings) {
    const end = Date.parse(m.scheduledDate) + m.durationMinutes * 60_000;
    if (isOpenMeeting(m) && end >= now.getTime()) upcoming.push(m);
    else past.push(m);
  }
  upcoming.sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate));
  past.sort((a, b) => b.scheduledDate.localeCompare(a.scheduledDate));
  return { upcoming, past };
}
