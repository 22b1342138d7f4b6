/**
 * Who may hold a session, and which address an account may take (requirements "Admin area",
 * "Account deletion", "Sessions and sign-out"). Read where the rule must hold for every path:
 * - the auth library's database hooks (`auth.ts`): every session the library makes (sign-in, the
 *   password reset, a confirmation link, a password change, any provider added later) and every user
 *   row it writes with an address (sign-up, a change of address) passes through them, whatever the
 *   endpoint or the body's encoding;
 * - the session check of every `/api/v1` request (`app.ts`, {@link createSuspensionCheck}), which
 *   runs after the signed session copy (decision 014) and so sees a suspension at once: one primary-key
 *   read per request on PostgreSQL; on PGlite, which only this process writes, the answer is kept in
 *   memory and forgotten when the table's trigger announces the teacher (migration 0022, the
 *   mechanism of decision 018 "One process"), so a cached read stays free of queries.
 * The tables are staff's suspension (`teacher_admin_state`, written by `features/admin` through
 * `features/settings`) and the blacklist (`email_blacklist`, written by `features/account`); this
 * module only reads them, below the features, so the auth layer imports no feature (decision 020).
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { normalizeEmail } from "../../shared/domain/email-address.ts";
import type { Database, Db } from "../db/client.ts";
import { emailBlacklist, teacherAdminState } from "../db/schema/index.ts";

type Reader = Pick<Db, "select">;

/**
 * True while staff have suspended the account `userId` (requirements "Admin area"). One look-up by
 * the table's primary key.
 * @param db the database or a transaction handle.
 */
export async function isUserSuspended(db: Reader, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: teacherAdminState.userId })
    .from(teacherAdminState)
    .where(and(eq(teacherAdminState.userId, userId), isNotNull(teacherAdminState.suspendedAt)))
    .limit(1);
  return row !== undefined;
}

/** The suspension read, prepared once per database handle: it runs on every `/api/v1` request. */
const preparedReads = new WeakMap<Db, ReturnType<typeof prepareSuspensionRead>>();

function prepareSuspensionRead(db: Db) {
  return db
    .select({ userId: teacherAdminState.userId })
    .from(teacherAdminState)
    .where(
      and(eq(teacherAdminState.userId, sql.placeholder("userId")), isNotNull(teacherAdminState.suspendedAt)),
    )
    .limit(1)
    .prepare("teacher_suspended");
}

/** {@link isUserSuspended} through a statement prepared once per handle (the database, not a transaction). */
async function readSuspension(db: Db, userId: string): Promise<boolean> {
  let read = preparedReads.get(db);
  if (!read) {
    read = prepareSuspensionRead(db);
    preparedReads.set(db, read);
  }
  return (await read.execute({ userId })).length > 0;
}

/**
 * True when `emailToCheck` is on the blacklist and re-registration has not been allowed
 * (requirements "Account deletion"; the earlier product's `is_email_blacklisted(email_to_check)`).
 * Addresses compare trimmed and lower-cased.
 * @param db the database or a transaction handle.
 */
export async function isEmailBlacklisted(db: Reader, emailToCheck: string): Promise<boolean> {
  const [row] = await db
    .select({ email: emailBlacklist.email })
    .from(emailBlacklist)
    .where(
      and(
        eq(emailBlacklist.email, normalizeEmail(emailToCheck)),
        eq(emailBlacklist.reregistrationAllowed, false),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The channel staff's state of a teacher is announced on (migration 0022); `*` means everyone. */
export const TEACHER_STATE_CHANNEL = "teacher_state";

/** Teachers whose suspension is kept in memory at most, on PGlite (least recently used go first). */
export const KNOWN_STANDINGS = 20_000;

/**
 * The suspension check of every `/api/v1` request. `isSuspended(userId)` answers
 * {@link isUserSuspended} for the database's committed state:
 * - PostgreSQL (no `ownChanges`: other processes write too): reads the database each time;
 * - PGlite: reads a teacher once and keeps the answer until the trigger announces that teacher
 *   (PGlite calls the listener before the committing call returns, so staff's action is seen by the
 *   very next request). Until listening has started, or if it fails, every call reads the database;
 *   a read that an announcement overtook is answered but not kept.
 * @param database the real database (not a request's transaction).
 * @param read the database read (tests pass their own).
 */
export function createSuspensionCheck(
  database: Pick<Database, "db" | "ownChanges">,
  read: (db: Db, userId: string) => Promise<boolean> = readSuspension,
) {
  const own = database.ownChanges;
  const known = new LRUCache<string, boolean>({ max: KNOWN_STANDINGS });
  // Moves on every announcement: a read that began before one may hold the older answer.
  let announcements = 0;
  let listening = false;
  const ready = own
    ? own
        .listen(TEACHER_STATE_CHANNEL, (userId) => {
          announcements += 1;
          if (userId === "*") known.clear();
          else known.delete(userId);
        })
        .then(
          () => {
            listening = true;
          },
          () => {
            // Without announcements every request reads the database, as on PostgreSQL.
          },
        )
    : Promise.resolve();
  return {
    /** Settles once listening started (or failed to), on PGlite; at once on PostgreSQL. */
    ready,
    async isSuspended(userId: string): Promise<boolean> {
      if (!own || !listening) return await read(database.db, userId);
      const kept = known.get(userId);
      if (kept !== undefined) return kept;
      const before = announcements;
      const suspended = await read(own.db, userId);
      if (announcements === before) known.set(userId, suspended);
      return suspended;
    },
  };
}

export type SuspensionCheck = ReturnType<typeof createSuspensionCheck>;
