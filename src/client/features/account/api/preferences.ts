/**
 * The teacher's preferences (requirements "Profile"): GET and PATCH /api/v1/me/preferences.
 */
import { apiRequest } from "@client/lib/api-client";
import type { Preferences, UpdatePreferencesInput } from "@shared/contracts/account";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PREFERENCES_QUERY_KEY } from "./query-keys";

/** The preferences query (the defaults when the teacher never changed them). */
export function usePreferences() {
  return useQuery({
    queryKey: PREFERENCES_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<Preferences>("/api/v1/me/preferences", { signal }),
  });
}

/**
 * Mutation: change some preferences; the answer replaces the cached ones.
 * @throws ApiRequestError (400 naming the field, NETWORK, 5xx).
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePreferencesInput) =>
      apiRequest<Preferences>("/api/v1/me/preferences", { method: "PATCH", body: input }),
    onSuccess: (answer) => queryClient.setQueryData(PREFERENCES_QUERY_KEY, answer),
  });
}
