/**
 * The IEP draft kept on this device (requirements "IEP draft": "draft kept in storage so nothing typed is lost"): per
 * teacher and student under `iep:<userId>:iep_draft:<studentId>` (requirements "Local storage":
 * per-user keys start with `iep:<userId>:`, so signing out clears them).
 *
 * Each section keeps the text on screen and the text as drafted (`drafted`), so the page knows which
 * sections the teacher edited (asked before a regenerate overwrites them; only edited sections beyond
 * present levels are saved to the student).
 */
import { readStored, removeStored, writeStored } from "@client/lib/storage";
import { IEP_DRAFT_SECTIONS, type IepDraftResult, type IepDraftSection } from "@shared/contracts/ai";

/** Longest section text kept or saved (the student's long text fields hold 10,000 characters). */
export const IEP_SECTION_TEXT_MAX = 10_000;

export type IepSectionSource = IepDraftResult["sections"][number]["source"];

export interface IepDraftSectionState {
  section: IepDraftSection;
  title: string;
  /** The text on screen (the teacher's edits included). */
  text: string;
  /** The text as the drafter wrote it. */
  drafted: string;
  source: IepSectionSource;
}

export interface IepDraftState {
  /** In the IEP's order (contracts/ai.ts IEP_DRAFT_SECTIONS). */
  sections: IepDraftSectionState[];
  warnings: string[];
}

/** The storage key of one student's draft. */
export const iepDraftKey = (userId: string, studentId: string) => `iep:${userId}:iep_draft:${studentId}`;

/** Whether the teacher changed the section since it was drafted. */
export const isEdited = (s: IepDraftSectionState) => s.text !== s.drafted;

const SOURCES: readonly string[] = ["ai", "template", "original"];

/**
 * Reads a draft, dropping anything malformed (a hand-edited or older value never breaks the page).
 * @returns the draft, or null when there is none.
 */
export function readIepDraft(userId: string, studentId: string): IepDraftState | null {
  const raw = readStored<unknown>(iepDraftKey(userId, studentId));
  if (!raw || typeof raw !== "object") return null;
  const { sections, warnings } = raw as { sections?: unknown; warnings?: unknown };
  if (!Array.isArray(sections)) return null;
  const kept: IepDraftSectionState[] = [];
  for (const name of IEP_DRAFT_SECTIONS) {
    const s = sections.find((x: unknown) => (x as { section?: unknown })?.section === name) as
      | Record<string, unknown>
      | undefined;
    if (!s || typeof s.text !== "string" || typeof s.title !== "string") continue;
    kept.push({
      section: name,
      title: s.title,
      text: s.text.slice(0, IEP_SECTION_TEXT_MAX),
      drafted: typeof s.drafted === "string" ? s.drafted : s.text,
      source: SOURCES.includes(s.source as string) ? (s.source as IepSectionSource) : "template",
    });
  }
  if (kept.length === 0) return null;
  return {
    sections: kept,
    warnings: Array.isArray(warnings) ? warnings.filter((w): w is string => typeof w === "string") : [],
  };
}

/** Saves a draft (null removes it). Storage failures are absorbed by `writeStored`. */
export function writeIepDraft(userId: string, studentId: string, draft: IepDraftState | null): void {
  if (!draft) removeStored(iepDraftKey(userId, studentId));
  else writeStored(iepDraftKey(userId, studentId), draft);
}

/** A server answer as page state (each section's `drafted` = its text). */
export function fromDraftResult(result: IepDraftResult): IepDraftState {
  return {
    sections: result.sections.map((s) => ({ ...s, drafted: s.text })),
    warnings: result.warnings,
  };
}

/**
 * Puts freshly drafted sections into `draft` (replacing those sections, keeping the others), in the
 * IEP's order. `warnings` become the new answer's warnings.
 */
export function mergeSections(draft: IepDraftState | null, result: IepDraftResult): IepDraftState {
  const fresh = fromDraftResult(result);
  const byName = new Map((draft?.sections ?? []).map((s) => [s.section, s]));
  for (const s of fresh.sections) byName.set(s.section, s);
  return {
    sections: IEP_DRAFT_SECTIONS.flatMap((name) => {
      const s = byName.get(name);
      return s ? [s] : [];
    }),
    warnings: fresh.warnings,
  };
}
