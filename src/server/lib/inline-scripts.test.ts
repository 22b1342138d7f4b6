/** The CSP hashes of the client shell's inline scripts (decision 022). */
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-scripts.ts";

describe("inlineScriptHashes", () => {
  it("hashes an inline script's exact text as CSP's hash-source (the CSP specification's own example)", () => {
    // CSP Level 3, "hash-source": alert('Hello, world.'); hashes to this value.
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });

  it("skips scripts loaded from a file and empty ones, and keeps the order of the rest", () => {
    const html = `<head><script>a()</script><script type="module" crossorigin src="/assets/app.js"></script>
      <script>  </script></head><body><script type="text/javascript">b()</script></body>`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(inlineScriptHashes("<script>a()</script>")[0]);
    expect(hashes[1]).toBe(inlineScriptHashes("<script>b()</script>")[0]);
    expect(hashes[0]).not.toBe(hashes[1]);
  });

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptHashes('<script src="/x.js"></script><p>hi</p>')).toEqual([]);
  });
});
