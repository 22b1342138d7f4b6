/**
 * The IEP editor's list sections (requirements "IEP versions"): the measurable annual goals as cards
 * (area, statement, baseline, measurement, benchmarks; 34 CFR 300.320(a)(2)) and the services as rows
 * (name, category, minutes per period, setting, provider, dates; 300.320(a)(4), (a)(7)). Each item has
 * its own labelled fields, so a screen reader names "Goal 2 statement".
 */
import { Button, Field, Input, Select, Textarea } from "@client/components/ui";
import {
  IEP_SERVICE_CATEGORIES,
  type IepGoal,
  type IepService,
  type IepServiceCategory,
} from "@shared/contracts/ieps";
import { Plus, Trash2 } from "lucide-react";

const CATEGORY_LABELS: Record<IepServiceCategory, string> = {
  special_education: "Special education",
  related: "Related service",
  supplementary: "Supplementary aid",
};
const PERIODS: readonly IepService["period"][] = ["day", "week", "month"];

const newGoal = (): IepGoal => ({
  goalId: null,
  area: "",
  statement: "",
  baseline: "",
  measurement: "",
  benchmarks: [],
});
const newService = (): IepService => ({
  name: "",
  category: "special_education",
  minutes: 30,
  period: "week",
  setting: "",
  provider: "",
  startDate: null,
  endDate: null,
});

function replaceAt<T>(list: readonly T[], i: number, item: T): T[] {
  return list.map((x, j) => (j === i ? item : x));
}

/** The goals as editable cards with add/remove goal and add/remove benchmark. */
export function GoalsEditor({ goals, onChange }: { goals: IepGoal[]; onChange: (goals: IepGoal[]) => void }) {
  return (
    <div className="space-y-4">
      {goals.length === 0 ? <p className="text-sm text-slate-700">No goals yet.</p> : null}
      {goals.map((goal, i) => {
        const n = i + 1;
        const set = (patch: Partial<IepGoal>) => onChange(replaceAt(goals, i, { ...goal, ...patch }));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: goals have no id of their own; their order is the identity.
          <fieldset key={i} className="space-y-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">Goal {n}</legend>
            <Field label={`Goal ${n} area`}>
              {(ids) => <Input {...ids} value={goal.area} onChange={(e) => set({ area: e.target.value })} />}
            </Field>
            <Field label={`Goal ${n} statement`}>
              {(ids) => (
                <Textarea
                  {...ids}
                  rows={3}
                  value={goal.statement}
                  onChange={(e) => set({ statement: e.target.value })}
                />
              )}
            </Field>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label={`Goal ${n} baseline`}>
                {(ids) => (
                  <Input {...ids} value={goal.baseline} onChange={(e) => set({ baseline: e.target.value })} />
                )}
              </Field>
              <Field label={`Goal ${n} measurement`}>
                {(ids) => (
                  <Input
                    {...ids}
                    value={goal.measurement}
                    onChange={(e) => set({ measurement: e.target.value })}
                  />
                )}
              </Field>
            </div>
            {goal.benchmarks.map((b, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: benchmarks are plain strings in order.
              <div key={k} className="flex items-end gap-2">
                <Field label={`Goal ${n} benchmark ${k + 1}`} className="flex-1">
                  {(ids) => (
                    <Input
                      {...ids}
                      value={b}
                      onChange={(e) => set({ benchmarks: replaceAt(goal.benchmarks, k, e.target.value) })}
                    />
                  )}
                </Field>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove goal ${n} benchmark ${k + 1}`}
                  onClick={() => set({ benchmarks: goal.benchmarks.filter((_, j) => j !== k) })}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
            ))}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={goal.benchmarks.length >= 12}
                onClick={() => set({ benchmarks: [...goal.benchmarks, ""] })}
              >
                <Plus className="size-4" aria-hidden="true" />
                Add a benchmark to goal {n}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => onChange(goals.filter((_, j) => j !== i))}>
                <Trash2 className="size-4" aria-hidden="true" />
                Remove goal {n}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button variant="secondary" size="sm" onClick={() => onChange([...goals, newGoal()])}>
        <Plus className="size-4" aria-hidden="true" />
        Add a goal
      </Button>
    </div>
  );
}

/** The services as rows of labelled fields with add/remove. */
export function ServicesEditor({
  services,
  onChange,
}: {
  services: IepService[];
  onChange: (services: IepService[]) => void;
}) {
  return (
    <div className="space-y-4">
      {services.length === 0 ? <p className="text-sm text-slate-700">No services yet.</p> : null}
      {services.map((s, i) => {
        const n = i + 1;
        const set = (patch: Partial<IepService>) => onChange(replaceAt(services, i, { ...s, ...patch }));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: services have no id of their own.
          <fieldset key={i} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">Service {n}</legend>
            <Field label={`Service ${n} name`} className="sm:col-span-2">
              {(ids) => <Input {...ids} value={s.name} onChange={(e) => set({ name: e.target.value })} />}
            </Field>
            <Field label={`Service ${n} category`} className="sm:col-span-2">
              {(ids) => (
                <Select
                  {...ids}
                  value={s.category}
                  onChange={(e) => set({ category: e.target.value as IepServiceCategory })}
                >
                  {IEP_SERVICE_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {CATEGORY_LABELS[c]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={`Service ${n} minutes`}>
              {(ids) => (
                <Input
                  {...ids}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={Number.isFinite(s.minutes) ? s.minutes : ""}
                  onChange={(e) => set({ minutes: e.target.value === "" ? 0 : Number(e.target.value) })}
                />
              )}
            </Field>
            <Field label={`Service ${n} per`}>
              {(ids) => (
                <Select
                  {...ids}
                  value={s.period}
                  onChange={(e) => set({ period: e.target.value as IepService["period"] })}
                >
                  {PERIODS.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={`Service ${n} setting`}>
              {(ids) => (
                <Input {...ids} value={s.setting} onChange={(e) => set({ setting: e.target.value })} />
              )}
            </Field>
            <Field label={`Service ${n} provider`}>
              {(ids) => (
                <Input {...ids} value={s.provider} onChange={(e) => set({ provider: e.target.value })} />
              )}
            </Field>
            <Field label={`Service ${n} start date`} className="sm:col-span-2">
              {(ids) => (
                <Input
                  {...ids}
                  type="date"
                  value={s.startDate ?? ""}
                  onChange={(e) => set({ startDate: e.target.value || null })}
                />
              )}
            </Field>
            <Field label={`Service ${n} end date`} className="sm:col-span-2">
              {(ids) => (
                <Input
                  {...ids}
                  type="date"
                  value={s.endDate ?? ""}
                  onChange={(e) => set({ endDate: e.target.value || null })}
                />
              )}
            </Field>
            <div className="sm:col-span-4">
              <Button variant="ghost" size="sm" onClick={() => onChange(services.filter((_, j) => j !== i))}>
                <Trash2 className="size-4" aria-hidden="true" />
                Remove service {n}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button variant="secondary" size="sm" onClick={() => onChange([...services, newService()])}>
        <Plus className="size-4" aria-hidden="true" />
        Add a service
      </Button>
    </div>
  );
}
