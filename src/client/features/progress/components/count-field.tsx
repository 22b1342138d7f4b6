/**
 * A probe's count field (requirements "CBM probes"): a labelled whole-number input sized for quick
 * entry during a probe (large text, numeric keypad on touch devices, 0 or more in steps of 1). The
 * text is kept as typed; the probe parses it (`parseCount`) and passes the error back.
 */
import { Field, Input } from "@client/components/ui";
import type { ComponentProps } from "react";

interface CountFieldProps
  extends Pick<ComponentProps<typeof Field>, "label" | "hint" | "error" | "className"> {
  /** The text as typed. */
  value: string;
  /** Called with the new text on every change. */
  onChange: (text: string) => void;
}

/** A {@link Field} around a number input bound to `value`/`onChange`. */
export function CountField({ value, onChange, ...field }: CountFieldProps) {
  return (
    <Field {...field}>
      {(ids) => (
        <Input
          {...ids}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="h-12 text-lg"
        />
      )}
    </Field>
  );
}
