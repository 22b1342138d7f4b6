/**
 * The device forgets a student the teacher lost (requirements "IEP teams": every offline cache
 * holds exactly what the role may read; architecture "Offline rules"): when a caseload list fetched
 * from the server no longer lists a student the cached caseload held (the owner revoked the
 * teacher's access, the student was transferred away or deleted elsewhere) — a request about one
 * student of the caseload answering 404 asks for the caseload again — every cached read
 * of that student is dropped — from memory and from the device record (`cache-persistence.ts`):
 * the record, its goals, their data points, services, sessions, contacts, notes, meetings,
 * deadlines, its at-a-glance page and field history; rows of that student inside caseload-wide
 * lists (all goals, notes, meetings, deadlines, the dashboard) are taken out of them.
 *
 * Never dropped: a waiting change (decision 008: a queued change for a lost student is sent, and
 * the server's refusal is reported by the outbox as for any refused change), and a row not yet
 * saved (a `local-…` id: an unsent note or entry stays until its change is answered).
 */
import { STUDENT_SUMMARIES_QUERY_KEY, STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { fieldHistoryKey } from "@client/features/writing-assistant/api/query-keys";
import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { ApiRequestError } from "../api-client";
import { ME_QUERY_KEY } from "../auth/query-keys";
import { keptQueriesOf, PERSISTED_QUERY_ROOTS, rewriteKeptQueries } from "./cache-persistence";

/**
 * The first elements of the query keys that hold one teacher's student data: those kept on the
 * device except the profile, and the field history.
 */
export const STUDENT_DATA_ROOTS: readonly string[] = [
  ...PERSISTED_QUERY_ROOTS.filter((root) => root !== ME_QUERY_KEY[0]),
  fieldHistoryKey("")[0],
];

/** The two caseload lists (full and summary): a fresh one names every student the teacher has. */
const CASELOAD_HASHES = new Set([hashKey(STUDENTS_QUERY_KEY), hashKey(STUDENT_SUMMARIES_QUERY_KEY)]);

type Ids = ReadonlySet<string>;
type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain =>
  typeof v === "object" && v !== null && Object.getPrototypeOf(v) === Object.prototype;
const isUnsaved = (id: unknown) => typeof id === "string" && id.startsWith("local-");
const inScope = (key: QueryKey) => typeof key[0] === "string" && STUDENT_DATA_ROOTS.includes(key[0]);

/** True when any string inside `value` (a query key: arrays and plain objects) is one of `ids`. */
function mentions(value: unknown, ids: Ids): boolean {
  if (typeof value === "string") return ids.has(value);
  if (Array.isArray(value)) return value.some((v) => mentions(v, ids));
  if (isPlain(value)) return Object.values(value).some((v) => mentions(v, ids));
  return false;
}

/** Calls `visit` on every plain object inside `value`. */
function eachObject(value: unknown, visit: (o: Plain) => void): void {
  if (Array.isArray(value)) for (const v of value) eachObject(v, visit);
  else if (isPlain(value)) {
    visit(value);
    for (const v of Object.values(value)) eachObject(v, visit);
  }
}

/**
 * `value` without the rows of `lost` students: in every array, an object whose `studentId` (or, in
 * a caseload list, whose `id`) is lost is left out, unless its own id is unsaved (`local-…`).
 * Returns `value` itself when nothing changed.
 */
export function withoutStudents(value: unknown, lost: Ids, caseload = false): unknown {
  const dropped = (v: unknown) =>
    isPlain(v) &&
    !isUnsaved(v.id) &&
    ((typeof v.studentId === "string" && lost.has(v.studentId)) ||
      (caseload && typeof v.id === "string" && lost.has(v.id)));
  if (Array.isArray(value)) {
    let changed = false;
    const out: unknown[] = [];
    for (const v of value) {
      if (dropped(v)) {
        changed = true;
        continue;
      }
      const next = withoutStudents(v, lost, caseload);
      if (next !== v) changed = true;
      out.push(next);
    }
    return changed ? out : value;
  }
  if (isPlain(value)) {
    let changed = false;
    const out: Plain = {};
    for (const [k, v] of Object.entries(value)) {
      const next = withoutStudents(v, lost, caseload);
      if (next !== v) changed = true;
      out[k] = next;
    }
    return changed ? out : value;
  }
  return value;
}

/** Every student's data held in memory and in the device record: [key, data] of each query in scope. */
function cachedData(queryClient: QueryClient): [QueryKey, unknown][] {
  const out: [QueryKey, unknown][] = [];
  for (const q of queryClient.getQueryCache().getAll())
    if (inScope(q.queryKey) && q.state.data !== undefined) out.push([q.queryKey, q.state.data]);
  for (const q of keptQueriesOf(queryClient))
    if (inScope(q.queryKey) && q.state.data !== undefined) out.push([q.queryKey, q.state.data]);
  return out;
}

/**
 * Drops every cached read of the `lost` students from memory and from the device record (see the
 * module docstring); waiting changes stay. A query whose key names a lost student or one of its rows
 * (a goal's entries, a service's sessions, a goal's page) goes; a list of several students keeps the
 * others' rows. Resolves once the record is written.
 */
export function forgetStudents(queryClient: QueryClient, lost: Ids): Promise<void> {
  const gone = new Set([...lost].filter((id) => !isUnsaved(id)));
  if (gone.size === 0) return Promise.resolve();
  // The rows of the lost students (goals, services, meetings, notes…): their ids name other queries.
  for (const [, data] of cachedData(queryClient))
    eachObject(data, (o) => {
      if (
        typeof o.studentId === "string" &&
        gone.has(o.studentId) &&
        typeof o.id === "string" &&
        !isUnsaved(o.id)
      )
        gone.add(o.id);
    });
  const cache = queryClient.getQueryCache();
  for (const q of cache.getAll()) {
    if (!inScope(q.queryKey)) continue;
    if (mentions(q.queryKey, gone)) {
      cache.remove(q);
      continue;
    }
    if (q.state.data === undefined) continue;
    const data = withoutStudents(q.state.data, gone, CASELOAD_HASHES.has(q.queryHash));
    if (data !== q.state.data)
      queryClient.setQueryData(q.queryKey, data, { updatedAt: q.state.dataUpdatedAt });
  }
  return rewriteKeptQueries(queryClient, (q) => {
    if (!inScope(q.queryKey)) return q;
    if (mentions(q.queryKey, gone)) return null;
    const data = withoutStudents(q.state.data, gone, CASELOAD_HASHES.has(q.queryHash));
    return data === q.state.data ? q : { ...q, state: { ...q.state, data } };
  });
}

/** The student ids of a caseload list's data (unsaved `local-…` ids left out). */
function listedIds(data: unknown): Set<string> {
  const ids = new Set<string>();
  if (Array.isArray(data))
    for (const s of data) if (isPlain(s) && typeof s.id === "string" && !isUnsaved(s.id)) ids.add(s.id);
  return ids;
}

/**
 * Watches `queryClient` for a lost student (see the module docstring): a caseload list fetched from
 * the server (not one changed on the device) that lacks a student the caseload lists held before
 * makes the device forget that student; a 404 answered to a query whose key names a student of the
 * caseload invalidates the caseload lists, so their next fetch decides. Returns the unsubscribe.
 */
export function watchLostStudents(queryClient: QueryClient): () => void {
  const cache = queryClient.getQueryCache();
  // The students each caseload list held last (by query hash): "a student that was cached".
  const seen = new Map<string, Set<string>>();
  for (const q of cache.getAll())
    if (CASELOAD_HASHES.has(q.queryHash) && q.state.data !== undefined)
      seen.set(q.queryHash, listedIds(q.state.data));
  const known = () => new Set([...seen.values()].flatMap((ids) => [...ids]));

  return cache.subscribe((event) => {
    if (event.type !== "added" && event.type !== "updated") return;
    const { query } = event;
    if (CASELOAD_HASHES.has(query.queryHash)) {
      if (query.state.data === undefined) return;
      const listed = listedIds(query.state.data);
      const fetched = event.type === "updated" && event.action.type === "success" && !event.action.manual;
      const lost = fetched ? [...known()].filter((id) => !listed.has(id)) : [];
      seen.set(query.queryHash, listed);
      if (lost.length > 0) queueMicrotask(() => void forgetStudents(queryClient, new Set(lost)));
      return;
    }
    if (
      event.type === "updated" &&
      event.action.type === "error" &&
      event.action.error instanceof ApiRequestError &&
      event.action.error.status === 404 &&
      inScope(query.queryKey)
    ) {
      // A 404 about one student of the caseload may be the student lost, or only a read the
      // teacher's role does not have: the caseload is asked again, and the rule above decides from
      // the server's list (a role's refusal never wipes a student the teacher still has).
      const named = [...known()].filter((id) => mentions(query.queryKey, new Set([id])));
      if (named.length > 0)
        queueMicrotask(() => {
          for (const key of [STUDENTS_QUERY_KEY, STUDENT_SUMMARIES_QUERY_KEY])
            void queryClient.invalidateQueries({ queryKey: key, exact: true });
        });
    }
  });
}
