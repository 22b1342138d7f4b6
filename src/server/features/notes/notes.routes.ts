/**
 * /api/v1/notes — progress notes (requirements "Notes", "Note fields", "Note generation", "Note
 * streaming", "Note quota").
 *
 *   GET    /notes            → 200 Note[] newest first (query: studentId?, type?)
 *   POST   /notes/generate   → 201 GeneratedNote: the saved note + `warnings` (body: generateNoteInput);
 *                               with `Accept: text/event-stream`, 200 server-sent events `delta`,
 *                               `restart`, then `note` or `error` (generate-note.ts)
 *   POST   /notes/offline-drafts → 201 GeneratedNote: a note the browser drafted offline, saved and
 *                               counted (body: offlineNoteInput; offline-drafts.ts)
 *   GET    /notes/:id        → 200 Note
 *   PATCH  /notes/:id        → 200 Note, is_edited set (body: updateNoteInput, at least one field)
 *   DELETE /notes/:id        → 204
 *
 * Errors: 400 VALIDATION_ERROR naming each bad or unknown field; 400 MALFORMED_JSON; 401 without a
 * session (app.ts); 403 NOTE_LIMIT_REACHED when the plan's monthly quota is used up or the trial has
 * ended; 403 EMAIL_NOT_CONFIRMED on /notes/generate past the confirmation grace period; 429 RATE_LIMITED on /notes/generate (the per-user AI budget built in app.ts); 404 "Note not
 * found" / "Student not found" for a missing id, another teacher's id, or a path id that is not a UUID
 * (architecture "Request path").
 */

import { createRoute } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import {
  generatedNoteSchema,
  generateNoteInput,
  listNotesQuery,
  NOTES_PAGE_DEFAULT,
  noteIdParam,
  notePageSchema,
  noteSchema,
  offlineNoteInput,
  updateNoteInput,
} from "../../../shared/contracts/notes.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { AiError } from "../../ai/writers/errors.ts";
import { requireConfirmedEmail } from "../../auth/email-confirmation.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  createRouter,
  errorResponse,
  jsonContent,
  resourceRoutes,
  standardErrors,
} from "../../lib/create-router.ts";
import type { AppDeps, AppEnv } from "../../lib/hono-env.ts";
import { dataOwnerOf } from "../../lib/team-gate.ts";
import { collectNote, generateNote, type NoteEvent, type NoteWriter } from "./generate-note.ts";
import { deleteNote, getNote, listNotes, listNotesPage, updateNote } from "./notes.service.ts";
import { saveOfflineNote } from "./offline-drafts.ts";

const TAG = "Notes";

const notesRoutes = resourceRoutes({ tag: TAG, path: "/notes", schema: noteSchema });
const listRoute = notesRoutes.listBy(
  "The teacher's notes, newest first",
  listNotesQuery,
  "Notes: every note as an array, or one page `{ items, nextCursor }` when `limit` is sent",
  z.union([z.array(noteSchema), notePageSchema]),
);

const generateRoute = createRoute({
  method: "post",
  path: "/notes/generate",
  tags: [TAG],
  summary: "Draft a note with the AI text service (or the template note) and save it",
  request: { body: { content: jsonContent(generateNoteInput), required: true } },
  responses: {
    201: {
      description: "The saved note, who wrote it, and any warnings",
      content: jsonContent(generatedNoteSchema),
    },
    200: {
      description:
        "With Accept: text/event-stream — events `delta` {text}, `restart` {}, then `note` (GeneratedNote) or `error` {code, message}",
      content: { "text/event-stream": { schema: z.string() } },
    },
    ...standardErrors,
    403: errorResponse("NOTE_LIMIT_REACHED: monthly quota used, or trial ended"),
    404: errorResponse("Student not found"),
  },
});

const offlineDraftRoute = createRoute({
  method: "post",
  path: "/notes/offline-drafts",
  tags: [TAG],
  summary: "Save a note the browser drafted offline (the template note); counted in the quota",
  request: { body: { content: jsonContent(offlineNoteInput), required: true } },
  responses: {
    201: { description: "The saved note, marked drafted offline", content: jsonContent(generatedNoteSchema) },
    ...standardErrors,
    403: errorResponse("NOTE_LIMIT_REACHED: monthly quota used, or trial ended"),
    404: errorResponse("Student not found"),
  },
});

const byId = notesRoutes.byId(noteIdParam, "Note not found");
const getRoute = byId.get("One note", "The note");
const updateRoute = byId.update("Edit a note (marks it as edited)", updateNoteInput, "The updated note");
const deleteRoute = byId.delete("Delete a note");

