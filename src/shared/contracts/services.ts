/**
 * IEP services, the service log and the service compliance summary (requirements "Services",
 * "Service log", "Service compliance"; 34 CFR 300.320(a)(7)). Blank optional text is stored as null.
 */
import { z } from "zod";
import { isoDate, nullableText, requiredText, TEXT_LIMITS } from "./common.ts";
import {
  SERVICE_COMPLIANCE_STATUSES,
  SERVICE_DELIVERIES,
  SERVICE_PERIODS,
  SERVICE_SETTINGS,
  SESSION_STATUSES,
} from "./service-codes.ts";

export * from "./service-codes.ts";

/** Most minutes a service may require per period (a school day at most for each day of a month). */
export const SERVICE_MINUTES_MAX = 10_000;
/** Most minutes one logged session may hold (a whole school day). */
export const SESSION_MINUTES_MAX = 600;
/** Largest group a session may be logged for (requirements "Service log": group logging). */
export const SESSION_GROUP_MAX = 40;

const minutesOf = (max: number) =>
  z
    .number({ message: "must be a whole number of minutes" })
    .int({ message: "must be a whole number of minutes" })
    .min(1, { message: "must be at least 1 minute" })
    .max(max, { message: `must be ${max.toLocaleString("en-US")} minutes or fewer` });

const serviceFields = {
  name: requiredText(TEXT_LIMITS.short, "Service name"),
  providerName: nullableText(TEXT_LIMITS.name).optional(),
  /** e.g. "Special education teacher", "Speech-language pathologist". */
  providerRole: nullableText(TEXT_LIMITS.short).optional(),
  setting: z.enum(SERVICE_SETTINGS, { message: "must be one of the service settings" }),
  delivery: z.enum(SERVICE_DELIVERIES, { message: "must be individual or group" }),
  /** Minutes required per `period`. */
  minutes: minutesOf(SERVICE_MINUTES_MAX),
  period: z.enum(SERVICE_PERIODS, { message: "must be day, week or month" }),
  startDate: isoDate,
  endDate: isoDate,
};

const serviceDatesInOrder = (o: { startDate?: string; endDate?: string }) =>
  !o.startDate || !o.endDate || o.endDate >= o.startDate;
const serviceDatesMessage = { message: "the end date must be on or after the start date", path: ["endDate"] };

/** POST /api/v1/students/:studentId/services body. */
export const createServiceInput = z
  .strictObject(serviceFields)
  .refine(serviceDatesInOrder, serviceDatesMessage);
export type CreateServiceInput = z.input<typeof createServiceInput>;
export type CreateServiceData = z.output<typeof createServiceInput>;

/** PATCH /api/v1/services/:id body (a service never moves to another student). */
export const updateServiceInput = z
  .strictObject(serviceFields)
  .partial()
  .refine((o) => Object.keys(o).length > 0, { message: "Send at least one field to change" })
  .refine(serviceDatesInOrder, serviceDatesMessage);
export type UpdateServiceInput = z.input<typeof updateServiceInput>;
export type UpdateServiceData = z.output<typeof updateServiceInput>;

export const serviceIdParam = z.object({ id: z.uuid({ message: "Service not found" }) });
export const studentServicesParam = z.object({ studentId: z.uuid({ message: "Student not found" }) });

/** A service as the API returns it. */
export const serviceSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  name: z.string(),
  providerName: z.string().nullable(),
  providerRole: z.string().nullable(),
  setting: z.enum(SERVICE_SETTINGS),
  delivery: z.enum(SERVICE_DELIVERIES),
  minutes: z.number(),
  period: z.enum(SERVICE_PERIODS),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

const sessionFields = {
  date: isoDate,
  /** Minutes of the session: delivered, made up, or missed (the scheduled length). */
  minutes: minutesOf(SESSION_MINUTES_MAX),
  status: z.enum(SESSION_STATUSES, { message: "must be one of the session statuses" }),
  /** How many students were in the group (1 or absent: individual). */
  groupSize: z
    .number({ message: "must be a whole number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be at least 1" })
    .max(SESSION_GROUP_MAX, { message: `must be ${SESSION_GROUP_MAX} or fewer` })
    .nullable()
    .optional(),
  /** The student's goals the session worked on. */
  goalIds: z
    .array(z.uuid({ message: "Goal not found" }))
    .max(50, { message: "at most 50 goals" })
    .optional(),
  note: nullableText(2000).optional(),
};

/**
 * POST /api/v1/service-sessions body. `groupId` (a UUID the client makes) ties the rows of one
 * group session logged for several students at once (requirements "Service log": group logging).
 */
export const createServiceSessionInput = z.strictObject({
  serviceId: z.uuid({ message: "Service not found" }),
  ...sessionFields,
  groupId: z.uuid({ message: "must be a group id" }).nullable().optional(),
});
export type CreateServiceSessionInput = z.input<typeof createServiceSessionInput>;
export type CreateServiceSessionData = z.output<typeof createServiceSessionInput>;

/** PATCH /api/v1/service-sessions/:id body (a session never moves to another service). */
export const updateServiceSessionInput = z
  .strictObject(sessionFields)
  .partial()
  .refine((o) => Object.keys(o).length > 0, { message: "Send at least one field to change" });
