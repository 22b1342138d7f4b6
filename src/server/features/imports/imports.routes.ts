/**
 * Import routes (requirements "Import"), mounted under /api/v1 behind the session check:
 *
 *   POST   /imports/students            multipart `file` → 201 ImportPreview
 *   POST   /imports/progress            multipart `file` + `goalId` or `studentId` → 201 ImportPreview
 *   POST   /imports/:importId/preview   {mapping} → 200 ImportPreview
 *   POST   /imports/:importId/commit    {mapping, duplicates} → 200 ImportCommitResult (the import is then gone)
 *   DELETE /imports/:importId           → 204 (cancelled; nothing was written)
 *
 * Errors: 400 VALIDATION_ERROR (no file, a bad mapping), 400 IMPORT_FILE_UNREADABLE, 413
 * IMPORT_FILE_TOO_LARGE, 415 IMPORT_FILE_TYPE (also a body that is not multipart), 422 IMPORT_FORMULA
 * (lib/tabular.ts); 404 "Import not found…" for an unknown, expired or another teacher's import, and
 * "Student not found" / "Goal not found" for a progress upload's target.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import {
  IMPORT_MAX_BYTES,
  type ImportKind,
  type ImportPreview,
  importCommitInput,
  importCommitResultSchema,
  importIdParam,
  importPreviewInput,
  importPreviewSchema,
} from "../../../shared/contracts/imports.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps, AppEnv } from "../../lib/hono-env.ts";
import { mediaType } from "../../lib/json-bodies.ts";
import { readTable, tableMessages } from "../../lib/tabular.ts";
import { checkMapping, type ImportKinds } from "./import-kinds.ts";
import {
  discardImport,
  IMPORT_NOT_FOUND,
  loadImport,
  type StoredImport,
  saveImport,
} from "./import-store.ts";
import { progressImport } from "./progress-import.ts";
import { studentsImport } from "./students-import.ts";

const TAG = "Import";
const kinds: ImportKinds = { students: studentsImport, progress: progressImport };

/** The upload paths: their bodies are multipart (lib/json-bodies.ts lets them through) up to 5 MB. */
export const IMPORT_UPLOAD_PATHS: readonly string[] = [
  "/api/v1/imports/students",
  "/api/v1/imports/progress",
];

/** The body limit of an upload: the file's 5 MB and room for the multipart envelope. */
export const importBodyLimit = bodyLimit({
  maxSize: IMPORT_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError(413, ErrorCode.IMPORT_FILE_TOO_LARGE, tableMessages.tooLarge);
  },
});

const fileErrors = {
  ...standardErrors,
  404: errorResponse("Student or goal not found (progress data)"),
  413: errorResponse("Over 5 MB or 2,000 data rows"),
  415: errorResponse("Not a CSV or Excel (.xlsx) file, or a body that is not multipart/form-data"),
  422: errorResponse("A spreadsheet formula in a cell"),
};
const multipart = (extra: Record<string, z.ZodType>) => ({
  "multipart/form-data": {
    // The file part arrives as a `File`, not text: checked by `readUpload`, which names what is missing.
    schema: z.object({ file: z.unknown().openapi({ type: "string", format: "binary" }), ...extra }),
  },
});

const uploadStudentsRoute = createRoute({
  method: "post",
  path: "/imports/students",
  tags: [TAG],
  summary:
    "Upload a roster (CSV or .xlsx, ≤ 5 MB, ≤ 2,000 rows): the columns, the guessed mapping and every row previewed",
  request: { body: { content: multipart({}), required: true } },
  responses: {
    201: { description: "The pending import", content: jsonContent(importPreviewSchema) },
    ...fileErrors,
  },
});

const uploadProgressRoute = createRoute({
  method: "post",
  path: "/imports/progress",
  tags: [TAG],
  summary: "Upload progress data (date, score, note; a goal column for several goals of one student)",
  request: {
    body: {
      content: multipart({ goalId: z.string().optional(), studentId: z.string().optional() }),
      required: true,
    },
  },
  responses: {
    201: { description: "The pending import", content: jsonContent(importPreviewSchema) },
    ...fileErrors,
  },
});

const previewRoute = createRoute({
  method: "post",
  path: "/imports/{importId}/preview",
  tags: [TAG],
  summary: "Every row as it would be imported with this mapping (nothing written)",
  request: { params: importIdParam, body: { content: jsonContent(importPreviewInput), required: true } },
  responses: {
    200: { description: "The preview", content: jsonContent(importPreviewSchema) },
    ...standardErrors,
    404: errorResponse(IMPORT_NOT_FOUND),
  },
});

