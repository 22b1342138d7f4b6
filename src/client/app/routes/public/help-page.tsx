/**
 * /help (requirements "Public site"): the help centre. One article per screen of
 * the app, a search box that filters them in the browser (MiniSearch over title, summary and text,
 * prefix and fuzzy matching), and "Contact support". Without JavaScript every article is listed.
 *
 * The box filters whatever way its text got there (requirements "Public site"): typed, pasted or
 * autofilled (React's `onChange`), put in before the page was hydrated (the pre-rendered page takes the
 * JavaScript on the first interaction, so a paste can land before React; React keeps such a value in
 * the element but not in state, so it is read from the element once mounted), or given as `?q=` in the
 * address (kept up to date with what the box holds, replacing the history entry).
 */
import { paths } from "@client/config/paths";
import MiniSearch from "minisearch";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ContactSupport } from "./contact-support";
import { helpArticles } from "./content";

function useHelpSearch(query: string) {
  const index = useMemo(() => {
    const search = new MiniSearch<{ id: string; title: string; summary: string; text: string }>({
      fields: ["title", "summary", "text"],
      searchOptions: { boost: { title: 3, summary: 2 }, prefix: true, fuzzy: 0.2 },
    });
    search.addAll(helpArticles.map((a) => ({ id: a.meta.slug, ...a.meta, text: a.text })));
    return search;
  }, []);
  const q = query.trim();
  if (!q) return helpArticles;
  const order = index.search(q).map((r) => String(r.id));
  return order.flatMap((slug) => helpArticles.filter((a) => a.meta.slug === slug));
}

/** The help centre (default export: loaded lazily by the router). */
export default function HelpPage() {
  const [params, setParams] = useSearchParams();
  // The first render matches the pre-rendered page (an empty box); the real text is read once mounted.
  const [query, setQuery] = useState("");
  const box = useRef<HTMLInputElement>(null);
  const urlQuery = params.get("q") ?? "";
  const search = (value: string) => {
    setQuery(value);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value.trim()) next.set("q", value);
        else next.delete("q");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on mount (the URL's later changes come from the box)
  useEffect(() => {
    const early = box.current?.value ?? "";
    if (early) search(early);
    else setQuery(urlQuery);
  }, []);
  const results = useHelpSearch(query);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-semibold text-slate-900">Help centre</h1>
      <p className="mt-3 text-lg text-slate-700">How each screen of IEP Workspace works, step by step.</p>
      <search className="mt-8 block">
        <label htmlFor="help-search" className="block text-sm font-medium text-slate-900">
          Search the help articles
        </label>
        <input
          ref={box}
          id="help-search"
          type="search"
          name="q"
          value={query}
          onChange={(e) => search(e.target.value)}
          placeholder="e.g. aimline, export, quota"
          className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
        />
      </search>
      <p className="sr-only" aria-live="polite">
        {query.trim() ? `${results.length} articles found` : ""}
      </p>
      {results.length === 0 ? (
        <p className="mt-8 text-slate-800">
          No article matches “{query}”. Try another word, or contact support.
        </p>
      ) : (
        <ul className="mt-8 space-y-4">
          {results.map(({ meta }) => (
            <li key={meta.slug} className="rounded-lg border border-slate-200 bg-white p-5">
              <h2 className="text-lg font-semibold text-slate-900">
                <Link className="hover:underline" to={`${paths.help}/${meta.slug}`}>
                  {meta.title}
                </Link>
              </h2>
              <p className="mt-1 text-slate-800">{meta.summary}</p>
            </li>
          ))}
        </ul>
      )}
      <ContactSupport />
    </div>
  );
}
