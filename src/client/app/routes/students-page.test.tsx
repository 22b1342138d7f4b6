import StudentsPage, { CACHED_LIST_NOTICE } from "@client/app/routes/students-page";
import { studentsCacheKey } from "@client/features/students/api/get-students";
import { apiError, createFakeApi, type FakeHandler, json } from "@client/testing/fake-api";
import { renderWithProviders } from "@client/testing/test-utils";
import { createStudentInput, type Student } from "@shared/contracts/students";
import { buildStudent, TEST_USER_ID } from "@shared/testing/data-generators";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { addDays, format } from "date-fns";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const isoIn = (days: number) => format(addDays(new Date(), days), "yyyy-MM-dd");

function seed() {
  return [
    buildStudent({
      name: "Maya Rodriguez",
      grade: "3",
      disabilities: ["Specific learning disability"],
      studentId: "S-1001",
      caseManager: "Ms. Ortiz",
      annualMeetingDueDate: isoIn(10),
      presentLevels: "Reads 48 WCPM on grade-3 passages with 91% accuracy.",
      iepGoals: ["Given a grade-3 passage, Maya will read 90 WCPM with 95% accuracy by March 2027."],
      parentContact: { name: "Ana Rodriguez", relationship: "Mother", email: "ana@example.org", phone: "" },
    }),
    buildStudent({
      name: "Jordan Lee",
      grade: "5",
      disabilities: ["Autism"],
      annualMeetingDueDate: isoIn(-3),
    }),
    buildStudent({ name: "Ava Chen", grade: "K", disabilities: ["Speech or language impairment"] }),
  ];
}

/**
 * The fake API with `students` as the caseload (changed in place by POST/PATCH/DELETE); `override`
 * may answer any request first (undefined lets the fake API answer), e.g. to fail one call.
 */
function installFakeServer(students: Student[], override?: FakeHandler) {
  const api = createFakeApi({ students, routes: override ? { "*": override } : {} });
  return {
    /** Requests with method `m` to /api/v1/students…, as {method, path, body}. */
    studentCalls: (m: string) =>
      api.calls
        .filter((r) => r.method === m && r.path.startsWith("/api/v1/students"))
        .map(({ method, path, body }) => ({ method, path, body })),
  };
}

function GenerateStub() {
  const location = useLocation();
  return <p>Generate page {location.search}</p>;
}

function renderPage(entry = "/dashboard/students") {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/students" element={<StudentsPage />} />
      <Route path="/dashboard/generate" element={<GenerateStub />} />
    </Routes>,
    entry,
  );
}

const table = () => screen.getByRole("table");
const rowNames = () =>
  within(table())
    .getAllByRole("rowheader")
    .map((c) => c.textContent);

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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

