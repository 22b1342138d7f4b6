import { NotYetSavedBadge } from "@client/components/outbox/not-yet-saved-badge";
import { TableHead } from "@client/components/table-head";
import { Button, EmptyState, Field, Input, Select } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { usePendingIds } from "@client/lib/outbox/use-pending";
import type { Student } from "@shared/contracts/students";
import { countOf } from "@shared/domain/plural";
import { ChevronRight, FileUp, Search, UserPlus } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, type To } from "react-router";
import { annualReviewStatus, formatDate } from "../lib/annual-review";
import { matchesStudentSearch } from "../lib/student-list";
import {
  CASELOAD_SCOPE_LABELS,
  CASELOAD_SCOPES,
  type CaseloadScope,
  caseloadCountLabel,
  inCaseloadScope,
  sharedCount,
} from "../lib/student-role";
import { AnnualReviewBadge } from "./annual-review-badge";
import { SharedBadge } from "./shared-badge";

export interface StudentListProps {
  students: Student[];
  /** The search box's text (kept in the URL so it survives opening a student). */
  search: string;
  onSearchChange: (search: string) => void;
  onAdd: () => void;
  /** `?student=<id>` link target for a row, keeping the current search. */
  detailHref: (id: string) => To;
  /** "Today" for the annual review badges (defaults to now). */
  today?: Date;
}

/** A cell; below `md` a stacked line that starts with its column name (`data-label`). */
const CELL =
  "px-4 py-2 break-words max-md:block max-md:py-0.5 max-md:before:mr-1 max-md:before:font-semibold max-md:before:text-slate-700 max-md:before:content-[attr(data-label)]";

const notRecorded = (
  <span className="text-slate-600">
    <span aria-hidden="true">—</span>
    <span className="sr-only">Not recorded</span>
  </span>
);

/**
 * The caseload table: search box (name, grade, disability, student ID; filters as you type), a
 * live count of matches, and one row per student with the annual IEP review badge. Students shared
 * with the teacher carry "Shared by … · role" (requirements "IEP teams"); when there are any, a
 * "Show" choice filters to the teacher's own or the shared ones, and the count says how many are
 * shared.
 * Empty caseload → "Add your first student", "Import from a file" and "Restore from an export"
 * (requirements "Import"); no match → a way to clear the search.
 */
