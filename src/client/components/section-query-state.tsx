/**
 * What a section of the student page shows while its query has no data (requirements "Error
 * catalogue"): a skeleton with a screen-reader label while it loads, the load error with "Try again"
 * when it failed. The section writes only what it shows once the data is there.
 */
import { Alert, Button, Skeleton } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import type { UseQueryResult } from "@tanstack/react-query";

/** The loading or failed state of `query` (render it while `query.isSuccess` is false). */
export function SectionQueryState({
  query,
  loading,
  failed,
  skeletonClassName,
}: {
  query: Pick<UseQueryResult<unknown>, "isPending" | "error" | "refetch">;
  /** Read by screen readers while loading, e.g. "Loading contacts…". */
  loading: string;
  /** The error's title when the server gave no message of its own. */
  failed: string;
  /** Size classes of the skeleton, e.g. "h-16". */
  skeletonClassName: string;
}) {
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <span className="sr-only">{loading}</span>
        <Skeleton className={skeletonClassName} />
      </div>
    );
  }
  return (
    <Alert tone="error" title={errorMessage(query.error, failed)}>
      <Button variant="secondary" size="sm" className="mt-1" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </Alert>
  );
}
