/**
 * /api/v1/ai/iep-draft — draft an IEP from the student's data (requirements "IEP draft"; contracts/ai.ts).
 *
 *   POST /ai/iep-draft {studentId, section?} → 200 {sections:[{section,title,text,source}], warnings}
 *
 * Errors: 400 VALIDATION_ERROR naming each bad or unknown field (e.g. an unknown section); 401 without
 * a session (app.ts); 404 "Student not found" for a missing student or another teacher's; 429
 * RATE_LIMITED with Retry-After (the per-user AI budget shared with /ai/* and /notes/generate). An AI
 * failure is never an error: the section written from the record is used and `warnings` say so.
 */

import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { iepDraftInput, iepDraftResult } from "../../../shared/contracts/ai.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps, AppEnv } from "../../lib/hono-env.ts";
import { dataOwnerOf } from "../../lib/team-gate.ts";
import { draftIep } from "./iep-draft.service.ts";

const draftRoute = createRoute({
  method: "post",
  path: "/ai/iep-draft",
  tags: ["AI"],
  summary: "Draft the IEP sections (or one section again) from the student's record and goals",
  request: { body: { content: jsonContent(iepDraftInput), required: true } },
  responses: {
    200: { description: "The drafted sections and any warnings", content: jsonContent(iepDraftResult) },
    ...standardErrors,
    404: errorResponse("Student not found"),
    429: errorResponse("Too many AI requests; Retry-After says when to try again"),
  },
});

/** The IEP draft router, mounted under /api/v1 by app.ts. */
export function createIepDraftRoutes(deps: AppDeps, aiRateLimit: MiddlewareHandler<AppEnv>) {
  const app = createRouter();
  // Mounted before the /ai/* router, so this route counts against the shared AI budget here, once.
  app.use("/ai/iep-draft", aiRateLimit);
  app.openapi(draftRoute, async (c) => {
    const input = c.req.valid("json");
    const result = await draftIep(
      {
        db: deps.database.db,
        generator: deps.generator,
        now: deps.now(),
        log: deps.log,
        signal: c.req.raw.signal,
      },
      dataOwnerOf(c),
      input,
    );
    return c.json(result, 200);
  });
  return app;
}
