/**
 * Fields bound to the enclosing `Form` by name (react-hook-form's context): a labelled input,
 * textarea or select (`Field` of components/ui wires the label, hint and error for screen readers)
 * and a checkbox. Each shows its own error unless the form says errors in its summary; `error`
 * replaces it (a message the form keeps elsewhere, e.g. a refusal of the server's).
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { type FieldValues, type Path, type RegisterOptions, useFormContext } from "react-hook-form";
import { cn } from "../../lib/cn";
import { Field, Input, Select, Textarea } from "../ui";
import { useErrorPlacement } from "./form";
import { messageAt } from "./form-errors";

/** What every labelled field takes. */
interface LabelledFieldProps<T extends FieldValues> {
  /** The value's path in the form, e.g. `date` or `attendees.0.attendeeName`. */
  name: Path<T>;
  label: ReactNode;
  /** Shown under the label. */
  hint?: ReactNode;
  required?: boolean;
  /** Classes of the field's wrapper (label, control, error). */
  className?: string;
  /** Classes of the control itself. */
  controlClassName?: string;
  /** Replaces the field's own error message. */
  error?: string;
  /** react-hook-form's register options (`valueAsNumber`, `onChange`…). */
  registerOptions?: RegisterOptions<T, Path<T>>;
}

/** Attributes handed to the control as they are (type, inputMode, maxLength…). */
type ControlAttributes<E> = Omit<E, "name" | "id" | "className" | "required" | "children" | "defaultValue">;

/** The error a bound field shows: `override`, else its own unless the form says errors in a summary. */
function useFieldError(name: string, override: string | undefined): string | undefined {
  const { formState } = useFormContext();
  const placement = useErrorPlacement();
  return override ?? (placement === "fields" ? messageAt(formState.errors, name) : undefined);
}

/** A labelled `<input>` bound to `name`. */
export function InputField<T extends FieldValues>({
  name,
  label,
  hint,
  required,
  className,
  controlClassName,
  error,
  registerOptions,
  ...control
}: LabelledFieldProps<T> & ControlAttributes<InputHTMLAttributes<HTMLInputElement>>) {
  const { register } = useFormContext<T>();
  const message = useFieldError(name, error);
  return (
    <Field label={label} hint={hint} error={message} required={required} className={className}>
      {(ids) => (
        <Input {...ids} {...control} className={controlClassName} {...register(name, registerOptions)} />
      )}
    </Field>
  );
}

/** A labelled `<textarea>` bound to `name`. */
export function TextareaField<T extends FieldValues>({
  name,
  label,
  hint,
  required,
  className,
  controlClassName,
  error,
  registerOptions,
  ...control
}: LabelledFieldProps<T> & ControlAttributes<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { register } = useFormContext<T>();
  const message = useFieldError(name, error);
  return (
    <Field label={label} hint={hint} error={message} required={required} className={className}>
      {(ids) => (
        <Textarea {...ids} {...control} className={controlClassName} {...register(name, registerOptions)} />
      )}
    </Field>
  );
}

/** A labelled `<select>` bound to `name`; `children` are its options. */
export function SelectField<T extends FieldValues>({
  name,
  label,
  hint,
  required,
  className,
  controlClassName,
  error,
  registerOptions,
  children,
  ...control
}: LabelledFieldProps<T> &
  ControlAttributes<SelectHTMLAttributes<HTMLSelectElement>> & { children: ReactNode }) {
  const { register } = useFormContext<T>();
  const message = useFieldError(name, error);
  return (
    <Field label={label} hint={hint} error={message} required={required} className={className}>
      {(ids) => (
        <Select {...ids} {...control} className={controlClassName} {...register(name, registerOptions)}>
          {children}
        </Select>
      )}
    </Field>
  );
}

export interface CheckboxFieldProps<T extends FieldValues> {
  name: Path<T>;
  /** The checkbox's name as read (its label). */
  label: ReactNode;
  /** A second line under the label. */
  hint?: ReactNode;
  /** Classes of the `<label>` around box and text. */
  className?: string;
  /** Classes of the box. */
  inputClassName?: string;
}

/** A checkbox bound to a boolean `name`, inside its label (the label's text is its accessible name). */
export function CheckboxField<T extends FieldValues>({
  name,
  label,
  hint,
  className,
  inputClassName = "size-4",
}: CheckboxFieldProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <label
      className={cn("flex gap-2 text-sm text-slate-800", hint ? "items-start" : "items-center", className)}
    >
      <input type="checkbox" className={inputClassName} {...register(name)} />
      {hint ? (
        <span>
          {label}
          <span className="block text-xs text-slate-600">{hint}</span>
        </span>
      ) : (
        label
      )}
    </label>
  );
}
