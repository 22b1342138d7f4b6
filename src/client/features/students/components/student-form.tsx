import { Alert, Button, ConfirmDialog, Dialog, Field, Input, Textarea } from "@client/components/ui";
import { ApiRequestError, errorMessage } from "@client/lib/api-client";
import { cn } from "@client/lib/cn";
import * as Tabs from "@radix-ui/react-tabs";
import type { CreateStudentData, Student } from "@shared/contracts/students";
import { messages } from "@shared/domain/error-messages";
import { AlertCircle, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  type Control,
  type FieldErrors,
  get,
  type Path,
  type UseFormRegister,
  useFieldArray,
  useForm,
} from "react-hook-form";
import { useCreateStudent } from "../api/create-student";
import { useUpdateStudent } from "../api/update-student";
import {
  type BySubjectField,
  changedFields,
  emptyStudentFormValues,
  parsedStudent,
  STUDENT_FORM_TABS,
  type StringListField,
  type StudentFormTabId,
  type StudentFormValues,
  serverFieldErrors,
  studentFormResolver,
  studentToFormValues,
  tabsWithErrors,
} from "../lib/student-form-values";

type Register = UseFormRegister<StudentFormValues>;
type FormControl = Control<StudentFormValues, unknown, CreateStudentData>;
type Errors = FieldErrors<StudentFormValues>;

/** The error message at a dotted path (`iepGoals.1.value`), or of a field array as a whole. */
function messageAt(errors: Errors, path: string): string | undefined {
  const e = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return e?.message ?? e?.root?.message;
}

/** True when an errors subtree holds at least one message (cleared arrays can leave empty shells). */
function hasMessage(value: unknown): boolean {
  if (!value || typeof value !== "object") return false;
  if (typeof (value as { message?: unknown }).message === "string") return true;
  return Object.entries(value).some(([k, v]) => k !== "ref" && hasMessage(v));
}

// ---------------------------------------------------------------------------------------------
// Field building blocks
// ---------------------------------------------------------------------------------------------

interface TextFieldProps {
  name: Path<StudentFormValues>;
  label: string;
  hint?: ReactNode;
  register: Register;
  errors: Errors;
  multiline?: boolean;
  required?: boolean;
  type?: "text" | "date" | "email" | "tel";
  autoComplete?: string;
  className?: string;
}

/** One labelled input or textarea bound to the form, with its hint and error. */
function TextField({
  name,
  label,
  hint,
  register,
  errors,
  multiline,
  required,
  type = "text",
  autoComplete = "off",
  className,
}: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={messageAt(errors, name)}
      required={required}
      className={className}
    >
      {(ids) =>
        multiline ? (
          <Textarea {...ids} {...register(name)} rows={4} />
        ) : (
          <Input {...ids} {...register(name)} type={type} autoComplete={autoComplete} />
        )
      }
    </Field>
  );
}

