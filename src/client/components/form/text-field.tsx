import type { ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { Field, Input, Textarea } from "../ui";
import { messageAt } from "./form-errors";

export interface TextFieldProps<T extends FieldValues> {
  /** The form path, e.g. `name` or `defaultStrategies.0.frequency`. */
  name: Path<T>;
  label: string;
  hint?: ReactNode;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** A four-row textarea instead of a one-line input. */
  multiline?: boolean;
  required?: boolean;
  type?: "text" | "date" | "email" | "tel";
  autoComplete?: string;
  className?: string;
}

/** One labelled input or textarea bound to a react-hook-form form, with its hint and error. */
export function TextField<T extends FieldValues>({
  name,
  label,
  hint,
  register,
  errors,
  multiline,
  required,
  type = "text",
  autoComplete = "off",
  className,
}: TextFieldProps<T>) {
  return (
    <Field
      label={label}
      hint={hint}
      error={messageAt(errors, name)}
      required={required}
      className={className}
    >
      {(ids) =>
        multiline ? (
          <Textarea {...ids} {...register(name)} rows={4} />
        ) : (
          <Input {...ids} {...register(name)} type={type} autoComplete={autoComplete} />
        )
      }
    </Field>
  );
}
