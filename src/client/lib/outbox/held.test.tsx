/**
 * A progress entry that waited in the outbox and is answered 409 `IMPLAUSIBLE_VALUE` at replay
 * (requirements "Progress entries": "Implausible, asked first"; decision 008): it is held with the
 * server's reasons, never lost; "Save anyway" sends it again with `confirmImplausible: true`,
 * "Discard" drops it.
 */
import { HeldChangeDialog } from "@client/components/outbox/held-dialog";
import { progressEntriesQueryKey } from "@client/features/progress/api/query-keys";
import { ME_QUERY_KEY } from "@client/lib/auth/query-keys";
import { apiError, json } from "@client/testing/fake-api";
import { renderWithFakeApi } from "@client/testing/test-utils";
import { buildProfile, TEST_USER_ID } from "@shared/testing/data-generators";
import { onlineManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { Link, MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enqueueWrite } from "./enqueue";
import { heldStorageKey } from "./held";

afterEach(() => {
  cleanup();
  localStorage.clear();
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

const GOAL_ID = "9b9b9b9b-0000-4000-8000-000000000001";
const REASON = "progressValue: 600 WCPM is more than 3 times the target (90 WCPM). Check the score.";
const ENTRY = { goalId: GOAL_ID, entryDate: "2026-11-02", progressValue: 600 };

/** The fake server: refuses an entry without confirmation (409 with a reason), saves one with it. */
function server() {
  return renderWithFakeApi(
    <>
      <HeldChangeDialog />
      <Link to="/dashboard/progress">Next screen</Link>
    </>,
    "/",
    {
      routes: {
        "POST /api/v1/progress-entries": ({ body }) =>
          (body as { confirmImplausible?: boolean }).confirmImplausible
            ? json(
                {
                  id: "7e7e7e7e-0000-4000-8000-000000000001",
                  ...ENTRY,
                  note: null,
                  enteredBy: "u",
                  createdAt: "2026-11-02T10:00:00.000Z",
                  updatedAt: "2026-11-02T10:00:00.000Z",
                },
                201,
              )
            : apiError(409, "IMPLAUSIBLE_VALUE", REASON, {
                reasons: [{ field: "progressValue", reason: "above_target", message: REASON }],
              }),
      },
    },
  );
}

/** Records the entry offline (it waits), then the connection comes back and it is replayed. */
async function recordOfflineThenReplay(view: ReturnType<typeof server>) {
  view.queryClient.setQueryData(ME_QUERY_KEY, buildProfile());
  view.queryClient.setQueryData(progressEntriesQueryKey(GOAL_ID), []);
  onlineManager.setOnline(false);
  await act(async () => {
    const result = await enqueueWrite(view.queryClient, {
      type: "progress-entries",
      kind: "create",
      input: ENTRY,
      label: "entry of 2026-11-02",
      parentIds: { goalId: GOAL_ID },
    });
    expect(result).toEqual({ saved: false });
  });
  act(() => onlineManager.setOnline(true));
  return within(await screen.findByRole("dialog", { name: "Check this progress entry before it is saved" }));
}

const posts = (view: ReturnType<typeof server>) =>
  view.api.calls.filter((c) => c.method === "POST" && c.path === "/api/v1/progress-entries");

describe("a held progress entry", () => {
  it("is shown with the server's reason, and 'Save anyway' sends it again with confirmImplausible", async () => {
    const view = server();
    const dialog = await recordOfflineThenReplay(view);
    expect(dialog.getByText(REASON)).toBeInTheDocument();
    expect(dialog.getByText("Progress value").nextSibling).toHaveTextContent("600");
    expect(dialog.getByText("Entry date").nextSibling).toHaveTextContent("2026-11-02");
    await view.user.click(dialog.getByRole("button", { name: "Save anyway" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posts(view).map((c) => c.body)).toEqual([ENTRY, { ...ENTRY, confirmImplausible: true }]);
    await waitFor(() =>
      expect(view.queryClient.getQueryData(progressEntriesQueryKey(GOAL_ID))).toEqual([
        expect.objectContaining({ progressValue: 600 }),
      ]),
    );
  });

  it("closed without a choice, it stays held and comes back on the next screen", async () => {
    const view = server();
    const dialog = await recordOfflineThenReplay(view);
    await view.user.click(dialog.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await view.user.click(screen.getByRole("link", { name: "Next screen" }));
    expect(
      await screen.findByRole("dialog", { name: "Check this progress entry before it is saved" }),
    ).toBeInTheDocument();
    expect(posts(view)).toHaveLength(1);
  });

  it("is kept on the device: after a reload the same teacher is asked again", async () => {
    await recordOfflineThenReplay(server());
    expect(JSON.parse(localStorage.getItem(heldStorageKey(TEST_USER_ID)) ?? "[]")).toEqual([
      expect.objectContaining({ type: "progress-entries", reasons: [REASON] }),
    ]);
    cleanup();
    // A new page load: a new query client, the same teacher signed in.
    const client = new QueryClient();
    client.setQueryData(ME_QUERY_KEY, buildProfile());
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <HeldChangeDialog />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const dialog = within(
      await screen.findByRole("dialog", { name: "Check this progress entry before it is saved" }),
    );
    expect(dialog.getByText(REASON)).toBeInTheDocument();
  });

  it("'Discard' drops it without sending anything more", async () => {
    const view = server();
    const dialog = await recordOfflineThenReplay(view);
    await view.user.click(dialog.getByRole("button", { name: "Discard" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(posts(view)).toHaveLength(1);
  });
});
