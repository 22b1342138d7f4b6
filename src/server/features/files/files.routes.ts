/**
 * Attachment routes (requirements "Attachments"), mounted under /api/v1 behind the session check and
 * the team gate:
 *
 *   POST   /students/:studentId/files        multipart `file` (+ `category`, `iepId`) → 201 StudentFile
 *   GET    /students/:studentId/files?iepId= → 200 StudentFileList, newest first
 *   GET    /files/:id                        → 200 the bytes, always as an attachment
 *   DELETE /files/:id                        → 204 (the row, then the stored bytes)
 *
 * Errors: 400 VALIDATION_ERROR (no file, an empty file, an unknown category), 404 "Student not found",
 * "IEP not found" or "File not found" for a missing, malformed or another teacher's id, 413
 * FILE_TOO_LARGE (over 20 MB), 415 FILE_TYPE (bytes that are not a PDF, an image or a Word document,
 * or a name whose extension says otherwise; also a body that is not multipart/form-data).
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import {
  FILE_CATEGORIES,
  FILE_MAX_BYTES,
  fileIdParam,
  studentFileListSchema,
  studentFileSchema,
  studentFilesParam,
  studentFilesQuery,
  uploadFileFields,
  uploadFileName,
} from "../../../shared/contracts/files.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps, AppEnv } from "../../lib/hono-env.ts";
import { mediaType } from "../../lib/json-bodies.ts";
import { dataOwnerOf } from "../../lib/team-gate.ts";
import { fieldLine, validationError } from "../../lib/validation.ts";
import { fileStoreOf } from "./file-store.ts";
import {
  deleteFile,
  downloadFile,
  FILE_MESSAGES,
  listFiles,
  type Upload,
  uploadFile,
} from "./files.service.ts";

const TAG = "Attachments";
const UPLOAD = /^\/api\/v1\/students\/[^/]+\/files$/;

/** True for `POST /api/v1/students/:studentId/files` (a multipart upload). */
export function isFileUpload(method: string, path: string): boolean {
  return method === "POST" && UPLOAD.test(path);
}

/** The body limit of an upload: the file's 20 MB and room for the multipart envelope (64 KB). */
export const fileBodyLimit: MiddlewareHandler = bodyLimit({
  maxSize: FILE_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError(413, ErrorCode.FILE_TOO_LARGE, FILE_MESSAGES.tooLarge);
  },
});

const uploadRoute = createRoute({
  method: "post",
  path: "/students/{studentId}/files",
  tags: [TAG],
  summary: "Attach a file (PDF, image or .docx, ≤ 20 MB) to a student or one of its IEPs",
  request: {
    params: studentFilesParam,
    body: {
      content: {
        "multipart/form-data": {
          // The file arrives as a `File`: checked by `readUpload`, which names what is missing.
          schema: z.object({
            file: z.unknown().openapi({ type: "string", format: "binary" }),
            category: z.enum(FILE_CATEGORIES).optional(),
            iepId: z.string().optional(),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    201: { description: "The attachment", content: jsonContent(studentFileSchema) },
    ...standardErrors,
    404: errorResponse("Student or IEP not found"),
    413: errorResponse("Over 20 MB"),
    415: errorResponse("Not a PDF, an image or a Word document, or not what its name says"),
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/students/{studentId}/files",
  tags: [TAG],
  summary: "A student's files (one IEP's with iepId), newest first",
  request: { params: studentFilesParam, query: studentFilesQuery },
  responses: {
    200: { description: "The files", content: jsonContent(studentFileListSchema) },
    ...standardErrors,
    404: errorResponse("Student not found"),
  },
});

const downloadRoute = createRoute({
  method: "get",
  path: "/files/{id}",
  tags: [TAG],
  summary: "Download a file (always as an attachment, never shown inline)",
  request: { params: fileIdParam },
  responses: {
    200: {
      description: "The file's bytes, with the content type found in them",
      content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...standardErrors,
    404: errorResponse("File not found"),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/files/{id}",
  tags: [TAG],
  summary: "Delete a file",
  request: { params: fileIdParam },
  responses: { 204: { description: "Deleted" }, ...standardErrors, 404: errorResponse("File not found") },
});

const fileMissing = "file: choose a PDF, an image or a Word document to upload";

/** The upload's file and fields. @throws AppError 415 (not multipart), 400 (no file, bad fields), 404 (iepId). */
async function readUpload(c: Context<AppEnv>): Promise<Upload> {
  if (mediaType(c.req.header("content-type") ?? "") !== "multipart/form-data") {
    throw new AppError(
      415,
      ErrorCode.FILE_TYPE,
      'Send the file as multipart/form-data, in the field "file".',
    );
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError(
      400,
      ErrorCode.VALIDATION_ERROR,
      "The upload could not be read. Choose the file again.",
    );
  }
  const { file, ...rest } = body;
  if (!(file instanceof File)) {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, fileMissing, { fields: [fileMissing] });
  }
  // The name is shown and sent back in the download's header: text the database can store.
  const name = uploadFileName.safeParse(file.name || "file");
  if (!name.success) {
    const line = fieldLine("file name", name.error.issues[0]?.message ?? "is not valid");
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, line, { fields: [line] });
  }
  const fields = uploadFileFields.safeParse(rest);
  if (!fields.success) {
    if (fields.error.issues.every((issue) => issue.path[0] === "iepId" && issue.code === "invalid_format"))
      throw notFound(FILE_MESSAGES.iepNotFound);
    throw validationError(fields.error);
  }
  return {
    fileName: name.data,
    bytes: new Uint8Array(await file.arrayBuffer()),
    category: fields.data.category,
    iepId: fields.data.iepId,
  };
}

/**
 * `Content-Disposition` of a download: always `attachment`, the name as ASCII (other characters, quotes
 * and backslashes as "_") and in full as UTF-8 (RFC 6266, RFC 8187).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Builds the attachments router; mounted under /api/v1 behind the session check (app.ts). */
export function createFileRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const store = fileStoreOf(deps);
  const who = (c: Context<AppEnv>) => ({ ownerId: dataOwnerOf(c), actorId: c.get("user").id });
  const students = createRouter({
    notFound: messages.students.notFound,
    queryIds: { iepId: FILE_MESSAGES.iepNotFound },
  });
  const files = createRouter({ notFound: FILE_MESSAGES.notFound });

  students.openapi(uploadRoute, async (c) =>
    c.json(await uploadFile(db(), store, who(c), c.req.valid("param").studentId, await readUpload(c)), 201),
  );

  students.openapi(listRoute, async (c) =>
    c.json(
      { files: await listFiles(db(), who(c), c.req.valid("param").studentId, c.req.valid("query").iepId) },
      200,
    ),
  );

  files.openapi(downloadRoute, async (c) => {
    const { row, bytes } = await downloadFile(db(), store, who(c), c.req.valid("param").id);
    // Never shown inline, never guessed at by the browser (requirements "Attachments").
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": row.contentType,
      "Content-Disposition": attachmentDisposition(row.fileName),
      "Content-Length": String(bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    }) as never;
  });

  files.openapi(deleteRoute, async (c) => {
    await deleteFile(db(), store, who(c), c.req.valid("param").id);
    return c.body(null, 204);
  });

  const app = createRouter();
  app.route("/", students);
  app.route("/", files);
  return app;
}
