/**
 * The /dashboard home through the whole app (`fetch` mocked at the boundary): greeting, plan and
 * notes used this month (requirements "Plans and trial", "Note quota"), caseload count, upcoming annual reviews, recent notes, quick
 * actions, and the empty and failed states (requirements "Error catalogue").
 */

import { apiError, json } from "@client/testing/fake-api";
import { here, renderRoute, resetBetweenTests } from "@client/testing/test-utils";
import { messages } from "@shared/domain/error-messages";
import { buildNote, buildProfile, buildStudent } from "@shared/testing/data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
const inDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return ymd(d);
};

resetBetweenTests();

describe("dashboard home", () => {
  it("greets the teacher and shows plan, caseload, annual reviews and recent notes", async () => {
    const maya = "22222222-2222-4222-8222-222222222222";
    const { user, router } = renderRoute("/dashboard", {
      me: buildProfile(),
      routes: {
        "GET /api/v1/students": json([
          buildStudent({ id: maya, name: "Maya Chen", grade: "3", annualMeetingDueDate: inDays(-2) }),
          buildStudent({ id: "s2", name: "Sam Ortiz", annualMeetingDueDate: inDays(12) }),
          buildStudent({ id: "s3", name: "Theo Park", annualMeetingDueDate: inDays(200) }),
        ]),
        "GET /api/v1/notes": json([
          buildNote({
            id: "n1",
            studentId: maya,
            studentName: "Maya Chen",
            type: "behavioral",
            subject: "Behavior",
            observations: "she was being lazy, autistic kid",
            generatedNote: "Maya left her seat 3 times during the 20-minute reading block.",
          }),
          buildNote({ id: "n2", studentName: "Sam Ortiz" }),
        ]),
      },
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Dana$/ }),
    ).toBeInTheDocument();

    const plan = screen.getByRole("region", { name: "Your plan" });
    expect(plan).toHaveTextContent("Free plan");
    expect(plan).toHaveTextContent("3 of 10 notes used this month");

    const caseload = screen.getByRole("region", { name: "Caseload" });
    expect(await within(caseload).findByText("3 students")).toBeInTheDocument();

    const reviews = screen.getByRole("region", { name: "Upcoming annual IEP reviews" });
    const rows = within(reviews).getAllByRole("listitem");
    expect(rows.map((r) => within(r).getByRole("link").textContent)).toEqual(["Maya Chen", "Sam Ortiz"]);
    expect(rows[0]).toHaveTextContent("2 days overdue");
    expect(rows[1]).toHaveTextContent("Due in 12 days");
    expect(within(rows[0]!).getByRole("link")).toHaveAttribute("href", `/dashboard/students?student=${maya}`);

    const notes = screen.getByRole("region", { name: "Recent notes" });
    const noteRows = within(notes).getAllByRole("listitem");
    expect(noteRows).toHaveLength(2);
    expect(noteRows[0]).toHaveTextContent("Maya Chen · Behavioral note · Behavior");
    // The excerpt is the note's opening, never the raw observations (requirements "Screens and routes").
    expect(noteRows[0]).toHaveTextContent("Maya left her seat 3 times during the 20-minute reading block.");
    expect(noteRows[0]).not.toHaveTextContent("lazy");

    await user.click(screen.getByRole("link", { name: "Write a progress note" }));
    await waitFor(() => expect(here(router)).toBe("/dashboard/generate"));
  });

  it("tells an expired trial that generation is blocked (requirements 'Note quota')", async () => {
    renderRoute("/dashboard", {
      me: buildProfile({
        plan: {
          state: "expired_trial",
          daysRemaining: 0,
          notesUsedThisMonth: 4,
          noteLimit: 10,
          canGenerate: false,
        },
      }),
    });
    const plan = await screen.findByRole("region", { name: "Your plan" });
    expect(plan).toHaveTextContent("Trial ended");
    expect(plan).toHaveTextContent("new notes cannot be generated");
  });

  it("shows empty states with the next action for a new teacher", async () => {
    renderRoute("/dashboard");
    expect(await screen.findByText("0 students")).toBeInTheDocument();
    expect(screen.getByText("No annual reviews due in the next 60 days")).toBeInTheDocument();
    const notes = screen.getByRole("region", { name: "Recent notes" });
    expect(await within(notes).findByText("No notes yet")).toBeInTheDocument();
    expect(within(notes).getByRole("link", { name: "Write a progress note" })).toHaveAttribute(
      "href",
      "/dashboard/generate",
    );
  });

  it("shows the load messages of requirements 'Error catalogue' with a retry when the lists fail", async () => {
    let fail = true;
    const { user } = renderRoute("/dashboard", {
      me: buildProfile(),
      routes: {
        "GET /api/v1/students": () => (fail ? apiError(500, "INTERNAL", "x") : json([])),
        "GET /api/v1/notes": apiError(500, "INTERNAL", "x"),
      },
    });
    expect(await screen.findByText(messages.students.loadFailed, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText(messages.notes.loadFailed, {}, { timeout: 3000 })).toBeInTheDocument();
    fail = false;
    const reviews = screen.getByRole("region", { name: "Upcoming annual IEP reviews" });
    await user.click(within(reviews).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("0 students")).toBeInTheDocument();
  });
});
