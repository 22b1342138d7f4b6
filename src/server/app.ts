/**
 * Assembles the HTTP application (architecture "Layout", "Request path"): health, auth, the /api/v1 feature routers
 * behind the session check, one error mapper, and the built client with an SPA fallback.
 * Used by `main.ts` and by every API test (`app.request(...)`).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { ZodError } from "zod";
import { RESTORE_PATH } from "../shared/contracts/data-export.ts";
import { ErrorCode } from "../shared/contracts/error-codes.ts";
import { messages } from "../shared/domain/error-messages.ts";
import { signedOutMessage } from "../shared/domain/signed-out-message.ts";
import { recordingAiCalls } from "./ai/ai-call-log.ts";
import { aiRateLimit, createAiRateLimiter } from "./ai/ai-rate-limit.ts";
import { DatabaseSuggestionCache } from "./ai/suggestion-cache.ts";
import { withAiNotesSwitch } from "./ai/writers/ai-notes-switch.ts";
import { createSuspensionCheck } from "./auth/account-standing.ts";
import { createAuthRoute } from "./auth/auth-route.ts";
import { createSessionReader } from "./auth/session-memo.ts";
import {
  type AfterSignUp,
  createAccountRoutes,
  PICTURE_URL,
  pictureBodyLimit,
  signUpGate,
} from "./features/account/index.ts";
import { adminGate, createAdminRoutes } from "./features/admin/index.ts";
import { createAtAGlanceRoutes } from "./features/at-a-glance/index.ts";
import { createBillingRoutes, startTrialOnSignUp, WEBHOOK_PATH } from "./features/billing/index.ts";
import { createContactRoutes } from "./features/contacts/index.ts";
import { createDashboardRoutes } from "./features/dashboard/index.ts";
import { createDataExportRoutes, restoreBodyLimit } from "./features/data-export/index.ts";
import { createDeadlineRoutes } from "./features/deadlines/index.ts";
import { createExportRoutes } from "./features/exports/index.ts";
import { createFileRoutes, fileBodyLimit, isFileUpload } from "./features/files/index.ts";
import { createGoalRoutes } from "./features/goals/index.ts";
import { createHealthRoutes } from "./features/health/index.ts";
import { createIepSignatureRoutes, createPublicSigningRoutes } from "./features/iep-signatures/index.ts";
import { createIepDocumentRoutes, createIepRoutes } from "./features/ieps/index.ts";
import { createImportRoutes, IMPORT_UPLOAD_PATHS, importBodyLimit } from "./features/imports/index.ts";
import { createMeRoutes } from "./features/me/index.ts";
import {
  createAttendeeRoutes,
  createCalendarFeedRoutes,
  createMeetingRoutes,
  createPublicCalendarRoutes,
} from "./features/meetings/index.ts";
import { createNotesRoutes } from "./features/notes/index.ts";
import { createNotificationRoutes } from "./features/notifications/index.ts";
import { createProgressRoutes } from "./features/progress/index.ts";
import { createReportRoutes } from "./features/reports/index.ts";
import {
  createServiceLogRoutes,
  createServiceRoutes,
  createServiceSummaryRoutes,
} from "./features/services/index.ts";
import { createSessionRoutes } from "./features/sessions/index.ts";
import {
  createServiceNoticeRoutes,
  readSetting,
  refuseAssistantWhenOff,
  refuseClosedSignUps,
} from "./features/settings/index.ts";
import { createStudentRoutes } from "./features/students/index.ts";
import { createAdminTicketRoutes, createSupportRoutes } from "./features/support/index.ts";
import { createTeamRoutes } from "./features/teams/index.ts";
import {
  createAiRoutes,
  createFieldHistoryRoutes,
  createIepDraftRoutes,
} from "./features/writing-assistant/index.ts";
import { AppError } from "./lib/app-error.ts";
import { AUTH_BASE, documentAuthEndpoints, refuseUnsafeAuthInput } from "./lib/auth-edge.ts";
import { createRouter } from "./lib/create-router.ts";
import { describeUnexpectedError } from "./lib/error-log.ts";
import type { AppDeps } from "./lib/hono-env.ts";
import { hasStoredAnswer, idempotentChanges, requestScopedDatabase } from "./lib/idempotency.ts";
import { inlineScriptHashes } from "./lib/inline-scripts.ts";
import { refuseNonJsonBodies } from "./lib/json-bodies.ts";
import { refuseForeignOrigins } from "./lib/origin-check.ts";
import { checkVersions } from "./lib/precondition.ts";
import { teamGate } from "./lib/team-gate.ts";
import { validationError } from "./lib/validation.ts";
import { serveClient } from "./serve-client.ts";

/** Largest JSON body accepted (bytes). Observations are ≤ 10,000 characters; a student ≤ ~200 KB. */
export const MAX_BODY_BYTES = 512 * 1024;