export type UpdateServiceSessionInput = z.input<typeof updateServiceSessionInput>;
export type UpdateServiceSessionData = z.output<typeof updateServiceSessionInput>;

export const serviceSessionIdParam = z.object({ id: z.uuid({ message: "Session not found" }) });

/** Most sessions one page may hold, and the page size when no `limit` is sent. */
export const SESSIONS_PAGE_MAX = 200;
export const SESSIONS_PAGE_DEFAULT = 50;

/**
 * GET /api/v1/service-sessions query: optional student, service and date range (inclusive); one keyset
 * page, newest session date first; `cursor` is the `nextCursor` of the page before.
 */
export const serviceSessionListQuery = z.strictObject({
  studentId: z.uuid({ message: "Student not found" }).optional(),
  serviceId: z.uuid({ message: "Service not found" }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  limit: z.coerce.number().int().min(1).max(SESSIONS_PAGE_MAX).optional(),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, { message: "must be a cursor from the page before" })
    .optional(),
});

/** A logged session as the API returns it. */
export const serviceSessionSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  studentId: z.string(),
  date: z.string(),
  minutes: z.number(),
  status: z.enum(SESSION_STATUSES),
  groupSize: z.number().nullable(),
  groupId: z.string().nullable(),
  goalIds: z.array(z.string()),
  note: z.string().nullable(),
  /** The user who logged it. */
  enteredBy: z.string(),
  /** Their account name (requirements "Authorship"); absent when the account is gone. */
  authorName: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceSession = z.infer<typeof serviceSessionSchema>;

export const serviceSessionPageSchema = z.object({
  items: z.array(serviceSessionSchema),
  nextCursor: z.string().nullable(),
});
export type ServiceSessionPage = z.infer<typeof serviceSessionPageSchema>;

/** GET …/service-summary query: an inclusive date range (defaults chosen by the server). */
export const serviceSummaryQuery = z.strictObject({ from: isoDate.optional(), to: isoDate.optional() });

/** One period of a service (a school day, a Monday–Sunday week or a calendar month). */
export const servicePeriodSummarySchema = z.object({
  start: z.string(),
  end: z.string(),
  requiredMinutes: z.number(),
  deliveredMinutes: z.number(),
  excusedMinutes: z.number(),
  shortfallMinutes: z.number(),
  /** False for the period still running today (its shortfall is not counted yet). */
  ended: z.boolean(),
});
export type ServicePeriodSummary = z.infer<typeof servicePeriodSummarySchema>;

/** One service's compliance over the range (requirements "Service compliance"). */
export const serviceComplianceSchema = z.object({
  serviceId: z.string(),
  name: z.string(),
  period: z.enum(SERVICE_PERIODS),
  /** The service's dates (`YYYY-MM-DD`): a session is logged only inside them (a make-up also after). */
  startDate: z.string(),
  endDate: z.string(),
  requiredMinutes: z.number(),
  deliveredMinutes: z.number(),
  makeupMinutes: z.number(),
  excusedMinutes: z.number(),
  shortfallMinutes: z.number(),
  owedMinutes: z.number(),
  status: z.enum(SERVICE_COMPLIANCE_STATUSES),
  periods: z.array(servicePeriodSummarySchema),
});
export type ServiceCompliance = z.infer<typeof serviceComplianceSchema>;

/** GET /api/v1/students/:studentId/service-summary answer. */
export const serviceSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  services: z.array(serviceComplianceSchema),
});
export type ServiceSummary = z.infer<typeof serviceSummarySchema>;

/** GET /api/v1/service-summary answer: the caseload's services ("Services this week"). */
export const caseloadServiceSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  students: z.array(z.object({ studentId: z.string(), services: z.array(serviceComplianceSchema) })),
});
export type CaseloadServiceSummary = z.infer<typeof caseloadServiceSummarySchema>;

/**
 * DELETE /api/v1/services/:id query: `deleteSessions=true` confirms deleting a service that has logged
 * sessions, with them (requirements "Services": without it such a service answers 409).
 */
export const serviceDeleteQuery = z.strictObject({
  deleteSessions: z.enum(["true", "false"], { message: "must be true or false" }).optional(),
});

/** The formats of a student's service log (requirements "Service log": exports). */
export const SERVICE_LOG_FORMATS = ["csv", "pdf"] as const;
export type ServiceLogFormat = (typeof SERVICE_LOG_FORMATS)[number];

const rangeInOrder = (o: { from?: string; to?: string }) => !o.from || !o.to || o.from <= o.to;
const rangeMessage = { message: "the end of the range must be on or after its start", path: ["to"] };

/** GET /api/v1/students/:studentId/service-log query: an inclusive date range and the file format (CSV when absent). */
export const serviceLogExportQuery = z
  .strictObject({
    from: isoDate,
    to: isoDate,
    format: z.enum(SERVICE_LOG_FORMATS, { message: "must be csv or pdf" }).optional(),
  })
  .refine(rangeInOrder, rangeMessage);

/** GET /api/v1/service-log query: the caseload's service log (CSV) over an inclusive date range. */
export const caseloadServiceLogQuery = z
  .strictObject({ from: isoDate, to: isoDate })
  .refine(rangeInOrder, rangeMessage);
