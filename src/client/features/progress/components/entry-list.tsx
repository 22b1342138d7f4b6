/**
 * A goal's entries, newest first (requirements "Progress entries": "progress_entries: GET ordered by entry_date
 * descending"), with edit (dialog) and delete (after confirmation) on each row. Below Tailwind's `sm`
 * (640 px) each row reflows into a block (date, score and note stacked, the buttons beside them), so
 * a phone never scrolls sideways to reach them (requirements "Screens and routes").
 */
import { AuthorLabel } from "@client/components/author-label";
import { InputField, TextareaField } from "@client/components/form";
import { FormDialog } from "@client/components/form-dialog";
import { NotYetSavedBadge } from "@client/components/outbox/not-yet-saved-badge";
import { TableHead } from "@client/components/table-head";
import { Button, ConfirmDialog } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { formatDay, formatValue } from "@client/lib/format";
import { usePendingIds } from "@client/lib/outbox/use-pending";
import type { Goal, ProgressEntry } from "@shared/contracts/goals";
import { useQueryClient } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { useDeleteProgressEntry } from "../api/delete-progress-entry";
import { progressEntriesQueryKey } from "../api/query-keys";
import { useUpdateProgressEntry } from "../api/update-progress-entry";
import { checkEntryForGoal, implausibleReasons } from "../lib/entry-check";
import { entryFormSchema, entryFormValues } from "../lib/entry-values";
import { ImplausibleConfirm } from "./implausible-confirm";

export interface EntryListProps {
  goal: Goal;
  /** Newest first. */
  entries: readonly ProgressEntry[];
  /**
   * Whether the signed-in teacher may edit or delete `entry` (a team member whose role changes only
   * the entries they recorded: requirements "What each role may do"). Default: every entry.
   */
  canChange?: (entry: ProgressEntry) => boolean;
}

/** The entries table with its edit and delete dialogs. */
export function EntryList({ goal, entries, canChange = () => true }: EntryListProps) {
  const [editing, setEditing] = useState<ProgressEntry | null>(null);
  const [deleting, setDeleting] = useState<ProgressEntry | null>(null);
  const remove = useDeleteProgressEntry();
  const pending = usePendingIds("progress-entries");

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id, goalId: goal.id, entryDate: deleting.entryDate },
      {
        onSuccess: () => {
          toast.success(`Entry of ${formatDay(deleting.entryDate)} deleted`);
          setDeleting(null);
        },
        onError: (err) => {
          toast.error(errorMessage(err, "Failed to delete the entry. Please try again."));
          setDeleting(null);
        },
      },
    );
  };

  if (entries.length === 0) {
    return <p className="text-sm text-slate-700">No entries yet. Record the first data point above.</p>;
  }
  return (
    <>
      <div>
        <table className="w-full text-left text-sm max-sm:block">
          <caption className="sr-only">Entries for this goal, newest first</caption>
          <TableHead
            className="text-slate-700 max-sm:sr-only"
            headings={[
              "Date",
              "Score",
              "Note",
              <span key="actions" className="sr-only">
                Actions
              </span>,
            ]}
            cellClassName="border-b border-slate-200 py-2 pr-4 font-semibold"
            lastCellClassName="border-b border-slate-200 py-2 font-semibold"
          />
          <tbody className="divide-y divide-slate-100 max-sm:block">
            {entries.map((e) => (
              <tr
                key={e.id}
                className="max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:py-2"
              >
                <th
                  scope="row"
                  className="py-2 pr-4 font-normal whitespace-nowrap max-sm:col-start-1 max-sm:p-0 max-sm:font-semibold"
                >
                  {formatDay(e.entryDate)}
                  <AuthorLabel authorId={e.enteredBy} authorName={e.authorName} className="block" />
                </th>
                <td className="py-2 pr-4 whitespace-nowrap max-sm:col-start-1 max-sm:p-0">
                  {formatValue(e.progressValue, goal.unit)}
                  <NotYetSavedBadge pending={pending.has(e.id)} />
                </td>
                <td className="py-2 pr-4 whitespace-pre-line wrap-anywhere max-sm:col-start-1 max-sm:p-0 max-sm:empty:hidden">
                  {e.note ?? ""}
                </td>
                <td className="py-2 max-sm:col-start-2 max-sm:row-span-3 max-sm:row-start-1 max-sm:self-center max-sm:p-0">
                  {canChange(e) ? (
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        className="size-10 px-0"
                        aria-label={`Edit entry of ${formatDay(e.entryDate)}`}
                        onClick={() => setEditing(e)}
                      >
                        <Pencil className="size-4" aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        className="size-10 px-0 text-red-800 hover:bg-red-50"
                        aria-label={`Delete entry of ${formatDay(e.entryDate)}`}
                        onClick={() => setDeleting(e)}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing ? <EditEntryDialog goal={goal} entry={editing} onDone={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete this entry?"
        description={
          deleting
            ? `The entry of ${formatDay(deleting.entryDate)} (${formatValue(deleting.progressValue, goal.unit)}) will be removed for good.`
            : ""
        }
        confirmLabel="Delete entry"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}

/**
 * "Edit entry": the entry's date, score and note. The plausible-data rule (requirements "Progress
 * entries") is checked first: a refusal is shown on its field; an implausible change lists its
 * reasons and the button becomes "Save anyway", which sends it confirmed.
 */
function EditEntryDialog({ goal, entry, onDone }: { goal: Goal; entry: ProgressEntry; onDone: () => void }) {
  const update = useUpdateProgressEntry();
  const queryClient = useQueryClient();
  const [reasons, setReasons] = useState<string[] | null>(null);
  return (
    <FormDialog
      onClose={onDone}
      title="Edit entry"
      description={`The entry of ${formatDay(entry.entryDate)}.`}
      schema={entryFormSchema}
      defaultValues={entryFormValues(entry.entryDate, entry)}
      options={{ shouldFocusError: false, reValidateMode: "onSubmit" }}
      onSubmit={async (changes, methods) => {
        const entries = queryClient.getQueryData<ProgressEntry[]>(progressEntriesQueryKey(goal.id));
        const check = checkEntryForGoal(changes, goal, entries, entry.id);
        if (check.refused.length > 0) {
          for (const p of check.refused) methods.setError(p.field, { type: "rule", message: p.message });
          return;
        }
        const found = check.implausible.map((p) => p.message);
        // Confirmed when the teacher presses "Save anyway" on the same reasons they were shown.
        const confirm = found.length > 0 && reasons !== null && found.join() === reasons.join();
        if (found.length > 0 && !confirm) {
          setReasons(found);
          return;
        }
        try {
          await update.mutateAsync({
            entry,
            changes: { ...changes, ...(reasons ? { confirmImplausible: true } : {}) },
          });
        } catch (error) {
          const fromServer = implausibleReasons(error);
          if (fromServer && !reasons) {
            setReasons(fromServer);
            return;
          }
          throw error;
        }
        toast.success("Entry updated");
        onDone();
      }}
      submitError="Failed to update the entry. Please try again."
      submitLabel={reasons ? "Save anyway" : "Save changes"}
      pending={update.isPending}
    >
      <InputField name="entryDate" label="Date" type="date" />
      <InputField
        name="progressValue"
        label={goal.unit ? `Score (${goal.unit})` : "Score"}
        hint="Leave blank for a session without a score"
        inputMode="decimal"
        autoComplete="off"
      />
      <TextareaField name="note" label="Note" rows={3} />
      {reasons ? <ImplausibleConfirm reasons={reasons} /> : null}
    </FormDialog>
  );
}
