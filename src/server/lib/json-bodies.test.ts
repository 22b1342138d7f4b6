/**
 * API tests: the API reads JSON bodies only (requirements "Security and privacy"). A POST, PUT, PATCH
 * or DELETE under `/api` sent as a form, multipart, text or XML answers 415 UNSUPPORTED_MEDIA_TYPE
 * naming the header, on our routes, the auth library's and staff's alike, before anything reads it;
 * JSON (any parameters, any letter case) goes on; the profile picture takes the image's bytes and the
 * payment webhook is judged by its signature.
 */
import { describe, expect, it } from "vitest";
import { setUpHarness, setUpTeacher } from "../test/set-up.ts";
import { mediaType, unsupportedBodyMessage } from "./json-bodies.ts";

const h = setUpHarness();
const teacher = setUpTeacher(h);

const SIGN_UP = JSON.stringify({ email: "body-types@school.test", password: "lantern-bay-9", name: "Dana" });
const STUDENT = JSON.stringify({ name: "Ana Ruiz" });
const FORM = "email=body-types%40school.test&password=lantern-bay-9&name=Dana";

/** Method, path, Content-Type, body, and the expected status (and code when refused). */
const TABLE: [string, string, string | undefined, string | undefined, number, string?][] = [
  [
    "POST",
    "/api/auth/sign-up/email",
    "application/x-www-form-urlencoded",
    FORM,
    415,
    "UNSUPPORTED_MEDIA_TYPE",
  ],
  [
    "POST",
    "/api/auth/sign-up/email",
    "multipart/form-data; boundary=x",
    "--x--",
    415,
    "UNSUPPORTED_MEDIA_TYPE",
  ],
  ["POST", "/api/auth/sign-up/email", "text/plain", SIGN_UP, 415, "UNSUPPORTED_MEDIA_TYPE"],
  [
    "POST",
    "/api/auth/sign-in/email",
    "application/x-www-form-urlencoded",
    FORM,
    415,
    "UNSUPPORTED_MEDIA_TYPE",
  ],
  [
    "POST",
    "/api/auth/change-email",
    "application/x-www-form-urlencoded",
    "newEmail=a%40b.test",
    415,
    "UNSUPPORTED_MEDIA_TYPE",
  ],
  [
    "POST",
    "/api/v1/students",
    "application/x-www-form-urlencoded",
    "name=Ana",
    415,
    "UNSUPPORTED_MEDIA_TYPE",
  ],
  ["POST", "/api/v1/students", "application/xml", "<name>Ana</name>", 415, "UNSUPPORTED_MEDIA_TYPE"],
  ["PATCH", "/api/v1/me", "text/plain", "{}", 415, "UNSUPPORTED_MEDIA_TYPE"],
  ["DELETE", "/api/v1/me", "application/x-www-form-urlencoded", "password=x", 415, "UNSUPPORTED_MEDIA_TYPE"],
  [
    "POST",
    "/api/admin/auth/sign-in",
    "application/x-www-form-urlencoded",
    "email=a%40b.test",
    415,
    "UNSUPPORTED_MEDIA_TYPE",
  ],
  ["POST", "/api/auth/sign-up/email", "application/json", SIGN_UP, 200],
  ["POST", "/api/v1/students", "application/json", STUDENT, 201],
  ["POST", "/api/v1/students", "application/json; charset=utf-8", STUDENT, 201],
  ["POST", "/api/v1/students", "Application/JSON", STUDENT, 201],
  // The picture route reads the bytes itself and names its own refusal (requirements "Profile").
  ["PUT", "/api/v1/me/picture", "text/plain", "not an image", 415, "PICTURE_TYPE"],
  // The payment provider's webhook is judged by its signature over the raw bytes (requirements "Plans
  // and trial"): the route answers, here without billing settings.
  ["POST", "/api/v1/billing/webhook", "text/plain", "id=evt_1", 503, "BILLING_NOT_CONFIGURED"],
  // No body, no type: judged by the route.
  ["DELETE", "/api/v1/students/00000000-0000-4000-8000-000000000000", undefined, undefined, 404],
];

const ROWS = TABLE.map(([method, path, type, body, status, code]) => ({
  method,
  path,
  type: type ?? "(none)",
  contentType: type,
  body,
  status,
  code,
}));

describe("body types (requirements 'Security and privacy')", () => {
  it.each(ROWS)(
    "$method $path as $type answers $status",
    async ({ method, path, contentType, body, status, code }) => {
      const headers: Record<string, string> = { cookie: teacher.cookie };
      if (contentType !== undefined) headers["content-type"] = contentType;
      const res = await h.request(method, path, body, headers);
      expect(res.status).toBe(status);
      if (code) {
        const { error } = (await res.json()) as { error: { code: string; message: string } };
        expect(error.code).toBe(code);
        if (code === "UNSUPPORTED_MEDIA_TYPE")
          expect(error.message).toBe(unsupportedBodyMessage(mediaType(contentType!)));
      }
    },
  );

  it("names the header and what was sent, in printable characters only", () => {
    expect(unsupportedBodyMessage("application/x-www-form-urlencoded")).toBe(
      'Content-Type: the request body must be JSON ("application/json"), not "application/x-www-form-urlencoded".',
    );
    expect(unsupportedBodyMessage(`text/\u0000${"x".repeat(200)}`)).toBe(
      `Content-Type: the request body must be JSON ("application/json"), not "text/?${"x".repeat(74)}".`,
    );
    expect(mediaType(" Application/JSON ; charset=UTF-8")).toBe("application/json");
  });
});
