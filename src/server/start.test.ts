/**
 * The server as `npm start` runs it: `src/server/start.ts` bundled by `scripts/build-server.mjs`
 * and run by Node alone (no tsx). One spawn, in a throw-away copy of the repository's layout (its own
 * `package.json`, the real `node_modules` and migrations linked in, a one-file client): the bundle
 * finds the repository root, the migrations and the external packages from where it is, creates and
 * migrates a new data folder, answers `/api/health` and serves the client — and never reads the
 * developer's `.env`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildServer } from "../../scripts/build-server.mjs";
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
  }, 120_000);
});
