/**
 * The students list served from memory while the teacher's caseload is unchanged (decision 018;
 * requirements "Students"). A teacher opens the list, the dashboard and every picker many times
 * between two changes to their students; the answer is the same each time, so each app instance
 * keeps the last JSON text of each teacher's list (full records and the summary view apart) with the
 * caseload version it was read under, and answers from it while `caseload_versions` still holds that
 * version. The database replaces the version in the transaction of every change to the teacher's
 * students or goals (triggers of migration 0019), so a change made through another instance, a
 * script or a restore is seen on the next request: nothing in memory changes an answer.
 *
 * Each answer, from memory or not, writes the read to the audit log as before.
 */
import { eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../../db/client.ts";
import { caseloadVersions } from "../../db/schema/index.ts";
import { recordAudit } from "../../lib/audit.ts";
import { listStudentSummaries, listStudents } from "./students.service.ts";

/** Which list: full records (the default) or the summary fields (`?view=summary`). */
export type StudentListView = "full" | "summary";

interface CachedList {
  version: string;
  /** The answer's JSON text. */
  body: string;
  /** Students in it (the audit line's count). */
  count: number;
}

/** Bytes of list text kept per instance by default: 32 MiB, some 600 caseloads of 30 full records. */
export const STUDENT_LIST_CACHE_BYTES = 32 * 1024 * 1024;

/** The version a teacher without a `caseload_versions` row has: nothing changed since migration 0019. */
const UNCHANGED = "unchanged";

/** The version read, prepared once per database handle: it runs on every list request. */
const versionReads = new WeakMap<Db, ReturnType<typeof prepareVersionRead>>();

function prepareVersionRead(db: Db) {
  return db
    .select({ version: caseloadVersions.version })
    .from(caseloadVersions)
    .where(eq(caseloadVersions.userId, sql.placeholder("userId")))
    .limit(1)
    .prepare("caseload_version");
}

/** The current caseload version of `userId` (one primary-key read). */
async function caseloadVersion(db: Db, userId: string): Promise<string> {
  let read = versionReads.get(db);
  if (!read) {
    read = prepareVersionRead(db);
    versionReads.set(db, read);
  }
  const [row] = await read.execute({ userId });
  return row?.version ?? UNCHANGED;
}

/**
 * A cache of one app instance. `json(db, userId, view)` returns the list's JSON text: from memory
 * when the version read now is the one it was stored under, else read (and audited) by the students
 * service and stored. The version is read before the list, so a change that lands in between is
 * stored under the older version and read again next time.
 * @param maxBytes bytes of JSON text kept (least recently used lists go first).
 */
export function createStudentListCache(maxBytes = STUDENT_LIST_CACHE_BYTES) {
  const lists = new LRUCache<string, CachedList>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.body.length),
  });
  return {
    async json(db: Db, userId: string, view: StudentListView): Promise<string> {
      const version = await caseloadVersion(db, userId);
      const key = `${view}:${userId}`;
      const kept = lists.get(key);
      if (kept && kept.version === version) {
        await recordAudit(db, {
          userId,
          action: "student.list",
          entity: "student",
          detail: view === "summary" ? { count: kept.count, view } : { count: kept.count },
        });
        return kept.body;
      }
      const list =
        view === "summary" ? await listStudentSummaries(db, userId) : await listStudents(db, userId);
      const body = JSON.stringify(list);
      lists.set(key, { version, body, count: list.length });
      return body;
    },
  };
}

export type StudentListCache = ReturnType<typeof createStudentListCache>;
