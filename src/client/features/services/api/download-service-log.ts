/**
 * Service log downloads (requirements "Service log": exports): one student's log over a range as CSV
 * or PDF (GET /api/v1/students/:studentId/service-log?from=&to=&format=csv|pdf) and the caseload's
 * as CSV (GET /api/v1/service-log?from=&to=). Dates are inclusive `YYYY-MM-DD`.
 */
import { responseError, sendRequest } from "@client/lib/api-client";
import { type DownloadedFile, filenameFromDisposition } from "@client/lib/download-file";

/** A service log file format. */
export type ServiceLogFormat = "csv" | "pdf";

async function getFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  const res = await sendRequest(path, { headers: { Accept: "text/csv, application/pdf, application/json" } });
  if (!res.ok) throw await responseError(res);
  return {
    blob: await res.blob(),
    filename: filenameFromDisposition(res.headers.get("content-disposition"), fallbackName),
  };
}

/**
 * One student's service log.
 * @throws ApiRequestError — 404 "Student not found", 400 for a bad range, or NETWORK.
 */
export function downloadStudentServiceLog(
  studentId: string,
  from: string,
  to: string,
  format: ServiceLogFormat,
) {
  const q = new URLSearchParams({ from, to, format });
  return getFile(
    `/api/v1/students/${encodeURIComponent(studentId)}/service-log?${q}`,
    `service-log-${from}-to-${to}.${format}`,
  );
}

/**
 * The caseload's service log as CSV.
 * @throws ApiRequestError — 400 for a bad range, or NETWORK.
 */
export function downloadCaseloadServiceLog(from: string, to: string) {
  const q = new URLSearchParams({ from, to });
  return getFile(`/api/v1/service-log?${q}`, `service-log-${from}-to-${to}.csv`);
}
