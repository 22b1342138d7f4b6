/**
 * Whether a session exists, for the public pages' account actions (requirements "Screens and routes":
 * "Public site"). Asks the auth library's `GET /api/auth/get-session`, which answers 200 with `null`
 * when signed out, so a signed-out visitor's page logs no failed request.
 */
import { useQuery } from "@tanstack/react-query";
import { PUBLIC_SESSION_QUERY_KEY } from "./query-keys";

/** `undefined` while checking (and while pre-rendering), then `true` or `false`. */
export function useSignedIn(): boolean | undefined {
  const { data } = useQuery({
    queryKey: PUBLIC_SESSION_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const res = await fetch("/api/auth/get-session", { signal, credentials: "same-origin" });
      if (!res.ok) return false;
      const body = (await res.json()) as { session?: unknown } | null;
      return Boolean(body?.session);
    },
    staleTime: 60_000,
    retry: false,
  });
  return data;
}
