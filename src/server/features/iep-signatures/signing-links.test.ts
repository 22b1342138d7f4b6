/**
 * API tests of a parent's signing link (requirements "Signatures and consent"): the e-mail (its
 * subject never names the student), the public page that reads only its one IEP, single use (also two
 * posts at once), expiry, withdrawal, the consent a link asks, the owner told and audited, and what
 * stays outstanding — on the dashboard's list and as deadlines — until signed and answered. The IEP's
 * PDF is the ieps feature's real one.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  IepSigningState,
  OutstandingIeps,
  PublicSigningView,
  SigningLink,
} from "../../../shared/contracts/ieps.ts";
import { auditLog, notifications } from "../../db/schema/index.ts";
import { describeUnexpectedError } from "../../lib/error-log.ts";
import { insertIep } from "../../test/kits/ieps.ts";
import { addStudent, deadlinesOf, errorOf } from "../../test/kits/meetings.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { setUpHarness, setUpTeacher, setUpValue } from "../../test/set-up.ts";

const NOW = new Date("2026-11-20T17:00:00Z");
const h = setUpHarness({ now: NOW });
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const other = setUpTeacher(h, { name: "Sam Lee" });
const maya = setUpValue(() => addStudent(teacher, { name: "Maya Robinson", homeLanguage: "es" }));
const leo = setUpValue(() => addStudent(teacher, { name: "Leo Park" }));
const othersStudent = setUpValue(() => addStudent(other, { name: "Ada Quinn" }));

const typed = (name: string) => ({ signerName: name, method: "typed", signature: name });

/** Sends a link for `iepId` as `who` and returns it with the token read from its e-mail. */
async function sendLink(iepId: string, body: Record<string, unknown> = {}, who = teacher) {
  const before = h.sentMail.length;
  const res = await who.post(`/api/v1/ieps/${iepId}/signing-links`, {
    email: "ana@family.test",
    signerName: "Ana Ruiz",
    ...body,
  });
  expect(res.status).toBe(201);
  const link = (await res.json()) as SigningLink;
  const mail = h.sentMail.slice(before);
  expect(mail).toHaveLength(1);
  const token = /\/sign\/([A-Za-z0-9_-]+)/.exec(mail[0]?.text ?? "")?.[1] ?? "";
  expect(token).toHaveLength(43);
  return { link, token, mail: mail[0] as (typeof h.sentMail)[number] };
}

const view = (token: string) => h.request("GET", `/api/signing/${token}`);
const sign = (token: string, body: unknown) =>
  h.request("POST", `/api/signing/${token}`, JSON.stringify(body));

describe("the signing link's e-mail", () => {
  it("goes to the parent in the student's home language; its subject never names the student", async () => {
    const iepId = await insertIep(h.db, { userId: teacher.id, studentId: maya.id, status: "final" });
    const es = await sendLink(iepId);
    expect(es.link).toMatchObject({
      language: "es",
      status: "waiting",
      signerRole: "parent",
      consentKind: null,
    });
    expect(es.link.expiresAt).toBe("2026-12-04T17:00:00.000Z");
    expect(es.mail.to).toBe("ana@family.test");
    expect(es.mail.subject).toBe("Un PEI está listo para su firma");
    expect(es.mail.text).toContain(
      "Jordan Ortiz le envía el Programa de Educación Individualizada (PEI) de Maya R.",
    );
    expect(es.mail.text).toContain(`Ábralo aquí: http://localhost/sign/${es.token}`);
    expect(es.mail.text).toContain("una sola vez y hasta el 4 dic 2026");

    const en = await sendLink(iepId, { language: "en" });
    expect(en.mail.subject).toBe("An IEP is ready for your signature");
    expect(en.mail.text).toContain(
      "Jordan Ortiz sent you the Individualized Education Program (IEP) of Maya R.",
    );
    expect(en.mail.text).toContain("The link works once and until Dec 4, 2026.");
    for (const m of [es.mail, en.mail]) {
      expect(m.subject).not.toMatch(/Maya|Robinson/);
      expect(m.text).not.toContain("Robinson");
    }
    // Only the token's SHA-256 is stored.
    const state = (await (await teacher.get(`/api/v1/ieps/${iepId}/signatures`)).json()) as IepSigningState;
    expect(JSON.stringify(state)).not.toContain(es.token);
  });
});

