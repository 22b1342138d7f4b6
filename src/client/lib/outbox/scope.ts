/**
 * The outbox's mutation scope (requirements "Local storage"; decision 008), in a module of its own so
 * the screens that only count waiting changes (`use-pending.ts`) do not load the write machinery
 * (`queued-write.ts`) with the teacher area's first screen.
 */

/** The one scope every queued write runs in: strictly one after another, oldest first. */
export const OUTBOX_SCOPE = { id: "outbox" } as const;
