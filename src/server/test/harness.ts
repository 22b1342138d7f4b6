/**
 * API test harness (architecture "Tests"): a fresh, migrated database per test file — in-memory PGlite,
 * or a new throw-away database on the PostgreSQL server in `TEST_DATABASE_URL`, both copied from the
 * run's migrated template (`test-database.ts`) — and the real app.
 *
 * `API_INSTANCES=2` (what `npm run test:pg` sets) runs the whole API suite as a scaled-out service:
 * two apps, each with its own auth object (and, on PostgreSQL, its own connection pool), served
 * over HTTP behind a round-robin proxy (`test/two-instances.ts`); `request` and every teacher's
 * helpers then go through the proxy, so consecutive requests land on different instances.
 * `harness.app` is the first instance, for the few tests that look at its routes.
 *
 * Usage:
 *   const h = await createHarness();           // in beforeAll
 *   const t = await h.signUp();                 // a new teacher, signed in
 *   const res = await t.post("/api/v1/students", { name: "Ana" });
 *   await h.close();                            // in afterAll
 *
 * A test file declares these once with `setUpHarness` / `setUpTeacher` (`set-up.ts`).
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { TextGenerator } from "../ai/writers/text-generator.ts";
import { createApp } from "../app.ts";
import { createAuth, type PasswordHash } from "../auth/auth.ts";
import { type Database, openDatabase } from "../db/client.ts";
import type { TrustProxy } from "../lib/client-address.ts";
import type { AppDeps, FileStore } from "../lib/hono-env.ts";
import type { Mailer, MailMessage } from "../mail/mailer.ts";
import { fastPasswordHash } from "./fast-password-hash.ts";
import { TEST_AUTH_SECRET, TEST_ORIGIN } from "./test-constants.ts";
import { openTestDatabase } from "./test-database.ts";
import { httpRequest, serveRoundRobin, type TwoInstances } from "./two-instances.ts";

export { TEST_AUTH_SECRET, TEST_ORIGIN };

export interface HarnessOptions {
  /** The AI text service; defaults to the production offline drafter. */
  generator?: TextGenerator;
  /** The clock; defaults to the real one. Mutable through `harness.setNow`. */
  now?: Date;
  rateLimit?: boolean;
  /** Stripe settings for billing tests (pointed at a fake Stripe server); none = not configured. */
  billing?: AppDeps["billing"];
  /** Which reverse proxies to believe (`TRUST_PROXY`, parsed); none when omitted. */
  trustProxy?: TrustProxy;
  /** Receives the server's log lines (unexpected errors); discarded unless given. */
  log?: (line: string) => void;
  /**
   * Outgoing mail (auth e-mails, meeting e-mails, reminders), e.g. a real SMTP transport; every
   * message is also kept in `sentMail`. None given: mail only goes to `sentMail`.
   */
  mailer?: Mailer;
  /** The session cookie cache (decision 014) in seconds; off (0) unless given, so revocations show at once. */
  sessionCacheSeconds?: number;
  /**
   * true: teachers' passwords are hashed with the server's real scrypt (the auth tests). Default: the
   * cheap test hash (`fast-password-hash.ts`), since a run signs up thousands of teachers.
   */
  realPasswordHash?: boolean;
  /**
   * Teachers' password hash and check instead of the cheap test hash, e.g. one that counts the
   * passwords checked (the guess-limit tests). Ignored with `realPasswordHash`.
   */
  passwordHash?: PasswordHash;
  /** Where attachments are kept (requirements "Attachments"); one temporary folder per process when omitted. */
  fileStore?: FileStore;
}

/** A signed-in teacher: request helpers that carry the session cookie. */
export interface TestUser {
  id: string;
  email: string;
  cookie: string;
  get: (url: string) => Promise<Response>;
  post: (url: string, body?: unknown) => Promise<Response>;
  patch: (url: string, body?: unknown) => Promise<Response>;
  del: (url: string) => Promise<Response>;
  /** Sends a raw body (for malformed-JSON tests). */
  raw: (method: string, url: string, body: string, headers?: Record<string, string>) => Promise<Response>;
  /** POSTs `form` as multipart/form-data (an upload: a `File` in the field `file`). */
  upload: (url: string, form: FormData) => Promise<Response>;
}

/** The bytes and Content-Type (with its boundary) of `form` as a browser sends it. */
export async function multipartBody(
  form: FormData,
): Promise<{ body: Uint8Array<ArrayBuffer>; type: string }> {
  const encoded = new Response(form);
  const type = encoded.headers.get("content-type") ?? "multipart/form-data";
  return { body: new Uint8Array(await encoded.arrayBuffer()), type };
}

