import type { Student } from "@shared/contracts/students";
import { Alert, Button } from "../../../components/ui";
import { formatNoteDate } from "../lib/note-format";

export interface RestoredDraftNoticeProps {
  /** When the draft was saved (ISO time). */
  savedAt: string;
  /** The student the draft is about, if still on the caseload. */
  restoredStudent?: Student;
  /** The student asked for with `?studentId=`, if any. */
  preselected?: Student;
  /** Asks to clear the draft (a confirmation follows). */
  onClear: () => void;
}

/** "Your unsaved draft is back" (requirements "Local storage"), with "Clear draft and start over". */
export function RestoredDraftNotice({
  savedAt,
  restoredStudent,
  preselected,
  onClear,
}: RestoredDraftNoticeProps) {
  return (
    <Alert tone="info" title="Your unsaved draft is back">
      <p>
        We kept what you were writing{restoredStudent ? ` for ${restoredStudent.name}` : ""} (saved{" "}
        {formatSavedAt(savedAt)}).
        {preselected && restoredStudent && preselected.id !== restoredStudent.id
          ? ` To write about ${preselected.name} instead, choose them under Student — what you typed stays.`
          : ""}
      </p>
      <Button variant="link" className="h-auto px-0 py-1" onClick={onClear}>
        Clear draft and start over
      </Button>
    </Alert>
  );
}

function formatSavedAt(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "earlier";
  return `${formatNoteDate(iso)} at ${d.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })}`;
}
