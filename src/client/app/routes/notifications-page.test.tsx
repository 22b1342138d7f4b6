/**
 * The notifications screen and the navigation's unread count against the fake API (requirements
 * "Notifications"): loading, empty and error states, unread ones marked in words, mark read, mark
 * all read, the /notifications alias, and the count beside "Notifications" in the navigation.
 */
import NotificationsPage from "@client/app/routes/notifications-page";
import { createFakeApi, json } from "@client/testing/fake-api";
import { here, renderRoute, renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import { buildNotification } from "@shared/testing/meeting-data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 });

resetBetweenTests();

const cancelled = buildNotification({
  type: "meeting_cancelled",
  title: "Meeting cancelled: Maya R.",
  body: "The annual review on Dec 3 was cancelled: Parent ill.",
});
const overdue = buildNotification({
  type: "deadline_overdue",
  title: "Overdue: reevaluation for Sam T.",
  body: "The reevaluation was due on Oct 19.",
  link: "/dashboard/meetings?view=deadlines",
});
const old = buildNotification({ title: "Meeting scheduled: Sam T.", readAt: "2026-10-01T10:00:00.000Z" });

const render = () => renderWithProviders(<NotificationsPage />, "/dashboard/notifications");

describe("notifications screen", () => {
  it("shows a loading placeholder, then the list with unread ones marked in words", async () => {
    const api = createFakeApi({ notifications: [cancelled, overdue, old] });
    api.delay("GET /api/v1/notifications", 30);
    render();
    expect(await screen.findByText("Loading notifications…")).toBeInTheDocument();
    expect(await screen.findByText("2 unread")).toBeInTheDocument();
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText("Unread")).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).queryByText("Unread")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open: Overdue: reevaluation for Sam T." })).toHaveAttribute(
      "href",
      "/dashboard/meetings?view=deadlines",
    );
    expect(
      screen.queryByRole("button", { name: "Mark read: Meeting scheduled: Sam T." }),
    ).not.toBeInTheDocument();
  });

  it("marks one read, then all read", async () => {
    const api = createFakeApi({ notifications: [cancelled, overdue, old] });
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Mark read: Meeting cancelled: Maya R." }));
    await waitFor(() =>
      expect(api.requests("POST", `/api/v1/notifications/${cancelled.id}/read`)).toHaveLength(1),
    );
    expect(await screen.findByText("1 unread")).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Mark read: Meeting cancelled: Maya R." }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(api.requests("POST", "/api/v1/notifications/read-all")).toHaveLength(1));
    expect(await screen.findByText("All caught up.")).toBeInTheDocument();
    expect(screen.queryByText("Unread")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark all read" })).not.toBeInTheDocument();
  });

  it("says what will appear when there is nothing yet", async () => {
    createFakeApi();
    render();
    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
    expect(screen.getByText("All caught up.")).toBeInTheDocument();
  });

  it("shows the error with Try again when loading fails", async () => {
    const api = createFakeApi({ notifications: [overdue] });
    api.fail("GET /api/v1/notifications", 500);
    const { user } = render();
    expect(await screen.findByText("Failed to load notifications. Please try again.")).toBeInTheDocument();
    api.on("GET /api/v1/notifications", () => json([overdue]));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Overdue: reevaluation for Sam T.")).toBeInTheDocument();
  });

  it("tells the teacher when marking read fails", async () => {
    const api = createFakeApi({ notifications: [overdue] });
    api.fail(`POST /api/v1/notifications/${overdue.id}/read`, 404, "NOT_FOUND", "Notification not found");
    const { user } = render();
    await user.click(
      await screen.findByRole("button", { name: "Mark read: Overdue: reevaluation for Sam T." }),
    );
    expect(await screen.findByText("Notification not found")).toBeInTheDocument();
    expect(screen.getByText("1 unread")).toBeInTheDocument();
  });
});

describe("navigation", () => {
  it("shows Meetings and Notifications with the unread count; /notifications is the same screen", async () => {
    const { router } = renderRoute("/notifications", { notifications: [cancelled, overdue, old] });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Notifications" }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const nav = screen.getAllByRole("navigation", { name: "Main" })[0] as HTMLElement;
    const link = await within(nav).findByRole("link", { name: "Notifications, 2 unread" });
    expect(link).toHaveAttribute("href", "/dashboard/notifications");
    expect(link).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Meetings" })).toHaveAttribute(
      "href",
      "/dashboard/meetings",
    );
    expect(here(router)).toBe("/notifications");
  });

  it("shows no count when everything is read", async () => {
    renderRoute("/dashboard/notifications", { notifications: [old] });
    expect(await screen.findByText("All caught up.", {}, { timeout: 5_000 })).toBeInTheDocument();
    const nav = screen.getAllByRole("navigation", { name: "Main" })[0] as HTMLElement;
    expect(within(nav).getByRole("link", { name: "Notifications" })).toBeInTheDocument();
  });
});
