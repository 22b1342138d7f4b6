/**
 * The contacts feature's query keys (architecture "Query keys"): the one place they are spelled.
 * Any client code may import this file, and no other file of the feature, so it holds nothing but keys.
 */

/** Prefix of every student's contact list. */
export const CONTACTS_QUERY_PREFIX = ["contacts"] as const;

/** A student's parent contacts, newest first (GET /api/v1/students/:studentId/contacts). */
export const studentContactsQueryKey = (studentId: string) => [...CONTACTS_QUERY_PREFIX, studentId] as const;
