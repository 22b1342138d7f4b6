/**
 * Reading one student's IEP at a glance (requirements "IEP at a glance"): GET
 * /api/v1/students/:studentId/at-a-glance?language=&shareSafe= → AtAGlance (every fixed word in the
 * asked language, the teacher's text as typed). Contract: @shared/contracts/at-a-glance.
 */
import { apiRequest } from "@client/lib/api-client";
import type { AtAGlance } from "@shared/contracts/at-a-glance";
import type { HomeLanguage } from "@shared/contracts/students";
import { useQueries } from "@tanstack/react-query";
import { atAGlanceKey } from "./query-keys";

/** The page's options as the URL and the API name them. */
export interface GlanceOptions {
  language: HomeLanguage;
  shareSafe: boolean;
}

/**
 * Fetches one student's page.
 * @throws ApiRequestError — 404 "Student not found", 400 naming a bad option, or NETWORK.
 */
export async function getAtAGlance(
  studentId: string,
  options: GlanceOptions,
  signal?: AbortSignal,
): Promise<AtAGlance> {
  const qs = new URLSearchParams({ language: options.language, shareSafe: String(options.shareSafe) });
  return apiRequest<AtAGlance>(`/api/v1/students/${encodeURIComponent(studentId)}/at-a-glance?${qs}`, {
    signal,
  });
}

/** The pages of `studentIds`, one query each, in that order. */
export function useAtAGlancePages(studentIds: readonly string[], options: GlanceOptions) {
  return useQueries({
    queries: studentIds.map((id) => ({
      queryKey: atAGlanceKey(id, options.language, options.shareSafe),
      queryFn: ({ signal }: { signal: AbortSignal }) => getAtAGlance(id, options, signal),
    })),
  });
}
