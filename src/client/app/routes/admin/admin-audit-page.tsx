/**
 * /admin/audit (requirements "Admin area", "Audit log"): every admin action, newest first, filtered by
 * actor, teacher, action and dates, with a CSV export of the filtered lines.
 */
import { Form, FormError, InputField } from "@client/components/form";
import { ScrollRegion } from "@client/components/scroll-region";
import { Button } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { queryString, useAudit } from "@client/features/admin/api/admin-data";
import { AdminHeading, QueryState } from "@client/features/admin/components/admin-query-state";
import { type AuditRow, auditQuerySchema } from "@shared/contracts/admin";
import { formatDateTime } from "@shared/domain/date-format";
import { useState } from "react";
import { Link } from "react-router";
import { z } from "zod";

const FIELDS = [
  { key: "actor", label: "Actor (email)", type: "text" },
  { key: "teacher", label: "Teacher or ticket id", type: "text" },
  { key: "action", label: "Action", type: "text" },
  { key: "from", label: "From", type: "date" },
  { key: "to", label: "To", type: "date" },
] as const;

/** A date filter left empty is no filter; a filled one is checked as the audit query's date. */
const blankOr = <T extends z.ZodType>(field: T) => z.union([z.literal(""), field]);

/** The audit query's filters as the form holds them. */
const filterSchema = z.object({
  actor: auditQuerySchema.shape.actor,
  teacher: auditQuerySchema.shape.teacher,
  action: auditQuerySchema.shape.action,
  from: blankOr(auditQuerySchema.shape.from),
  to: blankOr(auditQuerySchema.shape.to),
});
const NO_FILTERS = { actor: "", teacher: "", action: "", from: "", to: "" };

/** The admin screen of a line's subject, or null when it has none (a staff member, an address). */
function subjectPath(row: AuditRow): string | null {
  if (row.entity === "settings") return paths.adminSettings;
  if (!row.entityId) return null;
  if (row.entity === "teacher") return `${paths.adminTeachers}/${encodeURIComponent(row.entityId)}`;
  if (row.entity === "ticket") return `${paths.adminTickets}/${encodeURIComponent(row.entityId)}`;
  return null;
}

/**
 * A line's subject by the name the server looked up (the teacher's name and address, the ticket's
 * subject, the changed settings), linked to its screen; the kind and id when it no longer exists.
 */
function AuditSubject({ row }: { row: AuditRow }) {
  const label = row.subject ?? `${row.entity} ${row.entityId ?? ""}`.trim();
  const to = subjectPath(row);
  if (!to) return <>{label}</>;
  return (
    <Link className="text-indigo-700 underline underline-offset-2 hover:text-indigo-900" to={to}>
      {label}
    </Link>
  );
}

/** The audit log screen. */
export function Component() {
  const [filters, setFilters] = useState<Record<string, string | undefined>>({});
  const query = useAudit(filters);
  return (
    <>
      <AdminHeading title="Audit log">
        Every admin action: who, what, which teacher, ticket or setting, when, from where.
      </AdminHeading>
      <Form
        className="mb-4 grid grid-cols-2 items-end gap-3 md:grid-cols-6"
        schema={filterSchema}
        defaultValues={NO_FILTERS}
        errorsAt="summary"
        onSubmit={setFilters}
      >
        {FIELDS.map((f) => (
          <InputField key={f.key} name={f.key} label={f.label} type={f.type} />
        ))}
        <Button type="submit">Filter</Button>
        <FormError variant="text" className="col-span-full" />
      </Form>
      <a
        className="mb-3 inline-block text-sm text-indigo-700 underline underline-offset-2"
        href={`/api/admin/audit${queryString({ ...filters, format: "csv" })}`}
        download
      >
        Download CSV
      </a>
      <QueryState query={query} label="the audit log">
        {(rows) => (
          <ScrollRegion label="Audit log" className="rounded-lg border border-slate-200 bg-white">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">Audit log</caption>
              <thead className="bg-slate-100">
                <tr>
                  {["When", "Actor", "Action", "Subject", "Reason", "From"].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} className="border-t border-slate-200">
                    <td className="whitespace-nowrap px-3 py-2">{formatDateTime(r.at)}</td>
                    <td className="px-3 py-2">{r.actor}</td>
                    <td className="px-3 py-2">{r.action.replace(/^admin\./, "")}</td>
                    <td className="break-words px-3 py-2">
                      <AuditSubject row={r} />
                    </td>
                    <td className="px-3 py-2">{r.reason ?? ""}</td>
                    <td className="px-3 py-2">{r.ip ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {rows.length === 0 ? <p className="p-3 text-sm text-slate-700">No lines match.</p> : null}
          </ScrollRegion>
        )}
      </QueryState>
    </>
  );
}
