/** Constants every API test server shares (the harness and `two-instances.ts`). */

/** The origin the harness's requests come from, trusted by the test auth. */
export const TEST_ORIGIN = "http://localhost:3000";
/** The auth secret of every harness (tests that forge cookies sign with it). */
export const TEST_AUTH_SECRET = "test-secret-test-secret-test-secret-0123";
