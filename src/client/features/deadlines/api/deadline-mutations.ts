/**
 * Manual deadlines (requirements "Deadlines": the teacher adds their own): add (POST
 * /api/v1/deadlines → 201 Deadline), change (PATCH /:id → 200 Deadline) and delete (DELETE /:id →
 * 204). A computed deadline accepts only a status (`update-deadline.ts`) and is never deleted. Each
 * success refreshes the deadline, dashboard and notification queries.
 */
import { apiRequest } from "@client/lib/api-client";
import type { CreateDeadlineInput, Deadline, UpdateDeadlineInput } from "@shared/contracts/deadlines";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { DEADLINES_QUERY_KEY } from "./get-deadlines";

const deadlinePath = (id = "") => `/api/v1/deadlines${id ? `/${encodeURIComponent(id)}` : ""}`;

function refresh(queryClient: QueryClient) {
  for (const queryKey of [DEADLINES_QUERY_KEY, ["dashboard"], ["notifications"]])
    void queryClient.invalidateQueries({ queryKey });
}

/**
 * Adds a manual deadline.
 * @throws ApiRequestError — 400 naming the field, 404 "Student not found", or NETWORK.
 */
export async function createDeadline(input: CreateDeadlineInput): Promise<Deadline> {
  return apiRequest<Deadline>(deadlinePath(), { method: "POST", body: input });
}

export interface UpdateDeadlineVariables {
  id: string;
  input: UpdateDeadlineInput;
}

/**
 * Changes a manual deadline's title, kind or due date.
 * @throws ApiRequestError — 400 (a bad field, or COMPUTED_DEADLINE), 404 "Deadline not found", or NETWORK.
 */
export async function updateDeadline({ id, input }: UpdateDeadlineVariables): Promise<Deadline> {
  return apiRequest<Deadline>(deadlinePath(id), { method: "PATCH", body: input });
}

/**
 * Deletes a manual deadline.
 * @throws ApiRequestError — 400 COMPUTED_DEADLINE, 404 "Deadline not found", or NETWORK.
 */
export async function deleteDeadline(id: string): Promise<void> {
  await apiRequest<void>(deadlinePath(id), { method: "DELETE" });
}

/** Mutation hook for {@link createDeadline}. */
export function useCreateDeadline() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDeadline, onSuccess: () => refresh(queryClient) });
}

/** Mutation hook for {@link updateDeadline}. */
export function useUpdateDeadline() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDeadline, onSuccess: () => refresh(queryClient) });
}

/** Mutation hook for {@link deleteDeadline}. */
export function useDeleteDeadline() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDeadline, onSuccess: () => refresh(queryClient) });
}
