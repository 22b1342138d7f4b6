/**
 * Downloads the parent progress report PDF (requirements "Parent progress report": generated on the
 * server): POST /api/v1/reports/progress {studentId, from, to, narratives} → application/pdf, saved
 * under the file name the server gives (student name and period), through the app's one file-download
 * helper (`lib/download-file.ts`, requirements "Exports").
 */
import { postForFile, saveBlob } from "@client/lib/download-file";
import type { ProgressReportInput } from "@shared/contracts/reports";
import { useMutation } from "@tanstack/react-query";

/**
 * The download mutation: asks the server for the PDF and saves it; `data` is the file name saved.
 * Errors are `ApiRequestError`s: 400 naming the bad field, 404 "Student not found", 401, or NETWORK.
 */
export function useDownloadProgressReport() {
  return useMutation({
    mutationFn: async (input: ProgressReportInput) => {
      const report = await postForFile("/api/v1/reports/progress", input, "progress-report.pdf");
      saveBlob(report.blob, report.filename);
      return report.filename;
    },
  });
}
