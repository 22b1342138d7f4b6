/**
 * Vitest global set-up of the API project (architecture "Tests"): the migrated database every test
 * file starts from, made once per run instead of once per file.
 *
 * - PGlite (default): a fresh in-memory PGlite with every migration applied, dumped with
 *   `dumpDataDir` into a tarball under the system's temporary folder. Each test file loads that
 *   tarball (`openDatabase({ kind: "pglite", initialData })`) instead of running initdb and the
 *   migrations again, which was most of a small API test file's cost.
 * - PostgreSQL (`TEST_DATABASE_URL`): a template database `iep_tpl_<random>`, migrated, with no
 *   session left on it; each test file makes its own database with `CREATE DATABASE … TEMPLATE`.
 *
 * Both are removed when the run ends. The test files read them through `inject("pgliteTemplate")`
 * and `inject("postgresTemplate")` (`harness.ts`, `testDatabase`).
 */
import { randomUUID } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { withAdminConnection } from "./pg-admin.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of the migrated PGlite tarball. */
    pgliteTemplate: string;
    /** Name of the migrated PostgreSQL template database; empty without `TEST_DATABASE_URL`. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const tarball = path.join(os.tmpdir(), `iep-test-template-${process.pid}-${randomUUID().slice(0, 8)}.tar`);
  let templateName = "";

  if (adminUrl) {
    templateName = `iep_tpl_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    await withAdminConnection(adminUrl, (c) => c.query(`CREATE DATABASE ${templateName}`));
    const url = new URL(adminUrl);
    url.pathname = `/${templateName}`;
    const database = await openDatabase({ kind: "postgres", url: url.toString() });
    await database.close();
  } else {
    const database = await openDatabase({ kind: "pglite" });
    try {
      const snapshot = database.snapshot;
      if (!snapshot) throw new Error("PGlite databases can be copied with snapshot()");
      writeFileSync(tarball, await snapshot("none"));
    } finally {
      await database.close();
    }
  }
  project.provide("pgliteTemplate", adminUrl ? "" : tarball);
  project.provide("postgresTemplate", templateName);
  console.log(
    `[api tests] migrated ${adminUrl ? `template database ${templateName}` : "PGlite template"} in ${Math.round(performance.now() - started)} ms`,
  );

  return async () => {
    rmSync(tarball, { force: true });
    if (adminUrl && templateName) {
      await withAdminConnection(adminUrl, (c) =>
        c.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`),
      );
    }
  };
}
