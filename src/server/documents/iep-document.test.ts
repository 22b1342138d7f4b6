/**
 * The IEP document, its signature page and the notices (requirements "Notices"): what they print in
 * English and Spanish (PDF text read with pdfjs, Word unzipped), and the reproducible PDF — the same
 * content gives the same bytes whatever the clock says; a changed section gives another SHA-256.
 */
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IEP_SECTIONS, PRIOR_WRITTEN_NOTICE_PARTS } from "../../shared/domain/iep-document.ts";
import { docxText } from "../test/docx-read.ts";
import { sampleIepContent, sampleIepData, sampleSignatures } from "../test/kits/iep-documents.ts";
import { pdfText } from "../test/pdf-text.ts";
import { renderIepDocx } from "./iep-docx.ts";
import { iepDocumentModel, iepNoticeModel, iepText } from "./iep-model.ts";
import { IEP_TEXT_EN } from "./iep-notice-text.ts";
import { IEP_TEXT_ES } from "./iep-notice-text-es.ts";
import { renderIepPdf } from "./iep-pdf.tsx";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const EN = iepText("en");
const ES = iepText("es");

afterEach(() => {
  vi.useRealTimers();
});

describe("the IEP's PDF without its signature page", () => {
  it("is byte for byte the same when rendered again later, and differs when a section changes", async () => {
    const data = sampleIepData();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-09-02T16:00:00Z"));
    const first = await renderIepPdf(iepDocumentModel(data, EN));
    vi.setSystemTime(new Date("2029-03-17T08:45:13Z"));
    const again = await renderIepPdf(iepDocumentModel(sampleIepData(), EN));
    expect(sha256(again)).toBe(sha256(first));

    const changed = sampleIepData({
      content: { ...sampleIepContent(), lre: "Special education classroom." },
    });
    const other = await renderIepPdf(iepDocumentModel(changed, EN));
    expect(sha256(other)).not.toBe(sha256(first));
  });

  it("carries the IEP's date as the file's creation date, not the clock's", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-01-01T00:00:00Z"));
    const pdf = Buffer.from(await renderIepPdf(iepDocumentModel(sampleIepData(), EN))).toString("latin1");
    // Finalized 2026-09-02T15:30:00Z.
    expect(pdf).toContain("(D:20260902153000Z)");
    expect(pdf).not.toContain("D:2031");
  });
});

describe("the IEP's model", () => {
  it("prints every section of IEP_SECTIONS in order with its source; an empty one reads 'Not recorded'", () => {
    const model = iepDocumentModel(sampleIepData(), EN);
    expect(model.sections.map((s) => s.heading)).toEqual(IEP_SECTIONS.map((s) => s.title));
    expect(model.sections.map((s) => s.source)).toEqual(IEP_SECTIONS.map((s) => `Source: ${s.source}`));
    const transition = model.sections[IEP_SECTIONS.findIndex((s) => s.key === "transition")];
    expect(transition?.paragraphs).toEqual(["Not recorded"]);
  });

  it.each([
    ["final", "Annual IEP", null],
    ["draft", "Annual IEP — DRAFT", IEP_TEXT_EN.draftNotice],
  ] as const)("titles a %s annual IEP %j", (status, title, notice) => {
    const model = iepDocumentModel(
      sampleIepData({ status, finalizedAt: status === "final" ? new Date() : null }),
      EN,
    );
    expect(model.title).toBe(title);
    expect(model.notice[0] ?? null).toBe(notice);
  });

  it("titles an amendment with the date of the IEP it amends and the reason", () => {
    const data = sampleIepData({
      kind: "amendment",
      amendment: { reason: "Goal 2 changed", withoutMeeting: false },
    });
    data.amended = { finalizedAt: new Date("2026-05-20T15:00:00Z") };
    const model = iepDocumentModel(data, EN);
    expect(model.title).toBe("Amendment");
    expect(model.notice).toEqual([
      "Amendment of the IEP finalized on May 20, 2026",
      "Reason for the amendment: Goal 2 changed",
    ]);
  });
});

