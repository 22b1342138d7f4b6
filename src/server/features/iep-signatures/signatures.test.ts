/**
 * API tests of signing an IEP (requirements "Signatures and consent"): signatures valid or void by the
 * document's hash, a superseded IEP refused, a team member's signature, consent answers, another
 * teacher's IEP or link answered 404 on every route — against a real database and the ieps feature's
 * real PDF (no stand-in: the API suite shares modules between files, so a mocked module would not
 * hold).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Consent, IepSigningState, Signature, SigningLink } from "../../../shared/contracts/ieps.ts";
import { iepSignatures, ieps } from "../../db/schema/index.ts";
import { insertIep } from "../../test/kits/ieps.ts";
import { addStudent, errorOf, MISSING_ID } from "../../test/kits/meetings.ts";
import { setUpHarness, setUpTeacher, setUpValue } from "../../test/set-up.ts";

const NOW = new Date("2026-11-20T17:00:00Z");
const h = setUpHarness({ now: NOW });
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const other = setUpTeacher(h, { name: "Sam Lee" });
const maya = setUpValue(() => addStudent(teacher, { name: "Maya Robinson" }));
const othersStudent = setUpValue(() => addStudent(other, { name: "Ada Quinn" }));

const typed = (name: string, signerRole = "parent") => ({
  signerName: name,
  signerRole,
  method: "typed",
  signature: name,
});
const DRAWN =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

async function stateOf(iepId: string): Promise<IepSigningState> {
  const res = await teacher.get(`/api/v1/ieps/${iepId}/signatures`);
  expect(res.status).toBe(200);
  return (await res.json()) as IepSigningState;
}

describe("signatures on an IEP", () => {
  it("a team member signs a draft: the current hash is stored, and the signature is valid until the document changes", async () => {
    const iepId = await insertIep(h.db, { userId: teacher.id, studentId: maya.id });
    const res = await teacher.post(`/api/v1/ieps/${iepId}/signatures`, {
      signerName: "Lee Grant",
      signerRole: "general_education_teacher",
      method: "drawn",
      signature: DRAWN,
    });
    expect(res.status).toBe(201);
    const signature = (await res.json()) as Signature;
    expect(signature).toMatchObject({
      signerRole: "general_education_teacher",
      via: "in_person",
      valid: true,
    });
    const [row] = await h.db.select().from(iepSignatures).where(eq(iepSignatures.id, signature.id));
    expect(row?.recordedByUserId).toBe(teacher.id);

    const before = await stateOf(iepId);
    expect(before.signatures.map((s) => [s.id, s.valid])).toEqual([[signature.id, true]]);
    expect(before.signatures[0]?.documentSha256).toBe(before.documentSha256);

    // The document changes after signing: the stored hash no longer matches, the signature is void.
    const [iep] = await h.db.select().from(ieps).where(eq(ieps.id, iepId));
    await h.db
      .update(ieps)
      .set({ content: { ...(iep?.content as object), presentLevels: "Reads 70 wcpm." } as never })
      .where(eq(ieps.id, iepId));
    const after = await stateOf(iepId);
    expect(after.documentSha256).not.toBe(before.documentSha256);
    expect(after.signatures.map((s) => s.valid)).toEqual([false]);
    await h.db.delete(ieps).where(eq(ieps.id, iepId));
  });

  it("a voided signature is not valid, even on the same document", async () => {
    const iepId = await insertIep(h.db, { userId: teacher.id, studentId: maya.id, status: "final" });
    const signed = (await (
      await teacher.post(`/api/v1/ieps/${iepId}/signatures`, typed("Ana Robinson"))
    ).json()) as Signature;
    await h.db.update(iepSignatures).set({ voidedAt: NOW }).where(eq(iepSignatures.id, signed.id));
    const state = await stateOf(iepId);
    expect(state.signatures[0]).toMatchObject({ id: signed.id, valid: false, voidedAt: NOW.toISOString() });
  });

  it.each(["signatures", "signing-links"])(
    "a superseded IEP refuses new %s (409 IEP_FINAL)",
    async (what) => {
      const iepId = await insertIep(h.db, { userId: teacher.id, studentId: maya.id, status: "superseded" });
      const body =
        what === "signatures"
          ? typed("Ana Robinson")
          : { email: "ana@family.test", signerName: "Ana Robinson" };
      const res = await teacher.post(`/api/v1/ieps/${iepId}/${what}`, body);
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toEqual({
        code: "IEP_FINAL",
        message: "This IEP was replaced by a later version; sign the IEP in effect.",
      });
    },
  );
});

describe("consent answers (34 CFR 300.300)", () => {
  const answer = { kind: "initial_services", respondedOn: "2026-11-19", parentName: "Ana Robinson" };

  it.each([
    ["given", undefined],
    ["refused", undefined],
    ["partial", "Consents to speech services, not to the reading pull-out."],
  ])("records %s", async (response, details) => {
    const iepId = await insertIep(h.db, { userId: teacher.id, studentId: maya.id, status: "final" });
    const res = await teacher.post(`/api/v1/ieps/${iepId}/consents`, { ...answer, response, details });
    expect(res.status).toBe(201);
    expect((await res.json()) as Consent).toMatchObject({
      response,
      details: details ?? null,
      via: "in_person",
    });
    expect((await stateOf(iepId)).consents.map((c) => c.response)).toEqual([response]);
  });

  it.each([
    ["partial without details", { response: "partial" }, "Say what the parent consents to and what not."],
    [
      "partial with blank details",
      { response: "partial", details: "   " },
      "Say what the parent consents to and what not.",
    ],
    [
      "an answer dated after today",
      { response: "given", respondedOn: "2026-11-21" },
      "The date of the answer can't be after today.",
    ],
  ])("refuses %s (400)", async (_what, change, message) => {
    const iepId = await insertIep(h.db, { userId: teacher.id, studentId: maya.id, status: "final" });
    const res = await teacher.post(`/api/v1/ieps/${iepId}/consents`, { ...answer, ...change });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
    expect((await stateOf(iepId)).consents).toEqual([]);
  });
});

describe("another teacher's IEP or link", () => {
  const othersIep = setUpValue(async () => ({
    id: await insertIep(h.db, { userId: other.id, studentId: othersStudent.id, status: "final" }),
  }));
  const othersLink = setUpValue(async () => {
    const res = await other.post(`/api/v1/ieps/${othersIep.id}/signing-links`, {
      email: "ada.parent@family.test",
      signerName: "Rosa Quinn",
    });
    return (await res.json()) as SigningLink;
  });

  it.each([
    ["GET", "signatures", undefined],
    ["POST", "signatures", typed("Ana Robinson")],
    ["POST", "signing-links", { email: "ana@family.test", signerName: "Ana Robinson" }],
    [
      "POST",
      "consents",
      { kind: "initial_services", response: "given", respondedOn: "2026-11-19", parentName: "Ana" },
    ],
  ])("%s /ieps/{id}/%s answers 404 like a missing IEP, and changes nothing", async (method, what, body) => {
    for (const id of [othersIep.id, MISSING_ID]) {
      const url = `/api/v1/ieps/${id}/${what}`;
      const res = method === "GET" ? await teacher.get(url) : await teacher.post(url, body);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: "NOT_FOUND", message: "IEP not found" });
    }
    const res = await other.get(`/api/v1/ieps/${othersIep.id}/signatures`);
    const state = (await res.json()) as IepSigningState;
    expect([state.signatures.length, state.links.length, state.consents.length]).toEqual([0, 1, 0]);
  });

  it("DELETE /signing-links/{id} answers 404 and the link keeps waiting", async () => {
    for (const id of [othersLink.id, MISSING_ID, "not-an-id"]) {
      const res = await teacher.del(`/api/v1/signing-links/${id}`);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Signing link not found");
    }
    const state = (await (
      await other.get(`/api/v1/ieps/${othersIep.id}/signatures`)
    ).json()) as IepSigningState;
    expect(state.links.map((l) => l.status)).toEqual(["waiting"]);
  });
});
