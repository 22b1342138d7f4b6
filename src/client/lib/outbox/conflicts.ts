/**
 * Conflicts waiting for the teacher's choice (requirements "Local storage"; decision 008): a queued
 * update whose record changed elsewhere since it was read is answered 409 with the server's record;
 * nothing is overwritten, both versions are kept here until the teacher keeps theirs (sent again
 * based on the server's current version) or takes the server's.
 */
import type { QueryClient } from "@tanstack/react-query";
import { createClientList, useClientList } from "./client-list";
import type { OutboxConflict } from "./queued-write";

const conflicts = createClientList<OutboxConflict>();

/** Adds a conflict (a newer one for the same record replaces the older). */
export function addConflict(qc: QueryClient, conflict: OutboxConflict): void {
  const rest = conflicts.get(qc).filter((c) => !(c.type === conflict.type && c.vars.id === conflict.vars.id));
  conflicts.set(qc, [...rest, conflict]);
}

/** Removes a conflict once the teacher has chosen. */
export function resolveConflict(qc: QueryClient, conflict: OutboxConflict): void {
  conflicts.set(
    qc,
    conflicts.get(qc).filter((c) => c !== conflict),
  );
}

/** The conflicts waiting for a choice, oldest first. */
export function getConflicts(qc: QueryClient): readonly OutboxConflict[] {
  return conflicts.get(qc);
}

/** The conflicts waiting for a choice (re-renders when the list changes). */
export function useConflicts(): readonly OutboxConflict[] {
  return useClientList(conflicts);
}
