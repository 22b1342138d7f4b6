/** A password field with a "Show password" toggle (so a teacher can check what they typed). */
import { messageAt } from "@client/components/form";
import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, useState } from "react";
import { type FieldValues, type Path, useFormContext } from "react-hook-form";
import { Field, Input } from "../../../components/ui";

/** Props of the underlying <input> (spread `register(...)` and the Field ids). */
export function PasswordInput(
  props: InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> },
) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? "text" : "password"} className="pr-12" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-label="Show password"
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-700 hover:text-slate-900"
      >
        {visible ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}

/** A required password field bound by `name` to the enclosing `Form`, with its label, hint and error. */
export function PasswordField<T extends FieldValues>({
  name,
  label,
  hint,
  autoComplete,
}: {
  name: Path<T>;
  label: string;
  hint?: string;
  autoComplete: "current-password" | "new-password";
}) {
  const { register, formState } = useFormContext<T>();
  return (
    <Field label={label} required hint={hint} error={messageAt(formState.errors, name)}>
      {(ids) => <PasswordInput {...ids} autoComplete={autoComplete} {...register(name)} />}
    </Field>
  );
}
