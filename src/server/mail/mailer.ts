/**
 * Outgoing mail (architecture "Two ways to run"; requirements "Notifications"): SMTP when `SMTP_URL` is set, otherwise each message is written as
 * an `.eml` file under `DATA_DIR/mail` (folder 0700, files 0600) and its path logged, so nothing needs a mail server.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * An iCalendar invitation (RFC 5545 text, METHOD REQUEST or CANCEL), sent as a `text/calendar`
   * alternative that calendar programs offer to add, update or remove (requirements "Notifications").
   */
  icalEvent?: { method: "REQUEST" | "CANCEL"; content: string; filename?: string };
}

export interface Mailer {
  /** Sends one message; resolves to where it went (SMTP message id or the .eml path). */
  send: (message: MailMessage) => Promise<string>;
}

const FROM = "IEP Workspace <no-reply@iep-workspace.local>";

/** Creates the mailer for the settings. `mailDir` is used only without `smtpUrl`. */
export function createMailer(opts: {
  smtpUrl?: string;
  mailDir: string;
  log?: (line: string) => void;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      send: async (m) => (await transport.sendMail({ from: FROM, ...m })).messageId,
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (m) => {
      const info = await transport.sendMail({ from: FROM, ...m });
      // Owner-only: the files hold reset and verification links (requirements "Security and privacy").
      await mkdir(opts.mailDir, { recursive: true, mode: 0o700 });
      const file = path.join(
        opts.mailDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[<>@]/g, "")}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The address stays out of the log: it may be a parent's (requirements "Security and privacy").
      opts.log?.(`mail written to ${file}`);
      return file;
    },
  };
}
