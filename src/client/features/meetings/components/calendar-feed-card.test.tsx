/**
 * The calendar feed card against the fake API (requirements "Notifications": a private, revocable
 * address): create it, see and copy it once, make a new one and revoke it — each behind a
 * confirmation — and the active-feed text after a reload.
 */
import { createFakeApi } from "@client/testing/fake-api";
import { renderWithFakeApi, renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CalendarFeedCard } from "./calendar-feed-card";

vi.setConfig({ testTimeout: 20_000 });
resetBetweenTests();

describe("calendar feed card", () => {
  it("creates the address, shows it once with Copy, makes a new one and revokes it after confirming", async () => {
    const { api, user } = renderWithFakeApi(<CalendarFeedCard />);
    await user.click(await screen.findByRole("button", { name: "Create calendar feed" }));
    const address = await screen.findByRole("textbox", { name: /^Private calendar address/ });
    expect(address).toHaveValue("http://localhost/api/calendar/secret-1.ics");
    await user.click(screen.getByRole("button", { name: "Copy address" }));
    expect(await navigator.clipboard.readText()).toBe("http://localhost/api/calendar/secret-1.ics");
    expect(await screen.findByText("Calendar feed address copied.")).toBeInTheDocument();

    // A new address: confirmation first; Cancel changes nothing.
    await user.click(screen.getByRole("button", { name: "Make a new address" }));
    let confirm = await screen.findByRole("alertdialog", { name: "Make a new calendar address?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(api.requests("POST", "/api/v1/calendar-feed")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Make a new address" }));
    confirm = await screen.findByRole("alertdialog", { name: "Make a new calendar address?" });
    await user.click(within(confirm).getByRole("button", { name: "Make a new address" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: /^Private calendar address/ })).toHaveValue(
        "http://localhost/api/calendar/secret-2.ics",
      ),
    );

    await user.click(screen.getByRole("button", { name: "Revoke" }));
    confirm = await screen.findByRole("alertdialog", { name: "Revoke the calendar feed?" });
    await user.click(within(confirm).getByRole("button", { name: "Revoke feed" }));
    expect(await screen.findByRole("button", { name: "Create calendar feed" })).toBeInTheDocument();
    expect(api.requests("DELETE", "/api/v1/calendar-feed")).toHaveLength(1);
    expect(screen.queryByRole("textbox", { name: /^Private calendar address/ })).not.toBeInTheDocument();
  });

  it("says an existing feed is active without showing its secret address", async () => {
    renderWithFakeApi(<CalendarFeedCard />, "/", {
      calendarFeed: { active: true, url: null, createdAt: "2026-10-01T12:00:00.000Z" },
    });
    expect(await screen.findByText(/Your calendar feed is active \(made Oct 1, 2026\)/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copy address" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Make a new address" })).toBeInTheDocument();
  });

  it("shows a load failure with Try again", async () => {
    createFakeApi().fail("GET /api/v1/calendar-feed", 500);
    renderWithProviders(<CalendarFeedCard />);
    expect(
      await screen.findByText("Failed to load the calendar feed. Please try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
