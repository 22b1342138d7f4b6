/** Small pieces every layout shares: the product mark and the skip link. */

import { paths } from "@client/config/paths";
import { NotebookPen } from "lucide-react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";

/** The product name with its mark, linking to `to` (default: the landing page). */
export function Brand({ to = paths.home, className }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        "inline-flex items-center gap-2 rounded-md text-lg font-semibold text-slate-900",
        className,
      )}
    >
      <span className="grid size-8 place-items-center rounded-md bg-indigo-700 text-white" aria-hidden="true">
        <NotebookPen className="size-4" />
      </span>
      IEP Workspace
    </Link>
  );
}

/** "Skip to main content": the first focusable element, visible on focus (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-indigo-800 focus:shadow-lg"
    >
      Skip to main content
    </a>
  );
}
