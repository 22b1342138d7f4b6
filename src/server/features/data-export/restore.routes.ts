/**
 * The restore route (requirements "Export and restore" → "Restore"), mounted under /api/v1 behind the
 * session check:
 *
 *   POST /restore   multipart `file` (an export ZIP) → 200 RestoreResult
 *                   `?dryRun=true`: the same answer, nothing written (the screen's confirmation)
 *
 * Errors: 400 VALIDATION_ERROR (no file; a JSON file of the export that fails its shape, naming the
 * file and the row), 400 IMPORT_FILE_UNREADABLE (a damaged archive or a zip bomb), 403
 * STUDENT_LIMIT_REACHED, 409 CONFLICT (the account already has students), 413 IMPORT_FILE_TOO_LARGE
 * (over 50 MB, `restoreBodyLimit`), 415 IMPORT_FILE_TYPE (not an export ZIP, or a body that is not
 * multipart/form-data).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { restoreQuery, restoreResultSchema } from "../../../shared/contracts/data-export.ts";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import { AppError } from "../../lib/app-error.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { mediaType } from "../../lib/json-bodies.ts";
import { restoreExport } from "./restore.service.ts";
import { readExport } from "./restore-files.ts";

const restoreRoute = createRoute({
  method: "post",
  path: "/restore",
  tags: ["Export"],
  summary:
    "Restore an export ZIP into an account with no students yet: every record with a new id, in one transaction",
  request: {
    query: restoreQuery,
    body: {
      content: {
        // The file is checked by the handler (a 400 naming it); `z.string()` here would refuse every File.
        "multipart/form-data": {
          schema: z.object({ file: z.unknown().optional().openapi({ type: "string", format: "binary" }) }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: { description: "What was restored", content: jsonContent(restoreResultSchema) },
    ...standardErrors,
    403: errorResponse("More students than the plan holds"),
    409: errorResponse("The account already has students"),
    413: errorResponse("Over 50 MB"),
    415: errorResponse("Not an export ZIP, or a body that is not multipart/form-data"),
  },
});

const noFile = "file: choose the export ZIP to restore";

/** Builds the restore router (`createDataExportRoutes` mounts it). */
export function createRestoreRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(restoreRoute, async (c) => {
    if (mediaType(c.req.header("content-type") ?? "") !== "multipart/form-data") {
      throw new AppError(
        415,
        ErrorCode.IMPORT_FILE_TYPE,
        'Send the file as multipart/form-data, in the field "file".',
      );
    }
    let file: unknown;
    try {
      file = (await c.req.parseBody()).file;
    } catch {
      throw new AppError(
        400,
        ErrorCode.IMPORT_FILE_UNREADABLE,
        "The upload could not be read. Choose the file again.",
      );
    }
    if (!(file instanceof File)) {
      throw new AppError(400, ErrorCode.VALIDATION_ERROR, noFile, { fields: [noFile] });
    }
    const contents = await readExport(new Uint8Array(await file.arrayBuffer()));
    const dryRun = c.req.valid("query").dryRun === "true";
    const result = await restoreExport(deps.database.db, c.get("user").id, contents, deps.now(), dryRun);
    return c.json(result, 200);
  });
  return app;
}
