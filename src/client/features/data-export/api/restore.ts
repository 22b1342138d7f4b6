/**
 * Restore from an export (requirements "Export and restore" → "Restore"): the chosen ZIP sent as the
 * multipart field `file` to POST /api/v1/restore, first as a dry run (`?dryRun=true`: what would be
 * restored, nothing written) for the confirmation, then for real; after a restore every cached query
 * is stale (the whole caseload changed), so all are invalidated.
 */
import { apiRequest } from "@client/lib/api-client";
import { RESTORE_PATH, type RestoreResult } from "@shared/contracts/data-export";
import { countOf } from "@shared/domain/plural";
import { useMutation, useQueryClient } from "@tanstack/react-query";

const send = (file: File, dryRun: boolean) => {
  const form = new FormData();
  form.set("file", file);
  return apiRequest<RestoreResult>(`${RESTORE_PATH}${dryRun ? "?dryRun=true" : ""}`, {
    method: "POST",
    body: form,
  });
};

/** The check (dry run) and the restore of a chosen export ZIP. */
export function useRestoreMutations() {
  const queryClient = useQueryClient();
  const check = useMutation({ mutationFn: (file: File) => send(file, true) });
  const restore = useMutation({
    mutationFn: (file: File) => send(file, false),
    onSuccess: () => queryClient.invalidateQueries(),
  });
  return { check, restore };
}

/** Each restored file's noun (one, other), in the order a teacher reads them. */
const NOUNS: [string, string, string][] = [
  ["students", "student", "students"],
  ["goals", "goal", "goals"],
  ["progress-entries", "progress entry", "progress entries"],
  ["notes", "note", "notes"],
  ["meetings", "meeting", "meetings"],
  ["meeting-attendees", "meeting attendee", "meeting attendees"],
  ["deadlines", "deadline", "deadlines"],
  ["services", "service", "services"],
  ["service-sessions", "logged session", "logged sessions"],
  ["parent-contacts", "parent contact", "parent contacts"],
  ["ieps", "IEP version", "IEP versions"],
  ["iep-signatures", "IEP signature", "IEP signatures"],
  ["iep-consents", "consent answer", "consent answers"],
];

/**
 * The restored counts as phrases ("2 students", "1 goal", …), zero counts left out, and "your
 * preferences" when they are restored.
 */
export function restoredPhrases(restored: RestoreResult["restored"]): string[] {
  const phrases = NOUNS.filter(([file]) => (restored[file] ?? 0) > 0).map(([file, one, other]) =>
    countOf(restored[file] ?? 0, one, other),
  );
  if ((restored.preferences ?? 0) > 0) phrases.push("your preferences");
  return phrases;
}
