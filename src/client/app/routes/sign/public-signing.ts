/**
 * The public signing API (requirements "Signatures and consent"), without a session: GET
 * /api/signing/:token → PublicSigningView (404 for a token that is not one; 410 SIGNING_LINK_GONE
 * with `details.reason` "used" | "expired" | "revoked" and a sentence); GET /api/signing/:token/pdf
 * (the document's PDF); POST /api/signing/:token (publicSignInput) → {signedAt}.
 */
import { ApiRequestError, apiRequest } from "@client/lib/api-client";
import type { PublicSignInput, PublicSigningView, PublicSignResult } from "@shared/contracts/ieps";
import { useMutation, useQuery } from "@tanstack/react-query";

const base = (token: string) => `/api/signing/${encodeURIComponent(token)}`;

/** The link of the document's PDF (a plain download; the page opens it in a new tab). */
export const signingPdfHref = (token: string) => `${base(token)}/pdf`;

/** The document a link was made for; not retried after a 4xx (a link that is gone stays gone). */
export function useSigningView(token: string) {
  return useQuery({
    queryKey: ["signing", token],
    queryFn: ({ signal }) => apiRequest<PublicSigningView>(base(token), { signal }),
    retry: (count, err) =>
      !(err instanceof ApiRequestError && err.status < 500 && err.status > 0) && count < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Sends the signature (and the consent answer).
 * @throws ApiRequestError — 400 naming the field, 410 SIGNING_LINK_GONE (used, expired, withdrawn), NETWORK.
 */
export function useSign(token: string) {
  return useMutation({
    mutationFn: (input: PublicSignInput) =>
      apiRequest<PublicSignResult>(base(token), { method: "POST", body: input }),
  });
}
