/**
 * Roster import (requirements "Import"): header guessing, the values of each row, duplicates and
 * the plan's student limit, and the commit.
 */
import type { ImportKindHandler } from "./import-kinds.ts";

export const studentsImport: ImportKindHandler = {
  fields: [],
  guessMapping: () => ({}),
  preview: async () => {
    throw new Error("roster import: not built yet");
  },
  commit: async () => {
    throw new Error("roster import: not built yet");
  },
};
