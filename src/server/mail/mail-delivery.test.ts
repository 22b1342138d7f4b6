/**
 * The reset mail reaches the teacher (requirements "Sign-up and sign-in", "Notifications"): as an
 * owner-only `.eml` file in DATA_DIR/mail without SMTP, and through a real SMTP server (the
 * `smtp-server` package, started here) with SMTP_URL; the link read from either resets the password.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { createHarness } from "../test/harness.ts";
import { createMailer, type Mailer } from "./mailer.ts";

/** Decodes a quoted-printable mail body (soft line breaks and `=XX` escapes). */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
const resetToken = (raw: string) =>
  /\/reset-password\/([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(raw))?.[1];

/** Signs a teacher up on a harness using `mailer`, asks for a reset, resets with the mailed token. */
async function resetThrough(mailer: Mailer, readLastMail: () => Promise<string>) {
  const h = await createHarness({ mailer });
  try {
    const t = await h.signUp({ password: "lantern-bay-9" });
    const ask = await h.request(
      "POST",
      "/api/auth/request-password-reset",
      JSON.stringify({ email: t.email, redirectTo: "/reset-password" }),
    );
    expect(ask.status).toBe(200);
    const raw = await readLastMail();
    expect(raw).toMatch(/Subject: Reset your IEP Workspace password/);
    expect(raw).toContain(`To: ${t.email}`);
    const token = resetToken(raw);
    expect(token).toBeTruthy();
    const reset = await h.request(
      "POST",
      "/api/auth/reset-password",
      JSON.stringify({ token, newPassword: "harbor-gale-31" }),
    );
    expect(reset.status).toBe(200);
    const signIn = await h.request(
      "POST",
      "/api/auth/sign-in/email",
      JSON.stringify({ email: t.email, password: "harbor-gale-31" }),
    );
    expect(signIn.status).toBe(200);
  } finally {
    await h.close();
  }
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

// Each test opens its own database and hashes three passwords: generous timeouts on a busy machine.
const SLOW = { timeout: 120_000 };

describe("reset mail", () => {
  it("without SMTP: an owner-only .eml file in the mail folder holds the link", SLOW, async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "iep-mail-"));
    dirs.push(dir);
    const mailDir = path.join(dir, "mail");
    await resetThrough(createMailer({ mailDir }), async () => {
      const files = readdirSync(mailDir).sort();
      const last = path.join(mailDir, files.at(-1)!);
      expect(statSync(last).mode & 0o777).toBe(0o600);
      return readFileSync(last, "utf8");
    });
  });

  it("with SMTP_URL: a real SMTP server receives the message with the link", SLOW, async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    try {
      const { port } = server.server.address() as AddressInfo;
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailDir: "/nonexistent" });
      await resetThrough(mailer, async () => {
        expect(received.length).toBeGreaterThanOrEqual(2); // the confirmation mail, then the reset
        return received.at(-1)!;
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
