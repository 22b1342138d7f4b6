/**
 * API tests of the service-log exports (requirements "Service log": exports): a student's log as CSV
 * and PDF over a range, the caseload's CSV, the spreadsheet formula guard (OWASP "CSV Injection"),
 * the file names and the audit line with counts only.
 */
import { describe, expect, it } from "vitest";
import { addStudent } from "../../test/kits/caseload.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { setUpHarness, setUpTeacher, setUpValue } from "../../test/set-up.ts";
import { serviceLogCsv } from "./service-log.ts";
import { addService, errorOf, logSession, SERVICES_NOW } from "./services-test-kit.ts";

const h = setUpHarness({ now: SERVICES_NOW });
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });

const log = setUpValue(async () => {
  const maya = await addStudent(teacher, { name: "Maya Robinson" });
  const leo = await addStudent(teacher, { name: '=HYPERLINK("http://x")' });
  const reading = await addService(teacher, maya.id);
  const speech = await addService(teacher, maya.id, {
    name: "Speech-language therapy",
    providerName: "Dana Lee",
    providerRole: "Speech-language pathologist",
    minutes: 30,
    delivery: "individual",
  });
  const math = await addService(teacher, leo.id, { name: "Math support", providerName: "+Pat Doe" });
  await logSession(teacher, reading.id, {
    date: "2026-02-02",
    minutes: 45,
    note: 'Phonics, "short a", line one\nline two',
  });
  await logSession(teacher, speech.id, { date: "2026-02-03", minutes: 30, status: "provider_absent" });
  await logSession(teacher, reading.id, { date: "2026-02-09", minutes: 45, status: "student_absent" });
  await logSession(teacher, reading.id, {
    date: "2026-02-12",
    minutes: 20,
    status: "makeup",
    note: "-2 minutes late",
  });
  await logSession(teacher, reading.id, { date: "2026-03-02", minutes: 45, note: "@outside the range" });
  await logSession(teacher, math.id, { date: "2026-02-05", minutes: 30, note: "=1+2" });
  return { maya, leo };
});

const BOM = "\uFEFF";
const HEADS = "Student,Service,Date,Minutes,Status,Provider,Group size,Note";
const READER = "Jordan Ortiz (Special education teacher)";
/** A CSV answer's text as sent, its byte order mark kept. */
const textOf = async (res: Response) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
/** CSV text as written: records joined and ended by CRLF. */
const crlf = (...lines: string[]) => lines.map((l) => `${l}\r\n`).join("");

describe("GET /api/v1/students/:studentId/service-log", () => {
  it("CSV: the range, the column heads, one line per session in the range, oldest first, status in words", async () => {
    const res = await teacher.get(
      `/api/v1/students/${log.maya.id}/service-log?from=2026-02-01&to=2026-02-28`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="service-log-maya-robinson-2026-02-01-to-2026-02-28.csv"',
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await textOf(res)).toBe(
      BOM +
        crlf(
          "Service log,2026-02-01 to 2026-02-28",
          HEADS,
          `Maya Robinson,Specialized reading instruction,2026-02-02,45,Delivered,${READER},,"Phonics, ""short a"", line one\nline two"`,
          "Maya Robinson,Speech-language therapy,2026-02-03,30,Provider absent,Dana Lee (Speech-language pathologist),,",
          `Maya Robinson,Specialized reading instruction,2026-02-09,45,Student absent,${READER},,`,
          `Maya Robinson,Specialized reading instruction,2026-02-12,20,Make-up session,${READER},,'-2 minutes late`,
        ),
    );
  });

  it("PDF: the header with the range, the summary per service and every session in words", async () => {
    const res = await teacher.get(
      `/api/v1/students/${log.maya.id}/service-log?from=2026-02-01&to=2026-02-28&format=pdf`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="service-log-maya-robinson-2026-02-01-to-2026-02-28.pdf"',
    );
    // Words the renderer hyphenated at a column's edge ("Make-up ses- sion") are joined back.
    const text = (await pdfText(new Uint8Array(await res.arrayBuffer())))
      .replace(/\s+/g, " ")
      .replace(/(\p{L})- (\p{L})/gu, "$1$2");
    for (const words of [
      "Service log",
      "Maya Robinson",
      "Feb 1, 2026 – Feb 28, 2026",
      "Prepared by: Jordan Ortiz",
      "Summary by service",
      "Required: 120 minutes per week",
      "Sessions logged: 3",
      // Reading over the five Monday–Sunday weeks touching February (requirements "Service
      // compliance"): 5 × 120 required; shortfalls 120 + 75 + 75 + 120 + 120, less 20 made up.
      "Required in these dates: 600 minutes",
      "Delivered: 45 minutes",
      "Excused: 45 minutes",
      "Made up: 20 minutes",
      "Owed: 490 minutes",
      "Status: Minutes owed",
      // Speech: the provider's absence excuses nothing.
      "Required in these dates: 150 minutes",
      "Owed: 150 minutes",
      "Provider absent: 30 minutes",
      "Feb 12, 2026",
      "Make-up session",
      "Provider: Dana Lee (Speech-language pathologist)",
      "Page 1 of 1",
    ]) {
      expect(text, words).toContain(words);
    }
    expect(text).not.toContain("outside the range");
  });

  it.each([
    ["no dates", "", "from: must be a date like 2026-09-15"],
    [
      "to before from",
      "?from=2026-03-01&to=2026-02-01",
      "to: the end of the range must be on or after its start",
    ],
    ["an unknown format", "?from=2026-02-01&to=2026-02-28&format=xlsx", "format: must be csv or pdf"],
    [
      "a PDF over 400 days",
      "?from=2025-01-01&to=2026-03-01&format=pdf",
      "Choose a range of at most 400 days.",
    ],
  ])("refuses %s with a 400 naming the field", async (_label, query, words) => {
    const res = await teacher.get(`/api/v1/students/${log.maya.id}/service-log${query}`);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain(words);
  });

  it("audits the export with the format and the count, never the text", async () => {
    const student = await addStudent(teacher, { name: "Audit Only" });
    const s = await addService(teacher, student.id);
    await logSession(teacher, s.id, { note: "private words" });
    await teacher.get(`/api/v1/students/${student.id}/service-log?from=2026-01-01&to=2026-03-20&format=pdf`);
    const rows = (await h.database.rawQuery(
      "select detail from audit_log where action = 'service_log.export' and entity_id = $1",
      [student.id],
    )) as { detail: unknown }[];
    expect(rows.map((r) => r.detail)).toEqual([{ format: "pdf", sessions: 1 }]);
  });
});

