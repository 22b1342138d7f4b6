/**
 * Where each IEP draft section is saved on the student (requirements "IEP draft": "Save to student"; requirements
 * "Student fields"). Shown on screen by the page, so the teacher knows what a save changes:
 *
 * - Present levels → `presentLevels` (always saved).
 * - Measurable annual goals → `iepDetails` (only when edited). The goal list (`iepGoals`) and the
 *   progress-monitoring goals are never replaced by a draft.
 * - Services → `serviceDelivery` (only when edited).
 * - Accommodations → the `accommodations` list (only when edited): one item per non-empty line, list
 *   markers ("- ", "• ") and the "Accommodations:" heading removed.
 * - A placeholder line ("Assistive technology: not recorded") is never saved as data (requirements
 *   "IEP draft"); the server drops it too, this keeps the review's diff the same as the save.
 *
 * An unedited draft section beyond present levels only restates the record, so it is not written back.
 */

import {
  type IepDraftSectionState,
  isEdited,
} from "@client/features/writing-assistant/lib/iep-draft-storage";
import type { IepDraftSection } from "@shared/contracts/ai";
import type { UpdateStudentInput } from "@shared/contracts/students";
import { isPlaceholderLine, withoutPlaceholderLines } from "@shared/domain/iep-placeholder";

/** The plain-words destination of each section, for the page. */
export const SAVE_DESTINATIONS: Record<IepDraftSection, string> = {
  presentLevels: "the student's Present levels (always)",
  annualGoals: "IEP details, if you edited it (your goal list and progress goals are not changed)",
  services: "Service delivery, if you edited it",
  accommodations: "the Accommodations list, one item per line, if you edited it",
};

/** Longest item of a student's list field (contracts/common.ts stringList). */
const LIST_ITEM_MAX = 500;
/** Most items of a student's list field. */
const LIST_MAX = 100;

/** "- Extended time" → "Extended time"; the section's own headings are dropped. */
export function accommodationItems(text: string): string[] {
  return text
    .split("\n")
    .map((l) => l.replace(/^\s*(?:[-•*]|\d+[.)])\s+/, "").trim())
    .filter((l) => l !== "" && !/^accommodations:?$/i.test(l) && !isPlaceholderLine(l));
}

export interface SavePlan {
  changes: UpdateStudentInput;
  /** The sections that will be written, in order. */
  saved: IepDraftSection[];
  /** Why the draft cannot be saved as it stands, or null. */
  problem: string | null;
}

/** The PATCH body for a draft, which sections it writes, and any problem (too long, too many items). */
export function planSave(sections: readonly IepDraftSectionState[]): SavePlan {
  const changes: UpdateStudentInput = {};
  const saved: IepDraftSection[] = [];
  let problem: string | null = null;
  for (const s of sections) {
    const text = withoutPlaceholderLines(s.text) ?? "";
    if (s.section === "presentLevels") {
      changes.presentLevels = text === "" ? null : text;
      saved.push(s.section);
      continue;
    }
    if (!isEdited(s)) continue;
    if (s.section === "annualGoals") changes.iepDetails = text === "" ? null : text;
    if (s.section === "services") changes.serviceDelivery = text === "" ? null : text;
    if (s.section === "accommodations") {
      const items = accommodationItems(s.text);
      if (items.length > LIST_MAX) problem = `Accommodations can hold at most ${LIST_MAX} lines.`;
      const long = items.find((i) => i.length > LIST_ITEM_MAX);
      if (long) problem = `Each accommodation line must be ${LIST_ITEM_MAX} characters or fewer.`;
      changes.accommodations = items;
    }
    saved.push(s.section);
  }
  const tooLong = sections.find((s) => s.section !== "accommodations" && s.text.trim().length > 10_000);
  if (tooLong) problem = `"${tooLong.title}" must be 10,000 characters or fewer to save.`;
  if (saved.length === 0) problem = "Nothing to save yet: draft the present levels or edit a section first.";
  return { changes, saved, problem };
}
