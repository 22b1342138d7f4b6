/**
 * The controls of the IEP at a glance screen (requirements "IEP at a glance"): the language of the
 * headings, the share-safe switch and the caseload checklist ("Print several at once for a class
 * list"). Plain form controls with visible labels, grouped in fieldsets, reachable by keyboard.
 */
import { Button } from "@client/components/ui";
import { AT_A_GLANCE_MAX_STUDENTS } from "@shared/contracts/at-a-glance";
import type { HomeLanguage } from "@shared/contracts/students";

/** The language and share-safe switches. */
export function GlanceSwitches({
  language,
  shareSafe,
  onLanguage,
  onShareSafe,
}: {
  language: HomeLanguage;
  shareSafe: boolean;
  onLanguage: (language: HomeLanguage) => void;
  onShareSafe: (shareSafe: boolean) => void;
}) {
  const options: [HomeLanguage, string][] = [
    ["en", "English"],
    ["es", "Spanish"],
  ];
  return (
    <div className="flex flex-wrap gap-x-8 gap-y-3">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Headings in</legend>
        <div className="mt-1 flex gap-4">
          {options.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="glance-language"
                className="size-4"
                checked={language === value}
                onChange={() => onLanguage(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex max-w-md items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={shareSafe}
          onChange={(e) => onShareSafe(e.target.checked)}
        />
        <span>
          Share-safe version
          <span className="block text-xs text-slate-600">
            Leaves out the date of birth, the student ID and the disability category.
          </span>
        </span>
      </label>
    </div>
  );
}

/** The caseload as a checklist; `chosen` in URL order. At most {@link AT_A_GLANCE_MAX_STUDENTS}. */
export function GlanceStudentChecklist({
  students,
  chosen,
  onChange,
}: {
  students: readonly { id: string; name: string; grade: string | null }[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  const full = chosen.length >= AT_A_GLANCE_MAX_STUDENTS;
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900">Students</legend>
      <p className="text-xs text-slate-600">
        Print several at once for a class list (up to {AT_A_GLANCE_MAX_STUDENTS}); each student gets a page.
      </p>
      <ul className="mt-2 grid max-h-60 gap-1 overflow-y-auto sm:grid-cols-2 lg:grid-cols-3">
        {students.map((s) => {
          const on = chosen.includes(s.id);
          return (
            <li key={s.id} className="min-w-0">
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 shrink-0"
                  checked={on}
                  disabled={!on && full}
                  onChange={(e) => toggle(s.id, e.target.checked)}
                />
                <span className="truncate">
                  {s.name}
                  {s.grade ? <span className="text-slate-600"> · Grade {s.grade}</span> : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onChange(students.slice(0, AT_A_GLANCE_MAX_STUDENTS).map((s) => s.id))}
        >
          Choose all
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onChange([])} disabled={chosen.length === 0}>
          Clear
        </Button>
      </div>
    </fieldset>
  );
}
