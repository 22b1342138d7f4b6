/**
 * Reading an uploaded roster (requirements "Import"): the encodings, separators and quirks real
 * exports have, the Excel cells, and every refused file with its status and nothing else read.
 * Rows come from the requirement's list ("a UTF-8 byte-order mark, Windows-1252 text, semicolon and
 * tab separators, quoted commas and line breaks … empty trailing rows").
 */
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import yazl from "yazl";
import { excelSerial, writeXlsx } from "../test/xlsx-write.ts";
import { AppError } from "./app-error.ts";
import { columnLetter, isFormulaText, readTable } from "./tabular.ts";
import { readZipEntries } from "./zip-entries.ts";

const utf8 = (s: string) => new TextEncoder().encode(s);

async function refusal(bytes: Uint8Array): Promise<AppError> {
  try {
    await readTable(bytes);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("the file was read");
}

describe("readTable, CSV", () => {
  const cases: { name: string; bytes: Uint8Array; columns: string[]; rows: string[][] }[] = [
    {
      name: "a UTF-8 byte-order mark is not part of the first header",
      bytes: new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("Student Name,Grade\nAna Ruiz,3\n")]),
      columns: ["Student Name", "Grade"],
      rows: [["Ana Ruiz", "3"]],
    },
    {
      name: "Windows-1252 text typed on an old system",
      bytes: iconv.encode("Last Name;First Name\nNuñez;José\n", "windows-1252"),
      columns: ["Last Name", "First Name"],
      rows: [["Nuñez", "José"]],
    },
    {
      name: "UTF-16 with its byte-order mark (Excel's Unicode text)",
      bytes: new Uint8Array([0xff, 0xfe, ...iconv.encode("Name\tGr\nZoë Brandt\t04\n", "utf-16le")]),
      columns: ["Name", "Gr"],
      rows: [["Zoë Brandt", "04"]],
    },
    {
      name: "semicolon separators",
      bytes: utf8("Name;DOB;Gr\nLee, Sam;3/14/2016;3\n"),
      columns: ["Name", "DOB", "Gr"],
      rows: [["Lee, Sam", "3/14/2016", "3"]],
    },
    {
      name: "tab separators",
      bytes: utf8("Stu ID\tStudent Name\n1001\tKai Moss\n"),
      columns: ["Stu ID", "Student Name"],
      rows: [["1001", "Kai Moss"]],
    },
    {
      name: "quoted commas and line breaks stay in their cell",
      bytes: utf8('Student Name,Parent/Guardian\n"Moss, Kai","Dana Moss\nand Lee Moss"\n'),
      columns: ["Student Name", "Parent/Guardian"],
      rows: [["Moss, Kai", "Dana Moss\nand Lee Moss"]],
    },
    {
      name: "empty trailing rows and blank cells are dropped",
      bytes: utf8("Name,Grade\r\nAna Ruiz,3\r\n,\r\n\r\n,,\r\n"),
      columns: ["Name", "Grade"],
      rows: [["Ana Ruiz", "3"]],
    },
    {
      name: "blank and repeated headers get names",
      bytes: utf8("Name,,Phone,phone\nAna,x,1,2\n"),
      columns: ["Name", "Column B", "Phone", "phone (2)"],
      rows: [["Ana", "x", "1", "2"]],
    },
  ];
  it.each(cases)("$name", async ({ bytes, columns, rows }) => {
    const table = await readTable(bytes);
    expect(table.format).toBe("csv");
    expect(table.columns).toEqual(columns);
    expect(table.rows).toEqual(rows);
  });

  it("skips a report title above the header and numbers rows as a spreadsheet shows them", async () => {
    const table = await readTable(
      utf8("Caseload Roster 2026-27\n\nName,Grade,Case Mgr\nAna,3,Ms. Ode\n\nBo,4,\n"),
    );
    expect(table.columns).toEqual(["Name", "Grade", "Case Mgr"]);
    expect(table.rows).toEqual([
      ["Ana", "3", "Ms. Ode"],
      ["Bo", "4", ""],
    ]);
    expect(table.rowNumbers).toEqual([4, 6]);
  });
});

describe("readTable, Excel", () => {
  it("reads text, numbers and date cells of the first sheet", async () => {
    const bytes = await writeXlsx([
      ["Student Name", "DOB", "Gr", "Serial"],
      ["Ana Ruiz", { date: "2016-03-14" }, 3, excelSerial("2026-09-15")],
      [null, null, null, null],
    ]);
    const table = await readTable(bytes);
    expect(table).toEqual({
      format: "xlsx",
      columns: ["Student Name", "DOB", "Gr", "Serial"],
      rows: [["Ana Ruiz", "2016-03-14", "3", String(excelSerial("2026-09-15"))]],
      rowNumbers: [2],
    });
  });

  it("refuses a formula, naming its row and column", async () => {
    const bytes = await writeXlsx([
      ["Student Name", "Guardian Email"],
      ["Ana Ruiz", "ana@example.org"],
      ["Bo Li", { formula: 'HYPERLINK("http://evil.example","x")', cached: "x" }],
    ]);
    const error = await refusal(bytes);
    expect([error.status, error.code, error.details]).toEqual([
      422,
      "IMPORT_FORMULA",
      { row: 3, column: "Guardian Email" },
    ]);
  });
});