/** A fieldset with a legend, an optional hint and the group's own error. */
function Group({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {hint ? <p className="-mt-1 text-xs text-slate-600">{hint}</p> : null}
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/** The "remove this row" button; its name says which row. */
function RemoveRow({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" className="shrink-0 text-red-800" aria-label={label} onClick={onClick}>
      <Trash2 className="size-4" aria-hidden="true" />
    </Button>
  );
}

/** Removes row `index` and moves focus to the group's add button (the removed row's button is gone). */
function useRemoveAndRefocus(remove: (index: number) => void) {
  const addRef = useRef<HTMLDivElement>(null);
  return {
    addRef,
    removeRow: (index: number) => {
      remove(index);
      queueMicrotask(() => addRef.current?.querySelector("button")?.focus());
    },
  };
}

interface StringListProps {
  name: StringListField;
  legend: string;
  /** Singular label of one entry ("Goal"); rows are labelled "Goal 1", "Goal 2"… */
  itemLabel: string;
  hint?: ReactNode;
  control: FormControl;
  register: Register;
  errors: Errors;
  multiline?: boolean;
}

/** A list of text entries (spec §3 lists) as add/remove rows. */
function TextListField({
  name,
  legend,
  itemLabel,
  hint,
  control,
  register,
  errors,
  multiline,
}: StringListProps) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const { addRef, removeRow } = useRemoveAndRefocus(remove);
  const listError = messageAt(errors, name);
  return (
    <Group legend={legend} hint={hint} error={listError}>
      {fields.length === 0 ? <p className="text-sm text-slate-700">None yet.</p> : null}
      <ol className="space-y-3">
        {fields.map((f, i) => (
          <li key={f.id} className="flex items-end gap-2">
            <TextField
              className="flex-1"
              name={`${name}.${i}.value`}
              label={`${itemLabel} ${i + 1}`}
              register={register}
              errors={errors}
              multiline={multiline}
            />
            <RemoveRow label={`Remove ${itemLabel.toLowerCase()} ${i + 1}`} onClick={() => removeRow(i)} />
          </li>
        ))}
      </ol>
      <div ref={addRef}>
        <Button variant="secondary" size="sm" onClick={() => append({ value: "" })}>
          <Plus className="size-4" aria-hidden="true" />
          Add {itemLabel.toLowerCase()}
        </Button>
      </div>
    </Group>
  );
}

interface SubjectRowsProps {
  name: BySubjectField;
  legend: string;
  textLabel: string;
  hint?: ReactNode;
  control: FormControl;
  register: Register;
  errors: Errors;
}

/** subject → text pairs (spec §3 assessmentTools, iepGoalTargets) as add/remove rows. */
function SubjectRowsField({ name, legend, textLabel, hint, control, register, errors }: SubjectRowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const { addRef, removeRow } = useRemoveAndRefocus(remove);
  return (
    <Group legend={legend} hint={hint} error={messageAt(errors, name)}>
      {fields.length === 0 ? <p className="text-sm text-slate-700">None yet.</p> : null}
      <ol className="space-y-3">
        {fields.map((f, i) => (
          <li key={f.id} className="flex items-start gap-2">
            <div className="grid flex-1 gap-3 sm:grid-cols-[12rem_1fr]">
              <TextField
                name={`${name}.${i}.subject`}
                label={`Subject ${i + 1}`}
                register={register}
                errors={errors}
              />
              <TextField
                name={`${name}.${i}.text`}
                label={`${textLabel} ${i + 1}`}
                register={register}
                errors={errors}
              />
            </div>
            <RemoveRow label={`Remove subject ${i + 1}`} onClick={() => removeRow(i)} />
          </li>
        ))}
      </ol>
      <div ref={addRef}>
        <Button variant="secondary" size="sm" onClick={() => append({ subject: "", text: "" })}>
          <Plus className="size-4" aria-hidden="true" />
          Add subject
        </Button>
      </div>
    </Group>
  );
}

/** spec §3 defaultStrategies (name, frequency, duration) as add/remove rows. */
function StrategiesField({
  control,
  register,
  errors,
}: Omit<SubjectRowsProps, "name" | "legend" | "textLabel">) {
  const { fields, append, remove } = useFieldArray({ control, name: "defaultStrategies" });
  const { addRef, removeRow } = useRemoveAndRefocus(remove);
  return (
    <Group
      legend="Default strategies"
      hint="Strategies you use routinely with this student; they are part of the student context when drafting progress notes. E.g. Graphic organizer · daily · 15 minutes."
      error={messageAt(errors, "defaultStrategies")}
    >
      {fields.length === 0 ? <p className="text-sm text-slate-700">None yet.</p> : null}
      <ol className="space-y-3">
        {fields.map((f, i) => (
          <li key={f.id} className="flex items-start gap-2">
            <div className="grid flex-1 gap-3 sm:grid-cols-3">
              <TextField
                name={`defaultStrategies.${i}.name`}
                label={`Strategy ${i + 1}`}
                register={register}
                errors={errors}
                required
              />
              <TextField
                name={`defaultStrategies.${i}.frequency`}
                label="Frequency"
                register={register}
                errors={errors}
              />
              <TextField
                name={`defaultStrategies.${i}.duration`}
                label="Duration"
                register={register}
                errors={errors}
              />
            </div>
            <RemoveRow label={`Remove strategy ${i + 1}`} onClick={() => removeRow(i)} />
          </li>
        ))}
      </ol>
      <div ref={addRef}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => append({ name: "", frequency: "", duration: "" })}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add strategy
        </Button>
      </div>
    </Group>
  );
}

