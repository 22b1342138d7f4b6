/**
 * The month/week calendar of the meetings screen (requirements "Meetings"), drawn by react-big-calendar
 * with its date-fns localizer (no network, no moment). Each meeting is one event from its start for
 * its duration; cancelled meetings show struck through with "Cancelled" in their text (never colour
 * alone; a cancelled event is slate, not the scheduled indigo faded, so its text keeps 4.5:1). Every
 * event is a focusable button (Enter or Space opens it, as a click does), so the calendar works from
 * the keyboard; the lists beside it carry every action too. On a narrow screen (below 640 px, where
 * a month's day is about 50 px wide and names would be cut to "An…") the month is a list of its
 * meetings by day, each name in full (requirements "Meetings").
 */
import type { Meeting } from "@shared/contracts/meetings";
import {
  addMinutes,
  addMonths,
  format,
  getDay,
  isSameMonth,
  parse,
  parseISO,
  startOfDay,
  startOfWeek,
} from "date-fns";
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
  useSyncExternalStore,
} from "react";
import { Calendar, dateFnsLocalizer, type NavigateAction, type View, Views } from "react-big-calendar";
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

/** Below Tailwind's `sm` breakpoint: the month grid's days are too narrow for a meeting's name. */
const NARROW_SCREEN = "(max-width: 639.98px)";

/** Whether the window matches `NARROW_SCREEN` now, kept up to date (false where there is no `matchMedia`). */
function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => undefined;
      const query = window.matchMedia(NARROW_SCREEN);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => typeof window.matchMedia === "function" && window.matchMedia(NARROW_SCREEN).matches,
    () => false,
  );
}

/** What react-big-calendar hands a view (the part the month list reads). */
interface MonthListProps {
  date: Date;
  events: MeetingEvent[];
  onSelectEvent: (event: MeetingEvent, e: SyntheticEvent) => void;
}

/**
 * The month as a list for narrow screens (react-big-calendar's custom view: a component with
 * `navigate` and `title`): the month's meetings by day, soonest first, each a button with its time
 * and full name that opens it; cancelled ones struck through, "(Cancelled)" in their name.
 */
function MonthList({ date, events, onSelectEvent }: MonthListProps) {
  const days = new Map<number, MeetingEvent[]>();
  for (const e of [...events].sort((a, b) => +a.start - +b.start)) {
    if (!isSameMonth(e.start, date)) continue;
    const day = +startOfDay(e.start);
    days.set(day, [...(days.get(day) ?? []), e]);
  }
  if (days.size === 0) return <p className="py-4 text-slate-700">No meetings this month.</p>;
  return (
    <ol className="divide-y divide-slate-200">
      {[...days].map(([day, list]) => (
        <li key={day} className="py-2">
          <p className="font-semibold text-slate-900">{format(day, "EEEE, MMMM d")}</p>
          <ul className="mt-1 space-y-1">
            {list.map((e) => (
              <li key={e.id}>
                <button
                  type="button"
                  className={`w-full rounded px-2 py-1.5 text-left text-white ${e.meeting.status === "cancelled" ? "bg-slate-600 line-through" : "bg-indigo-800"} focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-amber-500`}
                  onClick={(ev) => onSelectEvent(e, ev)}
                >
                  {format(e.start, "h:mm a")} {e.title}
                </button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
MonthList.navigate = (date: Date, action: NavigateAction): Date =>
  action === "PREV" ? addMonths(date, -1) : action === "NEXT" ? addMonths(date, 1) : date;
MonthList.title = (date: Date): string => format(date, "MMMM yyyy");

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
  const narrow = useNarrowScreen();
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
        views={narrow ? { month: MonthList } : [Views.MONTH, Views.WEEK]}
        view={narrow ? Views.MONTH : view}
        onView={setView}
        date={date}
        onNavigate={setDate}
        popup
        style={narrow ? undefined : { height: view === Views.WEEK ? 640 : 560 }}
        scrollToTime={new Date(1970, 0, 1, 7)}
        onSelectEvent={(e) => onOpen(e.meeting)}
        onKeyPressEvent={onKey}
        eventPropGetter={(e) => ({
          className: e.meeting.status === "cancelled" ? "meeting-cancelled line-through" : undefined,
        })}
        components={{ eventWrapper: FocusableEvent as never }}
      />
    </div>
  );
}
