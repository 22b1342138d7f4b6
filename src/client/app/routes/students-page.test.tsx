/**
 * The students screen through the fake API (requirements "Students", "Student list cache",
 * "Deleting students"): the caseload table, search, the cached copy when loading fails, and one
 * student's record with edit and delete.
 */
import { CACHED_LIST_NOTICE } from "@client/app/routes/students-page";
import { studentsCacheKey } from "@client/features/students/api/get-students";
import { notAvailableOfflineMessage } from "@client/lib/offline/offline-gaps";
import { apiError } from "@client/testing/fake-api";
import { resetBetweenTests } from "@client/testing/test-utils";
import { buildStudent, TEST_USER_ID } from "@shared/testing/data-generators";
import { onlineManager } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { installFakeServer, renderPage, renderRecord, rowNames, seed, table } from "./students-page-support";

resetBetweenTests();
afterEach(() => onlineManager.setOnline(true));

describe("Students page: the caseload", { timeout: 20_000 }, () => {
  it("lists students with count, columns and review badges; search filters as you type", async () => {
    installFakeServer(seed());
    const { user } = renderPage();
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Students" })).toBeInTheDocument();
    expect(screen.getByText("3 students on your caseload")).toBeInTheDocument();
    expect(rowNames()).toEqual(["Ava Chen", "Jordan Lee", "Maya Rodriguez"]);

    const maya = within(table()).getByRole("row", { name: /Maya Rodriguez/ });
    expect(within(maya).getByText("Specific learning disability")).toBeInTheDocument();
    expect(within(maya).getByText("Ms. Ortiz")).toBeInTheDocument();
    expect(within(maya).getByText("Due in 10 days")).toBeInTheDocument();
    const jordan = within(table()).getByRole("row", { name: /Jordan Lee/ });
    expect(within(jordan).getByText("Overdue by 3 days")).toBeInTheDocument();

    const search = screen.getByRole("searchbox", { name: "Search students" });
    await user.type(search, "autism");
    expect(rowNames()).toEqual(["Jordan Lee"]);
    expect(screen.getByText("1 of 3 students match “autism”")).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "s-1001");
    expect(rowNames()).toEqual(["Maya Rodriguez"]);

    await user.clear(search);
    await user.type(search, "grade 12 nobody");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(rowNames()).toHaveLength(3);
  });

  it("counts one student in the singular", async () => {
    installFakeServer(seed().slice(0, 1));
    const { user } = renderPage();
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(screen.getByText("1 student on your caseload")).toBeInTheDocument();
    expect(screen.getByText("Showing your 1 student")).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search students" }), "maya");
    expect(screen.getByText("1 of 1 student match “maya”")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\b1 students\b/);
  });

  it("mirrors the loaded list to the teacher's browser copy (iep:<userId>:cache_students)", async () => {
    installFakeServer(seed());
    renderPage();
    await screen.findByRole("table");
    await waitFor(() => {
      const stored = JSON.parse(localStorage.getItem(studentsCacheKey(TEST_USER_ID)) ?? "null");
      expect(stored?.map((s: { name: string }) => s.name)).toEqual([
        "Ava Chen",
        "Jordan Lee",
        "Maya Rodriguez",
      ]);
    });
  });

  it("shows the empty state with “Add your first student”", async () => {
    installFakeServer([]);
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Add your first student" }));
    expect(await screen.findByRole("dialog", { name: "Add a student" })).toBeInTheDocument();
  });

  it("after 2 retries (requirements 'Student list cache') shows the cached list with its notice", async () => {
    const cached = [buildStudent({ name: "Cached Carla", grade: "2" })];
    localStorage.setItem(studentsCacheKey(TEST_USER_ID), JSON.stringify(cached));
    const server = installFakeServer([], (req) =>
      req.method === "GET" && req.path === "/api/v1/students" ? apiError(500, "INTERNAL", "boom") : undefined,
    );
    renderPage();
    expect(await screen.findByText(CACHED_LIST_NOTICE, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(CACHED_LIST_NOTICE).toBe("Failed to load students. Please try again. The cached list is used.");
    expect(rowNames()).toEqual(["Cached Carla"]);
    expect(server.studentCalls("GET")).toHaveLength(3);
  });

  it("without a copy, says loading failed and Try again reloads", async () => {
    let fail = true;
    installFakeServer(seed(), (req) =>
      fail && req.method === "GET" && req.path === "/api/v1/students"
        ? apiError(503, "UNAVAILABLE", "down")
        : undefined,
    );
    const { user } = renderPage();
    const alert = await screen.findByRole("alert", {}, { timeout: 8000 });
    expect(alert).toHaveTextContent("Failed to load students. Please try again.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
  });
});

describe("Students page offline (architecture 'Offline rules')", { timeout: 20_000 }, () => {
  it("with the list in memory: says it is the copy saved on this device, never 'Failed to load'", async () => {
    installFakeServer(seed());
    renderPage();
    await screen.findByRole("table");
    act(() => onlineManager.setOnline(false));
    expect(await screen.findByText("Showing the copy saved on this device")).toBeInTheDocument();
    expect(screen.queryByText(/Failed to load/)).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(rowNames()).toHaveLength(3);
  });

  it("without any copy: says the caseload is not available offline instead of a red load error", async () => {
    installFakeServer([], (req) =>
      req.method === "GET" && req.path === "/api/v1/students"
        ? apiError(503, "UNAVAILABLE", "down")
        : undefined,
    );
    renderPage();
    expect(await screen.findByRole("alert", {}, { timeout: 8000 })).toHaveTextContent(
      "Failed to load students",
    );
    act(() => onlineManager.setOnline(false));
    expect(await screen.findByText(notAvailableOfflineMessage("Your caseload"))).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("Students page: a student's record", { timeout: 20_000 }, () => {
  it("shows the IEP data in labelled groups and links to writing a progress note", async () => {
    const students = seed();
    installFakeServer(students);
    const { user } = renderPage();
    await user.click(await screen.findByRole("link", { name: "Maya Rodriguez" }));

    const heading = await screen.findByRole("heading", { level: 1, name: "Maya Rodriguez" });
    await waitFor(() => expect(heading).toHaveFocus());
    for (const name of [
      "Profile",
      "Present levels & goals",
      "Services & placement",
      "Supports",
      "Family contact",
    ]) {
      expect(screen.getByRole("region", { name })).toBeInTheDocument();
    }
    const goals = screen.getByRole("region", { name: "Present levels & goals" });
    expect(
      within(goals).getByText("Reads 48 WCPM on grade-3 passages with 91% accuracy."),
    ).toBeInTheDocument();
    const family = screen.getByRole("region", { name: "Family contact" });
    expect(within(family).getByRole("link", { name: "ana@example.org" })).toHaveAttribute(
      "href",
      "mailto:ana@example.org",
    );

    await user.click(screen.getByRole("link", { name: "Write a progress note" }));
    expect(await screen.findByText(`Generate page ?studentId=${students[0]!.id}`)).toBeInTheDocument();
  });

  it("delete asks for confirmation naming the student, and deletes only when confirmed", async () => {
    const { students, server, user } = renderRecord();

    await user.click(await screen.findByRole("button", { name: "Delete" }));
    let confirm = await screen.findByRole("alertdialog", { name: "Delete Maya Rodriguez?" });
    expect(confirm).toHaveTextContent("Their IEP data moves to the archive");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(server.studentCalls("DELETE")).toHaveLength(0);
    expect(screen.getByRole("heading", { level: 1, name: "Maya Rodriguez" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete" }));
    confirm = await screen.findByRole("alertdialog", { name: "Delete Maya Rodriguez?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete student" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Students" })).toBeInTheDocument();
    expect(server.studentCalls("DELETE")).toEqual([
      { method: "DELETE", path: `/api/v1/students/${students[0]!.id}`, body: undefined },
    ]);
    expect(rowNames()).toEqual(["Ava Chen", "Jordan Lee"]);
  });

  it("a failed delete keeps the confirmation open with the message of requirements 'Error catalogue'", async () => {
    const students = seed();
    installFakeServer(students, (req) =>
      req.method === "DELETE" ? apiError(500, "INTERNAL", "x") : undefined,
    );
    const { user } = renderPage(`/dashboard/students?student=${students[1]!.id}`);
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Jordan Lee?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete student" }));
    expect(
      await within(confirm).findByText("Failed to delete student. Please try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("an unknown student id says so and links back to the list", async () => {
    installFakeServer(seed());
    renderPage("/dashboard/students?student=00000000-0000-4000-8000-999999999999");
    expect(await screen.findByRole("heading", { level: 1, name: "Student not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All students" })).toBeInTheDocument();
  });
});
