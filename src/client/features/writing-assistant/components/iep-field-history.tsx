import { Alert, Button, Card } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { formatDateTime } from "@shared/domain/date-format";
import { FIELD_LABELS } from "@shared/domain/field-diff";
import { toast } from "sonner";
import { useFieldHistory, useRestoreFieldVersion } from "../api/field-history";

const when = (iso: string) => formatDateTime(iso);

/**
 * "Earlier versions" of the student's IEP fields (requirements "IEP draft"): each save or restore,
 * newest first, with "Restore the earlier text" (itself kept as a version, so it can be undone).
 */
export function IepFieldHistory({ studentId }: { studentId: string }) {
  const history = useFieldHistory(studentId);
  const restore = useRestoreFieldVersion();
  const entries = history.data ?? [];
  if (entries.length === 0 && !history.error) return null;
  return (
    <section aria-labelledby="iep-history-heading">
      <Card className="space-y-3">
        <h2 id="iep-history-heading" className="text-lg font-semibold text-slate-900">
          Earlier versions
        </h2>
        {history.error ? (
          <Alert tone="error">
            {errorMessage(history.error, "The earlier versions could not be loaded.")}
          </Alert>
        ) : null}
        <ul className="divide-y divide-slate-200">
          {entries.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="text-slate-700">
                <span className="font-medium text-slate-900">{FIELD_LABELS[e.field]}</span>{" "}
                {e.origin === "restore" ? "restored" : "saved from the IEP draft"} on {when(e.createdAt)}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={restore.isPending}
                aria-label={`Restore ${FIELD_LABELS[e.field]} as it was before ${when(e.createdAt)}`}
                onClick={() =>
                  restore.mutate(
                    { studentId, entryId: e.id },
                    {
                      onSuccess: () => toast.success(`${FIELD_LABELS[e.field]} restored.`),
                      onError: (err) => toast.error(errorMessage(err, "The version could not be restored.")),
                    },
                  )
                }
              >
                Restore the earlier text
              </Button>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
