/**
 * Deadlines and meetings on the dashboard and on a student's page, against the fake API
 * (requirements "Deadlines": upcoming within 7 days and overdue, overdue in red WITH words;
 * "Meetings": the next meetings, scheduling from the student's page with the attendees filled in).
 */
import StudentsPage from "@client/app/routes/students-page";
import { localIsoDate } from "@client/lib/format";
import { MAYA_ID } from "@client/testing/caseload";
import { createFakeApi, json } from "@client/testing/fake-api";
import { mayaMeeting, mayaWithTeam } from "@client/testing/meeting-caseload";
import {
  here,
  renderApp,
  renderRoute,
  renderWithFakeApi,
  resetBetweenTests,
} from "@client/testing/test-utils";
import type { Dashboard } from "@shared/contracts/dashboard";
import { buildDashboard, buildDeadline } from "@shared/testing/meeting-data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 });

resetBetweenTests();

// The fake server's today is TEST_TODAY (2026-10-20); the deadlines are dated around it.
const overdue = buildDeadline({
  title: "Reevaluation due",
  kind: "reevaluation",
  dueDate: "2026-10-17",
  studentId: MAYA_ID,
  studentName: "Maya R.",
});
const soon = buildDeadline({
  title: "Annual IEP review due",
  dueDate: "2026-10-22",
  studentId: MAYA_ID,
  studentName: "Maya R.",
});
const later = buildDeadline({ title: "Progress report", kind: "progress_report", dueDate: "2026-11-30" });

describe("dashboard: deadlines and meetings", () => {
  it("lists overdue deadlines under 'Overdue' with the words, then those due in the next 7 days", async () => {
    renderRoute("/dashboard", {
      students: [mayaWithTeam],
      deadlines: [soon, later, overdue],
      meetings: [mayaMeeting()],
    });
    const card = await screen.findByRole("region", { name: "Deadlines" }, { timeout: 5_000 });
    const overdueList = await within(card).findByRole("region", { name: "Overdue (1)" });
    expect(within(overdueList).getByText("Reevaluation due")).toBeInTheDocument();
    expect(within(overdueList).getByText("Overdue by 3 days")).toBeInTheDocument();
    const dueSoon = within(card).getByRole("region", { name: "Due in the next 7 days" });
    expect(within(dueSoon).getByText("Annual IEP review due")).toBeInTheDocument();
    expect(within(dueSoon).getByText("Due in 2 days")).toBeInTheDocument();
    expect(within(card).queryByText("Progress report")).not.toBeInTheDocument();

    const meetings = screen.getByRole("region", { name: "Upcoming meetings" });
    expect(await within(meetings).findByText("Annual review · Maya R.")).toBeInTheDocument();
  });

  it("marks a deadline done from the dashboard", async () => {
    const { api, user } = renderRoute("/dashboard", { students: [mayaWithTeam], deadlines: [overdue] });
    const card = await screen.findByRole("region", { name: "Deadlines" }, { timeout: 5_000 });
    await user.click(
      await within(card).findByRole("button", { name: "Mark done: Reevaluation due (Maya R.)" }),
    );
    await waitFor(() => expect(api.requests("PATCH", `/api/v1/deadlines/${overdue.id}`)).toHaveLength(1));
    expect(api.requests("PATCH", `/api/v1/deadlines/${overdue.id}`)[0]?.body).toEqual({ status: "done" });
    expect(await within(card).findByText("Nothing due in the next 7 days")).toBeInTheDocument();
  });

  it("says when nothing is due, and shows a failure with Try again", async () => {
    const api = createFakeApi({ students: [mayaWithTeam] });
    api.fail("GET /api/v1/dashboard", 500);
    const { user } = renderApp("/dashboard");
    const card = await screen.findByRole("region", { name: "Deadlines" }, { timeout: 5_000 });
    expect(await within(card).findByText("Failed to load deadlines. Please try again.")).toBeInTheDocument();
    api.on("GET /api/v1/dashboard", () => json(buildDashboard()));
    await user.click(within(card).getAllByRole("button", { name: "Try again" })[0] as HTMLElement);
    expect(await within(card).findByText("Nothing due in the next 7 days")).toBeInTheDocument();
  });
});

