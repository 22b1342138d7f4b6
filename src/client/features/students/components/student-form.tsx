import { Form, hasMessage } from "@client/components/form";
import { Alert, Button, ConfirmDialog, Dialog } from "@client/components/ui";
import * as Tabs from "@radix-ui/react-tabs";
import type { Student } from "@shared/contracts/students";
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { useSaveStudent } from "../hooks/use-save-student";
import { studentFormSchema } from "../lib/student-form-resolver";
import { STUDENT_FORM_TABS, type StudentFormTabId, tabsWithErrors } from "../lib/student-form-tabs";
import {
  emptyStudentFormValues,
  type StudentFormValues,
  studentToFormValues,
} from "../lib/student-form-values";
import type { StudentFieldsProps } from "./student-form-fields";
import {
  BasicsSection,
  FamilySection,
  GoalsSection,
  ServicesSection,
  SupportsSection,
} from "./student-form-sections";
import { StudentFormTabList } from "./student-form-tab-list";

type Errors = FieldErrors<StudentFormValues>;

/** Each tab's fields, in the tabs' order. */
const TAB_SECTIONS: Record<StudentFormTabId, ComponentType<StudentFieldsProps>> = {
  basics: BasicsSection,
  goals: GoalsSection,
  services: ServicesSection,
  supports: SupportsSection,
  family: FamilySection,
};

export interface StudentFormProps {
  /** The student being edited; absent when adding. */
  student?: Student;
  /** Called after a successful save with the server's row (or the unchanged student). */
  onSaved: (student: Student, outcome: "created" | "updated" | "unchanged" | "waiting") => void;
  /** Asked to close (Cancel); the dialog decides whether to confirm. */
  onCancel: () => void;
  /** Reports whether anything differs from what was loaded (for the unsaved-changes guard). */
  onDirtyChange: (dirty: boolean) => void;
  /** The structured-goals editor shown in the Goals tab (saved on its own; decision 017). */
  goalsEditor?: ReactNode;
  /** The structured-services editor shown in the Services tab (saved on its own, like the goals). */
  servicesEditor?: ReactNode;
  /** A new student's identity-first setting: the teacher's preference (requirements "Profile"). */
  identityFirstDefault?: boolean;
}

/**
 * The add/edit student form (requirements "Student fields", grouped in tabs). Validated with the
 * shared contract before sending; a failed save keeps everything typed and says why (requirements
 * "Saving students"). Tabs holding an error are marked, and on a failed submit the first such tab
 * opens with focus on its first invalid field.
 */
export function StudentForm({
  student,
  onSaved,
  onCancel,
  onDirtyChange,
  identityFirstDefault,
  goalsEditor,
  servicesEditor,
}: StudentFormProps) {
  const editing = student !== undefined;
  const [initial] = useState(() =>
    student ? studentToFormValues(student) : emptyStudentFormValues(new Date(), identityFirstDefault),
  );
  const [tab, setTab] = useState<StudentFormTabId>("basics");
  const [focusRequest, setFocusRequest] = useState(0);
  const panels = useRef<Partial<Record<StudentFormTabId, HTMLDivElement | null>>>({});
  const failureRef = useRef<HTMLDivElement>(null);

  // After a failed submit: focus the first invalid control of the (now open) tab.
  useEffect(() => {
    if (focusRequest === 0) return;
    const target = panels.current[tab]?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const el = target ?? failureRef.current;
    el?.focus();
    el?.scrollIntoView?.({ block: "center" });
  }, [focusRequest, tab]);

  const showErrors = (paths: string[]) => {
    const [first] = tabsWithErrors(paths);
    if (first) setTab(first);
    setFocusRequest((n) => n + 1);
  };
  const { failure, clearFailure, onValid } = useSaveStudent({ student, onSaved, showErrors, failureRef });
  const onInvalid = (errs: Errors) => {
    clearFailure();
    showErrors(Object.keys(errs));
  };

  return (
    <Form
      schema={studentFormSchema}
      defaultValues={initial}
      options={{ shouldFocusError: false }}
      onSubmit={onValid}
      onInvalid={onInvalid}
      aria-label={editing ? "Edit student" : "Add student"}
      // Controls scrolled into view (by focus or keyboard) clear the sticky footer.
      className="[&_button]:scroll-mb-28 [&_input]:scroll-mb-28 [&_textarea]:scroll-mb-28"
    >
      {({ control, register, formState: { errors, isDirty, isSubmitting } }) => (
        <>
          <DirtyReport dirty={isDirty} onDirtyChange={onDirtyChange} />
          {failure ? (
            <div ref={failureRef} tabIndex={-1} className="mb-4 focus:outline-none">
              <Alert tone="error" title={failure.title}>
                {failure.detail ? <p>{failure.detail}</p> : null}
                <p>Everything you typed is still here.</p>
              </Alert>
            </div>
          ) : null}

          <Tabs.Root value={tab} onValueChange={(v) => setTab(v as StudentFormTabId)}>
            <StudentFormTabList
              errorTabs={tabsWithErrors(
                Object.keys(errors).filter((k) => hasMessage(errors[k as keyof Errors])),
              )}
            />
            {/* Every panel stays mounted (so a hidden tab's errors can be found and focused); inactive
            ones carry the `hidden` attribute. */}
            {STUDENT_FORM_TABS.map(({ id }) => {
              const Section = TAB_SECTIONS[id];
              return (
                <Tabs.Content
                  key={id}
                  value={id}
                  forceMount
                  hidden={tab !== id}
                  ref={(el) => {
                    panels.current[id] = el;
                  }}
                  className="space-y-5 pt-5 focus:outline-none"
                >
                  <Section
                    control={control}
                    register={register}
                    errors={errors}
                    goalsEditor={goalsEditor}
                    servicesEditor={servicesEditor}
                  />
                </Tabs.Content>
              );
            })}
          </Tabs.Root>

          <StudentFormFooter editing={editing} saving={isSubmitting} onCancel={onCancel} />
        </>
      )}
    </Form>
  );
}

/** Tells the dialog whether anything differs from what was loaded (for the unsaved-changes guard). */
function DirtyReport({ dirty, onDirtyChange }: { dirty: boolean; onDirtyChange: (dirty: boolean) => void }) {
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  return null;
}

/** The sticky footer: what * means, Cancel, and the submit button. */
function StudentFormFooter({
  editing,
  saving,
  onCancel,
}: {
  editing: boolean;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
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
      <Button type="submit" loading={saving}>
        {editing ? "Save changes" : "Add student"}
      </Button>
    </div>
  );
}

export interface StudentFormDialogProps {
  open: boolean;
  /** The student being edited; absent when adding. */
  student?: Student;
  onClose: () => void;
  onSaved: StudentFormProps["onSaved"];
  /** See {@link StudentFormProps.goalsEditor}. */
  goalsEditor?: ReactNode;
  /** See {@link StudentFormProps.servicesEditor}. */
  servicesEditor?: ReactNode;
  identityFirstDefault?: boolean;
}

/**
 * The add/edit dialog around {@link StudentForm}, with the unsaved-changes guard: closing a form
 * with changes (Escape, the close button, clicking outside, Cancel) asks before discarding, and
 * leaving the page is warned by the browser.
 */
export function StudentFormDialog({
  open,
  student,
  onClose,
  onSaved,
  identityFirstDefault,
  goalsEditor,
  servicesEditor,
}: StudentFormDialogProps) {
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
          goalsEditor={goalsEditor}
          servicesEditor={servicesEditor}
          identityFirstDefault={identityFirstDefault}
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
