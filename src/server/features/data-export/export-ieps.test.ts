/**
 * IEP versions in the export and the restore (requirements "Export and restore" and "Restore"): the
 * ZIP holds each student's versions with their signatures and consent answers (signing links only as
 * a count), one student's export only that student's, and a restore into a new account brings them
 * back with new ids — an amendment still pointing at its restored final IEP, the signatures' SHA-256
 * unchanged, the signing links named as not restored.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { exportManifestSchema } from "../../../shared/contracts/data-export.ts";
import { iepConsents, iepSignatures, iepSigningLinks, ieps } from "../../db/schema/index.ts";
import { addStudent } from "../../test/kits/caseload.ts";
import { insertIep } from "../../test/kits/ieps.ts";
import { schedule } from "../../test/kits/meetings.ts";
import { pdftotext, withoutSpace } from "../../test/pdftotext.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";
import { iepDocumentPdf } from "../ieps/index.ts";
import { signingLinksSkipped } from "./restore.service.ts";
import { readExport } from "./restore-files.ts";
import { SECOND_DRAFT } from "./restore-ieps.ts";
import { exported, exportZip, upload } from "./restore-test-kit.ts";

const h = setUpHarness({ now: new Date("2026-11-20T15:00:00Z") });
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const other = setUpTeacher(h, { name: "Sam Lee" });

const SHA_FINAL = "a".repeat(64);
const SHA_VOID = "b".repeat(64);
const DRAWN =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const PRINTED = {
  student: { name: "Maya Robinson", dateOfBirth: "2016-05-14", grade: "3" },
  meeting: {
    scheduledDate: "2026-09-10T15:00:00.000Z",
    attendees: [{ name: "Maria Robinson", role: "parent" }],
  },
  timeZone: "America/Chicago",
  language: "es" as const,
};

type Row = Record<string, unknown>;
let mayaId: string;
let leoId: string;
let finalId: string;
let amendmentId: string;
let leoIepId: string;
let otherIepId: string;

beforeAll(async () => {
  const maya = await addStudent(teacher, { name: "Maya Robinson", grade: "3" });
  mayaId = maya.id;
  leoId = (await addStudent(teacher, { name: "Leo Tran", grade: "4" })).id;
  const meeting = await schedule(teacher, {
    studentId: mayaId,
    type: "annual_review",
    scheduledDate: "2026-09-10T15:00:00Z",
  });
  finalId = await insertIep(h.db, {
    userId: teacher.id,
    studentId: mayaId,
    status: "final",
    content: { presentLevels: "Reads 52 words correct per minute." },
  });
  await h.db
    .update(ieps)
    .set({ meetingId: meeting.id, printed: PRINTED, finalizedByUserId: teacher.id })
    .where(eq(ieps.id, finalId));
  amendmentId = await insertIep(h.db, {
    userId: teacher.id,
    studentId: mayaId,
    kind: "amendment",
    amendsId: finalId,
    content: { presentLevels: "Reads 61 words correct per minute." },
  });
  await h.db
    .update(ieps)
    .set({ amendment: { reason: "Add a reading service.", withoutMeeting: true } })
    .where(eq(ieps.id, amendmentId));
  leoIepId = await insertIep(h.db, { userId: teacher.id, studentId: leoId });
  const link = await h.db
    .insert(iepSigningLinks)
    .values({
      userId: teacher.id,
      studentId: mayaId,
      iepId: finalId,
      tokenHash: "c".repeat(64),
      email: "maria@example.test",
      signerName: "Maria Robinson",
      signerRole: "parent",
      consentKind: "amendment_without_meeting",
      expiresAt: new Date("2026-12-04T15:00:00Z"),
      usedAt: new Date("2026-09-12T18:00:00Z"),
    })
    .returning({ id: iepSigningLinks.id });
  const linkId = link[0]?.id ?? null;
  const base = { userId: teacher.id, studentId: mayaId, iepId: finalId };
  await h.db.insert(iepSignatures).values([
    {
      ...base,
      signerName: "Jordan Ortiz",
      signerRole: "case_manager",
      method: "typed",
      signature: "Jordan Ortiz",
      documentSha256: SHA_VOID,
      recordedByUserId: teacher.id,
      signedAt: new Date("2026-09-10T16:00:00Z"),
      voidedAt: new Date("2026-09-10T16:30:00Z"),
    },
    {
      ...base,
      signerName: "Maria Robinson",
      signerRole: "parent",
      method: "drawn",
      signature: DRAWN,
      documentSha256: SHA_FINAL,
      linkId,
      signedAt: new Date("2026-09-12T18:00:00Z"),
    },
  ]);
  await h.db.insert(iepConsents).values([
    {
      ...base,
      kind: "initial_services",
      response: "partial",
      details: "Yes to reading, not to speech.",
      respondedOn: "2026-09-11",
      parentName: "Maria Robinson",
      recordedByUserId: teacher.id,
      createdAt: new Date("2026-09-11T17:00:00Z"),
    },
    {
      ...base,
      kind: "amendment_without_meeting",
      response: "given",
      respondedOn: "2026-09-12",
      parentName: "Maria Robinson",
      linkId,
      createdAt: new Date("2026-09-12T18:00:00Z"),
    },
  ]);
  const theo = await addStudent(other, { name: "Theo Park", grade: "5" });
  otherIepId = await insertIep(h.db, { userId: other.id, studentId: theo.id, status: "final" });
});

const rows = (files: Record<string, unknown>, file: string) => (files[file] ?? []) as Row[];
const manifestOf = async (zip: Uint8Array) => (await readExport(zip)).manifest;

describe("IEP versions in the export", () => {
  it("holds every version with its signatures and consents, and counts the signing links", async () => {
    const { zip, files } = await exported(teacher);
    const versions = rows(files, "ieps");
    expect(versions.map((v) => v.id).sort()).toEqual([finalId, amendmentId, leoIepId].sort());
    expect(versions.find((v) => v.id === finalId)).toMatchObject({
      kind: "annual",
      status: "final",
      studentId: mayaId,
      startDate: "2026-09-15",
      endDate: "2027-09-14",
      content: { presentLevels: "Reads 52 words correct per minute." },
      printed: PRINTED,
      finalizedAt: "2026-09-15T15:00:00.000Z",
      finalizedByName: "Jordan Ortiz",
    });
    expect(versions.find((v) => v.id === amendmentId)).toMatchObject({
      kind: "amendment",
      status: "draft",
      amends: finalId,
      amendment: { reason: "Add a reading service.", withoutMeeting: true },
      printed: null,
      finalizedAt: null,
      finalizedByName: null,
    });
    const signatures = rows(files, "iep-signatures");
    expect(signatures).toEqual([
      expect.objectContaining({
        iepId: finalId,
        signerRole: "case_manager",
        method: "typed",
        documentSha256: SHA_VOID,
        via: "in_person",
        voidedAt: "2026-09-10T16:30:00.000Z",
      }),
      expect.objectContaining({
        iepId: finalId,
        signerName: "Maria Robinson",
        signerRole: "parent",
        method: "drawn",
        signature: DRAWN,
        documentSha256: SHA_FINAL,
        signedAt: "2026-09-12T18:00:00.000Z",
        via: "link",
        voidedAt: null,
      }),
    ]);
    expect(rows(files, "iep-consents")).toEqual([
      expect.objectContaining({ kind: "initial_services", response: "partial", via: "in_person" }),
      expect.objectContaining({ kind: "amendment_without_meeting", response: "given", via: "link" }),
    ]);
    const manifest = await manifestOf(zip);
    expect(manifest.counts).toMatchObject({ ieps: 3, "iep-signatures": 2, "iep-consents": 2 });
    expect(manifest.signingLinks).toBe(1);
    // A link's token hash never leaves the server.
    expect(Buffer.from(zip).includes("c".repeat(64))).toBe(false);
    expect(JSON.stringify(files)).not.toContain(otherIepId);
  });

  it("one student's export holds only that student's IEP versions, signatures and consents", async () => {
    const leo = await exported(teacher, `/api/v1/students/${leoId}/export`);
    expect(rows(leo.files, "ieps").map((v) => v.id)).toEqual([leoIepId]);
    expect(rows(leo.files, "iep-signatures")).toEqual([]);
    expect(rows(leo.files, "iep-consents")).toEqual([]);
    expect((await manifestOf(leo.zip)).signingLinks).toBe(0);
    const maya = await exported(teacher, `/api/v1/students/${mayaId}/export`);
    expect(exportManifestSchema.parse((await readExport(maya.zip)).manifest).scope).toBe("student");
    expect(
      rows(maya.files, "ieps")
        .map((v) => v.id)
        .sort(),
    ).toEqual([finalId, amendmentId].sort());
    expect(rows(maya.files, "iep-signatures")).toHaveLength(2);
    expect(rows(maya.files, "iep-consents")).toHaveLength(2);
  });
});

describe("IEP versions in one student's PDF", () => {
  it("lists the versions with their signatures and consent answers", async () => {
    const res = await teacher.get(`/api/v1/students/${mayaId}/export?format=pdf`);
    expect(res.status).toBe(200);
    const text = pdftotext(new Uint8Array(await res.arrayBuffer()));
    const flat = withoutSpace(text);
    for (const part of [
      "IEP versions",
      "Annual IEP",
      "Amendment",
      "Draft",
      "Final",
      "Sep 10, 2026, void",
      "Agreement to amend without a meeting: given by Maria Robinson, Sep 12, 2026",
    ])
      expect(flat, part).toContain(withoutSpace(part));
  });
});

describe("IEP versions in the restore", () => {
  it("brings them back in a new account: the amendment points at its restored final IEP, the hashes unchanged", async () => {
    const source = await exported(teacher);
    const target = await h.signUp({ name: "Jordan Ortiz (new school)" });
    const res = await upload(target, source.zip);
    expect(res.status).toBe(200);
    const result = (await res.json()) as {
      restored: Record<string, number>;
      skipped: { file: string; index: number; message: string }[];
    };
    expect(result.restored).toMatchObject({ ieps: 3, "iep-signatures": 2, "iep-consents": 2 });
    expect(result.skipped).toEqual([{ file: "manifest.json", index: 0, message: signingLinksSkipped(1) }]);
    expect(signingLinksSkipped(1)).toBe(
      "Signing links are not restored (1 link sent): send a new one from the IEP if a parent still has to sign.",
    );

    const again = (await exported(target)).files;
    const students = rows(again, "students");
    const newMaya = students.find((s) => s.name === "Maya Robinson");
    const versions = rows(again, "ieps");
    const final = versions.find((v) => v.status === "final");
    const amendment = versions.find((v) => v.kind === "amendment");
    expect(final?.id).not.toBe(finalId);
    expect(final).toMatchObject({
      studentId: newMaya?.id,
      kind: "annual",
      startDate: "2026-09-15",
      endDate: "2027-09-14",
      content: { presentLevels: "Reads 52 words correct per minute." },
      printed: PRINTED,
      finalizedAt: "2026-09-15T15:00:00.000Z",
      finalizedByName: "Jordan Ortiz (new school)",
    });
    expect(final?.meetingId).toBe(rows(again, "meetings")[0]?.id);
    expect(amendment).toMatchObject({
      status: "draft",
      studentId: newMaya?.id,
      amends: final?.id,
      amendment: { reason: "Add a reading service.", withoutMeeting: true },
    });
    // Signatures and answers as they were (the signature, its hash, when, how), on the restored final IEP.
    const onFinal = (list: Row[], id: unknown) =>
      list.map(({ id: _id, iepId, ...rest }) => ({ ...rest, onFinal: iepId === id }));
    expect(onFinal(rows(again, "iep-signatures"), final?.id)).toEqual(
      onFinal(rows(source.files, "iep-signatures"), finalId),
    );
    expect(rows(again, "iep-signatures").map((s) => s.documentSha256)).toEqual([SHA_VOID, SHA_FINAL]);
    expect(onFinal(rows(again, "iep-consents"), final?.id)).toEqual(
      onFinal(rows(source.files, "iep-consents"), finalId),
    );
    expect(rows(again, "iep-consents").every((c) => c.iepId === final?.id)).toBe(true);
    // The restored final IEP prints the same document: a signature on it still stands.
    const sha = async (owner: string, id: unknown) => (await iepDocumentPdf(h.db, owner, String(id)))?.sha256;
    const original = await sha(teacher.id, finalId);
    expect(original).toMatch(/^[0-9a-f]{64}$/);
    expect(await sha(target.id, final?.id)).toBe(original);
    // Signing links are not restored.
    expect(await h.db.select().from(iepSigningLinks).where(eq(iepSigningLinks.userId, target.id))).toEqual(
      [],
    );
  });

  it("keeps one draft per student: a second draft in the file is skipped with the reason", async () => {
    const { files } = await exported(teacher, `/api/v1/students/${mayaId}/export`);
    const draft = rows(files, "ieps").find((v) => v.id === amendmentId) as Row;
    const twice = { ...files, ieps: [...rows(files, "ieps"), { ...draft, id: crypto.randomUUID() }] };
    const target = await h.signUp();
    const res = await upload(target, await exportZip(twice, { scope: "student" }));
    expect(res.status).toBe(200);
    const result = (await res.json()) as { restored: Record<string, number>; skipped: Row[] };
    expect(result.restored.ieps).toBe(2);
    expect(result.skipped).toEqual([{ file: "ieps.json", index: 2, message: SECOND_DRAFT }]);
  });

  it("skips the versions, signatures and consents of a student not in the file", async () => {
    const { files } = await exported(teacher);
    const onlyLeo = { ...files, students: rows(files, "students").filter((s) => s.id === leoId) };
    const target = await h.signUp();
    const res = await upload(target, await exportZip(onlyLeo, { scope: "student" }));
    expect(res.status).toBe(200);
    const result = (await res.json()) as { restored: Record<string, number>; skipped: { file: string }[] };
    expect(result.restored).toMatchObject({ ieps: 1, "iep-signatures": 0, "iep-consents": 0 });
    const byFile = (f: string) => result.skipped.filter((s) => s.file === f).length;
    expect([byFile("ieps.json"), byFile("iep-signatures.json"), byFile("iep-consents.json")]).toEqual([
      2, 2, 2,
    ]);
  });

  it("refuses a signature whose document hash is not a SHA-256, naming the file and row", async () => {
    const { files } = await exported(teacher, `/api/v1/students/${mayaId}/export`);
    const bad = {
      ...files,
      "iep-signatures": rows(files, "iep-signatures").map((s, i) =>
        i === 1 ? { ...s, documentSha256: "x" } : s,
      ),
    };
    const target = await h.signUp();
    const res = await upload(target, await exportZip(bad, { scope: "student" }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toBe("iep-signatures.json: row 2: documentSha256: must be a SHA-256 in hex");
  });
});
