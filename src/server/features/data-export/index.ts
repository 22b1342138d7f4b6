/**
 * The data-export feature's public module (decision 020): the router `app.ts` mounts (everything a
 * teacher keeps as a ZIP, one student's record, and the restore of an export; requirements "Export
 * and restore") and the restore upload's body limit.
 */
import { bodyLimit } from "hono/body-limit";
import { RESTORE_MAX_BYTES } from "../../../shared/contracts/data-export.ts";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import { AppError } from "../../lib/app-error.ts";
import { createRouter } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { createExportAllRoutes } from "./export.routes.ts";
import { createRestoreRoutes } from "./restore.routes.ts";

/** The body limit of a restore upload: the export ZIP's 50 MB and room for the multipart envelope. */
export const restoreBodyLimit = bodyLimit({
  maxSize: RESTORE_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError(
      413,
      ErrorCode.IMPORT_FILE_TOO_LARGE,
      "The file is larger than 50 MB, more than any export holds.",
    );
  },
});

/** Builds the export and restore router; mounted under /api/v1 behind the session check (app.ts). */
export function createDataExportRoutes(deps: AppDeps) {
  const app = createRouter();
  app.route("/", createExportAllRoutes(deps));
  app.route("/", createRestoreRoutes(deps));
  return app;
}
