/**
 * `useStudentSummaries` (requirements "Students", "Student list cache"): the caseload's summary view,
 * kept in step with the student mutations that update the full list.
 */
import { maya, sam } from "@client/testing/caseload";
import { createFakeApi, json } from "@client/testing/fake-api";
import { buildProfile, buildStudent } from "@shared/testing/data-generators";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDeleteStudent } from "./delete-student";
import { STUDENTS_QUERY_KEY, useStudentSummaries } from "./get-students";
import { useUpdateStudent } from "./update-student";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setUp() {
  // The server's list never changes here: only the mutations can change what the hook shows.
  const api = createFakeApi({
    routes: {
      "GET /api/v1/me": () => json(buildProfile()),
      "GET /api/v1/students": () => json([maya, sam]),
      "PATCH /api/v1/students/:id": () => json(buildStudent({ ...sam, name: "Aaron Sam" })),
      "DELETE /api/v1/students/:id": () => ({ status: 204 }),
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  // Another screen loaded the full list, so the mutation hooks update it in place (no refetch).
  client.setQueryData(STUDENTS_QUERY_KEY, [maya, sam]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => ({ list: useStudentSummaries(), update: useUpdateStudent(), remove: useDeleteStudent() }),
    { wrapper },
  );
  return { api, hook };
}

describe("useStudentSummaries", () => {
  it("reads ?view=summary, and follows an edit (re-sorted by name) and a delete", async () => {
    const { api, hook } = setUp();
    await waitFor(() =>
      expect(hook.result.current.list.students?.map((s) => s.id)).toEqual([maya.id, sam.id]),
    );
    expect(api.requests("GET", "/api/v1/students").map((r) => r.search)).toEqual(["?view=summary"]);

    await act(() => hook.result.current.update.mutateAsync({ id: sam.id, changes: { name: "Aaron Sam" } }));
    await waitFor(() =>
      expect(hook.result.current.list.students?.map((s) => s.name)).toEqual(["Aaron Sam", maya.name]),
    );
    // The summary holds list fields only, even when a full record came back.
    expect(Object.keys(hook.result.current.list.students?.[0] ?? {})).not.toContain("iepGoals");

    await act(() => hook.result.current.remove.mutateAsync(maya.id));
    await waitFor(() => expect(hook.result.current.list.students?.map((s) => s.id)).toEqual([sam.id]));
  });
});
