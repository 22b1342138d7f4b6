/**
 * Reads an uploaded roster or data file into a table of text (requirements "Import"): CSV in any of
 * the encodings and separators district exports use, or the first sheet of an Excel .xlsx workbook.
 * The parsing is the libraries' (`papaparse`, `read-excel-file`, `chardet` + `iconv-lite`, `yauzl`
 * for the archive's limits); what is ours is what a teacher's file may be and how it is refused.
 *
 * - CSV: a UTF-8 byte-order mark is dropped; UTF-16 with its mark is read as such; other text is
 *   UTF-8 when it decodes as UTF-8, else the detected single-byte encoding (Windows-1252 when in
 *   doubt: "Nuñez" typed on an old system). The separator is guessed among comma, semicolon, tab and
 *   bar; quoted separators and line breaks stay inside their cell.
 * - Excel: the first sheet; date cells become `YYYY-MM-DD`, numbers their plain digits (an Excel
 *   serial number in a cell not formatted as a date stays a number for the mapping to read).
 * - The header is the first row with text in more than one cell among the first 10 with text (so a
 *   report title above it is skipped); empty rows are dropped (their numbers are kept, so
 *   row numbers match what the teacher sees in a spreadsheet); cells are trimmed; a blank or repeated
 *   header gets a name ("Column C", "Phone (2)").
 * - Refused, each with a sentence the teacher can act on and nothing stored: an empty file, a file
 *   over 5 MB or 2,000 data rows, anything but CSV or .xlsx (an old .xls, a PDF, a picture), a damaged
 *   or over-expanding workbook (zip bomb), and a spreadsheet formula in a cell (`=HYPERLINK(…)`:
 *   formulas run when the file is opened again, OWASP "CSV Injection").
 */
import chardet from "chardet";
import iconv from "iconv-lite";
import Papa from "papaparse";
import { readSheet } from "read-excel-file/node";
import { ErrorCode } from "../../shared/contracts/error-codes.ts";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from "../../shared/contracts/imports.ts";
import { AppError } from "./app-error.ts";
import { looksLikeZip, readZipEntries } from "./zip-entries.ts";

/** A file read as text: its header, its data rows (as long as the header) and their row numbers. */
export interface Table {
  format: "csv" | "xlsx";
  columns: string[];
  rows: string[][];
  /** The spreadsheet row number of each data row (the first line of the file is row 1). */
  rowNumbers: number[];
}

/** Most columns a table may have. */
export const TABLE_MAX_COLUMNS = 200;
/** Longest header name kept (characters). */
export const COLUMN_NAME_MAX = 200;
/** What an .xlsx workbook may inflate to (bytes), and its most parts. */
const XLSX_LIMITS = { maxEntries: 2_000, maxExpandedBytes: 100 * 1024 * 1024 };

