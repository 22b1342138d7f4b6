/**
 * Fields bound to the enclosing `Form` by name (react-hook-form's context): a labelled input,
 * textarea or select (`Field` of components/ui wires the label, hint and error for screen readers)
 * and a checkbox. Each shows its own error unless the form says errors in its summary; `error`
 * replaces it (a message the form keeps elsewhere, e.g. a refusal of the server's).
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import {
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
  useFormContext,
} from "react-hook-form";
import { cn } from "../../lib/cn";
import { Field, type FieldProps, Input, Select, Textarea } from "../ui";
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

/** The ids `Field` gives its control (label, hint and error wiring). */
type FieldControlIds = Parameters<FieldProps["children"]>[0];

/** Attributes handed to the control as they are (type, inputMode, maxLength…). */
type ControlAttributes<E> = Omit<E, "name" | "id" | "className" | "required" | "children" | "defaultValue">;

/** The labelled-field props of `props`, and the rest (the control's own attributes). */
function splitProps<T extends FieldValues, C extends object>(
  props: LabelledFieldProps<T> & C,
): [LabelledFieldProps<T>, Omit<C, "controlClassName">, string | undefined] {
  const { name, label, hint, required, className, controlClassName, error, registerOptions, ...control } =
    props;
  return [{ name, label, hint, required, className, error, registerOptions }, control as C, controlClassName];
}

/**
 * `Field` for `name`: its label, hint and error (`error`, else its own unless the form says errors
 * in a summary); `children` renders the control with the ids and react-hook-form's registration.
 */
function BoundField<T extends FieldValues>({
  name,
  label,
  hint,
  required,
  className,
  error,
  registerOptions,
  children,
}: LabelledFieldProps<T> & {
  children: (ids: FieldControlIds, registration: UseFormRegisterReturn<Path<T>>) => ReactNode;
}) {
  const { register, formState } = useFormContext<T>();
  const placement = useErrorPlacement();
  const message = error ?? (placement === "fields" ? messageAt(formState.errors, name) : undefined);
  return (
    <Field label={label} hint={hint} error={message} required={required} className={className}>
      {(ids) => children(ids, register(name, registerOptions))}
    </Field>
  );
}

/** A labelled `<input>` bound to `name`. */
export function InputField<T extends FieldValues>(
  props: LabelledFieldProps<T> & ControlAttributes<InputHTMLAttributes<HTMLInputElement>>,
) {
  const [field, control, controlClassName] = splitProps(props);
  return (
    <BoundField {...field}>
      {(ids, registration) => <Input {...ids} {...control} className={controlClassName} {...registration} />}
    </BoundField>
  );
}

/** A labelled `<textarea>` bound to `name`. */
export function TextareaField<T extends FieldValues>(
  props: LabelledFieldProps<T> & ControlAttributes<TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  const [field, control, controlClassName] = splitProps(props);
  return (
    <BoundField {...field}>
      {(ids, registration) => (
        <Textarea {...ids} {...control} className={controlClassName} {...registration} />
      )}
    </BoundField>
  );
}

export interface SelectOptionsProps {
  /** The values offered, in order, after `children` (default: the keys of `labels`, in order). */
  options?: readonly string[];
  /** How each value reads (default: the value itself). */
  labels?: Readonly<Record<string, string>>;
  /** Options before those of `options`, e.g. a leading "Choose one". */
  children?: ReactNode;
}

/** A labelled `<select>` bound to `name`: `children`, then one option per value of `options`. */
export function SelectField<T extends FieldValues>(
  props: LabelledFieldProps<T> &
    ControlAttributes<SelectHTMLAttributes<HTMLSelectElement>> &
    SelectOptionsProps,
) {
  const [field, { options, labels, children, ...control }, controlClassName] = splitProps(props);
  return (
    <BoundField {...field}>
      {(ids, registration) => (
        <Select {...ids} {...control} className={controlClassName} {...registration}>
          {children}
          {(options ?? Object.keys(labels ?? {})).map((value) => (
            <option key={value} value={value}>
              {labels?.[value] ?? value}
            </option>
          ))}
        </Select>
      )}
    </BoundField>
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
