import { Plus, Trash2 } from "lucide-react";
import { type ReactNode, useRef } from "react";
import {
  type Control,
  type FieldArray,
  type FieldArrayPath,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  useFieldArray,
} from "react-hook-form";
import { cn } from "../../lib/cn";
import { Button } from "../ui";
import { messageAt } from "./form-errors";
import { FormGroup } from "./form-group";
import { TextField } from "./text-field";

/** One text input of a row. */
export interface ObjectListColumn<TRow> {
  /** The row's key the input edits. */
  key: Extract<keyof TRow, string>;
  /** The input's label: a fixed text, or built from the 0-based row index ("Strategy 1"). */
  label: string | ((index: number) => string);
  required?: boolean;
}

export interface ObjectListFieldProps<T extends FieldValues, N extends FieldArrayPath<T>> {
  /** The field array's path in the form, e.g. `defaultStrategies`. */
  name: N;
  legend: string;
  hint?: ReactNode;
  // biome-ignore lint/suspicious/noExplicitAny: the context type is irrelevant here, as in useFieldArray.
  control: Control<T, any, any>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The row's inputs, in order. */
  columns: readonly ObjectListColumn<FieldArray<T, N>>[];
  /** The row appended by the add button (every key blank). */
  emptyRow: FieldArray<T, N>;
  /**
   * Grid classes laying the columns out side by side. Without it the row holds the one column
   * directly, aligned to the remove button's bottom edge.
   */
  gridClassName?: string;
  /** Textareas instead of one-line inputs. */
  multiline?: boolean;
  /** The remove button's accessible name for row `index` (0-based), e.g. "Remove strategy 1". */
  removeLabel: (index: number) => string;
  /** The add button's text, e.g. "Add strategy". */
  addText: ReactNode;
}

/**
 * A list of objects edited as add/remove rows of text inputs (react-hook-form `useFieldArray`):
 * "None yet." while empty; each row's inputs carry their own errors, the list's own error shows
 * under the legend; removing a row moves focus to the add button (the removed row's button is
 * gone). One component for every list in a form: plain text lists (one `value` column), subject →
 * text rows, and lists of records such as default strategies.
 */
export function ObjectListField<T extends FieldValues, N extends FieldArrayPath<T>>({
  name,
  legend,
  hint,
  control,
  register,
  errors,
  columns,
  emptyRow,
  gridClassName,
  multiline,
  removeLabel,
  addText,
}: ObjectListFieldProps<T, N>) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const addRef = useRef<HTMLDivElement>(null);
  const removeRow = (index: number) => {
    remove(index);
    queueMicrotask(() => addRef.current?.querySelector("button")?.focus());
  };
  const input = (column: ObjectListColumn<FieldArray<T, N>>, index: number, className?: string) => (
    <TextField
      key={column.key}
      className={className}
      name={`${name}.${index}.${column.key}` as Path<T>}
      label={typeof column.label === "function" ? column.label(index) : column.label}
      register={register}
      errors={errors}
      multiline={multiline}
      required={column.required}
    />
  );
  return (
    <FormGroup legend={legend} hint={hint} error={messageAt(errors, name)}>
      {fields.length === 0 ? <p className="text-sm text-slate-700">None yet.</p> : null}
      <ol className="space-y-3">
        {fields.map((f, i) => (
          <li key={f.id} className={cn("flex gap-2", gridClassName ? "items-start" : "items-end")}>
            {gridClassName ? (
              <div className={cn("grid flex-1 gap-3", gridClassName)}>{columns.map((c) => input(c, i))}</div>
            ) : (
              columns.map((c) => input(c, i, "flex-1"))
            )}
            <Button
              variant="ghost"
              className="shrink-0 text-red-800"
              aria-label={removeLabel(i)}
              onClick={() => removeRow(i)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <div ref={addRef}>
        <Button variant="secondary" size="sm" onClick={() => append(emptyRow)}>
          <Plus className="size-4" aria-hidden="true" />
          {addText}
        </Button>
      </div>
    </FormGroup>
  );
}
