/**
 * One API style (architecture "Request path", "One way to do each thing"): every route the app answers
 * under /api is declared with `createRouter` and the shared contracts, so it is in the OpenAPI
 * document (`GET /api/openapi.json`) and the fuzz run walks it. The exceptions are named: the auth
 * library's handler (`/api/auth/*`, its own endpoints, guarded by `auth/auth-route.ts` and the edge
 * check of `lib/auth-edge.ts`; the bodies the app sends them are described in the document all the
 * same, so the fuzz run reaches them), the document and its reference page, and middleware that
 * answers no request of its own.
 */
import { describe, expect, it } from "vitest";
import { setUpHarness } from "./test/set-up.ts";

const h = setUpHarness();

/** The document's operations as `METHOD /path/:param` (Hono's spelling of a path parameter). */
async function documented(): Promise<Set<string>> {
  const doc = (await (await h.request("GET", "/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return new Set(
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{([A-Za-z]+)\}/g, ":$1")}`),
    ),
  );
}

const NOT_IN_THE_DOCUMENT = [/^[A-Z]+ \/api\/auth\//, /^GET \/api\/openapi\.json$/, /^GET \/api\/docs$/];

describe("the OpenAPI document", () => {
  it("holds every route the app answers under /api", async () => {
    const inDocument = await documented();
    const answered = h.app.routes
      // `ALL` entries are middleware (headers, body limit, session check, admin gate), not answers.
      .filter((r) => r.path.startsWith("/api/") && r.method !== "ALL")
      .map((r) => `${r.method} ${r.path}`)
      .filter((r) => !NOT_IN_THE_DOCUMENT.some((re) => re.test(r)));
    expect(answered.filter((r) => !inDocument.has(r))).toEqual([]);
    // The health check the browser polls while offline is one of them.
    expect(inDocument).toContain("GET /api/health");
    expect(answered.length).toBeGreaterThan(100);
  });

  it.each([
    "sign-up/email",
    "sign-in/email",
    "request-password-reset",
    "reset-password",
    "change-email",
    "change-password",
    "update-user",
  ])("describes the body the app sends to the auth library's /api/auth/%s", async (path) => {
    const doc = (await (await h.request("GET", "/api/openapi.json")).json()) as {
      paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: unknown }> } } }>;
    };
    expect(
      doc.paths[`/api/auth/${path}`]?.post?.requestBody?.content["application/json"]?.schema,
    ).toMatchObject({
      type: "object",
    });
  });
});
