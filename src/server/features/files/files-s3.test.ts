/**
 * Attachments in an S3-compatible object store (requirements "Attachments"): an `s3rver` the test
 * starts (a temporary folder, a free port, silent) behind a `FILES_S3_URL`, and the same upload,
 * download and delete round trip as on disk, through the AWS SDK's S3 client.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StudentFile } from "../../../shared/contracts/files.ts";
import { studentFiles } from "../../db/schema/index.ts";
import type { FileStore } from "../../lib/hono-env.ts";
import { addStudent } from "../../test/kits/caseload.ts";
import { fileForm, PDF_BYTES } from "../../test/kits/files.ts";
import { setUpHarness, setUpTeacher, setUpValue } from "../../test/set-up.ts";
import { fileStoreFromEnv, parseS3Url, s3FileStore } from "./file-store.ts";

let server: S3rver;
let dir: string;
let url: string;
let store: FileStore;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "iep-s3rver-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: "attachments" }],
  });
  const { port } = await server.run();
  url = `http://S3RVER:S3RVER@127.0.0.1:${port}/attachments/school?region=us-east-1`;
  store = s3FileStore(url);
});
afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const h = setUpHarness(() => ({ fileStore: store }));
const teacher = setUpTeacher(h);
const maya = setUpValue(() => addStudent(teacher, { name: "Maya Robinson" }));

describe("attachments in an S3-compatible store", () => {
  it("reads FILES_S3_URL: endpoint, bucket, prefix, region and the encoded key and secret", () => {
    expect(parseS3Url("https://AK%2B1:s%2Fcret@s3.example.org:9000/bucket/a/b?region=eu-west-1")).toEqual({
      endpoint: "https://s3.example.org:9000",
      bucket: "bucket",
      prefix: "a/b/",
      region: "eu-west-1",
      accessKeyId: "AK+1",
      secretAccessKey: "s/cret",
    });
    expect(() => parseS3Url("http://AK:SECRET@127.0.0.1:4569/")).toThrow(/bucket/);
    expect(() => parseS3Url("http://127.0.0.1:4569/bucket")).toThrow(/access key/);
    expect(fileStoreFromEnv({ FILES_S3_URL: url }, dir).description).toContain(
      "S3-compatible bucket attachments",
    );
  });

  it("uploads, downloads and deletes through the bucket", async () => {
    const res = await teacher.upload(
      `/api/v1/students/${maya.id}/files`,
      fileForm("evaluation.pdf", PDF_BYTES),
    );
    expect(res.status).toBe(201);
    const file = (await res.json()) as StudentFile;
    const [row] = await h.db.select().from(studentFiles);
    const key = row?.storageKey ?? "";
    expect(await store.get(key)).toEqual(PDF_BYTES);

    const download = await teacher.get(`/api/v1/files/${file.id}`);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);

    expect((await teacher.del(`/api/v1/files/${file.id}`)).status).toBe(204);
    expect(await store.get(key)).toBeNull();
  });
});
