/**
 * Safe browser storage (architecture "Offline rules"; requirements "Local storage": "If local storage fails, memory storage is used.
 * On quota exceeded, keys containing temp_, cache_ or old_ are cleared and the write is retried once").
 *
 * Values are JSON. Reads never throw: a missing or unreadable value returns `undefined`.
 */

const memory = new Map<string, string>();

function backend(): Storage | null {
  try {
    const s = window.localStorage;
    const probe = "__iep_probe__";
    s.setItem(probe, "1");
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}

const isQuotaError = (err: unknown) =>
  err instanceof DOMException &&
  (err.name === "QuotaExceededError" || err.name === "NS_ERROR_DOM_QUOTA_REACHED");

/** requirements "Local storage": the key fragments cleared to make room when storage is full. */
export const EVICTABLE_KEY_PARTS = ["temp_", "cache_", "old_"] as const;

function evictDisposable(s: Storage) {
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k && EVICTABLE_KEY_PARTS.some((part) => k.includes(part))) keys.push(k);
  }
  for (const k of keys) s.removeItem(k);
}

/** Reads and parses `key`; `undefined` when absent or unparsable. */
export function readStored<T>(key: string): T | undefined {
  const s = backend();
  const raw = s ? s.getItem(key) : (memory.get(key) ?? null);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/** Writes `value` as JSON. Falls back to memory when storage is unavailable; never throws. */
export function writeStored(key: string, value: unknown): void {
  const raw = JSON.stringify(value);
  const s = backend();
  if (!s) {
    memory.set(key, raw);
    return;
  }
  try {
    s.setItem(key, raw);
  } catch (err) {
    if (isQuotaError(err)) {
      evictDisposable(s);
      try {
        s.setItem(key, raw);
        return;
      } catch {
        /* fall through to memory */
      }
    }
    memory.set(key, raw);
  }
}

/** Removes `key` from storage and memory. */
export function removeStored(key: string): void {
  memory.delete(key);
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* storage unavailable */
  }
}

/** Removes every key starting with `prefix` (e.g. a user's drafts on sign-out). */
export function removeStoredByPrefix(prefix: string): void {
  for (const k of [...memory.keys()]) if (k.startsWith(prefix)) memory.delete(k);
  const s = backend();
  if (!s) return;
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(prefix)) keys.push(k);
  }
  for (const k of keys) s.removeItem(k);
}
