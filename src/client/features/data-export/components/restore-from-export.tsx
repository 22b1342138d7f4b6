/**
 * "Restore from an export" (requirements "Export and restore" → "Restore"), inside account settings'
 * "Your data" section: choose the ZIP "Download all my data" saved; the server checks it without
 * writing anything (a dry run) and the confirmation names what will be restored; "Restore" writes it
 * all in one go, then the result lists the restored counts and any skipped rows. Needs the
 * connection: offline, the section says so and the file cannot be chosen.
 */
import { Alert, Button } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { errorMessage } from "@client/lib/api-client";
import { useOnline } from "@client/lib/offline/use-connection";
import type { RestoreResult } from "@shared/contracts/data-export";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { restoredPhrases, useRestoreMutations } from "../api/restore";

/** "a, b and c"; "nothing" for none. */
const list = (phrases: string[]) =>
  phrases.length === 0
    ? "nothing"
    : phrases.length === 1
      ? (phrases[0] ?? "")
      : `${phrases.slice(0, -1).join(", ")} and ${phrases.at(-1)}`;

function Skipped({ skipped }: { skipped: RestoreResult["skipped"] }) {
  if (skipped.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-medium text-slate-900">
        {skipped.length === 1 ? "1 row is" : `${skipped.length} rows are`} left out:
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {skipped.slice(0, 50).map((s) => (
          <li key={`${s.file}-${s.index}`}>
            {s.file}, row {s.index + 1}: {s.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The restore part of account settings' "Your data" section. */
export function RestoreFromExport() {
  const online = useOnline();
  const { check, restore } = useRestoreMutations();
  const [file, setFile] = useState<File | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const headingId = useId();

  const reset = () => {
    setFile(null);
    check.reset();
    restore.reset();
    if (inputRef.current) inputRef.current.value = "";
  };
  const onFile = (chosen: File | undefined) => {
    if (!chosen) return;
    restore.reset();
    setFile(chosen);
    check.mutate(chosen);
  };

  const busy = check.isPending || restore.isPending;
  const plan = check.data;
  const done = restore.data;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Restore from an export
      </h3>
      <p id={`${inputId}-hint`} className="text-sm text-slate-700">
        Bring a caseload back from the ZIP that "Download all my data" saved: students, goals, progress data,
        notes, meetings, deadlines, services and parent contacts. It works in an account with no students yet,
        so nothing is duplicated or overwritten.
      </p>
      {!online ? (
        <Alert tone="warning">
          Restoring needs the internet connection. Connect, then choose the file again.
        </Alert>
      ) : null}
      {!done ? (
        <div>
          <label
            htmlFor={inputId}
            className="inline-flex h-10 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-within:ring-2 focus-within:ring-indigo-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
          >
            {file ? "Choose another export" : "Choose an export (.zip)"}
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept=".zip,application/zip"
              aria-describedby={`${inputId}-hint`}
              className="sr-only"
              disabled={!online || busy}
              onChange={(e) => onFile(e.target.files?.[0])}
            />
          </label>
        </div>
      ) : null}
      {check.isPending ? (
        <p role="status" className="text-sm text-slate-800">
          Checking {file?.name}…
        </p>
      ) : null}
      {check.isError ? (
        <Alert tone="error">{errorMessage(check.error, "The file could not be checked. Try again.")}</Alert>
      ) : null}
      {plan && !done ? (
        <div className="space-y-3 rounded-md border border-slate-300 p-4">
          <p className="text-sm text-slate-900">
            <span className="font-medium">{file?.name}</span> will restore{" "}
            {list(restoredPhrases(plan.restored))} into this account.
          </p>
          <Skipped skipped={plan.skipped} />
          {restore.isPending ? (
            <div role="status" className="space-y-1">
              <progress aria-label="Restoring" className="h-2 w-full" />
              <p className="text-sm text-slate-800">Restoring… keep this page open.</p>
            </div>
          ) : null}
          {restore.isError ? (
            <Alert tone="error">
              {errorMessage(restore.error, "The restore did not finish. Nothing was written. Try again.")}
            </Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => file && restore.mutate(file)}
              loading={restore.isPending}
              disabled={!online}
            >
              Restore
            </Button>
            <Button variant="secondary" onClick={reset} disabled={restore.isPending}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      {done ? (
        <div className="space-y-3">
          <Alert tone="success" title="Restored">
            {list(restoredPhrases(done.restored))}.
          </Alert>
          <Skipped skipped={done.skipped} />
          <Link
            to={paths.students}
            className="inline-flex h-10 items-center rounded-md bg-indigo-700 px-4 text-sm font-medium text-white hover:bg-indigo-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2"
          >
            Open your students
          </Link>
        </div>
      ) : null}
    </section>
  );
}
