/**
 * /onboarding (requirements "Screens and routes", "Profile", "Onboarding"). A three-step form; the
 * last step sends PATCH /api/v1/me with onboardingCompleted: true, after which the guard moves the
 * teacher on to the remembered origin or /dashboard. Typed values survive going back and forth
 * and a failed save.
 */

import { Form } from "@client/components/form";
import { Alert, Button, Card } from "@client/components/ui";
import {
  AboutYouStep,
  GoalsStep,
  OrganizationStep,
  StepList,
} from "@client/features/onboarding/components/onboarding-steps";
import {
  ONBOARDING_STEPS,
  type OnboardingFormInput,
  onboardingFormSchema,
  splitName,
  toProfileUpdate,
} from "@client/features/onboarding/lib/onboarding-form";
import { errorMessage } from "@client/lib/api-client";
import { useSignedInProfile } from "@client/lib/auth/get-me";
import { useUpdateProfile } from "@client/lib/auth/update-profile";
import { browserTimeZone } from "@client/lib/auth/use-time-zone-sync";
import { messages } from "@shared/domain/error-messages";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";

/** Each step's fields, in the steps' order. */
const STEP_FIELDS = [AboutYouStep, OrganizationStep, GoalsStep];

/** The form's starting values: what the profile already holds (the name split when needed). */
function initialValues(profile: ReturnType<typeof useSignedInProfile>): OnboardingFormInput {
  return {
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
  };
}

/** The onboarding screen (default export: loaded lazily by the router). */
export default function OnboardingPage() {
  const profile = useSignedInProfile();
  const update = useUpdateProfile();
  const [step, setStep] = useState(0);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const movedStep = useRef(false);
  const last = step === ONBOARDING_STEPS.length - 1;
  const current = ONBOARDING_STEPS[step]!;
  const StepFields = STEP_FIELDS[step]!;

  // Move focus to the new step's heading so screen readers announce it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: step is the trigger.
  useEffect(() => {
    if (movedStep.current) stepHeading.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    movedStep.current = true;
    setStep(next);
  };

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
        <Form
          className="space-y-5"
          schema={onboardingFormSchema}
          defaultValues={initialValues(profile)}
          // Errors stay until the next Continue, as when each step checked only its own fields.
          options={{ reValidateMode: "onSubmit" }}
          // Continue checks the form and moves on once this step's fields pass (a later step's
          // problems wait for that step); the last step saves.
          onInvalid={(errors, { clearErrors }) => {
            if (last || current.fields.some((field) => field in errors)) return;
            clearErrors();
            goTo(step + 1);
          }}
          onSubmit={(values) => {
            if (!last) return goTo(step + 1);
            update.mutate(toProfileUpdate(values, browserTimeZone()), {
              onSuccess: () => toast.success(`Welcome, ${values.firstName}! Your workspace is ready.`),
            });
          }}
        >
          <h2
            ref={stepHeading}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            Step {step + 1} of {ONBOARDING_STEPS.length}: {current.title}
          </h2>

          <StepFields />

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
        </Form>
      </Card>
    </div>
  );
}
