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

/**
 * Another student's unsaved draft, offered and not applied (requirements "Note generation": the
 * student the teacher chose wins), with "Open that draft".
 */
export function OfferedDraftNotice({
  savedAt,
  draftStudent,
  onOpen,
}: {
  savedAt: string;
  draftStudent?: Student;
  onOpen: () => void;
}) {
  const whose = draftStudent ? ` for ${draftStudent.name}` : "";
  return (
    <Alert tone="info" title={`You have an unsaved draft${whose}`}>
      <p>Saved {formatSavedAt(savedAt)}. It stays on this device until you type a note here.</p>
      <Button variant="link" className="h-auto px-0 py-1" onClick={onOpen}>
        Open that draft{whose}
      </Button>
    </Alert>
  );
}

function formatSavedAt(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "earlier";
  return `${formatNoteDate(iso)} at ${d.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })}`;
}
