/**
 * The notifications feature's public module (decision 020): the router `app.ts` mounts, and the two
 * ways other features write to the in-app inbox: a notification (meetings, reminders) and the note
 * quota warning (notes). It imports no other feature: everything that notifies sits above it.
 */
export { createNotificationRoutes } from "./notifications.routes.ts";
export { addNotification, toNotification } from "./notifications.service.ts";
export { warnAboutQuota } from "./quota-warning.ts";
