/**
 * The built client as the server sends it (`serve-client.ts`), on a client folder made here the way
 * `vite build` writes it (each text file with its `.br` and `.gz` copies): the landing at `/` and the
 * teacher area's shell answered for a client route come from their Brotli or gzip file when the
 * request accepts one (and decompress to the page), as the page itself otherwise; pages are never
 * cached unchecked, hashed assets for a year.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { serveClient } from "./serve-client.ts";
import { tempFolderForFile } from "./test/temp-folders.ts";

const clientDir = tempFolderForFile("iep-serve-client-");
const LANDING = `<!doctype html><title>Landing</title>${"<p>For special-education teachers.</p>".repeat(60)}`;
const SHELL = `<!doctype html><title>Teacher area</title>${"<div id=root></div>".repeat(80)}`;
const PRICING = `<!doctype html><title>Pricing</title>${"<p>Free and Pro.</p>".repeat(80)}`;
const SCRIPT = `export const app = ${JSON.stringify("x".repeat(2000))};`;

/** Writes `file` under the client folder with its .br and .gz copies, as the build does. */
function writeBuilt(file: string, text: string): void {
  const full = path.join(clientDir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  writeFileSync(`${full}.br`, brotliCompressSync(text));
  writeFileSync(`${full}.gz`, gzipSync(text));
}

const app = new Hono();

beforeAll(() => {
  writeBuilt("public.html", LANDING);
  writeBuilt("index.html", SHELL);
  writeBuilt("pricing/index.html", PRICING);
  writeBuilt("assets/app-abc123.js", SCRIPT);
  writeBuilt("sw.js", SCRIPT);
  writeBuilt("favicon.svg", `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(400)}</svg>`);
  app.get("/api/health", (c) => c.json({ ok: true }));
  serveClient(app, clientDir);
});

const get = (url: string, acceptEncoding?: string) =>
  app.request(url, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });

describe.each([
  { page: "the landing", url: "/", html: LANDING },
  { page: "the teacher area's shell for a client route", url: "/dashboard", html: SHELL },
  { page: "the teacher area's shell for a nested client route", url: "/students/abc/goals", html: SHELL },
])("$page ($url)", ({ url, html }) => {
  it("comes Brotli-compressed to a client accepting br", async () => {
    const res = await get(url, "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(Buffer.byteLength(html));
    expect(brotliDecompressSync(body).toString("utf8")).toBe(html);
  });

  it("comes gzipped to a client accepting only gzip", async () => {
    const res = await get(url, "gzip");
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toBe(html);
  });

  it("comes as it is to a client accepting neither", async () => {
    for (const acceptEncoding of [undefined, "identity", "deflate"]) {
      const res = await get(url, acceptEncoding);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Encoding")).toBeNull();
      expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("Vary")).toBe("Accept-Encoding");
      expect(res.headers.get("Cache-Control")).toBe("no-cache");
      expect(await res.text()).toBe(html);
    }
  });
});

describe("the other files", () => {
  it("serves a pre-rendered public page compressed and checked on every visit", async () => {
    const res = await get("/pricing/", "br");
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toBe(PRICING);
  });

  it("serves hashed assets compressed and cached for a year", async () => {
    const res = await get("/assets/app-abc123.js", "br");
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toBe(SCRIPT);
  });

  it("has the service worker checked on every visit, other files cached as the browser decides", async () => {
    expect((await get("/sw.js", "br")).headers.get("Cache-Control")).toBe("no-cache");
    const icon = await get("/favicon.svg", "br");
    expect(icon.headers.get("Content-Encoding")).toBe("br");
    expect(icon.headers.get("Cache-Control")).toBeNull();
  });

  it("answers HEAD for the landing with the compressed file's length and no body", async () => {
    const res = await app.request("/", { method: "HEAD", headers: { "Accept-Encoding": "br" } });
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(Number(res.headers.get("Content-Length"))).toBe(brotliCompressSync(LANDING).length);
    expect(await res.text()).toBe("");
  });

  it("leaves the routes registered before it alone", async () => {
    const res = await get("/api/health", "br");
    expect(await res.json()).toEqual({ ok: true });
  });
});
