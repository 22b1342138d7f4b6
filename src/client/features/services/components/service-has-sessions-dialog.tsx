/**
 * What the editor shows when the server refuses to remove a service that has logged sessions (409,
 * requirements "Services": the sessions are the record that its minutes were delivered): the
 * server's sentence, then "End the service today" (keeps the log; the usual choice) or "Delete it
 * and its sessions" (DELETE …?deleteSessions=true, sent at once, not queued: it destroys the log).
 */
import { Alert, Button, Dialog } from "@client/components/ui";
import { apiRequest, errorMessage } from "@client/lib/api-client";
import type { Service } from "@shared/contracts/services";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SERVICES_QUERY_KEY } from "../api/query-keys";

export interface ServiceHasSessionsDialogProps {
  service: Service | null;
  /** The server's explanation. */
  message: string;
  onClose: () => void;
  onEndToday: (service: Service) => void;
  endingBusy: boolean;
}

/** See the module docstring. */
export function ServiceHasSessionsDialog({
  service,
  message,
  onClose,
  onEndToday,
  endingBusy,
}: ServiceHasSessionsDialogProps) {
  const qc = useQueryClient();
  const destroy = useMutation({
    mutationFn: (s: Service) =>
      apiRequest<void>(`/api/v1/services/${encodeURIComponent(s.id)}?deleteSessions=true`, {
        method: "DELETE",
      }),
    onSuccess: async () => {
      onClose();
      await qc.invalidateQueries({ queryKey: SERVICES_QUERY_KEY });
    },
  });
  return (
    <Dialog
      open={service !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="This service has a service log"
    >
      <p className="text-sm text-slate-800">{message}</p>
      {destroy.isError ? (
        <Alert
          tone="error"
          title={errorMessage(destroy.error, "Failed to delete the service. Please try again.")}
        />
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          loading={destroy.isPending}
          onClick={() => service && destroy.mutate(service)}
        >
          Delete it and its sessions
        </Button>
        <Button loading={endingBusy} onClick={() => service && onEndToday(service)}>
          End the service today
        </Button>
      </div>
    </Dialog>
  );
}
