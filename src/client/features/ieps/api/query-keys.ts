/**
 * The IEP documents' query keys (architecture "Query keys"): the one place they are spelled. Any
 * client code may import this file, and no other file of the feature, so it holds nothing but keys.
 */

/** Prefix of every IEP query (versions, signing, outstanding). */
export const IEPS_QUERY_KEY = ["ieps"] as const;

/** A student's IEP versions, IepList (GET /api/v1/students/:studentId/ieps). */
export const studentIepsQueryKey = (studentId: string) => [...IEPS_QUERY_KEY, "student", studentId] as const;

/** One IEP version, Iep (GET /api/v1/ieps/:id). */
export const iepQueryKey = (iepId: string) => [...IEPS_QUERY_KEY, "detail", iepId] as const;

/** Everything about signing one IEP, IepSigningState (GET /api/v1/ieps/:id/signatures). */
export const iepSigningQueryKey = (iepId: string) => [...IEPS_QUERY_KEY, "signing", iepId] as const;

/** The dashboard's unsigned IEPs and outstanding consent, OutstandingIeps (GET /api/v1/signatures/outstanding). */
export const OUTSTANDING_IEPS_QUERY_KEY = [...IEPS_QUERY_KEY, "outstanding"] as const;
