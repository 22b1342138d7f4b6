/**
 * Deleting a teacher's own account (requirements "Account deletion"): the earlier product's
 * `delete_user` answered how many students and notes were preserved; we do the same.
 *
 * In one transaction: every student is copied to `deleted_students` and every note to
 * `archived_notes` (owned by no active account, kept for the district's retention), the address goes
 * on the blacklist, and the `users` row is deleted — which removes the sessions, goals, progress
 * entries, preferences, picture and generation events with it (foreign keys cascade). The audit log,
 * the blacklist, the trial ledger and the archives have no foreign key and stay.
 */
import { and, eq } from "drizzle-orm";
import type { DeleteAccountResult } from "../../../shared/contracts/account.ts";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import type { Db } from "../../db/client.ts";
import { account, archivedNotes, deletedStudents, notes, students, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { FileStore } from "../../lib/hono-env.ts";
import { removeStoredFiles, storedFileKeys } from "../files/index.ts";
import { blacklistEmail } from "./blacklist.service.ts";

/**
 * Checks a password against a stored hash (better-auth's hasher in the server); the route runs it
 * under the teacher's password budget, so it may throw AppError 429 instead (requirements "Rate limits").
 */
export type PasswordCheck = (hash: string, password: string) => Promise<boolean>;

/** Why a deletion was refused with 403 (`details.reason`). */
export type DeletionRefusal = "password" | "admin";

const forbidden = (reason: DeletionRefusal) =>
  new AppError(403, ErrorCode.FORBIDDEN, messages.account.forbidden, { reason });

/** PostgreSQL's foreign-key violation code. */
const FOREIGN_KEY_VIOLATION = "23503";

function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/**
 * Deletes the account of `userId` after checking `password` against its e-mail sign-in.
 * @param options.beforeDelete runs after the checks and before the transaction (billing ends the
 *   paid subscription at the provider there); a throw stops the deletion.
 * @returns the number of students and notes kept in the archives.
 * @throws AppError 401 (no such user), 403 "You do not have permission to delete this account."
 *   (`details.reason` "password": wrong password; "admin": an administrator account, which another
 *   administrator removes), 409 "Cannot delete account due to existing data dependencies." (a row
 *   of another table still points at the account); whatever `checkPassword` throws.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  password: string,
  options: {
    checkPassword: PasswordCheck;
    now: Date;
    beforeDelete?: () => Promise<void>;
    /** Where the teacher's attachments are: their bytes are removed once the account is gone. */
    files?: { store: FileStore; log: (line: string) => void };
  },
): Promise<DeleteAccountResult> {
  const [user] = await db
    .select({ email: users.email, authRole: users.authRole })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError(401, ErrorCode.UNAUTHENTICATED, messages.notes.notAuthenticated);
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  const passwordOk = credential?.hash ? await options.checkPassword(credential.hash, password) : false;
  if (!passwordOk) throw forbidden("password");
  if (user.authRole === "admin") throw forbidden("admin");
  await options.beforeDelete?.();

  // Attachments are not archived (like goals, they go with the account): their rows by cascade,
  // their bytes after the transaction (requirements "Account deletion", "Attachments").
  let fileKeys: string[] = [];
  try {
    const deleted = await db.transaction(async (tx) => {
      const now = options.now;
      const studentRows = await tx.select().from(students).where(eq(students.userId, userId));
      if (studentRows.length > 0) {
        await tx.insert(deletedStudents).values(
          studentRows.map(({ id, ...row }) => ({
            ...row,
            originalStudentId: id,
            deletedByUserId: userId,
            deletedAt: now,
          })),
        );
      }
      const noteRows = await tx.select().from(notes).where(eq(notes.userId, userId));
      if (noteRows.length > 0) {
        await tx
          .insert(archivedNotes)
          .values(noteRows.map(({ id, ...row }) => ({ ...row, originalNoteId: id, archivedAt: now })));
      }
      fileKeys = await storedFileKeys(tx, userId);
      await blacklistEmail(tx, user.email, now);
      const result = { studentsPreserved: studentRows.length, notesPreserved: noteRows.length };
      await recordAudit(tx, {
        userId,
        action: "account.delete",
        entity: "user",
        entityId: userId,
        detail: result,
      });
      await tx.delete(users).where(eq(users.id, userId));
      return result;
    });
    if (options.files) await removeStoredFiles(options.files.store, fileKeys, options.files.log);
    return deleted;
  } catch (error) {
    if (hasCode(error, FOREIGN_KEY_VIOLATION))
      throw new AppError(409, ErrorCode.ACCOUNT_DEPENDENCIES, messages.account.dependencies);
    throw error;
  }
}
