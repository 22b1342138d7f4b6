/**
 * `useStudentSummaries` (requirements "Students", "Student list cache"): the caseload's summary view,
 * kept in step with the full list ["students"] that the student writes change.
 */
import { caseloadApi, maya, sam } from "@client/testing/caseload";
import { resetBetweenTests } from "@client/testing/test-utils";
import type { Student } from "@shared/contracts/students";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { useStudentSummaries } from "./get-students";
import { STUDENTS_QUERY_KEY } from "./query-keys";

resetBetweenTests();

describe("useStudentSummaries", () => {
  it("reads ?view=summary, then follows every change of the full list (an edit re-sorted, a delete)", async () => {
    // The server's list never changes here: only the full list's changes can change what the hook shows.
    const api = caseloadApi();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const hook = renderHook(() => useStudentSummaries(), { wrapper });
    await waitFor(() => expect(hook.result.current.students?.map((s) => s.id)).toEqual([maya.id, sam.id]));
    expect(api.requests("GET", "/api/v1/students").map((r) => r.search)).toEqual(["?view=summary"]);

    // As the outbox does on the students screen: the full list gets the edited record.
    const renamed = { ...sam, name: "Aaron Sam" };
    act(() => client.setQueryData<Student[]>(STUDENTS_QUERY_KEY, [renamed, maya]));
    await waitFor(() =>
      expect(hook.result.current.students?.map((s) => s.name)).toEqual(["Aaron Sam", maya.name]),
    );
    // The summary holds list fields only, though a full record was given.
    expect(Object.keys(hook.result.current.students?.[0] ?? {})).not.toContain("iepGoals");

    act(() => client.setQueryData<Student[]>(STUDENTS_QUERY_KEY, [renamed]));
    await waitFor(() => expect(hook.result.current.students?.map((s) => s.id)).toEqual([sam.id]));
    expect(api.requests("GET", "/api/v1/students")).toHaveLength(1);
  });
});
