/**
 * Keyset page cursors (requirements "Note history"): a page ends at a row's sort key and the next page
 * starts strictly after it, so pages stay stable while rows are added and cost the same however deep
 * the teacher scrolls (no OFFSET).
 *
 * A cursor is opaque to clients: base64url of JSON `[key, id]`, where `key` is the sort column as
 * text, read from the database at microsecond precision (a JavaScript Date would round it to
 * milliseconds and skip or repeat rows), and `id` the row's uuid as the tie-breaker.
 */

import { ErrorCode } from "../../shared/contracts/error-codes.ts";
import { AppError } from "./app-error.ts";

/** The position a page ended at. */
export interface KeysetPosition {
  /** The sort column as the database wrote it (e.g. `2026-03-05 14:02:11.123456`). */
  key: string;
  /** The row id (uuid), the tie-breaker within one key. */
  id: string;
}

/** Encodes a position as a URL-safe cursor. */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.key, position.id]), "utf8").toString("base64url");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY = /^[0-9][0-9 :.T-]{5,40}$/;

/**
 * Decodes a cursor made by {@link encodeCursor}.
 * @throws AppError 400 VALIDATION_ERROR for anything else (never a database error).
 */
export function decodeCursor(cursor: string): KeysetPosition {
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === "string" &&
      typeof value[1] === "string" &&
      KEY.test(value[0]) &&
      UUID.test(value[1])
    ) {
      return { key: value[0], id: value[1] };
    }
  } catch {
    // falls through to the 400 below
  }
  throw new AppError(400, ErrorCode.VALIDATION_ERROR, "The cursor is not one this server gave out.");
}

/**
 * Splits `limit + 1` fetched rows into the page and the cursor of the next page (null when the extra
 * row was not there, i.e. this is the last page).
 */
export function pageOf<R>(
  rows: R[],
  limit: number,
  positionOf: (row: R) => KeysetPosition,
): { rows: R[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: encodeCursor(positionOf(page[page.length - 1]!)) };
}
