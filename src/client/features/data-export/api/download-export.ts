/**
 * Export downloads (requirements "Export and restore"): everything the teacher keeps
 * (GET /api/v1/export, a ZIP streamed by the server, read here chunk by chunk so the screen can show
 * how much has arrived) and one student's record (GET /api/v1/students/:studentId/export, as a ZIP or
 * as one PDF).
 */
import { responseError, sendRequest } from "@client/lib/api-client";
import { type DownloadedFile, filenameFromDisposition } from "@client/lib/download-file";

/**
 * Reads `res`'s body chunk by chunk, calling `onProgress` with the bytes received so far after each.
 * @returns the whole body as a Blob of `type`.
 */
export async function readWithProgress(
  res: Response,
  type: string,
  onProgress: (received: number) => void,
): Promise<Blob> {
  if (!res.body) return res.blob();
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type });
}

/**
 * Everything the teacher keeps, as `iep-workspace-export-<date>.zip`.
 * @throws ApiRequestError — 401 when signed out, or NETWORK (also when the connection drops midway).
 */
export async function downloadAllData(onProgress: (received: number) => void): Promise<DownloadedFile> {
  const res = await sendRequest("/api/v1/export", {
    headers: { Accept: "application/zip, application/json" },
  });
  if (!res.ok) throw await responseError(res);
  return {
    blob: await readWithProgress(res, "application/zip", onProgress),
    filename: filenameFromDisposition(res.headers.get("content-disposition"), "iep-workspace-export.zip"),
  };
}

/**
 * One student's record as a ZIP or as one PDF.
 * @throws ApiRequestError — 404 "Student not found", or NETWORK.
 */
export async function downloadStudentRecord(
  studentId: string,
  format: "zip" | "pdf",
): Promise<DownloadedFile> {
  const res = await sendRequest(`/api/v1/students/${encodeURIComponent(studentId)}/export?format=${format}`, {
    headers: { Accept: "application/zip, application/pdf, application/json" },
  });
  if (!res.ok) throw await responseError(res);
  return {
    blob: await res.blob(),
    filename: filenameFromDisposition(res.headers.get("content-disposition"), `student-record.${format}`),
  };
}
