/**
 * How an admin screen shows a query that is loading or failed (requirements "Admin area"), so each
 * screen writes only what it shows once the data is there.
 */
import { Alert, Button, Spinner } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

/** Renders `children(data)` once `query` has data; a spinner before, an alert with "Try again" on failure. */
export function QueryState<T>({
  query,
  label,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is loading, e.g. "teachers". */
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={`Loading ${label}…`} />;
  if (query.isError) {
    return (
      <Alert tone="error" title={errorMessage(query.error, `Failed to load ${label}.`)}>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}

/** A figure with its label (dashboard tiles). */
export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** The screen's heading with an optional line under it. */
export function AdminHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {children ? <p className="mt-1 text-sm text-slate-700">{children}</p> : null}
    </div>
  );
}
