/**
 * The body of a dashboard card that lists loaded data (requirements "Error catalogue", requirements
 * "Navigation behaviour"): the list once the data is there (possibly the browser copy), else skeleton
 * rows while loading, else the load error with "Try again", else nothing.
 */
import { Alert, Button, Skeleton } from "@client/components/ui";
import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";

/** What a card knows about its data's load. */
export interface CardListLoad {
  /** The first load is under way. */
  loading: boolean;
  /** The load failed and there is nothing to show. */
  failed: boolean;
  /** A retry is under way (the button shows its spinner). */
  retrying: boolean;
  /** Loads again. */
  onRetry: () => void;
}

interface CardListBodyProps<T> extends CardListLoad {
  /** The data to list (an empty list included); undefined until there is some. */
  data: T | undefined;
  /** The card's list (or empty state) of `data`; called only once there is data. */
  children: (data: T) => ReactNode;
  /** The error's title, from the error catalogue (e.g. `messages.notes.loadFailed`). */
  failedTitle: string;
  /** Size classes of each of the three skeleton rows (e.g. "h-14 w-full"). */
  skeletonClassName: string;
}

/** Renders `children(data)` once there is data, otherwise the loading or error state (see the module comment). */
export function CardListBody<T>({
  data,
  children,
  loading,
  failed,
  retrying,
  onRetry,
  failedTitle,
  skeletonClassName,
}: CardListBodyProps<T>) {
  if (data !== undefined) return children(data);
  if (loading) {
    return (
      <div className="space-y-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={skeletonClassName} />
        ))}
      </div>
    );
  }
  if (failed) return <LoadFailedAlert title={failedTitle} retrying={retrying} onRetry={onRetry} />;
  return null;
}

/**
 * A failed load with "Try again" (requirements "Error catalogue"): `title` is the catalogue's
 * message, `retrying` shows the button's spinner, `onRetry` loads again.
 */
export function LoadFailedAlert({
  title,
  retrying,
  onRetry,
}: {
  title: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert tone="error" title={title}>
      <Button className="mt-2" variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden="true" />
        Try again
      </Button>
    </Alert>
  );
}
