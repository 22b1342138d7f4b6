import { Button } from "@client/components/ui";
import type { Student } from "@shared/contracts/students";
import { studentFieldsVisible } from "@shared/domain/team-access";
import { ArrowLeft, FilePenLine, Pencil, Trash2 } from "lucide-react";
import { forwardRef, type ReactNode } from "react";
import { Link, type To } from "react-router";
import { annualReviewStatus, formatDate } from "../lib/annual-review";
import { canOnStudent, roleOf } from "../lib/student-role";
import { AnnualReviewBadge } from "./annual-review-badge";
import { SharedBadge } from "./shared-badge";
import {
  FamilySection,
  GoalsSection,
  LimitedRecordSection,
  ProfileSection,
  ServicesSection,
  SupportsSection,
} from "./student-detail-sections";

export interface StudentDetailProps {
  student: Student;
  /** Where "All students" goes (the list, keeping the search). */
  backHref: To;
  onEdit: () => void;
  onDelete: () => void;
  today?: Date;
  /** The student's tracked IEP goals, shown after "Present levels & goals" (the screen passes the goals feature's section). */
  goalsSection?: ReactNode;
  /** The structured IEP services and their log, shown after "Services & placement" (requirements "Services"). */
  servicesSection?: ReactNode;
  /** The parent contact log, shown after "Family contact" (requirements "Parent contact log"). */
  contactsSection?: ReactNode;
  /** More actions beside "Write a progress note" (e.g. the IEP at a glance). */
  headerActions?: ReactNode;
}

/**
 * Everything on a student's IEP record (requirements "Student fields"), grouped: Profile, Present
 * levels & goals, the tracked IEP goals with their latest status (requirements "IEP goals"),
 * Services & placement, Supports, Family contact. Actions: write a progress note (links to
 * /dashboard/generate?studentId=<id>), Edit, Delete.
 * On a student shared with the signed-in teacher (requirements "What each role may do"), the header
 * says who shares it and the role; only the actions the role may take are offered (note:
 * `notes.write`, Edit: `record.edit`, Delete: `student.delete`), and a role that does not read the
 * whole record sees one sentence (and the accommodations, when it reads them) instead of the
 * record's sections.
 * The ref goes to the h1 so the page can move focus there when the view opens.
 */
export const StudentDetail = forwardRef<HTMLHeadingElement, StudentDetailProps>(function StudentDetail(
  {
    student: s,
    backHref,
    onEdit,
    onDelete,
    today = new Date(),
    goalsSection,
    servicesSection,
    contactsSection,
    headerActions,
  },
  headingRef,
) {
  const fields = studentFieldsVisible(roleOf(s));
  return (
    <article aria-labelledby="student-detail-name" className="space-y-6">
      <nav aria-label="Breadcrumb">
        <Link
          to={backHref}
          className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          All students
        </Link>
      </nav>

      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1
            id="student-detail-name"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 focus:outline-none"
          >
            {s.name}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {s.grade ? <span>Grade {s.grade}</span> : null}
            {s.disabilities.length > 0 ? <span>· {s.disabilities.join(", ")}</span> : null}
            {fields === "all" ? (
              <span className="inline-flex items-center gap-2">
                · Annual IEP review: {formatDate(s.annualMeetingDueDate) ?? ""}
                <AnnualReviewBadge status={annualReviewStatus(s.annualMeetingDueDate, today)} />
              </span>
            ) : null}
          </p>
          {s.sharing ? <SharedBadge sharing={s.sharing} className="mt-2" /> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {canOnStudent(s, "notes.write") ? (
            <Button asChild>
              <Link to={`/dashboard/generate?studentId=${encodeURIComponent(s.id)}`}>
                <FilePenLine className="size-4" aria-hidden="true" />
                Write a progress note
              </Link>
            </Button>
          ) : null}
          {headerActions}
          {canOnStudent(s, "record.edit") ? (
            <Button variant="secondary" onClick={onEdit}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Button>
          ) : null}
          {canOnStudent(s, "student.delete") ? (
            <Button variant="secondary" className="text-red-800 hover:bg-red-50" onClick={onDelete}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          ) : null}
        </div>
      </header>

      {fields === "all" ? (
        <>
          <ProfileSection student={s} />
          <GoalsSection student={s} />
          {goalsSection}
          <ServicesSection student={s} />
          {servicesSection}
          <SupportsSection student={s} />
          <FamilySection student={s} />
        </>
      ) : (
        <>
          {goalsSection}
          <LimitedRecordSection student={s} withAccommodations={fields === "identity+accommodations"} />
          {servicesSection}
        </>
      )}
      {contactsSection}
    </article>
  );
});
