/**
 * A cheap password hash for the API tests (architecture "Tests"): scrypt with a cost of 16 instead of
 * the server's 16384, stored as `test-scrypt:<salt>:<key>`. Thousands of teachers sign up in a test
 * run; the real hash (about 60 ms of CPU each) stays in the auth tests (`realPasswordHash: true`), the
 * browser tests and the server.
 */
import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import type { PasswordHash } from "../auth/auth.ts";

const PREFIX = "test-scrypt";
const key = (password: string, salt: string) =>
  scryptSync(password.normalize("NFKC"), salt, 32, { N: 16, r: 1, p: 1 });

/** Hashes with a fresh salt; verifies only hashes it made (any other hash: false). */
export const fastPasswordHash: PasswordHash = {
  hash: async (password) => {
    const salt = randomBytes(16).toString("hex");
    return `${PREFIX}:${salt}:${key(password, salt).toString("hex")}`;
  },
  verify: async ({ hash, password }) => {
    const [prefix, salt, stored] = hash.split(":");
    if (prefix !== PREFIX || !salt || !stored) return false;
    const expected = Buffer.from(stored, "hex");
    const actual = key(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
