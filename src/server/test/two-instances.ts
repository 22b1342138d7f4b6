/**
 * Two real app instances behind one address, for scale-out tests (architecture "Two ways to run",
 * "Tests"): each instance is its own `createApp` with its own auth object, served over HTTP on an
 * ephemeral port; a tiny round-robin proxy (node:http) in front sends request 1 to instance 0,
 * request 2 to instance 1, and so on, and names the instance that answered in `X-Instance`.
 *
 * On PostgreSQL (`harness.databaseUrl`) the second instance opens its own connection pool, as a
 * second server would; on PGlite (one connection per process) both share the harness's database.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { TextGenerator } from "../ai/text-generator.ts";
import { createApp } from "../app.ts";
import { createAuth } from "../auth/auth.ts";
import { type Database, openDatabase } from "../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";
import { TEST_AUTH_SECRET, TEST_ORIGIN } from "./harness.ts";

export interface TwoInstances {
  /** The proxy's base URL, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Requests each instance answered (index 0 and 1). */
  served: [number, number];
  close: () => Promise<void>;
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** One instance over `database`, listening on an ephemeral port of 127.0.0.1. */
async function startInstance(database: Database, generator: TextGenerator, now: () => Date) {
  const mailer: Mailer = { send: async () => "test" };
  const auth = createAuth({
    db: database.db,
    secret: TEST_AUTH_SECRET,
    baseURL: TEST_ORIGIN,
    trustedOrigins: [TEST_ORIGIN],
    mailer,
    rateLimit: false,
    sessionCacheSeconds: 0,
  });
  const app = createApp({ database, auth, generator, mailer, now, log: () => {} });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as http.Server;
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once("listening", resolve)));
  return { server, port: (server.address() as AddressInfo).port };
}

/**
 * Starts two instances over the harness's database (a second pool on PostgreSQL) and the
 * round-robin proxy. The caller closes them (`close`) before closing the harness.
 */
export async function startTwoInstances(opts: {
  database: Database;
  databaseUrl: string | null;
  generator: TextGenerator;
  now: () => Date;
}): Promise<TwoInstances> {
  const second = opts.databaseUrl
    ? await openDatabase({ kind: "postgres", url: opts.databaseUrl })
    : opts.database;
  const instances = [
    await startInstance(opts.database, opts.generator, opts.now),
    await startInstance(second, opts.generator, opts.now),
  ];
  const served: [number, number] = [0, 0];
  let next = 0;
  const agent = new http.Agent({ keepAlive: true });
  const proxy = http.createServer((req, res) => {
    const i = next;
    next = (next + 1) % 2;
    served[i as 0 | 1]++;
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: instances[i]?.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-instance": String(i) });
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const port = await listen(proxy);
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: async () => {
      await closeServer(proxy);
      agent.destroy();
      await Promise.all(instances.map((x) => closeServer(x.server)));
      if (second !== opts.database) await second.close();
    },
  };
}
