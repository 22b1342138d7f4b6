import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { iepDraftResult } from "../../../shared/contracts/ai.ts";
import { AI_RATE_LIMIT } from "../../ai/ai-rate-limit.ts";
import { createOpenAiGenerator } from "../../ai/writers/openai-generator.ts";
import { auditLog, iepDraftedSections } from "../../db/schema/index.ts";
import {
  type FakeOpenAiServer,
  type FakeReply,
  type FakeRequestBody,
  startFakeOpenAiServer,
} from "../../test/fake-openai-server.ts";
import { createHarness, type Harness, type TestUser } from "../../test/harness.ts";
import { addEntries, addStudentWithGoal } from "../../test/kits/caseload.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";
import { IEP_DRAFTED_KEPT } from "./iep-draft.service.ts";

let studentId: string;

const h = setUpHarness();
const teacher = setUpTeacher(h);
const other = setUpTeacher(h);

beforeAll(async () => {
  const { student, goal } = await addStudentWithGoal(
    teacher,
    {
      name: "Maya Lopez",
      grade: "4",
      presentLevels: "Reads 42 wcpm on grade 4 passages.",
      strengths: ["strong listening comprehension"],
      areasOfNeed: ["reading fluency"],
      serviceDelivery: "30 minutes 5 times a week in the resource room",
      accommodations: ["Extended time (1.5x) on tests"],
    },
    {
      statement: "Maya will read a grade 4 passage aloud",
      area: "Reading",
      baselineValue: 42,
      targetValue: 90,
      unit: "wcpm",
      baselineDate: "2026-09-08",
      targetDate: "2027-06-11",
    },
  );
  studentId = student.id;
  await addEntries(teacher, goal.id, [["2026-10-01", 55]]);
});