describe("the public signing page", () => {
  it("shows only its one IEP, and its PDF is that IEP's", async () => {
    const iepId = await insertIep(h.db, {
      userId: teacher.id,
      studentId: leo.id,
      status: "final",
      content: { presentLevels: "Leo reads 61 words correct per minute." },
    });
    const elsewhere = await insertIep(h.db, {
      userId: teacher.id,
      studentId: maya.id,
      content: { presentLevels: "Maya's own levels, never on Leo's page." },
    });
    const othersIep = await insertIep(h.db, {
      userId: other.id,
      studentId: othersStudent.id,
      status: "final",
    });
    await sendLink(othersIep, {}, other);
    const { token } = await sendLink(iepId, { consentKind: "initial_services" });

    const res = await view(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    const page = (await res.json()) as PublicSigningView;
    expect(page).toMatchObject({
      signerName: "Ana Ruiz",
      signerRole: "parent",
      consentKind: "initial_services",
      language: "en",
      teacherName: "Jordan Ortiz",
      document: { title: "Annual IEP", studentName: "Leo Park", kind: "annual", startDate: "2026-09-15" },
    });
    expect(page.document.content.presentLevels).toBe("Leo reads 61 words correct per minute.");
    const text = JSON.stringify(page);
    for (const foreign of [
      elsewhere,
      othersIep,
      maya.id,
      othersStudent.id,
      "Maya",
      "Ada Quinn",
      teacher.email,
    ]) {
      expect(text).not.toContain(foreign);
    }

    const pdf = await h.request("GET", `/api/signing/${token}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe('attachment; filename="IEP-2026-09-15.pdf"');
    expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
    expect(pdf.headers.get("cache-control")).toBe("no-store");
    const bytes = await pdf.arrayBuffer();
    // The signed document itself: its hash is the one the page shows, and it reads Leo's IEP.
    expect(createHash("sha256").update(new Uint8Array(bytes)).digest("hex")).toBe(
      page.document.documentSha256,
    );
    const words = await pdfText(new Uint8Array(bytes));
    expect(words).toContain("Leo reads 61 words correct per minute.");
    expect(words).not.toContain("Maya's own levels");
  });

  it.each([
    ["an unknown token", "A".repeat(43)],
    ["a malformed token", "not a token!"],
  ])("answers %s 404 on every route", async (_what, token) => {
    const encoded = encodeURIComponent(token);
    for (const res of [
      await view(encoded),
      await h.request("GET", `/api/signing/${encoded}/pdf`),
      await sign(encoded, typed("Ana Robinson")),
    ]) {
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: "NOT_FOUND", message: "This signing link is not valid." });
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("the error log names the route, never the token", async () => {
    const { token } = await sendLink(
      await insertIep(h.db, { userId: teacher.id, studentId: leo.id, status: "final" }),
    );
    expect(describeUnexpectedError(new Error("x"), "POST", `/api/signing/${token}`)).not.toContain(token);
    expect(describeUnexpectedError(new Error("x"), "GET", `/api/signing/${token}/pdf`)).toContain(
      "/api/signing/:param/pdf",
    );
  });
});

describe("signing through the link", () => {
  it("signs once: the signature and the owner's notification and audit line, then 410 'used'", async () => {
    const iepId = await insertIep(h.db, { userId: teacher.id, studentId: maya.id, status: "final" });
    const { link, token } = await sendLink(iepId);
    const res = await sign(token, typed("Ana Robinson"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ signedAt: NOW.toISOString() });

    const state = (await (await teacher.get(`/api/v1/ieps/${iepId}/signatures`)).json()) as IepSigningState;
    expect(state.signatures).toEqual([
      expect.objectContaining({ signerName: "Ana Robinson", signerRole: "parent", via: "link", valid: true }),
    ]);
    expect(state.links.map((l) => [l.id, l.status])).toEqual([[link.id, "signed"]]);
    const told = await h.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, teacher.id), eq(notifications.type, "iep_signed")));
    expect(told.map((n) => [n.title, n.body])).toContainEqual([
      "A parent signed an IEP",
      "A parent signed the IEP of Maya R.",
    ]);
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "iep.sign_link"), eq(auditLog.entityId, link.id)));
    expect(audit?.userId).toBe(teacher.id);
    expect(JSON.stringify(audit?.detail)).not.toContain(token);

    for (const again of [await sign(token, typed("Ana Robinson")), await view(token)]) {
      expect(again.status).toBe(410);
      const body = (await again.json()) as { error: { code: string; message: string; details: unknown } };
      expect(body.error).toEqual({
        code: "SIGNING_LINK_GONE",
        message: "This signing link was already used.",
        details: { reason: "used" },
      });
    }
  });

  it("two posts at the same moment: one 200, one 410, one signature", async () => {
    const iepId = await insertIep(h.db, { userId: teacher.id, studentId: leo.id, status: "final" });
    const { token } = await sendLink(iepId);
    const answers = await Promise.all([
      sign(token, typed("Ana Robinson")),
      sign(token, typed("Ana Robinson")),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 410]);
    const state = (await (await teacher.get(`/api/v1/ieps/${iepId}/signatures`)).json()) as IepSigningState;
    expect(state.signatures).toHaveLength(1);
  });

  it("an expired link answers 410 'expired' with its date", async () => {
    const iepId = await insertIep(h.db, { userId: teacher.id, studentId: leo.id, status: "final" });
    const { link, token } = await sendLink(iepId);
    h.setNow(new Date(NOW.getTime() + 14 * 86_400_000 - 1000));
    try {
      expect((await view(token)).status).toBe(200);
      h.setNow(new Date(NOW.getTime() + 14 * 86_400_000));
      for (const res of [await view(token), await sign(token, typed("Ana Robinson"))]) {
        expect(res.status).toBe(410);
        const body = (await res.json()) as { error: { message: string; details: unknown } };
        expect(body.error.message).toBe(
          "This signing link expired on Dec 4, 2026. Ask the teacher for a new one.",
        );
        expect(body.error.details).toEqual({ reason: "expired" });
      }
      const state = (await (await teacher.get(`/api/v1/ieps/${iepId}/signatures`)).json()) as IepSigningState;
      expect(state.links.map((l) => [l.id, l.status])).toEqual([[link.id, "expired"]]);
    } finally {
      h.setNow(NOW);
    }
  });

  it("a withdrawn link answers 410 'revoked'; a used one cannot be withdrawn", async () => {
    const iepId = await insertIep(h.db, { userId: teacher.id, studentId: leo.id, status: "final" });
    const withdrawn = await sendLink(iepId);
    expect((await teacher.del(`/api/v1/signing-links/${withdrawn.link.id}`)).status).toBe(204);
    const res = await sign(withdrawn.token, typed("Ana Robinson"));
    expect(res.status).toBe(410);
    expect(await errorOf(res)).toEqual({
      code: "SIGNING_LINK_GONE",
      message: "This signing link was withdrawn.",
      details: { reason: "revoked" },
    });

    const used = await sendLink(iepId);
    expect((await sign(used.token, typed("Ana Robinson"))).status).toBe(200);
    const refused = await teacher.del(`/api/v1/signing-links/${used.link.id}`);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({
      code: "SIGNING_LINK_USED",
      message: "This link was already used.",
    });
  });

  it("a link that asks a consent needs the answer first, and stays unused without it", async () => {
    const iepId = await insertIep(h.db, { userId: teacher.id, studentId: leo.id, status: "final" });
    const { token } = await sendLink(iepId, { consentKind: "reevaluation" });
    const missing = await sign(token, typed("Ana Robinson"));
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toBe("Answer the consent question first.");
    const partial = await sign(token, { ...typed("Ana Robinson"), consent: { response: "partial" } });
    expect(partial.status).toBe(400);
    expect((await errorOf(partial)).message).toBe("Say what the parent consents to and what not.");

    const res = await sign(token, { ...typed("Ana Robinson"), consent: { response: "refused" } });
    expect(res.status).toBe(200);
    const state = (await (await teacher.get(`/api/v1/ieps/${iepId}/signatures`)).json()) as IepSigningState;
    expect(state.consents).toEqual([
      expect.objectContaining({
        kind: "reevaluation",
        response: "refused",
        respondedOn: "2026-11-20",
        parentName: "Ana Robinson",
        via: "link",
      }),
    ]);
  });
});

describe("what is outstanding: the dashboard's list and the deadlines", () => {
  const ada = setUpValue(() => addStudent(teacher, { name: "Ada Lovelace" }));

  async function outstanding(): Promise<OutstandingIeps> {
    const res = await teacher.get("/api/v1/signatures/outstanding");
    expect(res.status).toBe(200);
    return (await res.json()) as OutstandingIeps;
  }
  const adaDeadlines = async () =>
    (await deadlinesOf(teacher, `studentId=${ada.id}`))
      .filter((d) => d.kind === "iep_signature" || d.kind === "initial_consent")
      .map((d) => [d.kind, d.dueDate, d.status])
      // Two deadlines of one day come in no particular order.
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

  it("a final initial IEP is unsigned and awaits consent until the parent signs and answers", async () => {
    const iepId = await insertIep(h.db, {
      userId: teacher.id,
      studentId: ada.id,
      kind: "initial",
      status: "final",
      startDate: "2026-12-01",
      endDate: "2027-11-30",
    });
    // The legal clock runs on any change of the student; a teacher's signature is one.
    await teacher.post(`/api/v1/ieps/${iepId}/signatures`, {
      ...typed("Jordan Ortiz"),
      signerRole: "case_manager",
    });
    const first = await outstanding();
    expect(first.unsigned.filter((u) => u.studentId === ada.id)).toEqual([
      expect.objectContaining({
        iepId,
        studentName: "Ada Lovelace",
        kind: "initial",
        startDate: "2026-12-01",
      }),
    ]);
    expect(first.consentOutstanding.filter((c) => c.studentId === ada.id)).toEqual([
      {
        iepId,
        studentId: ada.id,
        studentName: "Ada Lovelace",
        consentKind: "initial_services",
        since: "2026-09-15T15:00:00.000Z",
      },
    ]);
    expect(await adaDeadlines()).toEqual([
      ["iep_signature", "2026-12-01", "pending"],
      ["initial_consent", "2026-12-01", "pending"],
    ]);
    // Another teacher's outstanding list holds none of this teacher's students.
    const others = (await (await other.get("/api/v1/signatures/outstanding")).json()) as OutstandingIeps;
    expect(JSON.stringify(others)).not.toContain(ada.id);

    const { token } = await sendLink(iepId, { consentKind: "initial_services" });
    expect((await sign(token, { ...typed("Rosa Lovelace"), consent: { response: "given" } })).status).toBe(
      200,
    );
    const after = await outstanding();
    expect(after.unsigned.filter((u) => u.studentId === ada.id)).toEqual([]);
    expect(after.consentOutstanding.filter((c) => c.studentId === ada.id)).toEqual([]);
    expect(await adaDeadlines()).toEqual([]);
  });

  it("a link asking a consent stays outstanding while waiting or expired, until answered", async () => {
    const iepId = await insertIep(h.db, { userId: teacher.id, studentId: ada.id, status: "draft" });
    const { link } = await sendLink(iepId, { consentKind: "reevaluation" });
    const listed = (await outstanding()).consentOutstanding.filter((c) => c.iepId === iepId);
    expect(listed).toEqual([expect.objectContaining({ consentKind: "reevaluation", since: link.createdAt })]);
    const res = await teacher.post(`/api/v1/ieps/${iepId}/consents`, {
      kind: "reevaluation",
      response: "given",
      respondedOn: "2026-11-20",
      parentName: "Rosa Lovelace",
    });
    expect(res.status).toBe(201);
    expect((await outstanding()).consentOutstanding.filter((c) => c.iepId === iepId)).toEqual([]);
  });
});
