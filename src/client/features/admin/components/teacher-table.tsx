/**
 * The teachers table of the admin area (requirements "Admin area"): address, name, plan, status,
 * confirmation, sign-up date; each row links to the teacher's detail.
 */

import { ScrollRegion } from "@client/components/scroll-region";
import type { TeacherRow } from "@shared/contracts/admin";
import { formatDate } from "@shared/domain/date-format";
import { Link } from "react-router";

const PLAN_LABELS: Record<string, string> = {
  pro: "Pro",
  active_trial: "Trial",
  expired_trial: "Trial ended",
  free: "Free",
};

/** The label of a plan state (pro, active_trial, expired_trial, free). */
export const planLabel = (state: string) => PLAN_LABELS[state] ?? state;

/** A day as every screen writes it (requirements "Product and users": dates a person reads), or "—". */
export const shortDate = (iso: string | null) => (iso ? formatDate(iso) : "—");

/** One row per teacher; `detailPath` builds the link of a teacher's detail. */
export function TeacherTable({
  rows,
  detailPath,
}: {
  rows: TeacherRow[];
  detailPath: (id: string) => string;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-700">No teacher matches.</p>;
  return (
    <ScrollRegion label="Teachers" className="rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Teachers</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              Email
            </th>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              Plan
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Confirmed
            </th>
            <th scope="col" className="px-3 py-2">
              Signed up
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <tr key={t.id} className="border-t border-slate-200">
              <td className="px-3 py-2">
                <Link className="text-indigo-700 underline underline-offset-2" to={detailPath(t.id)}>
                  {t.email}
                </Link>
              </td>
              <td className="px-3 py-2">{t.name}</td>
              <td className="px-3 py-2">{planLabel(t.planState)}</td>
              <td className="px-3 py-2">
                {t.suspended ? "Suspended" : "Active"}
                {t.blacklisted ? " · blacklisted" : ""}
              </td>
              <td className="px-3 py-2">{t.emailVerified ? "Yes" : "No"}</td>
              <td className="px-3 py-2">{shortDate(t.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
