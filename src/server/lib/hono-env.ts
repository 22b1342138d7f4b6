/**
 * Types shared by every route module: the Hono environment (what the session middleware puts on the
 * context) and the dependencies `createApp` hands to feature routers.
 */

import type Stripe from "stripe";
import type { SuggestionReplyCache } from "../ai/suggestion-cache.ts";
import type { TextGenerator } from "../ai/writers/text-generator.ts";
import type { Auth } from "../auth/auth.ts";
import type { Database } from "../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { Actor } from "./actor.ts";
import type { TrustProxy } from "./client-address.ts";
import type { AttemptBudget, RequestBudget } from "./rate-limiter.ts";
import type { StudentAccess } from "./student-access.ts";

/**
 * The payment provider settings (requirements "Plans and trial"): Stripe, chosen once by `main.ts`
 * (`billingConfigFromEnv` of the billing feature) like the database, the mailer and the writer.
 * Declared here with the other dependencies because lib/ imports no feature (decision 020); the
 * billing feature re-exports it.
 */
export interface BillingConfig {
  stripe: Stripe;
  /** The Pro plan's recurring price (`price_…`). */
  priceId: string;
  /** Signs the webhook bodies (`whsec_…`). */
  webhookSecret: string;
  /** Where checkout and the portal send the teacher back to. */
  appUrl: string;
}

/**
 * Where attachments' bytes live (requirements "Attachments"): a folder under `DATA_DIR/files`, or an
 * S3-compatible bucket (`FILES_S3_URL`), chosen once by `main.ts` (`fileStoreFromEnv` of the files
 * feature). Never the database. Keys are random UUIDs that name no owner. Declared here with the
 * other dependencies because lib/ imports no feature (decision 020).
 */
export interface FileStore {
  /** Writes `bytes` under `key` (replacing any). */
  put: (key: string, bytes: Uint8Array) => Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get: (key: string) => Promise<Uint8Array | null>;
  /** Removes `key`; no error when it is already gone. */
  delete: (key: string) => Promise<void>;
  /** Where the bytes are, for the start-up log (never a secret). */
  description: string;
}

/** The signed-in user as the session middleware sees it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** The id of the session row this request came with (the device list marks it "this device"). */
  sessionId?: string;
}

export type AppEnv = {
  Variables: {
    /** Set by `requireUser` on /api/v1/*; absent on public routes. */
    user: SessionUser;
    /**
     * Set by the team gate (`team-gate.ts`) when a member of a shared student's team makes an allowed
     * request: the student, its owner (whose id the student's rows carry) and the member's role. Read
     * through `dataOwnerOf(c)`.
     */
    teamAccess?: StudentAccess;
  };
};

/**
 * The Hono environment of the staff routes under /api/admin: the admin gate (`admin-guard.ts`) sets
 * the actor once per request from the admin session, and route code hands it to services.
 */
export type StaffEnv = {
  Variables: {
    /** The signed-in staff member (absent only on the open sign-in step). */
    actor: Actor;
  };
};

export interface AppDeps {
  database: Database;
  auth: Auth;
  generator: TextGenerator;
  mailer: Mailer;
  /** The clock; tests pass a fixed one. */
  now: () => Date;
  /** The public address (APP_URL) for links the server hands out, e.g. the calendar feed; else the request's origin. */
  appUrl?: string;
  /** Built client to serve (dist/); omitted in API tests. */
  clientDir?: string;
  log: (line: string) => void;
  /** The per-user AI request budget; `createApp` builds one (`createAiRateLimiter`) when omitted. */
  aiRateLimiter?: RequestBudget;
  /** Which reverse proxies to believe for the client address (`TRUST_PROXY`); none when omitted. */
  trustProxy?: TrustProxy;
  /** Browser origins allowed to change data under /api/v1; the auth instance's trusted origins when omitted. */
  trustedOrigins?: string[];
  /** The per-account password-guess budget of the auth route; it builds one (`createPasswordGuessLimiter`) when omitted. */
  signInLimiter?: AttemptBudget;
  /** The suggestion reply cache; `createApp` builds one over the database when omitted. */
  suggestionCache?: SuggestionReplyCache;
  /** Where `npm run admin:create` leaves accounts while this server holds the database (requirements "Admin area"). */
  adminInboxDir?: string;
  /** Stripe settings (requirements "Plans and trial"); absent = billing not configured. */
  billing?: BillingConfig;
  /**
   * Where attachments are kept (requirements "Attachments"); `createApp` uses one folder in the
   * system's temporary directory for the whole process when omitted (API tests).
   */
  fileStore?: FileStore;
}