const commitRoute = createRoute({
  method: "post",
  path: "/imports/{importId}/commit",
  tags: [TAG],
  summary: "Import every row without errors in one transaction; the others are listed with their reason",
  request: { params: importIdParam, body: { content: jsonContent(importCommitInput), required: true } },
  responses: {
    200: { description: "What was imported", content: jsonContent(importCommitResultSchema) },
    ...standardErrors,
    403: errorResponse("More students than the plan holds"),
    404: errorResponse(IMPORT_NOT_FOUND),
  },
});

const discardRoute = createRoute({
  method: "delete",
  path: "/imports/{importId}",
  tags: [TAG],
  summary: "Cancel an import (nothing was written)",
  request: { params: importIdParam },
  responses: {
    204: { description: "Forgotten" },
    401: standardErrors[401],
    404: errorResponse(IMPORT_NOT_FOUND),
  },
});

/**
 * The uploaded file and the other form fields of a multipart body.
 * @throws AppError 415 for a body that is not multipart/form-data, 400 VALIDATION_ERROR without a file.
 */
async function readUpload(c: Context<AppEnv>): Promise<{ file: File; form: Record<string, string> }> {
  if (mediaType(c.req.header("content-type") ?? "") !== "multipart/form-data") {
    throw new AppError(
      415,
      ErrorCode.IMPORT_FILE_TYPE,
      'Send the file as multipart/form-data, in the field "file".',
    );
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError(
      400,
      ErrorCode.IMPORT_FILE_UNREADABLE,
      "The upload could not be read. Choose the file again.",
    );
  }
  const file = body.file;
  if (!(file instanceof File)) {
    throw new AppError(
      400,
      ErrorCode.VALIDATION_ERROR,
      "file: choose a CSV or Excel (.xlsx) file to upload",
      {
        fields: ["file: choose a CSV or Excel (.xlsx) file to upload"],
      },
    );
  }
  const form = Object.fromEntries(
    Object.entries(body).filter((e): e is [string, string] => typeof e[1] === "string"),
  );
  return { file, form };
}

/** The answer for a stored import and a mapping. */
async function previewOf(
  db: Db,
  userId: string,
  stored: StoredImport,
  mapping: Record<string, string | null>,
  now: Date,
): Promise<ImportPreview> {
  const kind = kinds[stored.kind];
  const checked = checkMapping(stored.table.columns, mapping as never, kind.fields);
  const { preview, limit } = await kind.preview(db, userId, stored, checked, now);
  return {
    importId: stored.id,
    kind: stored.kind,
    fileName: stored.fileName,
    rowCount: stored.table.rows.length,
    columns: stored.table.columns,
    mapping: checked,
    preview,
    limit,
    expiresAt: stored.expiresAt.toISOString(),
  };
}

/** Builds the imports router; mounted under /api/v1 behind the session check (app.ts). */
export function createImportRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const app = createRouter({ notFound: IMPORT_NOT_FOUND });

  const upload = async (c: Context<AppEnv>, kind: ImportKind) => {
    const userId = c.get("user").id;
    const { file, form } = await readUpload(c);
    const handler = kinds[kind];
    const target = handler.target
      ? await handler.target(db(), userId, form)
      : { studentId: null, goalId: null };
    const table = await readTable(new Uint8Array(await file.arrayBuffer()));
    const now = deps.now();
    const stored = await saveImport(db(), userId, { kind, fileName: file.name, table, ...target }, now);
    return previewOf(db(), userId, stored, handler.guessMapping(table.columns), now);
  };

  app.openapi(uploadStudentsRoute, async (c) => c.json(await upload(c, "students"), 201));
  app.openapi(uploadProgressRoute, async (c) => c.json(await upload(c, "progress"), 201));

  app.openapi(previewRoute, async (c) => {
    const userId = c.get("user").id;
    const now = deps.now();
    const stored = await loadImport(db(), userId, c.req.valid("param").importId, now);
    return c.json(await previewOf(db(), userId, stored, c.req.valid("json").mapping, now), 200);
  });

  app.openapi(commitRoute, async (c) => {
    const userId = c.get("user").id;
    const now = deps.now();
    const stored = await loadImport(db(), userId, c.req.valid("param").importId, now);
    const input = c.req.valid("json");
    const kind = kinds[stored.kind];
    const mapping = checkMapping(stored.table.columns, input.mapping, kind.fields);
    const result = await kind.commit(db(), userId, stored, { ...input, mapping }, now);
    return c.json(result, 200);
  });

  app.openapi(discardRoute, async (c) => {
    const userId = c.get("user").id;
    const { importId } = c.req.valid("param");
    if (!(await discardImport(db(), userId, importId)))
      throw new AppError(404, ErrorCode.NOT_FOUND, IMPORT_NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
