/**
 * The admin API's shapes (requirements "Admin area"): sign-in steps, teachers (counts only, never
 * student names or records), actions with a reason, settings, dashboard, analytics and audit. The
 * routes under /api/admin validate with these schemas and describe their answers with them in the
 * OpenAPI document (architecture "Request path").
 */
import { z } from "zod";
import { isoDate, text } from "./common.ts";

export const adminSignInSchema = z.object({
  email: text().trim().min(1).max(320),
  password: z.string().min(1).max(200),
});
export const adminPasswordChangeSchema = z.object({
  current: z.string().min(1).max(200),
  next: z.string().min(1).max(200),
});
export const totpCodeSchema = z.object({ code: z.string().trim().min(6).max(10) });

export const ADMIN_STAGES = ["change_password", "enrol_totp", "verify_totp", "ready"] as const;
/** Where the admin's sign-in stands. */
export type AdminStage = (typeof ADMIN_STAGES)[number];
export const adminSessionInfoSchema = z.object({
  email: z.string(),
  stage: z.enum(ADMIN_STAGES),
  /** ISO date-time: 24 hours after sign-in, never extended (decision 013). */
  expiresAt: z.string(),
});
export type AdminSessionInfo = z.infer<typeof adminSessionInfoSchema>;

/** `POST /api/admin/auth/totp/setup`: the new secret (base32) and its `otpauth://` URI for a QR code. */
export const totpSetupSchema = z.object({ secret: z.string(), uri: z.string() });

export const TEACHER_SORTS = ["created_desc", "created_asc", "email_asc", "name_asc"] as const;
export const teacherListQuerySchema = z.object({
  q: text().trim().max(200).optional(),
  plan: z.enum(["free", "pro", "trial"]).optional(),
  status: z.enum(["active", "suspended"]).optional(),
  confirmed: z.enum(["yes", "no"]).optional(),
  blacklisted: z.enum(["yes", "no"]).optional(),
  sort: z.enum(TEACHER_SORTS).default("created_desc"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TeacherListQuery = z.input<typeof teacherListQuerySchema>;

/** The message of an unknown teacher id (`/api/admin/teachers/{teacherId}…`). */
export const TEACHER_NOT_FOUND = "Teacher not found";
/** A teacher's id in a path: the auth library's text id (not a UUID); NUL and lone surrogates name no one. */
export const teacherIdParam = z.object({ teacherId: text().min(1).max(200) });

/** One row of the teachers list. */
export const teacherRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  planType: z.string(),
  /** pro, active_trial, expired_trial or free. */
  planState: z.string(),
  emailVerified: z.boolean(),
  suspended: z.boolean(),
  blacklisted: z.boolean(),
  createdAt: z.string(),
});
export type TeacherRow = z.infer<typeof teacherRowSchema>;
export const teacherPageSchema = z.object({
  rows: z.array(teacherRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TeacherPage = z.infer<typeof teacherPageSchema>;

export const teacherDetailSchema = teacherRowSchema.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  organization: z.string().nullable(),
  timeZone: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  subscription: z
    .object({ plan: z.string(), status: z.string(), currentPeriodEnd: z.string().nullable() })
    .nullable(),
  /** Counts only (requirements "Admin area": staff never see student names or records). */
  usage: z.object({
    students: z.number(),
    notesThisMonth: z.number(),
    freeNoteLimit: z.number(),
    notesByMonth: z.array(z.object({ month: z.string(), notes: z.number() })),
  }),
  signIns: z.array(
    z.object({ at: z.string(), ipAddress: z.string(), userAgent: z.string(), active: z.boolean() }),
  ),
  tickets: z.array(
    z.object({ id: z.string(), subject: z.string(), status: z.string(), createdAt: z.string() }),
  ),
});
export type TeacherDetail = z.infer<typeof teacherDetailSchema>;

/**
 * One line of a teacher's shared caseload (`GET /api/admin/teachers/{teacherId}/students`, only with
 * the teacher's consent): enough to pick a record.
 */
export const sharedStudentLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  grade: z.string().nullable(),
});
export type SharedStudentLine = z.infer<typeof sharedStudentLineSchema>;
/** A student id in the staff student view's path (checked by the service: anything else is "Student not found."). */
export const sharedStudentParams = teacherIdParam.extend({ studentId: z.string() });

const reason = text().trim().min(3, "Give a reason of at least 3 characters.").max(500);
export const adminReasonSchema = z.object({ reason });
export const extendTrialSchema = z.object({ reason, days: z.number().int().min(1).max(90) });
export const allowReregistrationSchema = z.object({ reason, email: text().trim().min(3).max(320) });

