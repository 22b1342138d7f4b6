import os from "node:os";
import path from "node:path";

/**
 * Where the end-to-end server listens. One fixed port so `playwright.config.ts`, the server starter
 * and the fixtures agree; `E2E_PORT` overrides it when 4173 is taken on a developer's machine.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/** The server's own origin: used as Playwright's `baseURL` and as the `Origin` header of API calls. */
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** A file holding the server's temporary DATA_DIR (one per port), written by start-server.ts. */
export const E2E_DATA_DIR_POINTER = path.join(os.tmpdir(), `iep-e2e-${E2E_PORT}.data-dir`);
