/**
 * `npm run billing:grant-pro` as a person runs it (requirements "Plans and trial", "Admin area"): the
 * command refuses to grant without a reason (each way of getting the command line wrong is read by
 * `parseGrantProArgs` in process; one real run shows the refusal ends the command before any database
 * is opened), and a grant with one goes through `grantPro` and leaves the audit line with the reason
 * and the system actor in the database the server will open.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { auditLog, users } from "../../db/schema/index.ts";
import { SYSTEM_ACTOR_ID } from "../../lib/actor.ts";
import { tempFolderForFile } from "../../test/temp-folders.ts";
import { readPgliteTemplate } from "../../test/test-database.ts";
import { GRANT_PRO_USAGE, parseGrantProArgs } from "./grant-pro-args.ts";

const repo = fileURLToPath(new URL("../../../..", import.meta.url));
const root = tempFolderForFile("iep-grant-pro-cli-");

/** Runs the command with `args` on the data folder `dataDir` (no `.env` read). */
function grantProCli(args: string[], dataDir: string) {
  const res = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(repo, "src/server/features/billing/grant-pro-cli.ts"), ...args],
    {
      cwd: repo,
      env: { PATH: process.env.PATH ?? "", DOTENV: "0", DATA_DIR: dataDir },
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  return { status: res.status, out: `${res.stdout}${res.stderr}` };
}

describe("npm run billing:grant-pro", () => {
  it.each([
    { args: ["teacher@school.test"], says: "Give the reason for the grant" },
    { args: ["teacher@school.test", "--reason"], says: "Give the reason for the grant" },
    { args: ["teacher@school.test", "--reason", "ok"], says: "at least 3 characters" },
    { args: ["--reason", "x y z"], says: GRANT_PRO_USAGE },
    { args: ["a@school.test", "b@school.test", "--reason", "x y z"], says: GRANT_PRO_USAGE },
  ])("refuses $args, saying how to give the command", ({ args, says }) => {
    const parsed = parseGrantProArgs(args);
    expect(parsed).toEqual({ error: expect.stringContaining(says) });
    expect("error" in parsed && parsed.error).toContain(
      'npm run billing:grant-pro -- teacher@school.org --reason "',
    );
  });

  it.each([
    [["ana@school.test", "--reason", "Paid by PO 1234"], "ana@school.test", "Paid by PO 1234"],
    [["--reason=Paid by PO 1234", "ana@school.test"], "ana@school.test", "Paid by PO 1234"],
  ])("reads %j", (args, email, reason) => {
    expect(parseGrantProArgs(args)).toEqual({ email, reason });
  });

  it("exits 1 without a reason, printing how to give one, and opens no database", () => {
    const dataDir = path.join(root, "no-reason");
    const { status, out } = grantProCli(["teacher@school.test"], dataDir);
    expect(status, out).toBe(1);
    expect(out).toContain("Give the reason for the grant");
    expect(out).toContain('npm run billing:grant-pro -- teacher@school.org --reason "');
    expect(existsSync(dataDir)).toBe(false);
  }, 90_000);

  it("grants Pro with the reason and writes the audit line as the system actor", async () => {
    const dataDir = path.join(root, "grant");
    const before = await openDatabase({
      kind: "pglite",
      initialData: await readPgliteTemplate(),
      dataDir: path.join(dataDir, "db"),
    });
    await before.db.insert(users).values({ id: "t-1", email: "ana@school.test", name: "Ana" });
    await before.close();

    const { status, out } = grantProCli(
      ["Ana@School.test", "--reason", "Paid by purchase order 1234"],
      dataDir,
    );
    expect(status, out).toBe(0);
    expect(out).toContain("Ana@School.test now has Pro");

    const after = await openDatabase({
      kind: "pglite",
      initialData: await readPgliteTemplate(),
      dataDir: path.join(dataDir, "db"),
    });
    try {
      const [user] = await after.db.select().from(users).where(eq(users.id, "t-1"));
      expect(user).toMatchObject({ planType: "pro", subscriptionStatus: "active", trialEndDate: null });
      const lines = await after.db.select().from(auditLog).where(eq(auditLog.entityId, "t-1"));
      expect(lines).toEqual([
        expect.objectContaining({
          userId: SYSTEM_ACTOR_ID,
          action: "admin.pro.grant",
          detail: expect.objectContaining({
            adminEmail: "system:billing:grant-pro",
            reason: "Paid by purchase order 1234",
          }),
        }),
      ]);
    } finally {
      await after.close();
    }
  }, 120_000);
});
