/**
 * How the client reads a non-2xx answer (architecture "Request path"; requirements "Error catalogue"):
 * the server's `{error: {code, message, details?}}` becomes the ApiRequestError's code, message and
 * details; any other body becomes HTTP_ERROR with a generic sentence naming the status.
 */
import { expect, it } from "vitest";
import { responseError } from "./api-client";

const answer = (status: number, body: unknown) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status });

it("reads the server's code, message and details", async () => {
  const err = await responseError(
    answer(400, { error: { code: "VALIDATION", message: "Name is required", details: { field: "name" } } }),
  );
  expect(err).toMatchObject({ status: 400, code: "VALIDATION", message: "Name is required" });
  expect(err.details).toEqual({ field: "name" });
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
