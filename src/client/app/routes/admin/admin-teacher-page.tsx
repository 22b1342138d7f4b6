/**
 * /admin/teachers/:teacherId (requirements "Admin area"): the teacher's profile, plan and
 * subscription, usage as counts (students, notes per month), recent sign-ins and tickets, the audited
 * actions, and the student records only when the teacher allowed it (each look audited).
 */
import { Card } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { useTeacher } from "@client/features/admin/api/admin-data";
import { AdminHeading, QueryState, Stat } from "@client/features/admin/components/admin-query-state";
import { SharedStudents } from "@client/features/admin/components/shared-students";
import { TeacherActionsForm } from "@client/features/admin/components/teacher-actions-form";
import { planLabel, shortDate } from "@client/features/admin/components/teacher-table";
import { formatDateTime, formatMonth } from "@shared/domain/date-format";
import { Link, useParams } from "react-router";

/** The teacher detail screen. */
export function Component() {
  const { teacherId = "" } = useParams();
  const query = useTeacher(teacherId);
  return (
    <QueryState query={query} label="the teacher">
      {(t) => (
        <>
          <p className="mb-2 text-sm">
            <Link className="text-indigo-700 underline underline-offset-2" to={paths.adminTeachers}>
              All teachers
            </Link>
          </p>
          <AdminHeading title={t.email}>
            {[t.name, t.organization].filter(Boolean).join(" · ") || "No name given"}
          </AdminHeading>
          <div className="grid gap-4 lg:grid-cols-3">
            <div className="space-y-4 lg:col-span-2">
              <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
                <Stat label="Plan" value={planLabel(t.planState)} />
                <Stat label="Trial ends" value={shortDate(t.trialEndsAt)} />
                <Stat label="Students" value={t.usage.students} />
                <Stat
                  label="Notes this month"
                  value={`${t.usage.notesThisMonth}${t.planState === "free" ? ` of ${t.usage.freeNoteLimit}` : ""}`}
                />
              </dl>
              <Card className="p-4 text-sm">
                <h2 className="text-lg font-semibold text-slate-900">Account</h2>
                <ul className="mt-2 space-y-1 text-slate-800">
                  <li>Status: {t.suspended ? "Suspended" : "Active"}</li>
                  <li>Email confirmed: {t.emailVerified ? "yes" : "no"}</li>
                  <li>Signed up: {shortDate(t.createdAt)}</li>
                  <li>Time zone: {t.timeZone ?? "—"}</li>
                  <li>
                    Subscription:{" "}
                    {t.subscription ? `${t.subscription.plan}, ${t.subscription.status}` : "none"}
                  </li>
                  <li>
                    Notes by month:{" "}
                    {t.usage.notesByMonth.map((m) => `${formatMonth(m.month)}: ${m.notes}`).join(", ") ||
                      "none yet"}
                  </li>
                </ul>
              </Card>
              <Card className="p-4 text-sm">
                <h2 className="text-lg font-semibold text-slate-900">Sign-ins</h2>
                <ul className="mt-2 space-y-1">
                  {t.signIns.length === 0 ? <li>None.</li> : null}
                  {t.signIns.map((s) => (
                    <li key={s.at} className="break-words">
                      {formatDateTime(s.at)} · {s.ipAddress || "address unknown"}
                      {s.active ? " · active" : ""}
                    </li>
                  ))}
                </ul>
              </Card>
              <Card className="p-4">
                <SharedStudents teacherId={t.id} />
              </Card>
              <Card className="p-4 text-sm">
                <h2 className="text-lg font-semibold text-slate-900">Tickets</h2>
                <ul className="mt-2 space-y-1">
                  {t.tickets.length === 0 ? <li>None.</li> : null}
                  {t.tickets.map((k) => (
                    <li key={k.id}>
                      <Link
                        className="text-indigo-700 underline underline-offset-2"
                        to={`${paths.adminTickets}/${k.id}`}
                      >
                        {k.subject}
                      </Link>{" "}
                      · {k.status} · {shortDate(k.createdAt)}
                    </li>
                  ))}
                </ul>
              </Card>
            </div>
            <Card className="p-4">
              <TeacherActionsForm teacherId={t.id} suspended={t.suspended} />
            </Card>
          </div>
        </>
      )}
    </QueryState>
  );
}
