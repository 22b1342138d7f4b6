/**
 * The signing form of the public page (requirements "Signatures and consent"): the consent question
 * when the link asks one (given / refused / given in part, with what is and is not consented to),
 * the signer's name (prefilled, editable), the signature (drawn or typed), the statement of 34 CFR
 * 99.30(d) and "Sign". On an error the server's sentence shows and everything entered stays.
 */
import { Button } from "@client/components/ui/button";
import { Alert } from "@client/components/ui/feedback";
import { Field, Input, Textarea } from "@client/components/ui/field";
import {
  SignaturePadField,
  type SignatureValue,
} from "@client/features/iep-signatures/components/signature-pad";
import { errorMessage } from "@client/lib/api-client";
import {
  CONSENT_RESPONSES,
  type ConsentResponse,
  type PublicSigningView,
  type PublicSignResult,
} from "@shared/contracts/ieps";
import { type FormEvent, useId, useState } from "react";
import { useSign } from "./public-signing";
import type { SignPageStrings } from "./strings";

interface Problems {
  response?: string;
  details?: string;
  name?: string;
  signature?: string;
}

/** The form; `onSigned` gets the server's answer. */
export function SignForm({
  token,
  view,
  t,
  onSigned,
}: {
  token: string;
  view: PublicSigningView;
  t: SignPageStrings;
  onSigned: (result: PublicSignResult) => void;
}) {
  const id = useId();
  const [response, setResponse] = useState<ConsentResponse | null>(null);
  const [details, setDetails] = useState("");
  const [name, setName] = useState(view.signerName);
  const [signature, setSignature] = useState<SignatureValue | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const sign = useSign(token);
  const asks = view.consentKind;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Problems = {
      response: asks && !response ? t.consentRequired : undefined,
      details: asks && response === "partial" && !details.trim() ? t.consentDetailsRequired : undefined,
      name: name.trim() ? undefined : t.nameRequired,
      signature: signature ? undefined : t.signatureRequired,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean) || !signature) return;
    sign.mutate(
      {
        signerName: name.trim(),
        ...signature,
        ...(asks && response
          ? { consent: { response, details: details.trim() ? details.trim() : null } }
          : {}),
      },
      { onSuccess: onSigned },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} className="space-y-5">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {t.signHeading}
      </h2>
      {asks ? (
        <fieldset
          className="space-y-2"
          aria-describedby={problems.response ? `${id}-response-error` : undefined}
        >
          <legend className="font-medium text-slate-900">{t.consentLegend(t.consentKinds[asks])}</legend>
          {CONSENT_RESPONSES.map((r) => (
            <label
              key={r}
              className="flex min-h-12 items-center gap-3 rounded-md border border-slate-300 bg-white px-3 text-slate-900"
            >
              <input
                type="radio"
                name={`${id}-response`}
                value={r}
                checked={response === r}
                onChange={() => setResponse(r)}
                className="size-5"
              />
              {t.consentResponses[r]}
            </label>
          ))}
          {problems.response ? (
            <p id={`${id}-response-error`} role="alert" className="text-sm text-red-700">
              {problems.response}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {asks && response === "partial" ? (
        <Field label={t.consentDetails} required error={problems.details}>
          {(ids) => (
            <Textarea
              {...ids}
              value={details}
              maxLength={2000}
              onChange={(e) => setDetails(e.target.value)}
            />
          )}
        </Field>
      ) : null}
      <Field label={t.nameLabel} required error={problems.name}>
        {(ids) => (
          <Input
            {...ids}
            className="h-12 text-base"
            value={name}
            maxLength={200}
            autoComplete="name"
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <SignaturePadField
        strings={t.pad}
        onChange={setSignature}
        initialTyped={view.signerName}
        error={problems.signature}
      />
      <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">{t.statement}</p>
      {sign.isError ? <Alert tone="error">{errorMessage(sign.error, t.signError)}</Alert> : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={sign.isPending}>
        {t.sign}
      </Button>
    </form>
  );
}
