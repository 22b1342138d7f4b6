import type { Student } from "@shared/contracts/students";

/**
 * The options of every "Student" select (note form, CBM probes, one-student screens): "Choose a
 * student…" (value "") first, then each student of the caseload, in the order given, with their grade
 * ("Maya Lopez (grade 3)"). Render it inside a `<Select>`.
 */
export function StudentOptions({
  students,
}: {
  students: readonly Pick<Student, "id" | "name" | "grade">[];
}) {
  return (
    <>
      <option value="">Choose a student…</option>
      {students.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
          {s.grade ? ` (grade ${s.grade})` : ""}
        </option>
      ))}
    </>
  );
}
