/**
 * Answers under /api/v1 carry student records, so no browser or proxy may keep them
 * (requirements "Security and privacy"): every such answer says `Cache-Control: no-store`.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { setUpHarness, setUpTeacher } from "../test/set-up.ts";

let studentId: string;

const h = setUpHarness();
const teacher = setUpTeacher(h);

beforeAll(async () => {
  const res = await teacher.post("/api/v1/students", { name: "Maya Lopez", grade: "3" });
  studentId = ((await res.json()) as { id: string }).id;
});

describe("Cache-Control on /api/v1 answers", () => {
  it.each([
    ["the student list", () => "/api/v1/students"],
    ["one student", () => `/api/v1/students/${studentId}`],
    ["the notes", () => "/api/v1/notes"],
    ["the goals of a student", () => `/api/v1/goals?studentId=${studentId}`],
    ["the profile", () => "/api/v1/me"],
  ])("%s: no-store", async (_what, url) => {
    const res = await teacher.get(url());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("a change (POST) and an error answer (404) say no-store too", async () => {
    const created = await teacher.post("/api/v1/students", { name: "Kai Mendez" });
    expect(created.status).toBe(201);
    expect(created.headers.get("cache-control")).toBe("no-store");
    const missing = await teacher.get("/api/v1/students/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
  });
});
