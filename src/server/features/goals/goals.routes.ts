/**
 * /api/v1/goals — IEP goals with their computed progress view (spec §3 "IEP goal", §4 "Progress trend",
 * §5, §7 "iep_goals"; decision record 005).
 *
 *   GET    /goals?studentId=  → 200 Goal[] newest first (404 "Student not found" for a foreign student)
 *   POST   /goals             → 201 Goal        (body: createGoalInput)
 *   GET    /goals/:id         → 200 Goal
 *   PATCH  /goals/:id         → 200 Goal        (body: updateGoalInput, at least one field)
 *   DELETE /goals/:id         → 204, its progress entries removed in the same transaction
 *
 * Errors: 400 VALIDATION_ERROR naming each bad or unknown field (non-finite numbers, dates that do not
 * parse, a target date before the baseline date); 400 MALFORMED_JSON; 401 without a session (app.ts);
 * 404 "Goal not found" for a missing id, another teacher's id, or a path id that is not a UUID.
 */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../shared/contracts/common.ts";
import {
  createGoalInput,
  goalIdParam,
  goalListQuery,
  goalSchema,
  updateGoalInput,
} from "../../../shared/contracts/goals.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { notFound } from "../../lib/app-error.ts";
import type { AppDeps, AppEnv } from "../../lib/hono-env.ts";
import { validationError } from "../../lib/validation.ts";
import { createGoal, deleteGoal, getGoal, goalNotFound, listGoals, updateGoal } from "./goals.service.ts";

const TAG = "Goals";
const json = <T>(schema: T) => ({ "application/json": { schema } });

const errors = {
  400: { description: "Invalid input; the message names each field", content: json(apiErrorSchema) },
  401: { description: "Not signed in", content: json(apiErrorSchema) },
};
const notFoundResponse = {
  404: { description: "Goal (or student) not found", content: json(apiErrorSchema) },
};

const listRoute = createRoute({
  method: "get",
  path: "/goals",
  tags: [TAG],
  summary: "The teacher's goals, newest first, optionally of one student",
  request: { query: goalListQuery },
  responses: {
    200: {
      description: "Goals with trend, trendline, aimline and decision",
      content: json(z.array(goalSchema)),
    },
    ...errors,
    ...notFoundResponse,
  },
});

const createRouteDef = createRoute({
  method: "post",
  path: "/goals",
  tags: [TAG],
  summary: "Add a goal to a student",
  request: { body: { content: json(createGoalInput), required: true } },
  responses: {
    201: { description: "The saved goal", content: json(goalSchema) },
    ...errors,
    ...notFoundResponse,
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/goals/{id}",
  tags: [TAG],
  summary: "One goal with its progress view",
  request: { params: goalIdParam },
  responses: {
    200: { description: "The goal", content: json(goalSchema) },
    401: errors[401],
    ...notFoundResponse,
  },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/goals/{id}",
  tags: [TAG],
  summary: "Change some fields of a goal",
  request: { params: goalIdParam, body: { content: json(updateGoalInput), required: true } },
  responses: {
    200: { description: "The updated goal", content: json(goalSchema) },
    ...errors,
    ...notFoundResponse,
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/goals/{id}",
  tags: [TAG],
  summary: "Delete a goal and its progress entries",
  request: { params: goalIdParam },
  responses: { 204: { description: "Deleted" }, 401: errors[401], ...notFoundResponse },
});

/** Builds the goals router; mounted under /api/v1 behind the session check (app.ts). */
export function createGoalRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      // A path id that is not a UUID cannot name a goal of this teacher: same 404 as a missing one.
      if (result.target === "param") throw goalNotFound();
      // Likewise a studentId filter that is not a UUID cannot name one of the teacher's students.
      if (result.target === "query" && result.error.issues.every((i) => i.path[0] === "studentId")) {
        throw notFound(messages.students.notFound);
      }
      throw validationError(result.error);
    },
  });
  const db = () => deps.database.db;

  app.openapi(listRoute, async (c) =>
    c.json(await listGoals(db(), c.get("user").id, c.req.valid("query"), deps.now()), 200),
  );

  app.openapi(createRouteDef, async (c) =>
    c.json(await createGoal(db(), c.get("user").id, c.req.valid("json"), deps.now()), 201),
  );

  app.openapi(getRoute, async (c) =>
    c.json(await getGoal(db(), c.get("user").id, c.req.valid("param").id, deps.now()), 200),
  );

  app.openapi(updateRoute, async (c) =>
    c.json(
      await updateGoal(db(), c.get("user").id, c.req.valid("param").id, c.req.valid("json"), deps.now()),
      200,
    ),
  );

  app.openapi(deleteRoute, async (c) => {
    await deleteGoal(db(), c.get("user").id, c.req.valid("param").id);
    return c.body(null, 204);
  });

  return app;
}
