/**
 * Downloads a notice of an IEP version (requirements "Notices"): GET
 * /api/v1/ieps/:id/notices/:notice?format=pdf|docx&language=en|es → the file, saved under the name
 * the server gives, through the app's file-saving helper (`lib/download-file.ts`).
 */
import { responseError, sendRequest } from "@client/lib/api-client";
import { filenameFromDisposition, saveBlob } from "@client/lib/download-file";
import type { IepDocumentLanguage, IepNotice } from "@shared/contracts/ieps";
import { useMutation } from "@tanstack/react-query";

export interface NoticeRequest {
  notice: IepNotice;
  format: "pdf" | "docx";
  language: IepDocumentLanguage;
}

const ACCEPT = {
  pdf: "application/pdf, application/json",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/json",
} as const;

/**
 * Fetches one notice of `iepId` and hands it to the browser.
 * @throws ApiRequestError — 404 "IEP not found" / "Notice not found", NETWORK.
 */
export async function downloadNotice(iepId: string, { notice, format, language }: NoticeRequest) {
  const query = new URLSearchParams({ format, language });
  const res = await sendRequest(
    `/api/v1/ieps/${encodeURIComponent(iepId)}/notices/${encodeURIComponent(notice)}?${query}`,
    { headers: { Accept: ACCEPT[format] } },
  );
  if (!res.ok) throw await responseError(res);
  const filename = filenameFromDisposition(res.headers.get("content-disposition"), `${notice}.${format}`);
  saveBlob(await res.blob(), filename);
  return filename;
}

/** The download mutation of one IEP's notices; `data` is the file name saved. */
export function useDownloadNotice(iepId: string) {
  return useMutation({ mutationFn: (request: NoticeRequest) => downloadNotice(iepId, request) });
}
