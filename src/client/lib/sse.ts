/**
 * Server-sent events framing (HTML Living Standard, "Server-sent events"), as the note stream uses
 * it (requirements "Note streaming"): events end with a blank line; `event:` names an event,
 * `data:` lines join with "\n"; lines starting with ":" are comments.
 */

/** One parsed server-sent event: its name ("message" when unnamed) and its data text. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Splits a server-sent-event text buffer into complete events. Pure.
 * @returns the complete events, in order, and the unfinished rest of the buffer (to prepend to the
 *   next chunk).
 */
export function parseSseChunk(buffer: string): { events: SseEvent[]; rest: string } {
  const normalized = buffer.replace(/\r\n?/g, "\n");
  const blocks = normalized.split("\n\n");
  const rest = blocks.pop() ?? "";
  const events: SseEvent[] = [];
  for (const block of blocks) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (!line || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? "" : line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
    }
    if (data.length > 0 || event !== "message") events.push({ event, data: data.join("\n") });
  }
  return { events, rest };
}
