/**
 * The services part of the student form's "Services & placement" tab (requirements "Services"),
 * like the goals editor of the goals tab (decision 017): the student's structured IEP services with
 * add, edit and remove, each change saved at once through the outbox (the student form's own Save
 * does not carry them). Removing asks first; a service with logged sessions may be refused (409):
 * the editor then gives the server's reason and offers to end the service today instead, which
 * keeps its log, or to delete it with its sessions.
 */
import { Alert, Button, ConfirmDialog, Skeleton } from "@client/components/ui";
import { type ApiRequestError, errorMessage } from "@client/lib/api-client";
import { localIsoDate } from "@client/lib/format";
import { usePendingIds } from "@client/lib/outbox/use-pending";
import type { Service } from "@shared/contracts/services";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useServices } from "../api/get-services";
import { useDeleteService, useUpdateService } from "../api/service-mutations";
import { requirementText, serviceDetails } from "../lib/service-words";
import { ServiceFormDialog } from "./service-form-dialog";
import { ServiceHasSessionsDialog } from "./service-has-sessions-dialog";

export interface StudentServicesEditorProps {
  studentId: string;
  studentName: string;
  /** The student's annual IEP date (`YYYY-MM-DD`), the default end date of a new service. */
  annualDate?: string | null;
}

/** What the remove confirmation is about. */
type Removing = { service: Service; refused?: string } | null;

/** The part; a group labelled "IEP services". */
export function StudentServicesEditor({ studentId, studentName, annualDate }: StudentServicesEditorProps) {
  return (
    // The service dialog's form is portalled, but React events still bubble to the student form.
    <fieldset
      className="space-y-3"
      onSubmit={(e) => e.stopPropagation()}
      aria-describedby="student-services-editor-hint"
    >
      <legend className="text-sm font-medium text-slate-900">IEP services</legend>
      <p id="student-services-editor-hint" className="text-sm text-slate-600">
        Each service with its minutes, how often and where. The service log and the compliance summary count
        against these. Changes here are saved at once.
      </p>
      <ServicesOfStudent studentId={studentId} studentName={studentName} annualDate={annualDate} />
    </fieldset>
  );
}

function ServicesOfStudent({ studentId, studentName, annualDate }: StudentServicesEditorProps) {
  const query = useServices(studentId);
  const remove = useDeleteService();
  const update = useUpdateService();
  const pending = usePendingIds("services");
  const [editing, setEditing] = useState<Service | "new" | null>(null);
  const [removing, setRemoving] = useState<Removing>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const doRemove = (service: Service) => {
    setFailure(null);
    remove.mutate(service, {
      onSuccess: () => setRemoving(null),
      onError: (err) => {
        if ((err as ApiRequestError).status === 409) {
          setRemoving({
            service,
            refused: errorMessage(
              err,
              "This service has logged sessions, the record that its minutes were delivered. To stop it, end it instead.",
            ),
          });
          return;
        }
        setRemoving(null);
        setFailure(errorMessage(err, "Failed to remove the service. Please try again."));
      },
    });
  };
  const endToday = (service: Service) => {
    const today = localIsoDate(new Date());
    // Never before the service began (the contract's end ≥ start).
    const endDate = [today, service.startDate].sort()[1] ?? today;
    update.mutate(
      { service, changes: { endDate } },
      {
        onSuccess: () => setRemoving(null),
        onError: (err) => {
          setRemoving(null);
          setFailure(errorMessage(err, "Failed to end the service. Please try again."));
        },
      },
    );
  };

  if (query.isPending) return <Skeleton className="h-16" />;
  if (query.isError) {
    return (
      <Alert tone="error" title={errorMessage(query.error, "Failed to load services. Please try again.")}>
        <Button variant="secondary" size="sm" className="mt-1" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <>
      {query.data.length === 0 ? (
        <p className="text-sm text-slate-700">{studentName} has no services yet.</p>
      ) : (
        <ul className="space-y-2">
          {query.data.map((s) => (
            <li key={s.id} className="rounded-md border border-slate-200 p-3">
              <p className="break-words text-sm text-slate-900">
                <span className="font-medium">{s.name}</span>: {requirementText(s)}
                {pending.has(s.id) ? (
                  <span className="ml-2 text-xs text-amber-800">Not yet saved</span>
                ) : null}
              </p>
              <p className="mt-1 break-words text-xs text-slate-600">{serviceDetails(s)}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setEditing(s)}
                  aria-label={`Edit ${s.name}`}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setRemoving({ service: s })}
                  aria-label={`Remove ${s.name}`}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {failure ? <Alert tone="error" title={failure} /> : null}
      <Button variant="secondary" size="sm" onClick={() => setEditing("new")}>
        <Plus className="size-4" aria-hidden="true" />
        Add service
      </Button>
      {editing !== null ? (
        <ServiceFormDialog
          open
          onClose={() => setEditing(null)}
          studentId={studentId}
          service={editing === "new" ? undefined : editing}
          annualDate={annualDate}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null && !removing.refused}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove this service?"
        description={
          removing ? `“${removing.service.name}” will be removed from ${studentName}'s IEP services.` : ""
        }
        confirmLabel="Remove service"
        busy={remove.isPending}
        onConfirm={() => removing && doRemove(removing.service)}
      />
      <ServiceHasSessionsDialog
        service={removing?.refused ? removing.service : null}
        message={removing?.refused ?? ""}
        onClose={() => setRemoving(null)}
        onEndToday={endToday}
        endingBusy={update.isPending}
      />
    </>
  );
}