describe("a student's page: deadlines and meetings", () => {
  it("shows the student's pending deadlines and meetings, and schedules one with the attendees filled in", async () => {
    // The student's page counts days from the browser's today.
    const threeDaysAgo = localIsoDate(new Date(Date.now() - 3 * 86_400_000));
    const { api, user } = renderWithFakeApi(<StudentsPage />, `/dashboard/students?student=${MAYA_ID}`, {
      students: [mayaWithTeam],
      deadlines: [{ ...overdue, dueDate: threeDaysAgo }],
      meetings: [mayaMeeting()],
    });
    await screen.findByRole("heading", { level: 1, name: "Maya R." });
    const deadlines = screen.getByRole("region", { name: "Deadlines" });
    expect(await within(deadlines).findByText("Overdue by 3 days")).toBeInTheDocument();
    const meetings = screen.getByRole("region", { name: "Meetings" });
    expect(await within(meetings).findByText("Annual review · Maya R.")).toBeInTheDocument();

    await user.click(within(meetings).getByRole("button", { name: "Schedule a meeting for Maya R." }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule a meeting" });
    expect(within(dialog).getByText("Maya R.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("combobox", { name: /^Student/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /^Name \(attendee 1\)/ })).toHaveValue(
      "Rosa Rodriguez",
    );
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /^Meeting type/ }), "transition");
    await user.click(within(dialog).getByRole("button", { name: "Schedule meeting" }));
    await waitFor(() => expect(api.requests("POST", "/api/v1/meetings")).toHaveLength(1));
    expect(api.requests("POST", "/api/v1/meetings")[0]?.body).toMatchObject({
      studentId: MAYA_ID,
      type: "transition",
    });
    expect(await within(meetings).findByText("Transition planning meeting · Maya R.")).toBeInTheDocument();
  });
});

describe("dashboard: services behind (requirements “Service compliance”)", () => {
  const servicesOf = (servicesBehind: Dashboard["servicesBehind"]) => ({
    "GET /api/v1/dashboard": () => json(buildDashboard({ servicesBehind })),
  });
  const none = { services: 0, behind: 0, owed: 0, owedMinutes: 0, students: [] };

  it("says when no service is logged yet", async () => {
    renderRoute("/dashboard", { routes: servicesOf(none) });
    const card = await screen.findByRole("region", { name: "Services behind" }, { timeout: 5_000 });
    expect(await within(card).findByText("No services logged yet")).toBeInTheDocument();
  });

  it("says all services are on track when none is behind or owing", async () => {
    renderRoute("/dashboard", { routes: servicesOf({ ...none, services: 4 }) });
    const card = await screen.findByRole("region", { name: "Services behind" }, { timeout: 5_000 });
    expect(await within(card).findByText("All services on track")).toBeInTheDocument();
    expect(within(card).getByText("4 services on track over the last 8 weeks.")).toBeInTheDocument();
  });

  it("counts the services behind and the minutes owed, lists the students and links to this week", async () => {
    const { user, router } = renderRoute("/dashboard", {
      routes: servicesOf({
        services: 5,
        behind: 1,
        owed: 2,
        owedMinutes: 90,
        students: [
          { studentId: MAYA_ID, studentName: "Maya R.", behind: 0, owed: 2, owedMinutes: 90 },
          { studentId: "s2", studentName: "Sam O.", behind: 1, owed: 0, owedMinutes: 0 },
        ],
      }),
    });
    const card = await screen.findByRole("region", { name: "Services behind" }, { timeout: 5_000 });
    expect(
      await within(card).findByText("1 service behind this period · 2 services owe 90 minutes of make-up"),
    ).toBeInTheDocument();
    const rows = within(card).getAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual(["Maya R.90 minutes owed", "Sam O.1 service behind"]);
    expect(within(rows[0] as HTMLElement).getByRole("link", { name: "Maya R." })).toHaveAttribute(
      "href",
      `/dashboard/students?student=${MAYA_ID}`,
    );
    await user.click(within(card).getByRole("link", { name: "Services this week" }));
    await waitFor(() => expect(here(router)).toBe("/dashboard/services"));
  });
});
