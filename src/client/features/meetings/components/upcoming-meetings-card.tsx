/**
 * The dashboard's "Upcoming meetings" card (requirements "Meetings": the next 5 that are scheduled
 * or rescheduled), from the dashboard summary the screen passes in. Loading, failure with
 * "Try again", and an empty state with "Schedule a meeting".
 */
import { CardListBody, type CardListLoad } from "@client/components/card-list-body";
import { Button, Card, EmptyState } from "@client/components/ui";
import { paths } from "@client/config/paths";
import type { Meeting } from "@shared/contracts/meetings";
import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { MeetingList } from "./meeting-list";

/** The card; a region labelled "Upcoming meetings". */
export function UpcomingMeetingsCard({
  meetings,
  ...load
}: CardListLoad & { meetings: Meeting[] | undefined }) {
  return (
    <Card aria-labelledby="upcoming-meetings-title" role="region" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2
          id="upcoming-meetings-title"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900"
        >
          <CalendarDays className="size-5 text-indigo-700" aria-hidden="true" />
          Upcoming meetings
        </h2>
        <Link
          className="text-sm font-medium text-indigo-700 underline underline-offset-2"
          to={paths.meetings}
        >
          All meetings
        </Link>
      </div>
      <CardListBody
        data={meetings}
        failedTitle="Failed to load meetings. Please try again."
        skeletonClassName="h-12 w-full"
        {...load}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              title="No meetings scheduled"
              action={
                <Button asChild variant="secondary">
                  <Link to={`${paths.meetings}?schedule=1`}>Schedule a meeting</Link>
                </Button>
              }
            />
          ) : (
            <MeetingList meetings={list} />
          )
        }
      </CardListBody>
    </Card>
  );
}
