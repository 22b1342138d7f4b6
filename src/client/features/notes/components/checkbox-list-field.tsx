import { Plus } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Button, Input } from "../../../components/ui";

export interface CheckboxListFieldProps {
  /** The group's name, read as the fieldset legend. */
  legend: string;
  /** Shown under the legend; linked to the group. */
  hint?: string;
  /** The choices offered (e.g. a student's IEP goals). Ticked entries not in this list are shown too. */
  options: readonly string[];
  /** The ticked entries. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Label of the free-entry input; without it there is no free entry. */
  addLabel?: string;
  /** Text of the button that adds the typed entry, e.g. "Add goal". */
  addButtonText?: string;
  /** Shown when there are no options and nothing ticked. */
  emptyText?: string;
  error?: string;
  disabled?: boolean;
}

/**
 * A fieldset of checkboxes with optional free entry: what the teacher types is added ticked.
 * `value` keeps the order of ticking; duplicates (ignoring case and surrounding spaces) are not added.
 */
export function CheckboxListField({
  legend,
  hint,
  options,
  value,
  onChange,
  addLabel,
  addButtonText = "Add",
  emptyText,
  error,
  disabled,
}: CheckboxListFieldProps) {
  const id = useId();
  const [entry, setEntry] = useState("");
  const [entryError, setEntryError] = useState<string | null>(null);
  const shown = [...options, ...value.filter((v) => !options.includes(v))];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  const toggle = (item: string, checked: boolean) => {
    onChange(checked ? [...value.filter((v) => v !== item), item] : value.filter((v) => v !== item));
  };

  const add = () => {
    const text = entry.trim();
    if (!text) {
      setEntryError("Type something to add first.");
      return;
    }
    const existing = shown.find((s) => s.trim().toLowerCase() === text.toLowerCase());
    if (existing) {
      if (!value.includes(existing)) onChange([...value, existing]);
    } else {
      onChange([...value, text]);
    }
    setEntry("");
    setEntryError(null);
  };

  const onEntryKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry instead of submitting the whole form.
    if (e.key === "Enter") {
      e.preventDefault();
      add();
    }
  };

  return (
    <fieldset
      className="space-y-2"
      aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
      disabled={disabled}
    >
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="space-y-1">
          {shown.map((item, i) => {
            const boxId = `${id}-option-${i}`;
            return (
              <li key={item}>
                <label
                  htmlFor={boxId}
                  className="flex min-h-10 cursor-pointer items-start gap-3 rounded-md px-2 py-2 text-sm text-slate-900 hover:bg-slate-100"
                >
                  <input
                    id={boxId}
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 accent-indigo-700"
                    checked={value.includes(item)}
                    onChange={(e) => toggle(item, e.target.checked)}
                  />
                  <span>{item}</span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : emptyText ? (
        <p className="text-sm text-slate-700">{emptyText}</p>
      ) : null}
      {addLabel ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-entry`} className="block text-sm text-slate-800">
            {addLabel}
          </label>
          <div className="flex gap-2">
            <Input
              id={`${id}-entry`}
              value={entry}
              onChange={(e) => {
                setEntry(e.target.value);
                if (entryError) setEntryError(null);
              }}
              onKeyDown={onEntryKeyDown}
              aria-invalid={entryError ? true : undefined}
              aria-describedby={entryError ? `${id}-entry-error` : undefined}
            />
            <Button variant="secondary" onClick={add} className="shrink-0">
              <Plus className="size-4" aria-hidden="true" />
              {addButtonText}
            </Button>
          </div>
          {entryError ? (
            <p id={`${id}-entry-error`} className="text-sm text-red-700" role="alert">
              {entryError}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
