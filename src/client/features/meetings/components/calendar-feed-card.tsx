/**
 * "Calendar feed" (requirements "Notifications": a private address Google Calendar or Outlook can
 * subscribe to, with the teacher's meetings and deadlines). Create the address, copy it, make a new
 * one or revoke it — both after a confirmation, since calendars subscribed to the old address stop
 * updating. The address is a secret: the server keeps only its hash, so it is shown once, right after
 * it is made; later the card says the feed is active and offers a new address.
 */
import { Alert, Button, Card, ConfirmDialog, Field, Input, Skeleton } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { formatDate } from "@shared/domain/date-format";
import { Copy, Link2, Link2Off, RefreshCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from "../api/calendar-feed";

/** An absolute address for a feed URL the server may give as a path. */
export function absoluteFeedUrl(url: string, origin: string): string {
  return url.startsWith("/") ? `${origin}${url}` : url;
}

/** "Nov 23, 2026" of an ISO instant, or "" when absent. */
const madeOn = (iso: string | null) => (iso ? formatDate(iso) : "");

/** The card; a region labelled "Calendar feed". */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirm, setConfirm] = useState<"renew" | "revoke" | null>(null);
  // The address, held only in this card's memory after POST answered it.
  const [freshUrl, setFreshUrl] = useState<string | null>(null);
  const url = freshUrl ? absoluteFeedUrl(freshUrl, window.location.origin) : null;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Calendar feed address copied.");
    } catch {
      toast.error("Could not copy. Select the address and copy it yourself.");
    }
  };
  const makeNew = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setFreshUrl(made.url);
        setConfirm(null);
        toast.success("Your calendar feed address is ready.");
      },
      onError: (err) =>
        toast.error(errorMessage(err, "Failed to create the calendar feed. Please try again.")),
    });
  const doRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setFreshUrl(null);
        setConfirm(null);
        toast.success("Calendar feed revoked. Subscribed calendars stop updating.");
      },
      onError: (err) =>
        toast.error(errorMessage(err, "Failed to revoke the calendar feed. Please try again.")),
    });

  let body: React.ReactNode;
  if (feed.isPending) body = <Skeleton className="h-10 w-full" />;
  else if (feed.isError)
    body = (
      <Alert
        tone="error"
        title={errorMessage(feed.error, "Failed to load the calendar feed. Please try again.")}
      >
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void feed.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  else if (!feed.data.active)
    body = (
      <Button onClick={makeNew} loading={create.isPending}>
        <Link2 className="size-4" aria-hidden="true" />
        Create calendar feed
      </Button>
    );
  else
    body = (
      <div className="space-y-3">
        {url ? (
          <Field
            label="Private calendar address"
            hint="Copy it now: it is shown only this once. Anyone with this address can see your meetings and deadlines, so do not share it."
          >
            {(a) => <Input {...a} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />}
          </Field>
        ) : (
          <p className="text-sm text-slate-800">
            Your calendar feed is active{feed.data.createdAt ? ` (made ${madeOn(feed.data.createdAt)})` : ""}.
            For your safety its address is shown only when it is made: to subscribe another calendar, make a
            new address.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {url ? (
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              <Copy className="size-4" aria-hidden="true" />
              Copy address
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => setConfirm("renew")}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Make a new address
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="text-red-800 hover:bg-red-50"
            onClick={() => setConfirm("revoke")}
          >
            <Link2Off className="size-4" aria-hidden="true" />
            Revoke
          </Button>
        </div>
      </div>
    );

  return (
    <Card role="region" aria-labelledby="calendar-feed-title" className="space-y-3">
      <h2 id="calendar-feed-title" className="text-lg font-semibold text-slate-900">
        Calendar feed
      </h2>
      <p className="text-sm text-slate-700">
        Subscribe from Google Calendar or Outlook ("From URL" or "Subscribe to calendar") to see your meetings
        and deadlines there. It updates on its own.
      </p>
      {body}
      <ConfirmDialog
        open={confirm === "renew"}
        onOpenChange={(o) => (o ? undefined : setConfirm(null))}
        title="Make a new calendar address?"
        description="The current address stops working at once: calendars subscribed to it stop updating until you subscribe again with the new one."
        confirmLabel="Make a new address"
        onConfirm={makeNew}
        busy={create.isPending}
      />
      <ConfirmDialog
        open={confirm === "revoke"}
        onOpenChange={(o) => (o ? undefined : setConfirm(null))}
        title="Revoke the calendar feed?"
        description="Calendars subscribed to this address stop updating. You can create a new address later."
        confirmLabel="Revoke feed"
        onConfirm={doRevoke}
        busy={revoke.isPending}
      />
    </Card>
  );
}