/** spec §3 defaultAccommodations (name, conditions, whenUsed) as add/remove rows. */
function DefaultAccommodationsField({
  control,
  register,
  errors,
}: Omit<SubjectRowsProps, "name" | "legend" | "textLabel">) {
  const { fields, append, remove } = useFieldArray({ control, name: "defaultAccommodations" });
  const { addRef, removeRow } = useRemoveAndRefocus(remove);
  return (
    <Group
      legend="Default accommodations"
      hint="Accommodations named in progress notes by default. E.g. Extended time · 1.5× on tests and quizzes · all assessments."
      error={messageAt(errors, "defaultAccommodations")}
    >
      {fields.length === 0 ? <p className="text-sm text-slate-700">None yet.</p> : null}
      <ol className="space-y-3">
        {fields.map((f, i) => (
          <li key={f.id} className="flex items-start gap-2">
            <div className="grid flex-1 gap-3 sm:grid-cols-3">
              <TextField
                name={`defaultAccommodations.${i}.name`}
                label={`Accommodation ${i + 1}`}
                register={register}
                errors={errors}
                required
              />
              <TextField
                name={`defaultAccommodations.${i}.conditions`}
                label="Conditions"
                register={register}
                errors={errors}
              />
              <TextField
                name={`defaultAccommodations.${i}.whenUsed`}
                label="When used"
                register={register}
                errors={errors}
              />
            </div>
            <RemoveRow label={`Remove accommodation ${i + 1}`} onClick={() => removeRow(i)} />
          </li>
        ))}
      </ol>
      <div ref={addRef}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => append({ name: "", conditions: "", whenUsed: "" })}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add default accommodation
        </Button>
      </div>
    </Group>
  );
}

// ---------------------------------------------------------------------------------------------
// The form
// ---------------------------------------------------------------------------------------------

export interface StudentFormProps {
  /** The student being edited; absent when adding. */
  student?: Student;
  /** Called after a successful save with the server's row (or the unchanged student). */
  onSaved: (student: Student, outcome: "created" | "updated" | "unchanged") => void;
  /** Asked to close (Cancel); the dialog decides whether to confirm. */
  onCancel: () => void;
  /** Reports whether anything differs from what was loaded (for the unsaved-changes guard). */
  onDirtyChange: (dirty: boolean) => void;
}

interface SubmitFailure {
  title: string;
  detail?: string;
}

/**
 * The add/edit student form (spec §3 Student fields, grouped in tabs). Validated with the shared
 * contract before sending; a failed save keeps everything typed and says why (spec §8 "Failed to
 * add student. Please try again." / "Failed to update student. Please try again.", plus the
 * server's field message for a 400). Tabs holding an error are marked, and on a failed submit the
 * first such tab opens with focus on its first invalid field.
 */
