import { firstListMessage } from "@client/components/form";
import { TEXT_LIMITS } from "@shared/contracts/common";
import type { Student } from "@shared/contracts/students";
import { ChevronRight } from "lucide-react";
import { Controller } from "react-hook-form";
import { Field, Input } from "../../../components/ui";
import type { GenerateFormValues } from "../lib/generate-form";
import { CheckboxListField } from "./checkbox-list-field";
import { LabelledValuesField } from "./labelled-values-field";
import type { NoteForm } from "./note-form-types";

export interface NoteContextSectionProps {
  form: NoteForm;
  student?: Student;
  /** Whether the disclosure is open (opened by the form when one of its fields is invalid). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Bumped when the form is reset, so the labelled values editor starts again from the values. */
  resetCount: number;
}

/**
 * "Data and context (optional)", a disclosure (requirements "Note fields"): performance data,
 * strategies and accommodations used, and the setting. Its summary counts what is ticked.
 */
export function NoteContextSection({
  form,
  student,
  open,
  onOpenChange,
  resetCount,
}: NoteContextSectionProps) {
  const strategyCount = form.watch("strategyData.strategiesUsed")?.length ?? 0;
  const accommodationCount = form.watch("strategyData.accommodationsUsed")?.length ?? 0;
  return (
    <details
      open={open}
      onToggle={(e) => onOpenChange(e.currentTarget.open)}
      className="group rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-lg px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-4 shrink-0 transition-transform group-open:rotate-90"
          aria-hidden="true"
        />
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span>Data and context (optional)</span>
          <span className="text-sm font-normal text-slate-700">
            {strategyCount} {strategyCount === 1 ? "strategy" : "strategies"}, {accommodationCount}{" "}
            {accommodationCount === 1 ? "accommodation" : "accommodations"} ticked
          </span>
        </span>
      </summary>
      <div className="space-y-6 border-t border-slate-200 px-5 py-4">
        <PerformanceDataFields form={form} resetCount={resetCount} />
        <StrategyDataFields form={form} student={student} />
        <ContextDataFields form={form} />
      </div>
    </details>
  );
}

/** Current and baseline level, progress toward the goal (0–100) and other labelled values. */
function PerformanceDataFields({ form, resetCount }: { form: NoteForm; resetCount: number }) {
  const { register, control } = form;
  const errors = form.formState.errors.performanceData;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Current level" hint="e.g. 62 WCPM" error={errors?.currentLevel?.message}>
          {(a) => (
            <Input {...a} {...register("performanceData.currentLevel")} maxLength={TEXT_LIMITS.short} />
          )}
        </Field>
        <Field label="Baseline level" hint="e.g. 45 WCPM" error={errors?.baselineLevel?.message}>
          {(a) => (
            <Input {...a} {...register("performanceData.baselineLevel")} maxLength={TEXT_LIMITS.short} />
          )}
        </Field>
        <Field label="Progress toward goal (%)" hint="0 to 100" error={errors?.progressPercentage?.message}>
          {(a) => (
            <Input
              {...a}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="any"
              {...register("performanceData.progressPercentage", {
                setValueAs: (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v)),
              })}
            />
          )}
        </Field>
      </div>
      <Controller
        control={control}
        name="performanceData.dynamicData"
        render={({ field }) => (
          <LabelledValuesField
            key={resetCount}
            value={field.value ?? {}}
            onChange={field.onChange}
            error={firstListMessage(errors?.dynamicData)}
          />
        )}
      />
    </>
  );
}

/** The two "used" lists of a note: their field, wording, and the student's defaults (offered, unticked). */
const USED_LISTS = [
  {
    key: "strategiesUsed",
    legend: "Strategies used",
    plural: "strategies",
    one: "strategy",
    defaults: (s: Student) => s.defaultStrategies,
  },
  {
    key: "accommodationsUsed",
    legend: "Accommodations used",
    plural: "accommodations",
    one: "accommodation",
    defaults: (s: Student) => s.defaultAccommodations,
  },
] as const;

/**
 * Strategies and accommodations used today: the student's defaults are offered unticked; only what
 * the teacher ticks is stated in the note (requirements "Note generation").
 */
function StrategyDataFields({ form, student }: { form: NoteForm; student?: Student }) {
  const errors = form.formState.errors.strategyData;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {USED_LISTS.map(({ key, legend, plural, one, defaults }) => (
        <Controller
          key={key}
          control={form.control}
          name={`strategyData.${key}`}
          render={({ field }) => (
            <CheckboxListField
              legend={legend}
              hint={`The student's usual ${plural} are listed; tick only those used today.`}
              options={student ? defaults(student).map((d) => d.name) : []}
              value={field.value ?? []}
              onChange={field.onChange}
              addLabel={`Add another ${one}`}
              addButtonText={`Add ${one}`}
              error={firstListMessage(errors?.[key])}
            />
          )}
        />
      ))}
    </div>
  );
}

/** Setting, duration and group size of the observed session. */
function ContextDataFields({ form }: { form: NoteForm }) {
  const { register } = form;
  const errors = form.formState.errors.contextData;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field label="Setting" hint="e.g. resource room" error={errors?.setting?.message}>
        {(a) => <Input {...a} {...register("contextData.setting")} maxLength={TEXT_LIMITS.short} />}
      </Field>
      <Field label="Duration" hint="e.g. 30 minutes" error={errors?.duration?.message}>
        {(a) => <Input {...a} {...register("contextData.duration")} maxLength={TEXT_LIMITS.short} />}
      </Field>
      <Field label="Group size" hint="e.g. 1:1 or 4 students" error={errors?.groupSize?.message}>
        {(a) => <Input {...a} {...register("contextData.groupSize")} maxLength={TEXT_LIMITS.short} />}
      </Field>
    </div>
  );
}

/**
 * Whether a draft holds anything in this section, ticks included (it then opens when the draft is
 * restored, so nothing is stated in the note that the teacher cannot see).
 */
export function hasContextValues(v: GenerateFormValues): boolean {
  const p = v.performanceData;
  const c = v.contextData;
  return (
    [p.currentLevel, p.baselineLevel, c.setting, c.duration, c.groupSize].some((s) => s?.trim()) ||
    v.strategyData.strategiesUsed.length > 0 ||
    v.strategyData.accommodationsUsed.length > 0 ||
    Object.keys(p.dynamicData ?? {}).length > 0 ||
    (p.progressPercentage !== null && p.progressPercentage !== undefined)
  );
}
