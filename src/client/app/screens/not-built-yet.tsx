/**
 * The honest placeholder for the routes of requirements "Screens and routes" that are not built yet: it says plainly that the
 * screen does not exist yet and shows no data (never a fake screen).
 */

import { paths } from "@client/config/paths";
import { Construction } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui";

export interface NotBuiltYetProps {
  /** The screen's name, e.g. "Meetings". */
  title: string;
  /** One sentence on what the screen will do, from the spec. */
  purpose: string;
  /** Where "back" goes (default: the dashboard). */
  backTo?: { to: string; label: string };
}

/** "<title> — not built yet" with the screen's planned purpose and a way back. */
export function NotBuiltYetPage({
  title,
  purpose,
  backTo = { to: paths.dashboard, label: "Back to the dashboard" },
}: NotBuiltYetProps) {
  return (
    <div className="px-4 py-12">
      <section
        aria-labelledby="not-built-title"
        className="mx-auto max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <Construction className="mx-auto size-10 text-amber-700" aria-hidden="true" />
        <h1 id="not-built-title" className="mt-4 text-2xl font-semibold text-slate-900">
          {title}
        </h1>
        <p className="mt-1 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
          Not built yet
        </p>
        <p className="mt-4 text-sm text-slate-700">{purpose}</p>
        <p className="mt-2 text-sm text-slate-700">
          This screen is planned but does not exist yet, so there is nothing to use or save here.
        </p>
        <div className="mt-6 flex justify-center">
          <Button asChild variant="secondary">
            <Link to={backTo.to}>{backTo.label}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
