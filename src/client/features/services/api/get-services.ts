/**
 * A student's structured IEP services (requirements "Services"). GET
 * /api/v1/students/:studentId/services → Service[]. Key ["services", "student", studentId].
 */
import { apiRequest } from "@client/lib/api-client";
import type { Service } from "@shared/contracts/services";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { studentServicesKey } from "./query-keys";

/**
 * Fetches the services of one student.
 * @throws ApiRequestError — 404 "Student not found" for a foreign or missing student, or NETWORK.
 */
export async function getServices(studentId: string, signal?: AbortSignal): Promise<Service[]> {
  return apiRequest<Service[]>(`/api/v1/students/${encodeURIComponent(studentId)}/services`, { signal });
}

/** Query options for a student's services; a minute fresh (the outbox updates them). */
export function servicesQueryOptions(studentId: string) {
  return queryOptions({
    queryKey: studentServicesKey(studentId),
    queryFn: ({ signal }) => getServices(studentId, signal),
    staleTime: 60_000,
  });
}

/** The services query (data: Service[], oldest first as the server answers). */
export function useServices(studentId: string) {
  return useQuery(servicesQueryOptions(studentId));
}
