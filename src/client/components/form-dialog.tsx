/**
 * The one dialog with a form (architecture "Layout", "Modules"): `Dialog` (focus trapped, Escape
 * closes, title and description announced) around the `Form` of `components/form` (schema, default
 * values, `onSubmit`), the form's error summary, and the footer: Cancel, then the submit button,
 * pending while the submission runs. The form mounts when the dialog opens, so each opening starts
 * from `defaultValues`; a failed submission keeps everything typed and says why above the buttons.
 */
import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { Form, type FormMethods, type FormProps, type FormSchema } from "./form/form";
import { FormError } from "./form/form-error";
import { Dialog, DialogFooter, type DialogFooterProps } from "./ui";

export interface FormDialogProps<S extends FormSchema> extends Omit<FormProps<S>, "title"> {
  /** Shown (default: while the component is rendered, e.g. for a subject that is set). */
  open?: boolean;
  /** Called when the dialog asks to close: Escape, the close button, a click outside, Cancel. */
  onClose: () => void;
  title: string;
  description?: string;
  /** Tailwind max-width class, default max-w-lg. */
  widthClass?: string;
  /** The submit button's text, e.g. "Save changes". */
  submitLabel: ReactNode;
  /** The other button's text (default "Cancel"). */
  cancelLabel?: ReactNode;
  /** What the other button does (default: `onClose`). */
  onCancel?: () => void;
  submitVariant?: DialogFooterProps["confirmVariant"];
  /** The submission is under way (default: while `onSubmit`'s promise runs). */
  pending?: boolean;
  /** The submit button is disabled: a flag, or read from the form (e.g. a field still empty). */
  submitDisabled?: boolean | ((methods: FormMethods<S>) => boolean);
  /**
   * Shown in the dialog instead of the form while set: what the form needs is loading or failed to
   * load, or the form is done and the dialog says how it went.
   */
  placeholder?: ReactNode;
}

/** See the module docstring. */
export function FormDialog<S extends FormSchema>({
  open = true,
  onClose,
  title,
  description,
  widthClass,
  submitLabel,
  cancelLabel,
  onCancel,
  submitVariant,
  pending,
  submitDisabled,
  placeholder,
  className,
  children,
  ...form
}: FormDialogProps<S>) {
  return (
    <Dialog {...{ open, title, description, widthClass }} onOpenChange={(next) => next || onClose()}>
      {placeholder ?? (
        <Form className={cn("space-y-4", className)} {...form}>
          {(methods) => (
            <>
              {typeof children === "function" ? children(methods) : children}
              <FormError />
              <DialogFooter
                cancelLabel={cancelLabel}
                onCancel={onCancel ?? onClose}
                confirmLabel={submitLabel}
                confirmVariant={submitVariant}
                busy={pending ?? methods.formState.isSubmitting}
                confirmDisabled={
                  typeof submitDisabled === "function" ? submitDisabled(methods) : submitDisabled
                }
              />
            </>
          )}
        </Form>
      )}
    </Dialog>
  );
}