/**
 * The note's owner and its writer (requirements "Authorship", "Note quota"): the shared student's
 * owner through the access gate, else the signed-in teacher; the writer is always the signed-in
 * teacher, whose plan and month the generation counts in.
 */
function writerOf(c: Context<AppEnv>): NoteWriter {
  return { ownerId: dataOwnerOf(c), authorId: c.get("user").id };
}

/** True when the request asks for server-sent events (`Accept: text/event-stream`). */
export function wantsEventStream(accept: string | undefined): boolean {
  return /(^|,)\s*text\/event-stream\b/i.test(accept ?? "");
}

/**
 * Pipes note events as server-sent events with the same names and payloads; a failure after the
 * stream started ends it with an `error` event {code, message}; nothing is sent once it is closed.
 */
function streamNoteEvents(
  c: Context<AppEnv>,
  events: AsyncIterable<NoteEvent>,
  controller: AbortController,
  log: (line: string) => void,
): Response {
  return streamSSE(c, async (stream) => {
    stream.onAbort(() => controller.abort());
    const send = async (event: string, data: unknown) => {
      if (!controller.signal.aborted) await stream.writeSSE({ event, data: JSON.stringify(data) });
    };
    try {
      for await (const e of events) await send(e.event, e.data);
    } catch (err) {
      if (controller.signal.aborted || (err instanceof AiError && err.kind === "aborted")) return;
      if (err instanceof AppError) {
        await send("error", { code: err.code, message: err.message });
        return;
      }
      log(`Streaming note failed: ${err instanceof Error ? err.message : String(err)}`);
      await send("error", {
        code: ErrorCode.INTERNAL,
        message: "The note could not be saved. Please try again.",
      });
    }
  });
}

/** Builds the notes router; mounted under /api/v1 behind the session check (app.ts). */
export function createNotesRoutes(deps: AppDeps, aiRateLimit: MiddlewareHandler<AppEnv>) {
  // A path id that is not a UUID cannot name a note of this teacher: same 404 as a missing one.
  const app = createRouter({ notFound: messages.notes.notFound });
  const db = () => deps.database.db;

  // Past the 7-day grace period an unconfirmed address drafts no notes (decision 011).
  app.use("/notes/generate", requireConfirmedEmail(deps));
  app.use("/notes/offline-drafts", requireConfirmedEmail(deps));
  // Drafting a note counts against the per-user AI rate limit (shared with /ai/*).
  app.use("/notes/generate", aiRateLimit);

  app.openapi(listRoute, async (c) => {
    const { cursor, ...query } = c.req.valid("query");
    // The history also lists the notes the teacher wrote on students shared with them (requirements "Authorship").
    const filters = { ...query, withAuthoredShared: true };
    const userId = dataOwnerOf(c);
    // `limit` (or a `cursor`) asks for one keyset page; without either the whole list, as before.
    const limit = filters.limit ?? (cursor ? NOTES_PAGE_DEFAULT : undefined);
    if (limit !== undefined) {
      return c.json(await listNotesPage(db(), userId, { ...filters, limit, cursor }, deps.now()), 200);
    }
    return c.json(await listNotes(db(), userId, filters, deps.now()), 200);
  });

  // Sent by the outbox with an Idempotency-Key: a replay answers the first result (decision 008).
  app.openapi(offlineDraftRoute, async (c) =>
    c.json(await saveOfflineNote(db(), writerOf(c), c.req.valid("json"), deps.now()), 201),
  );

  app.openapi(generateRoute, async (c) => {
    const generation = { db: db(), generator: deps.generator, now: deps.now(), log: deps.log };
    // `Accept: text/event-stream` → server-sent events (requirements "Note streaming").
    if (wantsEventStream(c.req.header("accept"))) {
      // Closing the stream aborts the provider request; nothing is saved.
      const controller = new AbortController();
      const events = await generateNote(
        { ...generation, signal: controller.signal },
        writerOf(c),
        c.req.valid("json"),
        { stream: true },
      );
      return streamNoteEvents(c, events, controller, deps.log);
    }
    const events = await generateNote(generation, writerOf(c), c.req.valid("json"));
    return c.json(await collectNote(events), 201);
  });

  app.openapi(getRoute, async (c) =>
    c.json(await getNote(db(), dataOwnerOf(c), c.req.valid("param").id, deps.now()), 200),
  );

  app.openapi(updateRoute, async (c) =>
    c.json(
      await updateNote(db(), dataOwnerOf(c), c.req.valid("param").id, c.req.valid("json"), deps.now()),
      200,
    ),
  );

  app.openapi(deleteRoute, async (c) => {
    await deleteNote(db(), dataOwnerOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });

  return app;
}
