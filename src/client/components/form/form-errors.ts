/**
 * Reading react-hook-form's nested error objects (architecture "Modules": shared form helpers any
 * feature may use).
 */
import { type FieldErrors, type FieldValues, get } from "react-hook-form";

/**
 * The error message at a dotted path (`iepGoals.1.value`), or of a field array as a whole (its
 * `root` message). Undefined when the path holds no message.
 */
export function messageAt<T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined {
  const e = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return e?.message ?? e?.root?.message;
}

/** True when an errors subtree holds at least one message (cleared arrays can leave empty shells). */
export function hasMessage(value: unknown): boolean {
  if (!value || typeof value !== "object") return false;
  if (typeof (value as { message?: unknown }).message === "string") return true;
  return Object.entries(value).some(([k, v]) => k !== "ref" && hasMessage(v));
}

/** The first message of a list field's errors: on the list itself, or else on one of its entries. */
export function firstListMessage(err: unknown): string | undefined {
  if (!err || typeof err !== "object") return undefined;
  const e = err as { message?: string } & Record<string, unknown>;
  if (e.message) return e.message;
  for (const item of Object.values(e)) {
    const m = (item as { message?: string } | undefined)?.message;
    if (m) return m;
  }
  return undefined;
}
