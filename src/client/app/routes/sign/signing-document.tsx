/**
 * The one document of a signing link, as a readable column (requirements "Signatures and consent"):
 * its title, the student, the dates, and every section of the IEP in the order it prints
 * (`IEP_SECTIONS`, 34 CFR 300.320) — goals with their baseline, measurement and benchmarks, services
 * with minutes, setting and provider, accommodations as a list — in the page's language.
 */
import type { IepContent, IepGoal, IepService, PublicSigningView } from "@shared/contracts/ieps";
import type { DateLanguage } from "@shared/domain/date-format";
import { formatDate } from "@shared/domain/date-format";
import { IEP_SECTIONS } from "@shared/domain/iep-document";
import type { SignPageStrings } from "./strings";

function Goal({ goal, t }: { goal: IepGoal; t: SignPageStrings }) {
  return (
    <li className="space-y-1 rounded-md border border-slate-200 bg-slate-50 p-3">
      {goal.area ? (
        <p className="text-sm font-semibold text-slate-800">
          {t.goal.area}: {goal.area}
        </p>
      ) : null}
      <p className="whitespace-pre-wrap">{goal.statement}</p>
      {goal.baseline ? (
        <p className="text-sm">
          <span className="font-medium">{t.goal.baseline}:</span> {goal.baseline}
        </p>
      ) : null}
      {goal.measurement ? (
        <p className="text-sm">
          <span className="font-medium">{t.goal.measurement}:</span> {goal.measurement}
        </p>
      ) : null}
      {goal.benchmarks.length > 0 ? (
        <ol className="list-none space-y-1 text-sm">
          {goal.benchmarks.map((b, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: benchmarks are a fixed, ordered list of text
            <li key={i}>
              <span className="font-medium">{t.goal.benchmark(i + 1)}:</span> {b}
            </li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}

function Service({
  service,
  t,
  language,
}: {
  service: IepService;
  t: SignPageStrings;
  language: DateLanguage;
}) {
  const day = (d: string | null) => (d ? formatDate(d, { language }) : "…");
  return (
    <li className="space-y-1 rounded-md border border-slate-200 bg-slate-50 p-3">
      <p className="font-semibold">{service.name}</p>
      <p className="text-sm">{t.service(service.minutes, service.period)}</p>
      {service.setting ? (
        <p className="text-sm">
          <span className="font-medium">{t.serviceSetting}:</span> {service.setting}
        </p>
      ) : null}
      {service.provider ? (
        <p className="text-sm">
          <span className="font-medium">{t.serviceProvider}:</span> {service.provider}
        </p>
      ) : null}
      {service.startDate || service.endDate ? (
        <p className="text-sm">{t.serviceDates(day(service.startDate), day(service.endDate))}</p>
      ) : null}
    </li>
  );
}

function SectionBody({
  content,
  section,
  t,
  language,
}: {
  content: IepContent;
  section: (typeof IEP_SECTIONS)[number];
  t: SignPageStrings;
  language: DateLanguage;
}) {
  const empty = <p className="text-slate-600">{t.empty}</p>;
  switch (section.shape) {
    case "goals":
      return content.annualGoals.length ? (
        <ol className="space-y-2">
          {content.annualGoals.map((g, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a frozen document's goals keep their order
            <Goal key={i} goal={g} t={t} />
          ))}
        </ol>
      ) : (
        empty
      );
    case "services":
      return content.services.length ? (
        <ul className="space-y-2">
          {content.services.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a frozen document's services keep their order
            <Service key={i} service={s} t={t} language={language} />
          ))}
        </ul>
      ) : (
        empty
      );
    case "list":
      return content.accommodations.length ? (
        <ul className="list-disc space-y-1 pl-5">
          {content.accommodations.map((a, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a frozen document's list keeps its order
            <li key={i}>{a}</li>
          ))}
        </ul>
      ) : (
        empty
      );
    default: {
      const text = content[section.key] as string;
      return text ? <p className="whitespace-pre-wrap">{text}</p> : empty;
    }
  }
}

/** The document: heading, student and dates, then each section under its title. */
export function SigningDocument({
  view,
  t,
  pdfHref,
}: {
  view: PublicSigningView;
  t: SignPageStrings;
  pdfHref: string;
}) {
  const { document: doc, language } = view;
  return (
    <article aria-labelledby="signing-document-title" className="space-y-5">
      <header className="space-y-2">
        <h1 id="signing-document-title" className="text-2xl font-bold text-slate-900">
          {doc.title}
        </h1>
        <p className="text-slate-800">
          <span className="font-medium">{t.studentLabel}:</span> {doc.studentName} · {t.kinds[doc.kind]}
        </p>
        <p className="text-slate-800">
          {t.datesLabel(formatDate(doc.startDate, { language }), formatDate(doc.endDate, { language }))}
        </p>
        <a
          href={pdfHref}
          download
          className="inline-flex h-12 items-center rounded-md border border-slate-300 bg-white px-4 font-medium text-indigo-800 underline underline-offset-2 hover:bg-slate-100"
        >
          {t.downloadPdf}
        </a>
      </header>
      {IEP_SECTIONS.map((section) => (
        <section key={section.key} aria-labelledby={`section-${section.key}`} className="space-y-2">
          <h2 id={`section-${section.key}`} className="text-lg font-semibold text-slate-900">
            {t.sections[section.key]}
          </h2>
          <div className="space-y-2 text-base leading-relaxed text-slate-900">
            <SectionBody content={doc.content} section={section} t={t} language={language} />
          </div>
        </section>
      ))}
      <p className="break-all text-xs text-slate-600">
        {t.fingerprint}: {doc.documentSha256}
      </p>
    </article>
  );
}
