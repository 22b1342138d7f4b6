/**
 * Keyset page cursors (requirements "Note history"): a page ends at a row's sort key and the next page
 * starts strictly after it, so pages stay stable while rows are added and cost the same however deep
 * the teacher scrolls (no OFFSET).
 *
 * A cursor is opaque to clients: base64url of JSON `[key, id]`, where `key` is the sort column as
 * text, read from the database at microsecond precision (a JavaScript Date would round it to
 * milliseconds and skip or repeat rows), and `id` the row's uuid as the tie-breaker.
 */

import { type AnyColumn, type SQL, sql } from "drizzle-orm";
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

/**
 * The keyset of a dated row listed newest date first, then most recently created: the date, then
 * created_at as UTC text at microsecond precision, joined by "T" ("2026-03-05T2026-03-05
 * 14:02:11.123456"); the id breaks ties. `key` is the select expression to read with each row;
 * `after(cursor)` the conditions of the rows after a cursor (a date bound the (…, date) index can
 * range-scan, then the row comparison).
 * @throws AppError 400 VALIDATION_ERROR from `after` for a cursor this server did not give out.
 */
export function datedKeyset(columns: { date: AnyColumn; createdAt: AnyColumn; id: AnyColumn }): {
  key: SQL<string>;
  after: (cursor: string) => SQL[];
} {
  const { date, createdAt, id } = columns;
  return {
    key: sql<string>`to_char(${date}, 'YYYY-MM-DD') || 'T' || to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`,
    after: (cursor) => {
      const position = decodeCursor(cursor);
      const [day, created] = [position.key.slice(0, 10), position.key.slice(11)];
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || created.length < 19) {
        throw new AppError(400, ErrorCode.VALIDATION_ERROR, "The cursor is not one this server gave out.");
      }
      const at = sql`(${created}::timestamp at time zone 'UTC')`;
      return [
        sql`${date} <= ${day}::date`,
        sql`(${date}, ${createdAt}, ${id}) < (${day}::date, ${at}, ${position.id}::uuid)`,
      ];
    },
  };
}
