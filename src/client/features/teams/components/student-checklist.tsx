/**
 * The students to transfer as a checklist (requirements "Transfer": several students at once, a
 * whole caseload when a teacher leaves): "Select all", then one box per student in the caseload's
 * order, and how many are chosen.
 */
import { countOf } from "@shared/domain/plural";
import { selectAll, toggleOne } from "../lib/team-words";

export interface StudentChecklistProps {
  students: readonly { id: string; name: string }[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}

/** The "Students" fieldset. */
export function StudentChecklist({ students, chosen, onChange }: StudentChecklistProps) {
  const all = chosen.length === students.length && students.length > 0;
  return (
    <fieldset className="min-w-0 space-y-2 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Students</legend>
      <p className="text-xs text-slate-600" aria-live="polite">
        {countOf(chosen.length, "student")} chosen
      </p>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          className="size-4"
          checked={all}
          onChange={(e) => onChange(selectAll(students, e.target.checked))}
        />
        Select all ({countOf(students.length, "student")})
      </label>
      <ul className="max-h-56 space-y-1 overflow-y-auto border-t border-slate-200 pt-2">
        {students.map((s) => (
          <li key={s.id}>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4"
                checked={chosen.includes(s.id)}
                onChange={(e) => onChange(toggleOne(students, chosen, s.id, e.target.checked))}
              />
              <span className="break-words">{s.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
