/**
 * Staff's AI figures (requirements "Admin area": AI errors by class, notes by source, fallback rate
 * and latency; "AI errors" for the classes): every request to the text service leaves one
 * `ai_calls` row without any text, and the dashboard, analytics and CSV read those rows in SQL.
 * The model is a fake OpenAI-compatible server scripted per request.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminDashboard, AnalyticsSeries } from "../../../shared/contracts/admin.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import { createOfflineGenerator } from "../../ai/writers/offline-generator.ts";
import { createOpenAiGenerator } from "../../ai/writers/openai-generator.ts";
import type { TextGenerator } from "../../ai/writers/text-generator.ts";
import { readyAdmin } from "../../test/kits/admin-test-kit.ts";
import { setUpFakeOpenAi } from "../../test/kits/fake-ai.ts";
import { noteInput } from "../../test/kits/notes.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";
import { createAdmin } from "./admin-accounts.service.ts";

const NOW = new Date("2026-03-10T15:00:00Z");
const TEXT = "Maya read 42 wcpm on 3/2/2026, 3 of 4 trials.";
const GOOD = "[STUDENT] read 42 wcpm on 3/2/2026 and was correct on 3 of 4 trials.";

let maya: Student;
let current: TextGenerator;

const swappable: TextGenerator = {
  description: "the current test generator",
  get author() {
    return current.author;
  },
  complete: (task, options) => current.complete(task, options),
  stream: (task, options) => current.stream(task, options),
};
const model = () =>
  createOpenAiGenerator({ apiKey: "test-key", baseURL: fake.baseURL, model: "fake-model", maxRetries: 0 });

const json = async <T>(res: Response) => (await res.json()) as T;
const enhance = () =>
  teacher.post("/api/v1/ai/enhance", { fieldType: "enhance_observations", text: TEXT, studentId: maya.id });

/** What each request is scripted to do, and the row it must leave (result, class, attempts). */
const REQUESTS: {
  name: string;
  run: () => Promise<unknown>;
  row: [feature: string, writer: string, result: string, problem: string | null, attempts: number];
}[] = [
  {
    name: "a rewrite used as written",
    run: () => {
      fake.script.push({ kind: "content", content: GOOD });
      return enhance();
    },
    row: ["enhance", "ai", "ok", null, 1],
  },
  {
    name: "a rewrite that changed a number twice",
    run: () => {
      const changed = { kind: "content", content: GOOD.replace("42 wcpm", "40 wcpm") } as const;
      fake.script.push(changed, changed);
      return enhance();
    },
    row: ["enhance", "ai", "fallback", "facts_changed", 2],
  },
  {
    name: "a rewrite refused with 429",
    run: () => {
      fake.script.push({ kind: "status", status: 429 });
      return enhance();
    },
    row: ["enhance", "ai", "fallback", "rate_limited", 1],
  },
  {
    name: "suggestions the provider could not write (500)",
    run: () => {
      fake.script.push({ kind: "status", status: 500 });
      return teacher.post("/api/v1/ai/suggestions", {
        fieldType: "observations",
        input: "Maya read 42 wcpm",
        studentId: maya.id,
      });
    },
    row: ["suggestions", "ai", "fallback", "server", 1],
  },
  {
    name: "a note the model could not write (500): the template note",
    run: () => {
      fake.script.push({ kind: "status", status: 500 });
      return teacher.post("/api/v1/notes/generate", noteInput(maya.id));
    },
    row: ["note", "ai", "fallback", "server", 1],
  },
  {
    name: "a note by the offline drafter",
    run: async () => {
      current = createOfflineGenerator();
      try {
        return await teacher.post("/api/v1/notes/generate", noteInput(maya.id));
      } finally {
        current = model();
      }
    },
    row: ["note", "template", "ok", null, 1],
  },
];

const fake = setUpFakeOpenAi();
const h = setUpHarness({ generator: swappable, now: NOW });
const teacher = setUpTeacher(h, { plan: "pro" });

