/**
 * The services feature's public module (decision 020): IEP services, the service log and the
 * compliance summary (requirements "Services", "Service log", "Service compliance").
 */
export { servicesOfStudents, toService } from "./service-store.ts";
export {
  caseloadCompliance,
  caseloadServiceSummary,
  SUMMARY_DEFAULT_WEEKS,
  SUMMARY_RANGE_MAX_DAYS,
  type SummaryRange,
  studentServiceSummary,
  summaryRange,
} from "./service-summary.ts";
