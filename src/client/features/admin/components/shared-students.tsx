/**
 * A teacher's student records for staff (requirements "Admin area"): shown only on request, because
 * each look is written to the audit log, and only when the teacher has allowed it (otherwise the
 * server's 403 message is shown). Read-only.
 */
import { Alert, Button, Spinner } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { useState } from "react";
import { useSharedStudent, useSharedStudents } from "../api/admin-data";

const list = (items: string[]) => (items.length ? items.join("; ") : "—");

function StudentRecord({ teacherId, studentId }: { teacherId: string; studentId: string }) {
  const record = useSharedStudent(teacherId, studentId);
  if (record.isPending) return <Spinner label="Loading the record…" />;
  if (record.isError)
    return <Alert tone="error">{errorMessage(record.error, "Failed to load the record.")}</Alert>;
  const s = record.data;
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1 rounded-md border border-slate-200 p-3 sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium text-slate-700">Name</dt>
      <dd>{s.name}</dd>
      <dt className="font-medium text-slate-700">Grade</dt>
      <dd>{s.grade ?? "—"}</dd>
      <dt className="font-medium text-slate-700">Disabilities</dt>
      <dd>{list(s.disabilities)}</dd>
      <dt className="font-medium text-slate-700">Annual goals</dt>
      <dd>{list(s.iepGoals)}</dd>
      <dt className="font-medium text-slate-700">Accommodations</dt>
      <dd>{list(s.accommodations)}</dd>
      <dt className="font-medium text-slate-700">Present levels</dt>
      <dd className="whitespace-pre-wrap">{s.presentLevels ?? "—"}</dd>
    </dl>
  );
}

/** The "Students" card of the teacher detail screen. */
export function SharedStudents({ teacherId }: { teacherId: string }) {
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const students = useSharedStudents(teacherId, asked);
  return (
    <section aria-labelledby="shared-students-title" className="text-sm">
      <h2 id="shared-students-title" className="text-lg font-semibold text-slate-900">
        Student records
      </h2>
      <p className="mt-1 text-slate-700">
        Only with the teacher's permission, and every look is written to the audit log.
      </p>
      {!asked ? (
        <Button className="mt-3" variant="secondary" onClick={() => setAsked(true)}>
          Show student records
        </Button>
      ) : students.isPending ? (
        <Spinner label="Loading students…" />
      ) : students.isError ? (
        <Alert tone="info" className="mt-3">
          {errorMessage(students.error, "Failed to load the students.")}
        </Alert>
      ) : (
        <ul className="mt-3 space-y-2">
          {students.data.length === 0 ? <li>No students.</li> : null}
          {students.data.map((s) => (
            <li key={s.id}>
              <Button
                variant="ghost"
                aria-expanded={open === s.id}
                onClick={() => setOpen(open === s.id ? null : s.id)}
              >
                {s.name}
                {s.grade ? ` · grade ${s.grade}` : ""}
              </Button>
              {open === s.id ? <StudentRecord teacherId={teacherId} studentId={s.id} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
