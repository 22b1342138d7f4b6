/**
 * "Who did what" on a student's page (requirements "IEP teams": every access by a member is audited
 * with the member's id; the owner sees it): who, in what role, what, when, newest first; the last 20,
 * then 20 more with each "Show more".
 */
import { SectionQueryState } from "@client/components/section-query-state";
import { Button } from "@client/components/ui";
import { isTeamRole, TEAM_ROLE_LABELS, type TeamActivity as TeamActivityLine } from "@shared/contracts/teams";
import { formatDateTime } from "@shared/domain/date-format";
import { useState } from "react";
import { useTeamActivity } from "../api/activity";

/** Lines shown at first, and added by each "Show more". */
export const ACTIVITY_PAGE = 20;

/** "Co-teacher", "Provider"…, or "Case manager" for the owner. */
const roleWords = (role: string) => (isTeamRole(role) ? TEAM_ROLE_LABELS[role] : "Case manager");

/**
 * Each line with a key made of what it says (a line has no id): its time, who and what, and how
 * many such lines came before it.
 */
function withKeys(lines: readonly TeamActivityLine[]): [string, TeamActivityLine][] {
  const seen = new Map<string, number>();
  return lines.map((a) => {
    const base = `${a.at}|${a.userId}|${a.what}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return [`${base}|${n}`, a];
  });
}

/** The list under a heading level 3 of the team section. */
export function TeamActivity({ studentId }: { studentId: string }) {
  const query = useTeamActivity(studentId);
  const [shown, setShown] = useState(ACTIVITY_PAGE);
  let body: React.ReactNode;
  if (!query.isSuccess) {
    body = (
      <SectionQueryState
        query={query}
        loading="Loading who did what…"
        failed="Failed to load who did what. Please try again."
        skeletonClassName="h-12"
      />
    );
  } else if (query.data.length === 0) {
    body = <p className="text-sm text-slate-700">Nobody on the team has opened or changed the record yet.</p>;
  } else {
    body = (
      <>
        <ul className="divide-y divide-slate-100 text-sm">
          {withKeys(query.data.slice(0, shown)).map(([key, a]) => (
            <li key={key} className="py-2">
              <p className="text-slate-900">
                <span className="font-medium">{a.name}</span> ({roleWords(a.role)}) · {a.what}
              </p>
              <p className="text-xs text-slate-600">
                <time dateTime={a.at}>{formatDateTime(a.at)}</time>
              </p>
            </li>
          ))}
        </ul>
        {query.data.length > shown ? (
          <Button variant="secondary" size="sm" onClick={() => setShown((n) => n + ACTIVITY_PAGE)}>
            Show more
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <section
      aria-labelledby={`team-activity-${studentId}`}
      className="space-y-2 border-t border-slate-200 pt-3"
    >
      <h3 id={`team-activity-${studentId}`} className="text-sm font-semibold text-slate-900">
        Who did what
      </h3>
      {body}
    </section>
  );
}
