/**
 * Turning zod failures into one teacher-readable 400 (issue 2 "Bad input"): each problem is named by
 * its field, unknown fields are named as such, and the full list goes in `details.fields`.
 */
import type { z } from "zod";
import { AppError } from "./app-error.ts";

const FIELD_LABEL = (path: PropertyKey[]) => (path.length ? path.map(String).join(".") : "body");

/** One line per issue: `grade: must be 20 characters or fewer`, `Unknown field: nickname`. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      const where = issue.path.length ? ` in ${FIELD_LABEL(issue.path)}` : "";
      return issue.keys.map((k) => `Unknown field${where}: ${k}`);
    }
    if (issue.code === "invalid_type" && issue.input === undefined) {
      return [`${FIELD_LABEL(issue.path)}: is required`];
    }
    return [`${FIELD_LABEL(issue.path)}: ${issue.message}`];
  });
}

/** The AppError for a failed validation; `message` joins the lines, `details.fields` lists them. */
export function validationError(error: z.ZodError): AppError {
  const lines = describeIssues(error);
  return new AppError(400, "VALIDATION_ERROR", lines.join("; "), { fields: lines });
}
