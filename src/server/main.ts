/**
 * Starts the server (architecture "Layout" `main.ts`): reads settings, opens and migrates the database,
 * builds auth, mail and the AI text service, listens, starts the daily backup of the embedded database
 * (`db/backup.ts`, architecture "Two ways to run"), and closes everything on SIGINT/SIGTERM.
 */
import path from "node:path";
import { serve } from "@hono/node-server";
import { createTextGenerator } from "./ai/writers/create-generator.ts";
import { createApp } from "./app.ts";
import { createAuth } from "./auth/auth.ts";
import { resolveAuthSecret } from "./auth/secret.ts";
import { secureDataDir } from "./data-dir.ts";
import { type BackupFile, type BackupSchedule, backupsDir, scheduleBackups } from "./db/backup.ts";
import { openDatabase } from "./db/client.ts";
import { type Env, trustedOrigins } from "./env.ts";
import { adminInboxDir, createFirstAdmin } from "./features/admin/index.ts";
import { billingConfigFromEnv } from "./features/billing/index.ts";
import { fileStoreFromEnv } from "./features/files/index.ts";
import { startReminderScheduler } from "./features/reminders/index.ts";
import { readSetting } from "./features/settings/index.ts";
import { bufferReadAudits } from "./lib/audit-buffer.ts";
import { parseTrustProxy } from "./lib/client-address.ts";
import { createMailer } from "./mail/mailer.ts";

export interface RunningServer {
  url: string;
  /** Embedded database only: writes a backup now (`npm run backup` asks for it by signal). */
  backupNow?: () => Promise<BackupFile>;
  close: () => Promise<void>;
}

const log = (line: string) => console.log(`[iep] ${line}`);

export interface StartOptions {
  /** Built client to serve (dist/). */
  clientDir?: string;
  /**
   * Rate limits on sign-in/sign-up (default true). The browser-test server turns them off: every
   * browser test signs up from 127.0.0.1; the limits themselves are covered by the auth API tests.
   */
  authRateLimit?: boolean;
  /** Delay before the daily backup's first check (default 60 s after start). */
  backupFirstCheckMs?: number;
  /**
   * A migrated database (PGlite tarball) an empty `DATA_DIR/db` starts from instead of running
   * initdb: the API tests' template (architecture "Tests"). Absent: a new folder is initialised.
   */
  initialDatabase?: Blob;
}

/** Opens everything and listens on HOST:PORT. Resolves once the server accepts connections. */
export async function startServer(env: Env, opts: StartOptions = {}): Promise<RunningServer> {
  const dataDir = path.resolve(env.DATA_DIR);
  // Owner-only umask before anything is created, then older folders tightened (requirements "Security and privacy").
  secureDataDir(dataDir, log);
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase({
        kind: "pglite",
        dataDir: path.join(dataDir, "db"),
        durable: env.DB_FSYNC,
        initialData: opts.initialDatabase,
      });
  // Read audit lines are written in batches, flushed before the database closes (decision 015).
  const readAudits = bufferReadAudits(database.db, { log });
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, mailDir: path.join(dataDir, "mail"), log });
  const auth = createAuth({
    db: database.db,
    secret: resolveAuthSecret(env.AUTH_SECRET, dataDir),
    baseURL: env.APP_URL,
    trustedOrigins: trustedOrigins(env),
    mailer,
    rateLimit: opts.authRateLimit ?? true,
    secureCookies: env.APP_URL.startsWith("https://"),
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    log,
  });
  // The model name staff set in the admin settings applies to the next AI request.
  const generator = createTextGenerator(env, () => readSetting(database.db, "aiModel"));
  const billing = billingConfigFromEnv(env);
  // Attachments: DATA_DIR/files/attachments, or the bucket of FILES_S3_URL (requirements "Attachments").
  const fileStore = fileStoreFromEnv(env, dataDir);
  const app = createApp({
    billing,
    database,
    auth,
    generator,
    mailer,
    now: () => new Date(),
    clientDir: opts.clientDir,
    appUrl: env.APP_URL,
    log,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    adminInboxDir: adminInboxDir(dataDir),
    fileStore,
  });
  await createFirstAdmin(database.db, env.ADMIN_EMAIL, log);

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
    s.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const url = env.APP_URL.replace(/:\d+$/, `:${port}`);
  log(`database: ${database.kind}${database.kind === "pglite" ? ` in ${path.join(dataDir, "db")}` : ""}`);
  log(`AI text service: ${generator.description}`);
  log(`attachments: ${fileStore.description}`);
  // Reminder e-mails (requirements "Notifications"); safe on several servers sharing one database.
  const reminders = env.REMINDERS_DISABLED
    ? null
    : startReminderScheduler(
        { db: database.db, mailer, log, now: () => new Date() },
        { intervalMs: env.REMINDER_INTERVAL_MINUTES * 60_000 },
      );
  log(
    `billing: ${billing ? "Stripe" : "not configured (an administrator grants Pro with npm run billing:grant-pro)"}`,
  );

  // The embedded database backs itself up once a day into DATA_DIR/backups (PostgreSQL: pg_dump).
  const snapshot = database.snapshot;
  let backups: BackupSchedule | undefined;
  if (snapshot) {
    // BACKUP_DISABLED: no daily job; a backup asked for by `npm run backup` is still written.
    backups = scheduleBackups({
      snapshot,
      dir: backupsDir(dataDir),
      keep: env.BACKUP_KEEP,
      log,
      firstCheckMs: opts.backupFirstCheckMs,
      daily: !env.BACKUP_DISABLED,
    });
    log(
      env.BACKUP_DISABLED
        ? "daily backups: off (BACKUP_DISABLED)"
        : `daily backups: ${backupsDir(dataDir)} (keeps ${env.BACKUP_KEEP})`,
    );
  }

  let closing: Promise<void> | undefined;
  return {
    url,
    backupNow: backups?.backupNow,
    close: () => {
      closing ??= (async () => {
        await reminders?.stop();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await backups?.stop();
        await readAudits.close();
        await database.close();
      })();
      return closing;
    },
  };
}