describe("POST /api/v1/ai/iep-draft", () => {
  it("drafts the four sections offline from the student's record, goals and progress data", async () => {
    const res = await teacher.post("/api/v1/ai/iep-draft", { studentId });
    expect(res.status).toBe(200);
    const body = iepDraftResult.parse(await res.json());
    expect(body.sections.map((s) => s.section)).toEqual([
      "presentLevels",
      "annualGoals",
      "services",
      "accommodations",
    ]);
    expect(body.sections.every((s) => s.source === "template")).toBe(true);
    expect(body.warnings).toEqual([]);
    const [levels, goals, services, accommodations] = body.sections.map((s) => s.text);
    expect(levels).toContain("Reads 42 wcpm on grade 4 passages.");
    expect(levels).toContain("latest data 55 wcpm on October 1, 2026");
    expect(goals).toContain("reach 90 wcpm from a baseline of 42 wcpm");
    expect(goals).toContain("Timeframe: by June 11, 2027");
    expect(services).toContain("30 minutes 5 times a week in the resource room");
    expect(services).toContain("Placement: not recorded");
    expect(accommodations).toContain("Extended time (1.5x) on tests");
  });

  it("drafts one section again when asked", async () => {
    const res = await teacher.post("/api/v1/ai/iep-draft", { studentId, section: "services" });
    expect(res.status).toBe(200);
    const body = iepDraftResult.parse(await res.json());
    expect(body.sections.map((s) => s.section)).toEqual(["services"]);
  });

  it("writes the draft to the audit log (sections and sources, never the text)", async () => {
    await teacher.post("/api/v1/ai/iep-draft", { studentId, section: "accommodations" });
    const rows = (await h.database.db.select().from(auditLog)).filter(
      (r) => r.action === "iep.draft" && r.userId === teacher.id,
    );
    expect(rows.length).toBeGreaterThan(0);
    const last = rows.at(-1);
    expect(last?.entityId).toBe(studentId);
    expect(JSON.stringify(last?.detail)).not.toContain("Extended time");
  });

  it(`remembers the newest ${IEP_DRAFTED_KEPT} drafts of a section as the drafter's, and no more`, async () => {
    for (let i = 0; i < IEP_DRAFTED_KEPT + 2; i++) {
      expect((await teacher.post("/api/v1/ai/iep-draft", { studentId, section: "services" })).status).toBe(
        200,
      );
    }
    const kept = await h.database.db
      .select()
      .from(iepDraftedSections)
      .where(and(eq(iepDraftedSections.studentId, studentId), eq(iepDraftedSections.section, "services")));
    expect(kept).toHaveLength(IEP_DRAFTED_KEPT);
    expect(kept.every((r) => r.userId === teacher.id)).toBe(true);
  });

  it("answers 404 for another teacher's student", async () => {
    const res = await other.post("/api/v1/ai/iep-draft", { studentId });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Student not found");
  });

  it.each([
    [{ studentId: "not-a-uuid" }, "studentId"],
    [{ studentId: "00000000-0000-4000-8000-000000000000", section: "summary" }, "section"],
    [{ studentId: "00000000-0000-4000-8000-000000000000", extra: 1 }, "extra"],
    [{}, "studentId"],
  ])("refuses %j with 400 naming %s", async (body, field) => {
    const res = await teacher.post("/api/v1/ai/iep-draft", body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain(field);
  });

  it("answers 401 without a session", async () => {
    const res = await h.request("POST", "/api/v1/ai/iep-draft", JSON.stringify({ studentId }), {
      "content-type": "application/json",
    });
    expect(res.status).toBe(401);
  });
});

describe("POST /api/v1/ai/iep-draft with an OpenAI-compatible provider (fake server on 127.0.0.1)", () => {
  let fake: FakeOpenAiServer;
  let ai: Harness;
  let t: TestUser;
  let id: string;

  /** A sentence of the provider's own, added to each reply (a provider words each draft its own way). */
  let ownWords = "";
  /** A good reply: the facts between the prompt's quotes, restated with the placeholder. */
  const echo = (body: FakeRequestBody): FakeReply => {
    const prompt = body.messages.find((m) => m.role === "user")?.content ?? "";
    return {
      kind: "content",
      content: `For [STUDENT]:\n${(prompt.split('"""')[1] ?? "").trim()}${ownWords}`,
    };
  };

  beforeAll(async () => {
    fake = await startFakeOpenAiServer(echo);
    ai = await createHarness({
      generator: createOpenAiGenerator({
        apiKey: "test-key",
        baseURL: fake.baseURL,
        model: "fake-model",
        maxRetries: 0,
      }),
    });
    t = await ai.signUp();
    const res = await t.post("/api/v1/students", {
      name: "Maya Lopez",
      grade: "4",
      parentContact: { name: "Rosa Lopez", relationship: "Mother", email: "", phone: "" },
      presentLevels: "Maya reads 42 wcpm; Rosa reads with her 3 nights a week.",
      serviceDelivery: "30 minutes 5 times a week",
    });
    id = ((await res.json()) as { id: string }).id;
    await t.post("/api/v1/students", { name: "Kai Brooks" });
  });
  afterAll(async () => {
    await ai.close();
    await fake.close();
  });

  it("sends one system + one user message per section (1200 tokens, 0.4) without any name, and restores them", async () => {
    fake.received.length = 0;
    const res = await t.post("/api/v1/ai/iep-draft", { studentId: id });
    expect(res.status).toBe(200);
    const body = iepDraftResult.parse(await res.json());
    expect(body.sections.map((s) => s.source)).toEqual(["ai", "ai", "ai", "ai"]);
    expect(body.warnings).toEqual([]);
    expect(body.sections[0]?.text).toContain("For Maya:");
    expect(body.sections[0]?.text).toContain("Maya reads 42 wcpm; Rosa reads with her 3 nights a week.");
    expect(fake.received).toHaveLength(4);
    for (const r of fake.received) {
      expect(r.messages.map((m) => m.role)).toEqual(["system", "user"]);
      expect(r.max_tokens).toBe(1200);
      expect(r.temperature).toBe(0.4);
      expect(JSON.stringify(r.messages)).not.toMatch(/Maya|Lopez|Rosa|Kai|Brooks/);
    }
  });

  it("drafting again keeps the teacher's saved lines and not the provider's earlier wording", async () => {
    const draftLevels = async () => {
      const res = await t.post("/api/v1/ai/iep-draft", { studentId: id, section: "presentLevels" });
      const section = iepDraftResult.parse(await res.json()).sections[0];
      expect(section?.source).toBe("ai");
      return section?.text ?? "";
    };
    try {
      ownWords = "\nReading fluency is the area to build first.";
      const first = await draftLevels();
      expect(first).toContain("Reading fluency is the area to build first.");
      const edited = `${first}\nUses a reading guide strip in class.`;
      expect((await t.post(`/api/v1/students/${id}/iep-save`, { presentLevels: edited })).status).toBe(200);

      ownWords = "\nFluency practice comes first this year.";
      const second = await draftLevels();
      expect(second).toContain("Fluency practice comes first this year.");
      expect(second).toContain("Uses a reading guide strip in class.");
      expect(second).not.toContain("Reading fluency is the area to build first.");
    } finally {
      ownWords = "";
    }
  });

  it.each([
    [[{ kind: "status", status: 429 }] as FakeReply[], 1, /busy \(rate limited\)/],
    [[{ kind: "status", status: 500 }] as FakeReply[], 1, /internal error/],
    [
      [
        {
          kind: "content",
          content: "For [STUDENT]: 35 minutes 4 times a week in the resource room, as planned.",
        },
        {
          kind: "content",
          content: "For [STUDENT]: 35 minutes 4 times a week in the resource room, as planned.",
        },
      ] as FakeReply[],
      2,
      /changed or left out "30 minutes"/,
    ],
    [
      [
        { kind: "content", content: "OK" },
        { kind: "content", content: "OK" },
      ] as FakeReply[],
      2,
      /too short/,
    ],
  ])(
    "a failing provider (%j) gives the record's section and a plain warning",
    async (script, calls, warning) => {
      fake.received.length = 0;
      fake.script.push(...script);
      const res = await t.post("/api/v1/ai/iep-draft", { studentId: id, section: "services" });
      expect(res.status).toBe(200);
      const body = iepDraftResult.parse(await res.json());
      expect(fake.received).toHaveLength(calls);
      expect(body.sections[0]?.source).toBe("template");
      expect(body.sections[0]?.text).toContain(
        "Service delivery (frequency, duration, location): 30 minutes 5 times a week",
      );
      expect(body.warnings[0]).toMatch(warning);
    },
  );
});

describe("rate limit", () => {
  it(`shares the per-user AI budget (${AI_RATE_LIMIT} a minute) and counts a draft once`, async () => {
    const limited = await createHarness({ now: new Date("2026-03-03T15:00:00Z") });
    try {
      const a = await limited.signUp();
      const created = await a.post("/api/v1/students", { name: "Ana Diaz" });
      const sid = ((await created.json()) as { id: string }).id;
      for (let i = 0; i < AI_RATE_LIMIT - 1; i++) {
        expect(
          (await a.post("/api/v1/ai/suggestions", { fieldType: "observations", input: "ab" })).status,
        ).toBe(200);
      }
      expect((await a.post("/api/v1/ai/iep-draft", { studentId: sid, section: "services" })).status).toBe(
        200,
      );
      const refused = await a.post("/api/v1/ai/iep-draft", { studentId: sid });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("60");
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
    } finally {
      await limited.close();
    }
  });
});
