/**
 * The month/week calendar of the meetings screen (requirements "Meetings"), drawn by react-big-calendar
 * with its date-fns localizer (no network, no moment). Each meeting is one event from its start for
 * its duration; cancelled meetings show struck through with "Cancelled" in their text (never colour
 * alone). Every event is a focusable button (Enter or Space opens it, as a click does), so the
 * calendar works from the keyboard; the lists beside it carry every action too.
 */
import type { Meeting } from "@shared/contracts/meetings";
import { addMinutes, format, getDay, parse, parseISO, startOfWeek } from "date-fns";
import { enUS } from "date-fns/locale";
import {
  Children,
  cloneElement,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Calendar, dateFnsLocalizer, type View, Views } from "react-big-calendar";
import "react-big-calendar/lib/css/react-big-calendar.css";
import "./meeting-calendar.css";
import { MEETING_STATUS_LABELS, meetingTitle } from "../lib/meeting-labels";

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { "en-US": enUS } });

/** One calendar event: a meeting and the words it is shown with. */
export interface MeetingEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  meeting: Meeting;
}

/** The calendar events of `meetings`: "Annual review · Maya R.", with "(Cancelled)" appended when cancelled. */
export function toMeetingEvents(meetings: readonly Meeting[]): MeetingEvent[] {
  return meetings.map((m) => {
    const start = parseISO(m.scheduledDate);
    const status = m.status === "cancelled" ? ` (${MEETING_STATUS_LABELS.cancelled})` : "";
    return {
      id: m.id,
      title: `${meetingTitle(m)}${status}`,
      start,
      end: addMinutes(start, m.durationMinutes),
      meeting: m,
    };
  });
}

/**
 * Makes react-big-calendar's event box a focusable, named button (its month events are plain divs).
 * In the month view (`type` "date") the library marks each week as an ARIA row, so the button sits
 * in a cell of its own there.
 */
function FocusableEvent({
  event,
  type,
  children,
}: {
  event: MeetingEvent;
  type?: "date" | "time";
  children?: ReactNode;
}) {
  const child = Children.only(children);
  if (!isValidElement(child)) return <>{children}</>;
  const button = cloneElement(child as ReactElement<Record<string, unknown>>, {
    tabIndex: 0,
    role: "button",
    "aria-label": `${event.title}, ${format(event.start, "EEEE, MMMM d, h:mm a")}`,
  });
  if (type !== "date") return button;
  // biome-ignore lint/a11y/useSemanticElements: the library's week row is a div with role="row", so a <td> cannot go here.
  return <div role="cell">{button}</div>;
}

/** ARIA table roles react-big-calendar's week view sets without the table around them. */
const WEEK_VIEW_TABLE_ROLES = ["rowgroup", "row", "cell", "columnheader"];

/**
 * Removes the stray ARIA table roles of the week view (a column header or row group outside any
 * table is an error to assistive technology, WCAG 1.3.1), as the library draws it and on every later
 * change; the month view's roles form a whole table and stay. What remains is headings-free text and
 * the event buttons, each named with its day and time.
 */
function useStripWeekViewTableRoles(container: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const strip = () => {
      for (const el of root.querySelectorAll(".rbc-time-view [role]")) {
        if (!WEEK_VIEW_TABLE_ROLES.includes(el.getAttribute("role") ?? "")) continue;
        el.removeAttribute("role");
        el.removeAttribute("aria-sort");
      }
    };
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ["role"] });
    return () => observer.disconnect();
  }, [container]);
}

export interface MeetingCalendarProps {
  meetings: readonly Meeting[];
  /** Opens a meeting (click, Enter or Space on its event). */
  onOpen: (meeting: Meeting) => void;
  /** The first day shown (default: today). */
  initialDate?: Date;
}

/** Month and week views with Today/Back/Next; see the module docstring. */
export function MeetingCalendar({ meetings, onOpen, initialDate }: MeetingCalendarProps) {
  const [view, setView] = useState<View>(Views.MONTH);
  const [date, setDate] = useState(() => initialDate ?? new Date());
  const events = useMemo(() => toMeetingEvents(meetings), [meetings]);
  const container = useRef<HTMLDivElement>(null);
  useStripWeekViewTableRoles(container);
  const onKey = (event: MeetingEvent, e: SyntheticEvent) => {
    const key = (e as KeyboardEvent).key;
    if (key === "Enter" || key === " ") {
      e.preventDefault();
      onOpen(event.meeting);
    }
  };
  return (
    <div ref={container} className="meeting-calendar rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <Calendar<MeetingEvent>
        localizer={localizer}
        culture="en-US"
        events={events}
        views={[Views.MONTH, Views.WEEK]}
        view={view}
        onView={setView}
        date={date}
        onNavigate={setDate}
        popup
        style={{ height: view === Views.WEEK ? 640 : 560 }}
        scrollToTime={new Date(1970, 0, 1, 7)}
        onSelectEvent={(e) => onOpen(e.meeting)}
        onKeyPressEvent={onKey}
        eventPropGetter={(e) => ({
          className: e.meeting.status === "cancelled" ? "line-through opacity-80" : undefined,
        })}
        components={{ eventWrapper: FocusableEvent as never }}
      />
    </div>
  );
}
