/**
 * Downloads the IEP at a glance as one PDF, a page per student (requirements "IEP at a glance"):
 * POST /api/v1/exports/at-a-glance {studentIds, language, shareSafe} → application/pdf, saved under
 * the server's file name through the app's one file-download helper (`lib/download-file.ts`).
 */
import { postForFile, saveBlob } from "@client/lib/download-file";
import type { AtAGlanceExportInput } from "@shared/contracts/at-a-glance";
import { useMutation } from "@tanstack/react-query";

/**
 * The download mutation; `data` is the file name saved. Errors are `ApiRequestError`s: 400 naming the
 * bad field, 404 "Student not found", 401, or NETWORK.
 */
export function useDownloadAtAGlance() {
  return useMutation({
    mutationFn: async (input: AtAGlanceExportInput) => {
      const file = await postForFile("/api/v1/exports/at-a-glance", input, "iep-at-a-glance.pdf");
      saveBlob(file.blob, file.filename);
      return file.filename;
    },
  });
}
