/**
 * /onboarding (requirements "Screens and routes", "Profile", "Onboarding"). A three-step form; the
 * last step sends PATCH /api/v1/me with onboardingCompleted: true, after which the guard moves the
 * teacher on to the remembered origin or /dashboard. Typed values survive going back and forth
 * and a failed save, and leaving midway: the step and the answers are kept on this device under
 * `iep:<userId>:onboarding_draft` (requirements "Onboarding", "Local storage"; the profile stores
 * nothing until the last step), restored on the next visit, and removed on finishing (sign-out
 * removes every `iep:<userId>:` key).
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
import { readStored, removeStored, writeStored } from "@client/lib/storage";
import { messages } from "@shared/domain/error-messages";
import { useEffect, useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
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

/** Where the unfinished onboarding is kept on this device (requirements "Local storage"). */
export const onboardingDraftKey = (userId: string) => `iep:${userId}:onboarding_draft`;

/** The kept step (0-based) and answers. */
interface OnboardingDraft {
  step: number;
  values: Partial<OnboardingFormInput>;
}

/** The kept draft of `userId`, or undefined when there is none or it is unreadable. */
function readDraft(userId: string): OnboardingDraft | undefined {
  const draft = readStored<OnboardingDraft>(onboardingDraftKey(userId));
  if (!draft || typeof draft !== "object" || typeof draft.values !== "object" || draft.values === null)
    return undefined;
  const step = Number.isInteger(draft.step)
    ? Math.min(Math.max(draft.step, 0), ONBOARDING_STEPS.length - 1)
    : 0;
  return { step, values: draft.values };
}

/** Writes the step and every change of the answers to the device as they happen. */
function KeepDraft({ userId, step }: { userId: string; step: number }) {
  const { watch, getValues } = useFormContext<OnboardingFormInput>();
  useEffect(() => {
    writeStored(onboardingDraftKey(userId), { step, values: getValues() });
    const subscription = watch((values) =>
      writeStored(onboardingDraftKey(userId), { step, values: values as Partial<OnboardingFormInput> }),
    );
    return () => subscription.unsubscribe();
  }, [userId, step, watch, getValues]);
  return null;
}

/** The onboarding screen (default export: loaded lazily by the router). */
export default function OnboardingPage() {
  const profile = useSignedInProfile();
  const update = useUpdateProfile();
  // Read once: where the teacher left off, if they left midway.
  const [draft] = useState(() => readDraft(profile.id));
  const [step, setStep] = useState(draft?.step ?? 0);
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
          defaultValues={{ ...initialValues(profile), ...draft?.values }}
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
            // The promise settles even when the guard has already moved on (this screen unmounted),
            // so the kept draft is always removed once the answers are saved.
            update.mutateAsync(toProfileUpdate(values, browserTimeZone())).then(
              () => {
                removeStored(onboardingDraftKey(profile.id));
                toast.success(`Welcome, ${values.firstName}! Your workspace is ready.`);
              },
              () => undefined, // shown by the alert below (update.isError); the draft stays
            );
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
          {update.isSuccess ? null : <KeepDraft userId={profile.id} step={step} />}

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
