/**
 * The sections of a student's record view (requirements "Student fields"), each a titled region.
 */
import type { Student } from "@shared/contracts/students";
import { formatDate } from "../lib/annual-review";
import {
  BySubject,
  Item,
  List,
  NotRecorded,
  RowsTable,
  DetailSection as Section,
  Text,
} from "./student-detail-parts";

/** Profile: grade, dates, ID, case manager, disabilities, strengths, needs, notes. */
export function ProfileSection({ student: s }: { student: Student }) {
  return (
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
  );
}

/** Present levels & goals: PLAAFP, annual goals, targets and tools by subject. */
export function GoalsSection({ student: s }: { student: Student }) {
  return (
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
  );
}

/** Services & placement. */
export function ServicesSection({ student: s }: { student: Student }) {
  return (
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
  );
}

/** Supports: accommodations, default accommodations and strategies, behavior, AT, communication. */
export function SupportsSection({ student: s }: { student: Student }) {
  return (
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
    </Section>
  );
}
