/**
 * A server list with the browser copy as fallback (requirements "Error catalogue", requirements "Local
 * storage"; architecture "Offline rules"). Every good answer of a query is mirrored to a per-teacher
 * storage key (`iep:<userId>:cache_<name>`); when a load fails with nothing in memory, the copy is shown
 * and the page says so. While the server cannot be reached (`lib/offline/connection.ts`) a load
 * waits instead of failing; then too the page shows what it has (the restored device record, else the
 * browser copy) and says as of when. Used by the notes list and the caseload.
 *
 * A reader may answer later (a promise): the caseload loads its schemas (zod) only when it needs the
 * copy, so the teacher area's first load holds no zod (architecture "Layout": the signed-in
 * dashboard's JavaScript budget).
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { z } from "zod";
import { useMe } from "./auth/get-me";
import { useOnline } from "./offline/use-connection";
import { readStored, writeStored } from "./storage";

/**
 * Reads the browser copy under `key` and checks it against `schema`; anything unreadable or of the
 * wrong shape counts as absent (undefined).
 */
export function readStoredCopy<T>(key: string, schema: z.ZodType<T>): T | undefined {
  const parsed = schema.safeParse(readStored<unknown>(key));
  return parsed.success ? parsed.data : undefined;
}

/** A browser copy, now or once its reader has loaded what it checks with. */
export type StoredCopyRead<T> = T | undefined | Promise<T | undefined>;

/**
 * The value of `read`: itself, or what its promise resolves to once it has (undefined until then,
 * and when it rejects).
 */
export function useResolvedCopy<T>(read: StoredCopyRead<T>): T | undefined {
  const [settled, setSettled] = useState<{ read: Promise<T | undefined>; value: T | undefined }>();
  useEffect(() => {
    if (!(read instanceof Promise)) return;
    let live = true;
    read.then(
      (value) => live && setSettled({ read, value }),
      () => live && setSettled({ read, value: undefined }),
    );
    return () => {
      live = false;
    };
  }, [read]);
  if (!(read instanceof Promise)) return read;
  return settled?.read === read ? settled.value : undefined;
}

/** What {@link useStoredCopyFallback} adds to a query. */
export interface StoredCopyFallback<T> {
  /** What to show: the server's answer, else the browser copy after a failed load. */
  data: T | undefined;
  /**
   * True when the latest load failed, or the server cannot be reached, and what is shown is an
   * earlier copy (the browser copy, or the answer already in memory or restored from the device):
   * the page shows the notice of requirements "Error catalogue", with the query's `dataUpdatedAt`
   * as its time when known.
   */
  usingStoredCopy: boolean;
}

/**
 * Keeps the browser copy of `query` for the signed-in teacher: every good answer (including one
 * changed by a mutation) is written under `cacheKey(userId)`, and when loading fails (or waits for
 * the connection) with no answer in memory, `readCopy(userId)` is returned instead (once it has
 * resolved, when it answers with a promise).
 */
export function useStoredCopyFallback<T>(
  query: UseQueryResult<T>,
  cacheKey: (userId: string) => string,
  readCopy: (userId: string) => StoredCopyRead<T>,
): StoredCopyFallback<T> {
  const userId = useMe().data?.id;
  const online = useOnline();
  const { data, isError } = query;
  const unreachable = isError || !online;
  useEffect(() => {
    if (userId && data) writeStored(cacheKey(userId), data);
  }, [userId, data, cacheKey]);
  const stored = useResolvedCopy(
    useMemo(
      () => (unreachable && !data && userId ? readCopy(userId) : undefined),
      [unreachable, data, userId, readCopy],
    ),
  );
  const shown = data ?? stored;
  return { data: shown, usingStoredCopy: unreachable && shown !== undefined };
}
