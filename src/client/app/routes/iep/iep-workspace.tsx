/**
 * One student's IEPs on the IEP screen (requirements "IEP versions"): the versions, then the open one
 * (`?iep=<id>`): a draft in the editor for a role with "iep.save", else read-only; under it the
 * notices, the signatures (`#signatures`) and the IEP's files. Combines the IEP, writing-assistant,
 * signatures and files features, so it lives with the screens.
 */

import { LoadFailedAlert } from "@client/components/card-list-body";
import { ConfirmDialog, EmptyState, Skeleton } from "@client/components/ui";
import { StudentFiles } from "@client/features/files/components/student-files";
import { IepNotices } from "@client/features/iep-signatures/components/iep-notices";
import { IepSigning } from "@client/features/iep-signatures/components/iep-signing";
import { useStudentIeps } from "@client/features/ieps/api/ieps";
import { IepEditor } from "@client/features/ieps/components/iep-editor";
import { IepVersions } from "@client/features/ieps/components/iep-versions";
import { IepView } from "@client/features/ieps/components/iep-view";
import { useLeaveGuard } from "@client/features/imports/hooks/use-leave-guard";
import { canOnStudent } from "@client/features/students/lib/student-role";
import { useDraftIep } from "@client/features/writing-assistant/api/draft-iep";
import { useSignedInProfile } from "@client/lib/auth/get-me";
import type { IepDraftSection } from "@shared/contracts/ai";
import type { Student } from "@shared/contracts/students";
import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router";

/** The versions and the open version of `student`. */
export function IepWorkspace({ student }: { student: Student }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const me = useSignedInProfile();
  const ieps = useStudentIeps(student.id);
  const draftIep = useDraftIep();
  const [dirty, setDirty] = useState(false);
  const { blocker } = useLeaveGuard(dirty);
  const canSave = canOnStudent(student, "iep.save");
  const canEditRecord = canOnStudent(student, "record.edit");
  const selectedId = params.get("iep");
  const versions = ieps.data?.ieps ?? [];
  const iep = versions.find((v) => v.id === selectedId) ?? null;

  useEffect(() => {
    if (iep && location.hash === "#signatures") document.getElementById("signatures")?.scrollIntoView();
  }, [iep, location.hash]);

  const open = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set("iep", id);
    else next.delete("iep");
    setDirty(false);
    setParams(next);
  };

  const draftSection = async (section: IepDraftSection) => {
    const result = await draftIep.mutateAsync({ studentId: student.id, section });
    return result.sections.find((s) => s.section === section)?.text ?? "";
  };

  if (ieps.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">Loading the IEPs…</span>
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (ieps.error) {
    return (
      <LoadFailedAlert
        title="Could not load the IEPs. Please try again."
        retrying={ieps.isFetching}
        onRetry={() => void ieps.refetch()}
      />
    );
  }

  return (
    <div className="space-y-6">
      <IepVersions
        studentId={student.id}
        ieps={versions}
        selectedId={iep?.id ?? null}
        canDraft={canSave}
        onOpen={open}
      />
      {selectedId && !iep ? (
        <EmptyState title="IEP not found">
          This version no longer exists; choose another one above.
        </EmptyState>
      ) : null}
      {iep ? (
        <>
          {iep.status === "draft" && canSave ? (
            <IepEditor
              key={iep.id}
              iep={iep}
              userId={me.id}
              draftSection={draftSection}
              onDirtyChange={setDirty}
              onDeleted={() => open(null)}
            />
          ) : (
            <IepView
              key={iep.id}
              iep={iep}
              versions={versions}
              canAmend={canSave}
              canUpdateRecord={canEditRecord}
              onOpen={open}
            />
          )}
          <IepNotices iep={iep} />
          <div id="signatures">
            <IepSigning iep={iep} canSign={canSave} />
          </div>
          <StudentFiles studentId={student.id} iepId={iep.id} canEdit={canEditRecord} />
        </>
      ) : null}
      <ConfirmDialog
        open={blocker.state === "blocked"}
        onOpenChange={(o) => {
          if (!o && blocker.state === "blocked") blocker.reset();
        }}
        title="Leave with unsaved changes?"
        description="Your changes stay on this device and come back when you open this IEP again, but they are not saved to the IEP yet."
        confirmLabel="Leave"
        onConfirm={() => {
          if (blocker.state === "blocked") blocker.proceed();
        }}
      />
    </div>
  );
}
