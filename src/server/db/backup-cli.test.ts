/**
 * The two commands as a person runs them (architecture "Two ways to run"): `npm run restore` refuses
 * while the folder is held and exits 1 with what to do; with `DATABASE_URL` both commands print the
 * PostgreSQL tools to use and never the address itself.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { tempFolderForFile } from "../test/temp-folders.ts";
import { acquireDirLock } from "./dir-lock.ts";

const repo = fileURLToPath(new URL("../../..", import.meta.url));
const root = tempFolderForFile("iep-backup-cli-");

function run(script: string, args: string[], env: Record<string, string>) {
  const res = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(repo, "src/server/db", script), ...args],
    {
      cwd: repo,
      env: { PATH: process.env.PATH ?? "", DOTENV: "0", ...env },
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  return { status: res.status, out: `${res.stdout}${res.stderr}` };
}

describe("npm run backup / restore", () => {
  it("restore refuses while a server holds the folder and changes nothing", () => {
    const dataDir = path.join(root, "busy");
    mkdirSync(dataDir, { mode: 0o700 });
    const file = path.join(root, "iep-backup-2026-11-23T17-00-00-000Z.tar.gz");
    writeFileSync(file, Buffer.from([0x1f, 0x8b, 0, 0]));
    const release = acquireDirLock(path.join(dataDir, "db"));
    try {
      const { status, out } = run("restore-cli.ts", [file], { DATA_DIR: dataDir });
      expect(status).toBe(1);
      expect(out).toContain(`is in use by a running server (process ${process.pid}). Stop the server first`);
      expect(readdirSync(dataDir)).toEqual(["db.lock"]);
    } finally {
      release();
    }
  }, 90_000);

  it("with DATABASE_URL both print pg_dump / pg_restore guidance without the address", () => {
    const url = "postgres://iep:s3cret-password@db.example.org:5432/iep";
    for (const script of ["backup-cli.ts", "restore-cli.ts"]) {
      const { status, out } = run(script, [], { DATA_DIR: path.join(root, "pg"), DATABASE_URL: url });
      expect(status, out).toBe(0);
      expect(out).toContain("pg_dump --format=custom");
      expect(out).toContain("pg_restore");
      expect(out).not.toContain("s3cret-password");
    }
  }, 90_000);
});
