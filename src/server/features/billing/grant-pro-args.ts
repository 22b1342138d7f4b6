/**
 * The command line of `npm run billing:grant-pro -- <email> --reason "…"` (requirements "Admin area":
 * every grant has a reason), read before anything is opened, so a refused command touches no database.
 */

/** The usage line the command prints with every refusal. */
export const GRANT_PRO_USAGE =
  'Usage: npm run billing:grant-pro -- teacher@school.org --reason "Paid by purchase order 1234"';

/**
 * The address and the reason of `args` (`--reason "…"` or `--reason=…`, anywhere), or the message that
 * says what is missing: one address exactly, and a reason of at least 3 characters.
 */
export function parseGrantProArgs(args: string[]): { email: string; reason: string } | { error: string } {
  let reason: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg === "--reason") reason = args[++i];
    else if (arg.startsWith("--reason=")) reason = arg.slice("--reason=".length);
    else rest.push(arg);
  }
  const email = rest[0];
  if (!email || rest.length > 1) return { error: GRANT_PRO_USAGE };
  if (!reason || reason.trim().length < 3) {
    return {
      error: `Give the reason for the grant (at least 3 characters); it goes into the audit log.\n${GRANT_PRO_USAGE}`,
    };
  }
  return { email, reason };
}
