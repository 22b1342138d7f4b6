/**
 * The deadline dialogs a screen needs once (requirements "Deadlines"): add a manual deadline, edit
 * one, and delete one behind a confirmation, each followed by a toast. A screen passes `itemActions`
 * to its deadline rows, calls `openAdd` from its "Add a deadline" button and renders `dialogs`.
 */
import { ConfirmDialog } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import type { Deadline } from "@shared/contracts/deadlines";
import type { Student } from "@shared/contracts/students";
import { useState } from "react";
import { toast } from "sonner";
import { useDeleteDeadline } from "../api/deadline-mutations";
import { DeadlineFormDialog } from "../components/deadline-form-dialog";
import { formatDueDate } from "../lib/due-date";

/** What a manual deadline's row offers. */
export interface DeadlineItemActions {
  onEdit: (d: Deadline) => void;
  onDelete: (d: Deadline) => void;
}

/**
 * State and elements of the deadline dialogs.
 * @param students the caseload for the student choice; `studentId` fixes the student (a student's page).
 */
export function useDeadlineDialogs(
  students: readonly Pick<Student, "id" | "name" | "grade">[],
  studentId?: string,
) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Deadline | null>(null);
  const [deleting, setDeleting] = useState<Deadline | null>(null);
  const remove = useDeleteDeadline();
  const itemActions: DeadlineItemActions = { onEdit: setEditing, onDelete: setDeleting };
  const dialogs = (
    <>
      <DeadlineFormDialog
        open={adding || editing !== null}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
        students={students}
        studentId={studentId}
        deadline={editing}
        onSaved={(message) => toast.success(message)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this deadline?"
        description={
          deleting
            ? `${deleting.title} (${deleting.studentName}, due ${formatDueDate(deleting.dueDate)}) will be deleted. This cannot be undone.`
            : ""
        }
        confirmLabel="Delete deadline"
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(`${deleting.title} deleted.`);
              setDeleting(null);
            },
            onError: (err) =>
              toast.error(errorMessage(err, "Failed to delete the deadline. Please try again.")),
          });
        }}
      />
    </>
  );
  return { openAdd: () => setAdding(true), itemActions, dialogs };
}