/** What runs after a successful sign-up: a `plan: "pro"` sign-up starts the trial. */
const AFTER_SIGN_UP: AfterSignUp[] = [startTrialOnSignUp];

/** Creates the app. The caller owns `deps` (database, auth, generator) and closes them. */
export function createApp(given: AppDeps) {
  // Route code reads `deps.database.db`: inside an idempotent change it is that request's transaction.
  const database = requestScopedDatabase(given.database);
  // The writer answers staff's AI note drafting switch itself, per request (decision 007), and every
  // AI request's outcome is recorded for staff (requirements "Admin area"), never its text.
  const aiNotesEnabled = () => readSetting(database.db, "aiNotesEnabled");
  const generator = recordingAiCalls(withAiNotesSwitch(given.generator, aiNotesEnabled), database, given.now);
  const deps: AppDeps = { ...given, database, generator };
  const app = createRouter();
  // The client shell's inline script (its first reads, decision 022) is allowed by its hash only.
  const shellHtml = given.clientDir ? path.join(given.clientDir, "index.html") : undefined;
  const shellScripts =
    shellHtml && existsSync(shellHtml) ? inlineScriptHashes(readFileSync(shellHtml, "utf8")) : [];

  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...shellScripts],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    }),
  );

  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new AppError(
        413,
        ErrorCode.PAYLOAD_TOO_LARGE,
        `The request is larger than ${MAX_BODY_BYTES / 1024} KB.`,
      );
    },
  });
  // Bodies are JSON, whatever the route or library behind (requirements "Security and privacy"); the
  // picture upload sends the image's bytes (requirements "Profile"), and the payment provider's webhook
  // is judged by its signature over the raw bytes (requirements "Plans and trial").
  app.use(
    "/api/*",
    refuseNonJsonBodies(
      (method, path) =>
        (method === "PUT" && path === PICTURE_URL) ||
        path === WEBHOOK_PATH ||
        (method === "POST" && (IMPORT_UPLOAD_PATHS.includes(path) || path === RESTORE_PATH)) ||
        isFileUpload(method, path),
    ),
  );
  // A profile picture upload may be up to 2 MB (requirements "Profile"), an import file 5 MB and a
  // restore 50 MB (requirements "Import", "Export and restore"), an attachment 20 MB (requirements
  // "Attachments"); everything else 512 KB.
  // GET and HEAD carry no body: checking one would build the whole fetch Request for every read.
  app.use("/api/*", (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (c.req.path === PICTURE_URL) return pictureBodyLimit(c, next);
    if (c.req.method === "POST" && IMPORT_UPLOAD_PATHS.includes(c.req.path)) return importBodyLimit(c, next);
    if (c.req.method === "POST" && c.req.path === RESTORE_PATH) return restoreBodyLimit(c, next);
    if (isFileUpload(c.req.method, c.req.path)) return fileBodyLimit(c, next);
    return jsonBodyLimit(c, next);
  });

  app.route("/", createHealthRoutes(deps));
  // The maintenance banner staff set, for every teacher's screen (requirements "Admin area").
  app.route("/api", createServiceNoticeRoutes(deps));
  // The calendar feed is read by calendar programs with its secret token alone (requirements "Notifications").
  app.route("/", createPublicCalendarRoutes(deps));

  // Before anything reads an auth request (our gates below look the address up): malformed JSON and
  // text the database cannot store are refused naming the field (requirements "Security and privacy").
  app.use(`${AUTH_BASE}/*`, refuseUnsafeAuthInput());

  // Auth (better-auth): client address, per-account sign-in limit, our error bodies (auth-route.ts).
  // After a sign-up: a Pro sign-up starts its trial (requirements "Plans and trial"). A blacklisted
  // address is refused by the auth library's user hook (auth/auth.ts; requirements "Account deletion").
  // Sign-ups may be closed (requirements "Admin area"). A suspended teacher gets no session by any
  // path: the auth library's session hook refuses it (auth/auth.ts).
  app.post("/api/auth/sign-up/email", refuseClosedSignUps(deps.database.db));
  app.on(
    ["GET", "POST"],
    "/api/auth/*",
    createAuthRoute(deps, {
      signUp: (request, handle) =>
        signUpGate(deps.database.db, request, handle, { now: deps.now, after: AFTER_SIGN_UP }),
    }),
  );

  // The admin API: its own session, checked on every request by the admin gate, which also sets the
  // staff actor the routes hand to services (requirements "Admin area"; decision 013). The staff
  // ticket routes are support's, mounted here so that admin and support never import each other.
  app.use("/api/admin/*", adminGate(deps, deps.trustedOrigins ?? authOrigins(deps)));
  app.route("/api/admin", createAdminRoutes(deps));
  app.route("/api/admin", createAdminTicketRoutes(deps));

  // Another site's page may not change data here (requirements "Security and privacy").
  app.use("/api/v1/*", refuseForeignOrigins(deps.trustedOrigins ?? authOrigins(deps)));
  // A parent signs through a single-use link, without an account (requirements "Signatures and
  // consent"): the link's token is the only key, and only that one document is reachable by it.
  app.use("/api/signing/*", refuseForeignOrigins(deps.trustedOrigins ?? authOrigins(deps)));
  app.route("/", createPublicSigningRoutes(deps));

  // Everything under /api/v1 needs a session (requirements "Security and privacy", "Note quota"); the
  // same browser's check is remembered for a moment (decision 014). The session of a suspended account
  // is refused at once, on every request, after the signed copy and the memo (requirements "Admin
  // area"): one look-up by primary key, kept in memory on PGlite until staff change the teacher.
  const sessions = createSessionReader(deps.auth);
  const suspensions = createSuspensionCheck(given.database);
  app.use("/api/v1/*", async (c, next) => {
    // The payment provider's webhook has no session; its signature is checked instead.
    if (c.req.path === WEBHOOK_PATH) return next();
    const result = await sessions.read(c.req.raw.headers);
    const session = result.response;
    if (!session) {
      // The action's own message where the catalogue has one (requirements "Error catalogue").
      throw new AppError(401, ErrorCode.UNAUTHENTICATED, signedOutMessage(c.req.method, c.req.path));
    }
    if (await suspensions.isSuspended(session.user.id)) {
      throw new AppError(401, ErrorCode.ACCOUNT_SUSPENDED, messages.login.suspended);
    }
    c.set("user", {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      sessionId: session.session.id,
    });
    await next();
    // Answers under /api/v1 carry student records: never kept by a browser or proxy cache
    // (requirements "Security and privacy"). A route that chose its own policy keeps it.
    if (!c.res.headers.has("cache-control")) c.res.headers.set("Cache-Control", "no-store");
    // Sliding expiry: pass on a refreshed session cookie.
    for (const cookie of result.headers.getSetCookie()) c.res.headers.append("set-cookie", cookie);
  });

  // An edit based on an older version answers 409 with the current record, and a change replayed by a
  // device's outbox is applied once (requirements "Local storage"; decision 008).
  app.use(
    "/api/v1/*",
    checkVersions(
      async (path, headers) => await app.request(path, { method: "GET", headers }),
      (userId, key) => hasStoredAnswer(given.database, userId, key),
    ),
  );
  app.use("/api/v1/*", idempotentChanges(given.database, deps.now));
  // A member of a shared student's team acts within their role; everyone else on their own records
  // (requirements "IEP teams"). One gate for every route, before any feature reads the request.
  app.use(
    "/api/v1/*",
    teamGate(() => deps.database.db),
  );

  // Staff may turn the writing assistant off (requirements "Admin area").
  app.use(
    "/api/v1/ai/*",
    refuseAssistantWhenOff(() => deps.database.db),
  );
  mountFeatures(app, deps);

  // The auth library's endpoints the app uses, described so the fuzz run reaches them (architecture "Tests").
  documentAuthEndpoints(app);
  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: { title: "IEP Workspace API", version: "1" },
  });

  app.all("/api/*", () => {
    throw new AppError(404, ErrorCode.NOT_FOUND, "There is no such API route.");
  });

  if (deps.clientDir) serveClient(app, deps.clientDir);

  app.onError((err, c) => toErrorResponse(err, c, deps.log));
  app.notFound((c) => c.json({ error: { code: ErrorCode.NOT_FOUND, message: "Not found" } }, 404));
  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * Mounts the feature routers under /api/v1 (architecture "Modules"). One AI budget per teacher,
 * shared by /ai/*, /ai/iep-draft and /notes/generate, and one suggestion cache, both built here over
 * the database unless `deps` brings them (requirements "Rate limits", "Suggestions"), so instances
 * on one PostgreSQL share them.
 */
