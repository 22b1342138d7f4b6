/**
 * The admin API's data (requirements "Admin area"): teachers, actions, tickets, settings, dashboard,
 * analytics and the audit log. Every call goes to /api/admin with the admin cookie.
 */
import { apiRequest } from "@client/lib/api-client";
import type {
  AdminDashboard,
  AdminSettings,
  AnalyticsSeries,
  AuditRow,
  SettingsPatch,
  TeacherAction,
  TeacherDetail,
  TeacherListQuery,
  TeacherPage,
} from "@shared/contracts/admin";
import type { Student } from "@shared/contracts/students";
import type { StaffTicket, TicketQueuePage, TicketStatus } from "@shared/contracts/support";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_QUERY_KEY, adminGetKey, sharedStudentKey, sharedStudentsKey } from "./query-keys";

/** `?a=1&b=2` of the defined values ("" when none). */
export function queryString(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** A GET of the admin API, cached under the admin key. */
function useAdminGet<T>(path: string) {
  return useQuery({
    queryKey: adminGetKey(path),
    queryFn: ({ signal }) => apiRequest<T>(`/api/admin${path}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const useTeachers = (q: TeacherListQuery) =>
  useAdminGet<TeacherPage>(`/teachers${queryString(q as Record<string, string>)}`);
export const useTeacher = (id: string) => useAdminGet<TeacherDetail>(`/teachers/${encodeURIComponent(id)}`);
/** A student line of a teacher who let staff see their records. */
export interface SharedStudentLine {
  id: string;
  name: string;
  grade: string | null;
}

/**
 * The teacher's students, fetched only when `enabled` (each fetch is an audited view; 403 without the
 * teacher's consent).
 */
export const useSharedStudents = (teacherId: string, enabled: boolean) =>
  useQuery({
    queryKey: sharedStudentsKey(teacherId),
    queryFn: ({ signal }) =>
      apiRequest<SharedStudentLine[]>(`/api/admin/teachers/${encodeURIComponent(teacherId)}/students`, {
        signal,
      }),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** One shared student record, fetched when `studentId` is set (an audited view). */
export const useSharedStudent = (teacherId: string, studentId: string | null) =>
  useQuery({
    queryKey: sharedStudentKey(teacherId, studentId),
    queryFn: ({ signal }) =>
      apiRequest<Student>(
        `/api/admin/teachers/${encodeURIComponent(teacherId)}/students/${encodeURIComponent(studentId ?? "")}`,
        { signal },
      ),
    enabled: studentId !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTickets = (status?: TicketStatus, page = 1) =>
  useAdminGet<TicketQueuePage>(
    `/tickets${queryString({ status, page: page > 1 ? String(page) : undefined })}`,
  );
export const useTicket = (id: string) => useAdminGet<StaffTicket>(`/tickets/${encodeURIComponent(id)}`);
export const useAdminSettings = () => useAdminGet<AdminSettings>("/settings");
export const useAdminDashboard = () => useAdminGet<AdminDashboard>("/dashboard");
export const useAnalytics = (days: number) => useAdminGet<AnalyticsSeries>(`/analytics?days=${days}`);
export const useAudit = (filters: Record<string, string | undefined>) =>
  useAdminGet<AuditRow[]>(`/audit${queryString(filters)}`);

/** A change through the admin API; every admin answer is fetched again afterwards. */
function useAdminMutation<TVars>(call: (vars: TVars) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}

/** Runs an action on a teacher (audited with its reason). */
export const useTeacherAction = (teacherId: string) =>
  useAdminMutation((v: { action: TeacherAction; reason: string; days?: number }) =>
    apiRequest(`/api/admin/teachers/${encodeURIComponent(teacherId)}/${v.action}`, {
      method: "POST",
      body: { reason: v.reason, ...(v.days ? { days: v.days } : {}) },
    }),
  );

/** Lets a deleted account's address sign up again. */
export const useAllowReregistration = () =>
  useAdminMutation((v: { email: string; reason: string }) =>
    apiRequest("/api/admin/reregistrations", { method: "POST", body: v }),
  );

/** Replies to, assigns or closes a ticket. */
export const useTicketChange = (ticketId: string) =>
  useAdminMutation((v: { change: "reply" | "assign" | "close"; body?: string }) =>
    apiRequest(`/api/admin/tickets/${encodeURIComponent(ticketId)}/${v.change}`, {
      method: "POST",
      body: v.change === "reply" ? { body: v.body } : {},
    }),
  );

/** Saves settings (with the reason). */
export const useSaveSettings = () =>
  useAdminMutation((patch: SettingsPatch) =>
    apiRequest("/api/admin/settings", { method: "PATCH", body: patch }),
  );
