import { Alert, ConfirmDialog } from "@client/components/ui";
import { ApiRequestError, errorMessage } from "@client/lib/api-client";
import type { Student } from "@shared/contracts/students";
import { messages } from "@shared/domain/error-messages";
import { useState } from "react";
import { useDeleteStudent } from "../api/delete-student";

export interface DeleteStudentDialogProps {
  /** The student to delete; null closes the dialog. */
  student: Student | null;
  onClose: () => void;
  /** After the server deleted (archived) the student, or found them already gone (404). */
  onDeleted: (student: Student, alreadyGone: boolean) => void;
}

/**
 * Confirmation before deleting a student (conventions: "confirmation before destroying data").
 * Names the student and says what happens (requirements "Deleting students": the record is copied to the deleted-students
 * archive, then removed). A failure keeps the dialog open with requirements "Error catalogue": "Failed to delete
 * student. Please try again."
 */
export function DeleteStudentDialog({ student, onClose, onDeleted }: DeleteStudentDialogProps) {
  const remove = useDeleteStudent();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (!student) return;
    setFailure(null);
    try {
      // Saved or waiting in the outbox (requirements "Local storage"): the student leaves the list either way.
      await remove.mutateAsync(student);
      onDeleted(student, false);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 404) {
        onDeleted(student, true);
        return;
      }
      setFailure(errorMessage(err, messages.students.deleteFailed));
    }
  };

  return (
    <ConfirmDialog
      open={student !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={student ? `Delete ${student.name}?` : "Delete student?"}
      description={
        <div className="space-y-3">
          <p>
            Their IEP data moves to the archive and they leave your caseload. Progress notes you already wrote
            stay in your note history.
          </p>
          {failure ? (
            <Alert tone="error" title={messages.students.deleteFailed}>
              {failure !== messages.students.deleteFailed ? failure : null}
            </Alert>
          ) : null}
        </div>
      }
      confirmLabel="Delete student"
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
