/**
 * File downloads from the API (requirements "Exports": "Export a note and an IEP draft as PDF and as DOCX"): POST a
 * request whose answer is a file, then hand the file to the browser under the name the server gives
 * in `Content-Disposition`. Errors are the same `ApiRequestError` as `apiRequest` throws.
 */
import { responseError, sendRequest } from "./api-client";

/** A downloaded file: its bytes and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The `filename="…"` of a Content-Disposition header, or `fallback`. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1] ?? fallback;
}

/**
 * POSTs `body` (JSON; none when undefined) to `path` and returns the answered file.
 * @throws ApiRequestError — the server's `{error: {code, message}}` (e.g. 404 "Note not found"),
 *   HTTP_ERROR for an answer without one, or NETWORK when the request never arrived.
 */
export async function postForFile(
  path: string,
  body: unknown,
  fallbackName: string,
): Promise<DownloadedFile> {
  const res = await sendRequest(path, {
    method: "POST",
    body,
    headers: {
      Accept:
        "application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/json",
    },
  });
  if (!res.ok) throw await responseError(res);
  return {
    blob: await res.blob(),
    filename: filenameFromDisposition(res.headers.get("content-disposition"), fallbackName),
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
