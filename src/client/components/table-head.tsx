/**
 * The column headings of a data table (shared client component, architecture "Layout"): one `<thead>`
 * row of `<th scope="col">` cells, so screen readers announce each cell with its column. Used by the
 * caseload table and a goal's entry table.
 */
import type { ReactNode } from "react";

interface TableHeadProps {
  /** The headings, left to right (text, or e.g. an sr-only label for an actions column). */
  headings: ReactNode[];
  /** Classes of the `<thead>`. */
  className?: string;
  /** Classes of every heading cell. */
  cellClassName: string;
  /** Classes of the last heading cell instead of `cellClassName` (e.g. no right padding). */
  lastCellClassName?: string;
}

/** Renders `<thead className><tr>` with one `<th scope="col">` per heading. */
export function TableHead({ headings, className, cellClassName, lastCellClassName }: TableHeadProps) {
  return (
    <thead className={className}>
      <tr>
        {headings.map((heading, i) => (
          <th
            // biome-ignore lint/suspicious/noArrayIndexKey: the headings are a fixed list, never reordered.
            key={i}
            scope="col"
            className={i === headings.length - 1 && lastCellClassName ? lastCellClassName : cellClassName}
          >
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}
