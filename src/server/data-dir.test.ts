/**
 * The data folder is owner-only (requirements "Security and privacy"): a fresh `DATA_DIR` after a real
 * start-up, a sign-up (database rows, a mail file) holds only 0700 folders and 0600 files, and a folder
 * left open by an older version is tightened on start with one log line.
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { secureDataDir, tightenDataDir } from "./data-dir.ts";
import { loadEnv } from "./env.ts";
import { startServer } from "./main.ts";
import { tempFoldersForEachTest } from "./test/temp-folders.ts";

const tempDir = tempFoldersForEachTest("iep-datadir-");

/** Every path under `root` (root included) with its permission bits. */
function walk(root: string): { path: string; mode: number; dir: boolean }[] {
  const out: { path: string; mode: number; dir: boolean }[] = [];
  const visit = (p: string) => {
    const stat = lstatSync(p);
    if (stat.isSymbolicLink()) return;
    out.push({ path: p, mode: stat.mode & 0o777, dir: stat.isDirectory() });
    if (stat.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
  };
  visit(root);
  return out;
}

function expectOwnerOnly(root: string) {
  const entries = walk(root);
  const open = entries.filter((e) => (e.mode & 0o077) !== 0).map((e) => `${e.mode.toString(8)} ${e.path}`);
  expect(open).toEqual([]);
  const folders = entries.filter((e) => e.dir && e.mode !== 0o700).map((e) => e.path);
  expect(folders).toEqual([]);
  return entries;
}

describe("DATA_DIR permissions", () => {
  it("a fresh data folder holds only owner-only folders and files after start-up and use", async () => {
    const dataDir = path.join(tempDir(), "data");
    const server = await startServer(
      loadEnv({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "test" }),
      { authRateLimit: false },
    );
    try {
      const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({ name: "Dana Reyes", email: "dana@example.com", password: "secret-pass-1" }),
      });
      expect(res.status).toBe(200);
      const mailDir = path.join(dataDir, "mail");
      for (let i = 0; i < 300 && !(existsSync(mailDir) && readdirSync(mailDir).length > 0); i += 1) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(readdirSync(mailDir).some((f) => f.endsWith(".eml"))).toBe(true);
    } finally {
      await server.close();
    }
    const entries = expectOwnerOnly(dataDir);
    expect(entries.some((e) => e.path.endsWith("auth-secret"))).toBe(true);
    expect(entries.filter((e) => e.path.includes(`${path.sep}db${path.sep}`)).length).toBeGreaterThan(100);
    const counts: Record<string, number> = {};
    for (const e of entries) {
      const key = `${e.dir ? "dir" : "file"} ${e.mode.toString(8)}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    console.log(`[data-dir] modes under a fresh DATA_DIR: ${JSON.stringify(counts)}`);
    // Nothing left to tighten on the next start.
    expect(tightenDataDir(dataDir)).toBe(0);
  }, 90_000);

  it("tightens a 0755 folder with a 0644 file from an older version and logs it once", () => {
    const dataDir = path.join(tempDir(), "old");
    mkdirSync(path.join(dataDir, "mail"), { recursive: true, mode: 0o755 });
    const file = path.join(dataDir, "mail", "reset.eml");
    writeFileSync(file, "reset link", { mode: 0o644 });
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, "mail"), 0o755);
    chmodSync(file, 0o644);

    const lines: string[] = [];
    expect(secureDataDir(dataDir, (l) => lines.push(l))).toBe(3);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, "mail")).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(lines).toEqual([expect.stringMatching(/tightened 3 path\(s\) to owner-only/)]);

    const again: string[] = [];
    expect(secureDataDir(dataDir, (l) => again.push(l))).toBe(0);
    expect(again).toEqual([]);
    expectOwnerOnly(dataDir);
  });
});
