/**
 * Server configuration (architecture "Two ways to run"; requirements "Security and privacy": a bad
 * setting stops the server naming it).
 *
 * Every setting is read once from the process environment (and `.env` when present), validated with
 * zod, and returned as a typed `Env`. A bad value throws `ConfigError` whose message names each
 * offending setting; `main.ts` prints it and exits with status 1.
 */
import { z } from "zod";
import { DEFAULT_BACKUP_KEEP } from "./db/backup.ts";
import { parseTrustProxy } from "./lib/client-address.ts";

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** An on/off setting: `1/true/yes/on` or `0/false/no/off` (any case). */
const onOff = (fallback: boolean) =>
  z.preprocess(
    (v) => {
      const s = emptyToUndefined(v);
      if (typeof s !== "string") return s;
      const t = s.trim().toLowerCase();
      if (["1", "true", "yes", "on"].includes(t)) return true;
      if (["0", "false", "no", "off"].includes(t)) return false;
      return s;
    },
    z.boolean({ error: "must be on or off (1/0, true/false, yes/no)" }).default(fallback),
  );

const schema = z
  .object({
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().min(1).default("127.0.0.1")),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default("./data")),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    /** How many backups `DATA_DIR/backups` keeps (architecture "Two ways to run"). */
    BACKUP_KEEP: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(10_000).default(DEFAULT_BACKUP_KEEP),
    ),
    /** Turns off the server's daily backup (the `npm run backup` command still works). */
    BACKUP_DISABLED: onOff(false),
    /** Embedded database commits synced to the disk (decision 009); off trades power-cut safety for speed. */
    DB_FSYNC: onOff(true),
    APP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    /** The first staff account, created on start when there is none (requirements "Admin area"). */
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    AUTH_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    AI_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    AI_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    AI_MODEL: z.preprocess(emptyToUndefined, z.string().default("gpt-4o-mini")),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
        .optional(),
    ),
    /**
     * Attachments in an S3-compatible bucket instead of DATA_DIR/files (requirements "Attachments"):
     * `http(s)://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]?region=…`, path-style.
     */
    FILES_S3_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^https?:\/\/[^/@]+:[^/@]+@[^/]+\/[^/?]+/, "must be http(s)://ACCESS_KEY:SECRET@host/bucket")
        .optional(),
    ),
    /** Reverse proxies to believe for the client address (lib/client-address.ts); unset = none. */
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .superRefine((v, ctx) => {
          try {
            parseTrustProxy(v);
          } catch (e) {
            ctx.addIssue({ code: "custom", message: (e as Error).message });
          }
        }),
    ),
    /** Seconds a signed session copy is trusted without a lookup; 0 = look up every request (decision 014). */
    SESSION_CACHE_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(300).default(30),
    ),
    /** On: the reminder job does not run on this server (requirements "Notifications"). */
    REMINDERS_DISABLED: onOff(false),
    /** Minutes between runs of the reminder job. */
    REMINDER_INTERVAL_MINUTES: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(1440).default(15),
    ),
    /** Stripe billing (requirements "Plans and trial"): all three or none. */
    STRIPE_SECRET_KEY: z.preprocess(
      emptyToUndefined,
      z.string().startsWith("sk_", "must start with sk_").optional(),
    ),
    STRIPE_PRICE_ID: z.preprocess(
      emptyToUndefined,
      z.string().startsWith("price_", "must start with price_").optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().startsWith("whsec_", "must start with whsec_").optional(),
    ),
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(["development", "production", "test"]).default("development"),
    ),
  })
  .superRefine((e, ctx) => {
    const stripe = [e.STRIPE_SECRET_KEY, e.STRIPE_PRICE_ID, e.STRIPE_WEBHOOK_SECRET];
    if (stripe.some(Boolean) && !stripe.every(Boolean)) {
      for (const name of ["STRIPE_SECRET_KEY", "STRIPE_PRICE_ID", "STRIPE_WEBHOOK_SECRET"] as const) {
        if (!e[name])
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "must be set with the other Stripe settings",
          });
      }
    }
  })
  .transform((e) => ({ ...e, APP_URL: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "") }));

/** Validated settings. `APP_URL` defaults to `http://localhost:PORT`. */
export type Env = z.infer<typeof schema>;

/** Thrown when a setting is invalid; `message` lists `NAME: reason` per bad setting. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Parses settings from `source` (default `process.env`).
 * @throws ConfigError naming every invalid setting.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(settings)"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/**
 * The origins the server trusts for browser requests (requirements "Security and privacy"): APP_URL's
 * origin; when APP_URL is itself a loopback `http` address, the same port under both `localhost` and
 * `127.0.0.1`, and both names on PORT. An `https` APP_URL (a real deployment) trusts only itself: a page
 * on someone's `http://localhost` is not this server.
 */
export function trustedOrigins(env: Pick<Env, "APP_URL" | "PORT">): string[] {
  const url = new URL(env.APP_URL);
  const origins = new Set<string>([url.origin]);
  const loopback = ["localhost", "127.0.0.1"];
  if (url.protocol === "http:" && loopback.includes(url.hostname)) {
    for (const host of loopback) {
      origins.add(`http://${host}${url.port ? `:${url.port}` : ""}`);
      origins.add(`http://${host}:${env.PORT}`);
    }
  }
  return [...origins];
}
