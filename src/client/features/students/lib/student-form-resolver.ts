/**
 * Validation of the add/edit student form with the shared contract (`createStudentInput`), and the
 * server's field errors placed on the form (requirements "Saving students"; messages from
 * requirements "Error catalogue"). The client and the server refuse exactly the same input, with
 * the same words.
 */
import type { ApiRequestError } from "@client/lib/api-client";
import { toNestErrors } from "@hookform/resolvers";
import { type CreateStudentData, createStudentInput } from "@shared/contracts/students";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import type { z } from "zod";
import { tabOfField } from "./student-form-tabs";
import { buildStudentInput, type StudentFormValues } from "./student-form-values";

/** "must be 20 characters or fewer" → "Must be 20 characters or fewer"; zod's generic size texts reworded. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  let message = issue.message;
  if (issue.code === "too_big" && issue.origin === "string" && message.startsWith("Too big")) {
    message = `must be ${String(issue.maximum)} characters or fewer`;
  }
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/**
 * react-hook-form resolver: validates the form with the shared contract (`createStudentInput`)
 * and gives the parsed contract body (trimmed, blank entries dropped, "" → null) to the submit
 * handler. Errors are placed on the rows and fields that caused them.
 */
export const studentFormResolver: Resolver<StudentFormValues, unknown, CreateStudentData> = (
  values,
  _context,
  options,
) => {
  const { input, rowErrors, formPath } = buildStudentInput(values);
  const result = createStudentInput.safeParse(input);
  const flat: Record<string, FieldError> = { ...rowErrors };
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = formPath(issue.path);
      flat[name] ??= { type: issue.code, message: issueMessage(issue) };
    }
  }
  if (Object.keys(flat).length > 0 || !result.success) {
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
  }
  return { values: result.data, errors: {} };
};

/**
 * Field errors from a server 400 (`details.fields` lines such as "grade: must be 20 characters or
 * fewer"). Lines naming a form field come back as `{ name, message }` (list entries are reported on
 * their list, since the server sees the list without blank rows); other lines are left for the
 * form's summary.
 */
export function serverFieldErrors(error: ApiRequestError): { name: string; message: string }[] {
  const lines = Array.isArray(error.details?.fields)
    ? (error.details.fields as unknown[]).filter((l): l is string => typeof l === "string")
    : [error.message];
  const out: { name: string; message: string }[] = [];
  for (const line of lines) {
    const m = /^([A-Za-z]+)((?:\.[A-Za-z0-9]+)*): (.+)$/.exec(line);
    if (!m) continue;
    const [, field, rest, text] = m as unknown as [string, string, string, string];
    if (!tabOfField(field)) continue;
    const message = text.charAt(0).toUpperCase() + text.slice(1);
    const name = field === "parentContact" && rest ? `${field}${rest}` : field;
    out.push({ name, message });
  }
  return out;
}
