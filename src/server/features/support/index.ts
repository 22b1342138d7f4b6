/**
 * The support feature's public functions (decision 020: other features and `app.ts` import this file
 * only). The teacher's ticket routes go under /api/v1, the staff routes under /api/admin behind the
 * admin gate (`app.ts` mounts both); support imports no other feature: the staff actor and the
 * admin audit writer come from `src/server/lib`.
 */

export { createSupportRoutes } from "./support.routes.ts";
export { createAdminTicketRoutes } from "./support-admin.routes.ts";
