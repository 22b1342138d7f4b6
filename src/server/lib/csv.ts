/**
 * CSV downloads (architecture "Request path"): RFC 4180 text written by csv-stringify — CRLF line
 * ends; a cell holding a comma, a quote or a line break is quoted, so a note with line breaks stays one
 * record — with its formula guard (`escape_formulas`: a cell starting with `=`, `+`, `-`, `@`, a tab or
 * a carriage return gets a leading apostrophe, so a spreadsheet never runs it; OWASP "CSV Injection").
 */
import { stringify } from "csv-stringify/sync";

/**
 * The CSV text of `records` (the header line first, when there is one); null and undefined cells are
 * empty. `bom` starts the text with a UTF-8 byte-order mark, so Excel reads accents right.
 */
export function csvText(records: readonly (readonly unknown[])[], options: { bom?: boolean } = {}): string {
  return stringify(
    records.map((r) => [...r]),
    {
      bom: options.bom ?? false,
      record_delimiter: "windows",
      quote_record_delimiter: true,
      escape_formulas: true,
    },
  );
}
