/**
 * Account routes under /api/v1 (requirements "Profile": preferences and picture; "Account
 * deletion"): GET/PATCH /me/preferences, GET/PUT/DELETE /me/picture, DELETE /me.
 */
import { createRoute } from "@hono/zod-openapi";
import {
  deleteAccountInput,
  deleteAccountResult,
  PICTURE_LIMITS,
  preferencesSchema,
  updatePreferencesInput,
} from "../../../shared/contracts/account.ts";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import { profileSchema } from "../../../shared/contracts/me.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { forgetAuthCookies } from "../../auth/auth-cookies.ts";
import {
  createPasswordGuessLimiter,
  teacherPasswordKey,
  tooManyPasswordsMessage,
} from "../../auth/sign-in-limiter.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  createRouter,
  errorResponse,
  jsonContent,
  resourceRoutes,
  standardErrors,
} from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { spendTry } from "../../lib/rate-limiter.ts";
import { cancelProviderSubscription } from "../billing/index.ts";
import { fileStoreOf } from "../files/index.ts";
import { getProfile, withCatalogueDefault } from "../me/index.ts";
import { deleteAccount } from "./delete-account.service.ts";
import { readPicture, removePicture, savePicture } from "./picture.service.ts";
import { getUserPreferences, updateUserPreferences } from "./preferences.service.ts";

const TAG = "Account";

const preferences = resourceRoutes({ tag: TAG, path: "/me/preferences", schema: preferencesSchema });
const getPreferencesRoute = preferences.read("The teacher's preferences", "The preferences");
const patchPreferencesRoute = preferences.change(
  "Change preferences (any subset)",
  updatePreferencesInput,
  "The preferences",
);

const pictureErrors = {
  400: errorResponse("Empty or unreadable image"),
  401: standardErrors[401],
  413: errorResponse("Over 2 MB"),
  415: errorResponse("Not a PNG, JPEG or WebP image (checked from the bytes)"),
};

const getPictureRoute = createRoute({
  method: "get",
  path: "/me/picture",
  tags: [TAG],
  summary: "The profile picture (256 × 256 WebP)",
  responses: {
    200: {
      description: "The image",
      content: { "image/webp": { schema: { type: "string", format: "binary" } } },
    },
    401: standardErrors[401],
    404: errorResponse("No profile picture"),
  },
});

const putPictureRoute = createRoute({
  method: "put",
  path: "/me/picture",
  tags: [TAG],
  summary: `Upload a profile picture: the raw PNG, JPEG or WebP bytes, at most ${PICTURE_LIMITS.maxBytes / 1024 / 1024} MB`,
  request: {
    body: {
      content: Object.fromEntries(
        PICTURE_LIMITS.types.map((t) => [t, { schema: { type: "string", format: "binary" } }]),
      ),
      required: true,
    },
  },
  responses: {
    200: { description: "The updated profile", content: jsonContent(profileSchema) },
    ...pictureErrors,
  },
});

const deletePictureRoute = createRoute({
  method: "delete",
  path: "/me/picture",
  tags: [TAG],
  summary: "Remove the profile picture",
  responses: {
    200: { description: "The updated profile", content: jsonContent(profileSchema) },
    401: standardErrors[401],
  },
});

const deleteMeRoute = createRoute({
  method: "delete",
  path: "/me",
  tags: [TAG],
  summary: "Delete the account (students and notes are archived; the address is blacklisted)",
  request: { body: { content: jsonContent(deleteAccountInput), required: true } },
  responses: {
    200: {
      description: "How many students and notes were preserved",
      content: jsonContent(deleteAccountResult),
    },
    ...standardErrors,
    403: errorResponse("Wrong password, or an administrator account"),
    409: errorResponse("Another record still depends on the account"),
    429: errorResponse(
      "Too many wrong passwords for this account (RATE_LIMITED); Retry-After says when to try again",
    ),
    500: errorResponse("Failed to delete account. Please try again."),
  },
});

/** Builds the account router; mounted under /api/v1 behind the session check (app.ts). */
export function createAccountRoutes(deps: AppDeps) {
  const app = createRouter();
  const db = () => deps.database.db;
  const userId = (c: { get: (k: "user") => { id: string } }) => c.get("user").id;
  // The teacher's password budget, shared with sign-in and the password change (requirements "Rate limits").
  const passwords = deps.signInLimiter ?? createPasswordGuessLimiter(deps.database.db);
  const tooManyPasswords = (seconds: number) =>
    new AppError(429, ErrorCode.RATE_LIMITED, tooManyPasswordsMessage(seconds), {
      retryAfterSeconds: seconds,
    });

  app.openapi(getPreferencesRoute, async (c) => c.json(await getUserPreferences(db(), userId(c)), 200));
  app.openapi(patchPreferencesRoute, async (c) =>
    c.json(await updateUserPreferences(db(), userId(c), c.req.valid("json"), deps.now()), 200),
  );

  app.openapi(getPictureRoute, async (c) => {
    const picture = await readPicture(db(), userId(c));
    return c.body(new Uint8Array(picture.image), 200, {
      "Content-Type": picture.contentType,
      // The teacher's own picture: this browser may keep it for an hour, no shared cache may
      // (requirements "Profile"). A new picture has a new URL (?v=…), so it is never stale.
      "Cache-Control": "private, max-age=3600",
    });
  });

  app.openapi(putPictureRoute, async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    await savePicture(db(), userId(c), bytes, deps.now());
    return c.json(await getProfile(db(), userId(c), deps.now()), 200);
  });

  app.openapi(deletePictureRoute, async (c) => {
    await removePicture(db(), userId(c), deps.now());
    return c.json(await getProfile(db(), userId(c), deps.now()), 200);
  });

  app.openapi(deleteMeRoute, async (c) => {
    const { password } = c.req.valid("json");
    const context = await deps.auth.$context;
    const fallback = { code: ErrorCode.ACCOUNT_DELETE_FAILED, message: messages.account.failed };
    const result = await withCatalogueDefault(c, deps.log, fallback, () =>
      deleteAccount(db(), userId(c), password, {
        // A try of the password budget is taken before the check; a right password gives it back.
        checkPassword: (hash, pw) =>
          spendTry(
            passwords,
            teacherPasswordKey(c.get("user").email),
            deps.now().getTime(),
            () => context.password.verify({ hash, password: pw }),
            { keep: (checked) => checked.ok && !checked.value, refused: tooManyPasswords },
          ),
        now: deps.now(),
        files: { store: fileStoreOf(deps), log: deps.log },
        // A deleted account must not keep paying (requirements "Account deletion").
        beforeDelete: () => cancelProviderSubscription(db(), deps.billing, userId(c)),
      }),
    );
    // The session rows went with the account; the browser forgets the cookie too.
    forgetAuthCookies(c);
    return c.json(result, 200);
  });

  return app;
}
