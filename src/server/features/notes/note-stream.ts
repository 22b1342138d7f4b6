/**
 * Streaming a note draft as server-sent events (issue 4 "POST /api/v1/notes/generate streams when
 * asked with Accept: text/event-stream (text deltas, then the saved note)"; spec §4 "Note
 * generation"; architecture §5 de-identification, §6 guards).
 *
 * Events, in order:
 *   `delta`   {text}   a piece of the draft, names already restored (never a placeholder half);
 *   `restart` {}       the draft so far is dropped: a guard retried, or the template note replaces it
 *                      (the next deltas are the new text);
 *   `note`    GeneratedNote  the saved note with `source` and `warnings` (the last event), or
 *   `error`   {code, message} when saving failed (the last event).
 * Errors found before streaming starts (validation, quota 403, student 404, rate limit 429) are
 * ordinary JSON answers (notes.routes.ts checks them first).
 */
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { GenerateNoteData } from "../../../shared/contracts/notes.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { parseParentContact } from "../../../shared/domain/student-record.ts";
import { AiError } from "../../ai/errors.ts";
import { createPseudonymizer } from "../../ai/guards.ts";
import type { TextGenerator } from "../../ai/text-generator.ts";
import { students } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { AppDeps, AppEnv } from "../../lib/hono-env.ts";
import { assertCanGenerate, getQuotaStatus } from "./note-quota.service.ts";
import { generateNote, namesToHide } from "./notes.service.ts";

/** True when the request asks for server-sent events (`Accept: text/event-stream`). */
export function wantsEventStream(accept: string | undefined): boolean {
  return /(^|,)\s*text\/event-stream\b/i.test(accept ?? "");
}

/** The longest placeholder held back while its closing bracket has not arrived ("[PERSON 123]"). */
const MAX_PLACEHOLDER = 16;

/**
 * Splits a growing text so a placeholder is never cut in half: returns the part that is safe to
 * show now and the tail to keep until more text comes (an unclosed "[" near the end).
 */
export function splitAtOpenPlaceholder(text: string): [ready: string, held: string] {
  const open = text.lastIndexOf("[");
  if (open === -1 || text.indexOf("]", open) !== -1 || text.length - open > MAX_PLACEHOLDER)
    return [text, ""];
  return [text.slice(0, open), text.slice(open)];
}

/**
 * Wraps a generator so each `complete` call streams from `inner.stream` and hands every delta to
 * `onDelta` as it arrives; a second call (a guard retry) first calls `onRestart`.
 */
export function streamingGenerator(
  inner: TextGenerator,
  onDelta: (text: string) => Promise<void>,
  onRestart: () => Promise<void>,
): TextGenerator {
  let calls = 0;
  return {
    kind: inner.kind,
    stream: (request) => inner.stream(request),
    async complete(request) {
      if (calls++ > 0) await onRestart();
      let text = "";
      for await (const delta of inner.stream(request)) {
        text += delta;
        await onDelta(delta);
      }
      return text;
    },
  };
}

/**
 * Answers POST /notes/generate as an event stream (see the module comment). The quota and the
 * student are checked first, so those errors are JSON with their status. Closing the stream aborts
 * the provider request and saves nothing.
 * @throws AppError 403 NOTE_LIMIT_REACHED, 404 "Student not found" (before streaming).
 */
export async function streamGeneratedNote(
  c: Context<AppEnv>,
  deps: AppDeps,
  input: GenerateNoteData,
): Promise<Response> {
  const db = deps.database.db;
  const userId = c.get("user").id;
  const now = deps.now();
  assertCanGenerate(await getQuotaStatus(db, userId, now));
  const [student] = await db
    .select({ id: students.id, name: students.name, parentContact: students.parentContact })
    .from(students)
    .where(and(eq(students.id, input.studentId), eq(students.userId, userId)))
    .limit(1);
  if (!student) throw notFound(messages.students.notFound);

  // The same pseudonymizer draftNote builds, so the streamed placeholders read as names.
  const pseudonyms =
    deps.generator.kind === "offline"
      ? null
      : createPseudonymizer(
          student.name,
          await namesToHide(db, userId, student.id, parseParentContact(student.parentContact).name),
        );

  return streamSSE(c, async (stream) => {
    const controller = new AbortController();
    stream.onAbort(() => controller.abort());
    let held = "";
    let shown = "";
    const send = async (event: string, data: unknown) => {
      if (!controller.signal.aborted) await stream.writeSSE({ event, data: JSON.stringify(data) });
    };
    const sendText = async (raw: string) => {
      const text = pseudonyms ? pseudonyms.restore(raw) : raw;
      if (!text) return;
      shown += text;
      await send("delta", { text });
    };
    const restart = async () => {
      held = "";
      shown = "";
      await send("restart", {});
    };
    const generator = streamingGenerator(
      deps.generator,
      async (delta) => {
        const [ready, rest] = splitAtOpenPlaceholder(held + delta);
        held = rest;
        await sendText(ready);
      },
      restart,
    );

    try {
      const note = await generateNote(
        { db, generator, now, log: deps.log, signal: controller.signal },
        userId,
        input,
      );
      await sendText(held);
      held = "";
      // A fallback (template note) or a trimmed draft: show the saved text exactly.
      if (shown.trim() !== note.generatedNote.trim()) {
        await restart();
        await sendText(note.generatedNote);
      }
      await send("note", note);
    } catch (err) {
      if (controller.signal.aborted || (err instanceof AiError && err.kind === "aborted")) return;
      if (err instanceof AppError) {
        await send("error", { code: err.code, message: err.message });
        return;
      }
      deps.log(`Streaming note failed: ${err instanceof Error ? err.message : String(err)}`);
      await send("error", { code: "INTERNAL", message: "The note could not be saved. Please try again." });
    }
  });
}
