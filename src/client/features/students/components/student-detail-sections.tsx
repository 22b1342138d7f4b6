/**
 * The sections of a student's record view (requirements "Student fields"), each a titled region.
 */
import type { Student } from "@shared/contracts/students";
import { formatDate } from "../lib/annual-review";
import {
  BySubjectItem,
  Item,
  ListItem,
  NotRecorded,
  RowsTable,
  DetailSection as Section,
  TextItem,
} from "./student-detail-parts";

/** Profile: grade, dates, ID, case manager, disabilities, strengths, needs, notes. */
export function ProfileSection({ student: s }: { student: Student }) {
  return (
    <Section id="profile" title="Profile">
      <Item label="Grade">{s.grade ?? <NotRecorded />}</Item>
      <Item label="Date of birth">{formatDate(s.dateOfBirth) ?? <NotRecorded />}</Item>
      <Item label="Student ID number">{s.studentId ?? <NotRecorded />}</Item>
      <Item label="Case manager">{s.caseManager ?? <NotRecorded />}</Item>
      <ListItem label="Disabilities" items={s.disabilities} />
      <Item label="Annual IEP review due">{formatDate(s.annualMeetingDueDate) ?? <NotRecorded />}</Item>
      <Item label="Last evaluation">{formatDate(s.lastEvaluationDate) ?? <NotRecorded />}</Item>
      <Item label="Date added">{formatDate(s.dateAdded) ?? <NotRecorded />}</Item>
      <ListItem label="Strengths" items={s.strengths} />
      <ListItem label="Areas of need" items={s.areasOfNeed} />
      <TextItem label="Notes" value={s.notes} wide />
    </Section>
  );
}

/** Present levels & goals: PLAAFP, annual goals, targets and tools by subject. */
export function GoalsSection({ student: s }: { student: Student }) {
  return (
    <Section id="goals" title="Present levels & goals">
      <TextItem label="Present levels (PLAAFP)" value={s.presentLevels} wide />
      <ListItem label="Measurable annual goals" items={s.iepGoals} ordered wide />
      <BySubjectItem label="Goal targets by subject" value={s.iepGoalTargets} />
      <BySubjectItem label="Assessment tools by subject" value={s.assessmentTools} />
      <TextItem label="How progress is measured and reported" value={s.progressMeasurement} wide />
    </Section>
  );
}

/** Services & placement. */
export function ServicesSection({ student: s }: { student: Student }) {
  return (
    <Section id="services" title="Services & placement">
      <ListItem label="Service providers" items={s.serviceProviders} />
      <TextItem label="Service delivery (frequency, minutes, setting)" value={s.serviceDelivery} />
      <TextItem label="Placement" value={s.placement} />
      <TextItem label="Least restrictive environment (LRE)" value={s.lreSetting} />
      <TextItem label="Extended school year (ESY)" value={s.extendedSchoolYear} />
      <TextItem label="Participation in assessments" value={s.assessmentParticipation} />
      <TextItem label="Other IEP details" value={s.iepDetails} wide />
      <TextItem label="Transition services" value={s.transitionServices} wide />
    </Section>
  );
}

/** Supports: accommodations, default accommodations and strategies, behavior, AT, communication. */
export function SupportsSection({ student: s }: { student: Student }) {
  return (
    <Section id="supports" title="Supports">
      <ListItem label="Accommodations" items={s.accommodations} wide />
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
      <TextItem label="Behavior support" value={s.behaviorSupport} />
      <TextItem label="Assistive technology" value={s.assistiveTechnology} />
      <TextItem label="Communication" value={s.communication} />
    </Section>
  );
}

/** Family contact: the parent or guardian, with mail and phone links. */
export function FamilySection({ student: s }: { student: Student }) {
  const contact = s.parentContact;
  const hasContact = Object.values(contact).some((v) => v.trim() !== "");
  return (
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
      <Item label="Language for family reports">
        {s.homeLanguage === "es" ? "Español (Spanish)" : "English"}
      </Item>
    </Section>
  );
}

/**
 * What a team member whose role does not read the whole record sees in place of the record's
 * sections (requirements "What each role may do": the server answers those fields empty): one
 * sentence saying why, and the accommodations when the role reads them.
 */
export function LimitedRecordSection({
  student: s,
  withAccommodations,
}: {
  student: Student;
  withAccommodations: boolean;
}) {
  return (
    <section
      aria-labelledby="student-section-record"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="student-section-record" className="text-base font-semibold text-slate-900">
        {withAccommodations ? "Accommodations" : "IEP record"}
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {withAccommodations
          ? "Your role on this student's team shows the goals and accommodations."
          : "Your role on this student's team shows the IEP at a glance and the goals' progress."}
      </p>
      {withAccommodations ? (
        <dl className="mt-4 grid grid-cols-1 gap-y-4">
          <ListItem label="Accommodations" items={s.accommodations} wide />
        </dl>
      ) : null}
    </section>
  );
}
