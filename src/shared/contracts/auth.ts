/**
 * Contracts for the fields the auth library's own endpoints accept (requirements "Sign-up and sign-in",
 * "Profile"): the same limits as `PATCH /api/v1/me`, so sign-up and update-user cannot store what the
 * profile route would refuse (a 300,000-character name, an object, null).
 */
import { z } from "zod";
import { updateProfileInput } from "./me.ts";

/** A teacher's display name: text without NUL, trimmed, at most 200 characters (the profile rule). */
export const authNameSchema = updateProfileInput.shape.name.unwrap();

/** The `name` of `POST /api/auth/sign-up/email` (the other fields are the library's). */
export const signUpNameInput = z.object({ name: authNameSchema });

/**
 * `POST /api/auth/update-user` body: only the name may change there; every other profile field goes
 * through `PATCH /api/v1/me` (requirements "Profile").
 */
export const updateUserInput = z.strictObject({ name: authNameSchema.optional() });