describe("GET /api/v1/service-log (the caseload)", () => {
  it("every student's sessions in the range, one line each, the student named, formulas neutralised", async () => {
    const res = await teacher.get("/api/v1/service-log?from=2026-02-01&to=2026-02-28");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="service-log-caseload-2026-02-01-to-2026-02-28.csv"',
    );
    const lines = (await textOf(res)).split("\r\n");
    expect(lines.slice(0, 2)).toEqual([`${BOM}Service log,2026-02-01 to 2026-02-28`, HEADS]);
    // The reading note's line break is inside its quoted cell: 5 sessions, 5 records.
    const body = (await (await teacher.get("/api/v1/service-log?from=2026-02-01&to=2026-02-28")).text())
      .split("\r\n")
      .slice(2, -1);
    expect(body.map((l) => l.split(",")[0])).toEqual([
      "Maya Robinson",
      "Maya Robinson",
      `"'=HYPERLINK(""http://x"")"`,
      "Maya Robinson",
      "Maya Robinson",
    ]);
    expect(body[2]).toBe(
      `"'=HYPERLINK(""http://x"")",Math support,2026-02-05,30,Delivered,'+Pat Doe (Special education teacher),,'=1+2`,
    );
  });

  it("audits the caseload export with counts only", async () => {
    const t = await h.signUp();
    const student = await addStudent(t, { name: "Count Only" });
    const s = await addService(t, student.id);
    await logSession(t, s.id, { note: "private words" });
    await logSession(t, s.id, { date: "2026-03-03" });
    const csv = await (await t.get("/api/v1/service-log?from=2026-03-01&to=2026-03-31")).text();
    expect(csv.split("\r\n")).toHaveLength(5);
    const rows = (await h.database.rawQuery(
      "select entity, detail from audit_log where action = 'service_log.export' and user_id = $1",
      [t.id],
    )) as { entity: string; detail: unknown }[];
    expect(rows).toEqual([{ entity: "service_log", detail: { format: "csv", sessions: 2, students: 1 } }]);
  });

  it("a range without sessions is the two heading lines", async () => {
    const t = await h.signUp();
    const res = await t.get("/api/v1/service-log?from=2026-03-01&to=2026-03-31");
    expect(res.status).toBe(200);
    expect(await textOf(res)).toBe(`${BOM}${crlf("Service log,2026-03-01 to 2026-03-31", HEADS)}`);
  });

  it("refuses to before from", async () => {
    expect((await teacher.get("/api/v1/service-log?from=2026-03-01&to=2026-02-01")).status).toBe(400);
  });
});

describe("serviceLogCsv's formula guard (OWASP CSV Injection)", () => {
  it.each([
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@cmd", "'@cmd"],
    ["\tTab", "'\tTab"],
    ["\rReturn", `"'\rReturn"`],
    ["Plain note", "Plain note"],
    ["a = b", "a = b"],
  ])("a note %j is written as %j (a cell with a line break quoted)", (note, expected) => {
    const csv = serviceLogCsv(
      [
        {
          studentId: "s",
          studentName: "Maya",
          serviceId: "x",
          serviceName: "Reading",
          providerName: null,
          providerRole: null,
          date: "2026-02-02",
          minutes: 30,
          status: "delivered",
          groupSize: 2,
          note,
        },
      ],
      { from: "2026-02-01", to: "2026-02-28" },
    );
    expect(csv.split("\r\n")[2]).toBe(`Maya,Reading,2026-02-02,30,Delivered,,2,${expected}`);
  });
});