/** The action names, as routes: POST /api/admin/teachers/:id/<action>. */
export const TEACHER_ACTIONS = [
  "extend-trial",
  "grant-pro",
  "revoke-pro",
  "reset-quota",
  "suspend",
  "reactivate",
  "sign-out-all",
] as const;
export type TeacherAction = (typeof TEACHER_ACTIONS)[number];

/** The body each action takes: the reason always, the days for `extend-trial`. */
export const TEACHER_ACTION_INPUTS: Record<
  TeacherAction,
  typeof adminReasonSchema | typeof extendTrialSchema
> = {
  "extend-trial": extendTrialSchema,
  "grant-pro": adminReasonSchema,
  "revoke-pro": adminReasonSchema,
  "reset-quota": adminReasonSchema,
  suspend: adminReasonSchema,
  reactivate: adminReasonSchema,
  "sign-out-all": adminReasonSchema,
};

/** The answer of an action: what changed (e.g. the trial's old and new end), as written in its audit line. */
export const teacherActionResultSchema = z.object({
  ok: z.literal(true),
  detail: z.record(z.string(), z.unknown()),
});

/** The service settings staff change (requirements "Admin area", "Constants"). */
export const adminSettingsSchema = z.object({
  freeNoteLimit: z.number().int().min(0).max(1000),
  trialDays: z.number().int().min(1).max(90),
  signUpsOpen: z.boolean(),
  maintenanceBanner: text().trim().max(300),
  aiModel: text().trim().max(100),
  aiNotesEnabled: z.boolean(),
  aiAssistantEnabled: z.boolean(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** Each setting's name as staff read it: the settings form's labels and the audit log's subjects. */
export const ADMIN_SETTING_LABELS: Record<keyof AdminSettings, string> = {
  freeNoteLimit: "Free-plan notes per month",
  trialDays: "Trial length (days)",
  signUpsOpen: "Sign-ups are open",
  maintenanceBanner: "Maintenance banner",
  aiModel: "AI model name",
  aiNotesEnabled: "AI note drafting is on",
  aiAssistantEnabled: "AI writing assistant is on",
};
/** `PATCH /api/admin/settings`: any of the settings, and the reason. */
export const settingsPatchSchema = adminSettingsSchema.partial().extend({ reason });
export type SettingsPatch = z.input<typeof settingsPatchSchema>;

const count = z.number();
export const adminDashboardSchema = z.object({
  teachersTotal: count,
  active7: count,
  active30: count,
  newSignUps7: count,
  trialsRunning: count,
  trialsConverted: count,
  proCount: count,
  notesThisMonthBySource: z.array(z.object({ source: z.string(), notes: count })),
  /**
   * Note drafts this month by who wrote them: `ai` (the model's text used), `offline` (the offline
   * drafter, no AI key), `fallback` (the model failed or a guard refused it: the template note).
   */
  noteDraftsThisMonth: z.object({ ai: count, offline: count, fallback: count }),
  /** AI requests this month that did not use the model's text, by error class or guard, most first. */
  aiProblemsThisMonth: z.array(z.object({ problem: z.string(), requests: count })),
  openTickets: count,
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** One day of the analytics series (requirements "Admin area"). */
export const analyticsDaySchema = z.object({
  day: z.string(),
  signUps: count,
  activeTeachers: count,
  notes: count,
  fallbackNotes: count,
  /** Requests to the AI model (not the offline drafter) that day. */
  aiRequests: count,
  /** Of those, the ones that ended in the fallback. */
  aiFallbacks: count,
  /** Median and 95th percentile of their latency in milliseconds; null on a day without requests. */
  aiLatencyP50Ms: z.number().nullable(),
  aiLatencyP95Ms: z.number().nullable(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;
export const analyticsSeriesSchema = z.object({ days: z.array(analyticsDaySchema) });
export type AnalyticsSeries = z.infer<typeof analyticsSeriesSchema>;

/** `GET /api/admin/analytics?days&format`: the last `days` days; `format=csv` downloads the series. */
export const analyticsQuerySchema = z.object({
  days: z.coerce.number().int().min(7).max(365).default(30),
  format: z.enum(["csv"]).optional(),
});

export const auditQuerySchema = z.object({
  actor: text().trim().max(320).optional(),
  teacher: text().trim().max(100).optional(),
  action: text().trim().max(100).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** `csv` downloads every matching line (up to 10,000) instead of a JSON page. */
  format: z.enum(["csv"]).optional(),
});
export const auditRowSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /**
   * The subject as staff read it (requirements "Audit log"): the teacher's name and address, the
   * ticket's subject, the names of the changed settings, the staff member's or the blocked address;
   * null when the subject no longer exists (the id then stands alone). Never a student's name.
   */
  subject: z.string().nullable(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;
