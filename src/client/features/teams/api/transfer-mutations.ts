/**
 * Handing students to another case manager (requirements "IEP teams", "Transfer"):
 *   POST /api/v1/students/:studentId/transfer {email, keepAccess} → Transfer (pending)
 *   POST /api/v1/transfers {studentIds, email, keepAccess} → Transfer (several students at once)
 *   POST /api/v1/transfers/:id/accept | /decline (the receiver) | /cancel (the sender) → Transfer
 * Online only, like every change of who may see a student.
 */
import { apiRequest } from "@client/lib/api-client";
import type { Transfer, TransferInput, TransferManyInput } from "@shared/contracts/teams";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TRANSFERS_QUERY_KEY } from "./query-keys";
import { useRefreshCaseload } from "./refresh-caseload";

/** The body of a transfer: one student (`studentId`) or several (`studentIds`). */
export type TransferRequest =
  | { studentId: string; input: TransferInput }
  | { studentId?: undefined; input: TransferManyInput };

/**
 * Asks the receiver to take the students; the transfer is pending until they answer.
 * @throws ApiRequestError — 400 naming the field (address, keepAccess, studentIds), 404 "Student not
 *   found", 409 when a student already has a pending transfer or the address is the teacher's own,
 *   NETWORK.
 */
export function useSendTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TransferRequest) =>
      apiRequest<Transfer>(
        request.studentId
          ? `/api/v1/students/${encodeURIComponent(request.studentId)}/transfer`
          : "/api/v1/transfers",
        { method: "POST", body: request.input },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TRANSFERS_QUERY_KEY }),
  });
}

/** What a teacher does with a transfer: the receiver accepts or declines, the sender cancels. */
export type TransferAction = "accept" | "decline" | "cancel";

/**
 * Answers or cancels a transfer; after an accept the caseload is fetched again.
 * @throws ApiRequestError — 404 "Transfer not found", 409 when it is no longer pending, NETWORK.
 */
export function useActOnTransfer() {
  const refresh = useRefreshCaseload();
  return useMutation({
    mutationFn: ({ transfer, action }: { transfer: Transfer; action: TransferAction }) =>
      apiRequest<Transfer>(`/api/v1/transfers/${encodeURIComponent(transfer.id)}/${action}`, {
        method: "POST",
      }),
    onSettled: () => refresh(TRANSFERS_QUERY_KEY),
  });
}
