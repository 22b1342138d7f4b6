/**
 * The Students screen (requirements "Screens and routes": "/dashboard/students : student list and management", alias
 * /students): the caseload with search, a readable detail view per student (`?student=<id>`),
 * add/edit in a tabbed dialog and delete with confirmation. `?add=1` opens the "Add a student"
 * dialog at once (the dashboard's "Add a student" quick action links there); the parameter is then
 * dropped from the address, so closing the dialog or reloading does not reopen it.
 *
 * requirements "Student list cache": the list is cached 5 min fresh / 10 min kept / 2 retries (api/get-students.ts).
 * requirements "Error catalogue": "Failed to load students. Please try again. The cached list is used." when a load fails
 * and an earlier copy exists; otherwise the error with a Retry button.
 */

import { Alert, Button, EmptyState, Skeleton, VisuallyHidden } from "@client/components/ui";
import { usePreferences } from "@client/features/account/api/preferences";
import { StudentDeadlines } from "@client/features/deadlines/components/student-deadlines";
import { StudentGoals } from "@client/features/goals/components/student-goals";
import { StudentGoalsEditor } from "@client/features/goals/components/student-goals-editor";
import { StudentMeetings } from "@client/features/meetings/components/student-meetings";
import { StudentServicesEditor } from "@client/features/services/components/student-services-editor";
import { useStudentsWithFallback } from "@client/features/students/api/get-students";
import { DeleteStudentDialog } from "@client/features/students/components/delete-student-dialog";
import { StudentDetail } from "@client/features/students/components/student-detail";
import { StudentFormDialog } from "@client/features/students/components/student-form";
import { StudentList } from "@client/features/students/components/student-list";
import { canOnStudent, caseloadCountLabel, sharedCount } from "@client/features/students/lib/student-role";
import { errorMessage } from "@client/lib/api-client";
import {
  NotAvailableOffline,
  StoredCopyNotice,
  useNotAvailableOffline,
} from "@client/lib/offline/offline-gaps";
import type { Student } from "@shared/contracts/students";
import { messages } from "@shared/domain/error-messages";
import { countOf } from "@shared/domain/plural";
import { RefreshCw, UserPlus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, type To, useSearchParams } from "react-router";
import { toast } from "sonner";
import { useMeetingNotices } from "./meetings/meeting-notices";
import { StudentContactsSlot } from "./student-contacts-slot";
import { StudentDocumentsSlot } from "./student-documents-slot";
import { StudentExportAction } from "./student-export-action";
import { StudentGlanceAction } from "./student-glance-action";
import { StudentServicesSlot } from "./student-services-slot";
import { useTeamAttendees } from "./student-team-attendees";
import { StudentTeamSlot } from "./student-team-slot";
import { StudentTransferAction } from "./student-transfer-action";
import { StudentsImportAction } from "./students-import-action";
import { StudentsTransferAction } from "./students-transfer-action";

/** The load-failure notice when an earlier copy is shown (requirements "Error catalogue"). */
export const CACHED_LIST_NOTICE = `${messages.students.loadFailed} The cached list is used.`;

const STUDENT_PARAM = "student";
const SEARCH_PARAM = "q";
/** `?add=1`: open the add dialog on arrival. */
export const ADD_PARAM = "add";

type FormState = { mode: "create" } | { mode: "edit"; student: Student } | null;

/** "3 students on your caseload", or "12 students (3 shared with you)" (requirements "IEP teams"). */
function caseloadCount(students: Student[]): string {
  return sharedCount(students) > 0
    ? caseloadCountLabel(students)
    : `${countOf(students.length, "student")} on your caseload`;
}

/** The table-shaped placeholder while the caseload loads (requirements "Navigation behaviour": "Skeleton placeholders"). */
function StudentsSkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-4">
      <VisuallyHidden>Loading students…</VisuallyHidden>
      <Skeleton className="h-10 w-full max-w-md" />
      <div className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="grid grid-cols-5 gap-4 p-4">
            <Skeleton className="h-4" />
            <Skeleton className="h-4 w-10" />
            <Skeleton className="h-4" />
            <Skeleton className="h-4" />
            <Skeleton className="h-4 w-24" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The students page (default export, lazily loaded by the router). */
