import type { ReactNode } from "react";

export interface FormGroupProps {
  /** The group's name, read as the fieldset legend. */
  legend: string;
  /** Shown under the legend. */
  hint?: ReactNode;
  /** The group's own error (e.g. a list's), announced when it appears. */
  error?: string;
  children: ReactNode;
}

/** A bordered fieldset with a legend, an optional hint and the group's own error. */
export function FormGroup({ legend, hint, error, children }: FormGroupProps) {
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {hint ? <p className="-mt-1 text-xs text-slate-600">{hint}</p> : null}
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
