/**
 * The sample cells of an uploaded table's columns (requirements "Import": the mapping screen shows
 * what each column holds, mapped or not, so the teacher can choose its field).
 */

/** The longest sample shown, in characters; a longer cell is cut and ends with "…". */
export const SAMPLE_MAX_CHARS = 60;

/**
 * Up to `count` non-empty cells (trimmed) of each column, in file order.
 * @param table the stored table: `columns` and `rows` (one string per column; a short row lacks cells).
 * @returns column name → its samples (an empty list for a column empty in every row).
 */
export function columnSamples(
  table: { columns: readonly string[]; rows: readonly (readonly string[])[] },
  count = 2,
): Record<string, string[]> {
  return Object.fromEntries(
    table.columns.map((column, i) => {
      const cells: string[] = [];
      for (const row of table.rows) {
        if (cells.length === count) break;
        const cell = row[i]?.trim();
        if (cell)
          cells.push(cell.length > SAMPLE_MAX_CHARS ? `${cell.slice(0, SAMPLE_MAX_CHARS - 1)}…` : cell);
      }
      return [column, cells];
    }),
  );
}
