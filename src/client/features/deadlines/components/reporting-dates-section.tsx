/**
 * "Progress-report dates" in the account preferences (requirements "Deadlines"; 34 CFR
 * §300.320(a)(3): progress reports "concurrent with the issuance of report cards"): the teacher picks
 * the school's reporting periods — quarterly, trimester, semester, or their own dates (month and day,
 * repeated each school year) — and saves them on their own; the progress-report deadline of every
 * student then moves to the next of these dates.
 */
import { Form } from "@client/components/form";
import { Alert, Button, Field, Select, Skeleton } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { updateReportingDatesInput } from "@shared/contracts/reporting-dates";
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
import { useFormContext } from "react-hook-form";
import { z } from "zod";
import { useReportingDates, useSaveReportingDates } from "../api/reporting-dates";
import { formatMonthDay, MONTH_NAMES, monthDay, REPORTING_PRESET_LABELS } from "../lib/reporting-dates";

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** The dates a choice stands for: a preset's, or the teacher's own. */
const datesOf = (preset: ReportingPreset, custom: string[]) =>
  preset === "custom" ? custom : [...REPORTING_PRESETS[preset]];

/** The form's values (the preset and the teacher's own dates), sent as the contract's `{dates}`. */
const formSchema = z
  .object({ preset: z.enum(REPORTING_PRESET_NAMES), custom: z.array(z.string()) })
  .transform(({ preset, custom }) => ({ dates: datesOf(preset, custom) }))
  .pipe(updateReportingDatesInput);
type FormValues = z.input<typeof formSchema>;

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

function ReportingDatesForm({ preset, dates }: { preset: ReportingPreset; dates: string[] }) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSaveReportingDates();
  return (
    <Form
      className="space-y-3"
      schema={formSchema}
      defaultValues={{ preset, custom: dates }}
      onSubmit={(body, { reset }) => {
        setStatus(null);
        save.mutate(body.dates, {
          onSuccess: (answer) => {
            reset({ preset: answer.preset, custom: answer.dates });
            setStatus({
              ok: true,
              text: "Reporting dates saved. Progress-report deadlines now follow them.",
            });
          },
          onError: (err) =>
            setStatus({
              ok: false,
              text: errorMessage(err, "Failed to save the reporting dates. Please try again."),
            }),
        });
      }}
    >
      <ReportingDatesFields />
      <div className="flex flex-wrap items-center gap-3">
        <SaveButton saving={save.isPending} />
        <p
          role="status"
          className={status?.ok === false ? "text-sm text-red-800" : "text-sm text-emerald-800"}
        >
          {status?.text ?? ""}
        </p>
      </div>
    </Form>
  );
}

/** Whether the teacher's own dates hold one that does not exist (e.g. April 31). */
function useInvalidCustomDate(): boolean {
  const { watch } = useFormContext<FormValues>();
  return watch("preset") === "custom" && watch("custom").some((d) => !isReportingDate(d));
}

function SaveButton({ saving }: { saving: boolean }) {
  return (
    <Button type="submit" loading={saving} disabled={useInvalidCustomDate()}>
      Save reporting dates
    </Button>
  );
}

/** The periods, the teacher's own dates when chosen, and the dates that result. */
function ReportingDatesFields() {
  const { watch, setValue } = useFormContext<FormValues>();
  const preset = watch("preset");
  const custom = watch("custom");
  const invalid = useInvalidCustomDate();
  const dates = datesOf(preset, custom);
  const setCustom = (next: string[]) => setValue("custom", next);
  return (
    <>
      <Field label="Reporting periods">
        {(a) => (
          <Select
            {...a}
            className="max-w-sm"
            value={preset}
            onChange={(e) => {
              const next = e.target.value as ReportingPreset;
              if (next === "custom" && preset !== "custom") setCustom([...dates]);
              setValue("preset", next);
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
                onChange={(v) => setCustom(custom.map((x, j) => (j === i ? v : x)))}
                onRemove={custom.length > 1 ? () => setCustom(custom.filter((_, j) => j !== i)) : undefined}
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
            onClick={() => setCustom([...custom, "06-15"])}
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
    </>
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
