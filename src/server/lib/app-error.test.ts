/**
 * The one error type speaks the closed list of codes (architecture "Request path"; requirements
 * "Error catalogue"): `AppError` takes only a code of `ErrorCode` (the `@ts-expect-error` lines are
 * checked by `tsc` in `npm run check`: they fail it the day an unknown code type-checks), and every
 * error answer the OpenAPI document describes gives `code` as the component `ErrorCode`, an enum of
 * exactly that list.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES, ErrorCode } from "../../shared/contracts/error-codes.ts";
import { createHarness, type Harness } from "../test/harness.ts";
import { AppError, notFound } from "./app-error.ts";

describe("AppError", () => {
  it("takes a code of the list, and its type refuses any other", () => {
    const err = new AppError(409, ErrorCode.CONFLICT, "Changed elsewhere");
    expect(err).toMatchObject({ status: 409, code: "CONFLICT", message: "Changed elsewhere" });
    expect(notFound("Student not found").code).toBe("NOT_FOUND");

    // Compiled, never run: tsc must refuse each line (an unused @ts-expect-error fails the check).
    const refused = () => [
      // @ts-expect-error a code outside ErrorCode
      new AppError(400, "NOT_A_LISTED_CODE", "x"),
      // @ts-expect-error a client-only code is not a server answer
      new AppError(503, "NETWORK", "x"),
      // @ts-expect-error any text is not a code
      new AppError(400, String("VALIDATION_ERROR"), "x"),
    ];
    expect(typeof refused).toBe("function");
  });
});

/** The parts of the OpenAPI document this test reads. */
interface Doc {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema?: ErrorSchema }> }> }>
  >;
  components?: { schemas?: Record<string, { type?: string; enum?: string[] }> };
}
interface ErrorSchema {
  properties?: { error?: { properties?: { code?: { $ref?: string } } } };
}

describe("the OpenAPI document's error answers", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it("give `code` as the component ErrorCode, an enum equal to the list, on every operation", async () => {
    const doc = (await (await h.request("GET", "/api/openapi.json")).json()) as Doc;
    const answers = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) =>
        Object.entries(op.responses)
          .filter(([status]) => Number(status) >= 400)
          .map(([status, answer]) => ({
            at: `${method.toUpperCase()} ${path} ${status}`,
            code: answer.content?.["application/json"]?.schema?.properties?.error?.properties?.code,
          })),
      ),
    );
    // Every operation answers at least a 401; the document has well over a hundred error answers.
    expect(answers.length).toBeGreaterThan(100);
    for (const { at, code } of answers) {
      expect({ at, code }).toEqual({ at, code: { $ref: "#/components/schemas/ErrorCode" } });
    }
    const listed = doc.components?.schemas?.ErrorCode;
    expect({ type: listed?.type, enum: listed?.enum }).toEqual({ type: "string", enum: ERROR_CODES });
  });
});