export async function createHarness(opts: HarnessOptions = {}) {
  const { database, databaseUrl, drop: dropDb } = await openTestDatabase();

  const sentMail: MailMessage[] = [];
  const given = opts.mailer;
  const mailer: Mailer = {
    send: async (m) => {
      sentMail.push(m);
      return given ? await given.send(m) : "test";
    },
  };
  let now = opts.now ?? null;
  const generator = opts.generator ?? (await defaultGenerator());
  /** One app instance over `db`, with its own auth object, as a server process would have. */
  const instance = (db: Database) =>
    createApp({
      database: db,
      auth: createAuth({
        db: db.db,
        secret: TEST_AUTH_SECRET,
        baseURL: TEST_ORIGIN,
        trustedOrigins: [TEST_ORIGIN],
        mailer,
        rateLimit: opts.rateLimit ?? false,
        sessionCacheSeconds: opts.sessionCacheSeconds ?? 0,
        passwordHash: opts.realPasswordHash ? undefined : (opts.passwordHash ?? fastPasswordHash),
      }),
      generator,
      mailer,
      now: () => now ?? new Date(),
      log: opts.log ?? (() => {}),
      billing: opts.billing,
      trustProxy: opts.trustProxy,
      fileStore: opts.fileStore,
    });
  const app = instance(database);

  let scaledOut: { proxy: TwoInstances; second: Database; agent: http.Agent } | undefined;
  if (apiInstances() === 2) {
    const second = databaseUrl ? await openDatabase({ kind: "postgres", url: databaseUrl }) : database;
    const proxy = await serveRoundRobin([app, instance(second)]);
    scaledOut = { proxy, second, agent: new http.Agent({ keepAlive: true }) };
  }

  const request = async (
    method: string,
    url: string,
    body?: string | Uint8Array<ArrayBuffer>,
    headers: Record<string, string> = {},
  ) => {
    const init = {
      method,
      headers: {
        origin: TEST_ORIGIN,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      body,
    };
    return scaledOut
      ? await httpRequest(scaledOut.proxy.url, url, init, scaledOut.agent)
      : await app.request(url, init);
  };

  /**
   * Signs up a new teacher (unique email unless given; `plan: "pro"` asks for the trial) and returns
   * request helpers with its cookie.
   */
  async function signUp(
    input: { email?: string; password?: string; name?: string; plan?: "pro" } = {},
  ): Promise<TestUser> {
    const email = input.email ?? `teacher-${randomUUID().slice(0, 8)}@school.test`;
    const res = await request(
      "POST",
      "/api/auth/sign-up/email",
      JSON.stringify({
        email,
        password: input.password ?? "correct-horse",
        name: input.name ?? "Test Teacher",
        ...(input.plan ? { plan: input.plan } : {}),
      }),
    );
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const json = (await res.json()) as { user: { id: string } };
    const cookie = cookieOf(res);
    const withCookie = (method: string, url: string, body?: unknown) =>
      request(method, url, body === undefined ? undefined : JSON.stringify(body), { cookie });
    return {
      id: json.user.id,
      email,
      cookie,
      get: (url) => withCookie("GET", url),
      post: (url, body) => withCookie("POST", url, body ?? {}),
      patch: (url, body) => withCookie("PATCH", url, body ?? {}),
      del: (url) => withCookie("DELETE", url),
      raw: (method, url, body, headers = {}) =>
        request(method, url, body, { cookie, "content-type": "application/json", ...headers }),
      upload: async (url, form) => {
        const { body, type } = await multipartBody(form);
        return request("POST", url, body, { cookie, "content-type": type });
      },
    };
  }

  return {
    app,
    db: database.db,
    database,
    databaseUrl,
    sentMail,
    request,
    /** A JSON POST without a session (the auth endpoints), with extra `headers`. */
    post: (url: string, body: unknown, headers: Record<string, string> = {}) =>
      request("POST", url, JSON.stringify(body), headers),
    signUp,
    /**
     * Gives a teacher paid Pro (no student limit: requirements "Plans and trial"), for tests and kits
     * that hold more students than the free plan does.
     */
    givePro: async (user: Pick<TestUser, "id">) => {
      await database.rawQuery(
        "update users set plan_type = 'pro', trial_end_date = null, subscription_start_date = null where id = $1",
        [user.id],
      );
    },
    /** Marks a teacher's address confirmed (tests that move the clock past the 7-day grace period). */
    confirmEmail: async (user: Pick<TestUser, "id">) => {
      await database.rawQuery("update users set email_verified = true where id = $1", [user.id]);
    },
    setNow: (d: Date | null) => {
      now = d;
    },
    /**
     * The database handle of each instance: one, or two on PostgreSQL with `API_INSTANCES=2` (each
     * instance its own pool), for tests that wrap a handle (the read audit buffer).
     */
    instanceDatabases: (): Database[] =>
      scaledOut && scaledOut.second !== database ? [database, scaledOut.second] : [database],
    /** Requests each instance answered (`API_INSTANCES=2`); null when the app runs in process. */
    served: () => (scaledOut ? [...scaledOut.proxy.served] : null),
    close: async () => {
      if (scaledOut) {
        await scaledOut.proxy.close();
        scaledOut.agent.destroy();
        if (scaledOut.second !== database) await scaledOut.second.close();
      }
      await database.close();
      await dropDb();
    },
  };
}

/** `API_INSTANCES`: 2 runs every API test through two instances behind a proxy; 1 (default) in process. */
function apiInstances(): 1 | 2 {
  const v = process.env.API_INSTANCES ?? "1";
  if (v !== "1" && v !== "2") throw new Error(`API_INSTANCES must be 1 or 2, not "${v}"`);
  return v === "2" ? 2 : 1;
}

export type Harness = Awaited<ReturnType<typeof createHarness>>;

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function defaultGenerator(): Promise<TextGenerator> {
  const { createTextGenerator } = await import("../ai/writers/create-generator.ts");
  const { loadEnv } = await import("../env.ts");
  return createTextGenerator(loadEnv({ DATA_DIR: path.join(os.tmpdir(), "iep-test") }));
}
