/**
 * The closed list of error codes (architecture "Request path"; requirements "Error catalogue"): each
 * name is its own wire string, the client-only codes never collide with the server's, and
 * `isErrorCode` answers for the list alone.
 */
import { describe, expect, it } from "vitest";
import { apiErrorSchema } from "./common.ts";
import { ClientErrorCode, ERROR_CODES, ErrorCode, isErrorCode } from "./error-codes.ts";

describe("ErrorCode", () => {
  it("names each code by its wire string", () => {
    for (const [name, code] of Object.entries(ErrorCode)) expect(code).toBe(name);
    for (const [name, code] of Object.entries(ClientErrorCode)) expect(code).toBe(name);
  });

  it("lists every server code once for the OpenAPI enum", () => {
    expect(ERROR_CODES).toEqual(Object.values(ErrorCode));
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it("keeps the client-only codes out of the server's list", () => {
    for (const code of Object.values(ClientErrorCode)) expect(isErrorCode(code)).toBe(false);
  });

  it("isErrorCode accepts the list and nothing else", () => {
    for (const code of ERROR_CODES) expect(isErrorCode(code)).toBe(true);
    for (const other of ["not_found", "NOT_FOUND ", "UNAUTHORIZED", "toString", "__proto__", ""]) {
      expect(isErrorCode(other)).toBe(false);
    }
  });

  it("the error body's schema accepts a listed code and refuses any other", () => {
    const body = (code: string) => ({ error: { code, message: "Student not found" } });
    expect(apiErrorSchema.safeParse(body(ErrorCode.NOT_FOUND)).success).toBe(true);
    expect(apiErrorSchema.safeParse(body("STUDENT_MISSING")).success).toBe(false);
    expect(apiErrorSchema.safeParse(body(ClientErrorCode.NETWORK)).success).toBe(false);
  });
});
