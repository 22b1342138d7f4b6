/**
 * The deadlines feature's query keys (architecture "Query keys"), the dashboard summary's among them
 * (its hook lives here): the one place they are spelled. Any client code may import this file, and no
 * other file of the feature (import rule `no-cross-feature-imports`), so it holds nothing but keys and
 * imports types only.
 */
import type { DeadlineListQuery } from "@shared/contracts/deadlines";

/** The key every deadline query starts with; changes invalidate it whole. */
export const DEADLINES_QUERY_KEY = ["deadlines"] as const;

/** The list for one filter (GET /api/v1/deadlines?…; unset fields left out). */
export const deadlinesListKey = (query: DeadlineListQuery = {}) =>
  [...DEADLINES_QUERY_KEY, "list", JSON.parse(JSON.stringify(query)) as DeadlineListQuery] as const;

/** The dashboard summary (GET /api/v1/dashboard): next meetings, deadlines due soon and overdue, counts. */
export const DASHBOARD_QUERY_KEY = ["dashboard"] as const;

/** The teacher's progress-report dates (GET /api/v1/reporting-dates). */
export const REPORTING_DATES_QUERY_KEY = ["reporting-dates"] as const;
