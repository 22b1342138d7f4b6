/**
 * "Add a deadline" and "Edit deadline" (requirements "Deadlines": the teacher's own deadlines beside
 * the legal clock's): student (fixed on a student's page, and when editing), title, kind and due date.
 * Errors sit next to their field; a server refusal shows above the buttons and nothing typed is lost.
 */
import { InputField, SelectField, StudentField } from "@client/components/form";
import { FormDialog } from "@client/components/form-dialog";
import { createDeadlineInput, DEADLINE_KIND_LABELS, type Deadline } from "@shared/contracts/deadlines";
import type { Student } from "@shared/contracts/students";
import { useCreateDeadline, useUpdateDeadline } from "../api/deadline-mutations";

/** The contract's fields of a manual deadline; the words of the form's checks are its own. */
const formSchema = createDeadlineInput.pick({ studentId: true, title: true, kind: true, dueDate: true });
const FORM_MESSAGES = {
  studentId: "Choose a student",
  title: { too_small: "Enter what is due" },
  dueDate: { invalid_format: "Enter the due date" },
};

export interface DeadlineFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The caseload for the student choice (unused when `studentId` or `deadline` fixes the student). */
  students: readonly Pick<Student, "id" | "name" | "grade">[];
  /** A fixed student (the student's page). */
  studentId?: string;
  /** A manual deadline to edit; absent: add a new one. */
  deadline?: Deadline | null;
  /** Called with a sentence for a toast after saving. */
  onSaved?: (message: string) => void;
}

/** The add / edit dialog; see the module docstring. */
export function DeadlineFormDialog({
  open,
  onClose,
  students,
  studentId,
  deadline,
  onSaved,
}: DeadlineFormDialogProps) {
  const create = useCreateDeadline();
  const update = useUpdateDeadline();
  const fixedId = deadline?.studentId ?? studentId;
  const fixedName = deadline?.studentName ?? students.find((s) => s.id === fixedId)?.name;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={deadline ? "Edit deadline" : "Add a deadline"}
      description={
        deadline
          ? undefined
          : "A deadline of your own: a meeting notice to send, a consent to collect, a form."
      }
      schema={formSchema}
      defaultValues={{
        studentId: fixedId ?? "",
        title: deadline?.title ?? "",
        kind: deadline?.kind ?? "custom",
        dueDate: deadline?.dueDate ?? "",
      }}
      messages={FORM_MESSAGES}
      initialFocus={fixedId ? "title" : "studentId"}
      onSubmit={async ({ studentId: sid, title, kind, dueDate }) => {
        if (deadline) await update.mutateAsync({ id: deadline.id, input: { title, kind, dueDate } });
        else await create.mutateAsync({ studentId: sid, title, kind, dueDate });
        onClose();
        onSaved?.(deadline ? `${title} saved.` : `${title} added.`);
      }}
      submitError="Failed to save the deadline. Please try again."
      submitLabel={deadline ? "Save deadline" : "Add deadline"}
    >
      <StudentField students={students} fixed={fixedId ? { name: fixedName } : undefined} />
      <InputField
        name="title"
        label="Title"
        required
        hint="What is due, e.g. Send the meeting notice"
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="kind" label="Kind" required labels={DEADLINE_KIND_LABELS} />
        <InputField name="dueDate" label="Due date" required type="date" />
      </div>
    </FormDialog>
  );
}