describe("readTable refuses", () => {
  const many = `Name\n${Array.from({ length: 2_001 }, (_, i) => `Student ${i}`).join("\n")}\n`;
  const cases: {
    name: string;
    bytes: () => Promise<Uint8Array> | Uint8Array;
    status: number;
    code: string;
  }[] = [
    { name: "an empty file", bytes: () => new Uint8Array(), status: 400, code: "IMPORT_FILE_UNREADABLE" },
    { name: "only blank lines", bytes: () => utf8("\n\n ,\n"), status: 400, code: "IMPORT_FILE_UNREADABLE" },
    {
      name: "a header with no rows",
      bytes: () => utf8("Name,Grade\n"),
      status: 400,
      code: "IMPORT_FILE_UNREADABLE",
    },
    {
      name: "more than 2,000 data rows",
      bytes: () => utf8(many),
      status: 413,
      code: "IMPORT_FILE_TOO_LARGE",
    },
    {
      name: "a file over 5 MB",
      bytes: () => utf8(`Name\n${"x".repeat(5 * 1024 * 1024)}\n`),
      status: 413,
      code: "IMPORT_FILE_TOO_LARGE",
    },
    {
      name: "an old .xls workbook",
      bytes: () => new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      status: 415,
      code: "IMPORT_FILE_TYPE",
    },
    {
      name: "a picture",
      bytes: () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      status: 415,
      code: "IMPORT_FILE_TYPE",
    },
    {
      name: "a ZIP that is not a workbook",
      bytes: () => zipOf({ "notes.txt": "hello" }),
      status: 415,
      code: "IMPORT_FILE_TYPE",
    },
    {
      name: "a damaged ZIP",
      bytes: () => new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      status: 400,
      code: "IMPORT_FILE_UNREADABLE",
    },
    {
      name: "a CSV formula",
      bytes: () => utf8('Name,Email\nAna,"=HYPERLINK(""http://x"",""y"")"\n'),
      status: 422,
      code: "IMPORT_FORMULA",
    },
    {
      name: "a formula behind @",
      bytes: () => utf8("Name,Note\nAna,@SUM(A1:A9)\n"),
      status: 422,
      code: "IMPORT_FORMULA",
    },
  ];
  it.each(cases)("$name: $status $code", async ({ bytes, status, code }) => {
    const error = await refusal(await bytes());
    expect([error.status, error.code]).toEqual([status, code]);
    expect(error.message.length).toBeGreaterThan(20);
  });
});

async function zipOf(files: Record<string, string | Buffer>, compress = true): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) {
    zip.addBuffer(typeof content === "string" ? Buffer.from(content) : content, name, { compress });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("readZipEntries (the zip-bomb guard)", () => {
  it("refuses an archive that inflates beyond its limit, and one with too many entries", async () => {
    const bomb = await zipOf({ "xl/worksheets/sheet1.xml": Buffer.alloc(2 * 1024 * 1024) });
    expect(bomb.byteLength).toBeLessThan(20_000);
    await expect(
      readZipEntries(bomb, { maxEntries: 10, maxExpandedBytes: 1024 * 1024 }),
    ).rejects.toMatchObject({
      status: 400,
      code: "IMPORT_FILE_UNREADABLE",
    });
    const crowded = await zipOf(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}.xml`, "x"])));
    await expect(readZipEntries(crowded, { maxEntries: 10, maxExpandedBytes: 1024 })).rejects.toMatchObject({
      code: "IMPORT_FILE_UNREADABLE",
    });
  });

  it("refuses an entry whose header claims fewer bytes than it inflates to", async () => {
    const honest = Buffer.from(await zipOf({ "a.xml": Buffer.alloc(4096, 0x61) }));
    // The central directory's uncompressed size (offset 24 of its entry header) says 16 bytes.
    const central = honest.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    honest.writeUInt32LE(16, central + 24);
    const local = honest.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    honest.writeUInt32LE(16, local + 22);
    await expect(readZipEntries(honest, { maxEntries: 10, maxExpandedBytes: 1024 })).rejects.toMatchObject({
      code: "IMPORT_FILE_UNREADABLE",
    });
  });

  it("reads the wanted entries of a sound archive", async () => {
    const zip = await zipOf({ "a.json": "[1]", "b.pdf": "%PDF" });
    const entries = await readZipEntries(zip, { maxEntries: 10, maxExpandedBytes: 1024 }, (n) =>
      n.endsWith(".json"),
    );
    expect([...entries.keys()]).toEqual(["a.json"]);
    expect(entries.get("a.json")?.toString()).toBe("[1]");
  });
});

describe("small rules", () => {
  it.each([
    ["=1+1", true],
    ['=HYPERLINK("x")', true],
    ["+SUM(A1)", true],
    ["-cmd|' /C calc'!A0", true],
    ["@SUM(A1:A3)", true],
    ["+1 555 0100", false],
    ["-3", false],
    ["Ana = great reader", false],
  ])("isFormulaText(%j) is %s", (cell, expected) => {
    expect(isFormulaText(cell)).toBe(expected);
  });

  it.each([
    [0, "A"],
    [25, "Z"],
    [26, "AA"],
    [27, "AB"],
    [701, "ZZ"],
    [702, "AAA"],
  ])("column %i is %s", (index, letter) => {
    expect(columnLetter(index)).toBe(letter);
  });
});
