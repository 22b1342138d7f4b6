/**
 * The list and calendar views of the meetings screen (requirements "Meetings"): each handles the
 * meetings query's loading (skeleton), failure (the message and "Try again") and empty states.
 */
import { LoadFailedAlert } from "@client/components/card-list-body";
import { Button, EmptyState, Skeleton, Spinner } from "@client/components/ui";
import type { useMeetings } from "@client/features/meetings/api/get-meetings";
import {
  type MeetingActions,
  MeetingList,
  splitMeetings,
} from "@client/features/meetings/components/meeting-list";
import { errorMessage } from "@client/lib/api-client";
import type { Meeting } from "@shared/contracts/meetings";
import { lazy, Suspense } from "react";

/** The calendar library is loaded only when the Calendar tab opens (it is the screen's largest part). */
const MeetingCalendar = lazy(() =>
  import("@client/features/meetings/components/meeting-calendar").then((m) => ({
    default: m.MeetingCalendar,
  })),
);

type MeetingsQuery = ReturnType<typeof useMeetings>;

/** The skeleton or the error for a query with no data yet; null once there is data. */
function LoadState({ query }: { query: MeetingsQuery }) {
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" className="space-y-3">
        <span className="sr-only">Loading meetings…</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadFailedAlert
        title={errorMessage(query.error, "Failed to load meetings. Please try again.")}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return null;
}

/** Upcoming (soonest first) and past or cancelled (newest first) meetings. */
export function MeetingsListView({
  query,
  actions,
  onSchedule,
}: {
  query: MeetingsQuery;
  actions: MeetingActions;
  /** Offered in the empty state; absent when there is no student to schedule for. */
  onSchedule?: () => void;
}) {
  if (!query.data) return <LoadState query={query} />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        title="No meetings yet"
        action={onSchedule ? <Button onClick={onSchedule}>Schedule a meeting</Button> : undefined}
      >
        Schedule annual reviews, reevaluations and other IEP meetings; they appear here and in the calendar.
      </EmptyState>
    );
  }
  const { upcoming, past } = splitMeetings(query.data, new Date());
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="upcoming-title"
        className="rounded-lg border border-slate-200 bg-white px-5 py-3"
      >
        <h2 id="upcoming-title" className="pt-2 text-lg font-semibold text-slate-900">
          Upcoming ({upcoming.length})
        </h2>
        {upcoming.length === 0 ? (
          <p className="py-3 text-sm text-slate-700">Nothing scheduled.</p>
        ) : (
          <MeetingList meetings={upcoming} actions={actions} />
        )}
      </section>
      <section aria-labelledby="past-title" className="rounded-lg border border-slate-200 bg-white px-5 py-3">
        <h2 id="past-title" className="pt-2 text-lg font-semibold text-slate-900">
          Past and cancelled ({past.length})
        </h2>
        {past.length === 0 ? (
          <p className="py-3 text-sm text-slate-700">No past meetings yet.</p>
        ) : (
          <MeetingList meetings={past} actions={actions} />
        )}
      </section>
    </div>
  );
}

/** The month/week calendar of every meeting. */
export function MeetingsCalendarView({
  query,
  onOpen,
}: {
  query: MeetingsQuery;
  onOpen: (m: Meeting) => void;
}) {
  // While the meetings or the calendar's code load, the tab keeps the calendar's height, so what is
  // below it (the calendar feed) does not jump when the month appears (decision 022).
  if (!query.data)
    return (
      <div className={CALENDAR_PLACEHOLDER}>
        <LoadState query={query} />
      </div>
    );
  return (
    <Suspense fallback={<Spinner label="Loading the calendar…" className={CALENDAR_PLACEHOLDER} />}>
      <MeetingCalendar meetings={query.data} onOpen={onOpen} />
    </Suspense>
  );
}

/** The month grid's height with its toolbar (`meeting-calendar.tsx`: 560 px and the toolbar). */
const CALENDAR_PLACEHOLDER = "min-h-[38rem]";