describe("Students page: adding and editing", { timeout: 20_000 }, () => {
  it("add student posts only contract fields and shows the new student", async () => {
    const server = installFakeServer(seed());
    const { user } = renderPage();
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Add student" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a student" });

    await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Sam Patel");
    await user.type(within(dialog).getByRole("textbox", { name: /^Grade/ }), "4");
    await user.type(within(dialog).getByRole("textbox", { name: "Disability 1" }), "Other health impairment");
    await user.click(within(dialog).getByRole("tab", { name: "Present levels & goals" }));
    await user.type(
      within(dialog).getByRole("textbox", { name: "Goal 1" }),
      "Given 10 two-digit problems, Sam will solve 8 correctly by June 2027.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Add goal" }));
    expect(within(dialog).getByRole("textbox", { name: "Goal 2" })).toHaveFocus();
    await user.click(within(dialog).getAllByRole("button", { name: "Add subject" })[0]!);
    await user.type(within(dialog).getByRole("textbox", { name: "Subject 1" }), "Math");
    await user.type(within(dialog).getByRole("textbox", { name: "Target 1" }), "8 of 10 correct");
    await user.click(within(dialog).getByRole("button", { name: "Add student" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [post] = server.studentCalls("POST");
    expect(post).toBeDefined();
    const body = post!.body as Record<string, unknown>;
    expect(Object.keys(body).every((k) => k in createStudentInput.shape)).toBe(true);
    expect(createStudentInput.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      name: "Sam Patel",
      grade: "4",
      disabilities: ["Other health impairment"],
      iepGoals: ["Given 10 two-digit problems, Sam will solve 8 correctly by June 2027."],
      iepGoalTargets: { Math: "8 of 10 correct" },
      dateOfBirth: null,
    });
    expect(rowNames()).toContain("Sam Patel");
    expect(screen.getByText("4 students on your caseload")).toBeInTheDocument();
  });

  it("?add=1 (the dashboard's “Add a student”) opens the add dialog at once, then drops the parameter", async () => {
    installFakeServer(seed());
    const { user } = renderPage("/dashboard/students?add=1&q=maya");
    const dialog = await screen.findByRole("dialog", { name: "Add a student" });
    expect(within(dialog).getByRole("textbox", { name: /^Name/ })).toHaveValue("");
    // The parameter is gone (other parameters stay), so closing or reloading does not reopen it.
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard\/students\?q=maya$/),
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(rowNames()).toEqual(["Maya Rodriguez"]);
  });

  it("without ?add=1 the page opens on the list, no dialog", async () => {
    installFakeServer(seed());
    renderPage("/dashboard/students?add=0");
    await screen.findByRole("table");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("refuses invalid input before sending, marks the tab and focuses the field", async () => {
    const server = installFakeServer(seed());
    const { user } = renderPage();
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Add student" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Sam Patel");
    await user.click(within(dialog).getByRole("tab", { name: "Profile & family" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "not-an-email");
    await user.click(within(dialog).getByRole("tab", { name: "Basics" }));
    await user.click(within(dialog).getByRole("button", { name: "Add student" }));

    const familyTab = await within(dialog).findByRole("tab", { name: /^Profile & family\s*\(has errors\)$/ });
    expect(familyTab).toHaveAttribute("aria-selected", "true");
    const email = within(dialog).getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription("Must be a valid email address");
    expect(server.studentCalls("POST")).toHaveLength(0);
  });

  it("a server 400 keeps what was typed and shows the message next to the field", async () => {
    installFakeServer(seed(), (req) =>
      req.method === "POST"
        ? json(
            {
              error: {
                code: "VALIDATION_ERROR",
                message: "studentId: is already used by another student",
                details: { fields: ["studentId: is already used by another student"] },
              },
            },
            400,
          )
        : undefined,
    );
    const { user } = renderPage();
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Add student" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Sam Patel");
    await user.type(within(dialog).getByRole("textbox", { name: /^Student ID number/ }), "S-1001");
    await user.click(within(dialog).getByRole("button", { name: "Add student" }));

    const summary = await within(dialog).findByText("Failed to add student. Please try again.");
    expect(summary.closest("[role=alert]")).toHaveTextContent(
      "studentId: is already used by another student",
    );
    expect(within(dialog).getByRole("textbox", { name: /^Name/ })).toHaveValue("Sam Patel");
    const studentId = within(dialog).getByRole("textbox", { name: /^Student ID number/ });
    expect(studentId).toHaveValue("S-1001");
    expect(studentId).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByText("Is already used by another student")).toBeInTheDocument();
  });

  it("a network failure keeps the dialog open with the message of requirements 'Error catalogue'", async () => {
    installFakeServer(seed(), (req) => {
      if (req.method === "POST") throw new TypeError("Failed to fetch");
      return undefined;
    });
    const { user } = renderPage();
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Add student" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Sam Patel");
    await user.click(within(dialog).getByRole("button", { name: "Add student" }));

    expect(await within(dialog).findByText("Failed to add student. Please try again.")).toBeInTheDocument();
    expect(
      within(dialog).getByText("Network error. Please check your connection and try again."),
    ).toBeVisible();
    expect(within(dialog).getByRole("textbox", { name: /^Name/ })).toHaveValue("Sam Patel");
    // The list behind the modal (hidden from assistive tech while the dialog is open) is unchanged.
    expect(within(screen.getByRole("table", { hidden: true })).queryByText("Sam Patel")).toBeNull();
  });

  it("closing a form with changes asks before discarding them", async () => {
    installFakeServer(seed());
    const { user } = renderPage();
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Add student" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Sam");
    await user.keyboard("{Escape}");

    const confirm = await screen.findByRole("alertdialog", { name: "Discard unsaved changes?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("dialog", { name: "Add a student" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("Sam");

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Discard changes" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("editing sends only the changed fields and shows the new values", async () => {
    const students = seed();
    const server = installFakeServer(students);
    const { user } = renderPage(`/dashboard/students?student=${students[0]!.id}`);
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Maya Rodriguez" });
    const grade = within(dialog).getByRole("textbox", { name: /^Grade/ });
    expect(grade).toHaveValue("3");
    await user.clear(grade);
    await user.type(grade, "4");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.studentCalls("PATCH")).toEqual([
      { method: "PATCH", path: `/api/v1/students/${students[0]!.id}`, body: { grade: "4" } },
    ]);
    const profile = screen.getByRole("region", { name: "Profile" });
    expect(within(profile).getByText("4")).toBeInTheDocument();
  });

  it("the identity-first preference is a labelled checkbox on Profile & family, saved with the student", async () => {
    const students = seed();
    const server = installFakeServer(students);
    const { user } = renderPage(`/dashboard/students?student=${students[0]!.id}`);
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    let dialog = await screen.findByRole("dialog", { name: "Edit Maya Rodriguez" });
    await user.click(within(dialog).getByRole("tab", { name: "Profile & family" }));
    const box = within(dialog).getByRole("checkbox", { name: /^Use identity-first language/ });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/stated preference \(APA 7 §5\.4\)/);
    await user.click(box);
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.studentCalls("PATCH")).toEqual([
      { method: "PATCH", path: `/api/v1/students/${students[0]!.id}`, body: { identityFirstLanguage: true } },
    ]);
    // Reopened, the form shows the saved preference.
    await user.click(screen.getByRole("button", { name: "Edit" }));
    dialog = await screen.findByRole("dialog", { name: "Edit Maya Rodriguez" });
    await user.click(within(dialog).getByRole("tab", { name: "Profile & family" }));
    expect(within(dialog).getByRole("checkbox", { name: /^Use identity-first language/ })).toBeChecked();
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
    const students = seed();
    const server = installFakeServer(students);
    const { user } = renderPage(`/dashboard/students?student=${students[0]!.id}`);

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
