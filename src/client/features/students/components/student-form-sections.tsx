/**
 * The five tabs' contents of the add/edit student form (requirements "Student fields"). Every
 * panel stays mounted by the form, so these only lay out the fields.
 */
import { FormGroup } from "@client/components/form";
import { Field, Select } from "@client/components/ui";
import {
  RecordListField,
  type StudentFieldsProps,
  SubjectRowsField,
  StudentTextField as TextField,
  TextListField,
} from "./student-form-fields";

/** Basics: name, grade, dates, ID, disabilities, case manager. */
export function BasicsSection(props: StudentFieldsProps) {
  const fieldProps = { register: props.register, errors: props.errors };
  const listProps = props;
  return (
    <>
      <TextField
        {...fieldProps}
        name="name"
        label="Name"
        required
        hint="As it appears on the IEP."
        autoComplete="off"
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField {...fieldProps} name="grade" label="Grade" hint="E.g. K, 3 or 10." />
        <TextField {...fieldProps} name="dateOfBirth" label="Date of birth" type="date" />
        <TextField {...fieldProps} name="studentId" label="Student ID number" hint="District or state ID." />
      </div>
      <TextListField
        {...listProps}
        name="disabilities"
        legend="Disabilities"
        itemLabel="Disability"
        hint="IDEA eligibility categories, e.g. Specific learning disability, Autism, Speech or language impairment. List the primary category first."
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          {...fieldProps}
          name="caseManager"
          label="Case manager"
          hint="The teacher responsible for this IEP."
        />
        <TextField
          {...fieldProps}
          name="annualMeetingDueDate"
          label="Annual IEP review due"
          type="date"
          hint="The IEP must be reviewed at least once a year; meet 3–4 weeks before."
        />
        <TextField
          {...fieldProps}
          name="lastEvaluationDate"
          label="Last evaluation"
          type="date"
          hint="The reevaluation is due three years later (34 CFR §300.303(b)(2))."
        />
        <TextField
          {...fieldProps}
          name="dateAdded"
          label="Date added"
          type="date"
          hint="When the student joined your caseload."
        />
      </div>
    </>
  );
}

/**
 * Present levels & goals: PLAAFP, the goals — typed as statements while adding a student, then the
 * structured goals' editor the screen gives (decision 017) — targets and tools by subject.
 */
export function GoalsSection(props: StudentFieldsProps) {
  const fieldProps = { register: props.register, errors: props.errors };
  const listProps = props;
  return (
    <>
      <TextField
        {...fieldProps}
        name="presentLevels"
        label="Present levels (PLAAFP)"
        multiline
        hint="Present levels of academic achievement and functional performance: current data, strengths, and how the disability affects progress in the general curriculum."
      />
      {props.goalsEditor ?? (
        <TextListField
          {...listProps}
          name="iepGoals"
          legend="Measurable annual goals"
          itemLabel="Goal"
          multiline
          hint="One goal per entry: condition, observable behavior, criterion and date. E.g. “Given a grade-3 passage, Maya will read 90 words correct per minute (WCPM) with 95% accuracy on 3 of 4 weekly probes by March 2027.” Once the student is added, each goal gets its baseline, target and measurement here or on the student's page."
        />
      )}
      <SubjectRowsField
        {...listProps}
        name="iepGoalTargets"
        legend="Goal targets by subject"
        textLabel="Target"
        hint="The target level per subject, e.g. Reading → 90 WCPM with 95% accuracy; Math → 20 digits correct in 2 minutes."
      />
      <SubjectRowsField
        {...listProps}
        name="assessmentTools"
        legend="Assessment tools by subject"
        textLabel="Tool"
        hint="How each subject is measured, e.g. Reading → oral reading fluency CBM probes (words correct per minute, WCPM); Math → computation probes (digits correct)."
      />
      <TextField
        {...fieldProps}
        name="progressMeasurement"
        label="How progress is measured and reported"
        multiline
        hint="E.g. weekly CBM probes; progress reported to parents quarterly with report cards."
      />
    </>
  );
}

