/**
 * The "Signatures" section of an IEP version (requirements "Signatures and consent"): the document's
 * SHA-256, each signature with its validity, the parents' signing links and the consent answers;
 * for a teacher who may sign (`canSign`, capability "iep.save") and an IEP not superseded: "Add a
 * signature", "Send to a parent to sign", "Withdraw" (after a confirmation) and "Record consent".
 * The dialogs (and the signature pad's library) load when first opened. The page wraps this section
 * in id="signatures" (the dashboard's links end in #signatures).
 */
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/dialog";
import { Alert, Skeleton } from "@client/components/ui/feedback";
import { errorMessage } from "@client/lib/api-client";
import { useMe } from "@client/lib/auth/get-me";
import { notify } from "@client/lib/notify";
import type { Iep, SigningLink } from "@shared/contracts/ieps";
import { lazy, Suspense, useId, useState } from "react";
import { useIepSigning, useWithdrawSigningLink } from "../api/get-signing";
import { ConsentList, LinkList, SignatureList } from "./signing-lists";

const AddSignatureDialog = lazy(() => import("./add-signature-dialog"));
const SigningLinkDialog = lazy(() => import("./signing-link-dialog"));
const ConsentDialog = lazy(() => import("./consent-dialog"));

type OpenDialog = "sign" | "link" | "consent" | null;

/** Signatures, parents' signing links and consent answers of one IEP version. */
export function IepSigning({ iep, canSign }: { iep: Iep; canSign: boolean }) {
  const state = useIepSigning(iep.id);
  const timeZone = useMe().data?.timeZone ?? undefined;
  const [open, setOpen] = useState<OpenDialog>(null);
  const [withdrawing, setWithdrawing] = useState<SigningLink | null>(null);
  const withdraw = useWithdrawSigningLink(iep.id);
  const headingId = useId();
  const writable = canSign && iep.status !== "superseded";

  const confirmWithdraw = () => {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing.id, {
      onSuccess: () => {
        notify.success(`The link sent to ${withdrawing.email} no longer works.`);
        setWithdrawing(null);
      },
      onError: (err) => notify.error(errorMessage(err, "The link could not be withdrawn. Please try again.")),
    });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Signatures
      </h2>
      {state.isPending ? (
        <div aria-busy="true" className="space-y-2">
          <span className="sr-only">Loading the signatures…</span>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : state.isError ? (
        <Alert tone="error">
          {errorMessage(state.error, "The signatures could not be loaded. Please try again.")}{" "}
          <Button variant="link" size="sm" onClick={() => state.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <div className="space-y-1 text-sm text-slate-800">
            <p className="break-all">
              Document fingerprint (SHA-256):{" "}
              <code className="rounded bg-slate-100 px-1 text-slate-900" title={state.data.documentSha256}>
                {state.data.documentSha256.slice(0, 12)}…
              </code>
            </p>
            <details className="text-slate-700">
              <summary className="cursor-pointer text-indigo-800 underline underline-offset-2">
                What is this?
              </summary>
              <p className="mt-1">
                A code computed from the IEP's PDF. Each signature stores the code of the document it signed;
                when the IEP changes, the code changes and the earlier signatures become void.
              </p>
            </details>
          </div>
          {writable ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setOpen("sign")}>Add a signature</Button>
              <Button variant="secondary" onClick={() => setOpen("link")}>
                Send to a parent to sign
              </Button>
              <Button variant="secondary" onClick={() => setOpen("consent")}>
                Record consent
              </Button>
            </div>
          ) : null}
          <SignatureList signatures={state.data.signatures} timeZone={timeZone} />
          <h3 className="text-base font-semibold text-slate-900">Signing links</h3>
          <LinkList
            links={state.data.links}
            timeZone={timeZone}
            onWithdraw={writable ? setWithdrawing : undefined}
          />
          <h3 className="text-base font-semibold text-slate-900">Consent</h3>
          <ConsentList consents={state.data.consents} />
        </>
      )}
      <Suspense fallback={null}>
        {open === "sign" ? <AddSignatureDialog iep={iep} onClose={() => setOpen(null)} /> : null}
        {open === "link" ? <SigningLinkDialog iep={iep} onClose={() => setOpen(null)} /> : null}
        {open === "consent" ? <ConsentDialog iep={iep} onClose={() => setOpen(null)} /> : null}
      </Suspense>
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(o) => !o && setWithdrawing(null)}
        title="Withdraw this signing link?"
        description={
          withdrawing
            ? `The link sent to ${withdrawing.email} will stop working. You can send a new one later.`
            : ""
        }
        confirmLabel="Withdraw"
        busy={withdraw.isPending}
        onConfirm={confirmWithdraw}
      />
    </section>
  );
}