export default function StudentsPage() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(STUDENT_PARAM);
  const search = params.get(SEARCH_PARAM) ?? "";
  const { query, students, usingStoredCopy } = useStudentsWithFallback();
  // After a meeting is scheduled, rescheduled or cancelled from a student's page: the offer to log
  // the notice sent (requirements "Parent contact log").
  const notices = useMeetingNotices(students ?? []);
  // The open student's team, offered as attendees when the teacher may schedule its meetings.
  const opened = selectedId ? students?.find((s) => s.id === selectedId) : undefined;
  const teamAttendees = useTeamAttendees(
    opened?.id ?? "",
    opened !== undefined && canOnStudent(opened, "meetings.edit"),
  );
  // Offline without any copy: "not available offline", never a load error (architecture "Offline rules").
  const unavailable = useNotAvailableOffline({ data: students });
  const [form, setForm] = useState<FormState>(null);
  // A new student's identity-first setting follows the teacher's preference (requirements "Profile").
  const preferences = usePreferences();
  const [deleting, setDeleting] = useState<Student | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // `?add=1`: open the add form, then drop the parameter (replace: Back does not reopen it).
  const wantsAdd = params.get(ADD_PARAM) === "1";
  useEffect(() => {
    if (!wantsAdd) return;
    setForm((current) => current ?? { mode: "create" });
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(ADD_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wantsAdd, setParams]);

  // Moving between the list and a student's record moves focus to the new view's heading
  // (not on first load: the layout handles focus on route changes).
  const previousSelection = useRef(selectedId);
  useEffect(() => {
    if (previousSelection.current === selectedId) return;
    previousSelection.current = selectedId;
    headingRef.current?.focus();
  }, [selectedId]);

  const hrefWith = (studentId: string | null): To => {
    const next = new URLSearchParams();
    if (search) next.set(SEARCH_PARAM, search);
    if (studentId) next.set(STUDENT_PARAM, studentId);
    const qs = next.toString();
    return { search: qs ? `?${qs}` : "" };
  };

  const setSearch = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(SEARCH_PARAM, value);
        else next.delete(SEARCH_PARAM);
        return next;
      },
      { replace: true },
    );

  const showList = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete(STUDENT_PARAM);
      return next;
    });

  const retry = (
    <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
      <RefreshCw className="size-4" aria-hidden="true" />
      Try again
    </Button>
  );
  const cachedNotice = usingStoredCopy ? (
    <StoredCopyNotice failedMessage={CACHED_LIST_NOTICE} at={query.dataUpdatedAt} retry={retry} />
  ) : null;

  const dialogs = (
    <>
      <StudentFormDialog
        open={form !== null}
        student={form?.mode === "edit" ? form.student : undefined}
        goalsEditor={
          form?.mode === "edit" ? (
            <StudentGoalsEditor studentId={form.student.id} studentName={form.student.name} />
          ) : undefined
        }
        servicesEditor={
          form?.mode === "edit" ? (
            <StudentServicesEditor
              studentId={form.student.id}
              studentName={form.student.name}
              annualDate={form.student.annualMeetingDueDate}
            />
          ) : undefined
        }
        identityFirstDefault={preferences.data?.identityFirstDefault}
        onClose={() => setForm(null)}
        onSaved={(saved, outcome) => {
          setForm(null);
          if (outcome === "created") toast.success(`${saved.name} added to your caseload.`);
          else if (outcome === "updated") toast.success(`Changes to ${saved.name} saved.`);
          else if (outcome === "waiting")
            toast.info(`${saved.name}: not yet saved. It will be saved when the connection is back.`);
          else toast.info("No changes to save.");
        }}
      />
      <DeleteStudentDialog
        student={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(s, alreadyGone) => {
          setDeleting(null);
          if (alreadyGone) toast.error(`${messages.students.notFound}: ${s.name} was already deleted.`);
          else toast.success(`${s.name} deleted. Their IEP data moved to the archive.`);
          showList();
        }}
      />
    </>
  );

  // --- A student's record -------------------------------------------------------------------
  if (selectedId) {
    const student = students?.find((s) => s.id === selectedId);
    let body: React.ReactNode;
    if (student) {
      // A shared student: only the sections and actions the role may use (requirements "What each
      // role may do"); the server refuses the rest anyway.
      const may = (capability: Parameters<typeof canOnStudent>[1]) => canOnStudent(student, capability);
      const teamRecords = may("team-records.read");
      body = (
        <StudentDetail
          ref={headingRef}
          student={student}
          backHref={hrefWith(null)}
          onEdit={() => setForm({ mode: "edit", student })}
          onDelete={() => setDeleting(student)}
          goalsSection={
            <>
              <StudentGoals
                studentId={student.id}
                studentName={student.name}
                canAdd={may("goals.add")}
                canReport={teamRecords}
              />
              {teamRecords ? <StudentDeadlines student={student} canEdit={may("deadlines.edit")} /> : null}
              {teamRecords ? (
                <StudentMeetings
                  student={student}
                  canEdit={may("meetings.edit")}
                  teamAttendees={teamAttendees}
                  dialogOptions={notices.dialogOptions}
                  onScheduled={(m) => notices.offer(m, "scheduled")}
                />
              ) : null}
            </>
          }
          servicesSection={may("services.read") ? <StudentServicesSlot student={student} /> : undefined}
          contactsSection={
            <>
              {teamRecords ? <StudentContactsSlot student={student} /> : null}
              {may("record.read") ? (
                <StudentDocumentsSlot
                  student={student}
                  canEdit={may("record.edit")}
                  canDraft={may("iep.save")}
                />
              ) : null}
              <StudentTeamSlot student={student} />
            </>
          }
          headerActions={
            <>
              {may("glance.read") ? <StudentGlanceAction student={student} /> : null}
              {may("record.export") ? <StudentExportAction student={student} /> : null}
              <StudentTransferAction student={student} />
            </>
          }
        />
      );
    } else if (unavailable) {
      body = <NotAvailableOffline what="This student's record" />;
    } else if (query.isPending) {
      body = <StudentsSkeleton />;
    } else {
      body = (
        <div className="space-y-4">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
            {messages.students.notFound}
          </h1>
          {query.isError && !students ? (
            <Alert tone="error" title={messages.students.loadFailed}>
              <p>{errorMessage(query.error, messages.students.loadFailed)}</p>
              <div className="mt-2">{retry}</div>
            </Alert>
          ) : (
            <EmptyState
              title="This student is not on your caseload"
              action={
                <Button asChild variant="secondary">
                  <Link to={hrefWith(null)}>All students</Link>
                </Button>
              }
            >
              They may have been deleted, or the link is incomplete.
            </EmptyState>
          )}
        </div>
      );
    }
    return (
      <div className="space-y-6">
        {cachedNotice}
        {body}
        {dialogs}
        {notices.elements}
      </div>
    );
  }

  // --- The caseload -------------------------------------------------------------------------
  let content: React.ReactNode;
  if (students) {
    content = (
      <StudentList
        students={students}
        search={search}
        onSearchChange={setSearch}
        onAdd={() => setForm({ mode: "create" })}
        detailHref={(id) => hrefWith(id)}
      />
    );
  } else if (unavailable) {
    content = <NotAvailableOffline what="Your caseload" />;
  } else if (query.isError) {
    content = (
      <Alert tone="error" title={messages.students.loadFailed}>
        {errorMessage(query.error, messages.students.loadFailed) !== messages.students.loadFailed ? (
          <p>{errorMessage(query.error, messages.students.loadFailed)}</p>
        ) : null}
        <div className="mt-2">{retry}</div>
      </Alert>
    );
  } else {
    content = <StudentsSkeleton />;
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
            Students
          </h1>
          {students ? <p className="mt-1 text-sm text-slate-700">{caseloadCount(students)}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {students ? <StudentsImportAction count={students.length} /> : null}
          {students ? <StudentsTransferAction students={students} /> : null}
          {students && students.length > 0 ? (
            <Button onClick={() => setForm({ mode: "create" })}>
              <UserPlus className="size-4" aria-hidden="true" />
              Add student
            </Button>
          ) : null}
        </div>
      </header>
      {cachedNotice}
      {content}
      {dialogs}
    </div>
  );
}
