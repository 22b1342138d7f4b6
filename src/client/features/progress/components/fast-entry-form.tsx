/**
 * The fast entry form for a tablet (requirements "Progress entries"): the date defaults to today, a big numeric field
 * (inputMode="decimal" brings up the number pad), Enter saves, the form stays open for the next
 * score with focus back in the score field, and a toast offers "Undo" for the entry just saved.
 */
import { Alert, Button, Field, Input } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { formatDay, formatValue, localIsoDate } from "@client/lib/format";
import { isLocalId } from "@client/lib/outbox/local-ids";
import type { Goal } from "@shared/contracts/goals";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { useCreateProgressEntry } from "../api/create-progress-entry";
import { useDeleteProgressEntry } from "../api/delete-progress-entry";
import { parseEntryForm } from "../lib/entry-values";

/** The form; `goal` gives the unit shown in the label. */
export function FastEntryForm({ goal }: { goal: Goal }) {
  const create = useCreateProgressEntry();
  const remove = useDeleteProgressEntry();
  const [entryDate, setEntryDate] = useState(() => localIsoDate(new Date()));
  const [value, setValue] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ entryDate?: string; progressValue?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusScore = () => formRef.current?.querySelector<HTMLInputElement>("input[name=score]")?.focus();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    setServerError(null);
    const parsed = parseEntryForm({ entryDate, progressValue: value, note });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      focusScore();
      return;
    }
    setErrors({});
    try {
      const entry = await create.mutateAsync({
        goalId: goal.id,
        entryDate: parsed.entryDate,
        progressValue: parsed.progressValue,
        note: parsed.note,
      });
      setValue("");
      setNote("");
      focusScore();
      // A local id: the entry waits in the outbox (requirements "Local storage").
      const what = `${formatValue(entry.progressValue, goal.unit)} for ${formatDay(entry.entryDate)}`;
      toast.success(
        isLocalId(entry.id)
          ? `Recorded ${what}, not yet saved: it is sent when you are back online`
          : `Saved ${what}`,
        {
          action: {
            label: "Undo",
            onClick: () =>
              remove.mutate(
                { id: entry.id, goalId: goal.id },
                {
                  onSuccess: () => toast.success("Entry removed"),
                  onError: (err) => toast.error(errorMessage(err, "Failed to undo. Please try again.")),
                },
              ),
          },
        },
      );
    } catch (err) {
      setServerError(errorMessage(err, "Failed to save the entry. Please try again."));
    }
  };

  return (
    <section
      aria-labelledby="fast-entry-heading"
      className="rounded-lg border border-indigo-200 bg-white p-5 shadow-sm"
    >
      <h2 id="fast-entry-heading" className="text-lg font-semibold text-slate-900">
        Record a data point
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Type the score and press Enter; the form stays open for the next one.
      </p>
      <form ref={formRef} onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-[10rem_1fr]">
        <Field label="Date" error={errors.entryDate}>
          {(a) => (
            <Input
              {...a}
              type="date"
              value={entryDate}
              onChange={(e) => setEntryDate(e.target.value)}
              className="h-14 text-base"
            />
          )}
        </Field>
        <Field label={goal.unit ? `Score (${goal.unit})` : "Score"} error={errors.progressValue}>
          {(a) => (
            <Input
              {...a}
              name="score"
              inputMode="decimal"
              autoComplete="off"
              enterKeyHint="done"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              className="h-14 text-2xl font-semibold"
            />
          )}
        </Field>
        <Field label="Note (optional)" className="sm:col-span-2">
          {(a) => (
            <Input
              {...a}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              autoComplete="off"
              className="h-12"
            />
          )}
        </Field>
        {serverError ? <Alert tone="error" title={serverError} className="sm:col-span-2" /> : null}
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" loading={create.isPending} className="w-full sm:w-auto">
            Save entry
          </Button>
        </div>
      </form>
    </section>
  );
}
