/**
 * Test helper: the text of a PDF as poppler's `pdftotext` reads it (architecture "Tests") — an
 * independent reader beside pdfjs-dist, the one most text-extraction and accessibility tools build on.
 * `.ci/run` installs poppler-utils when the machine lacks `pdftotext`.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Unicode bidi controls pdftotext wraps right-to-left runs in (LRE, RLE, PDF, LRO, RLO, isolates). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F]/g;

/**
 * The UTF-8 text of `bytes`, in reading order, with the bidi controls pdftotext adds removed.
 * @throws Error naming poppler-utils when `pdftotext` is not installed, or pdftotext's error.
 */
export function pdftotext(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pdftotext-"));
  try {
    const file = path.join(dir, "in.pdf");
    writeFileSync(file, bytes);
    let out: string;
    try {
      out = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") {
        throw new Error("pdftotext is not installed: apt-get install poppler-utils (.ci/run does)");
      }
      throw err;
    }
    return out.replace(BIDI_CONTROLS, "");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `text` with every run of white space (line breaks included) removed, for text wrapped anywhere. */
export function withoutSpace(text: string): string {
  return text.replace(/\s+/g, "");
}
