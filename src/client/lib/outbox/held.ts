/**
 * Changes held for the teacher's confirmation (requirements "Progress entries": "Implausible, asked
 * first"; requirements "Local storage"; decision 008). A queued change the server answers 409
 * `IMPLAUSIBLE_VALUE` (well formed, but it asks for `confirmImplausible: true`) is neither saved nor
 * dropped: it waits here with the server's reasons until the teacher chooses "Save anyway" (sent
 * again with the confirmation) or "Discard". The list is kept on the device under
 * `iep:<userId>:outbox_held` (requirements "Local storage"), so a reload does not lose it; sign-out
 * removes it with the teacher's other keys.
 */
import type { QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "../api-client";
import { ME_QUERY_KEY } from "../auth/query-keys";
import { readStored, removeStored, writeStored } from "../storage";
import { createClientList, useClientList } from "./client-list";
import type { HeldChange } from "./queued-write";

export type { HeldChange };

/** The error code of a refusal that asks for confirmation (requirements "Progress entries"). */
export const CONFIRMATION_CODE = "IMPLAUSIBLE_VALUE";

/**
 * The reasons' messages when `err` is a 409 asking for confirmation (`details.reasons`, each with a
 * `message`); null for any other error.
 */
export function confirmationReasons(err: unknown): string[] | null {
  if (!(err instanceof ApiRequestError) || err.status !== 409 || err.code !== CONFIRMATION_CODE) return null;
  const reasons = (err.details?.reasons ?? []) as { message?: unknown }[];
  const messages = reasons.map((r) => (typeof r.message === "string" ? r.message : "")).filter(Boolean);
  return messages.length > 0 ? messages : [err.message];
}

/** Where the held changes of `userId` are kept on the device. */
export const heldStorageKey = (userId: string) => `iep:${userId}:outbox_held`;

/** The signed-in teacher's id, from the cached profile. */
const userOf = (qc: QueryClient) => qc.getQueryData<{ id?: string } | null>(ME_QUERY_KEY)?.id;

/** A stored entry that has what the dialog and a resend need. */
const isHeld = (h: unknown): h is HeldChange => {
  const c = h as Partial<HeldChange> | null;
  return (
    typeof c?.type === "string" &&
    typeof c.noun === "string" &&
    (c.kind === "create" || c.kind === "update" || c.kind === "delete") &&
    typeof c.vars?.input === "object" &&
    c.vars.input !== null &&
    typeof c.vars.label === "string" &&
    Array.isArray(c.reasons)
  );
};

/** The held changes, read from the device when first used and written back at each change. */
const held = createClientList<HeldChange>({
  load: (qc) => {
    const userId = userOf(qc);
    const stored = userId ? readStored<unknown>(heldStorageKey(userId)) : undefined;
    return Array.isArray(stored) ? stored.filter(isHeld) : [];
  },
  save: (qc, list) => {
    const userId = userOf(qc);
    if (!userId) return;
    if (list.length > 0) writeStored(heldStorageKey(userId), list);
    else removeStored(heldStorageKey(userId));
  },
});

/** Holds a change (after any already held). */
export function addHeld(qc: QueryClient, change: HeldChange): void {
  held.set(qc, [...held.get(qc), change]);
}

/** Removes a held change once the teacher has chosen. */
export function resolveHeld(qc: QueryClient, change: HeldChange): void {
  held.set(
    qc,
    held.get(qc).filter((h) => h !== change),
  );
}

/** The held changes, oldest first (re-renders when the list changes). */
export function useHeldChanges(): readonly HeldChange[] {
  return useClientList(held);
}
