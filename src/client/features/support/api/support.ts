/**
 * The teacher's support tickets (requirements "Admin area"):
 *   GET  /api/v1/support/tickets                 → Ticket[] (own tickets with staff replies)
 *   POST /api/v1/support/tickets   NewTicket     → Ticket
 *   POST /api/v1/support/tickets/:id/reply { body } → 204
 */
import { apiRequest } from "@client/lib/api-client";
import type { NewTicket, Ticket } from "@shared/contracts/support";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SUPPORT_QUERY_KEY } from "./query-keys";

/** The teacher's tickets, newest change first. */
export function useMyTickets() {
  return useQuery({
    queryKey: SUPPORT_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<Ticket[]>("/api/v1/support/tickets", { signal }),
  });
}

/** Opens a ticket. @throws ApiRequestError 400 naming a field, or NETWORK. */
export function useOpenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewTicket) =>
      apiRequest<Ticket>("/api/v1/support/tickets", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPORT_QUERY_KEY }),
  });
}

/** Answers staff on one's own ticket. */
export function useReplyToTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<void>(`/api/v1/support/tickets/${encodeURIComponent(ticketId)}/reply`, {
        method: "POST",
        body: { body },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPORT_QUERY_KEY }),
  });
}