export function StudentForm({ student, onSaved, onCancel, onDirtyChange }: StudentFormProps) {
  const editing = student !== undefined;
  const [initial] = useState(() => (student ? studentToFormValues(student) : emptyStudentFormValues()));
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<StudentFormValues, unknown, CreateStudentData>({
    resolver: studentFormResolver,
    defaultValues: initial,
    shouldFocusError: false,
  });
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const [tab, setTab] = useState<StudentFormTabId>("basics");
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const panels = useRef<Partial<Record<StudentFormTabId, HTMLDivElement | null>>>({});
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // After a failed submit: focus the first invalid control of the (now open) tab.
  useEffect(() => {
    if (focusRequest === 0) return;
    const target = panels.current[tab]?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const el = target ?? failureRef.current;
    el?.focus();
    el?.scrollIntoView?.({ block: "center" });
  }, [focusRequest, tab]);

  const errorTabs = tabsWithErrors(Object.keys(errors).filter((k) => hasMessage(errors[k as keyof Errors])));

  const showErrors = (paths: string[]) => {
    const [first] = tabsWithErrors(paths);
    if (first) setTab(first);
    setFocusRequest((n) => n + 1);
  };

  const onValid = async (data: CreateStudentData) => {
    setFailure(null);
    const fallback = editing ? messages.students.updateFailed : messages.students.addFailed;
    try {
      if (student) {
        const changes = changedFields(parsedStudent(student), data);
        if (Object.keys(changes).length === 0) {
          onSaved(student, "unchanged");
          return;
        }
        onSaved(await update.mutateAsync({ id: student.id, changes }), "updated");
      } else {
        onSaved(await create.mutateAsync(data), "created");
      }
    } catch (err) {
      const detail = errorMessage(err, fallback);
      setFailure({ title: fallback, detail: detail === fallback ? undefined : detail });
      const fieldErrors = err instanceof ApiRequestError && err.status === 400 ? serverFieldErrors(err) : [];
      for (const fe of fieldErrors) {
        setError(fe.name as Path<StudentFormValues>, { type: "server", message: fe.message });
      }
      if (fieldErrors.length > 0) showErrors(fieldErrors.map((fe) => fe.name));
      else queueMicrotask(() => failureRef.current?.focus());
    }
  };

  const onInvalid = (errs: Errors) => {
    setFailure(null);
    showErrors(Object.keys(errs));
  };

  const fieldProps = { register, errors };
  const listProps = { control, register, errors };

  // Every panel stays mounted (so a hidden tab's errors can be found and focused); inactive ones
  // carry the `hidden` attribute.
  const panelClass = "space-y-5 pt-5 focus:outline-none";
  const panel = (id: StudentFormTabId, children: ReactNode) => (
    <Tabs.Content
      value={id}
      forceMount
      hidden={tab !== id}
      ref={(el) => {
        panels.current[id] = el;
      }}
      className={panelClass}
    >
      {children}
    </Tabs.Content>
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      aria-label={editing ? "Edit student" : "Add student"}
      // Controls scrolled into view (by focus or keyboard) clear the sticky footer.
      className="[&_button]:scroll-mb-28 [&_input]:scroll-mb-28 [&_textarea]:scroll-mb-28"
    >
      {failure ? (
        <div ref={failureRef} tabIndex={-1} className="mb-4 focus:outline-none">
          <Alert tone="error" title={failure.title}>
            {failure.detail ? <p>{failure.detail}</p> : null}
            <p>Everything you typed is still here.</p>
          </Alert>
        </div>
      ) : null}

      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as StudentFormTabId)}>
        <Tabs.List
          aria-label="Sections of the student record"
          className="flex flex-wrap gap-1 border-b border-slate-200"
        >
          {STUDENT_FORM_TABS.map((t) => {
            const hasError = errorTabs.includes(t.id);
            return (
              <Tabs.Trigger
                key={t.id}
                value={t.id}
                className={cn(
                  "-mb-px inline-flex min-h-10 items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700",
                  "hover:text-slate-900 data-[state=active]:border-indigo-700 data-[state=active]:text-indigo-800",
                  hasError && "text-red-800 data-[state=active]:text-red-800",
                )}
              >
                {hasError ? <AlertCircle className="size-4 text-red-700" aria-hidden="true" /> : null}
                {t.label}
                {hasError ? <span className="sr-only"> (has errors)</span> : null}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>

        {panel(
          "basics",
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
              <TextField
                {...fieldProps}
                name="studentId"
                label="Student ID number"
                hint="District or state ID."
              />
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
                name="dateAdded"
                label="Date added"
                type="date"
                hint="When the student joined your caseload."
              />
            </div>
          </>,
        )}

        {panel(
          "goals",
          <>
            <TextField
              {...fieldProps}
              name="presentLevels"
              label="Present levels (PLAAFP)"
              multiline
              hint="Present levels of academic achievement and functional performance: current data, strengths, and how the disability affects progress in the general curriculum."
            />
            <TextListField
              {...listProps}
              name="iepGoals"
              legend="Measurable annual goals"
              itemLabel="Goal"
              multiline
              hint="One goal per entry: condition, observable behavior, criterion and date. E.g. “Given a grade-3 passage, Maya will read 90 words correct per minute (WCPM) with 95% accuracy on 3 of 4 weekly probes by March 2027.”"
            />
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
          </>,
        )}

        {panel(
          "services",
          <>
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
          </>,
        )}

        {panel(
          "supports",
          <>
            <TextListField
              {...listProps}
              name="accommodations"
              legend="Accommodations"
              itemLabel="Accommodation"
              hint="How the student learns and is tested, e.g. Extended time (1.5×), Read-aloud for math tests, Preferential seating."
            />
            <DefaultAccommodationsField {...listProps} />
            <StrategiesField {...listProps} />
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
          </>,
        )}

        {panel(
          "family",
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
            <Group legend="Parent or guardian contact">
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
              </div>
            </Group>
            <div className="flex items-start gap-3">
              <input
                id="student-identity-first-language"
                type="checkbox"
                {...register("identityFirstLanguage")}
                aria-describedby="student-identity-first-language-hint"
                className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
              />
              <div>
                <label
                  htmlFor="student-identity-first-language"
                  className="text-sm font-medium text-slate-900"
                >
                  Use identity-first language (e.g. 'autistic student')
                </label>
                <p id="student-identity-first-language-hint" className="text-sm text-slate-600">
                  The student's or family's stated preference (APA 7 §5.4). When unchecked, the writing
                  assistant uses person-first language ('student with autism').
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
          </>,
        )}
      </Tabs.Root>

      <div className="sticky -bottom-6 -mx-6 -mb-6 mt-6 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white px-6 py-4">
        <p className="mr-auto text-xs text-slate-600">
          <span className="text-red-700" aria-hidden="true">
            *
          </span>{" "}
          Required. Everything else can be added later.
        </p>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {editing ? "Save changes" : "Add student"}
        </Button>
      </div>
    </form>
  );
}

export interface StudentFormDialogProps {
  open: boolean;
  /** The student being edited; absent when adding. */
  student?: Student;
  onClose: () => void;
  onSaved: StudentFormProps["onSaved"];
}

/**
 * The add/edit dialog around {@link StudentForm}, with the unsaved-changes guard: closing a form
 * with changes (Escape, the close button, clicking outside, Cancel) asks before discarding, and
 * leaving the page is warned by the browser.
 */
export function StudentFormDialog({ open, student, onClose, onSaved }: StudentFormDialogProps) {
  const [dirty, setDirty] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  useEffect(() => {
    if (!open || !dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [open, dirty]);

  const close = () => {
    setConfirmDiscard(false);
    setDirty(false);
    onClose();
  };
  const requestClose = () => (dirty ? setConfirmDiscard(true) : close());

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) requestClose();
        }}
        title={student ? `Edit ${student.name}` : "Add a student"}
        description="The IEP record, in sections. Fields marked * are required."
        widthClass="max-w-4xl"
      >
        <StudentForm
          student={student}
          onCancel={requestClose}
          onDirtyChange={setDirty}
          onSaved={(saved, outcome) => {
            setDirty(false);
            onSaved(saved, outcome);
          }}
        />
      </Dialog>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard unsaved changes?"
        description={
          student
            ? `Your changes to ${student.name}'s record have not been saved. Closing the form discards them.`
            : "This student has not been added yet. Closing the form discards what you typed."
        }
        confirmLabel="Discard changes"
        onConfirm={close}
      />
    </>
  );
}
