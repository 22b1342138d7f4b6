/**
 * Downloads a student's contact log PDF (requirements "Parent contact log"): GET
 * /api/v1/students/:studentId/contact-log?from=&to= → application/pdf, saved under the name the
 * server gives, through the app's file-saving helper (`lib/download-file.ts`).
 */
import { responseError, sendRequest } from "@client/lib/api-client";
import { filenameFromDisposition, saveBlob } from "@client/lib/download-file";
import type { ContactLogQuery } from "@shared/contracts/contacts";
import { useMutation } from "@tanstack/react-query";

/**
 * Fetches the PDF of `studentId`'s contacts in the range (either end optional).
 * @throws ApiRequestError — 400 for a reversed range, 404 "Student not found", NETWORK.
 */
export async function fetchContactLog(studentId: string, range: ContactLogQuery) {
  const query = new URLSearchParams();
  if (range.from) query.set("from", range.from);
  if (range.to) query.set("to", range.to);
  const qs = query.size > 0 ? `?${query}` : "";
  const res = await sendRequest(`/api/v1/students/${encodeURIComponent(studentId)}/contact-log${qs}`, {
    headers: { Accept: "application/pdf, application/json" },
  });
  if (!res.ok) throw await responseError(res);
  return {
    blob: await res.blob(),
    filename: filenameFromDisposition(res.headers.get("content-disposition"), "contact-log.pdf"),
  };
}

/** The download mutation; `data` is the file name saved. */
export function useDownloadContactLog(studentId: string) {
  return useMutation({
    mutationFn: async (range: ContactLogQuery) => {
      const file = await fetchContactLog(studentId, range);
      saveBlob(file.blob, file.filename);
      return file.filename;
    },
  });
}
