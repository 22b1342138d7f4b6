/** Typography for the text pages (privacy, terms): readable line length, headings, lists. */
import type { ReactNode } from "react";

export function ProsePage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">{intro}</p>
      <div className="mt-8 space-y-8 text-slate-800 [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}
