/**
 * The outbox on screen, against the one fake API (requirements "Local storage"; decision 008):
 * the "Not yet saved" badge and the waiting count, replays in the order made (a change to a record
 * not yet saved folded into its create), and the conflict dialog with both versions side by side.
 */

import { OutboxConflictDialog } from "@client/components/outbox/conflict-dialog";
import { NotYetSavedBadge } from "@client/components/outbox/not-yet-saved-badge";
import { STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { apiError, json } from "@client/testing/fake-api";
import { renderWithFakeApi } from "@client/testing/test-utils";
import type { Student } from "@shared/contracts/students";
import { buildStudent } from "@shared/testing/data-generators";
import { onlineManager, type QueryClient } from "@tanstack/react-query";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enqueueWrite } from "./enqueue";
import { usePendingChanges, usePendingIds } from "./use-pending";

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

function Waiting() {
  const count = usePendingChanges();
  const ids = usePendingIds("students");
  return (
    <p>
      {count} waiting; {[...ids].length} students
      <NotYetSavedBadge pending={count > 0} />
    </p>
  );
}

/** The outbox write that adds a student named Sam. */
const NEW_SAM = { type: "students", kind: "create", input: { name: "Sam" }, label: "Sam" } as const;

/** The outbox write that changes `student`'s grade to "4", made on the version shown. */
const gradeFour = (student: Student) =>
  ({
    type: "students",
    kind: "update",
    id: student.id,
    input: { grade: "4" },
    basedOn: student.updatedAt,
    label: student.name,
  }) as const;

/** Shows `student` in the cached list and queues `gradeFour(student)`. */
async function queueGradeFour(queryClient: QueryClient, student: Student) {
  queryClient.setQueryData(STUDENTS_QUERY_KEY, [student]);
  await act(async () => {
    await enqueueWrite(queryClient, gradeFour(student)).catch(() => {});
  });
}