beforeAll(async () => {
  current = model();
  maya = await json<Student>(await teacher.post("/api/v1/students", { name: "Maya Lopez", grade: "3" }));
  for (const request of REQUESTS) {
    const res = (await request.run()) as Response;
    expect(res.status, request.name).toBeLessThan(300);
  }
});

describe("ai_calls", () => {
  it("holds one row per request with its result, class and attempts, and no text", async () => {
    // One fixed clock: every `at` ties, so the rows are compared as a multiset.
    const rows = (await h.database.rawQuery("select * from ai_calls", [])) as Record<string, unknown>[];
    const seen = rows.map((r) => [r.feature, r.writer, r.result, r.error_class, r.attempts]);
    expect(seen.map((r) => JSON.stringify(r)).sort()).toEqual(
      REQUESTS.map((q) => JSON.stringify(q.row)).sort(),
    );
    for (const r of rows) expect(Number(r.latency_ms)).toBeGreaterThanOrEqual(0);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ["at", "attempts", "error_class", "feature", "id", "latency_ms", "result", "writer"].sort(),
    );
    expect(JSON.stringify(rows)).not.toMatch(/Maya|Lopez|wcpm/);
  });
});

describe("GET /api/admin/dashboard", () => {
  it("counts note drafts by writer and AI problems by class for this month", async () => {
    const admin = await readyAdmin(h, createAdmin);
    const d = await json<AdminDashboard>(await admin.get("/api/admin/dashboard"));
    expect(d.noteDraftsThisMonth).toEqual({ ai: 0, offline: 1, fallback: 1 });
    expect(d.aiProblemsThisMonth).toEqual([
      { problem: "server", requests: 2 },
      { problem: "facts_changed", requests: 1 },
      { problem: "rate_limited", requests: 1 },
    ]);
  });

  it("leaves out last month's rows", async () => {
    h.setNow(new Date("2026-04-02T15:00:00Z"));
    try {
      const admin = await readyAdmin(h, createAdmin);
      const d = await json<AdminDashboard>(await admin.get("/api/admin/dashboard"));
      expect(d.aiProblemsThisMonth).toEqual([]);
      expect(d.noteDraftsThisMonth).toEqual({ ai: 0, offline: 0, fallback: 0 });
    } finally {
      h.setNow(null);
    }
  });
});

describe("GET /api/admin/analytics", () => {
  it("gives the model's requests, fallbacks and latency per day, and the same in the CSV", async () => {
    h.setNow(NOW);
    try {
      const admin = await readyAdmin(h, createAdmin);
      const series = await json<AnalyticsSeries>(await admin.get("/api/admin/analytics?days=7"));
      const today = series.days.at(-1);
      const modelRows = REQUESTS.filter((q) => q.row[1] === "ai");
      expect(today?.day).toBe("2026-03-10");
      expect(today?.aiRequests).toBe(modelRows.length);
      expect(today?.aiFallbacks).toBe(modelRows.filter((q) => q.row[2] === "fallback").length);
      expect(today?.aiLatencyP50Ms).toEqual(expect.any(Number));
      expect(today?.aiLatencyP95Ms ?? -1).toBeGreaterThanOrEqual(today?.aiLatencyP50Ms ?? 0);
      expect(series.days[0]?.aiLatencyP50Ms).toBeNull();

      const csv = await (await admin.get("/api/admin/analytics?days=7&format=csv")).text();
      const [header, ...lines] = csv.trim().split("\r\n");
      expect(header?.split(",")).toEqual([
        "day",
        "sign_ups",
        "active_teachers",
        "notes",
        "fallback_notes",
        "ai_requests",
        "ai_fallbacks",
        "ai_latency_p50_ms",
        "ai_latency_p95_ms",
      ]);
      const last = lines.at(-1)?.split(",") ?? [];
      expect(last.slice(5, 7)).toEqual([String(today?.aiRequests), String(today?.aiFallbacks)]);
      expect(last[7]).toBe(String(today?.aiLatencyP50Ms));
    } finally {
      h.setNow(null);
    }
  });
});
