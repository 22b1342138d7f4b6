/**
 * /onboarding (spec §2 "Sign-in only"; §3 profile fields; §4 Onboarding). A three-step form; the
 * last step sends PATCH /api/v1/me with onboardingCompleted: true, after which the guard moves the
 * teacher on to the remembered origin or /dashboard. Typed values survive going back and forth
 * and a failed save.
 */

import { useSignedInProfile } from "@client/lib/auth/get-me";
import { useUpdateProfile } from "@client/lib/auth/update-profile";
import { browserTimeZone } from "@client/lib/auth/use-time-zone-sync";
import { zodResolver } from "@hookform/resolvers/zod";
import { messages } from "@shared/domain/error-messages";
import { Check } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Alert, Button, Card, Field, Input, Select, Textarea } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import {
  EXPERIENCE_LEVELS,
  GOAL_CHOICES,
  ONBOARDING_STEPS,
  type OnboardingFormInput,
  type OnboardingFormValues,
  ORGANIZATION_TYPES,
  onboardingFormSchema,
  ROLE_SUGGESTIONS,
  STUDENT_COUNTS,
  splitName,
  toProfileUpdate,
} from "../lib/onboarding-form";

function StepList({ current }: { current: number }) {
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

/** The onboarding screen (default export: loaded lazily by the router). */
export default function OnboardingPage() {
  const profile = useSignedInProfile();
  const update = useUpdateProfile();
  const [step, setStep] = useState(0);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const movedStep = useRef(false);
  const form = useForm<OnboardingFormInput, unknown, OnboardingFormValues>({
    resolver: zodResolver(onboardingFormSchema),
    defaultValues: {
      ...(profile.firstName || profile.lastName
        ? { firstName: profile.firstName ?? "", lastName: profile.lastName ?? "" }
        : splitName(profile.name)),
      role: profile.role ?? "",
      experienceLevel: profile.experienceLevel ?? "",
      organization: profile.organization ?? "",
      organizationType: profile.organizationType ?? "",
      studentCount: profile.studentCount ?? "",
      goalChoices: [],
      otherGoals: "",
    },
  });
  const { errors } = form.formState;
  const last = step === ONBOARDING_STEPS.length - 1;
  const current = ONBOARDING_STEPS[step]!;

  // Move focus to the new step's heading so screen readers announce it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: step is the trigger.
  useEffect(() => {
    if (movedStep.current) stepHeading.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    movedStep.current = true;
    setStep(next);
  };

  const onContinue = async () => {
    const ok = await form.trigger([...current.fields], { shouldFocus: true });
    if (ok) goTo(step + 1);
  };

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(toProfileUpdate(values, browserTimeZone()), {
      onSuccess: () => toast.success(`Welcome, ${values.firstName}! Your workspace is ready.`),
    }),
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">Welcome to IEP Workspace</h1>
        <p className="mt-2 text-slate-700">
          Three quick questions so the workspace fits how you work. It takes about a minute.
        </p>
      </div>
      <StepList current={step} />
      <Card className="p-6">
        <form
          noValidate
          onSubmit={(e) => {
            if (!last) {
              e.preventDefault();
              void onContinue();
              return;
            }
            void onSubmit(e);
          }}
          className="space-y-5"
        >
          <h2
            ref={stepHeading}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            Step {step + 1} of {ONBOARDING_STEPS.length}: {current.title}
          </h2>

          {step === 0 ? (
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
          ) : null}

          {step === 1 ? (
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
          ) : null}

          {step === 2 ? (
            <div className="space-y-4">
              <fieldset>
                <legend className="text-sm font-medium text-slate-800">
                  What do you want help with? (optional)
                </legend>
                <div className="mt-2 space-y-1">
                  {GOAL_CHOICES.map((g) => (
                    <label
                      key={g}
                      className="flex min-h-10 cursor-pointer items-center gap-3 text-sm text-slate-900"
                    >
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
          ) : null}

          {update.isError ? (
            <Alert tone="error" title="Your answers were not saved">
              {errorMessage(update.error, messages.profile.failed)}
            </Alert>
          ) : null}

          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5">
            {step > 0 ? (
              <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={update.isPending}>
                Back
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={update.isPending}>
              {last ? (update.isPending ? "Saving…" : "Finish and go to my dashboard") : "Continue"}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