/** Services & placement: providers, delivery, placement, LRE, ESY, assessments, transition. */
export function ServicesSection(props: StudentFieldsProps) {
  const fieldProps = { register: props.register, errors: props.errors };
  const listProps = props;
  return (
    <>
      {props.servicesEditor}
      <TextListField
        {...listProps}
        name="serviceProviders"
        legend="Service providers"
        itemLabel="Provider"
        hint="E.g. Speech-language pathologist, Occupational therapist, Special education teacher."
      />
      <TextField
        {...fieldProps}
        name="serviceDelivery"
        label="Service delivery"
        multiline
        hint="Special education and related services with frequency, minutes and setting, e.g. Speech-language therapy, 2 × 30 minutes a week, small group, therapy room."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...fieldProps}
          name="placement"
          label="Placement"
          multiline
          hint="E.g. General education classroom with resource room support."
        />
        <TextField
          {...fieldProps}
          name="lreSetting"
          label="Least restrictive environment (LRE)"
          multiline
          hint="E.g. Inside general education 80% or more of the day."
        />
        <TextField
          {...fieldProps}
          name="extendedSchoolYear"
          label="Extended school year (ESY)"
          multiline
          hint="Whether the student qualifies for services beyond the school year, and which."
        />
        <TextField
          {...fieldProps}
          name="assessmentParticipation"
          label="Participation in assessments"
          multiline
          hint="State and district tests: general assessment with or without accommodations, or alternate assessment."
        />
      </div>
      <TextField
        {...fieldProps}
        name="iepDetails"
        label="Other IEP details"
        multiline
        hint="E.g. eligibility date, last IEP meeting, triennial reevaluation due date."
      />
      <TextField
        {...fieldProps}
        name="transitionServices"
        label="Transition services"
        multiline
        hint="Postsecondary goals and transition services; required in the IEP in effect when the student turns 16."
      />
    </>
  );
}

/** Supports: accommodations, default accommodations and strategies, behavior, AT, communication. */
export function SupportsSection(props: StudentFieldsProps) {
  const fieldProps = { register: props.register, errors: props.errors };
  const listProps = props;
  return (
    <>
      <TextListField
        {...listProps}
        name="accommodations"
        legend="Accommodations"
        itemLabel="Accommodation"
        hint="How the student learns and is tested, e.g. Extended time (1.5×), Read-aloud for math tests, Preferential seating."
      />
      <RecordListField {...listProps} name="defaultAccommodations" />
      <RecordListField {...listProps} name="defaultStrategies" />
      <TextField
        {...fieldProps}
        name="behaviorSupport"
        label="Behavior support"
        multiline
        hint="Positive behavior interventions and supports or the behavior intervention plan (BIP). Describe observable behavior."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...fieldProps}
          name="assistiveTechnology"
          label="Assistive technology"
          multiline
          hint="Devices and software, e.g. text-to-speech, speech-to-text, AAC device."
        />
        <TextField
          {...fieldProps}
          name="communication"
          label="Communication"
          multiline
          hint="Communication needs and modes, e.g. uses an AAC device; needs visual supports for directions."
        />
      </div>
    </>
  );
}

/** Profile & family: strengths, areas of need, parent contact, language preference, notes. */
export function FamilySection(props: StudentFieldsProps) {
  const fieldProps = { register: props.register, errors: props.errors };
  const listProps = props;
  const { register } = props;
  return (
    <>
      <TextListField
        {...listProps}
        name="strengths"
        legend="Strengths"
        itemLabel="Strength"
        hint="E.g. Strong visual memory; helps classmates during group work."
      />
      <TextListField
        {...listProps}
        name="areasOfNeed"
        legend="Areas of need"
        itemLabel="Area of need"
        hint="E.g. Reading fluency, Written expression, Self-regulation."
      />
      <FormGroup legend="Parent or guardian contact">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...fieldProps} name="parentContact.name" label="Name" />
          <TextField
            {...fieldProps}
            name="parentContact.relationship"
            label="Relationship"
            hint="E.g. Mother, Grandfather, Guardian."
          />
          <TextField {...fieldProps} name="parentContact.email" label="Email" type="email" />
          <TextField {...fieldProps} name="parentContact.phone" label="Phone" type="tel" />
          <Field label="Language for family reports" hint="The parent progress report is written in it.">
            {(ids) => (
              <Select {...ids} {...register("homeLanguage")}>
                <option value="en">English</option>
                <option value="es" lang="es">
                  Español
                </option>
              </Select>
            )}
          </Field>
        </div>
      </FormGroup>
      <div className="flex items-start gap-3">
        <input
          id="student-identity-first-language"
          type="checkbox"
          {...register("identityFirstLanguage")}
          aria-describedby="student-identity-first-language-hint"
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        />
        <div>
          <label htmlFor="student-identity-first-language" className="text-sm font-medium text-slate-900">
            Use identity-first language (e.g. 'autistic student')
          </label>
          <p id="student-identity-first-language-hint" className="text-sm text-slate-600">
            The student's or family's stated preference (APA 7 §5.4). When unchecked, the writing assistant
            uses person-first language ('student with autism').
          </p>
        </div>
      </div>
      <TextField
        {...fieldProps}
        name="notes"
        label="Notes"
        multiline
        hint="Anything else, e.g. the family's preferred language."
      />
    </>
  );
}
