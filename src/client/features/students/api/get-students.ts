/**
 * The teacher's caseload (requirements "Student list cache": "Read all students of a user ordered by name";
 * "The student list is cached for 5 minutes, kept for 10 minutes, and retried twice").
 * GET /api/v1/students → Student[] (contract: @shared/contracts/students).
 *
 * requirements "Error catalogue": "Failed to load students. Please try again. The cached list is used." The last
 * good list is mirrored to `iep:<userId>:cache_students` (architecture "Offline rules") and shown with a visible
 * notice when a load fails. The key holds "cache_", so the quota eviction of requirements "Local storage" may drop it.
 */

import { apiRequest } from "@client/lib/api-client";
import { useMe } from "@client/lib/auth/get-me";
import { NOT_AN_OFFLINE_GAP } from "@client/lib/offline/offline-gap-count";
import {
  readStoredCopy,
  type StoredCopyFallback,
  useResolvedCopy,
  useStoredCopyFallback,
} from "@client/lib/stored-copy";
import type { Student, StudentSummary } from "@shared/contracts/students";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { STUDENT_SUMMARIES_QUERY_KEY, STUDENTS_QUERY_KEY } from "./query-keys";

/** requirements "Student list cache": 5 minutes fresh, 10 minutes kept, 2 retries. */
export const STUDENTS_STALE_TIME_MS = 5 * 60_000;
export const STUDENTS_GC_TIME_MS = 10 * 60_000;
export const STUDENTS_RETRIES = 2;

/** Storage key of the browser copy of a teacher's caseload (requirements "Local storage": "cached students"). */
export const studentsCacheKey = (userId: string) => `iep:${userId}:cache_students`;

/**
 * Fetches every student of the signed-in teacher, ordered by name.
 * @throws ApiRequestError when the server answers non-2xx or cannot be reached.
 */
export async function getStudents(signal?: AbortSignal): Promise<Student[]> {
  return apiRequest<Student[]>("/api/v1/students", { signal });
}

/** Query options for the caseload: key ["students"] with the cache times and retries of requirements "Student list cache". */
export function studentsQueryOptions() {
  return queryOptions({
    queryKey: STUDENTS_QUERY_KEY,
    queryFn: ({ signal }) => getStudents(signal),
    meta: NOT_AN_OFFLINE_GAP,
    staleTime: STUDENTS_STALE_TIME_MS,
    gcTime: STUDENTS_GC_TIME_MS,
    retry: STUDENTS_RETRIES,
  });
}

/** The caseload query (data: Student[] ordered by name). */
export function useStudents() {
  return useQuery(studentsQueryOptions());
}

/** The browser copy's checks (zod), loaded when first needed rather than with the dashboard. */
const storedStudentSchemas = () => import("./stored-student-schemas");

/** Reads the browser copy; anything unreadable or of the wrong shape counts as absent. */
export async function readStoredStudents(userId: string): Promise<Student[] | undefined> {
  const { studentListSchema } = await storedStudentSchemas();
  return readStoredCopy(studentsCacheKey(userId), studentListSchema);
}

/** The caseload with its fallback; `usingStoredCopy` as in {@link StoredCopyFallback}. */
export interface StudentsWithFallback extends Omit<StoredCopyFallback<Student[]>, "data"> {
  /** The underlying query (status, refetch, error). */
  query: ReturnType<typeof useStudents>;
  /** The students to show: the server's list, else the browser copy after a failed load. */
  students: Student[] | undefined;
}

/**
 * `useStudents()` plus the fallback of requirements "Error catalogue": every good list (including one changed by a mutation)
 * is written to the browser copy of the signed-in teacher, and when loading fails with no list in
 * memory, the browser copy is returned; `usingStoredCopy` tells the page to say so.
 */
export function useStudentsWithFallback(): StudentsWithFallback {
  const query = useStudents();
  const { data: students, usingStoredCopy } = useStoredCopyFallback(
    query,
    studentsCacheKey,
    readStoredStudents,
  );
  return { query, students, usingStoredCopy };
}

/**
 * Fetches the caseload's list fields only (GET /api/v1/students?view=summary), ordered by name.
 * @throws ApiRequestError when the server answers non-2xx or cannot be reached.
 */
export async function getStudentSummaries(signal?: AbortSignal): Promise<StudentSummary[]> {
  return apiRequest<StudentSummary[]>("/api/v1/students?view=summary", { signal });
}

/**
 * The caseload's summary view for screens that list or pick students (requirements "Students",
 * "Student list cache": same cache times and retries). The student writes (the outbox) change the
 * full list ["students"]; so the summaries follow them, whenever the full list's data changes while
 * summaries are cached, the summaries become that list's summaries. When loading fails, the browser
 * copy of the full list (written by the screens that load it) is shown as summaries, with
 * `usingStoredCopy`.
 */
export function useStudentSummaries() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "success") return;
        if (event.query.queryHash !== JSON.stringify(STUDENTS_QUERY_KEY)) return;
        const full = event.query.state.data as Student[] | undefined;
        if (!full || !queryClient.getQueryData(STUDENT_SUMMARIES_QUERY_KEY)) return;
        void storedStudentSchemas().then(({ storedSummariesSchema }) => {
          // The newest list only: a later change may have come while the checks loaded.
          if (event.query.state.data !== full) return;
          const summaries = storedSummariesSchema.safeParse(full);
          if (summaries.success) queryClient.setQueryData(STUDENT_SUMMARIES_QUERY_KEY, summaries.data);
        });
      }),
    [queryClient],
  );
  const query = useQuery({
    queryKey: STUDENT_SUMMARIES_QUERY_KEY,
    queryFn: ({ signal }) => getStudentSummaries(signal),
    meta: NOT_AN_OFFLINE_GAP,
    staleTime: STUDENTS_STALE_TIME_MS,
    gcTime: STUDENTS_GC_TIME_MS,
    retry: STUDENTS_RETRIES,
  });
  const userId = useMe().data?.id;
  const stored = useResolvedCopy(
    useMemo(
      () =>
        query.isError && !query.data && userId
          ? storedStudentSchemas().then(({ storedSummariesSchema }) =>
              readStoredCopy(studentsCacheKey(userId), storedSummariesSchema),
            )
          : undefined,
      [query.isError, query.data, userId],
    ),
  );
  return { query, students: query.data ?? stored, usingStoredCopy: stored !== undefined };
}
