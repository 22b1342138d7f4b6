/**
 * Attachments (requirements "Attachments"): files on a student or one of its IEPs — evaluation
 * reports, outside reports, medical letters. Upload: `POST /api/v1/students/:studentId/files`,
 * multipart with the field `file` (and optional `category`, `iepId`); list: `GET
 * /api/v1/students/:studentId/files`; download and delete: `GET/DELETE /api/v1/files/:id`.
 */
import { z } from "zod";
import { text } from "./common.ts";

/** Largest attachment accepted: 20 MB (bytes). */
export const FILE_MAX_BYTES = 20 * 1024 * 1024;

/** The kinds of file accepted, by the content type found in the bytes, with the names' extensions. */
export const FILE_TYPES = {
  "application/pdf": ["pdf"],
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/gif": ["gif"],
  "image/webp": ["webp"],
  "image/heic": ["heic"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
} as const satisfies Record<string, readonly string[]>;
export type FileContentType = keyof typeof FILE_TYPES;

/** What the `accept` attribute of a file input offers. */
export const FILE_ACCEPT = Object.values(FILE_TYPES)
  .flat()
  .map((ext) => `.${ext}`)
  .join(",");

export const FILE_CATEGORIES = ["evaluation", "outside_report", "medical", "iep", "other"] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];
export const FILE_CATEGORY_LABELS: Record<FileCategory, string> = {
  evaluation: "Evaluation report",
  outside_report: "Outside report",
  medical: "Medical letter",
  iep: "Signed IEP or notice",
  other: "Other",
};

/** One attachment as the API returns it (never its bytes). */
export const studentFileSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  iepId: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  category: z.enum(FILE_CATEGORIES),
  uploadedAt: z.string(),
  /** Who uploaded it, when it is not the owner. */
  authorName: z.string().nullable(),
});
export type StudentFile = z.infer<typeof studentFileSchema>;

export const studentFileListSchema = z.object({ files: z.array(studentFileSchema) });
export type StudentFileList = z.infer<typeof studentFileListSchema>;

/** Longest file name kept (characters), as most file systems allow. */
export const FILE_NAME_MAX = 255;

/**
 * The uploaded file's name as the browser sent it: text the database can store (no NUL, control
 * character or lone surrogate; requirements "Security and privacy"), 1–255 characters.
 */
export const uploadFileName = text()
  .trim()
  .min(1, { message: "must not be empty" })
  .max(FILE_NAME_MAX, { message: `must be ${FILE_NAME_MAX} characters or fewer` });

/** The multipart form's fields besides `file`. */
export const uploadFileFields = z.strictObject({
  category: z.enum(FILE_CATEGORIES, { message: "must be one of the file categories" }).default("other"),
  iepId: z.uuid({ message: "IEP not found" }).optional(),
});

/** GET /api/v1/students/:studentId/files?iepId= (only the files of one IEP). */
export const studentFilesQuery = z.object({ iepId: z.uuid({ message: "IEP not found" }).optional() });

export const fileIdParam = z.object({ id: z.uuid({ message: "File not found" }) });
export const studentFilesParam = z.object({ studentId: z.uuid({ message: "Student not found" }) });
