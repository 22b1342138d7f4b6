/**
 * A dialog that changes one meeting (requirements "Meetings"): rendered while a meeting is set (null
 * keeps it closed), focus given back to the control that opened it once it closes
 * (`useReturnFocus`), and on success closed before the screen hears of the changed meeting.
 */
import type { Meeting, MeetingDetail } from "@shared/contracts/meetings";
import type { ComponentType } from "react";
import { useReturnFocus } from "../hooks/use-return-focus";

/** What a screen gives a meeting dialog. */
export interface MeetingDialogProps {
  /** The meeting to change; null keeps the dialog closed. */
  meeting: Meeting | null;
  onClose: () => void;
  /** Called with the changed meeting after the dialog closes. */
  onDone?: (changed: MeetingDetail) => void;
}

/** What the dialog's body gets: the meeting, how to close, and how to finish with the change. */
export interface MeetingDialogBodyProps {
  meeting: Meeting;
  onClose: () => void;
  /** Closes the dialog, then reports `changed` to the screen. */
  onDone: (changed: MeetingDetail) => void;
}

/** `Body` as a meeting dialog (see the module docstring); `E` are its further props. */
export function meetingDialog<E extends object = object>(Body: ComponentType<MeetingDialogBodyProps & E>) {
  return function MeetingDialog({ meeting, onClose, onDone, ...extra }: MeetingDialogProps & E) {
    useReturnFocus(meeting !== null);
    if (!meeting) return null;
    const done = (changed: MeetingDetail) => {
      onClose();
      onDone?.(changed);
    };
    return <Body {...(extra as unknown as E)} meeting={meeting} onClose={onClose} onDone={done} />;
  };
}
