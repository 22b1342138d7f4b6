/**
 * Saving a scored probe as a progress entry of the chosen goal (requirements "CBM probes": "The result can be saved
 * as a progress entry of a chosen goal"; POST /api/v1/progress-entries via useCreateProgressEntry).
 * On success: a message with a link to the goal's page; on failure: the server's message, with
 * everything typed kept. A score implausible for the goal (requirements "Progress entries": over 3×
 * its target, a date before its baseline; or the server's 409 `IMPLAUSIBLE_VALUE`) asks "Save anyway".
 */

import { Form, InputField, TextareaField } from "@client/components/form";
import { Alert, Button } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { useCreateProgressEntry } from "@client/features/progress/api/create-progress-entry";
import { ImplausibleConfirm } from "@client/features/progress/components/implausible-confirm";
import type { ProbeSelection } from "@client/features/progress/components/probe-subject-picker";
import { checkEntryForGoal, implausibleReasons } from "@client/features/progress/lib/entry-check";
import { goalPagePath, shortGoal } from "@client/features/progress/lib/probe-format";
import { errorMessage } from "@client/lib/api-client";
import { createProgressEntryInput, type Goal, type ProgressEntry } from "@shared/contracts/goals";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { z } from "zod";

const COMMENT_MAX = 1000;

/**
 * The probe's date (the contract's entry date, not after `today`) and the teacher's comment; the
 * form's own words for a missing or future date.
 */
const probeEntrySchema = (today: string) =>
  z.object({
    entryDate: createProgressEntryInput.shape.entryDate.refine((d) => d <= today, {
      message: "The date can't be in the future.",
    }),
    comment: z.string(),
  });
const PROBE_ENTRY_MESSAGES = { entryDate: { invalid_format: "Enter the date the probe was given." } };

export interface SaveProbeEntryProps {
  selection: ProbeSelection;
  /** The value to save (WCPM or digits correct); null while the probe cannot be scored. */
  value: number | null;
  /** How the value reads, e.g. "WCPM" or "digits correct". */
  valueLabel: string;
  /** Matches a goal unit this probe measures; a goal measured in another unit is offered no save. */
  unitPattern: RegExp;
  /** The generated description saved as the entry's note. */
  note: string;
  /** Why the result cannot be saved yet (e.g. the timer is still running), shown beside the button. */
  blockedReason?: string;
  date: string;
  onDateChange: (date: string) => void;
  /** Clears the probe for the next one (shown after a successful save). */
  onNewProbe: () => void;
  /** Today, yyyy-mm-dd (the latest date allowed). */
  today: string;
}

