import { Button } from "@client/components/ui";
import type { Student } from "@shared/contracts/students";
import { ArrowLeft, FilePenLine, Pencil, Trash2 } from "lucide-react";
import { forwardRef, type ReactNode } from "react";
import { Link, type To } from "react-router";
import { annualReviewStatus, formatDate } from "../lib/annual-review";
import { AnnualReviewBadge } from "./annual-review-badge";

export interface StudentDetailProps {
  student: Student;
  /** Where "All students" goes (the list, keeping the search). */
  backHref: To;
  onEdit: () => void;
  onDelete: () => void;
  today?: Date;
  /** The student's tracked IEP goals, shown after "Present levels & goals" (the screen passes the goals feature's section). */
  goalsSection?: ReactNode;
}

const NotRecorded = () => <span className="text-slate-600 italic">Not recorded</span>;

/** One labelled value in a section's description list. */
function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Free text with its line breaks kept, or "Not recorded". */
function Text({ value }: { value: string | null }) {
  return value ? <p className="whitespace-pre-line break-words">{value}</p> : <NotRecorded />;
}

/** A bulleted (or numbered) list, or "Not recorded". */
function List({ items, ordered }: { items: string[]; ordered?: boolean }) {
  if (items.length === 0) return <NotRecorded />;
  const Tag = ordered ? "ol" : "ul";
  return (
    <Tag className={`${ordered ? "list-decimal" : "list-disc"} space-y-1 pl-5`}>
      {items.map((item, i) => (
        // Entries may repeat; their position is their identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: read-only list
        <li key={i} className="whitespace-pre-line break-words">
          {item}
        </li>
      ))}
    </Tag>
  );
}

