/**
 * Query keys owned by their feature (architecture "Query keys"): code that changes another feature's
 * records invalidates that feature's exported key, and the owner's own queries, built inside its
 * hooks, sit under that key, so they fetch again. Each case mounts the owners' real hooks against the
 * fake API, runs what the changing code runs, and counts the owners' GET requests.
 */

import { deadlineActionType } from "@client/features/deadlines/api/deadline-mutations";
import { useDashboardSummary } from "@client/features/deadlines/api/get-dashboard";
import { useDeadlines } from "@client/features/deadlines/api/get-deadlines";
import { useMeetings } from "@client/features/meetings/api/get-meetings";
import { refreshAfterChange } from "@client/features/meetings/api/meeting-mutations";
import { useNotifications, useUnreadCount } from "@client/features/notifications/api/notifications";
import { useStudentSummaries, useStudents } from "@client/features/students/api/get-students";
import { useSaveIepDraft } from "@client/features/writing-assistant/api/save-iep-draft";
import { invalidateStudentGoalStatements } from "@client/lib/goal-cache";
import { maya } from "@client/testing/caseload";
import { createFakeApi, type FakeApi } from "@client/testing/fake-api";
import { resetBetweenTests } from "@client/testing/test-utils";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";

resetBetweenTests();

/** The owners' reads, as `METHOD path?search` → how many times the fake API answered it. */
function reads(api: FakeApi): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const c of api.calls) {
    // The profile read (the session answer first when signed out on this device, then the profile) is not an owner's.
    if (c.method !== "GET" || c.path === "/api/v1/me" || c.path === "/api/auth/get-session") continue;
    const key = `${c.path}${c.search}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** Mounts the students, deadlines, dashboard, notifications and meetings hooks; resolves once each has read once. */
async function mountOwners(api: FakeApi) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      useStudents();
      useStudentSummaries();
      useDeadlines();
      useDashboardSummary();
      useNotifications();
      useUnreadCount();
      useMeetings();
      return useSaveIepDraft();
    },
    { wrapper },
  );
  await waitFor(() => expect(Object.values(reads(api))).toEqual([1, 1, 1, 1, 1, 1, 1]));
  return { queryClient, hook };
}

const ALL_READS = [
  "/api/v1/students",
  "/api/v1/students?view=summary",
  "/api/v1/deadlines",
  "/api/v1/dashboard",
  "/api/v1/notifications",
  "/api/v1/notifications/unread-count",
  "/api/v1/meetings",
];

describe("invalidation by an owner's key", () => {
  it("a meeting change refetches the caseload, the deadlines, the dashboard and the notifications (their owners' keys)", async () => {
    const api = createFakeApi({ students: [maya] });
    const { queryClient } = await mountOwners(api);
    expect(Object.keys(reads(api)).sort()).toEqual([...ALL_READS].sort());

    act(() => refreshAfterChange(queryClient));
    await waitFor(() => expect(Object.values(reads(api))).toEqual([2, 2, 2, 2, 2, 2, 2]));
  });

  it("a deadline answer refetches the deadlines, the dashboard and the notifications, not the caseload", async () => {
    const api = createFakeApi({ students: [maya] });
    const { queryClient } = await mountOwners(api);

    act(() => deadlineActionType.refresh(queryClient));
    await waitFor(() =>
      expect(reads(api)).toEqual({
        "/api/v1/students": 1,
        "/api/v1/students?view=summary": 1,
        "/api/v1/deadlines": 2,
        "/api/v1/dashboard": 2,
        "/api/v1/notifications": 2,
        "/api/v1/notifications/unread-count": 2,
        "/api/v1/meetings": 1,
      }),
    );
  });

  it("a goal statement changed (lib/goal-cache) and an IEP draft saved (writing assistant) refetch the caseload and its summaries", async () => {
    const api = createFakeApi({ students: [maya] });
    const { queryClient, hook } = await mountOwners(api);

    await act(() => invalidateStudentGoalStatements(queryClient));
    await waitFor(() => expect(reads(api)["/api/v1/students"]).toBe(2));
    expect(reads(api)["/api/v1/students?view=summary"]).toBe(2);

    await act(() =>
      hook.result.current.mutateAsync({ studentId: maya.id, changes: { presentLevels: "Reads 52 wcpm." } }),
    );
    await waitFor(() => expect(reads(api)["/api/v1/students"]).toBe(3));
    expect(reads(api)["/api/v1/students?view=summary"]).toBe(3);
    expect(reads(api)["/api/v1/dashboard"]).toBe(1);
  });
});
