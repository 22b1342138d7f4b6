/**
 * The server as `npm start` runs it: `src/server/start.ts` bundled by `scripts/build-server.mjs`
 * and run by Node alone (no tsx). One spawn, in a throw-away copy of the repository's layout (its own
 * `package.json`, the real `node_modules` and migrations linked in, a one-file client): the bundle
 * finds the repository root, the migrations and the external packages from where it is, creates and
 * migrates a new data folder, answers `/api/health` and serves the client — and never reads the
 * developer's `.env`. The documents' renderers stay out of what it loads at start.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { buildServer } from "../../scripts/build-server.mjs";
import type { ExportDocumentModel } from "./documents/document-model.ts";
import { repoRoot } from "./repo-root.ts";
import { tempFolderForFile } from "./test/temp-folders.ts";

const root = tempFolderForFile("iep-start-bundle-");
let child: ChildProcess | undefined;

afterAll(async () => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child?.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
});

/** Resolves to the URL the server prints once it listens; rejects with its output if it exits first. */
function printedUrl(server: ChildProcess): Promise<string> {
  let output = "";
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    server.stdout?.on("data", read);
    server.stderr?.on("data", read);
    server.once("exit", (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

describe("npm start's server bundle", () => {
  it("starts on a new data folder, answers /api/health and serves the client", async () => {
    const app = path.join(root, "app");
    mkdirSync(path.join(app, "src", "server", "db"), { recursive: true });
    mkdirSync(path.join(app, "dist"));
    writeFileSync(path.join(app, "package.json"), '{ "type": "module" }\n');
    symlinkSync(path.join(repoRoot, "node_modules"), path.join(app, "node_modules"));
    symlinkSync(
      path.join(repoRoot, "src", "server", "db", "migrations"),
      path.join(app, "src", "server", "db", "migrations"),
    );
    writeFileSync(path.join(app, "dist", "index.html"), "<!doctype html><title>bundle test</title>");
    const bundle = path.join(app, "build", "server", "start.mjs");
    mkdirSync(path.dirname(bundle), { recursive: true });
    await buildServer(bundle);

    child = spawn(process.execPath, [bundle], {
      cwd: app,
      env: {
        PATH: process.env.PATH ?? "",
        PORT: "0",
        HOST: "127.0.0.1",
        APP_URL: "http://127.0.0.1:3000",
        DATA_DIR: path.join(root, "data"),
        DB_FSYNC: "false",
        BACKUP_DISABLED: "true",
        REMINDERS_DISABLED: "true",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const url = await printedUrl(child);

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    const page = await fetch(`${url}/students`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>bundle test</title>");

    // The documents' drawing code loads on first use (decision 022): nothing the bundle imports at
    // start names the PDF renderer, the Word packer or the image library, and the renderer's own
    // file, loaded as the server would load it, draws a PDF with the packages resolved from there.
    const folder = path.dirname(bundle);
    const loadedAtStart = staticGraph(folder, "start.mjs");
    expect(loadedAtStart.length).toBeGreaterThan(0);
    for (const file of loadedAtStart) {
      expect(readFileSync(path.join(folder, file), "utf8"), file).not.toMatch(
        /^import[^;]*from\s*"(@react-pdf\/renderer|docx|sharp)"/m,
      );
    }
    const pdfChunk = readdirSync(path.join(folder, "chunks")).find((f) => /^document-pdf-\w+\.mjs$/.test(f));
    expect(pdfChunk).toBeDefined();
    const { renderExportPdf } = (await import(
      pathToFileURL(path.join(folder, "chunks", pdfChunk ?? "")).href
    )) as {
      renderExportPdf: (model: ExportDocumentModel) => Promise<Buffer>;
    };
    const pdf = await renderExportPdf({
      title: "Progress note",
      studentName: "Maya R.",
      meta: [],
      sections: [],
      footer: "Confidential",
      author: "Dana Whitfield",
    });
    expect(pdf.subarray(0, 4).toString("latin1")).toBe("%PDF");
  }, 120_000);
});

/** The bundle's files `entry` imports statically, itself included, by their paths under `folder`. */
function staticGraph(folder: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(path.join(folder, file), "utf8");
    for (const m of text.matchAll(/^import[^;]*?from\s*"(\.\.?\/[^"]+)"/gm)) {
      visit(path.relative(folder, path.resolve(path.dirname(path.join(folder, file)), m[1] ?? "")));
    }
  };
  visit(entry);
  return [...seen];
}
