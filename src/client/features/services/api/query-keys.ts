/**
 * The services feature's query keys (architecture "Query keys"): the one place they are spelled.
 * Any client code may import this file, and no other file of the feature, so it holds nothing but keys.
 * Every key starts with "services", so the whole feature is kept on the device under one root
 * (architecture "Offline rules") and a change invalidates it whole.
 */

/** The key every services query starts with. */
export const SERVICES_QUERY_KEY = ["services"] as const;

/** One student's IEP services (GET /api/v1/students/:studentId/services). */
export const studentServicesKey = (studentId: string) =>
  [...SERVICES_QUERY_KEY, "student", studentId] as const;

/** Prefix of every session page list. */
export const SERVICE_SESSIONS_PREFIX = [...SERVICES_QUERY_KEY, "sessions"] as const;

/** One service's logged sessions, keyset pages newest first (GET /api/v1/service-sessions?serviceId=). */
export const serviceSessionsKey = (serviceId: string) => [...SERVICE_SESSIONS_PREFIX, serviceId] as const;

/** The caseload's most recent sessions (one page; the quick log's prefilled minutes). */
export const recentSessionsKey = (from: string) => [...SERVICES_QUERY_KEY, "recent", from] as const;

/** One student's compliance over a range (GET /api/v1/students/:studentId/service-summary). */
export const studentServiceSummaryKey = (studentId: string, from: string, to: string) =>
  [...SERVICES_QUERY_KEY, "summary", studentId, from, to] as const;

/** The caseload's compliance over a range (GET /api/v1/service-summary). */
export const caseloadServiceSummaryKey = (from: string, to: string) =>
  [...SERVICES_QUERY_KEY, "caseload-summary", from, to] as const;
