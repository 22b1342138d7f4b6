/**
 * /admin/teachers (requirements "Admin area"): search, filters (plan, status, confirmed,
 * blacklisted), sort and pages, all done by the server; the state lives in the address so a page can
 * be shared and reloaded.
 */
import { Button, Field, Input, Select } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { useTeachers } from "@client/features/admin/api/admin-data";
import { AdminHeading, QueryState } from "@client/features/admin/components/admin-query-state";
import { Paged } from "@client/features/admin/components/pager";
import { TeacherTable } from "@client/features/admin/components/teacher-table";
import { TEACHER_SORTS, type TeacherListQuery } from "@shared/contracts/admin";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";

const FILTERS = [
  {
    key: "plan",
    label: "Plan",
    options: [
      ["free", "Free"],
      ["pro", "Pro"],
      ["trial", "Trial running"],
    ],
  },
  {
    key: "status",
    label: "Status",
    options: [
      ["active", "Active"],
      ["suspended", "Suspended"],
    ],
  },
  {
    key: "confirmed",
    label: "Email confirmed",
    options: [
      ["yes", "Yes"],
      ["no", "No"],
    ],
  },
  {
    key: "blacklisted",
    label: "Blacklisted",
    options: [
      ["yes", "Yes"],
      ["no", "No"],
    ],
  },
] as const;
const SORT_LABELS: Record<(typeof TEACHER_SORTS)[number], string> = {
  created_desc: "Newest first",
  created_asc: "Oldest first",
  email_asc: "Email A–Z",
  name_asc: "Name A–Z",
};
const PAGE_SIZE = 25;

/** The teachers screen. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get("q") ?? "");
  const page = Number(params.get("page") ?? "1") || 1;
  const query = Object.fromEntries(params) as TeacherListQuery;
  const teachers = useTeachers({ ...query, page, pageSize: PAGE_SIZE });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== "page") next.delete("page");
    setParams(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    set("q", search.trim());
  };
  return (
    <>
      <AdminHeading title="Teachers">Search by email, name or organisation.</AdminHeading>
      <search className="mb-4">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <Field label="Search" className="min-w-56 flex-1">
            {(ids) => (
              <Input {...ids} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
            )}
          </Field>
          <Button type="submit">Search</Button>
        </form>
      </search>
      <div className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-5">
        {FILTERS.map((f) => (
          <Field key={f.key} label={f.label}>
            {(ids) => (
              <Select {...ids} value={params.get(f.key) ?? ""} onChange={(e) => set(f.key, e.target.value)}>
                <option value="">Any</option>
                {f.options.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ))}
        <Field label="Sort">
          {(ids) => (
            <Select
              {...ids}
              value={params.get("sort") ?? "created_desc"}
              onChange={(e) => set("sort", e.target.value)}
            >
              {TEACHER_SORTS.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <QueryState query={teachers} label="teachers">
        {(data) => (
          <Paged
            total={data.total}
            page={data.page}
            pageSize={data.pageSize}
            noun={["teacher", "teachers"]}
            onPage={(p) => set("page", String(p))}
          >
            <TeacherTable
              rows={data.rows}
              detailPath={(id) => `${paths.adminTeachers}/${encodeURIComponent(id)}`}
            />
          </Paged>
        )}
      </QueryState>
    </>
  );
}
