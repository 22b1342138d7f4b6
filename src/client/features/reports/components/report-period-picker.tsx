/**
 * Choosing the reporting period (requirements "Parent progress report": default the last 9 weeks;
 * presets this quarter, last quarter, school year to date; or any two dates). The presets are radio
 * buttons (arrow keys move between them); the dates are native date inputs, so tablets show their own
 * date picker.
 */
import { Field, Input } from "@client/components/ui";
import {
  matchingPreset,
  PERIOD_PRESETS,
  PRESET_LABELS,
  periodProblem,
  presetPeriod,
  type ReportPeriod,
} from "@client/features/reports/lib/report-period";
import { cn } from "@client/lib/cn";
import { useId } from "react";

export interface ReportPeriodPickerProps {
  period: ReportPeriod;
  /** `YYYY-MM-DD`: the presets are computed from it. */
  today: string;
  onChange: (period: ReportPeriod) => void;
}

/** The preset radios and the from/to date fields, with the period's problem (if any) announced. */
export function ReportPeriodPicker({ period, today, onChange }: ReportPeriodPickerProps) {
  const name = useId();
  const selected = matchingPreset(period, today);
  const problem = periodProblem(period);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Reporting period</legend>
      <div className="flex flex-wrap gap-2">
        {PERIOD_PRESETS.map((preset) => {
          const checked = selected === preset;
          return (
            <label
              key={preset}
              className={cn(
                "inline-flex h-10 cursor-pointer items-center rounded-md border px-3 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600",
                checked
                  ? "border-indigo-700 bg-indigo-700 text-white"
                  : "border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
              )}
            >
              <input
                type="radio"
                name={name}
                value={preset}
                checked={checked}
                onChange={() => onChange(presetPeriod(preset, today))}
                className="sr-only"
              />
              {PRESET_LABELS[preset]}
            </label>
          );
        })}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 sm:max-w-md">
        <Field label="From" error={problem?.includes("first day") ? problem : undefined}>
          {(ids) => (
            <Input
              {...ids}
              type="date"
              value={period.from}
              max={period.to || undefined}
              onChange={(e) => onChange({ ...period, from: e.target.value })}
            />
          )}
        </Field>
        <Field label="To" error={problem && !problem.includes("first day") ? problem : undefined}>
          {(ids) => (
            <Input
              {...ids}
              type="date"
              value={period.to}
              min={period.from || undefined}
              onChange={(e) => onChange({ ...period, to: e.target.value })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
