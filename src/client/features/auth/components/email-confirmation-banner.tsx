/**
 * The teacher-area banner for an unconfirmed address (requirements "Sign-up and sign-in"; decision 011):
 * days left of the 7-day grace period, or that drafting notes now waits for the confirmation, with
 * "Send the link again". Shows nothing once the address is confirmed. It reads the profile the
 * teacher area's guard has already loaded (`emailVerified`, `createdAt`), so it is there with the
 * first paint rather than pushing the screen down when a later answer arrives.
 */

import { confirmationStatus } from "@shared/domain/email-confirmation";
import { Alert, Button } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useMe } from "../../../lib/auth/get-me";
import { useResendConfirmation } from "../api/confirmation";

/** The banner; `now` is for tests. */
export function EmailConfirmationBanner({ now = new Date() }: { now?: Date }) {
  const user = useMe();
  const resend = useResendConfirmation();
  if (!user.data) return null;
  const status = confirmationStatus(user.data.emailVerified, new Date(user.data.createdAt), now);
  if (status.state === "confirmed") return null;
  const days = status.daysLeft === 1 ? "1 day" : `${status.daysLeft} days`;
  return (
    <Alert
      tone="warning"
      className="mb-6"
      title={
        status.state === "grace" ? "Please confirm your email address" : "Confirm your email to draft notes"
      }
    >
      <p>
        {status.state === "grace"
          ? `We sent a link to ${user.data.email}. ${days} left to open it; after that, drafting notes waits for the confirmation.`
          : `Drafting notes waits until you open the link we sent to ${user.data.email}. Everything else keeps working.`}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant="secondary"
          loading={resend.isPending}
          onClick={() => resend.mutate(user.data?.email ?? "")}
        >
          Send the link again
        </Button>
        {resend.isSuccess ? <span>A new link is on its way.</span> : null}
        {resend.isError ? <span>{errorMessage(resend.error, "Please try again in a moment.")}</span> : null}
      </div>
    </Alert>
  );
}
