/**
 * The student page's IEP section (requirements "IEP versions"): the IEP in effect today (kind, dates,
 * a link to open it), the draft if any ("Continue the draft"), the number of versions, or "No IEP in
 * this workspace yet" with "Start the IEP" for a role that may write it. Every link opens the IEP
 * screen (`/dashboard/generate-iep?studentId=…&iep=…`).
 */
import { SectionQueryState } from "@client/components/section-query-state";
import { Button } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { IEP_KIND_LABELS } from "@shared/contracts/ieps";
import type { Student } from "@shared/contracts/students";
import { iepInEffect } from "@shared/domain/iep-document";
import { countOf } from "@shared/domain/plural";
import { Link } from "react-router";
import { useStudentIeps } from "../api/ieps";
import { deviceToday, iepDates } from "../lib/iep-labels";

const screenUrl = (studentId: string, iepId?: string) =>
  `${paths.generateIep}?studentId=${encodeURIComponent(studentId)}${iepId ? `&iep=${encodeURIComponent(iepId)}` : ""}`;

/** The student page's IEP section; `canDraft`: the teacher may start and edit a draft (iep.save). */
export function StudentIepsSummary({ student, canDraft }: { student: Student; canDraft: boolean }) {
  const ieps = useStudentIeps(student.id);
  const versions = ieps.data?.ieps ?? [];
  const current = iepInEffect(versions, deviceToday());
  const draft = versions.find((v) => v.status === "draft");
  return (
    <section
      aria-labelledby="student-section-ieps"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="student-section-ieps" className="text-base font-semibold text-slate-900">
        IEP
      </h2>
      {!ieps.isSuccess ? (
        <SectionQueryState
          query={ieps}
          loading="Loading the IEPs…"
          failed="Could not load the IEPs."
          skeletonClassName="h-16"
        />
      ) : versions.length === 0 ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">No IEP in this workspace yet.</p>
          {canDraft ? (
            <Button asChild size="sm">
              <Link to={screenUrl(student.id)}>Start the IEP</Link>
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="space-y-2 text-sm text-slate-900">
          {current ? (
            <p>
              In effect today: {IEP_KIND_LABELS[current.kind]}, {iepDates(current)}.{" "}
              <Link className="font-medium text-sky-800 underline" to={screenUrl(student.id, current.id)}>
                Open the IEP in effect
              </Link>
            </p>
          ) : (
            <p>No IEP is in effect today.</p>
          )}
          {draft ? (
            <p>
              Draft: {IEP_KIND_LABELS[draft.kind]}, {iepDates(draft)}.{" "}
              <Link className="font-medium text-sky-800 underline" to={screenUrl(student.id, draft.id)}>
                {canDraft ? "Continue the draft" : "Open the draft"}
              </Link>
            </p>
          ) : null}
          <p>
            <Link className="font-medium text-sky-800 underline" to={screenUrl(student.id)}>
              All versions ({countOf(versions.length, "version")})
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
