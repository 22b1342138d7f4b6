/**
 * Registering the outbox's writes (decision 008): a screen's write hook registers its own type when
 * the teacher makes a change, so a change made offline queues without any other code; a change of a
 * type nobody registered waits for every type to be registered (loaded once); when that code cannot
 * load, the change is refused with the network message, nothing is queued, and the next change tries
 * again.
 */

import { STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { studentWrites } from "@client/features/students/api/student-writes";
import { NETWORK_MESSAGE } from "@client/lib/api-client";
import { enqueueWrite } from "@client/lib/outbox/enqueue";
import {
  configureOutboxWrites,
  isWriteRegistered,
  outboxWritesReady,
  registerWriteTypes,
} from "@client/lib/outbox/registration";
import { useQueuedWrite } from "@client/lib/outbox/use-queued-write";
import { createFakeApi } from "@client/testing/fake-api";
import { onlineManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ALL_WRITE_TYPES, registerOutboxWrites } from "./outbox-writes";
import { createQueryClient } from "./query-client";

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

const addSam = { type: "students", kind: "create", input: { name: "Sam" }, label: "Sam" } as const;

const newClient = () => new QueryClient({ defaultOptions: { mutations: { retry: false } } });

describe("outbox write registration", () => {
  it("a screen's write registers its type at the change: offline it queues with nothing else loaded, and is sent once online", async () => {
    const api = createFakeApi({ students: [] });
    const qc = newClient();
    qc.setQueryData(STUDENTS_QUERY_KEY, []);
    const registerAll = vi.fn(async () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    configureOutboxWrites(qc, { registerAll, backoffBaseMs: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useQueuedWrite(studentWrites), { wrapper });
    expect(isWriteRegistered(qc, "students", "create")).toBe(false);

    onlineManager.setOnline(false);
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run(addSam);
    });
    expect(outcome).toEqual({ saved: false });
    expect(registerAll).not.toHaveBeenCalled();
    expect(qc.getQueryData<{ name: string }[]>(STUDENTS_QUERY_KEY)?.map((s) => s.name)).toEqual(["Sam"]);

    act(() => onlineManager.setOnline(true));
    await act(() => qc.resumePausedMutations());
    await waitFor(() => expect(api.requests("POST", "/api/v1/students")).toHaveLength(1));
  });

  it("a change of a type not registered yet waits for every type, registered once", async () => {
    const api = createFakeApi({ students: [] });
    const qc = newClient();
    const registerAll = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      registerWriteTypes(qc, ALL_WRITE_TYPES);
    });
    configureOutboxWrites(qc, { registerAll, backoffBaseMs: 0 });

    await expect(enqueueWrite(qc, addSam)).resolves.toMatchObject({ saved: true });
    await enqueueWrite(qc, { ...addSam, input: { name: "Zoe" }, label: "Zoe" });
    expect(registerAll).toHaveBeenCalledTimes(1);
    expect(api.requests("POST", "/api/v1/students")).toHaveLength(2);
  });

  it("when the types' code cannot load, the change is refused with the network message and nothing is queued; the next change tries again", async () => {
    const api = createFakeApi({ students: [] });
    const qc = newClient();
    const registerAll = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockImplementation(async () => registerWriteTypes(qc, ALL_WRITE_TYPES));
    configureOutboxWrites(qc, { registerAll, backoffBaseMs: 0 });

    await expect(enqueueWrite(qc, addSam)).rejects.toMatchObject({
      code: "NETWORK",
      message: NETWORK_MESSAGE,
    });
    expect(qc.getMutationCache().getAll()).toHaveLength(0);

    await expect(enqueueWrite(qc, addSam)).resolves.toMatchObject({ saved: true });
    expect(registerAll).toHaveBeenCalledTimes(2);
    expect(api.requests("POST", "/api/v1/students")).toHaveLength(1);
  });

  it("the app's client registers no type up front, and every type once all are ready", async () => {
    const qc = createQueryClient();
    const keys = [
      ["students", "create"],
      ["progress-entries", "update"],
      ["goals", "delete"],
      ["notes", "delete"],
      ["offline-notes", "create"],
      ["meetings", "action"],
      ["deadlines", "action"],
    ] as const;
    for (const [name, kind] of keys) expect(isWriteRegistered(qc, name, kind), `${name} ${kind}`).toBe(false);
    await outboxWritesReady(qc);
    for (const [name, kind] of keys) expect(isWriteRegistered(qc, name, kind), `${name} ${kind}`).toBe(true);
  });

  it("registering everything directly (tests, the restore) keeps the client's retry setting", async () => {
    const qc = newClient();
    registerOutboxWrites(qc, { backoffBaseMs: 7 });
    const retryDelay = qc.getMutationDefaults(["students", "create"]).retryDelay as (n: number) => number;
    expect(retryDelay(0)).toBeLessThan(retryDelay(3));
    expect(retryDelay(0)).toBeLessThan(1_000);
  });
});
