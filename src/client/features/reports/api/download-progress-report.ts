/**
 * Downloads the parent progress report PDF (issue 3 "Download as PDF (generated on the server)"):
 * POST /api/v1/reports/progress {studentId, from, to, narratives} → application/pdf, saved under the
 * file name the server gives (student name and period).
 */
import { ApiRequestError, NETWORK_MESSAGE } from "@client/lib/api-client";
import { apiErrorSchema } from "@shared/contracts/common";
import type { ProgressReportInput } from "@shared/contracts/reports";
import { useMutation } from "@tanstack/react-query";

export interface DownloadedReport {
  blob: Blob;
  filename: string;
}

/** The `filename="…"` of a Content-Disposition header, or a fallback. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1] ?? fallback;
}

/**
 * Asks the server for the PDF.
 * @throws ApiRequestError — 400 naming the bad field, 404 "Student not found", 401, or NETWORK.
 */
export async function fetchProgressReport(input: ProgressReportInput): Promise<DownloadedReport> {
  let res: Response;
  try {
    res = await fetch("/api/v1/reports/progress", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/pdf, application/json" },
      body: JSON.stringify(input),
    });
  } catch {
    throw new ApiRequestError(0, "NETWORK", NETWORK_MESSAGE);
  }
  if (!res.ok) {
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      body = undefined;
    }
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success) {
      const e = parsed.data.error;
      throw new ApiRequestError(res.status, e.code, e.message, e.details);
    }
    throw new ApiRequestError(
      res.status,
      "HTTP_ERROR",
      `The server answered ${res.status}. Please try again.`,
    );
  }
  const blob = await res.blob();
  return {
    blob,
    filename: filenameFromDisposition(res.headers.get("content-disposition"), "progress-report.pdf"),
  };
}

/** Hands a blob to the browser as a file download (an object URL on a temporary link). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The download mutation: fetches the PDF and saves it; `data` is the file name saved. */
export function useDownloadProgressReport() {
  return useMutation({
    mutationFn: async (input: ProgressReportInput) => {
      const report = await fetchProgressReport(input);
      saveBlob(report.blob, report.filename);
      return report.filename;
    },
  });
}
