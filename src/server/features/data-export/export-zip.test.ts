/**
 * The export archive's writer (requirements "Export and restore"), without a database: the CSV cells'
 * flattening rule, the note PDFs' paths, and a PDF that fails to render ending the download with an
 * error instead of a truncated file that looks whole (or a crashed server).
 */
import { describe, expect, it } from "vitest";
import { buildNote } from "../../../shared/testing/data-generators.ts";
import { readZipEntries } from "../../lib/zip-entries.ts";
import type { ExportTables } from "./export-data.ts";
import { csvCell, exportZipStream, notePdfPath } from "./export-zip.ts";

const EMPTY: ExportTables = {
  students: [],
  goals: [],
  "progress-entries": [],
  notes: [],
  meetings: [],
  deadlines: [],
  services: [],
  "service-sessions": [],
  "parent-contacts": [],
  ieps: [],
  "iep-signatures": [],
  "iep-consents": [],
  notifications: [],
  preferences: {
    defaultNoteType: "progress",
    emailReminders: true,
    reminderLeadDays: 7,
    identityFirstDefault: false,
    staffMayViewStudents: false,
  },
};
const META = {
  scope: "caseload" as const,
  exportedAt: new Date("2026-11-20T15:00:00Z"),
  teacherName: "Jordan Ortiz",
  today: "2026-11-20",
};

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe("csvCell", () => {
  it.each([
    [null, null],
    [undefined, null],
    ["Maya", "Maya"],
    [42, 42],
    [false, false],
    [["Autism", "Speech or language impairment"], "Autism; Speech or language impairment"],
    [[], ""],
    [{ name: "Maria", phone: "" }, '{"name":"Maria","phone":""}'],
    [[{ name: "Ana" }], '[{"name":"Ana"}]'],
  ])("%j → %j", (value, cell) => expect(csvCell(value)).toEqual(cell));
});

describe("notePdfPath", () => {
  it("names the note's date, the student and the start of its id", () => {
    const note = buildNote({
      id: "3f2a9c1e-0000-4000-8000-000000000001",
      studentName: "Zoë Núñez",
      date: "2026-10-28",
    });
    expect(notePdfPath(note)).toBe("notes/2026-10-28-zoe-nunez-3f2a9c1e.pdf");
  });
});

describe("exportZipStream", () => {
  it("adds each note's PDF as it is drawn", async () => {
    const notes = [buildNote({ date: "2026-10-01" }), buildNote({ date: "2026-10-02" })];
    const drawn: string[] = [];
    const stream = exportZipStream({ ...EMPTY, notes }, META, async (n) => {
      drawn.push(n.id);
      return Buffer.from(`%PDF ${n.id}`);
    });
    const zip = await readZipEntries(await bytesOf(stream), {
      maxEntries: 100,
      maxExpandedBytes: 1024 * 1024,
    });
    expect(drawn).toEqual(notes.map((n) => n.id));
    for (const n of notes) expect(zip.get(notePdfPath(n))?.toString()).toBe(`%PDF ${n.id}`);
  });

  it("ends the download with an error when a note's PDF cannot be drawn", async () => {
    const stream = exportZipStream({ ...EMPTY, notes: [buildNote()] }, META, async () => {
      throw new Error("layout failed");
    });
    await expect(bytesOf(stream)).rejects.toThrow("layout failed");
  });
});
