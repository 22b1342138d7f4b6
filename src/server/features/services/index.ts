/**
 * The services feature's public module (decision 020): the routers `app.ts` mounts, IEP services, the
 * service log and the compliance summary (requirements "Services", "Service log", "Service compliance").
 */
export { createServiceLogRoutes } from "./service-log.routes.ts";
export { toServiceSession } from "./service-sessions.service.ts";
export { servicesOfStudents, toService } from "./service-store.ts";
export { createServiceSummaryRoutes } from "./service-summary.routes.ts";
export {
  caseloadCompliance,
  caseloadServiceSummary,
  SUMMARY_DEFAULT_WEEKS,
  type SummaryRange,
  studentServiceSummary,
  summaryRange,
} from "./service-summary.ts";
export { createServiceRoutes } from "./services.routes.ts";
export { studentNamesOf } from "./services.service.ts";
