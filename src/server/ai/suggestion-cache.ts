/**
 * The cache of the provider's suggestion replies (requirements "Suggestions": suggestions are
 * cached). The server keeps it in the database (`DatabaseSuggestionCache`, table
 * `suggestion_replies`), so app instances sharing one PostgreSQL serve each other's replies
 * (architecture "Two ways to run"); `SuggestionCache` keeps it in this process's memory (unit tests).
 * `createApp` builds one and hands it to the AI router. Replies are stored de-identified: the
 * provider only ever sees (and answers with) placeholders for names.
 */
import { createHash } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { suggestionReplies } from "../db/schema/index.ts";

/** Suggestions cache bounds (requirements "Suggestions"): entries kept in memory, and how long any entry is served. */
export const SUGGESTION_CACHE_MAX = 500;
export const SUGGESTION_CACHE_TTL_MS = 10 * 60 * 1000;

/** What the suggestion route needs of a cache (either kind). `userId` owns the entry (deleted with the account). */
export interface SuggestionReplyCache {
  get(key: string, now: number): string | undefined | Promise<string | undefined>;
  set(key: string, reply: string, now: number, userId: string): void | Promise<void>;
}

/** The parts a cache key is made of (requirements "AI text service"; the user is added so no teacher's text can surface for another). */
export interface SuggestionKeyParts {
  userId: string;
  fieldType: string;
  input: string;
  grade?: string | null;
  noteType?: string | null;
}

/**
 * A small LRU cache with a time to live, in this process's memory, for the provider's de-identified
 * suggestion replies. Keyed by user, field type, input, grade and note type.
 */
export class SuggestionCache implements SuggestionReplyCache {
  private readonly entries = new Map<string, { reply: string; expires: number }>();
  constructor(
    private readonly max = SUGGESTION_CACHE_MAX,
    private readonly ttlMs = SUGGESTION_CACHE_TTL_MS,
  ) {}

  /** The cache key of `parts` (JSON text; the same parts give the same key). */
  static key(parts: SuggestionKeyParts): string {
    return JSON.stringify([
      parts.userId,
      parts.fieldType,
      parts.input,
      parts.grade ?? "",
      parts.noteType ?? "",
    ]);
  }

  get(key: string, now: number): string | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.expires <= now) return undefined;
    this.entries.set(key, hit); // most recently used last
    return hit.reply;
  }

  set(key: string, reply: string, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { reply, expires: now + this.ttlMs });
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The same cache in the `suggestion_replies` table, one row per key (stored as its SHA-256, so the
 * typed text is not a key). An entry is served until `ttlMs` after it was written; a write replaces
 * an entry atomically (upsert), and each write deletes that teacher's expired entries. Size is bounded
 * by the time to live, not by a count.
 */
export class DatabaseSuggestionCache implements SuggestionReplyCache {
  constructor(
    private readonly db: Db,
    private readonly ttlMs = SUGGESTION_CACHE_TTL_MS,
  ) {}

  private hash(key: string): string {
    return createHash("sha256").update(key, "utf8").digest("base64url");
  }

  async get(key: string, now: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ reply: suggestionReplies.reply })
      .from(suggestionReplies)
      .where(and(eq(suggestionReplies.keyHash, this.hash(key)), gt(suggestionReplies.expiresAt, now)))
      .limit(1);
    return row?.reply;
  }

  async set(key: string, reply: string, now: number, userId: string): Promise<void> {
    const expiresAt = now + this.ttlMs;
    await this.db
      .insert(suggestionReplies)
      .values({ keyHash: this.hash(key), userId, reply, expiresAt })
      .onConflictDoUpdate({ target: suggestionReplies.keyHash, set: { reply, expiresAt, userId } });
    await this.db
      .delete(suggestionReplies)
      .where(and(eq(suggestionReplies.userId, userId), lte(suggestionReplies.expiresAt, now)));
  }
}
