/**
 * The lists of the IEP's "Signatures" section (requirements "Signatures and consent"): each
 * signature with its validity in words, the parents' signing links with their status, and the
 * consent answers. Times are written in the teacher's zone.
 */
import { Button } from "@client/components/ui/button";
import type { Consent, Signature, SigningLink } from "@shared/contracts/ieps";
import { IEP_CONSENT_KIND_LABELS, IEP_SIGNER_ROLE_LABELS } from "@shared/contracts/ieps";
import { formatDate, formatDateTime } from "@shared/domain/date-format";
import {
  CONSENT_RESPONSE_LABELS,
  CONSENT_VIA_LABELS,
  LINK_STATUS_LABELS,
  SIGNATURE_VIA_LABELS,
} from "../lib/signing-words";

const row = "rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-800";

/** Each signature: who, as what, how and when, the signature itself, and whether it still holds. */
export function SignatureList({ signatures, timeZone }: { signatures: Signature[]; timeZone?: string }) {
  if (signatures.length === 0)
    return <p className="text-sm text-slate-700">No one has signed this IEP yet.</p>;
  return (
    <ul className="space-y-2">
      {signatures.map((s) => (
        <li key={s.id} className={`${row} flex flex-wrap items-start justify-between gap-3`}>
          <div className="min-w-0 space-y-1">
            <p className="font-semibold text-slate-900">
              {s.signerName}{" "}
              <span className="font-normal text-slate-700">· {IEP_SIGNER_ROLE_LABELS[s.signerRole]}</span>
            </p>
            <p className="text-slate-700">
              {SIGNATURE_VIA_LABELS[s.via]}, {formatDateTime(s.signedAt, { timeZone })}
            </p>
            <p className={s.valid ? "font-medium text-emerald-800" : "font-medium text-red-800"}>
              {s.valid ? "Valid" : "Void — the IEP changed after this signature"}
            </p>
          </div>
          {s.method === "drawn" ? (
            <img
              src={s.signature}
              alt={`Signature of ${s.signerName}`}
              className="h-12 max-w-40 rounded border border-slate-200 bg-white object-contain"
            />
          ) : (
            <p className="max-w-60 break-words font-serif text-lg italic text-slate-900">
              <span className="sr-only">Typed signature: </span>
              {s.signature}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The parents' signing links; a waiting one can be withdrawn. */
export function LinkList({
  links,
  timeZone,
  onWithdraw,
}: {
  links: SigningLink[];
  timeZone?: string;
  /** Absent: no Withdraw buttons (the teacher cannot sign, or the IEP is superseded). */
  onWithdraw?: (link: SigningLink) => void;
}) {
  if (links.length === 0) return <p className="text-sm text-slate-700">No signing link was sent.</p>;
  return (
    <ul className="space-y-2">
      {links.map((l) => (
        <li key={l.id} className={`${row} flex flex-wrap items-center justify-between gap-3`}>
          <div className="min-w-0">
            <p className="break-words font-semibold text-slate-900">
              {l.signerName} <span className="font-normal text-slate-700">({l.email})</span>
            </p>
            <p className="text-slate-700">
              <span className="font-medium text-slate-900">{LINK_STATUS_LABELS[l.status]}</span>
              {l.status === "waiting" ? ` — works until ${formatDate(l.expiresAt, { timeZone })}` : null}
              {l.status === "signed" && l.usedAt ? ` on ${formatDateTime(l.usedAt, { timeZone })}` : null}
              {l.consentKind ? ` · asks: ${IEP_CONSENT_KIND_LABELS[l.consentKind]}` : null}
            </p>
          </div>
          {onWithdraw && l.status === "waiting" ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Withdraw the link sent to ${l.email}`}
              onClick={() => onWithdraw(l)}
            >
              Withdraw
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The consent answers, newest as the server orders them. */
export function ConsentList({ consents }: { consents: Consent[] }) {
  if (consents.length === 0) return <p className="text-sm text-slate-700">No consent answer is recorded.</p>;
  return (
    <ul className="space-y-2">
      {consents.map((c) => (
        <li key={c.id} className={row}>
          <p className="font-semibold text-slate-900">
            {IEP_CONSENT_KIND_LABELS[c.kind]}: {CONSENT_RESPONSE_LABELS[c.response]}
          </p>
          <p className="text-slate-700">
            {c.parentName}, {formatDate(c.respondedOn)} · {CONSENT_VIA_LABELS[c.via]}
          </p>
          {c.details ? <p className="mt-1 whitespace-pre-wrap text-slate-800">{c.details}</p> : null}
        </li>
      ))}
    </ul>
  );
}
