/**
 * The message of a 401 answer to a request without a session (requirements "Error catalogue": the
 * Students and Notes rows). Adding, changing or deleting a student, and writing, changing or deleting
 * a note, each has its own "You must be logged in to …" message, so the teacher whose session ended
 * while saving is told which action was not done; every other request answers "User not
 * authenticated.".
 */
import { messages } from "./error-messages.ts";

/** One action's rule: the HTTP method and the path under `/api/v1` (`:id` = one path segment). */
const ACTIONS: readonly { method: string; path: RegExp; message: string }[] = [
  { method: "POST", path: /^\/students\/?$/, message: messages.students.mustLogInToAdd },
  { method: "PATCH", path: /^\/students\/[^/]+\/?$/, message: messages.students.mustLogInToUpdate },
  { method: "DELETE", path: /^\/students\/[^/]+\/?$/, message: messages.students.mustLogInToDelete },
  // A note is written by generating it, or by saving one the browser drafted offline.
  {
    method: "POST",
    path: /^\/notes\/(generate|offline-drafts)\/?$/,
    message: messages.notes.mustLogInToGenerate,
  },
  { method: "PATCH", path: /^\/notes\/[^/]+\/?$/, message: messages.notes.mustLogInToUpdate },
  { method: "DELETE", path: /^\/notes\/[^/]+\/?$/, message: messages.notes.mustLogInToDelete },
];

/**
 * The message for a request under `/api/v1` that has no valid session.
 * @param method the HTTP method, any case ("post").
 * @param path the request's path, starting with `/api/v1/` (no query string).
 * @returns the action's "You must be logged in to …" message, else "User not authenticated.".
 */
export function signedOutMessage(method: string, path: string): string {
  const rest = path.replace(/^\/api\/v1/, "");
  const upper = method.toUpperCase();
  return (
    ACTIONS.find((a) => a.method === upper && a.path.test(rest))?.message ?? messages.notes.notAuthenticated
  );
}
