/** Placeholder until attachments are built (requirements "Attachments"). */

/** A student's attachments (or one IEP's, with `iepId`): upload, list, download, delete. */
export function StudentFiles(_props: { studentId: string; iepId?: string; canEdit: boolean }) {
  return null;
}
