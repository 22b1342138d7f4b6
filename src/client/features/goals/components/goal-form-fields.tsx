/**
 * Groups of fields of the add/edit goal form (requirements "IEP goals"): area and unit, baseline,
 * target, measurement, and the short-term objectives. Bound to the enclosing goal form by name.
 */
import { InputField, SelectField, TextareaField } from "@client/components/form";
import { Button } from "@client/components/ui";
import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import type { GoalFormValues } from "../lib/goal-form-values";
import { UNIT_SUGGESTIONS } from "../lib/goal-status";

/** Area and unit (the unit with common suggestions). */
export function AreaAndUnitFields() {
  const unitListId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField name="area" label="Area" hint="e.g. Reading fluency, Math, Behavior" autoComplete="off" />
      <InputField
        name="unit"
        label="Unit"
        hint="What each score counts"
        list={unitListId}
        autoComplete="off"
      />
      <datalist id={unitListId}>
        {UNIT_SUGGESTIONS.map((u) => (
          <option key={u} value={u} />
        ))}
      </datalist>
    </div>
  );
}

/** How the goal is measured and how often. */
export function MeasurementFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        name="measurementMethod"
        label="Measurement method"
        hint="e.g. Curriculum-based measurement probe"
        autoComplete="off"
      />
      <InputField
        name="evaluationSchedule"
        label="Evaluation schedule"
        hint="e.g. Weekly"
        autoComplete="off"
      />
    </div>
  );
}

/** Baseline: description, value and date (the aimline starts here). */
export function BaselineFields() {
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Baseline</legend>
      <TextareaField name="baselineData" label="Baseline description" rows={2} controlClassName="min-h-16" />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField name="baselineValue" label="Baseline value" inputMode="decimal" autoComplete="off" />
        <InputField
          name="baselineDate"
          label="Baseline date"
          hint="The IEP start; the aimline begins here"
          type="date"
        />
      </div>
    </fieldset>
  );
}

/** Target: value, date and direction (higher or lower is better). */
export function TargetFields() {
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Target</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField name="targetValue" label="Target value" inputMode="decimal" autoComplete="off" />
        <InputField name="targetDate" label="Target date" type="date" />
      </div>
      <SelectField name="direction" label="Direction" hint="Behaviour goals often aim to decrease">
        <option value="increase">Increase (higher is better)</option>
        <option value="decrease">Decrease (lower is better)</option>
      </SelectField>
    </fieldset>
  );
}

/** The short-term objectives as add/remove rows (at most 20); a new row takes focus. */
export function ObjectivesField() {
  const { control } = useFormContext<GoalFormValues>();
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
              <InputField
                name={`objectives.${i}.text`}
                label={`Objective ${i + 1}`}
                className="flex-1"
                autoComplete="off"
              />
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
