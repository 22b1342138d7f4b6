/**
 * Who wrote a record (requirements "Authorship"): the account name of the teacher whose id a row
 * keeps as its author (`entered_by_user_id` on data points, sessions and contacts; `author_id`, else
 * the owner's `user_id`, on notes and goals). Read once per answer for all its rows, never per row.
 * Queries only: lib/ imports no feature (decision 020).
 */
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/index.ts";

/**
 * The name each of `ids` reads as (one query for all): the account's name, or its e-mail address when
 * the name is blank. An id with no account (deleted) is absent from the map.
 */
export async function authorNames(
  db: Pick<Db, "select">,
  ids: Iterable<string | null | undefined>,
): Promise<Map<string, string>> {
  const wanted = [...new Set([...ids].filter((id): id is string => typeof id === "string" && id !== ""))];
  const names = new Map<string, string>();
  if (wanted.length === 0) return names;
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted));
  for (const row of rows) names.set(row.id, row.name.trim() || row.email);
  return names;
}

/**
 * `items` each with `authorName` from the author id `authorOf` gives (one query for the list);
 * `authorName` is left out when the author's account is gone.
 */
export async function withAuthorNames<T extends { authorName?: string }>(
  db: Pick<Db, "select">,
  items: readonly T[],
  authorOf: (item: T) => string | null | undefined,
): Promise<T[]> {
  const names = await authorNames(db, items.map(authorOf));
  return items.map((item) => {
    const id = authorOf(item);
    const name = id ? names.get(id) : undefined;
    return name === undefined ? item : { ...item, authorName: name };
  });
}

/** One item with its `authorName` (see {@link withAuthorNames}). */
export async function withAuthorName<T extends { authorName?: string }>(
  db: Pick<Db, "select">,
  item: T,
  authorOf: (item: T) => string | null | undefined,
): Promise<T> {
  const [named] = await withAuthorNames(db, [item], authorOf);
  return named ?? item;
}

/**
 * The `author_id` a new note or goal keeps (requirements "Authorship"): the writer's id when a team
 * member writes on the owner's student, null when the owner writes their own (null reads as the owner).
 */
export function authorColumn(ownerId: string, actorId: string | undefined): string | null {
  return actorId === undefined || actorId === ownerId ? null : actorId;
}
