/**
 * The Content-Security-Policy's allowance for the client shell's inline script (decision 022): the
 * teacher area's `index.html` starts its first reads from a script written into the page at build
 * time, which `script-src 'self'` alone would block. Only the exact texts found in the built page are
 * allowed, by hash (CSP Level 2, "hash-source").
 */
import { createHash } from "node:crypto";

/**
 * The source expressions (`'sha256-<base64>'`) of every inline script of `html` (a `<script>` without
 * `src` and with text), in order of appearance; [] when there is none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const text = match[1] ?? "";
    if (text.trim() === "") continue;
    hashes.push(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return hashes;
}
