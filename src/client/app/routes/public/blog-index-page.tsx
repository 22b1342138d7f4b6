/**
 * /blog (requirements "Public site"): the posts, newest first, with their
 * summaries and a link to the Atom feed.
 */
import { paths } from "@client/config/paths";
import { Link } from "react-router";
import { formatPostDate, posts } from "./content";

/** The blog index (default export: loaded lazily by the router). */
export default function BlogIndexPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-semibold text-slate-900">Blog</h1>
      <p className="mt-3 text-lg text-slate-700">
        Practical articles for special-education teachers: progress monitoring, goal writing and the language
        of IEPs, each with its sources.
      </p>
      <p className="mt-2 text-sm">
        <a className="text-indigo-700 underline underline-offset-2" href={`${paths.blog}/feed.xml`}>
          Subscribe to the Atom feed
        </a>
      </p>
      <ul className="mt-10 space-y-8">
        {posts.map(({ meta }) => (
          <li key={meta.slug} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="text-xl font-semibold text-slate-900">
              <Link className="hover:underline" to={`${paths.blog}/${meta.slug}`}>
                {meta.title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              <time dateTime={meta.date}>{formatPostDate(meta.date)}</time>
            </p>
            <p className="mt-3 text-slate-800">{meta.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