/** subject → text pairs (assessmentTools, iepGoalTargets). */
function BySubject({ value }: { value: Record<string, string> }) {
  const entries = Object.entries(value);
  if (entries.length === 0) return <NotRecorded />;
  return (
    <dl className="space-y-2">
      {entries.map(([subject, text]) => (
        <div key={subject}>
          <dt className="font-medium text-slate-800">{subject}</dt>
          <dd className="whitespace-pre-line break-words">{text || <NotRecorded />}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A small table of rows with named columns (default strategies and accommodations). */
function RowsTable<R extends object>({
  caption,
  rows,
  columns,
}: {
  caption: string;
  rows: R[];
  columns: { key: keyof R & string; label: string }[];
}) {
  if (rows.length === 0) return <NotRecorded />;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-700">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="border-b border-slate-200 py-2 pr-4 font-semibold">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows without ids
            <tr key={i}>
              {columns.map((c) => (
                <td key={c.key} className="py-2 pr-4 align-top">
                  {String(row[c.key] ?? "") || <NotRecorded />}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A titled card region (labelled by its h2, so it is a landmark screen readers can jump to). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `student-section-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-x-8 gap-y-4 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

/**
 * Everything on a student's IEP record (spec §3 Student), grouped as the issue asks: Profile,
 * Present levels & goals, the tracked IEP goals with their latest status (issue 3), Services &
 * placement, Supports, Family contact. Actions: write a
 * progress note (links to /dashboard/generate?studentId=<id>), Edit, Delete.
 * The ref goes to the h1 so the page can move focus there when the view opens.
 */
export const StudentDetail = forwardRef<HTMLHeadingElement, StudentDetailProps>(function StudentDetail(
  { student: s, backHref, onEdit, onDelete, today = new Date(), goalsSection },
  headingRef,
) {
  const contact = s.parentContact;
  const hasContact = Object.values(contact).some((v) => v.trim() !== "");
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
            <span className="inline-flex items-center gap-2">
              · Annual IEP review: {formatDate(s.annualMeetingDueDate) ?? ""}
              <AnnualReviewBadge status={annualReviewStatus(s.annualMeetingDueDate, today)} />
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={`/dashboard/generate?studentId=${encodeURIComponent(s.id)}`}>
              <FilePenLine className="size-4" aria-hidden="true" />
              Write a progress note
            </Link>
          </Button>
          <Button variant="secondary" onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Button>
          <Button variant="secondary" className="text-red-800 hover:bg-red-50" onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </Button>
        </div>
      </header>

      <Section id="profile" title="Profile">
        <Item label="Grade">{s.grade ?? <NotRecorded />}</Item>
        <Item label="Date of birth">{formatDate(s.dateOfBirth) ?? <NotRecorded />}</Item>
        <Item label="Student ID number">{s.studentId ?? <NotRecorded />}</Item>
        <Item label="Case manager">{s.caseManager ?? <NotRecorded />}</Item>
        <Item label="Disabilities">
          <List items={s.disabilities} />
        </Item>
        <Item label="Annual IEP review due">{formatDate(s.annualMeetingDueDate) ?? <NotRecorded />}</Item>
        <Item label="Date added">{formatDate(s.dateAdded) ?? <NotRecorded />}</Item>
        <Item label="Strengths">
          <List items={s.strengths} />
        </Item>
        <Item label="Areas of need">
          <List items={s.areasOfNeed} />
        </Item>
        <Item label="Notes" wide>
          <Text value={s.notes} />
        </Item>
      </Section>

      <Section id="goals" title="Present levels & goals">
        <Item label="Present levels (PLAAFP)" wide>
          <Text value={s.presentLevels} />
        </Item>
        <Item label="Measurable annual goals" wide>
          <List items={s.iepGoals} ordered />
        </Item>
        <Item label="Goal targets by subject">
          <BySubject value={s.iepGoalTargets} />
        </Item>
        <Item label="Assessment tools by subject">
          <BySubject value={s.assessmentTools} />
        </Item>
        <Item label="How progress is measured and reported" wide>
          <Text value={s.progressMeasurement} />
        </Item>
      </Section>

      {goalsSection}

      <Section id="services" title="Services & placement">
        <Item label="Service providers">
          <List items={s.serviceProviders} />
        </Item>
        <Item label="Service delivery (frequency, minutes, setting)">
          <Text value={s.serviceDelivery} />
        </Item>
        <Item label="Placement">
          <Text value={s.placement} />
        </Item>
        <Item label="Least restrictive environment (LRE)">
          <Text value={s.lreSetting} />
        </Item>
        <Item label="Extended school year (ESY)">
          <Text value={s.extendedSchoolYear} />
        </Item>
        <Item label="Participation in assessments">
          <Text value={s.assessmentParticipation} />
        </Item>
        <Item label="Other IEP details" wide>
          <Text value={s.iepDetails} />
        </Item>
        <Item label="Transition services" wide>
          <Text value={s.transitionServices} />
        </Item>
      </Section>

      <Section id="supports" title="Supports">
        <Item label="Accommodations" wide>
          <List items={s.accommodations} />
        </Item>
        <Item label="Default accommodations for notes" wide>
          <RowsTable
            caption={`Default accommodations for ${s.name}`}
            rows={s.defaultAccommodations}
            columns={[
              { key: "name", label: "Accommodation" },
              { key: "conditions", label: "Conditions" },
              { key: "whenUsed", label: "When used" },
            ]}
          />
        </Item>
        <Item label="Default strategies for notes" wide>
          <RowsTable
            caption={`Default strategies for ${s.name}`}
            rows={s.defaultStrategies}
            columns={[
              { key: "name", label: "Strategy" },
              { key: "frequency", label: "Frequency" },
              { key: "duration", label: "Duration" },
            ]}
          />
        </Item>
        <Item label="Behavior support">
          <Text value={s.behaviorSupport} />
        </Item>
        <Item label="Assistive technology">
          <Text value={s.assistiveTechnology} />
        </Item>
        <Item label="Communication">
          <Text value={s.communication} />
        </Item>
      </Section>

      <Section id="family" title="Family contact">
        {hasContact ? (
          <>
            <Item label="Name">{contact.name || <NotRecorded />}</Item>
            <Item label="Relationship">{contact.relationship || <NotRecorded />}</Item>
            <Item label="Email">
              {contact.email ? (
                <a className="text-indigo-700 underline underline-offset-2" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              ) : (
                <NotRecorded />
              )}
            </Item>
            <Item label="Phone">
              {contact.phone ? (
                <a className="text-indigo-700 underline underline-offset-2" href={`tel:${contact.phone}`}>
                  {contact.phone}
                </a>
              ) : (
                <NotRecorded />
              )}
            </Item>
          </>
        ) : (
          <Item label="Parent or guardian" wide>
            <NotRecorded />
          </Item>
        )}
      </Section>
    </article>
  );
});