describe("outbox", () => {
  it("offline: shows the waiting count and badge at once, then replays in order, folding edits of an unsaved record", async () => {
    const ana = buildStudent({ name: "Ana", updatedAt: "2026-10-01T10:00:00.000Z" });
    const { api, queryClient } = renderWithFakeApi(<Waiting />, "/", { students: [ana] });
    queryClient.setQueryData(STUDENTS_QUERY_KEY, [ana]);
    onlineManager.setOnline(false);

    let samId = "";
    await act(async () => {
      await enqueueWrite(queryClient, NEW_SAM);
      samId = queryClient
        .getQueryData<{ id: string; name: string }[]>(STUDENTS_QUERY_KEY)!
        .find((s) => s.name === "Sam")!.id;
      await enqueueWrite(queryClient, gradeFour(ana));
      await enqueueWrite(queryClient, {
        type: "students",
        kind: "update",
        id: samId,
        input: { grade: "2" },
        label: "Sam",
      });
      await enqueueWrite(queryClient, {
        type: "students",
        kind: "create",
        input: { name: "Zoe" },
        label: "Zoe",
      });
    });
    // Shown at once: Sam's grade is in the cache before any request.
    expect(queryClient.getQueryData<{ name: string; grade: string | null }[]>(STUDENTS_QUERY_KEY)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "Sam", grade: "2" }),
        expect.objectContaining({ name: "Ana", grade: "4" }),
      ]),
    );
    expect(await screen.findByText(/3 waiting; 3 students/)).toBeInTheDocument();
    expect(screen.getByText("Not yet saved")).toBeVisible();
    expect(api.calls.filter((c) => c.method !== "GET")).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.getByText(/0 waiting/)).toBeInTheDocument());
    const writes = api.calls.filter((c) => c.method !== "GET");
    // In the order made; Sam's edit went with Sam's create (no PATCH to a local id).
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /api/v1/students",
      `PATCH /api/v1/students/${ana.id}`,
      "POST /api/v1/students",
    ]);
    expect(writes[0]!.body).toEqual({ name: "Sam", grade: "2" });
    expect(writes[1]!.headers["if-match"]).toBe(`"${ana.updatedAt}"`);
    expect(new Set(writes.map((c) => c.headers["idempotency-key"])).size).toBe(3);
    expect(screen.queryByText("Not yet saved")).toBeNull();
  });

  it("a delete of a record not yet saved drops its create: nothing is sent", async () => {
    const { api, queryClient } = renderWithFakeApi(<Waiting />, "/", { students: [] });
    queryClient.setQueryData(STUDENTS_QUERY_KEY, []);
    onlineManager.setOnline(false);
    await act(async () => {
      await enqueueWrite(queryClient, NEW_SAM);
      const id = queryClient.getQueryData<{ id: string }[]>(STUDENTS_QUERY_KEY)![0]!.id;
      await enqueueWrite(queryClient, { type: "students", kind: "delete", id, input: {}, label: "Sam" });
    });
    expect(queryClient.getQueryData(STUDENTS_QUERY_KEY)).toEqual([]);
    expect(await screen.findByText(/0 waiting/)).toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    await act(() => queryClient.resumePausedMutations());
    expect(api.calls.filter((c) => c.method !== "GET")).toHaveLength(0);
  });

  it("a conflicting edit shows both versions; “Keep my version” sends it again based on the saved version", async () => {
    const ana = buildStudent({ name: "Ana", grade: "3", updatedAt: "2026-10-01T10:00:00.000Z" });
    const theirs = { ...ana, grade: "5", updatedAt: "2026-10-02T09:00:00.000Z" };
    let conflicted = false;
    const { api, queryClient, user } = renderWithFakeApi(<OutboxConflictDialog />, "/", {
      students: [ana],
      routes: {
        "PATCH /api/v1/students/:id": (req) => {
          if (conflicted)
            return json({ ...theirs, ...(req.body as object), updatedAt: "2026-10-03T00:00:00.000Z" });
          conflicted = true;
          return apiError(409, "CONFLICT", "Changed elsewhere", { current: theirs });
        },
      },
    });
    await queueGradeFour(queryClient, ana);
    const dialog = await screen.findByRole("dialog", { name: "The student “Ana” was changed elsewhere" });
    const row = within(dialog).getByRole("row", { name: /Grade/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["4", "5"]);
    // Nothing overwritten: the screen shows the saved version until the teacher chooses.
    expect(queryClient.getQueryData<{ grade: string }[]>(STUDENTS_QUERY_KEY)![0]!.grade).toBe("5");

    await user.click(within(dialog).getByRole("button", { name: "Keep my version" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const patches = api.calls.filter((c) => c.method === "PATCH");
    expect(patches).toHaveLength(2);
    expect(patches[1]!.headers["if-match"]).toBe(`"${theirs.updatedAt}"`);
    expect(patches[1]!.body).toEqual({ grade: "4" });
    await waitFor(() =>
      expect(queryClient.getQueryData<{ grade: string }[]>(STUDENTS_QUERY_KEY)![0]!.grade).toBe("4"),
    );
  });

  it("“Keep the saved version” sends nothing more; a replay answered 404 names the record", async () => {
    const ana = buildStudent({ name: "Ana", grade: "3" });
    const { api, queryClient, user } = renderWithFakeApi(<OutboxConflictDialog />, "/", {
      students: [ana],
      routes: {
        "PATCH /api/v1/students/:id": () =>
          apiError(409, "CONFLICT", "Changed", { current: { ...ana, grade: "5" } }),
        "DELETE /api/v1/students/:id": () => apiError(404, "NOT_FOUND", "Student not found"),
      },
    });
    await queueGradeFour(queryClient, ana);
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Keep the saved version" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls.filter((c) => c.method === "PATCH")).toHaveLength(1);

    onlineManager.setOnline(false);
    await act(async () => {
      await enqueueWrite(queryClient, {
        type: "students",
        kind: "delete",
        id: ana.id,
        input: {},
        label: "Ana",
      });
    });
    act(() => onlineManager.setOnline(true));
    expect(
      await screen.findByText('The student "Ana" no longer exists, so this change was not saved.'),
    ).toBeInTheDocument();
  });
});
