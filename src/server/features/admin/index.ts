/**
 * The admin feature's public functions (decision 020: other features, `app.ts`, `main.ts` and the
 * test kits import this file only). Admin sits above account, billing, settings and students and
 * calls their public functions; no feature imports admin. The staff actor and the admin audit
 * writer live in `src/server/lib` (`actor.ts`, `admin-audit.ts`), so support's staff routes and
 * billing's grant use them without importing this feature.
 */

export { createAdminRoutes } from "./admin.routes.ts";
export { createAdmin } from "./admin-accounts.service.ts";
export { adminGate } from "./admin-guard.ts";
export { adminInboxDir, createFirstAdmin } from "./admin-inbox.ts";
