/**
 * What the teams feature tells people (requirements "IEP teams", "Invitations", "Transfer"): the
 * in-app notification (notifications' `addNotification`, inside the caller's transaction) and the
 * e-mail, sent after the change committed and never failing the request. A subject never names a
 * student; a body names at most the student's first name and the inviter — nothing else of the record.
 */
import type { Runner } from "../../db/client.ts";
import { describeUnexpectedError } from "../../lib/error-log.ts";
import type { Mailer, MailMessage } from "../../mail/mailer.ts";
import { addNotification } from "../notifications/index.ts";

/** Where a notification about teams opens: the dashboard lists invitations and transfers to answer. */
export const TEAM_LINK = "/dashboard";

/** The student page a notification about one student opens. */
export const studentLink = (studentId: string) => `/dashboard/students?student=${studentId}`;

/** "Maya Robinson" → "Maya": the only part of a name an invitation mail carries. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || "a student";
}

/** "Maya Robinson" → "Maya R.": how an unanswered invitation names the student. */
export function shortName(fullName: string): string {
  const [first, ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]?.toUpperCase()}.` : (first ?? "");
}

/** One in-app notification of the teams feature. */
export interface TeamNotice {
  userId: string;
  type: "team_invitation" | "team_update";
  title: string;
  body: string;
  link: string;
}

/** Writes the notifications in the caller's transaction. */
export async function notify(tx: Runner, notices: readonly TeamNotice[], now: Date): Promise<void> {
  for (const n of notices) await addNotification(tx, n, now);
}

/**
 * Sends each message; a failure is logged (`team e-mail failed: <class> code=<code>`) and counted,
 * never thrown: the change it tells about has already committed.
 * @returns how many were sent and how many failed.
 */
export async function sendTeamMail(
  mailer: Mailer,
  log: (line: string) => void,
  messages: readonly MailMessage[],
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const message of messages) {
    try {
      await mailer.send(message);
      sent++;
    } catch (err) {
      failed++;
      log(describeUnexpectedError(err, "MAIL", "team").replace("unexpected error", "team e-mail failed"));
    }
  }
  return { sent, failed };
}
