/**
 * Deadline API contracts (requirements "Deadlines"). A deadline is `manual` (the teacher adds it) or
 * `computed` (kept up to date from the student's record by the legal clock, `domain/legal-clock.ts`);
 * a computed one can only be marked done or dismissed — its date follows its source.
 */
import { z } from "zod";
import { isoDate, requiredText, TEXT_LIMITS } from "./common.ts";
import { DEADLINE_KINDS, DEADLINE_SOURCES, DEADLINE_STATUSES } from "./deadline-codes.ts";

export * from "./deadline-codes.ts";
export * from "./reporting-dates.ts";

/** POST /api/v1/deadlines body: a manual deadline (`kind` defaults to `custom`). */
export const createDeadlineInput = z.strictObject({
  studentId: z.uuid({ message: "Student not found" }),
  dueDate: isoDate,
  title: requiredText(TEXT_LIMITS.short, "Title"),
  kind: z.enum(DEADLINE_KINDS, { message: "must be one of the deadline kinds" }).optional(),
  status: z.enum(DEADLINE_STATUSES, { message: "must be pending, done or dismissed" }).optional(),
});
export type CreateDeadlineInput = z.input<typeof createDeadlineInput>;
export type CreateDeadlineData = z.output<typeof createDeadlineInput>;

/**
 * PATCH /api/v1/deadlines/:id body, at least one field. A computed deadline accepts only `status`
 * (400 otherwise: change the student's record and its date follows).
 */
export const updateDeadlineInput = z
  .strictObject({
    dueDate: isoDate,
    title: requiredText(TEXT_LIMITS.short, "Title"),
    kind: z.enum(DEADLINE_KINDS, { message: "must be one of the deadline kinds" }),
    status: z.enum(DEADLINE_STATUSES, { message: "must be pending, done or dismissed" }),
  })
  .partial()
  .refine((o) => Object.keys(o).length > 0, { message: "Send at least one field to change" });
export type UpdateDeadlineInput = z.input<typeof updateDeadlineInput>;
export type UpdateDeadlineData = z.output<typeof updateDeadlineInput>;

/** A deadline as the API returns it. */
export const deadlineSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  /** The student's name, for lists. */
  studentName: z.string(),
  dueDate: z.string(),
  status: z.enum(DEADLINE_STATUSES),
  title: z.string(),
  kind: z.enum(DEADLINE_KINDS),
  source: z.enum(DEADLINE_SOURCES),
  /** The meeting scheduled for it (an annual-review meeting for the annual review due), if any. */
  meetingId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Present only on a deadline of a student another teacher shares with the signed-in one
   * (requirements "Shared students in lists"): the owner's name.
   */
  sharedBy: z.string().optional(),
});
export type Deadline = z.infer<typeof deadlineSchema>;

/** GET /api/v1/deadlines query; `from`/`to` bound `dueDate` inclusively. */
export const deadlineListQuery = z.strictObject({
  studentId: z.uuid({ message: "Student not found" }).optional(),
  status: z.enum(DEADLINE_STATUSES, { message: "must be pending, done or dismissed" }).optional(),
  kind: z.enum(DEADLINE_KINDS, { message: "must be one of the deadline kinds" }).optional(),
  source: z.enum(DEADLINE_SOURCES, { message: "must be manual or computed" }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type DeadlineListQuery = z.infer<typeof deadlineListQuery>;

export const deadlineIdParam = z.object({ id: z.uuid({ message: "Deadline not found" }) });