function mountFeatures(app: App, deps: AppDeps) {
  const limitAi = aiRateLimit(deps.aiRateLimiter ?? createAiRateLimiter(deps.database.db), deps.now);
  const suggestionCache = deps.suggestionCache ?? new DatabaseSuggestionCache(deps.database.db);

  app.route("/api/v1", createMeRoutes(deps));
  app.route("/api/v1", createAccountRoutes(deps));
  app.route("/api/v1", createBillingRoutes(deps));
  app.route("/api/v1", createStudentRoutes(deps));
  app.route("/api/v1", createImportRoutes(deps));
  app.route("/api/v1", createDataExportRoutes(deps));
  app.route("/api/v1", createFieldHistoryRoutes(deps));
  app.route("/api/v1", createNotesRoutes(deps, limitAi));
  app.route("/api/v1", createGoalRoutes(deps));
  app.route("/api/v1", createProgressRoutes(deps));
  app.route("/api/v1", createServiceRoutes(deps));
  app.route("/api/v1", createServiceLogRoutes(deps));
  app.route("/api/v1", createServiceSummaryRoutes(deps));
  app.route("/api/v1", createReportRoutes(deps));
  app.route("/api/v1", createAtAGlanceRoutes(deps));
  // Mounted before the /ai/* router, so a draft counts against the shared budget once.
  app.route("/api/v1", createIepDraftRoutes(deps, limitAi));
  app.route("/api/v1", createAiRoutes(deps, { aiRateLimit: limitAi, suggestionCache }));
  app.route("/api/v1", createExportRoutes(deps));
  app.route("/api/v1", createSessionRoutes(deps));
  app.route("/api/v1", createMeetingRoutes(deps));
  app.route("/api/v1", createAttendeeRoutes(deps));
  app.route("/api/v1", createDeadlineRoutes(deps));
  app.route("/api/v1", createContactRoutes(deps));
  app.route("/api/v1", createTeamRoutes(deps));
  app.route("/api/v1", createIepRoutes(deps));
  app.route("/api/v1", createIepDocumentRoutes(deps));
  app.route("/api/v1", createIepSignatureRoutes(deps));
  app.route("/api/v1", createFileRoutes(deps));
  app.route("/api/v1", createNotificationRoutes(deps));
  app.route("/api/v1", createDashboardRoutes(deps));
  app.route("/api/v1", createCalendarFeedRoutes(deps));
  app.route("/api/v1", createSupportRoutes(deps));
}

