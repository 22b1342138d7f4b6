/**
 * Billing calls (requirements "Plans and trial"): the status, and the provider pages. Checkout and
 * the portal answer a URL on the provider's site, which the browser then opens.
 */
import { apiRequest } from "@client/lib/api-client";
import { ME_QUERY_KEY } from "@client/lib/auth/query-keys";
import type { BillingStatus, RedirectUrl } from "@shared/contracts/billing";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BILLING_QUERY_KEY } from "./query-keys";

/** GET /api/v1/billing; with `enabled: false` nothing is asked (the data stays undefined). */
export function useBillingStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: BILLING_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<BillingStatus>("/api/v1/billing", { signal }),
    enabled,
  });
}

/** Leaves the app for a provider page (a separate function so tests can watch it). */
export const leaveFor = {
  open: (url: string) => window.location.assign(url),
};

/**
 * Mutation: open Stripe Checkout (`kind: "checkout"`) or the customer portal (`"portal"`).
 * @throws ApiRequestError (503 not configured, 409 no billing account, 502 provider down, NETWORK).
 */
export function useBillingRedirect() {
  return useMutation({
    mutationFn: async (kind: "checkout" | "portal") => {
      const { url } = await apiRequest<RedirectUrl>(`/api/v1/billing/${kind}`, { method: "POST" });
      leaveFor.open(url);
      return url;
    },
  });
}

/**
 * Mutation: start the 14-day Pro trial (POST /api/v1/billing/trial, requirements "Plans and trial").
 * On success the billing status is the answer and the profile (plan, allowance) is read again.
 * @throws ApiRequestError (409 `TRIAL_NOT_AVAILABLE` with the server's message, NETWORK).
 */
export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<BillingStatus>("/api/v1/billing/trial", { method: "POST" }),
    onSuccess: async (status) => {
      queryClient.setQueryData(BILLING_QUERY_KEY, status);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
