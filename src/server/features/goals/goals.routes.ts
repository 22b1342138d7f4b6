/**
 * /api/v1/goals — IEP goals with their computed progress view (requirements "IEP goals", "Progress trend",
 * requirements "IEP goals"; decision record 005).
 *
 *   GET    /goals?studentId=  → 200 Goal[] in the record's order (oldest first) (404 "Student not found" for a foreign student)
 *   POST   /goals             → 201 Goal        (body: createGoalInput)
 *   GET    /goals/:id         → 200 Goal
 *   PATCH  /goals/:id         → 200 Goal        (body: updateGoalInput, at least one field)
 *   DELETE /goals/:id         → 204, its progress entries removed in the same transaction
 *
 * Errors: 400 VALIDATION_ERROR naming each bad or unknown field (non-finite numbers, dates that do not
 * parse, a target date before the baseline date); 400 MALFORMED_JSON; 401 without a session (app.ts);
 * 404 "Goal not found" for a missing id, another teacher's id, or a path id that is not a UUID.
 */

import { z } from "@hono/zod-openapi";
import {
  createGoalInput,
  goalIdParam,
  goalListQuery,
  goalSchema,
  updateGoalInput,
} from "../../../shared/contracts/goals.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { createRouter, errorResponse, resourceRoutes } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerOf } from "../../lib/team-gate.ts";
import { createGoal, deleteGoal, GOAL_MESSAGES, getGoal, listGoals, updateGoal } from "./goals.service.ts";

const TAG = "Goals";
const NOT_FOUND = "Goal (or student) not found";

const goals = resourceRoutes({ tag: TAG, path: "/goals", schema: goalSchema });
const notFound404 = { 404: errorResponse(NOT_FOUND) };
const listRoute = goals.listBy(
  "The teacher's goals in the record's order (oldest first), optionally of one student",
  goalListQuery,
  "Goals with trend, trendline, aimline and decision",
  z.array(goalSchema),
  notFound404,
);

const createRouteDef = goals.create(
  "Add a goal to a student",
  createGoalInput,
  "The saved goal",
  notFound404,
);

const byId = goals.byId(goalIdParam, NOT_FOUND);
const getRoute = byId.get("One goal with its progress view", "The goal");
const updateRoute = byId.update("Change some fields of a goal", updateGoalInput, "The updated goal");
const deleteRoute = byId.delete("Delete a goal and its progress entries");

/** Builds the goals router; mounted under /api/v1 behind the session check (app.ts). */
export function createGoalRoutes(deps: AppDeps) {
  // A path id or a studentId filter that is not a UUID cannot name a row of this teacher: 404.
  const app = createRouter({
    notFound: GOAL_MESSAGES.goalNotFound,
    queryIds: { studentId: messages.students.notFound },
  });
  const db = () => deps.database.db;

  app.openapi(listRoute, async (c) =>
    c.json(await listGoals(db(), dataOwnerOf(c), c.req.valid("query"), deps.now()), 200),
  );

  app.openapi(createRouteDef, async (c) =>
    // The signed-in teacher adds it: a team member is kept as its author (requirements "Authorship").
    c.json(await createGoal(db(), dataOwnerOf(c), c.req.valid("json"), deps.now(), c.get("user").id), 201),
  );

  app.openapi(getRoute, async (c) =>
    c.json(await getGoal(db(), dataOwnerOf(c), c.req.valid("param").id, deps.now()), 200),
  );

  app.openapi(updateRoute, async (c) =>
    c.json(
      await updateGoal(db(), dataOwnerOf(c), c.req.valid("param").id, c.req.valid("json"), deps.now()),
      200,
    ),
  );

  app.openapi(deleteRoute, async (c) => {
    await deleteGoal(db(), dataOwnerOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });

  return app;
}
