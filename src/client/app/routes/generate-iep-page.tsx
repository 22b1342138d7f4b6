/**
 * /dashboard/generate-iep (alias /generate-iep) — draft an IEP from the student's data (requirements
 * "IEP draft"): pick a student, "Draft IEP" → present levels (PLAAFP), measurable annual goals,
 * services and accommodations, each in its own editable card with "Regenerate this section" (asks
 * before replacing edits). The draft is kept on this device (`iep:<userId>:iep_draft:<studentId>`)
 * so nothing typed is lost; "Save to student" writes it to the student's record (mapping in
 * `features/writing-assistant/lib/save-mapping.ts`, explained on screen) after a review of the diff of each
 * field, keeping the previous versions (restorable); the draft can be downloaded as PDF or Word.
 */
import { StudentFromUrl } from "@client/app/routes/student-from-url";
import { StudentIepDraft } from "@client/features/writing-assistant/components/student-iep-draft";

/** The page (default export for the router's lazy route). */
export default function GenerateIepPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Draft an IEP</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          Drafts the present levels, measurable annual goals, services and accommodations from the student's
          record and goal data. Numbers and dates are copied exactly; anything missing says "not recorded".
          Edit each section, then save it to the student or download it.
        </p>
      </div>
      <StudentFromUrl
        capability="iep.save"
        emptyText="An IEP draft is written from a student's record. Add a student first."
      >
        {(student) => <StudentIepDraft student={student} />}
      </StudentFromUrl>
    </div>
  );
}
