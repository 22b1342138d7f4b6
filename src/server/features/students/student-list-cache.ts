/**
 * The students list served from memory while the teacher's caseload is unchanged (decision 018;
 * requirements "Students"). A teacher opens the list, the dashboard and every picker many times
 * between two changes to their students; the answer is the same each time, so each app instance
 * keeps the last JSON text of each teacher's list (full records and the summary view apart) with the
 * caseload version it was read under, and answers from it while `caseload_versions` still holds that
 * version. The database replaces the version in the transaction of every change to the teacher's
 * students or goals (triggers of migration 0019), and to a student shared with the teacher or to
 * their membership of its team (migration 0028; requirements "Shared students in lists"), so a
 * change made through another instance, a script or a restore is seen on the next request: nothing
 * in memory changes an answer.
 *
 * Each answer, from memory or not, writes the read to the audit log as before.
 *
 * On PGlite the versions themselves are kept in memory too (decision 018, "One process"): only this
 * process can write the folder, and the trigger announces each replaced version at commit, before the
 * committing call returns, so a version is read from the database once and forgotten when announced.
 */
import { eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database, Db } from "../../db/client.ts";
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

/** The channel the caseload version trigger announces a teacher's new version on (migration 0020). */
export const CASELOAD_VERSION_CHANNEL = "caseload_version";

/** Teachers whose version is kept in memory at most (least recently used go first). */
const KNOWN_VERSIONS = 20_000;

/**
 * The caseload versions of a database only this process writes (PGlite), kept in memory from the
 * first read until the trigger announces a new one. `read(db, userId)` returns undefined when the
 * handle is not the listened one (a transaction sees its own uncommitted changes) or before listening
 * started; the caller then reads the database. A read that an announcement overtook is answered but
 * not kept.
 * @param readVersion the database read (tests pass their own).
 */
export function createKnownVersions(
  ownChanges: NonNullable<Database["ownChanges"]>,
  readVersion: (db: Db, userId: string) => Promise<string> = caseloadVersion,
) {
  const versions = new LRUCache<string, string>({ max: KNOWN_VERSIONS });
  // Moves on every announcement: a read that began before one may hold the older version.
  let announcements = 0;
  let listening = false;
  const ready = ownChanges
    .listen(CASELOAD_VERSION_CHANNEL, (userId) => {
      announcements += 1;
      versions.delete(userId);
    })
    .then(
      () => {
        listening = true;
      },
      () => {
        // Without announcements every request reads the version, as on PostgreSQL.
      },
    );
  return {
    /** Settles once listening started (or failed to: every read then goes to the database). */
    ready,
    async read(db: Db, userId: string): Promise<string | undefined> {
      if (!listening || db !== ownChanges.db) return undefined;
      const known = versions.get(userId);
      if (known) return known;
      const before = announcements;
      const version = await readVersion(db, userId);
      if (announcements === before) versions.set(userId, version);
      return version;
    },
  };
}

/**
 * A cache of one app instance. `json(db, userId, view)` returns the list's JSON text: from memory
 * when the version read now is the one it was stored under, else read (and audited) by the students
 * service and stored. The version is read before the list, so a change that lands in between is
 * stored under the older version and read again next time.
 * @param opts.maxBytes bytes of JSON text kept (least recently used lists go first).
 * @param opts.ownChanges the database's own-change announcements (PGlite), to keep versions in memory.
 */
export function createStudentListCache(
  opts: { maxBytes?: number; ownChanges?: Database["ownChanges"] } = {},
) {
  const maxBytes = opts.maxBytes ?? STUDENT_LIST_CACHE_BYTES;
  const knownVersions = opts.ownChanges ? createKnownVersions(opts.ownChanges) : undefined;
  const lists = new LRUCache<string, CachedList>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.body.length),
  });
  return {
    async json(db: Db, userId: string, view: StudentListView): Promise<string> {
      const version = (await knownVersions?.read(db, userId)) ?? (await caseloadVersion(db, userId));
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
