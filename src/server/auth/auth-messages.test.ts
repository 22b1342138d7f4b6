/**
 * The auth library's error answers carry a code of our closed list (architecture "Request path";
 * requirements "Error catalogue", "Sign-up and sign-in"): the codes a teacher's flow can meet keep
 * their name, the library's origin refusals become FOREIGN_ORIGIN, and any other code becomes
 * UNAUTHENTICATED (401), TOO_MANY_REQUESTS (429) or AUTH_ERROR with the library's message.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode, isErrorCode } from "../../shared/contracts/error-codes.ts";
import { createHarness, type Harness } from "../test/harness.ts";
import { authErrorCode, mapAuthResponse } from "./auth-messages.ts";

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe("authErrorCode", () => {
  it.each([
    ["INVALID_EMAIL_OR_PASSWORD", 401, ErrorCode.INVALID_EMAIL_OR_PASSWORD],
    ["USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", 422, ErrorCode.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL],
    ["USER_ALREADY_EXISTS", 422, ErrorCode.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL],
    ["WEAK_PASSWORD", 400, ErrorCode.WEAK_PASSWORD],
    ["INVALID_FIELD", 400, ErrorCode.INVALID_FIELD],
    ["VALIDATION_ERROR", 400, ErrorCode.VALIDATION_ERROR],
    ["INVALID_TOKEN", 400, ErrorCode.INVALID_TOKEN],
    ["INVALID_ORIGIN", 403, ErrorCode.FOREIGN_ORIGIN],
    ["CROSS_SITE_NAVIGATION_LOGIN_BLOCKED", 403, ErrorCode.FOREIGN_ORIGIN],
    ["UNAUTHORIZED", 401, ErrorCode.UNAUTHENTICATED],
    [undefined, 401, ErrorCode.UNAUTHENTICATED],
    [undefined, 429, ErrorCode.TOO_MANY_REQUESTS],
    ["SESSION_NOT_FRESH", 403, ErrorCode.AUTH_ERROR],
    ["EMAIL_ALREADY_VERIFIED", 400, ErrorCode.AUTH_ERROR],
    ["toString", 400, ErrorCode.AUTH_ERROR],
    [undefined, 404, ErrorCode.AUTH_ERROR],
  ] as const)("the library's %s with %i becomes %s", (libraryCode, status, ours) => {
    expect(authErrorCode(libraryCode, status)).toBe(ours);
  });

  it("rewrites the body with our code and keeps the library's message", async () => {
    const raw = Response.json(
      { code: "SESSION_NOT_FRESH", message: "Session is not fresh" },
      { status: 403 },
    );
    const mapped = await mapAuthResponse("/api/auth/change-email", raw);
    expect(mapped.status).toBe(403);
    expect(await errorOf(mapped)).toEqual({ code: "AUTH_ERROR", message: "Session is not fresh" });
  });
});

describe("the auth endpoints answer listed codes", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    h.request("POST", url, JSON.stringify(body), headers);

  it("sign-in with a wrong password, a second sign-up, a bad reset token, a change without a session", async () => {
    const t = await h.signUp();
    const answers = [
      await post("/api/auth/sign-in/email", { email: t.email, password: "not-the-password-1" }),
      await post("/api/auth/sign-up/email", { email: t.email, password: "lantern-bay-9", name: "Dana" }),
      await post("/api/auth/reset-password", { token: "no-such-token", newPassword: "lantern-bay-9" }),
      await post("/api/auth/change-password", {
        currentPassword: "a-b-c-d-e-f",
        newPassword: "lantern-bay-9",
      }),
    ];
    const seen = await Promise.all(answers.map(async (res) => [res.status, (await errorOf(res)).code]));
    expect(seen).toEqual([
      [401, "INVALID_EMAIL_OR_PASSWORD"],
      [422, "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"],
      [400, "INVALID_TOKEN"],
      [401, "UNAUTHENTICATED"],
    ]);
    for (const [, code] of seen) expect(isErrorCode(String(code))).toBe(true);
  });
});
