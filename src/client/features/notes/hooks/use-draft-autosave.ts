import { useCallback, useEffect, useRef } from "react";
import type { FieldValues, UseFormWatch } from "react-hook-form";
import { removeStored, writeStored } from "../../../lib/storage";

/** How long typing must pause before the draft is written to storage (ms). */
export const DRAFT_SAVE_DELAY_MS = 600;

export interface UseDraftAutosaveOptions<T extends FieldValues> {
  /** The form's `watch`: every change schedules a save. */
  watch: UseFormWatch<T>;
  /** The storage key, e.g. `iep:<userId>:draft_note` (requirements "Local storage"). */
  storageKey: string;
  /** Whether the values hold anything typed; a draft without is removed instead of written. */
  hasContent: (values: T) => boolean;
}

/**
 * Autosaves a form's values on this device (requirements "Local storage"): each change is written
 * `{ values, savedAt }` (ISO time) under `storageKey` once typing has paused for
 * {@link DRAFT_SAVE_DELAY_MS}; a pending save is written at once when the form unmounts (the page is
 * left). A form with nothing typed removes the stored draft.
 * @returns `discard`: drops any pending save and removes the stored draft (after a successful
 *   generation, or "Clear draft").
 */
export function useDraftAutosave<T extends FieldValues>({
  watch,
  storageKey,
  hasContent,
}: UseDraftAutosaveOptions<T>): { discard: () => void } {
  const pending = useRef<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const save = () => {
      const values = pending.current;
      if (!values) return;
      pending.current = null;
      if (hasContent(values)) writeStored(storageKey, { values, savedAt: new Date().toISOString() });
      else removeStored(storageKey);
    };
    const subscription = watch((values) => {
      pending.current = values as T;
      clearTimeout(timer.current);
      timer.current = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
      save();
    };
  }, [watch, storageKey, hasContent]);

  const discard = useCallback(() => {
    pending.current = null;
    clearTimeout(timer.current);
    removeStored(storageKey);
  }, [storageKey]);

  return { discard };
}
