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
  /** The stored draft is not this form's (another student's, offered): keep it until this form has content. */
  keepStoredUntilTyped?: boolean;
}

/**
 * Autosaves a form's values on this device (requirements "Local storage"): each change is written
 * `{ values, savedAt }` (ISO time) under `storageKey` once typing has paused for
 * {@link DRAFT_SAVE_DELAY_MS}; a pending save is written at once when the form unmounts (the page is
 * left). A form with nothing typed removes the stored draft — unless `keepStoredUntilTyped` (the
 * stored draft is another student's, offered but not applied): it stays until this form has content.
 * @returns `discard`: drops any pending save and removes the stored draft (after a successful
 *   generation, or "Clear draft").
 */
export function useDraftAutosave<T extends FieldValues>({
  watch,
  storageKey,
  hasContent,
  keepStoredUntilTyped = false,
}: UseDraftAutosaveOptions<T>): { discard: () => void } {
  const pending = useRef<T | null>(null);
  /** False while the stored draft is another one (offered, not applied): it is not removed then. */
  const owns = useRef(!keepStoredUntilTyped);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const save = () => {
      const values = pending.current;
      if (!values) return;
      pending.current = null;
      if (hasContent(values)) {
        owns.current = true;
        writeStored(storageKey, { values, savedAt: new Date().toISOString() });
      } else if (owns.current) removeStored(storageKey);
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
