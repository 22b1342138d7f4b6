/**
 * The meetings feature's query keys (architecture "Query keys"): the one place they are spelled.
 * Any client code may import this file, and no other file of the feature (import rule
 * `no-cross-feature-imports`), so it holds nothing but keys and imports types only.
 */
import type { MeetingListQuery } from "@shared/contracts/meetings";

/** The key every meeting query starts with; meeting changes invalidate it whole. */
export const MEETINGS_QUERY_KEY = ["meetings"] as const;

/** The list for one filter (GET /api/v1/meetings?…; undefined fields left out, so equal filters share a cache entry). */
export const meetingsListKey = (query: MeetingListQuery = {}) =>
  [...MEETINGS_QUERY_KEY, "list", JSON.parse(JSON.stringify(query)) as MeetingListQuery] as const;

/** One meeting's detail with its attendees (GET /api/v1/meetings/:id). */
export const meetingDetailKey = (id: string) => [...MEETINGS_QUERY_KEY, "detail", id] as const;

/** The private calendar feed's state (GET /api/v1/calendar-feed). */
export const CALENDAR_FEED_QUERY_KEY = ["calendar-feed"] as const;
