/**
 * The admin API's shapes (requirements "Admin area"): sign-in steps, teachers (counts only, never
 * student names or records), actions with a reason, settings, dashboard, analytics and audit.
 */
import { z } from "zod";

export const adminSignInSchema = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(200),
});
export const adminPasswordChangeSchema = z.object({
  current: z.string().min(1).max(200),
  next: z.string().min(1).max(200),
});
export const totpCodeSchema = z.object({ code: z.string().trim().min(6).max(10) });

/** Where the admin's sign-in stands. */
export type AdminStage = "change_password" | "enrol_totp" | "verify_totp" | "ready";
export interface AdminSessionInfo {
  email: string;
  stage: AdminStage;
  expiresAt: string;
}

export const TEACHER_SORTS = ["created_desc", "created_asc", "email_asc", "name_asc"] as const;
export const teacherListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  plan: z.enum(["free", "pro", "trial"]).optional(),
  status: z.enum(["active", "suspended"]).optional(),
  confirmed: z.enum(["yes", "no"]).optional(),
  blacklisted: z.enum(["yes", "no"]).optional(),
  sort: z.enum(TEACHER_SORTS).default("created_desc"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TeacherListQuery = z.input<typeof teacherListQuerySchema>;

/** One row of the teachers list. */
export interface TeacherRow {
  id: string;
  email: string;
  name: string;
  planType: string;
  /** pro, active_trial, expired_trial or free. */
  planState: string;
  emailVerified: boolean;
  suspended: boolean;
  blacklisted: boolean;
  createdAt: string;
}
export interface TeacherPage {
  rows: TeacherRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface TeacherDetail extends TeacherRow {
  firstName: string | null;
  lastName: string | null;
  organization: string | null;
  timeZone: string | null;
  trialEndsAt: string | null;
  subscription: { plan: string; status: string; currentPeriodEnd: string | null } | null;
  /** Counts only (requirements "Admin area": staff never see student names or records). */
  usage: {
    students: number;
    notesThisMonth: number;
    freeNoteLimit: number;
    notesByMonth: { month: string; notes: number }[];
  };
  signIns: { at: string; ipAddress: string; userAgent: string; active: boolean }[];
  tickets: { id: string; subject: string; status: string; createdAt: string }[];
}

const reason = z.string().trim().min(3, "Give a reason of at least 3 characters.").max(500);
export const adminReasonSchema = z.object({ reason });
export const extendTrialSchema = z.object({ reason, days: z.number().int().min(1).max(90) });
export const allowReregistrationSchema = z.object({ reason, email: z.string().trim().min(3).max(320) });

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

export const settingsPatchSchema = z
  .object({
    freeNoteLimit: z.number().int().min(0).max(1000),
    trialDays: z.number().int().min(1).max(90),
    signUpsOpen: z.boolean(),
    maintenanceBanner: z.string().trim().max(300),
    aiModel: z.string().trim().max(100),
    aiNotesEnabled: z.boolean(),
    aiAssistantEnabled: z.boolean(),
  })
  .partial()
  .extend({ reason });
export type SettingsPatch = z.input<typeof settingsPatchSchema>;
export type AdminSettings = Required<Omit<z.infer<typeof settingsPatchSchema>, "reason">>;

export interface AdminDashboard {
  teachersTotal: number;
  active7: number;
  active30: number;
  newSignUps7: number;
  trialsRunning: number;
  trialsConverted: number;
  proCount: number;
  notesThisMonthBySource: { source: string; notes: number }[];
  /**
   * Note drafts this month by who wrote them: `ai` (the model's text used), `offline` (the offline
   * drafter, no AI key), `fallback` (the model failed or a guard refused it: the template note).
   */
  noteDraftsThisMonth: { ai: number; offline: number; fallback: number };
  /** AI requests this month that did not use the model's text, by error class or guard, most first. */
  aiProblemsThisMonth: { problem: string; requests: number }[];
  openTickets: number;
}

/** One day of the analytics series (requirements "Admin area"). */
export interface AnalyticsDay {
  day: string;
  signUps: number;
  activeTeachers: number;
  notes: number;
  fallbackNotes: number;
  /** Requests to the AI model (not the offline drafter) that day. */
  aiRequests: number;
  /** Of those, the ones that ended in the fallback. */
  aiFallbacks: number;
  /** Median and 95th percentile of their latency in milliseconds; null on a day without requests. */
  aiLatencyP50Ms: number | null;
  aiLatencyP95Ms: number | null;
}

export interface AnalyticsSeries {
  days: AnalyticsDay[];
}

export const auditQuerySchema = z.object({
  actor: z.string().trim().max(320).optional(),
  teacher: z.string().trim().max(100).optional(),
  action: z.string().trim().max(100).optional(),
  from: z.string().date().optional(),
  to: z.string().date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export interface AuditRow {
  id: string;
  at: string;
  actor: string;
  action: string;
  entity: string;
  entityId: string | null;
  reason: string | null;
  ip: string | null;
}
