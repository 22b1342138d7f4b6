/**
 * A student's parent contacts (requirements "Parent contact log"). GET
 * /api/v1/students/:studentId/contacts → Contact[] newest first. Key ["contacts", studentId]; kept on
 * the device with the other records (`lib/offline/cache-persistence.ts`), so the log opens offline.
 * A meeting's contacts are the same list filtered (`contactsOfMeeting`), so they open offline too.
 */
import { ApiRequestError, apiRequest } from "@client/lib/api-client";
import { isLocalId } from "@client/lib/outbox/local-ids";
import type { Contact } from "@shared/contracts/contacts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { studentContactsQueryKey } from "./query-keys";

/**
 * Fetches a student's contacts, newest first.
 * @throws ApiRequestError — 404 "Student not found", or NETWORK.
 */
export function getContacts(studentId: string, signal?: AbortSignal): Promise<Contact[]> {
  return apiRequest<Contact[]>(`/api/v1/students/${encodeURIComponent(studentId)}/contacts`, { signal });
}

/** Query options of a student's contacts; a 404 is final; a student not yet saved is not fetched. */
export function contactsQueryOptions(studentId: string) {
  return queryOptions({
    queryKey: studentContactsQueryKey(studentId),
    queryFn: ({ signal }) => getContacts(studentId, signal),
    staleTime: 60_000,
    enabled: !isLocalId(studentId),
    retry: (count, err) => !(err instanceof ApiRequestError && err.status === 404) && count < 2,
  });
}

/** The contacts query (data: Contact[], newest first). */
export function useContacts(studentId: string) {
  return useQuery(contactsQueryOptions(studentId));
}