/** The messages of a refused file (requirements "Import"). */
export const tableMessages = {
  empty: "The file is empty. Choose the roster or data file you exported.",
  noRows: "The file has a header row but no data rows under it.",
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB. Split it into smaller files and import each.`,
  tooManyRows: (rows: number) =>
    `The file has ${rows.toLocaleString("en-US")} data rows; one import takes up to ${IMPORT_MAX_ROWS.toLocaleString("en-US")}. Split it into smaller files and import each.`,
  tooManyColumns: `The file has more than ${TABLE_MAX_COLUMNS} columns, which no roster needs. Export only the columns you want to import.`,
  xls: "This is an older Excel file (.xls). In Excel choose File, Save As, Excel Workbook (.xlsx) or CSV, and upload that file.",
  type: "The file must be a CSV (.csv) or Excel (.xlsx) file.",
  formula: (row: number, column: string) =>
    `Row ${row}, column "${column}" holds a spreadsheet formula. Save the file with values only (in Excel: copy, then Paste Values) and upload it again.`,
} as const;

const fail = (
  status: 400 | 413 | 415 | 422,
  code: ErrorCode,
  message: string,
  details?: Record<string, unknown>,
) => new AppError(status, code, message, details);

/** A cell whose text a spreadsheet program would run as a formula (OWASP "CSV Injection"). */
const FORMULA = /^=|^[+\-@]\s*[A-Za-z_][A-Za-z0-9_.]*\s*[(|!]/;

/** True when `cell` (trimmed) would run as a spreadsheet formula when opened. */
export function isFormulaText(cell: string): boolean {
  return FORMULA.test(cell.trim());
}

/** The spreadsheet letter of a 0-based column index: 0 → "A", 27 → "AB". */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = "";
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** Decodes CSV bytes: byte-order marks, then UTF-8 when valid, else the detected encoding. */
export function decodeText(bytes: Uint8Array): string {
  const b = bytes;
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return new TextDecoder("utf-8").decode(b.subarray(3));
  if (b[0] === 0xff && b[1] === 0xfe) return new TextDecoder("utf-16le").decode(b.subarray(2));
  if (b[0] === 0xfe && b[1] === 0xff) return new TextDecoder("utf-16be").decode(b.subarray(2));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(b);
  } catch {
    // Not UTF-8: a single-byte code page. ISO-8859-1 and Windows-1252 differ only where 1252 has
    // printable characters (curly quotes, dashes), so 1252 reads both.
    const detected = chardet.detect(b)?.toLowerCase() ?? "";
    const encoding =
      /^(iso-8859-1|windows-1252)$/.test(detected) || !iconv.encodingExists(detected)
        ? "windows-1252"
        : detected;
    return iconv.decode(Buffer.from(b), encoding);
  }
}

/** True when the first bytes look like binary data rather than text (NUL bytes, no UTF-16 mark). */
function looksBinary(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return false;
  return bytes.subarray(0, 8192).includes(0);
}

/** Refuses what is not CSV or .xlsx by its first bytes (never by its name). */
function refuseOtherTypes(bytes: Uint8Array): void {
  const starts = (sig: number[]) => sig.every((v, i) => bytes[i] === v);
  if (starts([0xd0, 0xcf, 0x11, 0xe0])) throw fail(415, ErrorCode.IMPORT_FILE_TYPE, tableMessages.xls);
  if (looksBinary(bytes)) throw fail(415, ErrorCode.IMPORT_FILE_TYPE, tableMessages.type);
}

const SEPARATORS = [",", ";", "\t", "|"];

/**
 * The separator of a CSV text: `papaparse`'s guess over the non-empty lines; when a title line above
 * the header makes its guess fail, the candidate used most often in the first 4,000 characters.
 */
function guessSeparator(text: string): string {
  const guess = Papa.parse<string[]>(text, {
    delimitersToGuess: SEPARATORS,
    skipEmptyLines: "greedy",
    preview: 50,
  });
  if (!guess.errors.some((e) => e.code === "UndetectableDelimiter")) return guess.meta.delimiter;
  const head = text.slice(0, 4000);
  const counts = SEPARATORS.map((sep) => ({ sep, count: head.split(sep).length - 1 }));
  return counts.reduce((best, c) => (c.count > best.count ? c : best), { sep: ",", count: 0 }).sep;
}

/** The cells of a CSV text, one array per record (a quoted line break stays in its cell). */
function parseCsv(text: string): string[][] {
  return Papa.parse<string[]>(text, { delimiter: guessSeparator(text), skipEmptyLines: false }).data;
}

/** An Excel cell as text: dates `YYYY-MM-DD` (the workbook's calendar date), numbers as digits. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  return String(value);
}

/** The first cell holding a formula in a worksheet's XML, as `{ row, column index }`, or null. */
function firstFormulaCell(xml: string): { row: number; column: number } | null {
  const at = xml.search(/<f[\s>/]/);
  if (at < 0) return null;
  const cellStart = xml.lastIndexOf("<c ", at);
  const ref = /\br="([A-Z]+)(\d+)"/.exec(xml.slice(cellStart, at));
  if (!ref?.[1] || !ref[2]) return { row: 0, column: 0 };
  const column = [...ref[1]].reduce((n, ch) => n * 26 + (ch.charCodeAt(0) - 64), 0) - 1;
  return { row: Number(ref[2]), column };
}

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const parts = await readZipEntries(bytes, XLSX_LIMITS);
  if (![...parts.keys()].some((name) => name === "xl/workbook.xml")) {
    throw fail(415, ErrorCode.IMPORT_FILE_TYPE, tableMessages.type);
  }
  let sheet: unknown[][];
  try {
    sheet = (await readSheet(Buffer.from(bytes), { trim: true })) as unknown[][];
  } catch {
    throw fail(
      400,
      ErrorCode.IMPORT_FILE_UNREADABLE,
      "The workbook could not be read. Save it again in Excel and upload the new copy.",
    );
  }
  // A formula is refused wherever it is on the first sheet: its cached value may differ from what
  // the formula would compute, and the formula runs again when the file is opened.
  const first = [...parts.entries()].find(([name]) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
  const formula = first ? firstFormulaCell(first[1].toString("utf8")) : null;
  if (formula) {
    const rows = sheet.map((row) => row.map(cellText));
    const header = rows.find((row) => row.some((cell) => cell !== "")) ?? [];
    const name = header[formula.column] || `Column ${columnLetter(formula.column)}`;
    throw fail(422, ErrorCode.IMPORT_FORMULA, tableMessages.formula(formula.row, name), {
      row: formula.row,
      column: name,
    });
  }
  return sheet.map((row) => row.map(cellText));
}

/**
 * Index of the header row, or -1 when no row has text: the first row with text, except that rows
 * filling a single cell above a row that fills more (a report title, a date line) are skipped.
 */
function findHeader(records: string[][]): number {
  const filled = (record: string[]) => record.filter((cell) => cell !== "").length;
  const first = records.map((record, index) => ({ index, count: filled(record) })).filter((c) => c.count > 0);
  const wide = first.slice(0, 10).find((c) => c.count > 1);
  return (wide ?? first[0])?.index ?? -1;
}

/** Names every column: blanks become "Column C", repeats "Phone (2)", long names are cut. */
function nameColumns(header: string[], width: number): string[] {
  const seen = new Map<string, number>();
  return Array.from({ length: width }, (_, i) => {
    const raw = (header[i] ?? "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, COLUMN_NAME_MAX - 5);
    const base = raw === "" ? `Column ${columnLetter(i)}` : raw;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

/**
 * Reads an uploaded file as a table.
 * @param bytes the file as uploaded (at most {@link IMPORT_MAX_BYTES}).
 * @returns the header, the non-empty data rows (each exactly as long as the header) and their numbers.
 * @throws AppError 400 IMPORT_FILE_UNREADABLE (empty, no data rows, damaged or over-expanding workbook),
 *   413 IMPORT_FILE_TOO_LARGE (over 5 MB, 2,000 data rows or 200 columns), 415 IMPORT_FILE_TYPE (not CSV
 *   or .xlsx), 422 IMPORT_FORMULA (a formula in a cell; `details.row`, `details.column`).
 */
export async function readTable(bytes: Uint8Array): Promise<Table> {
  if (bytes.byteLength === 0) throw fail(400, ErrorCode.IMPORT_FILE_UNREADABLE, tableMessages.empty);
  if (bytes.byteLength > IMPORT_MAX_BYTES)
    throw fail(413, ErrorCode.IMPORT_FILE_TOO_LARGE, tableMessages.tooLarge);
  const format = looksLikeZip(bytes) ? "xlsx" : "csv";
  if (format === "csv") refuseOtherTypes(bytes);
  const records = format === "xlsx" ? await readXlsx(bytes) : parseCsv(decodeText(bytes));
  const cleaned = records.map((record) => record.map((cell) => (cell ?? "").trim()));
  const headerAt = findHeader(cleaned);
  if (headerAt < 0) throw fail(400, ErrorCode.IMPORT_FILE_UNREADABLE, tableMessages.empty);
  const data: { cells: string[]; row: number }[] = [];
  for (let i = headerAt + 1; i < cleaned.length; i++) {
    const cells = cleaned[i] ?? [];
    if (cells.some((cell) => cell !== "")) data.push({ cells, row: i + 1 });
  }
  if (data.length === 0) throw fail(400, ErrorCode.IMPORT_FILE_UNREADABLE, tableMessages.noRows);
  if (data.length > IMPORT_MAX_ROWS) {
    throw fail(413, ErrorCode.IMPORT_FILE_TOO_LARGE, tableMessages.tooManyRows(data.length));
  }
  const header = cleaned[headerAt] ?? [];
  const lastFilled = (cells: string[]) => cells.reduce((last, cell, i) => (cell !== "" ? i + 1 : last), 0);
  const width = Math.max(lastFilled(header), ...data.map((d) => lastFilled(d.cells)));
  if (width > TABLE_MAX_COLUMNS)
    throw fail(413, ErrorCode.IMPORT_FILE_TOO_LARGE, tableMessages.tooManyColumns);
  const columns = nameColumns(header, width);
  if (format === "csv") {
    for (const [r, record] of [header, ...data.map((d) => d.cells)].entries()) {
      const c = record.findIndex(isFormulaText);
      if (c >= 0) {
        const row = r === 0 ? headerAt + 1 : (data[r - 1]?.row ?? 0);
        const column = columns[c] ?? `Column ${columnLetter(c)}`;
        throw fail(422, ErrorCode.IMPORT_FORMULA, tableMessages.formula(row, column), { row, column });
      }
    }
  }
  return {
    format,
    columns,
    rows: data.map((d) => Array.from({ length: width }, (_, i) => d.cells[i] ?? "")),
    rowNumbers: data.map((d) => d.row),
  };
}
