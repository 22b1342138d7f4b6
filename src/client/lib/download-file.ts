/**
 * File downloads from the API (issue 4 "Export a note and an IEP draft as PDF and as DOCX"): POST a
 * request whose answer is a file, then hand the file to the browser under the name the server gives
 * in `Content-Disposition`. Errors are the same `ApiRequestError` as `apiRequest` throws.
 */
import { apiErrorSchema } from "@shared/contracts/common";
import { ApiRequestError, NETWORK_MESSAGE } from "./api-client";

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
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      credentials: "include",
      headers: {
        Accept:
          "application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/json",
        ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new ApiRequestError(0, "NETWORK", NETWORK_MESSAGE);
  }
  if (!res.ok) {
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      json = undefined;
    }
    const parsed = apiErrorSchema.safeParse(json);
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