/** The "Save to a goal" section of a probe. */
export function SaveProbeEntry({
  selection,
  value,
  valueLabel,
  unitPattern,
  note,
  blockedReason,
  date,
  onDateChange,
  onNewProbe,
  today,
}: SaveProbeEntryProps) {
  const mutation = useCreateProgressEntry();
  const [saved, setSaved] = useState<{ entry: ProgressEntry; goal: Goal } | null>(null);
  const [pending, setPending] = useState<{ entryDate: string; text: string; reasons: string[] } | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const { student, goal } = selection;

  if (saved) {
    return (
      <div ref={successRef} tabIndex={-1} className="space-y-3 focus:outline-none">
        <Alert tone="success" title="Saved to the goal">
          <p>
            {saved.entry.progressValue} {valueLabel} on {saved.entry.entryDate} for “
            {shortGoal(saved.goal.statement)}”.
          </p>
        </Alert>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to={goalPagePath(saved.goal.id)}>Open the goal’s graph</Link>
          </Button>
          <Button size="lg" variant="secondary" onClick={onNewProbe}>
            Start a new probe
          </Button>
        </div>
      </div>
    );
  }

  if (!student) {
    return (
      <p className="text-sm text-slate-700">
        To save this result, choose a student and one of their goals under “Student and goal” above.
      </p>
    );
  }
  if (selection.goalsStatus === "pending") {
    return <p className="text-sm text-slate-700">Loading {student.name}’s goals…</p>;
  }
  if (selection.goalsStatus === "error") {
    return (
      <p className="text-sm text-slate-700">
        {student.name}’s goals could not be loaded, so the result cannot be saved yet. Try again above.
      </p>
    );
  }
  if (selection.goals.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        {student.name} has no IEP goals yet.{" "}
        <Link to={paths.progress} className="text-indigo-700 underline underline-offset-2">
          Add a goal on the Progress page
        </Link>{" "}
        to save probe results to it.
      </p>
    );
  }
  if (!goal) {
    return (
      <p className="text-sm text-slate-700">
        Choose one of {student.name}’s goals above to save this result.
      </p>
    );
  }

  function save(entryDate: string, text: string, confirm: boolean) {
    if (value === null || !goal) return;
    const chosen = goal;
    setPending(null);
    mutation.mutate(
      {
        goalId: chosen.id,
        entryDate,
        progressValue: value,
        note: text,
        ...(confirm ? { confirmImplausible: true } : {}),
      },
      {
        onSuccess: (entry) => {
          setSaved({ entry, goal: chosen });
          requestAnimationFrame(() => successRef.current?.focus());
        },
        onError: (error) => {
          const reasons = implausibleReasons(error);
          if (reasons && !confirm) setPending({ entryDate, text, reasons });
        },
      },
    );
  }

  // Only a goal measured in the probe's unit takes its score (requirements "CBM probes"); a goal with
  // no unit yet (migrated from the old text list) still can.
  if (goal.unit && !unitPattern.test(goal.unit)) {
    return (
      <Alert tone="warning" title={`This goal is measured in “${goal.unit}”, not ${valueLabel}.`}>
        <p>
          The probe’s {valueLabel} can only be saved to a goal measured in {valueLabel}. Choose another of{" "}
          {student.name}’s goals above.
        </p>
      </Alert>
    );
  }

  return (
    <Form
      aria-label={`Save ${valueLabel} to the goal`}
      className="space-y-4"
      schema={probeEntrySchema(today)}
      defaultValues={{ entryDate: date, comment: "" }}
      messages={PROBE_ENTRY_MESSAGES}
      options={{ shouldFocusError: false, reValidateMode: "onSubmit" }}
      onSubmit={({ entryDate, comment }) => {
        if (value === null) return;
        const text = comment.trim() ? `${note}. ${comment.trim()}` : note;
        const check = checkEntryForGoal({ entryDate, progressValue: value }, goal, undefined);
        const reasons = [...check.refused, ...check.implausible].map((p) => p.message);
        if (reasons.length > 0 && check.refused.length === 0) {
          setPending({ entryDate, text, reasons });
          return;
        }
        save(entryDate, text, false);
      }}
    >
      <p className="text-sm text-slate-800">
        Saving to: <span className="font-medium">{shortGoal(goal.statement, 140)}</span>
      </p>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <InputField
          name="entryDate"
          label="Date of the probe"
          required
          type="date"
          max={today}
          registerOptions={{ onChange: (e) => onDateChange(e.target.value) }}
        />
        <TextareaField
          name="comment"
          label="Comment (optional)"
          hint="Added after the probe's details in the entry's note."
          controlClassName="min-h-10"
          rows={2}
          maxLength={COMMENT_MAX}
        />
      </div>
      {value !== null ? (
        <p className="text-sm text-slate-700">
          Note saved with the entry: <span className="text-slate-900">{note}</span>
        </p>
      ) : null}
      {pending ? (
        <ImplausibleConfirm
          reasons={pending.reasons}
          saving={mutation.isPending}
          onConfirm={() => save(pending.entryDate, pending.text, true)}
          onCancel={() => setPending(null)}
        />
      ) : null}
      {mutation.isError && !implausibleReasons(mutation.error) ? (
        <Alert tone="error" title="The result was not saved.">
          <p>{errorMessage(mutation.error, "Please try again.")}</p>
          <p>Everything you entered is still here.</p>
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" loading={mutation.isPending} disabled={value === null}>
          Save {value !== null ? `${value} ${valueLabel}` : "result"} to the goal
        </Button>
        {value === null && blockedReason ? <p className="text-sm text-slate-700">{blockedReason}</p> : null}
      </div>
    </Form>
  );
}
