/**
 * The measures the goal statement (and the record's goal target of its subject) already states,
 * offered under the statement for the teacher to confirm (requirements "IEP goals": "Suggested
 * values"): the shared reader `suggestGoalMeasures` fills nothing by itself; "Use these values" puts
 * them into the fields that are still empty, where the teacher sees and can change them before saving.
 * The record's goal targets come from the caseload already loaded on this device (no request).
 */
import { Button } from "@client/components/ui";
import { STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { formatDay, formatValue } from "@client/lib/format";
import type { Student } from "@shared/contracts/students";
import { suggestGoalMeasures } from "@shared/domain/goal-measures";
import { useQueryClient } from "@tanstack/react-query";
import { Wand2 } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import type { GoalFormValues } from "../lib/goal-form-values";

type Filled = "baselineValue" | "targetValue" | "unit" | "targetDate";

/** The suggestion box; renders nothing when the text suggests nothing the form lacks. */
export function SuggestedMeasures() {
  const { control, setValue } = useFormContext<GoalFormValues>();
  const [statement, area, studentId, baselineValue, targetValue, unit, targetDate] = useWatch({
    control,
    name: ["statement", "area", "studentId", "baselineValue", "targetValue", "unit", "targetDate"],
  });
  const students = useQueryClient().getQueryData<Student[]>(STUDENTS_QUERY_KEY);
  const targets = students?.find((s) => s.id === studentId)?.iepGoalTargets;
  const suggested = suggestGoalMeasures(statement ?? "", { area: area ?? "", targets });
  const empty = (v: unknown) => v === undefined || v === null || String(v).trim() === "";

  const offers: { field: Filled; label: string; value: string; text: string }[] = [];
  const shownUnit = suggested.unit ?? (empty(unit) ? null : String(unit));
  if (suggested.baselineValue !== null && empty(baselineValue))
    offers.push({
      field: "baselineValue",
      label: "Baseline",
      value: String(suggested.baselineValue),
      text: formatValue(suggested.baselineValue, shownUnit),
    });
  if (suggested.targetValue !== null && empty(targetValue))
    offers.push({
      field: "targetValue",
      label: "Target",
      value: String(suggested.targetValue),
      text: formatValue(suggested.targetValue, shownUnit),
    });
  if (suggested.unit !== null && empty(unit))
    offers.push({ field: "unit", label: "Unit", value: suggested.unit, text: suggested.unit });
  if (suggested.targetDate !== null && empty(targetDate))
    offers.push({
      field: "targetDate",
      label: "Target date",
      value: suggested.targetDate,
      text: formatDay(suggested.targetDate),
    });
  if (offers.length === 0) return null;

  const apply = () => {
    for (const offer of offers)
      setValue(offer.field, offer.value, { shouldDirty: true, shouldValidate: true });
    if (suggested.direction && offers.some((o) => o.field === "targetValue"))
      setValue("direction", suggested.direction, { shouldDirty: true });
  };
  return (
    <section
      aria-label="Suggested from the goal statement"
      className="rounded-md border border-indigo-200 bg-indigo-50 p-3"
    >
      <p className="text-sm font-medium text-slate-900">
        Suggested from the goal statement — check before saving:
      </p>
      <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm text-slate-800 sm:grid-cols-2">
        {offers.map((o) => (
          <div key={o.field} className="flex gap-1">
            <dt className="font-medium">{o.label}:</dt>
            <dd>{o.text}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" size="sm" className="mt-2" onClick={apply}>
        <Wand2 className="size-4" aria-hidden="true" />
        Use these values
      </Button>
    </section>
  );
}
