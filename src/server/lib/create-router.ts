/**
 * Route plumbing written once (architecture "Request path"): every feature router is built by
 * `createRouter`, describes its bodies with `jsonContent` and its error answers with `errorResponse`
 * / `standardErrors`, so no route file defines its own JSON helper, error map or validation hook.
 *
 * The validation hook (requirements "Error catalogue"):
 * - a path parameter that fails (an id that is not a UUID) → 404 with the router's `notFound`
 *   message, the same answer as a missing or another teacher's row (architecture "Security model");
 * - a query string or JSON body whose every issue is a malformed id named in `queryIds` / `bodyIds`
 *   (zod code "invalid_format") → 404 with that id's message; a missing id stays a 400;
 * - anything else → 400 VALIDATION_ERROR naming each field (`validationError`).
 */
import { createRoute, OpenAPIHono, type z } from "@hono/zod-openapi";
import type { Env } from "hono";
import { apiErrorSchema } from "../../shared/contracts/common.ts";
import { notFound } from "./app-error.ts";
import type { AppEnv } from "./hono-env.ts";
import { validationError } from "./validation.ts";

/** How a router answers input that fails its schemas (see the module comment). */
export interface RouterOptions {
  /** The 404 message for a path parameter that fails (e.g. "Student not found"). */
  notFound?: string;
  /** Query-string id fields whose malformed value answers 404 with the given message. */
  queryIds?: Readonly<Record<string, string>>;
  /** JSON-body id fields whose malformed value answers 404 with the given message. */
  bodyIds?: Readonly<Record<string, string>>;
}

/** The 404 message when every issue is a malformed id of `ids`, else null. */
function malformedIdMessage(
  issues: readonly z.core.$ZodIssue[],
  ids: Readonly<Record<string, string>> | undefined,
): string | null {
  if (!ids || issues.length === 0) return null;
  const field = (issue: z.core.$ZodIssue) => String(issue.path[0] ?? "");
  const allIds = issues.every((i) => i.code === "invalid_format" && Object.hasOwn(ids, field(i)));
  return allIds ? (ids[field(issues[0] as z.core.$ZodIssue)] ?? null) : null;
}

/**
 * A feature router (`OpenAPIHono<AppEnv>`, or `OpenAPIHono<StaffEnv>` and the like for the staff
 * routes under /api/admin) with the standard validation hook.
 * @throws AppError 404 (path or malformed id, see `RouterOptions`) or 400 VALIDATION_ERROR from the hook.
 */
export function createRouter<E extends Env = AppEnv>(options: RouterOptions = {}) {
  return new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (result.success) return;
      if (result.target === "param" && options.notFound) throw notFound(options.notFound);
      const ids =
        result.target === "query" ? options.queryIds : result.target === "json" ? options.bodyIds : undefined;
      const message = malformedIdMessage(result.error.issues, ids);
      if (message) throw notFound(message);
      throw validationError(result.error);
    },
  });
}

/** `{ "application/json": { schema } }` for a request body or a response. */
export const jsonContent = <T>(schema: T) => ({ "application/json": { schema } });

/** An error answer (`{ error: { code, message, details? } }`) with its OpenAPI description. */
export const errorResponse = (description: string) => ({ description, content: jsonContent(apiErrorSchema) });

/** The 400 (bad input) and 401 (no session) answers every /api/v1 route can give. */
export const standardErrors = {
  400: errorResponse("Invalid input; the message names each field"),
  401: errorResponse("Not signed in"),
};

/**
 * The answers of the admin gate every /api/admin route can give (requirements "Admin area";
 * decision 013): 401 without an admin session, 403 for a teacher session (`ADMIN_ONLY`), another
 * site's request (`FOREIGN_ORIGIN`) or a session still in its sign-in steps (`ADMIN_SETUP_REQUIRED`).
 * Routes that take input add `standardErrors[400]`.
 */
export const staffErrors = {
  401: errorResponse("No admin session"),
  403: errorResponse(
    "Not a staff session (ADMIN_ONLY), another site's request (FOREIGN_ORIGIN) or sign-in steps not finished (ADMIN_SETUP_REQUIRED)",
  ),
};

/** A CSV download's content for a response (RFC 4180 text, e.g. `?format=csv` of a report). */
export const csvContent = { "text/csv": { schema: { type: "string" as const } } };

