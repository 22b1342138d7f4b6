import { AlertTriangle, CheckCircle2, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** Centered spinner with an accessible label. */
export function Spinner({ label = "Loading…", className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn("flex items-center justify-center gap-3 p-6 text-slate-700", className)}>
      <span
        className="size-5 animate-spin rounded-full border-2 border-indigo-700 border-t-transparent"
        aria-hidden="true"
      />
      <span>{label}</span>
    </div>
  );
}

/** A grey placeholder block; wrap groups in <div aria-busy="true"> with a visually hidden label. */
export function Skeleton({ className }: { className?: string }) {
  return <div className={cn("animate-pulse rounded-md bg-slate-200", className)} aria-hidden="true" />;
}

const tones = {
  info: { box: "border-sky-300 bg-sky-50 text-sky-950", Icon: Info },
  success: { box: "border-emerald-300 bg-emerald-50 text-emerald-950", Icon: CheckCircle2 },
  warning: { box: "border-amber-300 bg-amber-50 text-amber-950", Icon: AlertTriangle },
  error: { box: "border-red-300 bg-red-50 text-red-950", Icon: AlertTriangle },
} as const;

/** A message box. Errors are announced (role="alert"); other tones use role="status". */
export function Alert({
  tone = "info",
  title,
  children,
  className,
}: {
  tone?: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("flex gap-3 rounded-md border p-3 text-sm", box, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}

/** What a list shows when it has nothing yet: a sentence and the next action. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="text-base font-semibold text-slate-900">{title}</p>
      {children ? <div className="mt-1 text-sm text-slate-700">{children}</div> : null}
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  );
}

export function Card({ className, children, ...rest }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn("rounded-lg border border-slate-200 bg-white p-5 shadow-sm", className)} {...rest}>
      {children}
    </div>
  );
}

/** Visually hidden text for screen readers. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}
