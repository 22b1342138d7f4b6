/**
 * The writing assistant's slots in the notes form (requirements "Writing assistant"). The form
 * does not import the assistant: the page that shows it passes these render functions, so the
 * notes feature stays free of another feature's internals (architecture "Modules").
 */
import type { SuggestionsInput } from "@shared/contracts/ai";
import type { KeyboardEvent, ReactNode } from "react";

/** What the "Improve wording" control under a field receives (requirements "Improve wording"). */
export interface ImproveWordingSlotProps {
  /** The field's current text. */
  text: string;
  /** `enhance_<field>`, e.g. "enhance_observations". */
  fieldType: `enhance_${string}`;
  /** The field's label, for the button's accessible name. */
  fieldLabel: string;
  /** The student the text is about. */
  studentId?: string;
  disabled?: boolean;
  /** Replaces the field's text (on Accept and on Undo). */
  onReplace: (text: string) => void;
}

/** Props the text field receives from the suggestions combobox (spread onto the textarea). */
export interface SuggestionFieldSlotProps {
  "aria-autocomplete": "list";
  "aria-controls": string;
  "aria-activedescendant": string | undefined;
  onKeyDown: (e: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) => void;
}

/** What the suggestions combobox around a field receives (requirements "Suggestions"). */
export interface SuggestionsSlotProps {
  value: string;
  /** Everything of the request except the typed text. */
  request: Omit<SuggestionsInput, "input">;
  onAccept: (next: string) => void;
  disabled?: boolean;
  /** Renders the field with the combobox props spread onto it. */
  children: (fieldProps: SuggestionFieldSlotProps) => ReactNode;
}

/** The assistant's render functions; without them the fields are plain. */
export interface NoteAssist {
  improveWording?: (props: ImproveWordingSlotProps) => ReactNode;
  suggestions?: (props: SuggestionsSlotProps) => ReactNode;
}
