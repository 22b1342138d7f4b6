/**
 * The cache of the provider's suggestion replies (requirements "Suggestions": suggestions are
 * cached). In memory, per server instance; `createApp` builds one and hands it to the AI router.
 */

/** Suggestions cache bounds (requirements "Suggestions"; in memory, per server instance). */
export const SUGGESTION_CACHE_MAX = 500;
export const SUGGESTION_CACHE_TTL_MS = 10 * 60 * 1000;

/**
 * A small LRU cache with a time to live, for the provider's de-identified suggestion replies.
 * Keyed by user, field type, input, grade and note type (requirements "AI text service"; the user is added so no teacher's
 * text can surface for another). Per server instance.
 */
export class SuggestionCache {
  private readonly entries = new Map<string, { reply: string; expires: number }>();
  constructor(
    private readonly max = SUGGESTION_CACHE_MAX,
    private readonly ttlMs = SUGGESTION_CACHE_TTL_MS,
  ) {}

  static key(parts: {
    userId: string;
    fieldType: string;
    input: string;
    grade?: string | null;
    noteType?: string | null;
  }): string {
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
