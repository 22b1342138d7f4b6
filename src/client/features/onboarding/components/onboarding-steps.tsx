/**
 * The onboarding steps (requirements "Onboarding"): the step list, and each step's fields bound to
 * the enclosing onboarding form.
 */
import { InputField, SelectField, TextareaField } from "@client/components/form";
import { Check } from "lucide-react";
import { useFormContext } from "react-hook-form";
import { cn } from "../../../lib/cn";
import {
  EXPERIENCE_LEVELS,
  GOAL_CHOICES,
  ONBOARDING_STEPS,
  type OnboardingFormInput,
  ORGANIZATION_TYPES,
  ROLE_SUGGESTIONS,
  STUDENT_COUNTS,
} from "../lib/onboarding-form";

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
export function AboutYouStep() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField name="firstName" label="First name" required autoComplete="given-name" />
      <InputField name="lastName" label="Last name" required autoComplete="family-name" />
      <InputField
        name="role"
        className="sm:col-span-2"
        label="Your role"
        required
        hint="Choose a suggestion or type your own."
        list="role-suggestions"
        autoComplete="organization-title"
      />
      <datalist id="role-suggestions">
        {ROLE_SUGGESTIONS.map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      <SelectField
        name="experienceLevel"
        className="sm:col-span-2"
        label="Years in special education"
        options={EXPERIENCE_LEVELS}
      >
        <option value="">Prefer not to say</option>
      </SelectField>
    </div>
  );
}

/** Step 2, where you work: organization, its type and caseload size (all optional). */
export function OrganizationStep() {
  return (
    <div className="grid gap-4">
      <InputField name="organization" label="School or organization" autoComplete="organization" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="organizationType" label="Type of organization" options={ORGANIZATION_TYPES}>
          <option value="">Choose one (optional)</option>
        </SelectField>
        <SelectField name="studentCount" label="Students on your caseload" options={STUDENT_COUNTS}>
          <option value="">Choose one (optional)</option>
        </SelectField>
      </div>
    </div>
  );
}

/** Step 3, what you want help with (optional). */
export function GoalsStep() {
  const { register } = useFormContext<OnboardingFormInput>();
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
                {...register("goalChoices")}
              />
              {g}
            </label>
          ))}
        </div>
      </fieldset>
      <TextareaField name="otherGoals" label="Anything else? (optional)" rows={3} />
    </div>
  );
}
