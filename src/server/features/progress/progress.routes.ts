/**
 * /api/v1/progress-entries — the data points of a goal (requirements "Progress entries").
 *
 *   GET    /progress-entries?goalId=  → 200 ProgressEntry[] entry_date descending
 *          (&limit=50[&cursor=…]      → 200 { items, nextCursor }, one keyset page)
 *   POST   /progress-entries          → 201 ProgressEntry   (body: createProgressEntryInput)
 *   PATCH  /progress-entries/:id      → 200 ProgressEntry   (body: updateProgressEntryInput)
 *   DELETE /progress-entries/:id      → 204
 *
 * Errors: 400 VALIDATION_ERROR naming each bad field (a value that is not a finite number, a date that
 * does not parse, a date after today in the teacher's zone, a negative value, a percentage over 100);
 * 409 IMPLAUSIBLE_VALUE with `details.reasons` for a value over 3× the target or the largest so far or a
 * date before the baseline, unless the body has `confirmImplausible: true` (requirements "Progress
 * entries"); 401 without a session; 404 "Goal not found" (missing/foreign/malformed goalId) or
 * "Progress entry not found".
 */

import { z } from "@hono/zod-openapi";
import {
  createProgressEntryInput,
  ENTRIES_PAGE_DEFAULT,
  progressEntryIdParam,
  progressEntryListQuery,
  progressEntryPageSchema,
  progressEntrySchema,
  updateProgressEntryInput,
} from "../../../shared/contracts/goals.ts";
import { createRouter, errorResponse, resourceRoutes } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerOf } from "../../lib/team-gate.ts";
import { GOAL_MESSAGES } from "../goals/index.ts";
import {
  createProgressEntry,
  deleteProgressEntry,
  listProgressEntries,
  listProgressEntriesPage,
  updateProgressEntry,
} from "./progress.service.ts";

const TAG = "Progress entries";
const NOT_FOUND = "Goal or progress entry not found";

const entries = resourceRoutes({ tag: TAG, path: "/progress-entries", schema: progressEntrySchema });
const notFound404 = { 404: errorResponse(NOT_FOUND) };
const IMPLAUSIBLE =
  "An implausible value or date, not confirmed (`details.reasons`; send `confirmImplausible: true`)";
const listRoute = entries.listBy(
  "A goal's progress entries, newest entry date first",
  progressEntryListQuery,
  "Entries: every entry as an array, or one page `{ items, nextCursor }` when `limit` or `cursor` is sent",
  z.union([z.array(progressEntrySchema), progressEntryPageSchema]),
  notFound404,
);

const createRouteDef = entries.create(
  "Record a data point for a goal",
  createProgressEntryInput,
  "The saved entry",
  { ...notFound404, 409: errorResponse(IMPLAUSIBLE) },
);

const byId = entries.byId(progressEntryIdParam, NOT_FOUND);
const updateRoute = byId.update("Change a progress entry", updateProgressEntryInput, "The updated entry");
const deleteRoute = byId.delete("Delete a progress entry");

/** Builds the progress-entries router; mounted under /api/v1 behind the session check (app.ts). */
export function createProgressRoutes(deps: AppDeps) {
  // A goalId that is not a UUID cannot name one of the teacher's goals (a missing one is still a 400).
  const app = createRouter({
    notFound: GOAL_MESSAGES.entryNotFound,
    queryIds: { goalId: GOAL_MESSAGES.goalNotFound },
  });
  const db = () => deps.database.db;

  app.openapi(listRoute, async (c) => {
    const { goalId, limit, cursor } = c.req.valid("query");
    const userId = dataOwnerOf(c);
    // `limit` (or a `cursor`) asks for one keyset page; without either the whole list, as before.
    const size = limit ?? (cursor ? ENTRIES_PAGE_DEFAULT : undefined);
    if (size !== undefined) {
      return c.json(await listProgressEntriesPage(db(), userId, { goalId, limit: size, cursor }), 200);
    }
    return c.json(await listProgressEntries(db(), userId, goalId), 200);
  });

  // The signed-in teacher is the entry's author, also on a shared student (requirements "Authorship").
  app.openapi(createRouteDef, async (c) =>
    c.json(
      await createProgressEntry(db(), dataOwnerOf(c), c.req.valid("json"), deps.now(), c.get("user").id),
      201,
    ),
  );

  app.openapi(updateRoute, async (c) =>
    c.json(
      await updateProgressEntry(
        db(),
        dataOwnerOf(c),
        c.req.valid("param").id,
        c.req.valid("json"),
        deps.now(),
      ),
      200,
    ),
  );

  app.openapi(deleteRoute, async (c) => {
    await deleteProgressEntry(db(), dataOwnerOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });

  return app;
}
