/**
 * Signing out with changes still waiting in the outbox asks first (requirements "Local storage";
 * decision 008): cancelling keeps the teacher signed in with the changes; confirming signs out.
 */
import { enqueueWrite } from "@client/lib/outbox/enqueue";
import { createFakeApi } from "@client/testing/fake-api";
import { renderApp } from "@client/testing/test-utils";
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

it("asks before signing out when a change waits, and signs out only when confirmed", async () => {
  const api = createFakeApi();
  const { calls } = api;
  // The change stays unanswered for the whole test (a slow connection).
  api.delay("POST /api/v1/students", 8_000);
  const { user, queryClient } = renderApp("/dashboard");
  await screen.findByRole("heading", { level: 1, name: /Dana$/ });
  act(() => {
    void enqueueWrite(queryClient, {
      type: "students",
      kind: "create",
      input: { name: "Sam" },
      label: "Sam",
    });
  });

  await user.click(screen.getByRole("button", { name: "Sign out" }));
  const ask = await screen.findByRole("alertdialog", { name: "1 change is not yet saved" });
  expect(within(ask).getByText(/If you sign out now, they are lost/)).toBeInTheDocument();
  await user.click(within(ask).getByRole("button", { name: "Cancel" }));
  expect(calls.some((c) => c.path === "/api/auth/sign-out")).toBe(false);

  await user.click(screen.getByRole("button", { name: "Sign out" }));
  const again = await screen.findByRole("alertdialog", { name: "1 change is not yet saved" });
  await user.click(within(again).getByRole("button", { name: "Sign out and lose them" }));
  expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
  expect(calls.some((c) => c.path === "/api/auth/sign-out")).toBe(true);
});
