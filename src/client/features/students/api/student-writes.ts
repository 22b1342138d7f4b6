/**
 * The student writes of the outbox (requirements "Saving students", "Local storage"; decision 008):
 * add, edit and delete a student are queued, shown at once in the cached caseload (["students"]),
 * and sent to /api/v1/students exactly once.
 */
import type { QueuedVariables, RecordType } from "@client/lib/outbox/queued-write";
import { recordWrites } from "@client/lib/outbox/record-writes";
import type { CreateStudentInput, Student, UpdateStudentInput } from "@shared/contracts/students";
import { emptyIepFields } from "@shared/domain/student-record";
import type { QueryClient } from "@tanstack/react-query";
import { removeStudent, upsertStudent } from "../lib/student-list";
import { STUDENTS_QUERY_KEY } from "./query-keys";

/** A student shown before the server has it: the typed fields over the API's empty values. */
export function draftStudent(vars: QueuedVariables<CreateStudentInput>, now: string): Student {
  const input = vars.input as Partial<Student> & { name: string };
  const empty: Student = {
    id: vars.id,
    name: input.name,
    grade: null,
    dateOfBirth: null,
    studentId: null,
    parentContact: { name: "", relationship: "", email: "", phone: "" },
    annualMeetingDueDate: null,
    lastEvaluationDate: null,
    caseManager: null,
    serviceProviders: [],
    disabilities: [],
    iepGoals: [],
    notes: null,
    dateAdded: now.slice(0, 10),
    ...emptyIepFields(),
    identityFirstLanguage: false,
    homeLanguage: "en",
    createdAt: now,
    updatedAt: now,
  };
  const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  return { ...empty, ...defined, id: vars.id } as Student;
}

const list = (qc: QueryClient) => qc.getQueryData<Student[]>(STUDENTS_QUERY_KEY);

/** Students in the outbox: the caseload list is the one cached place a student lives. */
export const studentRecordType: RecordType<Student, CreateStudentInput, UpdateStudentInput> = {
  name: "students",
  path: "/api/v1/students",
  noun: "student",
  cache: {
    find: (qc, id) => list(qc)?.find((s) => s.id === id),
    draft: draftStudent,
    merge: (student, changes) => ({ ...student, ...(changes as Partial<Student>) }),
    put: (qc, student, replacesId) => {
      const current = list(qc);
      if (!current) return;
      const rest = replacesId ? removeStudent(current, replacesId) : current;
      qc.setQueryData<Student[]>(STUDENTS_QUERY_KEY, upsertStudent(rest, student));
    },
    remove: (qc, id) => {
      const current = list(qc);
      if (current) qc.setQueryData<Student[]>(STUDENTS_QUERY_KEY, removeStudent(current, id));
    },
    refresh: async () => {},
  },
};

/** Its writes, as the screens that change records register them at the first change. */
export const studentWrites = recordWrites(studentRecordType);
