/**
 * Reads the mail the end-to-end server wrote as `.eml` files under DATA_DIR/mail (no SMTP in the suite;
 * requirements "Sign-up and sign-in": reset and confirmation links arrive by mail).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { E2E_DATA_DIR_POINTER } from "./constants.ts";

/** Decodes a quoted-printable body (soft line breaks and `=XX` escapes). */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Every mail to `to` whose subject matches `subject`, oldest first, decoded. */
export function mailsTo(to: string, subject: RegExp): string[] {
  const dir = path.join(readFileSync(E2E_DATA_DIR_POINTER, "utf8").trim(), "mail");
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files
    .map((f) => decodeQuotedPrintable(readFileSync(path.join(dir, f), "utf8")))
    .filter((m) => m.includes(`To: ${to}`) && subject.test(m));
}

/**
 * Waits (up to 10 s) for a mail to `to` with a subject matching `subject` and returns the first link
 * in its newest copy that matches `link`.
 * @throws the expectation error when no such mail or link appears.
 */
export async function linkFromMail(to: string, subject: RegExp, link: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(to, subject)
          .map((m) => link.exec(m)?.[0])
          .filter(Boolean)
          .at(-1);
        return found;
      },
      { timeout: 10_000, message: `a mail to ${to} with ${subject} and a link like ${link}` },
    )
    .toBeTruthy();
  return found!;
}
