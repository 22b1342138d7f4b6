import type { ReactNode } from "react";
import { type FieldError, type FieldErrors, get, useFormState } from "react-hook-form";
import { Alert } from "../ui";
import { SUBMIT_ERROR, useErrorPlacement } from "./form";

/** Every field message of `errors` in the order of the form's values (the submit error left out). */
export function fieldMessages(errors: FieldErrors): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (!value || typeof value !== "object") return;
    const message = (value as { message?: unknown }).message;
    if (typeof message === "string" && message) out.push(message);
    for (const [key, child] of Object.entries(value)) {
      if (key !== "ref" && key !== "root" && key !== "message" && key !== "type" && key !== "types")
        walk(child);
    }
  };
  for (const [key, value] of Object.entries(errors)) if (key !== "root") walk(value);
  return out;
}

export interface FormErrorProps {
  /** "title": the message in bold as the alert's title (dialogs); "text": plain lines. */
  variant?: "title" | "text";
  /** A fixed title (e.g. "Sign-in failed"), the message under it. */
  title?: string;
  /** Said after the message (e.g. a link to what to do instead). */
  children?: ReactNode;
  className?: string;
}

/**
 * The enclosing `Form`'s error summary (an alert, announced): why the last submission failed, and
 * with `errorsAt="summary"` the field errors too (forms whose fields show none of their own).
 * Renders nothing while there is nothing to say.
 */
export function FormError({ variant = "title", title, children, className }: FormErrorProps) {
  const { errors } = useFormState();
  const placement = useErrorPlacement();
  const lines = placement === "summary" ? fieldMessages(errors) : [];
  const submitError = (get(errors, SUBMIT_ERROR) as FieldError | undefined)?.message;
  if (lines.length === 0 && submitError) lines.push(submitError);
  if (lines.length === 0) return null;
  if (variant === "title" && !title && !children) {
    return <Alert tone="error" title={lines.join(" ")} className={className} />;
  }
  return (
    <Alert tone="error" title={title} className={className}>
      {lines.length === 1 ? lines[0] : lines.map((line) => <p key={line}>{line}</p>)}
      {children}
    </Alert>
  );
}