/** What the by-id routes of one entity share: tag, path (`/things/{id}`), id schema and 404 answer. */
export interface EntityRouteBase<P extends string, Params extends z.ZodObject, S extends z.ZodType> {
  tag: string;
  path: P;
  params: Params;
  /** The OpenAPI description of the 404 answer ("Student not found"). */
  notFoundDescription: string;
  /** The entity's response schema. */
  schema: S;
}

/**
 * The three by-id routes most entities have (GET one, PATCH some fields, DELETE), written once:
 * GET → 200 | 401 | 404, PATCH → 200 | 400 | 401 | 404 (body required), DELETE → 204 | 401 | 404.
 */
export function entityRoutes<P extends string, Params extends z.ZodObject, S extends z.ZodType>(
  base: EntityRouteBase<P, Params, S>,
) {
  const notFoundResponse = { 404: errorResponse(base.notFoundDescription) };
  const common = { path: base.path, tags: [base.tag], request: { params: base.params } };
  return {
    get: (summary: string, description: string) =>
      createRoute({
        ...common,
        method: "get",
        summary,
        responses: {
          200: { description, content: jsonContent(base.schema) },
          401: standardErrors[401],
          ...notFoundResponse,
        },
      }),
    update: <B extends z.ZodType>(summary: string, body: B, description: string) =>
      createRoute({
        ...common,
        method: "patch",
        summary,
        request: { params: base.params, body: { content: jsonContent(body), required: true } },
        responses: {
          200: { description, content: jsonContent(base.schema) },
          ...standardErrors,
          ...notFoundResponse,
        },
      }),
    delete: (summary: string) =>
      createRoute({
        ...common,
        method: "delete",
        summary,
        responses: { 204: { description: "Deleted" }, 401: standardErrors[401], ...notFoundResponse },
      }),
  };
}

/** What the routes on a resource's own path share: tag, path (`/things`) and item schema. */
export interface ResourceRouteBase<P extends string, S extends z.ZodType> {
  tag: string;
  path: P;
  /** The item's response schema. */
  schema: S;
}

/** Extra error answers of one route, e.g. `{ 404: errorResponse("Goal (or student) not found") }`. */
type ExtraResponses = Record<number, ReturnType<typeof errorResponse>>;

/**
 * The routes on a resource's own path, written once:
 * `list` GET → 200 | 401; `listBy` GET with a query → 200 | 400 | 401 (+ `extra`);
 * `create` POST → 201 | 400 | 401 (+ `extra`); `read` GET → 200 | 401; `change` PATCH → 200 | 400 | 401;
 * `byId(params, notFoundDescription)` → the `entityRoutes` on `path/{id}`.
 */
export function resourceRoutes<P extends string, S extends z.ZodType>(base: ResourceRouteBase<P, S>) {
  const common = { path: base.path, tags: [base.tag] };
  return {
    byId: <Params extends z.ZodObject>(params: Params, notFoundDescription: string) =>
      entityRoutes({
        tag: base.tag,
        path: `${base.path}/{id}` as `${P}/{id}`,
        params,
        notFoundDescription,
        schema: base.schema,
      }),
    list: <L extends z.ZodType>(summary: string, description: string, list: L) =>
      createRoute({
        ...common,
        method: "get",
        summary,
        responses: { 200: { description, content: jsonContent(list) }, 401: standardErrors[401] },
      }),
    listBy: <Q extends z.ZodObject, L extends z.ZodType, E extends ExtraResponses = Record<never, never>>(
      summary: string,
      query: Q,
      description: string,
      list: L,
      extra?: E,
    ) =>
      createRoute({
        ...common,
        method: "get",
        summary,
        request: { query },
        responses: { 200: { description, content: jsonContent(list) }, ...standardErrors, ...(extra as E) },
      }),
    create: <B extends z.ZodType, E extends ExtraResponses = Record<never, never>>(
      summary: string,
      input: B,
      description: string,
      extra?: E,
    ) =>
      createRoute({
        ...common,
        method: "post",
        summary,
        request: { body: { content: jsonContent(input), required: true } },
        responses: {
          201: { description, content: jsonContent(base.schema) },
          ...standardErrors,
          ...(extra as E),
        },
      }),
    read: (summary: string, description: string) =>
      createRoute({
        ...common,
        method: "get",
        summary,
        responses: { 200: { description, content: jsonContent(base.schema) }, 401: standardErrors[401] },
      }),
    change: <B extends z.ZodType>(summary: string, input: B, description: string) =>
      createRoute({
        ...common,
        method: "patch",
        summary,
        request: { body: { content: jsonContent(input), required: true } },
        responses: { 200: { description, content: jsonContent(base.schema) }, ...standardErrors },
      }),
  };
}
