/**
 * The outbox's writes registered when first needed (decision 008): a change queued before they are
 * registered waits for them and is sent with its registered function; the registration runs once,
 * and a failed one is tried again by the next change, which loses nothing meanwhile.
 */
import { registerOutboxWrites } from "@client/app/outbox-writes";
import { createQueryClient } from "@client/app/query-client";
import { createFakeApi } from "@client/testing/fake-api";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enqueueWrite } from "./enqueue";
import { outboxWritesReady, registerOutboxWritesWhenNeeded } from "./registration";

afterEach(() => vi.unstubAllGlobals());

const addSam = { type: "students", kind: "create", input: { name: "Sam" }, label: "Sam" } as const;

describe("outbox writes registered when needed", () => {
  it("a change queued first waits for the registration and reaches the server once", async () => {
    const api = createFakeApi({ students: [] });
    const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const register = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      registerOutboxWrites(qc, { backoffBaseMs: 0 });
    });
    registerOutboxWritesWhenNeeded(qc, register);

    const result = await enqueueWrite(qc, addSam);

    expect(result.saved).toBe(true);
    expect(api.requests("POST", "/api/v1/students")).toHaveLength(1);
    await enqueueWrite(qc, { ...addSam, input: { name: "Zoe" }, label: "Zoe" });
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("a failed registration rejects the change without queueing it; the next change registers again", async () => {
    const api = createFakeApi({ students: [] });
    const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const register = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error("Failed to fetch dynamically imported module"))
      .mockImplementation(async () => registerOutboxWrites(qc, { backoffBaseMs: 0 }));
    registerOutboxWritesWhenNeeded(qc, register);

    await expect(enqueueWrite(qc, addSam)).rejects.toThrow(/dynamically imported module/);
    expect(qc.getMutationCache().getAll()).toHaveLength(0);

    await expect(enqueueWrite(qc, addSam)).resolves.toMatchObject({ saved: true });
    expect(register).toHaveBeenCalledTimes(2);
    expect(api.requests("POST", "/api/v1/students")).toHaveLength(1);
  });

  it("the app's client loads its writes on demand: none registered at first, all after the first wait", async () => {
    const qc = createQueryClient();
    expect(qc.getMutationDefaults(["students", "create"]).mutationFn).toBeUndefined();
    await outboxWritesReady(qc);
    for (const key of [
      ["students", "create"],
      ["progress-entries", "create"],
      ["notes", "delete"],
      ["meetings", "action"],
      ["deadlines", "action"],
    ]) {
      expect(qc.getMutationDefaults(key).mutationFn, key.join(" ")).toBeTypeOf("function");
    }
  });
});
