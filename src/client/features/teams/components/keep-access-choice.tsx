/**
 * "What you keep" after a transfer (requirements "Transfer": the old owner keeps what they chose):
 * nothing, a viewer's access or a co-teacher's, as a radio group bound to the enclosing `Form`, and
 * the plain sentence of what moves with the students; with the receiver's address, the fields of both
 * transfer dialogs (one student, several).
 */
import { FormGroup, InputField } from "@client/components/form";
import { useFormContext } from "react-hook-form";
import { KEEP_ACCESS_CHOICES, WHAT_MOVES } from "../lib/team-words";

/** The "What you keep" fieldset (field `keepAccess`) and what moves. */
export function KeepAccessChoice() {
  const { register } = useFormContext<{ keepAccess: string }>();
  return (
    <>
      <FormGroup legend="What you keep">
        {KEEP_ACCESS_CHOICES.map((choice) => (
          <label key={choice.value} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="radio"
              value={choice.value}
              className="mt-0.5 size-4 shrink-0"
              {...register("keepAccess")}
            />
            <span>
              <span className="font-medium text-slate-900">{choice.label}</span>
              <span className="block text-xs text-slate-600">{choice.hint}</span>
            </span>
          </label>
        ))}
      </FormGroup>
      <p className="text-sm text-slate-700">
        {WHAT_MOVES} The receiver becomes the case manager once they accept; until then nothing changes.
      </p>
    </>
  );
}

/** The receiving case manager's address (field `email`) and "What you keep": every transfer form's fields. */
export function TransferFields() {
  return (
    <>
      <InputField
        name="email"
        label="Receiving case manager's e-mail"
        type="email"
        autoComplete="off"
        required
      />
      <KeepAccessChoice />
    </>
  );
}
