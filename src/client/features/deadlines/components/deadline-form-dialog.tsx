/**
 * "Add a deadline" and "Edit deadline" (requirements "Deadlines": the teacher's own deadlines beside
 * the legal clock's): student (fixed on a student's page, and when editing), title, kind and due date.
 * Errors sit next to their field; a server refusal shows above the buttons and nothing typed is lost.
 */
import { StudentOptions } from "@client/components/student-options";
import { Alert, Button, Dialog, Field, Input, Select } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { zodResolver } from "@hookform/resolvers/zod";
import { DEADLINE_KIND_LABELS, DEADLINE_KINDS, type Deadline } from "@shared/contracts/deadlines";
import type { Student } from "@shared/contracts/students";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useCreateDeadline, useUpdateDeadline } from "../api/deadline-mutations";

const formSchema = z.object({
  studentId: z.string().min(1, { message: "Choose a student" }),
  title: z
    .string()
    .trim()
    .min(1, { message: "Enter what is due" })
    .max(200, { message: "must be 200 characters or fewer" }),
  kind: z.enum(DEADLINE_KINDS),
  dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Enter the due date" }),
});
type FormValues = z.input<typeof formSchema>;

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
export function DeadlineFormDialog(props: DeadlineFormDialogProps) {
  const editing = Boolean(props.deadline);
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={editing ? "Edit deadline" : "Add a deadline"}
      description={
        editing
          ? undefined
          : "A deadline of your own: a meeting notice to send, a consent to collect, a form."
      }
    >
      {props.open ? <DeadlineForm {...props} /> : null}
    </Dialog>
  );
}

function DeadlineForm({ students, studentId, deadline, onClose, onSaved }: DeadlineFormDialogProps) {
  const create = useCreateDeadline();
  const update = useUpdateDeadline();
  const [serverError, setServerError] = useState<string | null>(null);
  const fixedId = deadline?.studentId ?? studentId;
  const fixedName = deadline?.studentName ?? students.find((s) => s.id === fixedId)?.name;
  const { register, handleSubmit, setFocus, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      studentId: fixedId ?? "",
      title: deadline?.title ?? "",
      kind: deadline?.kind ?? "custom",
      dueDate: deadline?.dueDate ?? "",
    },
  });
  const { errors, isSubmitting } = formState;
  useEffect(() => setFocus(fixedId ? "title" : "studentId"), [fixedId, setFocus]);

  const onSubmit = handleSubmit(async ({ studentId: sid, title, kind, dueDate }) => {
    setServerError(null);
    try {
      if (deadline) await update.mutateAsync({ id: deadline.id, input: { title, kind, dueDate } });
      else await create.mutateAsync({ studentId: sid, title, kind, dueDate });
      onClose();
      onSaved?.(deadline ? `${title} saved.` : `${title} added.`);
    } catch (err) {
      setServerError(errorMessage(err, "Failed to save the deadline. Please try again."));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {fixedId ? (
        <p className="text-sm text-slate-800">
          Student: <span className="font-medium">{fixedName}</span>
        </p>
      ) : (
        <Field label="Student" required error={errors.studentId?.message}>
          {(a) => (
            <Select {...a} {...register("studentId")}>
              <StudentOptions students={students} />
            </Select>
          )}
        </Field>
      )}
      <Field
        label="Title"
        required
        hint="What is due, e.g. Send the meeting notice"
        error={errors.title?.message}
      >
        {(a) => <Input {...a} autoComplete="off" {...register("title")} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Kind" required>
          {(a) => (
            <Select {...a} {...register("kind")}>
              {DEADLINE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {DEADLINE_KIND_LABELS[k]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Due date" required error={errors.dueDate?.message}>
          {(a) => <Input {...a} type="date" {...register("dueDate")} />}
        </Field>
      </div>
      {serverError ? <Alert tone="error" title={serverError} /> : null}
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {deadline ? "Save deadline" : "Add deadline"}
        </Button>
      </div>
    </form>
  );
}
