/**
 * The file stores of attachments (requirements "Attachments"): the bytes of each file under a random
 * key, never in the database.
 *
 * - On disk (the default): `DATA_DIR/files/attachments/<key>`, folders 0700 and files 0600 (owner
 *   only, like the rest of the data folder: requirements "Security and privacy").
 * - In an S3-compatible object store when `FILES_S3_URL` is set:
 *   `http(s)://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]?region=us-east-1`, addressed path-style
 *   (`host/bucket/key`), through the AWS SDK's S3 client. The access key and secret are
 *   URL-encoded; `region` defaults to us-east-1.
 */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { chmod, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { AppDeps, FileStore } from "../../lib/hono-env.ts";

const KEY = /^[0-9a-f-]{36}$/;

/** A new storage key: a random UUID (it names no owner, so a transfer moves only the row). */
export const newStorageKey = (): string => randomUUID();

function checkKey(key: string): string {
  // Keys are ours (UUIDs): anything else could climb out of the folder.
  if (!KEY.test(key)) throw new Error("file store: a key is a UUID");
  return key;
}

/**
 * The disk store under `root` (`DATA_DIR/files/attachments`). Folders are made 0700 and each file is
 * written 0600, then its mode is checked.
 * @throws when a written file is not owner-only (a file system that ignores modes).
 */
export function diskFileStore(root: string): FileStore & { root: string } {
  const dir = path.resolve(root);
  const ensureDir = async () => {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
  };
  return {
    root: dir,
    description: `folder ${dir}`,
    put: async (key, bytes) => {
      await ensureDir();
      const file = path.join(dir, checkKey(key));
      await writeFile(file, bytes, { mode: 0o600 });
      await chmod(file, 0o600);
      const mode = (await stat(file)).mode & 0o777;
      if (mode !== 0o600) throw new Error(`file store: ${key} is ${mode.toString(8)}, not 600`);
    },
    get: async (key) => {
      try {
        return new Uint8Array(await readFile(path.join(dir, checkKey(key))));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    delete: async (key) => {
      await rm(path.join(dir, checkKey(key)), { force: true });
    },
  };
}

/** The parts of a `FILES_S3_URL` (see the module comment). */
export interface S3Location {
  endpoint: string;
  bucket: string;
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Reads a `FILES_S3_URL` (see the module comment).
 * @throws Error naming what is missing (no bucket, no access key or secret, not http(s)).
 */
export function parseS3Url(url: string): S3Location {
  const u = new URL(url);
  if (u.protocol !== "http:" && u.protocol !== "https:")
    throw new Error("FILES_S3_URL must start with http(s)://");
  const [bucket = "", ...rest] = u.pathname.split("/").filter(Boolean);
  if (!bucket) throw new Error("FILES_S3_URL must name the bucket: http(s)://KEY:SECRET@host/bucket");
  if (!u.username || !u.password)
    throw new Error("FILES_S3_URL must hold the access key and secret: KEY:SECRET@");
  return {
    endpoint: `${u.protocol}//${u.host}`,
    bucket,
    prefix: rest.length > 0 ? `${rest.join("/")}/` : "",
    region: u.searchParams.get("region") || "us-east-1",
    accessKeyId: decodeURIComponent(u.username),
    secretAccessKey: decodeURIComponent(u.password),
  };
}

/** The S3-compatible store of `FILES_S3_URL` (see the module comment); the bucket must exist. */
export function s3FileStore(url: string): FileStore {
  const at = parseS3Url(url);
  const client = new S3Client({
    endpoint: at.endpoint,
    region: at.region,
    forcePathStyle: true,
    // Checksums only where S3 requires them: other S3-compatible servers may not read the SDK's
    // default trailing checksums (aws-chunked bodies).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials: { accessKeyId: at.accessKeyId, secretAccessKey: at.secretAccessKey },
  });
  const Bucket = at.bucket;
  const objectKey = (key: string) => `${at.prefix}${checkKey(key)}`;
  return {
    description: `S3-compatible bucket ${at.bucket} at ${at.endpoint}`,
    put: async (key, bytes) => {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes }));
    },
    get: async (key) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}

/** The folder of attachments inside the data folder. */
export const attachmentsDir = (dataDir: string): string => path.join(dataDir, "files", "attachments");

/** The store `main.ts` uses: S3 with `FILES_S3_URL`, else the folder under `dataDir`. */
export function fileStoreFromEnv(env: { FILES_S3_URL?: string }, dataDir: string): FileStore {
  return env.FILES_S3_URL ? s3FileStore(env.FILES_S3_URL) : diskFileStore(attachmentsDir(dataDir));
}

let processStore: (FileStore & { root: string }) | undefined;

/**
 * The store of an app built without one (API tests): one folder in the system's temporary directory
 * for the whole process, so two app instances of a test share it.
 */
export function processFileStore(): FileStore & { root: string } {
  if (!processStore) {
    const store = diskFileStore(path.join(os.tmpdir(), `iep-files-${process.pid}-${randomUUID()}`));
    // The folder goes with the process that made it: tests leave no files behind.
    process.once("exit", () => rmSync(store.root, { recursive: true, force: true }));
    processStore = store;
  }
  return processStore;
}

/** The app's store: the one `main.ts` chose, else {@link processFileStore}. */
export const fileStoreOf = (deps: Pick<AppDeps, "fileStore">): FileStore =>
  deps.fileStore ?? processFileStore();
