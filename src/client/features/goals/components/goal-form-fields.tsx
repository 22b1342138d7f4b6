/**
 * Groups of fields of the add/edit goal form (requirements "IEP goals"): area and unit, baseline,
 * target, measurement, and the short-term objectives.
 */
import { Button, Field, Input, Select, Textarea } from "@client/components/ui";
import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import type { GoalFormValues } from "../lib/goal-form-values";
import { UNIT_SUGGESTIONS } from "../lib/goal-status";

/** The goal form's `useForm` result. */
export type GoalFormApi = UseFormReturn<GoalFormValues>;

/** Area and unit (the unit with common suggestions). */
export function AreaAndUnitFields({ form }: { form: GoalFormApi }) {
  const { register } = form;
  const { errors } = form.formState;
  const unitListId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Area" hint="e.g. Reading fluency, Math, Behavior" error={errors.area?.message}>
        {(a) => <Input {...a} {...register("area")} autoComplete="off" />}
      </Field>
      <Field label="Unit" hint="What each score counts" error={errors.unit?.message}>
        {(a) => <Input {...a} {...register("unit")} list={unitListId} autoComplete="off" />}
      </Field>
      <datalist id={unitListId}>
        {UNIT_SUGGESTIONS.map((u) => (
          <option key={u} value={u} />
        ))}
      </datalist>
    </div>
  );
}

/** How the goal is measured and how often. */
export function MeasurementFields({ form }: { form: GoalFormApi }) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Measurement method"
        hint="e.g. Curriculum-based measurement probe"
        error={errors.measurementMethod?.message}
      >
        {(a) => <Input {...a} {...register("measurementMethod")} autoComplete="off" />}
      </Field>
      <Field label="Evaluation schedule" hint="e.g. Weekly" error={errors.evaluationSchedule?.message}>
        {(a) => <Input {...a} {...register("evaluationSchedule")} autoComplete="off" />}
      </Field>
    </div>
  );
}

/** Baseline: description, value and date (the aimline starts here). */
export function BaselineFields({ form }: { form: GoalFormApi }) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Baseline</legend>
      <Field label="Baseline description" error={errors.baselineData?.message}>
        {(a) => <Textarea {...a} {...register("baselineData")} rows={2} className="min-h-16" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Baseline value" error={errors.baselineValue?.message}>
          {(a) => <Input {...a} {...register("baselineValue")} inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field
          label="Baseline date"
          hint="The IEP start; the aimline begins here"
          error={errors.baselineDate?.message}
        >
          {(a) => <Input {...a} {...register("baselineDate")} type="date" />}
        </Field>
      </div>
    </fieldset>
  );
}

/** Target: value, date and direction (higher or lower is better). */
export function TargetFields({ form }: { form: GoalFormApi }) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Target</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Target value" error={errors.targetValue?.message}>
          {(a) => <Input {...a} {...register("targetValue")} inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field label="Target date" error={errors.targetDate?.message}>
          {(a) => <Input {...a} {...register("targetDate")} type="date" />}
        </Field>
      </div>
      <Field label="Direction" hint="Behaviour goals often aim to decrease" error={errors.direction?.message}>
        {(a) => (
          <Select {...a} {...register("direction")}>
            <option value="increase">Increase (higher is better)</option>
            <option value="decrease">Decrease (lower is better)</option>
          </Select>
        )}
      </Field>
    </fieldset>
  );
}

/** The short-term objectives as add/remove rows (at most 20); a new row takes focus. */
export function ObjectivesField({ form }: { form: GoalFormApi }) {
  const { register, control } = form;
  const { errors } = form.formState;
  const objectives = useFieldArray({ control, name: "objectives" });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Short-term objectives</legend>
      {objectives.fields.length === 0 ? (
        <p className="text-sm text-slate-700">No objectives yet.</p>
      ) : (
        <ol className="space-y-2">
          {objectives.fields.map((f, i) => (
            <li key={f.id} className="flex items-end gap-2">
              <Field
                label={`Objective ${i + 1}`}
                className="flex-1"
                error={errors.objectives?.[i]?.text?.message}
              >
                {(a) => <Input {...a} {...register(`objectives.${i}.text`)} autoComplete="off" />}
              </Field>
              <Button
                variant="ghost"
                aria-label={`Remove objective ${i + 1}`}
                onClick={() => objectives.remove(i)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={objectives.fields.length >= 20}
        onClick={() => objectives.append({ text: "" }, { shouldFocus: true })}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add objective
      </Button>
    </fieldset>
  );
}
