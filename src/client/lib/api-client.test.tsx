/**
 * How the client reads a non-2xx answer (architecture "Request path"; requirements "Error catalogue"):
 * the server's `{error: {code, message, details?}}` becomes the ApiRequestError's code, message and
 * details; a code outside the closed list (`@shared/contracts/error-codes`) becomes HTTP_ERROR with
 * the server's message; any other body becomes HTTP_ERROR with a generic sentence naming the status.
 */
import { afterEach, expect, it, vi } from "vitest";
import { ApiRequestError, responseError, sendRequest } from "./api-client";

afterEach(() => {
  vi.unstubAllGlobals();
});

it("sends a FormData (an upload with fields) as is, leaving the multipart type to the browser", async () => {
  const fetchMock = vi.fn(async () => new Response("{}", { status: 201 }));
  vi.stubGlobal("fetch", fetchMock);
  const form = new FormData();
  form.set("goalId", "g1");
  await sendRequest("/api/v1/imports/progress", { method: "POST", body: form });
  const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
  expect(init.body).toBe(form);
  expect(init.headers).toEqual({ Accept: "application/json" });
});

const answer = (status: number, body: unknown) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status });

it("reads the server's code, message and details", async () => {
  const err = await responseError(
    answer(400, {
      error: { code: "VALIDATION_ERROR", message: "Name is required", details: { field: "name" } },
    }),
  );
  expect(err).toMatchObject({ status: 400, code: "VALIDATION_ERROR", message: "Name is required" });
  expect(err.details).toEqual({ field: "name" });
});

it("reads a code outside the list as HTTP_ERROR, keeping the server's message and details", async () => {
  const err = await responseError(
    answer(409, { error: { code: "STUDENT_MOVED", message: "Reload the page", details: { id: "s1" } } }),
  );
  expect(err).toMatchObject({ status: 409, code: "HTTP_ERROR", message: "Reload the page" });
  expect(err.details).toEqual({ id: "s1" });
});

it("types its code as the list plus the client-only codes (checked by tsc)", () => {
  // Compiled, never run: tsc must refuse it (an unused @ts-expect-error fails `npm run check`).
  // @ts-expect-error a code outside ErrorCode and ClientErrorCode
  const refused = () => new ApiRequestError(400, "STUDENT_MOVED", "x");
  expect(new ApiRequestError(0, "NETWORK", "Offline").code).toBe("NETWORK");
  expect(typeof refused).toBe("function");
});

it("reads an answer without details", async () => {
  const err = await responseError(answer(401, { error: { code: "UNAUTHENTICATED", message: "Sign in" } }));
  expect(err).toMatchObject({ status: 401, code: "UNAUTHENTICATED", message: "Sign in" });
  expect(err.details).toBeUndefined();
});

it.each([
  ["a body that is not JSON", "<html>Bad gateway</html>"],
  ["an empty body", ""],
  ["a code that is not text", { error: { code: 7, message: "x" } }],
  ["no message", { error: { code: "X" } }],
  ["details that are a list", { error: { code: "X", message: "m", details: ["a"] } }],
  ["an error that is text", { error: "boom" }],
])("answers HTTP_ERROR for %s", async (_label, body) => {
  const err = await responseError(answer(502, body));
  expect(err).toMatchObject({
    status: 502,
    code: "HTTP_ERROR",
    message: "The server answered 502. Please try again.",
  });
});
