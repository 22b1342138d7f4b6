/**
 * "Send to a parent to sign" (requirements "Signatures and consent"): the parent's e-mail and name,
 * the consent asked with the signature (or none) and the language of the e-mail and the page. The
 * server mails a single-use link valid SIGNING_LINK_DAYS days; the dialog then says to whom it went
 * and until when it works. On an error the form stays filled.
 */
import { Button } from "@client/components/ui/button";
import { Dialog, DialogFooter } from "@client/components/ui/dialog";
import { Alert } from "@client/components/ui/feedback";
import { Field, Input, Select } from "@client/components/ui/field";
import { errorMessage } from "@client/lib/api-client";
import { useMe } from "@client/lib/auth/get-me";
import {
  IEP_CONSENT_KIND_LABELS,
  IEP_CONSENT_KINDS,
  type Iep,
  type IepConsentKind,
  type IepDocumentLanguage,
  SIGNING_LINK_DAYS,
  type SigningLink,
} from "@shared/contracts/ieps";
import { formatDate } from "@shared/domain/date-format";
import { type FormEvent, useState } from "react";
import { useSendSigningLink } from "../api/get-signing";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The dialog; rendered only while open. */
export default function SigningLinkDialog({ iep, onClose }: { iep: Iep; onClose: () => void }) {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [consentKind, setConsentKind] = useState<IepConsentKind | "">("");
  const [language, setLanguage] = useState<IepDocumentLanguage>("en");
  const [problems, setProblems] = useState<{ email?: string; name?: string }>({});
  const [sent, setSent] = useState<SigningLink | null>(null);
  const send = useSendSigningLink(iep.id);
  const timeZone = useMe().data?.timeZone ?? undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      email: EMAIL.test(email.trim()) ? undefined : "Enter the parent's e-mail address.",
      name: name.trim() ? undefined : "Enter the parent's name.",
    };
    setProblems(found);
    if (found.email || found.name) return;
    send.mutate(
      {
        email: email.trim(),
        signerName: name.trim(),
        signerRole: "parent",
        consentKind: consentKind || null,
        language,
      },
      { onSuccess: setSent },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Send to a parent to sign">
      {sent ? (
        <div className="space-y-4">
          <Alert tone="success">
            Sent to {sent.email} — the link works once, until {formatDate(sent.expiresAt, { timeZone })}.
          </Alert>
          <div className="flex justify-end border-t border-slate-200 pt-4">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field label="Parent's e-mail" required error={problems.email}>
            {(ids) => (
              <Input
                {...ids}
                type="email"
                autoComplete="off"
                value={email}
                maxLength={254}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <Field label="Parent's name" required error={problems.name}>
            {(ids) => (
              <Input {...ids} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
            )}
          </Field>
          <Field label="Ask for consent" hint="The parent answers it on the same page, before signing.">
            {(ids) => (
              <Select
                {...ids}
                value={consentKind}
                onChange={(e) => setConsentKind(e.target.value as IepConsentKind | "")}
              >
                <option value="">No consent question</option>
                {IEP_CONSENT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {IEP_CONSENT_KIND_LABELS[k]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Language of the e-mail and the page">
            {(ids) => (
              <Select
                {...ids}
                value={language}
                onChange={(e) => setLanguage(e.target.value as IepDocumentLanguage)}
              >
                <option value="en">English</option>
                <option value="es" lang="es">
                  Español
                </option>
              </Select>
            )}
          </Field>
          <p className="text-sm text-slate-700">The link works once and for {SIGNING_LINK_DAYS} days.</p>
          {send.isError ? (
            <Alert tone="error">
              {errorMessage(send.error, "The link could not be sent. Please try again.")}
            </Alert>
          ) : null}
          <DialogFooter onCancel={onClose} confirmLabel="Send the link" busy={send.isPending} />
        </form>
      )}
    </Dialog>
  );
}
