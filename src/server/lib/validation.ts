/**
 * Turning zod failures into one teacher-readable 400 (requirements "Error catalogue"): each problem is named by
 * its field, unknown fields are named as such, and the full list goes in `details.fields`.
 */
import type { z } from "zod";
import { ErrorCode } from "../../shared/contracts/error-codes.ts";
import { AppError } from "./app-error.ts";

const FIELD_LABEL = (path: PropertyKey[]) => (path.length ? path.map(String).join(".") : "body");

/** How an expected zod type reads in a message ("grade: must be text"). */
const EXPECTED: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  record: "an object",
  date: "a date",
};

/** A whole sentence: a capital first letter and a closing full stop, question or exclamation mark. */
const SENTENCE = /^\p{Lu}[\s\S]*[.!?]$/u;

/**
 * One field's problem as a line of a 400's message and `details.fields`: a message written as a
 * sentence for people ("Give a reason of at least 3 characters.") already says what it is about and
 * stands alone, never behind the field's key; a rule fragment is named by its field
 * ("grade: must be text").
 */
export function fieldLine(field: string, message: string): string {
  return SENTENCE.test(message) ? message : `${field}: ${message}`;
}

/**
 * One line per issue: `grade: must be 20 characters or fewer`, `Unknown field: nickname`; a message
 * the contract wrote as a sentence stands alone (requirements "Error catalogue").
 */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      const where = issue.path.length ? ` in ${FIELD_LABEL(issue.path)}` : "";
      return issue.keys.map((k) => `Unknown field${where}: ${k}`);
    }
    if (issue.code === "invalid_type") {
      // zod 4 drops `issue.input` unless asked to report it, so read what was received from zod's
      // default message ("Invalid input: expected string, received number"); custom messages stay.
      const received = /received (\w+)$/.exec(issue.message)?.[1];
      if (received === "undefined") return [`${FIELD_LABEL(issue.path)}: is required`];
      if (received)
        return [`${FIELD_LABEL(issue.path)}: must be ${EXPECTED[issue.expected] ?? issue.expected}`];
    }
    return [fieldLine(FIELD_LABEL(issue.path), issue.message)];
  });
}

/** The AppError for a failed validation; `message` joins the lines, `details.fields` lists them. */
export function validationError(error: z.ZodError): AppError {
  const lines = describeIssues(error);
  return new AppError(400, ErrorCode.VALIDATION_ERROR, lines.join("; "), { fields: lines });
}