/** The auth instance's own origin and trusted origins. */
function authOrigins(deps: AppDeps): string[] {
  const o = deps.auth.options;
  const list = Array.isArray(o.trustedOrigins) ? o.trustedOrigins : [];
  return [...(typeof o.baseURL === "string" ? [new URL(o.baseURL).origin] : []), ...list];
}

/** The one place errors become HTTP (architecture "Request path"). Unknown errors are logged, never shown raw. */
function toErrorResponse(err: Error, c: Context, log: (line: string) => void) {
  if (err instanceof AppError) {
    // A 429 says when to try again in the standard header (requirements "Rate limits").
    const wait = err.details?.retryAfterSeconds;
    if (err.status === 429 && typeof wait === "number") c.header("Retry-After", String(wait));
    return c.json(
      { error: { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) } },
      err.status,
    );
  }
  if (err instanceof ZodError) {
    const e = validationError(err);
    return c.json({ error: { code: e.code, message: e.message, details: e.details } }, 400);
  }
  if (err instanceof HTTPException) {
    const malformed = /json/i.test(err.message);
    const message = malformed ? "The request body is not valid JSON." : err.message || "Bad request";
    return c.json(
      { error: { code: malformed ? ErrorCode.MALFORMED_JSON : ErrorCode.BAD_REQUEST, message } },
      err.status,
    );
  }
  // Class, database code/constraint and route only: never values (requirements "Security and privacy").
  log(describeUnexpectedError(err, c.req.method, c.req.path));
  return c.json({ error: { code: ErrorCode.INTERNAL, message: messages.globalError } }, 500);
}
