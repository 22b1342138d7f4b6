import { messages } from "@shared/domain/error-messages";
import { Alert } from "../../../components/ui";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { describePlanUsage, type PlanInfo } from "../lib/plan-usage";

/**
 * The failure message under the note form (requirements "Error catalogue"), with the count when
 * the quota refused it (requirements "Note quota"). Says that what was typed is kept.
 */
export function GenerateError({ error, plan }: { error: Error; plan: PlanInfo }) {
  if (error instanceof ApiRequestError && error.status === 403) {
    const blocked = describePlanUsage(plan, new Date()).blocked;
    return (
      <Alert tone="error" title={blocked?.title ?? "You cannot write more notes right now"}>
        {blocked ? (
          <p>{blocked.body}</p>
        ) : (
          <>
            <p>{error.message}</p>
            <p className="mt-1">What you typed is kept as a draft.</p>
          </>
        )}
      </Alert>
    );
  }
  const title = messages.notes.generateFailed;
  const reason = errorMessage(error, title);
  return (
    <Alert tone="error" title={title}>
      {reason !== title ? <p>{reason}</p> : null}
      <p className={reason !== title ? "mt-1" : undefined}>What you typed is kept.</p>
    </Alert>
  );
}
