/**
 * The IEP's document routes (requirements "Notices"): GET /api/v1/ieps/:id/pdf, /docx and
 * /notices/:notice — attachments with the student's slug and the IEP's start date, no-store and
 * nosniff, in the student's language by default, the signature page on the served PDF only (so its
 * SHA-256 differs from the signed document's), audited, and 404 for another teacher's IEP.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { EXPORT_MIME } from "../../../shared/contracts/exports.ts";
import { IEP_SECTIONS } from "../../../shared/domain/iep-document.ts";
import { auditLog, iepSignatures } from "../../db/schema/index.ts";
import { docxText } from "../../test/docx-read.ts";
import { sampleIepContent } from "../../test/kits/iep-documents.ts";
import { insertIep } from "../../test/kits/ieps.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";
import { iepDocumentPdf } from "./iep-document-file.ts";

const h = setUpHarness({ now: new Date("2026-11-03T15:00:00Z") });
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const other = setUpTeacher(h, { name: "Sam Lee" });

let iepId: string;
let spanishIepId: string;
let studentId: string;

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

beforeAll(async () => {
  const student = await teacher.post("/api/v1/students", { name: "Maya Robinson", grade: "3" });
  studentId = ((await student.json()) as { id: string }).id;
  iepId = await insertIep(h.db, {
    userId: teacher.id,
    studentId,
    status: "final",
    content: sampleIepContent(),
  });
  const spanish = await teacher.post("/api/v1/students", {
    name: "Sofía Peña",
    grade: "2",
    homeLanguage: "es",
  });
  const spanishId = ((await spanish.json()) as { id: string }).id;
  spanishIepId = await insertIep(h.db, {
    userId: teacher.id,
    studentId: spanishId,
    content: sampleIepContent(),
  });
});

async function audits(action: string) {
  return h.db
    .select({ detail: auditLog.detail, entityId: auditLog.entityId })
    .from(auditLog)
    .where(and(eq(auditLog.userId, teacher.id), eq(auditLog.action, action)));
}

describe("GET /api/v1/ieps/:id/pdf", () => {
  it("answers the IEP as an attachment, no-store, nosniff, equal to the signed document while unsigned, audited", async () => {
    const before = (await audits("iep.export")).length;
    const res = await teacher.get(`/api/v1/ieps/${iepId}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(EXPORT_MIME.pdf);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="iep-maya-robinson-2026-09-15.pdf"',
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const pdf = await bytesOf(res);
    const signed = await iepDocumentPdf(h.db, teacher.id, iepId);
    expect(sha256(pdf)).toBe(signed?.sha256);
    const text = await pdfText(pdf);
    expect(text).toContain("Annual IEP");
    expect(text).toContain("Maya Robinson");
    const rows = await audits("iep.export");
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toEqual({ entityId: iepId, detail: { format: "pdf", language: "en" } });
  });

  it("adds the signature page once signed, so the served PDF's hash differs from the document's", async () => {
    const document = await iepDocumentPdf(h.db, teacher.id, iepId);
    if (!document) throw new Error("no document");
    await h.db.insert(iepSignatures).values({
      userId: teacher.id,
      studentId,
      iepId,
      signerName: "Ana Robinson",
      signerRole: "parent",
      method: "typed",
      signature: "Ana Robinson",
      documentSha256: document.sha256,
      recordedByUserId: teacher.id,
    });
    const pdf = await bytesOf(await teacher.get(`/api/v1/ieps/${iepId}/pdf`));
    const text = await pdfText(pdf);
    expect(text).toContain("Signatures");
    expect(text).toContain("Ana Robinson");
    expect(text).toContain(`Document SHA-256: ${document.sha256}`);
    expect(text).not.toContain("Void:");
    // The same signature in another language's copy is not void: it signed the default-language document.
    const es = await pdfText(await bytesOf(await teacher.get(`/api/v1/ieps/${iepId}/pdf?language=es`)));
    expect(es).toContain("Firmas");
    expect(es).not.toContain("Anulada");
    expect(sha256(pdf)).not.toBe(document.sha256);
    // The signed document itself is unchanged by the signature.
    expect((await iepDocumentPdf(h.db, teacher.id, iepId))?.sha256).toBe(document.sha256);
  });

  it("is in Spanish for a student whose home language is Spanish, unless English is asked", async () => {
    const es = await pdfText(await bytesOf(await teacher.get(`/api/v1/ieps/${spanishIepId}/pdf`)));
    expect(es).toContain("PEI anual — BORRADOR");
    expect(es).toContain("Metas anuales medibles");
    const en = await pdfText(
      await bytesOf(await teacher.get(`/api/v1/ieps/${spanishIepId}/pdf?language=en`)),
    );
    expect(en).toContain("Annual IEP — DRAFT");
  });

  it.each([
    ["another teacher's IEP", () => other.get(`/api/v1/ieps/${iepId}/pdf`), 404, "IEP not found"],
    ["an id that is not a UUID", () => teacher.get("/api/v1/ieps/not-an-id/pdf"), 404, "IEP not found"],
    ["a missing IEP", () => teacher.get(`/api/v1/ieps/${crypto.randomUUID()}/docx`), 404, "IEP not found"],
    [
      "an unknown language",
      () => teacher.get(`/api/v1/ieps/${iepId}/pdf?language=fr`),
      400,
      "must be one of en, es",
    ],
  ])("answers %s with %i", async (_case, send, status, message) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain(message);
  });
});

describe("a finalized IEP's document", () => {
  it("prints the student as they were when finalized: a later change of the record changes no byte", async () => {
    const student = await teacher.post("/api/v1/students", { name: "Leo Park", grade: "4" });
    const leo = ((await student.json()) as { id: string }).id;
    const draft = await insertIep(h.db, { userId: teacher.id, studentId: leo, content: sampleIepContent() });
    expect((await teacher.post(`/api/v1/ieps/${draft}/finalize`)).status).toBe(200);
    const signed = await iepDocumentPdf(h.db, teacher.id, draft);
    if (!signed) throw new Error("no document");

    const changed = await teacher.patch(`/api/v1/students/${leo}`, {
      name: "Leo Parker",
      grade: "5",
      homeLanguage: "es",
    });
    expect(changed.status).toBe(200);
    expect((await iepDocumentPdf(h.db, teacher.id, draft))?.sha256).toBe(signed.sha256);
    const text = await pdfText(await bytesOf(await teacher.get(`/api/v1/ieps/${draft}/pdf`)));
    expect(text).toContain("Leo Park");
    expect(text).not.toContain("Leo Parker");
    // A draft prints the record as it is now.
    const next = await insertIep(h.db, { userId: teacher.id, studentId: leo, content: sampleIepContent() });
    expect(await pdfText(await bytesOf(await teacher.get(`/api/v1/ieps/${next}/pdf?language=en`)))).toContain(
      "Leo Parker",
    );
  });
});

describe("GET /api/v1/ieps/:id/docx", () => {
  it("answers a Word file holding every section title", async () => {
    const res = await teacher.get(`/api/v1/ieps/${iepId}/docx`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(EXPORT_MIME.docx);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="iep-maya-robinson-2026-09-15.docx"',
    );
    const text = docxText(await bytesOf(res));
    for (const s of IEP_SECTIONS) expect(text).toContain(s.title);
  });
});

describe("GET /api/v1/ieps/:id/notices/:notice", () => {
  it.each([
    ["prior-written-notice", "pdf", "Prior written notice"],
    ["consent-initial-services", "docx", "Consent for initial special education services"],
    ["consent-reevaluation", "pdf", "Consent for reevaluation"],
  ] as const)("answers %s as %s, named after the notice, audited", async (notice, format, title) => {
    const before = (await audits("iep.notice_export")).length;
    const res = await teacher.get(`/api/v1/ieps/${iepId}/notices/${notice}?format=${format}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${notice}-maya-robinson-2026-09-15.${format}"`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = await bytesOf(res);
    expect(format === "pdf" ? await pdfText(bytes) : docxText(bytes)).toContain(title);
    const rows = await audits("iep.notice_export");
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)?.detail).toEqual({ notice, format, language: "en" });
  });

  it("answers an unknown notice 404 'Notice not found', a bad format 400, another teacher's IEP 404", async () => {
    const unknown = await teacher.get(`/api/v1/ieps/${iepId}/notices/report-card`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe("Notice not found");
    const badFormat = await teacher.get(`/api/v1/ieps/${iepId}/notices/prior-written-notice?format=txt`);
    expect(badFormat.status).toBe(400);
    expect(((await badFormat.json()) as { error: { message: string } }).error.message).toContain(
      "must be one of pdf, docx",
    );
    const foreign = await other.get(`/api/v1/ieps/${iepId}/notices/prior-written-notice`);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toBe("IEP not found");
  });
});
