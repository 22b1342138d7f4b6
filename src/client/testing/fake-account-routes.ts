/**
 * The fake API's account routes (architecture "Tests"; requirements "Profile", "Account
 * deletion"): preferences, the profile picture and account deletion over the in-memory records.
 */
import { DEFAULT_PREFERENCES, type Preferences } from "@shared/contracts/account";
import type { Profile } from "@shared/contracts/me";
import { type FakeDb, type FakeHandler, json } from "./fake-http";

/** The account routes over `db` (`db.preferences` holds the teacher's preferences). */
export function accountRoutes(
  db: FakeDb,
  signedIn: (h: FakeHandler) => FakeHandler,
): [string, FakeHandler][] {
  const prefs = (): Preferences => db.preferences ?? { ...DEFAULT_PREFERENCES };
  return [
    ["GET /api/v1/me/preferences", signedIn(() => json(prefs()))],
    [
      "PATCH /api/v1/me/preferences",
      signedIn(({ body }) => {
        db.preferences = { ...prefs(), ...(body as Partial<Preferences>) };
        return json(db.preferences);
      }),
    ],
    [
      "PUT /api/v1/me/picture",
      signedIn(() => {
        db.me = { ...(db.me as Profile), profilePicture: `/api/v1/me/picture?v=${Date.now()}` };
        return json(db.me);
      }),
    ],
    [
      "DELETE /api/v1/me/picture",
      signedIn(() => {
        db.me = { ...(db.me as Profile), profilePicture: null };
        return json(db.me);
      }),
    ],
    [
      "DELETE /api/v1/me",
      signedIn(({ body }) => {
        const { password } = (body ?? {}) as { password?: string };
        if (password !== "correct-horse") {
          return {
            status: 403,
            body: {
              error: {
                code: "FORBIDDEN",
                message: "You do not have permission to delete this account.",
                details: { reason: "password" },
              },
            },
          };
        }
        const result = { studentsPreserved: db.students.length, notesPreserved: db.notes.length };
        db.me = null;
        return json(result);
      }),
    ],
  ];
}
