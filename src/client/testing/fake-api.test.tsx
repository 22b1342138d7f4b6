/**
 * The one fake API of the client tests answers like the server (shapes of the shared contracts,
 * signed-out 401, per-student filters, computed goal views) and lets a test take over a route
 * (architecture "Tests").
 */

import { resetBetweenTests } from "@client/testing/test-utils";
import { goalSchema } from "@shared/contracts/goals";
import { buildGoalFields, buildProgressEntry, buildStudent } from "@shared/testing/data-generators";
import { describe, expect, it, vi } from "vitest";
import { apiError, createFakeApi, json } from "./fake-api";

resetBetweenTests();

const call = async (path: string, init?: RequestInit) => {
  const res = await fetch(path, init);
  return { status: res.status, body: res.status === 204 ? undefined : await res.json() };
};
const send = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: body === undefined ? undefined : JSON.stringify(body),
});

describe("createFakeApi", () => {
  it("answers 401 with the server's error shape when nobody is signed in", async () => {
    createFakeApi({ me: null });
    expect(await call("/api/v1/me")).toEqual({
      status: 401,
      body: { error: { code: "UNAUTHENTICATED", message: "User not authenticated." } },
    });
  });

  it("keeps the caseload by name, and creates, changes and deletes students without touching the seed", async () => {
    const zed = buildStudent({ name: "Zed" });
    const ava = buildStudent({ name: "Ava" });
    const api = createFakeApi({ students: [zed, ava] });
    expect((await call("/api/v1/students")).body.map((s: { name: string }) => s.name)).toEqual([
      "Ava",
      "Zed",
    ]);
    const created = await call("/api/v1/students", send("POST", { name: "Maya", grade: "3" }));
    expect(created).toMatchObject({ status: 201, body: { name: "Maya", grade: "3" } });
    expect(await call(`/api/v1/students/${zed.id}`, send("PATCH", { grade: "5" }))).toMatchObject({
      body: { id: zed.id, grade: "5" },
    });
    expect(zed.grade).toBeNull();
    expect((await call(`/api/v1/students/${ava.id}`, send("DELETE"))).status).toBe(204);
    expect(api.db.students.map((s) => s.name)).toEqual(["Zed", "Maya"]);
    expect((await call(`/api/v1/students/${ava.id}`)).status).toBe(404);
    expect(api.requests("PATCH", `/api/v1/students/${zed.id}`)[0]?.body).toEqual({ grade: "5" });
  });

  it("answers goals with their computed view and entries of the asked goal only", async () => {
    // Listed in the record's order (requirements "IEP goals"): oldest first, whatever order they are given in.
    const a = buildGoalFields({ createdAt: "2026-09-01T10:00:00.000Z" });
    const b = buildGoalFields({ createdAt: "2026-09-02T10:00:00.000Z" });
    createFakeApi({
      goals: [b, a],
      entries: [
        buildProgressEntry({ goalId: a.id, progressValue: 44 }),
        buildProgressEntry({ goalId: b.id }),
      ],
    });
    const goals = (await call(`/api/v1/goals?studentId=${a.studentId}`)).body;
    expect(goals.map((g: { id: string }) => g.id)).toEqual([a.id, b.id]);
    expect(goalSchema.parse(goals[0])).toMatchObject({ entryCount: 1, latestEntry: { progressValue: 44 } });
    expect((await call(`/api/v1/progress-entries?goalId=${a.id}`)).body).toHaveLength(1);
  });

  it("lets a test answer a route first, fall through with undefined, fail it, or delay it", async () => {
    vi.useFakeTimers();
    try {
      const api = createFakeApi()
        .on("GET /api/v1/notes", () => json([{ id: "n1" }]))
        .on("GET /api/v1/students", () => undefined)
        .fail("GET /api/v1/goals", 500)
        .delay("GET /api/v1/me", 1000);
      expect((await call("/api/v1/notes")).body).toEqual([{ id: "n1" }]);
      expect((await call("/api/v1/students")).body).toEqual([]);
      expect(await call("/api/v1/goals")).toEqual(apiError(500, "INTERNAL", "Something went wrong."));
      let answered = false;
      const me = call("/api/v1/me").then((r) => {
        answered = true;
        return r;
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await me).status).toBe(200);
      expect(api.calls.map((c) => c.path)).toEqual([
        "/api/v1/notes",
        "/api/v1/students",
        "/api/v1/goals",
        "/api/v1/me",
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers an unknown route 404 naming it", async () => {
    createFakeApi();
    expect(await call("/api/v1/no-such-route")).toEqual(
      apiError(404, "NO_FAKE_ROUTE", "No fake route for GET /api/v1/no-such-route"),
    );
  });
});
