/**
 * Read-only building blocks of the student record view (requirements "Student fields"): labelled
 * items in a titled section, free text, lists, subject → text pairs and small tables.
 */
import type { ReactNode } from "react";

export const NotRecorded = () => <span className="text-slate-600 italic">Not recorded</span>;

/** One labelled value in a section's description list. */
export function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Free text with its line breaks kept, or "Not recorded". */
export function Text({ value }: { value: string | null }) {
  return value ? <p className="whitespace-pre-line break-words">{value}</p> : <NotRecorded />;
}

/** A bulleted (or numbered) list, or "Not recorded". */
export function List({ items, ordered }: { items: string[]; ordered?: boolean }) {
  if (items.length === 0) return <NotRecorded />;
  const Tag = ordered ? "ol" : "ul";
  return (
    <Tag className={`${ordered ? "list-decimal" : "list-disc"} space-y-1 pl-5`}>
      {items.map((item, i) => (
        // Entries may repeat; their position is their identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: read-only list
        <li key={i} className="whitespace-pre-line break-words">
          {item}
        </li>
      ))}
    </Tag>
  );
}

/** subject → text pairs (assessmentTools, iepGoalTargets). */
export function BySubject({ value }: { value: Record<string, string> }) {
  const entries = Object.entries(value);
  if (entries.length === 0) return <NotRecorded />;
  return (
    <dl className="space-y-2">
      {entries.map(([subject, text]) => (
        <div key={subject}>
          <dt className="font-medium text-slate-800">{subject}</dt>
          <dd className="whitespace-pre-line break-words">{text || <NotRecorded />}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What every labelled item takes besides its value. */
interface ItemBase {
  label: string;
  /** Spans both columns (long text). */
  wide?: boolean;
}

/** A labelled free text ({@link Text}). */
export function TextItem({ value, ...item }: ItemBase & { value: string | null }) {
  return (
    <Item {...item}>
      <Text value={value} />
    </Item>
  );
}

/** A labelled list ({@link List}). */
export function ListItem({ items, ordered, ...item }: ItemBase & { items: string[]; ordered?: boolean }) {
  return (
    <Item {...item}>
      <List items={items} ordered={ordered} />
    </Item>
  );
}

/** Labelled subject → text pairs ({@link BySubject}). */
export function BySubjectItem({ value, ...item }: ItemBase & { value: Record<string, string> }) {
  return (
    <Item {...item}>
      <BySubject value={value} />
    </Item>
  );
}

/**
 * A small table of rows with named columns (default strategies and accommodations). On a phone
 * (below `md`) each row is a stacked block whose cells carry their column name, so nothing is
 * clipped; wider, a table whose scroll region is keyboard focusable (axe scrollable-region-focusable).
 */
export function RowsTable<R extends object>({
  caption,
  rows,
  columns,
}: {
  caption: string;
  rows: R[];
  columns: { key: keyof R & string; label: string }[];
}) {
  if (rows.length === 0) return <NotRecorded />;
  return (
    <section
      className="relative overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-indigo-600"
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
    >
      <table className="w-full text-left text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-700 max-md:sr-only">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="border-b border-slate-200 py-2 pr-4 font-semibold">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-md:block">
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows without ids
            <tr key={i} className="max-md:block max-md:py-2">
              {columns.map((c) => (
                <td
                  key={c.key}
                  data-label={c.label}
                  className="py-2 pr-4 align-top break-words max-md:block max-md:py-0.5 max-md:before:mr-1 max-md:before:font-semibold max-md:before:text-slate-700 max-md:before:content-[attr(data-label)]"
                >
                  {String(row[c.key] ?? "") || <NotRecorded />}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A titled card region (labelled by its h2, so it is a landmark screen readers can jump to). */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `student-section-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-x-8 gap-y-4 sm:grid-cols-2">{children}</dl>
    </section>
  );
}
