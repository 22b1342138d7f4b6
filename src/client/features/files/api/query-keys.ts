/**
 * The attachments' query keys (architecture "Query keys"): the one place they are spelled. Any client
 * code may import this file, and no other file of the feature, so it holds nothing but keys.
 */

/** Prefix of every attachments query. */
export const FILES_QUERY_KEY = ["files"] as const;

/** A student's attachments, StudentFileList (GET /api/v1/students/:studentId/files, optionally `?iepId=`). */
export const studentFilesQueryKey = (studentId: string, iepId?: string) =>
  [...FILES_QUERY_KEY, "student", studentId, iepId ?? "all"] as const;
