/**
 * A server list with the browser copy as fallback (requirements "Error catalogue", requirements "Local
 * storage"; architecture "Offline rules"). Every good answer of a query is mirrored to a per-teacher
 * storage key (`iep:<userId>:cache_<name>`); when a load fails with nothing in memory, the copy is shown
 * and the page says so. Used by the notes list and the caseload.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import type { z } from "zod";
import { useMe } from "./auth/get-me";
import { readStored, writeStored } from "./storage";

/**
 * Reads the browser copy under `key` and checks it against `schema`; anything unreadable or of the
 * wrong shape counts as absent (undefined).
 */
export function readStoredCopy<T>(key: string, schema: z.ZodType<T>): T | undefined {
  const parsed = schema.safeParse(readStored<unknown>(key));
  return parsed.success ? parsed.data : undefined;
}

/** What {@link useStoredCopyFallback} adds to a query. */
export interface StoredCopyFallback<T> {
  /** What to show: the server's answer, else the browser copy after a failed load. */
  data: T | undefined;
  /**
   * True when the latest load failed and what is shown is an earlier copy (the browser copy, or the
   * answer already in memory): the page shows the notice of requirements "Error catalogue".
   */
  usingStoredCopy: boolean;
}

/**
 * Keeps the browser copy of `query` for the signed-in teacher: every good answer (including one
 * changed by a mutation) is written under `cacheKey(userId)`, and when loading fails with no answer
 * in memory, `readCopy(userId)` is returned instead.
 */
export function useStoredCopyFallback<T>(
  query: UseQueryResult<T>,
  cacheKey: (userId: string) => string,
  readCopy: (userId: string) => T | undefined,
): StoredCopyFallback<T> {
  const userId = useMe().data?.id;
  const { data, isError } = query;
  useEffect(() => {
    if (userId && data) writeStored(cacheKey(userId), data);
  }, [userId, data, cacheKey]);
  const stored = useMemo(
    () => (isError && !data && userId ? readCopy(userId) : undefined),
    [isError, data, userId, readCopy],
  );
  const shown = data ?? stored;
  return { data: shown, usingStoredCopy: isError && shown !== undefined };
}
