/**
 * The e-mail blacklist (requirements "Account deletion", "Sign-up and sign-in"): the address of a
 * deleted account cannot sign up again until re-registration is allowed. The earlier product's
 * `is_email_blacklisted(email_to_check)` and `allow_email_reregistration(email_to_check)` as server
 * functions; the blacklist has no foreign key to `users`, so it survives the account.
 */
import { and, eq } from "drizzle-orm";
import { normalizeEmail } from "../../../shared/domain/email-address.ts";
import type { Db } from "../../db/client.ts";
import { emailBlacklist } from "../../db/schema/index.ts";

/**
 * The check itself lives below the features, where the auth library's hooks read it on every sign-up
 * and change of address (`auth/account-standing.ts`); it is this feature's public function too.
 */
export { isEmailBlacklisted } from "../../auth/account-standing.ts";

/**
 * Allows a new sign-up with `emailToCheck` (an administrator's action). The row stays, marked
 * allowed, so the history is kept.
 * @returns true when the address was blocked and is now allowed; false when it was not blocked.
 */
export async function allowEmailReregistration(
  db: Pick<Db, "update">,
  emailToCheck: string,
  now: Date = new Date(),
): Promise<boolean> {
  const changed = await db
    .update(emailBlacklist)
    .set({ reregistrationAllowed: true, updatedAt: now })
    .where(
      and(
        eq(emailBlacklist.email, normalizeEmail(emailToCheck)),
        eq(emailBlacklist.reregistrationAllowed, false),
      ),
    )
    .returning({ email: emailBlacklist.email });
  return changed.length > 0;
}

/** Puts `email` on the blacklist (again, when it was allowed before). */
export async function blacklistEmail(
  db: Pick<Db, "insert">,
  email: string,
  now: Date,
  reason = "account_deleted",
): Promise<void> {
  await db
    .insert(emailBlacklist)
    .values({
      email: normalizeEmail(email),
      reason,
      reregistrationAllowed: false,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: emailBlacklist.email,
      set: { reason, reregistrationAllowed: false, updatedAt: now },
    });
}
