/**
 * "Notices" of an IEP version (requirements "Notices"; 34 CFR 300.503, 300.300): for each notice its
 * name, the language (English or Español; the last one chosen is remembered on this device) and the
 * PDF and Word downloads.
 */
import { Button } from "@client/components/ui/button";
import { Select } from "@client/components/ui/field";
import { errorMessage } from "@client/lib/api-client";
import { notify } from "@client/lib/notify";
import { readStored, writeStored } from "@client/lib/storage";
import {
  IEP_NOTICE_LABELS,
  IEP_NOTICES,
  type Iep,
  type IepDocumentLanguage,
  type IepNotice,
} from "@shared/contracts/ieps";
import { useId, useState } from "react";
import { type NoticeRequest, useDownloadNotice } from "../api/download-notice";

/** Where the last chosen notice language is kept (per device). */
const LANGUAGE_KEY = "iep_notice_language";

const storedLanguage = (): IepDocumentLanguage => (readStored<string>(LANGUAGE_KEY) === "es" ? "es" : "en");

/** The prior written notice and consent forms of one IEP version, as PDF or Word, in English or Spanish. */
export function IepNotices({ iep }: { iep: Iep }) {
  const headingId = useId();
  const [languages, setLanguages] = useState<Record<IepNotice, IepDocumentLanguage>>(() => {
    const last = storedLanguage();
    return Object.fromEntries(IEP_NOTICES.map((n) => [n, last])) as Record<IepNotice, IepDocumentLanguage>;
  });
  const download = useDownloadNotice(iep.id);
  const [pending, setPending] = useState<string | null>(null);

  const choose = (notice: IepNotice, language: IepDocumentLanguage) => {
    setLanguages((all) => ({ ...all, [notice]: language }));
    writeStored(LANGUAGE_KEY, language);
  };
  const get = (request: NoticeRequest) => {
    setPending(`${request.notice}:${request.format}`);
    download.mutate(request, {
      onError: (err) =>
        notify.error(errorMessage(err, "The notice could not be downloaded. Please try again.")),
      onSettled: () => setPending(null),
    });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Notices
      </h2>
      <ul className="space-y-2">
        {IEP_NOTICES.map((notice) => {
          const label = IEP_NOTICE_LABELS[notice];
          const language = languages[notice];
          return (
            <li
              key={notice}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 bg-white p-3"
            >
              <span className="font-medium text-slate-900">{label}</span>
              <div className="flex flex-wrap items-center gap-2">
                <label className="sr-only" htmlFor={`${headingId}-${notice}`}>
                  Language of the {label.toLowerCase()}
                </label>
                <Select
                  id={`${headingId}-${notice}`}
                  className="w-32"
                  value={language}
                  onChange={(e) => choose(notice, e.target.value as IepDocumentLanguage)}
                >
                  <option value="en">English</option>
                  <option value="es" lang="es">
                    Español
                  </option>
                </Select>
                {(["pdf", "docx"] as const).map((format) => {
                  const name = format === "pdf" ? "PDF" : "Word";
                  return (
                    <Button
                      key={format}
                      variant="secondary"
                      size="sm"
                      aria-label={`${name} of the ${label.toLowerCase()}`}
                      loading={pending === `${notice}:${format}`}
                      onClick={() => get({ notice, format, language })}
                    >
                      {name}
                    </Button>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
