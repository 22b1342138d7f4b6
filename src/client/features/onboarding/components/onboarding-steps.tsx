/**
 * The onboarding steps (requirements "Onboarding"): the step list, and each step's fields bound to
 * the onboarding form.
 */
import { Check } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { Field, Input, Select, Textarea } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import {
  EXPERIENCE_LEVELS,
  GOAL_CHOICES,
  ONBOARDING_STEPS,
  type OnboardingFormInput,
  type OnboardingFormValues,
  ORGANIZATION_TYPES,
  ROLE_SUGGESTIONS,
  STUDENT_COUNTS,
} from "../lib/onboarding-form";

/** The onboarding form's `useForm` result. */
export type OnboardingForm = UseFormReturn<OnboardingFormInput, unknown, OnboardingFormValues>;

/** The three steps in order, the current one marked `aria-current="step"`, done ones ticked. */
export function StepList({ current }: { current: number }) {
  return (
    <ol aria-label="Setup steps" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {ONBOARDING_STEPS.map((step, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li
            key={step.title}
            aria-current={active ? "step" : undefined}
            className={cn(
              "flex items-center gap-2",
              active ? "font-semibold text-indigo-800" : "text-slate-700",
            )}
          >
            <span
              className={cn(
                "grid size-7 place-items-center rounded-full border text-xs",
                active && "border-indigo-700 bg-indigo-700 text-white",
                done && "border-emerald-700 bg-emerald-700 text-white",
                !active && !done && "border-slate-400 bg-white",
              )}
              aria-hidden="true"
            >
              {done ? <Check className="size-4" /> : i + 1}
            </span>
            {step.title}
            {done ? <span className="sr-only"> (done)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** Step 1, about you: name, role (with suggestions) and years in special education. */
export function AboutYouStep({ form }: { form: OnboardingForm }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="First name" required error={errors.firstName?.message}>
        {(ids) => <Input {...ids} autoComplete="given-name" {...form.register("firstName")} />}
      </Field>
      <Field label="Last name" required error={errors.lastName?.message}>
        {(ids) => <Input {...ids} autoComplete="family-name" {...form.register("lastName")} />}
      </Field>
      <Field
        className="sm:col-span-2"
        label="Your role"
        required
        hint="Choose a suggestion or type your own."
        error={errors.role?.message}
      >
        {(ids) => (
          <>
            <Input
              {...ids}
              list="role-suggestions"
              autoComplete="organization-title"
              {...form.register("role")}
            />
            <datalist id="role-suggestions">
              {ROLE_SUGGESTIONS.map((r) => (
                <option key={r} value={r} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field
        className="sm:col-span-2"
        label="Years in special education"
        error={errors.experienceLevel?.message}
      >
        {(ids) => (
          <Select {...ids} {...form.register("experienceLevel")}>
            <option value="">Prefer not to say</option>
            {EXPERIENCE_LEVELS.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}

/** Step 2, where you work: organization, its type and caseload size (all optional). */
export function OrganizationStep({ form }: { form: OnboardingForm }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4">
      <Field label="School or organization" error={errors.organization?.message}>
        {(ids) => <Input {...ids} autoComplete="organization" {...form.register("organization")} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Type of organization" error={errors.organizationType?.message}>
          {(ids) => (
            <Select {...ids} {...form.register("organizationType")}>
              <option value="">Choose one (optional)</option>
              {ORGANIZATION_TYPES.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Students on your caseload" error={errors.studentCount?.message}>
          {(ids) => (
            <Select {...ids} {...form.register("studentCount")}>
              <option value="">Choose one (optional)</option>
              {STUDENT_COUNTS.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </div>
  );
}

/** Step 3, what you want help with (optional). */
export function GoalsStep({ form }: { form: OnboardingForm }) {
  const { errors } = form.formState;
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">What do you want help with? (optional)</legend>
        <div className="mt-2 space-y-1">
          {GOAL_CHOICES.map((g) => (
            <label key={g} className="flex min-h-10 cursor-pointer items-center gap-3 text-sm text-slate-900">
              <input
                type="checkbox"
                value={g}
                className="size-4 accent-indigo-700"
                {...form.register("goalChoices")}
              />
              {g}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="Anything else? (optional)" error={errors.otherGoals?.message}>
        {(ids) => <Textarea {...ids} rows={3} {...form.register("otherGoals")} />}
      </Field>
    </div>
  );
}
