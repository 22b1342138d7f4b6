/**
 * The export ZIP (requirements "Export and restore"; format: src/shared/contracts/data-export.ts),
 * written as a stream by yazl: the JSON and CSV files are small and added first, then each note's
 * PDF is rendered only when the archive reaches it (`addReadStreamLazy`), so one PDF at a time is in
 * memory and the archive itself is never held whole.
 */
import { Readable } from "node:stream";
import yazl from "yazl";
import {
  EXPORT_FILES,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportManifest,
} from "../../../shared/contracts/data-export.ts";
import type { Note } from "../../../shared/contracts/notes.ts";
import { fileSlug, noteExportModel } from "../../documents/document-model.ts";
import { renderDocument } from "../../documents/renderers.ts";
import { csvText } from "../../lib/csv.ts";
import type { ExportedFile } from "../files/index.ts";
import { type ExportTables, exportCounts } from "./export-data.ts";
import { EXPORT_FILE_DESCRIPTIONS, readmeText } from "./export-readme.ts";

/** One CSV cell of a JSON value: lists of plain values joined with "; ", other nested values as JSON text. */
export function csvCell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== "object"))
    return value.join("; ");
  return JSON.stringify(value);
}

/** The CSV twin of a table: a header of the file's described fields, then one line per row. */
export function tableCsv(file: keyof typeof EXPORT_FILE_DESCRIPTIONS, rows: readonly object[]): string {
  const columns = Object.keys(EXPORT_FILE_DESCRIPTIONS[file].fields);
  const lines = rows.map((row) => columns.map((c) => csvCell((row as Record<string, unknown>)[c])));
  return csvText([columns, ...lines], { bom: true });
}

/** A note PDF's path: `notes/<date>-<student slug>-<first 8 characters of its id>.pdf`. */
export function notePdfPath(note: Note): string {
  const day = note.date ?? note.createdAt.slice(0, 10);
  return `notes/${day}-${fileSlug(note.studentName)}-${note.id.slice(0, 8)}.pdf`;
}

/**
 * The export archive as a web stream.
 * @param tables what {@link collectExport} read.
 * @param meta scope, the instant of the export, the teacher's name (the PDFs' author) and today.
 * @param renderNote draws one note's PDF (default: the note export's PDF, prepared by the teacher).
 * A note PDF that fails to render ends the stream with that error (the download is cut short).
 */
export function exportZipStream(
  tables: ExportTables,
  meta: {
    scope: ExportManifest["scope"];
    exportedAt: Date;
    teacherName: string;
    today: string;
    /** How many signing links were sent for the IEPs (`manifest.json` `signingLinks`); 0 when omitted. */
    signingLinks?: number;
    /** The attachments (requirements "Attachments") and how to read one's bytes; none when omitted. */
    attachments?: { files: readonly ExportedFile[]; read: (file: ExportedFile) => Promise<Uint8Array> };
  },
  renderNote: (note: Note) => Promise<Buffer> = (note) =>
    renderDocument(noteExportModel(note, meta.teacherName, meta.today), "pdf"),
): ReadableStream<Uint8Array> {
  const zip = new yazl.ZipFile();
  const mtime = meta.exportedAt;
  const add = (text: string, path: string) => zip.addBuffer(Buffer.from(text, "utf8"), path, { mtime });
  const manifest: ExportManifest = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: meta.exportedAt.toISOString(),
    scope: meta.scope,
    counts: exportCounts(tables),
    files: meta.attachments?.files.map((file) => file.entry) ?? [],
    signingLinks: meta.signingLinks ?? 0,
  };
  add(`${JSON.stringify(manifest, null, 2)}\n`, "manifest.json");
  add(readmeText(meta.scope, manifest.exportedAt), "README.txt");
  for (const file of EXPORT_FILES) {
    const value = tables[file];
    add(`${JSON.stringify(value, null, 2)}\n`, `${file}.json`);
    add(tableCsv(file, Array.isArray(value) ? value : [value]), `csv/${file}.csv`);
  }
  for (const note of tables.notes) {
    // PDFs are already compressed streams: stored, not deflated again.
    zip.addReadStreamLazy(notePdfPath(note), { mtime, compress: false }, (done) => {
      renderNote(note).then(
        (bytes) => done(null, Readable.from([bytes])),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  // Attachments as they were uploaded (stored, not deflated), each read when the archive reaches it.
  for (const file of meta.attachments?.files ?? []) {
    const read = meta.attachments?.read;
    if (!read) break;
    zip.addReadStreamLazy(file.entry.path, { mtime, compress: false }, (done) => {
      read(file).then(
        (bytes) => done(null, Readable.from([Buffer.from(bytes)])),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  const output = zip.outputStream as Readable;
  // A PDF that fails to render: yazl reports it here; the download ends with that error (never an
  // unhandled 'error' event, which would stop the server).
  zip.on("error", (error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  zip.end();
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
