/**
 * The file mailer (requirements "Security and privacy"): messages land as owner-only `.eml` files and
 * the log names the file, never the recipient, who may be a student's parent.
 */
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "./mailer.ts";

let dir = "";
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("createMailer without SMTP_URL", () => {
  it("writes an owner-only .eml file and logs its path without the address", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "iep-mailer-"));
    const mailDir = path.join(dir, "mail");
    const lines: string[] = [];
    const mailer = createMailer({ mailDir, log: (l) => lines.push(l) });
    const file = await mailer.send({
      to: "ana.robinson@example.test",
      subject: "Meeting scheduled",
      text: "Annual review on Thu, Dec 3.",
    });
    expect(await readdir(mailDir)).toEqual([path.basename(file)]);
    expect(await readFile(file, "utf8")).toContain("To: ana.robinson@example.test");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(mailDir)).mode & 0o777).toBe(0o700);
    expect(lines).toEqual([`mail written to ${file}`]);
    expect(lines.join("\n")).not.toMatch(/robinson/i);
  });
});
