/**
 * The fast entry form for a tablet (requirements "Progress entries"): the date defaults to today, a big numeric field
 * (inputMode="decimal" brings up the number pad), Enter saves, the form stays open for the next
 * score with focus back in the score field, and a toast offers "Undo" for the entry just saved.
 */
import { Form, FormError, InputField } from "@client/components/form";
import { Button } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { formatDay, formatValue, localIsoDate } from "@client/lib/format";
import { isLocalId } from "@client/lib/outbox/local-ids";
import type { Goal } from "@shared/contracts/goals";
import { useRef } from "react";
import { toast } from "sonner";
import { useCreateProgressEntry } from "../api/create-progress-entry";
import { useDeleteProgressEntry } from "../api/delete-progress-entry";
import { entryFormSchema, entryFormValues } from "../lib/entry-values";

/** The form; `goal` gives the unit shown in the label. */
export function FastEntryForm({ goal }: { goal: Goal }) {
  const create = useCreateProgressEntry();
  const remove = useDeleteProgressEntry();
  const formRef = useRef<HTMLFormElement>(null);
  const focusScore = () =>
    formRef.current?.querySelector<HTMLInputElement>("input[name=progressValue]")?.focus();

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
      <Form
        ref={formRef}
        className="mt-4 grid gap-4 sm:grid-cols-[10rem_1fr]"
        schema={entryFormSchema}
        defaultValues={entryFormValues(localIsoDate(new Date()))}
        options={{ shouldFocusError: false, reValidateMode: "onSubmit" }}
        onInvalid={focusScore}
        onSubmit={async (parsed, { setValue }) => {
          if (create.isPending) return;
          const entry = await create.mutateAsync({ goalId: goal.id, ...parsed });
          setValue("progressValue", "");
          setValue("note", "");
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
        }}
        submitError="Failed to save the entry. Please try again."
      >
        <InputField name="entryDate" label="Date" type="date" controlClassName="h-14 text-base" />
        <InputField
          name="progressValue"
          label={goal.unit ? `Score (${goal.unit})` : "Score"}
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          controlClassName="h-14 text-2xl font-semibold"
        />
        <InputField
          name="note"
          label="Note (optional)"
          className="sm:col-span-2"
          autoComplete="off"
          controlClassName="h-12"
        />
        <FormError className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" loading={create.isPending} className="w-full sm:w-auto">
            Save entry
          </Button>
        </div>
      </Form>
    </section>
  );
}
