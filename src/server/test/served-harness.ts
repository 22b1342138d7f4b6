/**
 * A harness served on a real loopback socket (architecture "Tests"): `app.request()` has no socket,
 * so the limits keyed by the client's address (the auth library's rate limits, the per-address
 * sign-in limit) see one only here, as in production. For the few tests of those limits.
 */
import { createHarness, type Harness, type HarnessOptions } from "./harness.ts";
import { closeServer, serveApp } from "./two-instances.ts";

/**
 * Opens a harness (`createHarness(options)`), serves its app on an ephemeral port of 127.0.0.1,
 * runs `run` with the harness and the server's base URL (`http://127.0.0.1:<port>`), then stops the
 * server and closes the harness, whether `run` passed or threw.
 */
export async function withServedHarness(
  options: HarnessOptions,
  run: (served: { h: Harness; url: string }) => Promise<void>,
): Promise<void> {
  const h = await createHarness(options);
  try {
    const { server, port } = await serveApp(h.app);
    try {
      await run({ h, url: `http://127.0.0.1:${port}` });
    } finally {
      await closeServer(server);
    }
  } finally {
    await h.close();
  }
}
