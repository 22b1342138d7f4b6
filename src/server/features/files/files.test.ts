/**
 * API tests of attachments (requirements "Attachments"): upload, list, download and delete; the
 * content type sniffed from the bytes, never the name's or the browser's; the 20 MB limit; the
 * download's headers; files on disk owner-only; another teacher's ids answered 404; a provider reads
 * but may not upload — against a real database.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ExportManifest, RestoreResult } from "../../../shared/contracts/data-export.ts";
import { FILE_MAX_BYTES, type StudentFile, type StudentFileList } from "../../../shared/contracts/files.ts";
import { auditLog, studentFiles } from "../../db/schema/index.ts";
import { readZipEntries } from "../../lib/zip-entries.ts";
import type { TestUser } from "../../test/harness.ts";
import { addStudent } from "../../test/kits/caseload.ts";
import { fileForm, PDF_BYTES, PNG_BYTES } from "../../test/kits/files.ts";
import { insertIep } from "../../test/kits/ieps.ts";
import { errorOf, MISSING_ID } from "../../test/kits/meetings.ts";
import { shareStudent } from "../../test/kits/teams.ts";
import { setUpHarness, setUpTeacher, setUpValue } from "../../test/set-up.ts";
import { processFileStore } from "./file-store.ts";

const h = setUpHarness();
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const other = setUpTeacher(h, { name: "Sam Lee" });
const provider = setUpTeacher(h, { name: "Riley Provider" });
const maya = setUpValue(() => addStudent(teacher, { name: "Maya Robinson" }));
const leo = setUpValue(() => addStudent(teacher, { name: "Leo Park" }));

const filesUrl = (studentId: string) => `/api/v1/students/${studentId}/files`;

async function upload(
  user: TestUser,
  studentId: string,
  name: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
): Promise<StudentFile> {
  const res = await user.upload(filesUrl(studentId), fileForm(name, bytes, fields));
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (await res.json()) as StudentFile;
}

async function storageKey(id: string): Promise<string> {
  const [row] = await h.db.select().from(studentFiles).where(eq(studentFiles.id, id));
  if (!row) throw new Error(`no file ${id}`);
  return row.storageKey;
}

describe("attachments", () => {
  it("uploads, lists newest first, downloads the same bytes and deletes the row and the object", async () => {
    const pdf = await upload(teacher, maya.id, "Evaluation report.pdf", PDF_BYTES, {
      category: "evaluation",
    });
    expect(pdf).toMatchObject({
      studentId: maya.id,
      iepId: null,
      fileName: "Evaluation report.pdf",
      contentType: "application/pdf",
      sizeBytes: PDF_BYTES.byteLength,
      category: "evaluation",
      authorName: null,
    });
    const png = await upload(teacher, maya.id, "chart.PNG", PNG_BYTES);
    expect(png.category).toBe("other");

    const list = (await (await teacher.get(filesUrl(maya.id))).json()) as StudentFileList;
    expect(list.files.map((f) => f.id)).toEqual([png.id, pdf.id]);
    expect(((await (await teacher.get(filesUrl(leo.id))).json()) as StudentFileList).files).toEqual([]);

    const res = await teacher.get(`/api/v1/files/${pdf.id}`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF_BYTES);
    const [row] = await h.db.select().from(studentFiles).where(eq(studentFiles.id, pdf.id));
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);

    const key = await storageKey(pdf.id);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await processFileStore().get(key)).not.toBeNull();
    expect((await teacher.del(`/api/v1/files/${pdf.id}`)).status).toBe(204);
    expect(await processFileStore().get(key)).toBeNull();
    const gone = await teacher.get(`/api/v1/files/${pdf.id}`);
    expect(gone.status).toBe(404);
    expect((await errorOf(gone)).message).toBe("File not found");
  });

  it("audits uploads, downloads and deletes with ids, size and type, never the file's name", async () => {
    const file = await upload(teacher, leo.id, "Secret-name-Leo.png", PNG_BYTES);
    await teacher.get(`/api/v1/files/${file.id}`);
    await teacher.del(`/api/v1/files/${file.id}`);
    const lines = await h.db.select().from(auditLog).where(eq(auditLog.entityId, file.id));
    expect(lines.map((l) => l.action).sort()).toEqual(["file.delete", "file.download", "file.upload"]);
    for (const line of lines) {
      expect(line.detail).toMatchObject({
        studentId: leo.id,
        sizeBytes: PNG_BYTES.byteLength,
        contentType: "image/png",
      });
      expect(JSON.stringify(line.detail)).not.toContain("Secret-name");
    }
  });

  it("keeps each file on disk owner-only: the file 0600 in a 0700 folder", async () => {
    const file = await upload(teacher, maya.id, "scan.png", PNG_BYTES);
    const root = processFileStore().root;
    expect((await stat(root)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(root, await storageKey(file.id)))).mode & 0o777).toBe(0o600);
  });

  it("answers a download as an attachment with nosniff, never inline, its name in ASCII and UTF-8", async () => {
    const file = await upload(teacher, maya.id, 'Évaluation "finale".pdf', PDF_BYTES);
    const res = await teacher.get(`/api/v1/files/${file.id}`);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toBe(
      "attachment; filename=\"_valuation _finale_.pdf\"; filename*=UTF-8''%C3%89valuation%20%22finale%22.pdf",
    );
  });

  // Requirements "Attachments": the bytes decide the type; the name's extension must be one of its.
  it.each([
    {
      name: "report.pdf",
      bytes: PNG_BYTES,
      message: "This file's contents are not what its name says (.pdf).",
    },
    {
      name: "photo",
      bytes: PNG_BYTES,
      message: "This file's contents are not what its name says (no extension).",
    },
    {
      name: "setup.pdf",
      bytes: Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, ...new Array(60).fill(0)]),
      message: "This file is not a PDF, an image or a Word document.",
    },
    {
      name: "notes.pdf",
      bytes: new TextEncoder().encode("Plain text, not a PDF."),
      message: "This file is not a PDF, an image or a Word document.",
    },
  ])("refuses $name whose bytes are not what it says (415)", async ({ name, bytes, message }) => {
    const res = await teacher.upload(filesUrl(maya.id), fileForm(name, bytes));
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toEqual(expect.objectContaining({ code: "FILE_TYPE", message }));
  });

  it("refuses an empty file (400) and a body without a file (400)", async () => {
    const empty = await teacher.upload(filesUrl(maya.id), fileForm("empty.pdf", new Uint8Array()));
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe("file: this file is empty");
    const form = new FormData();
    form.set("category", "medical");
    expect((await teacher.upload(filesUrl(maya.id), form)).status).toBe(400);
    const category = await teacher.upload(filesUrl(maya.id), fileForm("a.png", PNG_BYTES, { category: "x" }));
    expect(category.status).toBe(400);
  });

  it.each([
    ["a NUL character", "report\u0000.pdf", "file name: must not contain a NUL character (\\u0000)"],
    ["256 characters", `${"r".repeat(252)}.pdf`, "file name: must be 255 characters or fewer"],
  ])("refuses a file name with %s (400), storing nothing", async (_what, name, message) => {
    const res = await teacher.upload(filesUrl(maya.id), fileForm(name, PDF_BYTES));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
  });

  it("refuses a file over 20 MB (413)", async () => {
    // One buffer, made once: the PDF header and zeros, one byte over the limit.
    const big = new Uint8Array(FILE_MAX_BYTES + 1);
    big.set(PDF_BYTES.subarray(0, 8));
    const res = await teacher.upload(filesUrl(maya.id), fileForm("big.pdf", big));
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual(
      expect.objectContaining({ code: "FILE_TOO_LARGE", message: "Files may be up to 20 MB." }),
    );
  });

  it("attaches a file to an IEP of the same student only, and lists one IEP's files", async () => {
    const iep = await insertIep(h.db, { userId: teacher.id, studentId: maya.id });
    const leosIep = await insertIep(h.db, { userId: teacher.id, studentId: leo.id });
    const onIep = await upload(teacher, maya.id, "signed.pdf", PDF_BYTES, { iepId: iep, category: "iep" });
    expect(onIep.iepId).toBe(iep);
    const list = (await (await teacher.get(`${filesUrl(maya.id)}?iepId=${iep}`)).json()) as StudentFileList;
    expect(list.files.map((f) => f.id)).toEqual([onIep.id]);
    for (const iepId of [leosIep, MISSING_ID, "not-an-id"]) {
      const res = await teacher.upload(filesUrl(maya.id), fileForm("x.pdf", PDF_BYTES, { iepId }));
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("IEP not found");
    }
  });

  it("answers another teacher 404 on every route, exactly like a missing id", async () => {
    const file = await upload(teacher, maya.id, "private.pdf", PDF_BYTES);
    const answers = [
      await other.get(filesUrl(maya.id)),
      await other.upload(filesUrl(maya.id), fileForm("x.pdf", PDF_BYTES)),
      await other.get(`/api/v1/files/${file.id}`),
      await other.del(`/api/v1/files/${file.id}`),
    ];
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    expect((await errorOf(answers[2] as Response)).message).toBe("File not found");
    expect((await teacher.get(`/api/v1/files/${file.id}`)).status).toBe(200);
  });

  it("lets a provider on the team read and download, but not upload or delete; names the uploader", async () => {
    await shareStudent(h.db, leo.id, provider, "provider");
    const file = await upload(teacher, leo.id, "plan.pdf", PDF_BYTES);
    expect((await provider.get(filesUrl(leo.id))).status).toBe(200);
    expect((await provider.get(`/api/v1/files/${file.id}`)).status).toBe(200);
    expect((await provider.upload(filesUrl(leo.id), fileForm("x.pdf", PDF_BYTES))).status).toBe(403);
    expect((await provider.del(`/api/v1/files/${file.id}`)).status).toBe(403);

    const coTeacher = await h.signUp({ name: "Casey Co" });
    await shareStudent(h.db, leo.id, coTeacher, "co_teacher");
    const theirs = await upload(coTeacher, leo.id, "note.png", PNG_BYTES);
    expect(theirs.authorName).toBe("Casey Co");
    const [row] = await h.db.select().from(studentFiles).where(eq(studentFiles.id, theirs.id));
    expect(row?.userId).toBe(teacher.id);
  });

  it("removes the bytes of a deleted student's files, and of a deleted account's", async () => {
    const student = await addStudent(teacher, { name: "Ada Quinn" });
    const file = await upload(teacher, student.id, "letter.pdf", PDF_BYTES, { category: "medical" });
    const key = await storageKey(file.id);
    expect((await teacher.del(`/api/v1/students/${student.id}`)).status).toBe(204);
    expect(await processFileStore().get(key)).toBeNull();
    expect(await h.db.select().from(studentFiles).where(eq(studentFiles.id, file.id))).toEqual([]);

    const leaving = await h.signUp({ name: "Pat Leaving" });
    const theirs = await addStudent(leaving, { name: "Kim Lo" });
    const kept = await upload(leaving, theirs.id, "report.png", PNG_BYTES);
    const keptKey = await storageKey(kept.id);
    const res = await leaving.raw("DELETE", "/api/v1/me", JSON.stringify({ password: "correct-horse" }));
    expect(res.status).toBe(200);
    expect(await processFileStore().get(keptKey)).toBeNull();
  });

  it("puts the files in the export ZIP under a folder per student, listed in the manifest", async () => {
    const student = await addStudent(teacher, { name: "Noor Haddad" });
    const file = await upload(teacher, student.id, "Outside report.pdf", PDF_BYTES, {
      category: "outside_report",
    });
    const folder = `files/noor-haddad-${student.id.slice(0, 8)}`;
    for (const url of [`/api/v1/students/${student.id}/export?format=zip`, "/api/v1/export"]) {
      const res = await teacher.get(url);
      expect(res.status).toBe(200);
      const entries = await readZipEntries(new Uint8Array(await res.arrayBuffer()), {
        maxEntries: 500,
        maxExpandedBytes: 50 * 1024 * 1024,
      });
      const path = `${folder}/${file.id.slice(0, 8)}-Outside report.pdf`;
      expect(new Uint8Array(entries.get(path) ?? [])).toEqual(PDF_BYTES);
      const manifest = JSON.parse(String(entries.get("manifest.json"))) as ExportManifest;
      expect(manifest.files).toContainEqual(
        expect.objectContaining({
          path,
          studentId: student.id,
          fileName: "Outside report.pdf",
          sizeBytes: PDF_BYTES.byteLength,
        }),
      );
    }
  });

  it("names each attachment a restore cannot bring back in its summary", async () => {
    const owner = await h.signUp({ name: "Lee Export" });
    const student = await addStudent(owner, { name: "Ravi Shah" });
    const file = await upload(owner, student.id, "Medical letter.pdf", PDF_BYTES, { category: "medical" });
    const zip = new Uint8Array(await (await owner.get("/api/v1/export")).arrayBuffer());
    const fresh = await h.signUp({ name: "Lee Restore" });
    const form = new FormData();
    form.set("file", new File([zip], "export.zip", { type: "application/zip" }));
    const res = await fresh.upload("/api/v1/restore?dryRun=true", form);
    expect(res.status).toBe(200);
    const summary = (await res.json()) as RestoreResult;
    expect(summary.skipped).toEqual([
      {
        file: "manifest.json",
        index: 0,
        message: `Attachments are not restored: upload files/ravi-shah-${student.id.slice(0, 8)}/${file.id.slice(0, 8)}-Medical letter.pdf again.`,
      },
    ]);
  });
});
