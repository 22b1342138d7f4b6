/**
 * The public signing page /sign/:token (requirements "Signatures and consent"): a parent signs one
 * IEP through a single-use link, without an account. It shows who the link is for, the document and
 * its PDF, the consent question when the link asks one, and the signature (drawn or typed); then
 * "Signed on <date>. You can close this page." A link that is not one (404) and one used, expired or
 * withdrawn (410 SIGNING_LINK_GONE, the server's sentence) each have their own state. Everything is
 * in the link's language (English or Spanish, `sign/strings.ts`); before the view is known, in both.
 * Search engines are asked not to index it.
 */
import { Button } from "@client/components/ui/button";
import { Alert, Spinner } from "@client/components/ui/feedback";
import { ApiRequestError, errorMessage } from "@client/lib/api-client";
import type { PublicSignResult } from "@shared/contracts/ieps";
import { formatDate } from "@shared/domain/date-format";
import { useState } from "react";
import { useParams } from "react-router";
import { signingPdfHref, useSigningView } from "./sign/public-signing";
import { SignForm } from "./sign/sign-form";
import { SigningDocument } from "./sign/signing-document";
import { BOTH, signPageStrings } from "./sign/strings";

const column = "mx-auto w-full max-w-2xl space-y-6 px-4 py-6 sm:py-10";

/** A state before the view's language is known: English, then Spanish. */
function BothLanguages({ title, body }: { title: (i: 0 | 1) => string; body?: (i: 0 | 1) => string }) {
  return (
    <div className="space-y-4">
      {([0, 1] as const).map((i) => (
        <div key={i} lang={i === 0 ? "en" : "es"} className="space-y-1">
          {i === 0 ? (
            <h1 className="text-2xl font-bold text-slate-900">{title(i)}</h1>
          ) : (
            <p className="text-xl font-bold text-slate-900">{title(i)}</p>
          )}
          {body ? <p className="text-slate-800">{body(i)}</p> : null}
        </div>
      ))}
    </div>
  );
}

/** The page. */
export function Component() {
  const { token = "" } = useParams();
  const view = useSigningView(token);
  const [signed, setSigned] = useState<PublicSignResult | null>(null);

  let body: React.ReactNode;
  if (view.isPending) {
    body = <Spinner label={`${BOTH[0].loading} / ${BOTH[1].loading}`} />;
  } else if (view.isError) {
    const err = view.error;
    if (err instanceof ApiRequestError && err.status === 404) {
      body = <BothLanguages title={(i) => BOTH[i].invalidTitle} body={(i) => BOTH[i].invalidBody} />;
    } else if (err instanceof ApiRequestError && err.status === 410) {
      body = (
        <div className="space-y-3">
          <BothLanguages title={(i) => BOTH[i].goneTitle} />
          <Alert tone="warning">{err.message}</Alert>
        </div>
      );
    } else {
      body = (
        <div className="space-y-3">
          <BothLanguages title={(i) => BOTH[i].errorTitle} />
          <Alert tone="error">{errorMessage(err, `${BOTH[0].errorTitle}.`)}</Alert>
          <Button variant="secondary" onClick={() => view.refetch()}>
            {BOTH[0].retry} / {BOTH[1].retry}
          </Button>
        </div>
      );
    }
  } else {
    const data = view.data;
    const t = signPageStrings(data.language);
    const language = data.language;
    body = (
      <div lang={language} className="space-y-8">
        <div className="space-y-1 text-slate-800">
          <p>{t.forYou(data.signerName, data.teacherName)}</p>
          {signed ? null : <p>{t.expires(formatDate(data.expiresAt, { language }))}</p>}
        </div>
        {signed ? (
          <div className="space-y-2" role="status">
            <h1 className="text-2xl font-bold text-slate-900">{t.signedTitle}</h1>
            <p className="text-lg text-slate-900">{t.signed(formatDate(signed.signedAt, { language }))}</p>
          </div>
        ) : (
          <>
            <SigningDocument view={data} t={t} pdfHref={signingPdfHref(token)} />
            <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
              <SignForm token={token} view={data} t={t} onSigned={setSigned} />
            </div>
          </>
        )}
      </div>
    );
  }

  return (
    <div className={column}>
      <meta name="robots" content="noindex, nofollow" />
      {body}
    </div>
  );
}
