/**
 * "N things · page p of q" with Previous / Next, for the admin lists the server pages (requirements
 * "Admin area": teachers and tickets). The line is a polite live region, so a screen reader hears
 * the new page.
 */
import { Button } from "@client/components/ui";

export interface PagerProps {
  total: number;
  page: number;
  pageSize: number;
  /** The counted thing, singular and plural ("teacher", "teachers"). */
  noun: [one: string, many: string];
  onPage: (page: number) => void;
}

/** The count line above a list, and the pager below it (`children` is the list). */
export function Paged({
  total,
  page,
  pageSize,
  noun,
  onPage,
  children,
}: PagerProps & { children: React.ReactNode }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <p className="mb-2 text-sm text-slate-700" aria-live="polite">
        {total} {total === 1 ? noun[0] : noun[1]} · page {page} of {pages}
      </p>
      {children}
      {pages > 1 ? (
        <div className="mt-3 flex gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </>
  );
}
