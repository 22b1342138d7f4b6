/**
 * Reads the files inside an uploaded ZIP archive (an Excel .xlsx workbook, a restore file) without
 * letting it expand beyond a limit (requirements "Import": "a zip bomb … a clear 4xx and nothing
 * written"). `yauzl` checks each entry's declared sizes against the central directory and the bytes
 * it actually inflates (`validateEntrySizes`), so an entry that claims 1 KB cannot inflate to 1 GB;
 * the sum of what is read is capped here, and the number of entries too.
 */
import type { Readable } from "node:stream";
import yauzl from "yauzl";
import { ErrorCode } from "../../shared/contracts/error-codes.ts";
import { AppError } from "./app-error.ts";

/** Limits of one archive: most entries, most bytes read once inflated (all entries together). */
export interface ZipLimits {
  maxEntries: number;
  maxExpandedBytes: number;
}

/** The message of an archive that cannot be read or expands beyond its limit. */
export const zipMessages = {
  damaged: "The file could not be opened: it looks damaged. Save it again and upload the new copy.",
  expands: (limitMb: number) =>
    `The file expands to more than ${limitMb} MB when opened, which no roster or export needs. Save it again without pictures or extra sheets.`,
  entries: "The file holds too many parts to be a roster or an export.",
} as const;

const unreadable = (message: string) => new AppError(400, ErrorCode.IMPORT_FILE_UNREADABLE, message);

/** True when `bytes` start like a ZIP archive (a local file header, "PK\x03\x04"). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

async function readAll(stream: Readable, budget: { left: number }, limitMb: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    budget.left -= buffer.byteLength;
    if (budget.left < 0) {
      stream.destroy();
      throw unreadable(zipMessages.expands(limitMb));
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Inflates the entries of `bytes` for which `wanted(name)` is true (directories skipped).
 * @returns entry name → its bytes, in archive order.
 * @throws AppError 400 IMPORT_FILE_UNREADABLE when the archive is damaged, holds more than
 *   `maxEntries` entries, or the wanted entries inflate to more than `maxExpandedBytes` (declared or actual).
 */
export async function readZipEntries(
  bytes: Uint8Array,
  limits: ZipLimits,
  wanted: (name: string) => boolean = () => true,
): Promise<Map<string, Buffer>> {
  const limitMb = Math.round(limits.maxExpandedBytes / (1024 * 1024));
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch {
    throw unreadable(zipMessages.damaged);
  }
  if (zip.entryCount > limits.maxEntries) {
    if (zip.isOpen) zip.close();
    throw unreadable(zipMessages.entries);
  }
  const found = new Map<string, Buffer>();
  const budget = { left: limits.maxExpandedBytes };
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith("/") || !wanted(entry.fileName)) continue;
      if (entry.uncompressedSize > budget.left) throw unreadable(zipMessages.expands(limitMb));
      const stream = await zip.openReadStreamPromise(entry);
      found.set(entry.fileName, await readAll(stream, budget, limitMb));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable(zipMessages.damaged);
  } finally {
    if (zip.isOpen) zip.close();
  }
  return found;
}
