/**
 * "Progress-report dates" in the account preferences (requirements "Deadlines"; 34 CFR
 * §300.320(a)(3): progress reports "concurrent with the issuance of report cards"): the teacher picks
 * the school's reporting periods — quarterly, trimester, semester, or their own dates (month and day,
 * repeated each school year) — and saves them on their own; the progress-report deadline of every
 * student then moves to the next of these dates.
 */
import { Alert, Button, Field, Select, Skeleton } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import {
  isReportingDate,
  MAX_REPORTING_DATES,
  normalizeReportingDates,
  REPORTING_PRESET_NAMES,
  REPORTING_PRESETS,
  type ReportingPreset,
} from "@shared/domain/legal-clock-reporting";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useReportingDates, useSaveReportingDates } from "../api/reporting-dates";
import { formatMonthDay, MONTH_NAMES, monthDay, REPORTING_PRESET_LABELS } from "../lib/reporting-dates";

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** The section: loads the saved dates, then shows the form. */
export function ReportingDatesSection() {
  const saved = useReportingDates();
  return (
    <section aria-labelledby="reporting-dates-heading" className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id="reporting-dates-heading" className="text-base font-semibold text-slate-900">
        Progress-report dates
      </h3>
      <p className="text-sm text-slate-700">
        When parents get progress reports on IEP goals. Each student's next progress-report deadline follows
        these dates.
      </p>
      {saved.isPending ? <Skeleton className="h-24" /> : null}
      {saved.isError ? (
        <Alert tone="error" title={errorMessage(saved.error, "Failed to load the reporting dates.")} />
      ) : null}
      {saved.data ? <ReportingDatesForm preset={saved.data.preset} dates={saved.data.dates} /> : null}
    </section>
  );
}

function ReportingDatesForm({
  preset: savedPreset,
  dates: savedDates,
}: {
  preset: ReportingPreset;
  dates: string[];
}) {
  const [preset, setPreset] = useState<ReportingPreset>(savedPreset);
  const [custom, setCustom] = useState<string[]>(savedDates);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSaveReportingDates();
  const dates = preset === "custom" ? custom : [...REPORTING_PRESETS[preset]];
  const invalid = preset === "custom" && custom.some((d) => !isReportingDate(d));
  const setDate = (i: number, value: string) =>
    setCustom((list) => list.map((d, j) => (j === i ? value : d)));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setStatus(null);
    if (invalid || dates.length === 0) return;
    save.mutate(dates, {
      onSuccess: (answer) => {
        setPreset(answer.preset);
        setCustom(answer.dates);
        setStatus({ ok: true, text: "Reporting dates saved. Progress-report deadlines now follow them." });
      },
      onError: (err) =>
        setStatus({
          ok: false,
          text: errorMessage(err, "Failed to save the reporting dates. Please try again."),
        }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Field label="Reporting periods">
        {(a) => (
          <Select
            {...a}
            className="max-w-sm"
            value={preset}
            onChange={(e) => {
              const next = e.target.value as ReportingPreset;
              if (next === "custom" && preset !== "custom") setCustom([...dates]);
              setPreset(next);
            }}
          >
            {REPORTING_PRESET_NAMES.map((p) => (
              <option key={p} value={p}>
                {REPORTING_PRESET_LABELS[p]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {preset === "custom" ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">My reporting dates</legend>
          <ul className="space-y-2">
            {custom.map((d, i) => (
              <CustomDateRow
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the index is the row.
                key={i}
                index={i}
                value={d}
                onChange={(v) => setDate(i, v)}
                onRemove={custom.length > 1 ? () => setCustom((l) => l.filter((_, j) => j !== i)) : undefined}
              />
            ))}
          </ul>
          {invalid ? (
            <p className="text-sm text-red-800">One of the dates does not exist (e.g. April 31).</p>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            disabled={custom.length >= MAX_REPORTING_DATES}
            onClick={() => setCustom((l) => [...l, "06-15"])}
          >
            <Plus className="size-4" aria-hidden="true" />
            Add a date
          </Button>
        </fieldset>
      ) : null}
      <p className="text-sm text-slate-800">
        Reports due: {normalizeReportingDates(dates).map(formatMonthDay).join(", ") || "none"} (every school
        year).
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={save.isPending} disabled={invalid}>
          Save reporting dates
        </Button>
        <p
          role="status"
          className={status?.ok === false ? "text-sm text-red-800" : "text-sm text-emerald-800"}
        >
          {status?.text ?? ""}
        </p>
      </div>
    </form>
  );
}

function CustomDateRow({
  index,
  value,
  onChange,
  onRemove,
}: {
  index: number;
  value: string;
  onChange: (value: string) => void;
  onRemove?: () => void;
}) {
  const month = Number(value.slice(0, 2)) || 1;
  const day = Number(value.slice(3)) || 1;
  const n = index + 1;
  return (
    <li className="flex flex-wrap items-end gap-2">
      <Field label={`Month (date ${n})`}>
        {(a) => (
          <Select {...a} value={month} onChange={(e) => onChange(monthDay(Number(e.target.value), day))}>
            {MONTH_NAMES.map((name, i) => (
              <option key={name} value={i + 1}>
                {name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={`Day (date ${n})`}>
        {(a) => (
          <Select {...a} value={day} onChange={(e) => onChange(monthDay(month, Number(e.target.value)))}>
            {DAYS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {onRemove ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove date ${n} (${formatMonthDay(value)})`}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}
