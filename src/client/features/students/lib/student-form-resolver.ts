/**
 * Validation of the add/edit student form with the shared contract (`createStudentInput`), and the
 * server's field errors placed on the form (requirements "Saving students"; messages from
 * requirements "Error catalogue"). The client and the server refuse exactly the same input, with
 * the same words.
 */
import type { ApiRequestError } from "@client/lib/api-client";
import { zodResolver } from "@hookform/resolvers/zod";
import { type CreateStudentData, createStudentInput } from "@shared/contracts/students";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
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
 * The form's schema: the rows turned into the contract's shape (`buildStudentInput`), checked by
 * the shared contract (`createStudentInput`); its output is the parsed contract body (trimmed,
 * blank entries dropped, "" → null). Each problem is reported on the row or field that caused it
 * (the first one per field).
 */
export const studentFormSchema = z.custom<StudentFormValues>().transform((values, ctx) => {
  const { input, rowErrors, formPath } = buildStudentInput(values);
  const result = createStudentInput.safeParse(input);
  const reported = new Set<string>();
  const report = (name: string, message: string) => {
    if (reported.has(name)) return;
    reported.add(name);
    ctx.addIssue({ code: "custom", path: name.split("."), message });
  };
  for (const [name, error] of Object.entries(rowErrors)) report(name, error.message ?? "");
  if (!result.success)
    for (const issue of result.error.issues) report(formPath(issue.path), issueMessage(issue));
  return result.success && reported.size === 0 ? result.data : z.NEVER;
});

/** `studentFormSchema` as a react-hook-form resolver (what the `Form` does with it). */
export const studentFormResolver = zodResolver(studentFormSchema) as unknown as Resolver<
  StudentFormValues,
  unknown,
  CreateStudentData
>;

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
