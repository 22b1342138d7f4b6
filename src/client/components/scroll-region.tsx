/**
 * The one container of a wide table (shared client component, architecture "Layout"; requirements
 * "Screens and routes": every screen fits 390 px without scrolling the page sideways). The table
 * scrolls sideways inside it, and the container is a named region that takes keyboard focus, so a
 * keyboard or screen-reader user can reach and scroll what does not fit (WCAG 2.1.1; axe
 * scrollable-region-focusable).
 */
import { cn } from "@client/lib/cn";
import type { ReactNode } from "react";

interface ScrollRegionProps {
  /** The region's accessible name, e.g. the table's caption ("Audit log"). */
  label: string;
  /** Classes added to the container (borders, background). */
  className?: string;
  children: ReactNode;
}

/** `<section aria-label tabIndex=0>` (a named section is a region landmark) that scrolls its content sideways when it is wider than the screen. */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      className={cn(
        "max-w-full overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
        className,
      )}
    >
      {children}
    </section>
  );
}