describe("the signature page", () => {
  it("lists each signer with role, method, time in the teacher's zone and hash, marks the void one, and the consent", async () => {
    const data = sampleIepData();
    const sha = sha256(await renderIepPdf(iepDocumentModel(data, EN)));
    const signatures = sampleSignatures(sha);
    const page = iepDocumentModel(data, EN, signatures).signaturePage;
    expect(page?.signers.map((s) => [s.name, s.role, s.method, s.void])).toEqual([
      ["Ana Núñez", "Parent or guardian", "Drawn signature", null],
      ["Jordan Lee", "Case manager", "Typed signature", null],
      [
        "Pat Rivera",
        "District representative",
        "Typed signature",
        "Void: the IEP changed after this signature.",
      ],
    ]);
    // 18:05 UTC is 1:05 PM in Chicago (CDT).
    expect(page?.signers[0]?.signedAt).toBe("Signed: Sep 3, 2026, 1:05 PM");

    const text = await pdfText(await renderIepPdf(iepDocumentModel(data, EN, signatures)));
    expect(text).toContain("Signatures");
    for (const name of ["Ana Núñez", "Jordan Lee", "Pat Rivera"]) expect(text).toContain(name);
    expect(text.split("Void: the IEP changed after this signature.").length - 1).toBe(1);
    expect(text).toContain("Given in part");
    expect(text).toContain("Yes to reading; not to speech");
  });

  it("voids a signature whose hash differs from the document's even when it was never voided", () => {
    const signatures = sampleSignatures("a".repeat(64));
    const page = iepDocumentModel(sampleIepData(), EN, {
      ...signatures,
      documentSha256: "b".repeat(64),
    }).signaturePage;
    expect(page?.signers.every((s) => s.void === IEP_TEXT_EN.signatures.void)).toBe(true);
  });
});

describe("Spanish", () => {
  it("translates the titles, labels and signature page and keeps what the teacher typed", async () => {
    const data = sampleIepData();
    const text = await pdfText(
      await renderIepPdf(iepDocumentModel(data, ES, sampleSignatures("c".repeat(64)))),
    );
    for (const title of Object.values(IEP_TEXT_ES.sectionTitle)) expect(text).toContain(title);
    expect(text).toContain("PEI anual");
    expect(text).toContain("Firmas");
    expect(text).toContain("Padre, madre o tutor");
    expect(text).toContain("Anulada: el PEI cambió después de esta firma.");
    expect(text).toContain("Página 1 de");
    expect(text).toContain("Maya reads 52 words correct per minute");
    expect(text).not.toContain("Measurable annual goals");
  });
});

describe("the Word file", () => {
  it("holds each section title, the goals, the services and, with signatures, the signature page", async () => {
    const data = sampleIepData();
    const text = docxText(await renderIepDocx(iepDocumentModel(data, EN, sampleSignatures("d".repeat(64)))));
    for (const s of IEP_SECTIONS) expect(text).toContain(s.title);
    expect(text).toContain("Goal 1: Reading fluency");
    expect(text).toContain("Specialized reading instruction");
    expect(text).toContain("150 minutes per week");
    expect(text).toContain("Signatures");
    expect(text).toContain("Void: the IEP changed after this signature.");
  });
});

describe("the notices", () => {
  it("prior written notice: the five parts of 300.503(b), the meeting's attendees, the safeguards", async () => {
    const model = iepNoticeModel("prior-written-notice", sampleIepData(), EN);
    const text = await pdfText(await renderIepPdf(model));
    for (const p of PRIOR_WRITTEN_NOTICE_PARTS) expect(text).toContain(p.title);
    expect(text).toContain("The district proposes the annual IEP with specialized reading instruction.");
    expect(text).toContain("Ana Núñez — Parent or guardian");
    expect(text).toContain("Lee Grant — General education teacher");
    expect(text).toContain("procedural safeguards");
    expect(text).toContain("You can get a copy of the procedural safeguards notice");
    const empty = sampleIepData({
      content: {
        ...sampleIepContent(),
        priorWrittenNotice: { ...sampleIepContent().priorWrittenNotice, otherFactors: "" },
      },
    });
    const part = iepNoticeModel("prior-written-notice", empty, EN).sections.find(
      (s) => s.heading === "Other factors relevant to the proposal or refusal",
    );
    expect(part?.paragraphs).toEqual(["Not recorded"]);
  });

  it.each([
    ["consent-initial-services", "will not begin without your written consent"],
    ["consent-reevaluation", "reevaluate your child"],
  ] as const)(
    "%s: its purpose, voluntary and revocable, the three answers, the signature lines",
    async (notice, purpose) => {
      const text = await pdfText(await renderIepPdf(iepNoticeModel(notice, sampleIepData(), EN)));
      expect(text).toContain(purpose);
      expect(text).toContain("Your consent is voluntary. You may revoke it in writing at any time");
      for (const answer of ["I give consent.", "I do not give consent.", "I give consent in part, except:"])
        expect(text).toContain(answer);
      for (const label of ["Parent or guardian's name", "Signature", "Date"]) expect(text).toContain(label);
    },
  );

  it("in Spanish, as PDF and Word", async () => {
    const model = iepNoticeModel("prior-written-notice", sampleIepData(), ES);
    const pdf = await pdfText(await renderIepPdf(model));
    const docx = docxText(await renderIepDocx(model));
    for (const text of [pdf, docx]) {
      expect(text).toContain("Aviso previo por escrito");
      for (const title of Object.values(IEP_TEXT_ES.notice.pwnParts)) expect(text).toContain(title);
      expect(text).toContain("Sus derechos (garantías procesales)");
    }
  });
});
