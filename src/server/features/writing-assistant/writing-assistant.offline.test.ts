/**
 * The writing assistant without an AI key (requirements "Offline drafter", "Improve wording",
 * "Suggestions") and the per-user AI rate limit shared by /ai/* and /notes/generate (requirements
 * "Rate limits"). API tests against a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FALLBACK_SUGGESTIONS } from "../../../shared/domain/ai-suggestions.ts";
import { AI_RATE_LIMIT } from "../../ai/ai-rate-limit.ts";
import { createHarness, type Harness, type TestUser } from "../../test/harness.ts";
import { setUpHarness } from "../../test/set-up.ts";

const NOW = new Date("2026-03-03T15:00:00Z");
const TEXT = "maya was lazy and read 42 wcpm on 3/2/2026, 3 of 4 trials. Kai helped her.";
type Suggestions = { suggestions: string[]; warnings?: string[] };

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

describe("offline drafter (no AI_API_KEY)", () => {
  let offline: Harness;
  let t: TestUser;
  beforeAll(async () => {
    const { createOfflineGenerator } = await import("../../ai/writers/offline-generator.ts");
    offline = await createHarness({ generator: createOfflineGenerator(), now: NOW });
    t = await offline.signUp();
  });
  afterAll(() => offline.close());

  it("enhance_* is rewritten by the built-in rewriter, keeping every number (source template)", async () => {
    const out = await json<{ text: string; source: string }>(
      await t.post("/api/v1/ai/enhance", { fieldType: "enhance_observations", text: TEXT }),
    );
    expect(out.source).toBe("template");
    for (const fact of ["42 WCPM", "3/2/2026", "3 of 4 trials"]) expect(out.text).toContain(fact);
  });

  it("enhance_* keeps identity-first wording for a student whose family prefers it, person-first otherwise", async () => {
    const text = "The autistic boy read 42 wcpm.";
    const prefers = await json<{ id: string }>(
      await t.post("/api/v1/students", { name: "Ari Stone", identityFirstLanguage: true }),
    );
    const other = await json<{ id: string }>(await t.post("/api/v1/students", { name: "Bo Lane" }));
    const withPreference = await json<{ text: string; warnings: string[] }>(
      await t.post("/api/v1/ai/enhance", { fieldType: "enhance_observations", text, studentId: prefers.id }),
    );
    expect(withPreference).toMatchObject({ text: "The autistic boy read 42 WCPM.", warnings: [] });
    const without = await json<{ text: string }>(
      await t.post("/api/v1/ai/enhance", { fieldType: "enhance_observations", text, studentId: other.id }),
    );
    expect(without.text).toBe("The student with autism read 42 WCPM.");
  });

  it("suggestions without a student name are the fixed fallbacks", async () => {
    const out = await json<Suggestions>(
      await t.post("/api/v1/ai/suggestions", { fieldType: "observations", input: "read 42" }),
    );
    expect(out.suggestions).toEqual(FALLBACK_SUGGESTIONS.observations);
    expect(out.warnings).toBeUndefined();
  });

  it("suggestions are written from the student's own goal, the subject and the data typed; none under 3 characters", async () => {
    const student = await json<{ id: string }>(await t.post("/api/v1/students", { name: "Maya Ruiz" }));
    const goal = await t.post("/api/v1/goals", {
      studentId: student.id,
      statement: "Given a grade-3 passage, Maya will read 90 wcpm on 3 of 4 weekly probes",
      area: "Reading fluency",
      baselineValue: 50,
      baselineDate: "2026-01-05",
      targetValue: 90,
      unit: "wcpm",
      direction: "increase",
      measurementMethod: "Weekly ORF probe",
      targetDate: "2027-06-01",
    });
    expect(goal.status).toBe(201);
    const ask = (input: string, subject?: string) =>
      t.post("/api/v1/ai/suggestions", { fieldType: "observations", input, studentId: student.id, subject });
    const out = await json<Suggestions>(await ask("read 62 wcpm, 4 errors", "Reading"));
    expect(out.suggestions).toEqual([
      "Read 62 wcpm, 4 errors, measured against the goal of 90 wcpm by June 1, 2027.",
      "Read 62 wcpm, 4 errors; Maya's baseline was 50 wcpm on January 5, 2026.",
      "Read 62 wcpm, 4 errors. Progress is measured by Weekly ORF probe.",
    ]);
    expect(out.suggestions.join(" ")).not.toContain("___");
    const other = await json<Suggestions>(await ask("wrote 5 sentences", "Writing"));
    expect(other.suggestions).toEqual([
      "During Writing: Wrote 5 sentences.",
      "Wrote 5 sentences; data will be collected again at the next Writing probe.",
    ]);
    expect((await json<Suggestions>(await ask("ab", "Reading"))).suggestions).toEqual([]);
  });
});

describe("per-user rate limit on AI routes", () => {
  const limited = setUpHarness({ now: NOW });

  it(`${AI_RATE_LIMIT} requests a minute per teacher, then 429 RATE_LIMITED with Retry-After; another teacher unaffected; allowed again after the minute`, async () => {
    const a = await limited.signUp();
    const b = await limited.signUp();
    const body = { fieldType: "observations", input: "ab" };
    for (let i = 0; i < AI_RATE_LIMIT; i++) {
      expect((await a.post("/api/v1/ai/suggestions", body)).status).toBe(200);
    }
    limited.setNow(new Date(NOW.getTime() + 15_000));
    const refused = await a.post("/api/v1/ai/enhance", { fieldType: "enhance_observations", text: "hello" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("45");
    const err = await json<{ error: { code: string; message: string } }>(refused);
    expect(err.error).toEqual({
      code: "RATE_LIMITED",
      message: "Too many writing-assistant requests. Please try again in 45 seconds.",
    });
    expect((await a.post("/api/v1/notes/generate", {})).status).toBe(429);
    expect((await b.post("/api/v1/ai/suggestions", body)).status).toBe(200);
    limited.setNow(new Date(NOW.getTime() + 60_000));
    expect((await a.post("/api/v1/ai/suggestions", body)).status).toBe(200);
  });
});
