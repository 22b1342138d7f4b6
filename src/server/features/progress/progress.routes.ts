/**
 * /api/v1/progress-entries — the data points of a goal (spec §3 "Progress entry", §7 "progress_entries").
 *
 *   GET    /progress-entries?goalId=  → 200 ProgressEntry[] entry_date descending
 *   POST   /progress-entries          → 201 ProgressEntry   (body: createProgressEntryInput)
 *   PATCH  /progress-entries/:id      → 200 ProgressEntry   (body: updateProgressEntryInput)
 *   DELETE /progress-entries/:id      → 204
 *
 * Errors: 400 VALIDATION_ERROR naming each bad field (a value that is not a finite number, a date that
 * does not parse); 401 without a session; 404 "Goal not found" (missing/foreign/malformed goalId) or
 * "Progress entry not found".
 */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../shared/contracts/common.ts";
import {
  createProgressEntryInput,
  progressEntryIdParam,
  progressEntryListQuery,
  progressEntrySchema,
  updateProgressEntryInput,
} from "../../../shared/contracts/goals.ts";
import { notFound } from "../../lib/app-error.ts";
import type { AppDeps, AppEnv } from "../../lib/hono-env.ts";
import { validationError } from "../../lib/validation.ts";
import { GOAL_MESSAGES } from "../goals/goals.service.ts";
import {
  createProgressEntry,
  deleteProgressEntry,
  listProgressEntries,
  updateProgressEntry,
} from "./progress.service.ts";

const TAG = "Progress entries";
const json = <T>(schema: T) => ({ "application/json": { schema } });

const errors = {
  400: { description: "Invalid input; the message names each field", content: json(apiErrorSchema) },
  401: { description: "Not signed in", content: json(apiErrorSchema) },
};
const notFoundResponse = {
  404: { description: "Goal or progress entry not found", content: json(apiErrorSchema) },
};

const listRoute = createRoute({
  method: "get",
  path: "/progress-entries",
  tags: [TAG],
  summary: "A goal's progress entries, newest entry date first",
  request: { query: progressEntryListQuery },
  responses: {
    200: { description: "Entries", content: json(z.array(progressEntrySchema)) },
    ...errors,
    ...notFoundResponse,
  },
});

const createRouteDef = createRoute({
  method: "post",
  path: "/progress-entries",
  tags: [TAG],
  summary: "Record a data point for a goal",
  request: { body: { content: json(createProgressEntryInput), required: true } },
  responses: {
    201: { description: "The saved entry", content: json(progressEntrySchema) },
    ...errors,
    ...notFoundResponse,
  },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/progress-entries/{id}",
  tags: [TAG],
  summary: "Change a progress entry",
  request: {
    params: progressEntryIdParam,
    body: { content: json(updateProgressEntryInput), required: true },
  },
  responses: {
    200: { description: "The updated entry", content: json(progressEntrySchema) },
    ...errors,
    ...notFoundResponse,
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/progress-entries/{id}",
  tags: [TAG],
  summary: "Delete a progress entry",
  request: { params: progressEntryIdParam },
  responses: { 204: { description: "Deleted" }, 401: errors[401], ...notFoundResponse },
});

/** Builds the progress-entries router; mounted under /api/v1 behind the session check (app.ts). */
export function createProgressRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      if (result.target === "param") throw notFound(GOAL_MESSAGES.entryNotFound);
      // A goalId that is not a UUID cannot name one of the teacher's goals (a missing one is still a 400).
      if (
        result.target === "query" &&
        result.error.issues.every((i) => i.path[0] === "goalId" && i.code !== "invalid_type")
      ) {
        throw notFound(GOAL_MESSAGES.goalNotFound);
      }
      throw validationError(result.error);
    },
  });
  const db = () => deps.database.db;

  app.openapi(listRoute, async (c) =>
    c.json(await listProgressEntries(db(), c.get("user").id, c.req.valid("query").goalId), 200),
  );

  app.openapi(createRouteDef, async (c) =>
    c.json(await createProgressEntry(db(), c.get("user").id, c.req.valid("json"), deps.now()), 201),
  );

  app.openapi(updateRoute, async (c) =>
    c.json(
      await updateProgressEntry(
        db(),
        c.get("user").id,
        c.req.valid("param").id,
        c.req.valid("json"),
        deps.now(),
      ),
      200,
    ),
  );

  app.openapi(deleteRoute, async (c) => {
    await deleteProgressEntry(db(), c.get("user").id, c.req.valid("param").id);
    return c.body(null, 204);
  });

  return app;
}
