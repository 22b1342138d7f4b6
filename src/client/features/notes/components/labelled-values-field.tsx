import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button, Input } from "../../../components/ui";

/** At most this many extra values (the contract's limit on performanceData.dynamicData). */
export const MAX_LABELLED_VALUES = 20;

interface Row {
  key: number;
  label: string;
  value: string;
}

export interface LabelledValuesFieldProps {
  /** Text values by label (requirements "Note fields": dynamicData), e.g. {"Accuracy": "96%"}. */
  value: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
  error?: string;
}

/** Rows with a label become entries; the label is trimmed, the value kept exactly as typed. */
export function rowsToRecord(rows: readonly { label: string; value: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of rows) {
    const label = r.label.trim();
    if (label) out[label] = r.value.trim();
  }
  return out;
}

/**
 * Extra labelled performance values (requirements "Note fields": performanceData.dynamicData), one
 * label/value pair per row: "Accuracy" → "96%", "Errors" → "3". Rows without a label are not sent; a
 * repeated label keeps the last value (the duplicate is flagged next to the row).
 */
export function LabelledValuesField({ value, onChange, error }: LabelledValuesFieldProps) {
  const id = useId();
  const [nextKey, setNextKey] = useState(0);
  const [rows, setRows] = useState<Row[]>(() =>
    Object.entries(value).map(([label, v], i) => ({ key: -1 - i, label, value: v })),
  );

  const update = (next: Row[]) => {
    setRows(next);
    onChange(rowsToRecord(next));
  };
  const seen = new Map<string, number>();
  for (const r of rows) {
    const l = r.label.trim().toLowerCase();
    if (l) seen.set(l, (seen.get(l) ?? 0) + 1);
  }

  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-slate-800">Other measured values</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Anything else you measured, with its label, e.g. Accuracy — 96%, Errors — 3. Kept exactly as typed.
      </p>
      {rows.map((row, i) => {
        const duplicate = (seen.get(row.label.trim().toLowerCase()) ?? 0) > 1;
        return (
          <div key={row.key} className="flex flex-wrap items-start gap-2">
            <div className="min-w-40 flex-1">
              <label htmlFor={`${id}-label-${row.key}`} className="sr-only">
                Label {i + 1}
              </label>
              <Input
                id={`${id}-label-${row.key}`}
                placeholder="Label"
                value={row.label}
                maxLength={100}
                aria-invalid={duplicate || undefined}
                aria-describedby={duplicate ? `${id}-dup-${row.key}` : undefined}
                onChange={(e) =>
                  update(rows.map((r) => (r.key === row.key ? { ...r, label: e.target.value } : r)))
                }
              />
              {duplicate ? (
                <p id={`${id}-dup-${row.key}`} className="mt-1 text-xs text-red-700">
                  This label is used twice; only the last value is kept.
                </p>
              ) : null}
            </div>
            <div className="min-w-40 flex-1">
              <label htmlFor={`${id}-value-${row.key}`} className="sr-only">
                Value {i + 1}
              </label>
              <Input
                id={`${id}-value-${row.key}`}
                placeholder="Value"
                value={row.value}
                maxLength={200}
                onChange={(e) =>
                  update(rows.map((r) => (r.key === row.key ? { ...r, value: e.target.value } : r)))
                }
              />
            </div>
            <Button
              variant="ghost"
              aria-label={`Remove value ${i + 1}${row.label.trim() ? ` (${row.label.trim()})` : ""}`}
              onClick={() => update(rows.filter((r) => r.key !== row.key))}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      <Button
        variant="secondary"
        size="sm"
        disabled={rows.length >= MAX_LABELLED_VALUES}
        onClick={() => {
          setRows([...rows, { key: nextKey, label: "", value: "" }]);
          setNextKey(nextKey + 1);
        }}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add a value
      </Button>
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
