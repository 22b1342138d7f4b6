/**
 * One student's IEP at a glance as the screen and the printer show it (requirements "IEP at a glance";
 * 34 CFR 300.323(d)): the title, the labelled values two to a row, then each section's lines — the
 * same model the PDF prints. Printing puts each sheet on its own page (`glance-print.css`).
 */
import type { AtAGlance } from "@shared/contracts/at-a-glance";

/** One printable sheet; `lang` follows the page's language so a screen reader reads Spanish as Spanish. */
export function GlanceSheet({ page }: { page: AtAGlance }) {
  const titleId = `glance-${page.studentId}`;
  return (
    <article
      data-glance-sheet
      lang={page.language}
      aria-labelledby={titleId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="space-y-2 border-b border-slate-200 pb-3">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {page.title}: <span className="break-words">{page.studentName}</span>
        </h2>
        <dl className="grid gap-x-8 gap-y-1 text-sm sm:grid-cols-2 print:grid-cols-2">
          {page.header.map((v) => (
            <div key={v.label} className="min-w-0 break-words">
              <dt className="inline font-semibold text-slate-900">{v.label}: </dt>
              <dd className="inline text-slate-800">{v.value}</dd>
            </div>
          ))}
        </dl>
      </header>
      <div className="grid gap-x-8 gap-y-3 md:grid-cols-2 print:grid-cols-2 print:gap-y-2">
        {page.sections.map((section) => (
          <section key={section.heading} aria-label={section.heading} className="min-w-0">
            <h3 className="text-base font-semibold text-indigo-800">{section.heading}</h3>
            {section.lines.length === 0 ? (
              <p className="text-sm text-slate-700">{page.emptyLine}</p>
            ) : (
              <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-800">
                {section.lines.map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines are plain text and may repeat
                  <li key={i} className="break-words">
                    {line}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <footer className="border-t border-slate-200 pt-2 text-xs text-slate-700">{page.footer}</footer>
    </article>
  );
}
