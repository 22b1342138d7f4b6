/**
 * The add/edit student form's list fields, each an {@link ObjectListField} (requirements "Student
 * fields"): plain text lists, subject → text rows, default strategies and default accommodations.
 */
import { type ObjectListColumn, ObjectListField, TextField } from "@client/components/form";
import type { CreateStudentData } from "@shared/contracts/students";
import type { ReactNode } from "react";
import type { Control, FieldArray, FieldErrors, UseFormRegister } from "react-hook-form";
import type {
  BySubjectField,
  ObjectListField as ObjectListFieldName,
  StringListField,
  StudentFormValues,
} from "../lib/student-form-values";

/** What every section of the form needs from `useForm`. */
export interface StudentFieldsProps {
  control: Control<StudentFormValues, unknown, CreateStudentData>;
  register: UseFormRegister<StudentFormValues>;
  errors: FieldErrors<StudentFormValues>;
  /**
   * The goals editor of the Goals tab, given by the screen (the goals feature owns it; decision 017).
   * Absent: the tab has no goal list.
   */
  goalsEditor?: ReactNode;
  /**
   * The structured-services editor of the Services tab, given by the screen (the services feature
   * owns it). Absent: the tab has the narrative fields only.
   */
  servicesEditor?: ReactNode;
}

/** A text field bound to the student form. */
export const StudentTextField = TextField<StudentFormValues>;

interface TextListProps extends StudentFieldsProps {
  name: StringListField;
  legend: string;
  /** Singular label of one entry ("Goal"); rows are labelled "Goal 1", "Goal 2"… */
  itemLabel: string;
  hint?: ReactNode;
  multiline?: boolean;
}

/** A list of text entries as add/remove rows. */
export function TextListField({ itemLabel, ...props }: TextListProps) {
  const item = itemLabel.toLowerCase();
  return (
    <ObjectListField
      {...props}
      columns={[{ key: "value", label: (i) => `${itemLabel} ${i + 1}` }]}
      emptyRow={{ value: "" }}
      removeLabel={(i) => `Remove ${item} ${i + 1}`}
      addText={<>Add {item}</>}
    />
  );
}

interface SubjectRowsProps extends StudentFieldsProps {
  name: BySubjectField;
  legend: string;
  /** Label of the text input ("Target"); numbered like the subject. */
  textLabel: string;
  hint?: ReactNode;
}

/** subject → text pairs (assessment tools, goal targets) as add/remove rows. */
export function SubjectRowsField({ textLabel, ...props }: SubjectRowsProps) {
  return (
    <ObjectListField
      {...props}
      columns={[
        { key: "subject", label: (i) => `Subject ${i + 1}` },
        { key: "text", label: (i) => `${textLabel} ${i + 1}` },
      ]}
      emptyRow={{ subject: "", text: "" }}
      gridClassName="sm:grid-cols-[12rem_1fr]"
      removeLabel={(i) => `Remove subject ${i + 1}`}
      addText="Add subject"
    />
  );
}

/** What tells one list of a student's default records from the other. */
interface RecordListSpec<N extends ObjectListFieldName> {
  legend: string;
  hint: string;
  /** Singular name of a row ("Strategy"): its first input is "Strategy 1", removed by "Remove strategy 1". */
  itemLabel: string;
  /** The row's three inputs: the required name, then two details. */
  columns: readonly ObjectListColumn<FieldArray<StudentFormValues, N>>[];
  emptyRow: FieldArray<StudentFormValues, N>;
  addText: string;
}

const RECORD_LISTS: { [N in ObjectListFieldName]: RecordListSpec<N> } = {
  defaultStrategies: {
    legend: "Default strategies",
    hint: "Strategies you use routinely with this student; they are part of the student context when drafting progress notes. E.g. Graphic organizer · daily · 15 minutes.",
    itemLabel: "Strategy",
    columns: [
      { key: "name", label: (i) => `Strategy ${i + 1}`, required: true },
      { key: "frequency", label: "Frequency" },
      { key: "duration", label: "Duration" },
    ],
    emptyRow: { name: "", frequency: "", duration: "" },
    addText: "Add strategy",
  },
  defaultAccommodations: {
    legend: "Default accommodations",
    hint: "Accommodations named in progress notes by default. E.g. Extended time · 1.5× on tests and quizzes · all assessments.",
    itemLabel: "Accommodation",
    columns: [
      { key: "name", label: (i) => `Accommodation ${i + 1}`, required: true },
      { key: "conditions", label: "Conditions" },
      { key: "whenUsed", label: "When used" },
    ],
    emptyRow: { name: "", conditions: "", whenUsed: "" },
    addText: "Add default accommodation",
  },
};

/**
 * A list of the student's default records as add/remove rows of three inputs: default strategies
 * (name, frequency, duration) or default accommodations (name, conditions, when used).
 */
export function RecordListField<N extends ObjectListFieldName>({
  name,
  ...props
}: StudentFieldsProps & { name: N }) {
  const { itemLabel, ...spec } = RECORD_LISTS[name];
  const item = itemLabel.toLowerCase();
  return (
    <ObjectListField<StudentFormValues, N>
      {...props}
      {...spec}
      name={name}
      gridClassName="sm:grid-cols-3"
      removeLabel={(i) => `Remove ${item} ${i + 1}`}
    />
  );
}
