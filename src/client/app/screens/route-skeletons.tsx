/**
 * Skeleton placeholders per screen type (requirements "Navigation behaviour": "Skeleton placeholders are shown per screen type"):
 * dashboard (cards), list (rows), form (labelled fields), content (text). Each is one polite status
 * region with a spoken label; the grey blocks themselves are hidden from screen readers.
 */

import type { ScreenKind } from "@client/config/paths";
import { Skeleton, VisuallyHidden } from "../../components/ui";

function SkeletonRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-busy="true" className="space-y-6">
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  );
}

/** The /dashboard home while it loads: heading, three summary cards, a list card. */
export function DashboardSkeleton() {
  return (
    <SkeletonRegion label="Loading your dashboard…">
      <Skeleton className="h-9 w-72" />
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-3 rounded-lg border border-slate-200 bg-white p-5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-3 w-full" />
          </div>
        ))}
      </div>
      <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-5">
        <Skeleton className="h-5 w-48" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    </SkeletonRegion>
  );
}

/** A list screen (students, note history) while it loads: heading, toolbar, rows. */
export function ListSkeleton() {
  return (
    <SkeletonRegion label="Loading the list…">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-10 w-36" />
      </div>
      <Skeleton className="h-10 w-full max-w-md" />
      <div className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="flex items-center gap-4 p-4">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    </SkeletonRegion>
  );
}

/** A form screen (note generation, onboarding) while it loads: heading, label + field pairs, button. */
export function FormSkeleton() {
  return (
    <SkeletonRegion label="Loading the form…">
      <Skeleton className="h-9 w-64" />
      <div className="space-y-5 rounded-lg border border-slate-200 bg-white p-6">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className={i === 3 ? "h-28 w-full" : "h-10 w-full"} />
          </div>
        ))}
        <Skeleton className="h-10 w-40" />
      </div>
    </SkeletonRegion>
  );
}

/** A text page (landing, privacy, terms) while it loads. */
export function ContentSkeleton() {
  return (
    <SkeletonRegion label="Loading the page…">
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10">
        <Skeleton className="h-10 w-2/3" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
        <Skeleton className="h-4 w-1/2" />
      </div>
    </SkeletonRegion>
  );
}

const byKind = {
  dashboard: DashboardSkeleton,
  list: ListSkeleton,
  form: FormSkeleton,
  content: ContentSkeleton,
} as const satisfies Record<ScreenKind, () => React.JSX.Element>;

/** The skeleton of a screen kind (see `screenKindOf` in paths.ts). */
export function ScreenSkeleton({ kind }: { kind: ScreenKind }) {
  const Component = byKind[kind];
  return <Component />;
}
