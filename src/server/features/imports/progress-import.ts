/**
 * Progress-data import (requirements "Import"): data points for one goal, or for several goals of
 * one student matched by a goal column; duplicates on a date shown before anything is written.
 */
import type { ImportKindHandler } from "./import-kinds.ts";

export const progressImport: ImportKindHandler = {
  fields: [],
  guessMapping: () => ({}),
  preview: async () => {
    throw new Error("progress import: not built yet");
  },
  commit: async () => {
    throw new Error("progress import: not built yet");
  },
};
