/**
 * The fast entry form for a tablet (requirements "Progress entries"): the date defaults to today, a big numeric field
 * (inputMode="decimal" brings up the number pad), Enter saves, the form stays open for the next
 * score with focus back in the score field, and a toast offers "Undo" for the entry just saved.
 * The plausible-data rule is checked before sending: what cannot be is refused on its field, what is
 * implausible asks "Save anyway" first, what was typed kept (`lib/entry-check.ts`).
 */
import { Form, FormError, type FormMethods, InputField } from "@client/components/form";
import { Button } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { formatDay, formatValue, localIsoDate } from "@client/lib/format";
import { isLocalId } from "@client/lib/outbox/local-ids";
import type { Goal, ProgressEntry } from "@shared/contracts/goals";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { useCreateProgressEntry } from "../api/create-progress-entry";
import { useDeleteProgressEntry } from "../api/delete-progress-entry";
import { progressEntriesQueryKey } from "../api/query-keys";
import { checkEntryForGoal, implausibleReasons } from "../lib/entry-check";
import { entryFormSchema, entryFormValues } from "../lib/entry-values";
import { ImplausibleConfirm } from "./implausible-confirm";

type Parsed = { entryDate: string; progressValue: number | null; note: string | null };

/** The form; `goal` gives the unit shown in the label. */
export function FastEntryForm({ goal }: { goal: Goal }) {
  const create = useCreateProgressEntry();
  const remove = useDeleteProgressEntry();
  const formRef = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{
    parsed: Parsed;
    methods: FormMethods<typeof entryFormSchema>;
    reasons: string[];
  } | null>(null);
  const focusScore = () =>
    formRef.current?.querySelector<HTMLInputElement>("input[name=progressValue]")?.focus();

  /** Sends the entry; a 409 `IMPLAUSIBLE_VALUE` from the server asks the teacher like the local check. */
  async function save(parsed: Parsed, methods: FormMethods<typeof entryFormSchema>, confirm: boolean) {
    let entry: ProgressEntry;
    try {
      entry = await create.mutateAsync({
        goalId: goal.id,
        ...parsed,
        ...(confirm ? { confirmImplausible: true } : {}),
      });
    } catch (error) {
      const reasons = implausibleReasons(error);
      if (reasons && !confirm) {
        setPending({ parsed, methods, reasons });
        return;
      }
      throw error;
    }
    setPending(null);
    const { setValue } = methods;
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
  }

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
        onSubmit={async (parsed, methods) => {
          if (create.isPending) return;
          setPending(null);
          const entries = queryClient.getQueryData<ProgressEntry[]>(progressEntriesQueryKey(goal.id));
          const check = checkEntryForGoal(parsed, goal, entries);
          if (check.refused.length > 0) {
            for (const p of check.refused) methods.setError(p.field, { type: "rule", message: p.message });
            return;
          }
          if (check.implausible.length > 0) {
            setPending({ parsed, methods, reasons: check.implausible.map((p) => p.message) });
            return;
          }
          await save(parsed, methods, false);
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
        {pending ? (
          <div className="sm:col-span-2">
            <ImplausibleConfirm
              reasons={pending.reasons}
              saving={create.isPending}
              onConfirm={() =>
                void save(pending.parsed, pending.methods, true).catch((error) =>
                  toast.error(errorMessage(error, "Failed to save the entry. Please try again.")),
                )
              }
              onCancel={() => {
                setPending(null);
                focusScore();
              }}
            />
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" loading={create.isPending} className="w-full sm:w-auto">
            Save entry
          </Button>
        </div>
      </Form>
    </section>
  );
}
