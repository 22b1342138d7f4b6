/**
 * The checks made before an upload is sent (requirements "Attachments"): the size and the name's
 * extension. The server decides from the bytes; these only spare the teacher a pointless upload.
 */
import { FILE_MAX_BYTES, FILE_TYPES } from "@shared/contracts/files";

const EXTENSIONS: ReadonlySet<string> = new Set(Object.values(FILE_TYPES).flat());

/** The sentence shown for a file too large (the server's own). */
export const TOO_LARGE = "Files may be up to 20 MB.";
/** The sentence shown for a name whose extension is not accepted (the server's own). */
export const NOT_ACCEPTED = "This file is not a PDF, an image or a Word document.";

/** What is wrong with `file` before it is sent, or null. */
export function fileProblem(file: Pick<File, "name" | "size">): string | null {
  if (file.size > FILE_MAX_BYTES) return TOO_LARGE;
  const dot = file.name.lastIndexOf(".");
  const ext = dot < 0 ? "" : file.name.slice(dot + 1).toLowerCase();
  if (!EXTENSIONS.has(ext)) return NOT_ACCEPTED;
  if (file.size === 0) return "This file is empty.";
  return null;
}
