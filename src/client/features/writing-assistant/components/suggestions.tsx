import type { SuggestionsInput } from "@shared/contracts/ai";
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { cn } from "../../../lib/cn";
import { canSuggest, useSuggestions } from "../api/get-suggestions";

/** Typing must pause this long before suggestions are requested (ms; requirements "Suggestions"). */
export const SUGGESTIONS_DEBOUNCE_MS = 400;

/** Props the field element receives (a textarea or input with the textbox role). */
export interface SuggestionFieldProps {
  "aria-autocomplete": "list";
  "aria-controls": string;
  "aria-activedescendant": string | undefined;
  onKeyDown: (e: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) => void;
}

export interface SuggestionsComboboxProps {
  /** The field's current text. */
  value: string;
  /** Everything of the request except `input` (requirements "Suggestions": field type, student name, grade, note type). */
  request: Omit<SuggestionsInput, "input">;
  /** Called with the field's new text when a suggestion is accepted. */
  onAccept: (next: string) => void;
  /** Turns suggestions off (e.g. while the form is busy). */
  disabled?: boolean;
  /** Renders the field with the combobox props spread onto it. */
  children: (props: SuggestionFieldProps) => ReactNode;
}

/** Returns `value` once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(t);
  }, [value, delayMs]);
  return debounced;
}

/**
 * The field's text with `suggestion` added at the end (requirements "Suggestions": accepting inserts it): after a
 * finished sentence (. ! ? : ;) with one space, after an unfinished one on a new line, so the
 * teacher's words are never changed.
 */
export function insertSuggestion(value: string, suggestion: string): string {
  const base = value.trimEnd();
  if (!base) return suggestion.trim();
  return `${base}${/[.!?:;]$/.test(base) ? " " : "\n"}${suggestion.trim()}`;
}

/** Blanks in template suggestions ("During ___, the student …") that the teacher fills in. */
const BLANK = "___";

/**
 * Suggestions as the teacher types (requirements "Suggestions"), following the WAI-ARIA combobox pattern
 * with a list popup: the field (role textbox, so a multi-line textarea keeps its meaning) owns a
 * listbox through aria-controls and points at the highlighted option with aria-activedescendant.
 * Requests are debounced (400 ms) and made only for at least 3 characters after trimming.
 * Keys while the list is shown: ArrowDown/ArrowUp move the highlight (wrapping), Enter accepts
 * the highlighted suggestion (with none highlighted Enter types a new line as usual) and selects
 * its first "___" blank so typing fills it, Escape
 * closes the list. A click accepts too. Failures show nothing: suggestions are a help, not a step.
 */
export function SuggestionsCombobox({
  value,
  request,
  onAccept,
  disabled,
  children,
}: SuggestionsComboboxProps) {
  const ids = useId();
  const listId = `${ids}-list`;
  const debounced = useDebouncedValue(value, SUGGESTIONS_DEBOUNCE_MS);
  const settled = debounced === value;
  const query = useSuggestions({ ...request, input: debounced }, !disabled && settled);
  // The highlight belongs to one text: a new text means a new list with nothing highlighted.
  const [highlight, setHighlight] = useState({ text: value, index: -1 });
  const active = highlight.text === value ? highlight.index : -1;
  const setActive = (next: number | ((i: number) => number)) =>
    setHighlight({ text: value, index: typeof next === "function" ? next(active) : next });
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);

  const suggestions = settled && canSuggest(value) && !disabled ? (query.data ?? []) : [];
  const open = focused && suggestions.length > 0 && dismissedFor !== value;

  const containerRef = useRef<HTMLDivElement>(null);
  const accept = (s: string) => {
    const next = insertSuggestion(value, s);
    setDismissedFor(next);
    setActive(-1);
    onAccept(next);
    // Select the first blank of the inserted text (if any) so typing fills it; else the caret goes to the end.
    const start = next.length - s.trim().length;
    requestAnimationFrame(() => {
      const field = containerRef.current?.querySelector<HTMLTextAreaElement | HTMLInputElement>(
        "textarea, input",
      );
      if (!field) return;
      field.focus();
      const blank = next.indexOf(BLANK, start);
      if (blank >= 0) field.setSelectionRange(blank, blank + BLANK.length);
      else field.setSelectionRange(next.length, next.length);
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    if (!open) return;
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (e.key === "Enter" && active >= 0 && suggestions[active]) {
      e.preventDefault();
      accept(suggestions[active]);
    } else if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      setDismissedFor(value);
      setActive(-1);
    }
  };

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  const optionId = (i: number) => `${ids}-option-${i}`;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: tracks focus within the field and its list; no interaction of its own
    <div ref={containerRef} className="relative" onFocus={() => setFocused(true)} onBlur={onBlur}>
      {children({
        "aria-autocomplete": "list",
        "aria-controls": listId,
        "aria-activedescendant": open && active >= 0 ? optionId(active) : undefined,
        onKeyDown,
      })}
      <p role="status" className="sr-only">
        {open
          ? `${suggestions.length} ${suggestions.length === 1 ? "suggestion" : "suggestions"} available. Use the up and down arrow keys, then Enter to add one, or Escape to close.`
          : ""}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!open}
        className="mt-1 max-h-72 space-y-1 overflow-auto rounded-md border border-slate-300 bg-white p-1 shadow-md"
      >
        {open
          ? suggestions.map((s, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection is on the field (combobox pattern)
              <div
                key={s}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => accept(s)}
                className={cn(
                  "min-h-10 cursor-pointer rounded px-3 py-2 text-sm text-slate-900",
                  i === active ? "bg-indigo-100 outline-2 outline-indigo-700" : "hover:bg-slate-100",
                )}
              >
                {s}
              </div>
            ))
          : null}
      </div>
    </div>
  );
}
