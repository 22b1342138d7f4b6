/**
 * Two real app instances behind one address, for scale-out tests (architecture "Two ways to run",
 * "Tests"): each instance is its own `createApp` with its own auth object, served over HTTP on an
 * ephemeral port; a tiny round-robin proxy (node:http) in front sends request 1 to instance 0,
 * request 2 to instance 1, and so on, and names the instance that answered in `X-Instance`.
 *
 * On PostgreSQL (`harness.databaseUrl`) the second instance opens its own connection pool, as a
 * second server would; on PGlite (one connection per process) both share the harness's database.
 *
 * The harness uses `serveRoundRobin` directly when `API_INSTANCES=2` (every API test then goes
 * through the proxy); `scale-out.test.ts` uses `startTwoInstances`.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { serve } from "@hono/node-server";
import type { TextGenerator } from "../ai/writers/text-generator.ts";
import { createApp } from "../app.ts";
import { createAuth } from "../auth/auth.ts";
import { type Database, openDatabase } from "../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";
import { fastPasswordHash } from "./fast-password-hash.ts";
import { TEST_AUTH_SECRET, TEST_ORIGIN } from "./test-constants.ts";

export interface TwoInstances {
  /** The proxy's base URL, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Requests each instance answered, by index. */
  served: number[];
  /** Closes the proxy and the instances' HTTP servers (not their databases). */
  close: () => Promise<void>;
}

/** Anything with a fetch handler: a Hono app. */
export interface FetchHandler {
  fetch: (request: Request) => Response | Promise<Response>;
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

/** Closes an HTTP server at once, its open (keep-alive) connections included. */
export const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * How long the instances and the proxy keep an idle keep-alive connection open. Node's default (5 s)
 * let a server close a connection at the moment the agent in front reused it, which answered 502 (or
 * failed the test's request) on a busy machine; no test waits a minute between two requests.
 */
const IDLE_CONNECTION_MS = 60_000;

/** Serves one app on an ephemeral port of 127.0.0.1. */
export async function serveApp(app: FetchHandler) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as http.Server;
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once("listening", resolve)));
  return { server, port: (server.address() as AddressInfo).port };
}

/**
 * Serves each app over HTTP and puts a round-robin proxy in front of them: request n goes to
 * instance n mod apps.length, untouched (method, path, headers, body), and the answer comes back
 * with `X-Instance: <index>` added. A request that failed on a reused kept-alive connection before
 * any answer is sent again once on a new connection; any other refused upstream answers 502.
 */
export async function serveRoundRobin(apps: FetchHandler[]): Promise<TwoInstances> {
  const instances = await Promise.all(apps.map(serveApp));
  const served = apps.map(() => 0);
  let next = 0;
  const agent = new http.Agent({ keepAlive: true });
  const proxy = http.createServer(async (req, res) => {
    const i = next;
    next = (next + 1) % instances.length;
    served[i] = (served[i] ?? 0) + 1;
    // The body is read first, so a request can be sent again: an instance may close a kept-alive
    // connection (after answering a request whose body it did not read, e.g. a refused upload) at the
    // moment the proxy reuses it. Node retries nothing by itself; a request that failed on a reused
    // connection before any answer is sent once more on a new one (Node's "request.reusedSocket").
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const send = (retry: boolean) => {
      const upstream = http.request(
        {
          host: "127.0.0.1",
          port: instances[i]?.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent: retry ? false : agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-instance": String(i) });
          res.flushHeaders(); // a stream's headers go out before its first event, as the instance sent them
          answer.pipe(res);
        },
      );
      // The client went away mid-answer (a cancelled stream): the instance sees its request closed too.
      res.on("close", () => {
        if (!res.writableFinished) upstream.destroy();
      });
      upstream.on("error", () => {
        if (!retry && upstream.reusedSocket && !res.headersSent) return send(true);
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      upstream.end(body);
    };
    send(false);
  });
  proxy.keepAliveTimeout = IDLE_CONNECTION_MS;
  const port = await listen(proxy);
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: async () => {
      await closeServer(proxy);
      agent.destroy();
      await Promise.all(instances.map((x) => closeServer(x.server)));
    },
  };
}

/** One instance over `database`. */
function instanceApp(database: Database, generator: TextGenerator, now: () => Date) {
  const mailer: Mailer = { send: async () => "test" };
  const auth = createAuth({
    db: database.db,
    secret: TEST_AUTH_SECRET,
    baseURL: TEST_ORIGIN,
    trustedOrigins: [TEST_ORIGIN],
    mailer,
    rateLimit: false,
    sessionCacheSeconds: 0,
    // The harness's teachers are hashed with the test hash; the instances must check the same one.
    passwordHash: fastPasswordHash,
  });
  return createApp({ database, auth, generator, mailer, now, log: () => {} });
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
  const pair = await serveRoundRobin([
    instanceApp(opts.database, opts.generator, opts.now),
    instanceApp(second, opts.generator, opts.now),
  ]);
  return {
    ...pair,
    close: async () => {
      await pair.close();
      if (second !== opts.database) await second.close();
    },
  };
}

/**
 * Sends one request to `baseUrl` over node:http and returns the answer as a fetch `Response`,
 * exactly as the server sent it: no redirect followed, no body decoded, every `Set-Cookie` kept, the
 * body streamed — as `app.request` would answer in process.
 */
export function httpRequest(
  baseUrl: string,
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string | Uint8Array },
  agent?: http.Agent,
): Promise<Response> {
  const base = new URL(baseUrl);
  // The instance sees the host `app.request` would give it (`localhost`, or the test's full URL's).
  const wanted = new URL(path, "http://localhost");
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: init.method,
        path: wanted.pathname + wanted.search,
        // Framed by length: Node sends no chunked body for DELETE, so an unframed body would be lost.
        headers:
          init.body === undefined
            ? { host: wanted.host, ...init.headers }
            : { host: wanted.host, ...init.headers, "content-length": String(Buffer.byteLength(init.body)) },
        agent,
      },
      (res) => {
        const headers = new Headers();
        const raw = res.rawHeaders;
        for (let k = 0; k + 1 < raw.length; k += 2) headers.append(raw[k] as string, raw[k + 1] as string);
        const status = res.statusCode ?? 502;
        const empty = status === 204 || status === 304 || init.method === "HEAD";
        if (empty) res.resume();
        // Streamed as it arrives (server-sent events); cancelling the body closes the connection.
        const body = empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
        resolve(new Response(body, { status, headers }));
      },
    );
    req.on("error", reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}
