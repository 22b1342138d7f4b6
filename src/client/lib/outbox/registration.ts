/**
 * When the outbox's writes are registered (requirements "Local storage"; decision 008). Every queued
 * write runs the function registered for its key with `setMutationDefaults`, and TanStack Query reads
 * those defaults when a mutation is built: before a change is queued (`enqueue.ts`) and before stored
 * changes are restored (`cache-persistence.ts`). The app registers them from a module it loads when
 * first needed, keeping them out of the teacher area's first load (architecture "Layout": the
 * dashboard's JavaScript budget); both places wait for {@link outboxWritesReady} first, so no change is
 * built without its function.
 */
import type { QueryClient } from "@tanstack/react-query";

interface Registration {
  register: () => Promise<void>;
  done?: Promise<void>;
}

const registrations = new WeakMap<QueryClient, Registration>();

/**
 * Names how `qc`'s outbox writes get registered: `register` (e.g. a dynamic import that then calls
 * `setMutationDefaults` for every write) runs once, at the first {@link outboxWritesReady}.
 */
export function registerOutboxWritesWhenNeeded(qc: QueryClient, register: () => Promise<void>): void {
  registrations.set(qc, { register });
}

/**
 * Resolves once `qc`'s outbox writes are registered, starting their registration if it has not
 * started. Resolves at once for a client whose writes were registered directly (tests).
 * @throws the registration's error (e.g. its module could not be loaded); the next call tries again.
 */
export function outboxWritesReady(qc: QueryClient): Promise<void> {
  const registration = registrations.get(qc);
  if (!registration) return Promise.resolve();
  registration.done ??= registration.register().catch((err: unknown) => {
    registration.done = undefined;
    throw err;
  });
  return registration.done;
}
