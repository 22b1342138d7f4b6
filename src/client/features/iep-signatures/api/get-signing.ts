/**
 * Reading and changing what is signed of one IEP version (requirements "Signatures and consent"):
 * GET /api/v1/ieps/:id/signatures → IepSigningState; POST …/signatures (createSignatureInput) →
 * Signature; POST …/signing-links (createSigningLinkInput) → SigningLink; DELETE
 * /api/v1/signing-links/:id → 204; POST …/consents (createConsentInput) → Consent. After any change
 * the IEP's signing state and the dashboard's outstanding list are fetched again.
 */
import { iepSigningQueryKey, OUTSTANDING_IEPS_QUERY_KEY } from "@client/features/ieps/api/query-keys";
import { apiRequest } from "@client/lib/api-client";
import type {
  Consent,
  CreateConsentInput,
  CreateSignatureInput,
  CreateSigningLinkInput,
  IepSigningState,
  Signature,
  SigningLink,
} from "@shared/contracts/ieps";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

const iepPath = (iepId: string, tail: string) => `/api/v1/ieps/${encodeURIComponent(iepId)}/${tail}`;

/** The signatures, signing links and consent answers of one IEP version. */
export function useIepSigning(iepId: string) {
  return useQuery({
    queryKey: iepSigningQueryKey(iepId),
    queryFn: ({ signal }) => apiRequest<IepSigningState>(iepPath(iepId, "signatures"), { signal }),
  });
}

function refetchAfterChange(qc: QueryClient, iepId: string) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: iepSigningQueryKey(iepId) }),
    qc.invalidateQueries({ queryKey: OUTSTANDING_IEPS_QUERY_KEY }),
  ]);
}

/**
 * A change to one IEP's signing: POSTs (or DELETEs) and then refetches.
 * @throws ApiRequestError — 400 naming the field, 404 "IEP not found", 409 IEP_FINAL / a superseded IEP, NETWORK.
 */
function useSigningChange<I, O>(iepId: string, send: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => refetchAfterChange(qc, iepId),
  });
}

/** Records a team member's signature given on the teacher's device. */
export const useAddSignature = (iepId: string) =>
  useSigningChange(iepId, (input: CreateSignatureInput) =>
    apiRequest<Signature>(iepPath(iepId, "signatures"), { method: "POST", body: input }),
  );

/** E-mails a parent a single-use signing link; resolves with the link (its `expiresAt`). */
export const useSendSigningLink = (iepId: string) =>
  useSigningChange(iepId, (input: CreateSigningLinkInput) =>
    apiRequest<SigningLink>(iepPath(iepId, "signing-links"), { method: "POST", body: input }),
  );

/** Withdraws a signing link that has not been used (it answers 410 "revoked" from then on). */
export const useWithdrawSigningLink = (iepId: string) =>
  useSigningChange(iepId, (linkId: string) =>
    apiRequest<void>(`/api/v1/signing-links/${encodeURIComponent(linkId)}`, { method: "DELETE" }),
  );

/** Records a parent's consent answer given on paper or in person. */
export const useRecordConsent = (iepId: string) =>
  useSigningChange(iepId, (input: CreateConsentInput) =>
    apiRequest<Consent>(iepPath(iepId, "consents"), { method: "POST", body: input }),
  );
