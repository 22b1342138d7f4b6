/**
 * /dashboard/generate-iep (alias /generate-iep) — the IEP screen (requirements "IEP versions"): pick a
 * student (`?studentId=`), then the student's IEP versions; `?iep=<id>` opens one, a draft in the
 * editor, a final or superseded version read-only with its downloads, amendment, update of the record
 * and comparison; `#signatures` scrolls to its signatures. Below, for roles that may write the IEP,
 * the writing assistant's draft of four sections for the record (requirements "IEP draft": kept on
 * this device under `iep:<userId>:iep_draft:<studentId>`, saved to the record after a review).
 */
import { IepWorkspace } from "@client/app/routes/iep/iep-workspace";
import { StudentFromUrl } from "@client/app/routes/student-from-url";
import { canOnStudent } from "@client/features/students/lib/student-role";
import { StudentIepDraft } from "@client/features/writing-assistant/components/student-iep-draft";

/** The page (default export for the router's lazy route). */
export default function GenerateIepPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">IEPs</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          A student's IEP versions: start a draft from the record, edit it, finalize it, amend it, and see
          which IEP was in effect on any date.
        </p>
      </div>
      <StudentFromUrl
        capability="record.read"
        emptyText="An IEP is written from a student's record. Add a student first."
      >
        {(student) => (
          <>
            <IepWorkspace student={student} />
            {canOnStudent(student, "iep.save") ? (
              <section
                aria-labelledby="record-draft-heading"
                className="space-y-4 border-t border-slate-200 pt-6"
              >
                <div>
                  <h2 id="record-draft-heading" className="text-xl font-semibold text-slate-900">
                    Draft sections for the record
                  </h2>
                  <p className="mt-1 max-w-3xl text-sm text-slate-700">
                    The writing assistant drafts the present levels, measurable annual goals, services and
                    accommodations from the student's record and goal data. Numbers and dates are copied
                    exactly; anything missing says "not recorded". Edit each section, then save it to the
                    student or download it.
                  </p>
                </div>
                <StudentIepDraft student={student} />
              </section>
            ) : null}
          </>
        )}
      </StudentFromUrl>
    </div>
  );
}
