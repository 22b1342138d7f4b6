/**
 * Ids of records made on this device before the server has them (requirements "Local storage";
 * decision 008). A new record is shown at once under a local id (`local-<uuid>`); when its create
 * is answered, the server's id is remembered, so a queued change made to the record meanwhile is
 * sent to the right address. The map lives in memory: a change made on top of an unsaved record is
 * normally folded into the create itself (see `foldableCreate`), and this map only covers a change
 * made while that create was already on its way.
 */

const LOCAL_PREFIX = "local-";
const saved = new Map<string, string>();

/** A fresh UUID (the Web Crypto one; every supported browser and Node 20 has it). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** A new local id for a record made on this device. */
export function newLocalId(): string {
  return `${LOCAL_PREFIX}${crypto.randomUUID()}`;
}

/** Whether `id` names a record not yet saved on the server. */
export function isLocalId(id: string | undefined): boolean {
  return typeof id === "string" && id.startsWith(LOCAL_PREFIX);
}

/** Records that the record shown as `localId` is saved as `serverId`. */
export function rememberSavedId(localId: string, serverId: string): void {
  if (isLocalId(localId)) saved.set(localId, serverId);
}

/** The server's id for `id` when it is a saved local id; `id` itself otherwise. */
export function resolveId(id: string): string {
  return saved.get(id) ?? id;
}
