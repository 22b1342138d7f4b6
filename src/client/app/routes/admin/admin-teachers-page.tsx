/**
 * /admin/teachers (requirements "Admin area"): search, filters (plan, status, confirmed,
 * blacklisted), sort and pages, all done by the server; the state lives in the address so a page can
 * be shared and reloaded.
 */
import { Form, FormError, InputField } from "@client/components/form";
import { Button, Field, Select } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { useTeachers } from "@client/features/admin/api/admin-data";
import { AdminHeading, QueryState } from "@client/features/admin/components/admin-query-state";
import { Paged } from "@client/features/admin/components/pager";
import { TeacherTable } from "@client/features/admin/components/teacher-table";
import { TEACHER_SORTS, type TeacherListQuery, teacherListQuerySchema } from "@shared/contracts/admin";
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
/** The search box: the teachers query's `q`. */
const searchSchema = teacherListQuerySchema.pick({ q: true });

/** The teachers screen. */
export function Component() {
  const [params, setParams] = useSearchParams();
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
  return (
    <>
      <AdminHeading title="Teachers">Search by email, name or organisation.</AdminHeading>
      <search className="mb-4">
        <Form
          className="flex flex-wrap items-end gap-3"
          schema={searchSchema}
          defaultValues={{ q: params.get("q") ?? "" }}
          errorsAt="summary"
          onSubmit={({ q }) => set("q", q ?? "")}
        >
          <InputField name="q" label="Search" className="min-w-56 flex-1" type="search" />
          <Button type="submit">Search</Button>
          <FormError variant="text" className="basis-full" />
        </Form>
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