export function StudentList({
  students,
  search,
  onSearchChange,
  onAdd,
  detailHref,
  today = new Date(),
}: StudentListProps) {
  const [scope, setScope] = useState<CaseloadScope>("all");
  const hasShared = useMemo(() => sharedCount(students) > 0, [students]);
  const visible = useMemo(
    () =>
      students.filter((s) => (!hasShared || inCaseloadScope(s, scope)) && matchesStudentSearch(s, search)),
    [students, search, scope, hasShared],
  );
  const pending = usePendingIds("students");

  if (students.length === 0) {
    return (
      <EmptyState
        title="No students on your caseload yet"
        action={
          <div className="flex flex-col items-center gap-3">
            <div className="flex flex-wrap justify-center gap-3">
              <Button onClick={onAdd}>
                <UserPlus className="size-4" aria-hidden="true" />
                Add your first student
              </Button>
              <Button asChild variant="secondary">
                <Link to={paths.importStudents}>
                  <FileUp className="size-4" aria-hidden="true" />
                  Import from a file
                </Link>
              </Button>
            </div>
            <Link
              to={`${paths.account}#your-data`}
              className="text-sm text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
            >
              Restore from an export
            </Link>
          </div>
        }
      >
        Add a student with their IEP goals, services and supports, then write progress notes for them. Or
        import your roster from a CSV or Excel file exported by your student information system.
      </EmptyState>
    );
  }

  const searching = search.trim() !== "";
  const scoped = hasShared && scope !== "all";
  return (
    <div className="space-y-4">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some school devices (Safari < 17) and for jsdom; the role works everywhere. */}
      <div role="search" aria-label="Students" className="flex max-w-2xl flex-wrap items-end gap-4">
        <div className="w-full max-w-md">
          <Field label="Search students" hint="Name, grade, disability or student ID">
            {(ids) => (
              <div className="relative">
                <Search
                  className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-600"
                  aria-hidden="true"
                />
                <Input
                  {...ids}
                  type="search"
                  className="pl-9"
                  value={search}
                  onChange={(e) => onSearchChange(e.target.value)}
                  autoComplete="off"
                />
              </div>
            )}
          </Field>
        </div>
        {hasShared ? (
          <Field label="Show" className="w-full sm:w-52">
            {(ids) => (
              <Select {...ids} value={scope} onChange={(e) => setScope(e.target.value as CaseloadScope)}>
                {CASELOAD_SCOPES.map((value) => (
                  <option key={value} value={value}>
                    {CASELOAD_SCOPE_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : null}
      </div>

      <p role="status" className="text-sm text-slate-700">
        {searching
          ? `${visible.length} of ${countOf(students.length, "student")} match “${search.trim()}”${
              scoped ? ` (${CASELOAD_SCOPE_LABELS[scope]})` : ""
            }`
          : scope === "mine" && hasShared
            ? `Showing your own ${countOf(visible.length, "student")}`
            : scope === "shared" && hasShared
              ? `Showing ${countOf(visible.length, "student")} shared with you`
              : students.length === 1
                ? "Showing your 1 student"
                : `Showing all ${caseloadCountLabel(students)}`}
      </p>

      {visible.length === 0 ? (
        <EmptyState
          title={
            searching
              ? "No students match your search"
              : `No students under “${CASELOAD_SCOPE_LABELS[scope]}”`
          }
          action={
            <Button
              variant="secondary"
              onClick={() => {
                onSearchChange("");
                setScope("all");
              }}
            >
              {scoped ? "Show all students" : "Clear search"}
            </Button>
          }
        >
          {searching
            ? "Try part of a name, a grade such as “3”, a disability or a student ID."
            : "Choose “All students” to see your whole caseload."}
        </EmptyState>
      ) : (
        // On a phone (below `md`) each student is a stacked card whose cells carry their column name:
        // no clipped disability text, no column hidden behind a scroll.
        <div className="relative rounded-lg border border-slate-200 bg-white shadow-sm md:overflow-x-auto">
          <table className="w-full text-left text-sm max-md:block md:min-w-[44rem]">
            <caption className="sr-only">Your caseload. Select a name to see the student's IEP.</caption>
            <TableHead
              className="border-b border-slate-200 bg-slate-50 text-slate-700 max-md:sr-only"
              headings={["Name", "Grade", "Disabilities", "Case manager", "Annual IEP review"]}
              cellClassName="px-4 py-3 font-semibold"
            />
            <tbody className="divide-y divide-slate-200 max-md:block">
              {visible.map((s) => {
                const due = formatDate(s.annualMeetingDueDate);
                return (
                  <tr key={s.id} className="hover:bg-slate-50 max-md:block max-md:py-2">
                    <th scope="row" className="px-4 py-2 font-medium max-md:block max-md:py-1">
                      <Link
                        to={detailHref(s.id)}
                        className="inline-flex min-h-10 items-center gap-1 text-indigo-700 underline-offset-2 hover:underline"
                      >
                        {s.name}
                        <ChevronRight className="size-4" aria-hidden="true" />
                      </Link>
                      <NotYetSavedBadge pending={pending.has(s.id)} />
                      {s.sharing ? (
                        <SharedBadge sharing={s.sharing} className="mt-1 md:flex md:w-fit" />
                      ) : null}
                    </th>
                    <td data-label="Grade" className={`${CELL} text-slate-800`}>
                      {s.grade ?? notRecorded}
                    </td>
                    <td data-label="Disabilities" className={`${CELL} text-slate-800`}>
                      {s.disabilities.length > 0 ? s.disabilities.join(", ") : notRecorded}
                    </td>
                    <td data-label="Case manager" className={`${CELL} text-slate-800`}>
                      {s.caseManager ?? notRecorded}
                    </td>
                    <td data-label="Annual IEP review" className={CELL}>
                      <div className="flex flex-wrap items-center gap-2">
                        {due ? <span className="text-slate-800">{due}</span> : null}
                        <AnnualReviewBadge status={annualReviewStatus(s.annualMeetingDueDate, today)} />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
