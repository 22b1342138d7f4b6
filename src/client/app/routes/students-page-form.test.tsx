/**
 * The students screen's add and edit dialogs through the fake API (requirements "Saving students",
 * "Student fields"): what is sent, what the server's refusals look like, and nothing typed is lost.
 */
import { json } from "@client/testing/fake-api";
import { resetBetweenTests } from "@client/testing/test-utils";
import { createStudentInput } from "@shared/contracts/students";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { installFakeServer, renderPage, renderRecord, rowNames, seed, table } from "./students-page-support";

resetBetweenTests();

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

  it("a network failure queues the student: shown at once as “Not yet saved”, sent once with one Idempotency-Key when the server is back", async () => {
    let down = true;
    const server = installFakeServer(seed(), (req) => {
      if (req.method === "POST" && down) throw new TypeError("Failed to fetch");
      return undefined;
    });
    const { user } = renderPage();
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Add student" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Sam Patel");
    await user.click(within(dialog).getByRole("button", { name: "Add student" }));

    // Nothing typed is lost (requirements "Local storage"): the dialog closes and the row waits.
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const row = screen.getByRole("row", { name: /Sam Patel/ });
    expect(within(row).getByText("Not yet saved")).toBeVisible();
    expect(await screen.findByText(/Sam Patel: not yet saved/)).toBeInTheDocument();

    down = false;
    await waitFor(() => expect(within(table()).queryByText("Not yet saved")).toBeNull(), { timeout: 8000 });
    const postKeys = server.studentCallKeys("POST");
    expect(postKeys.length).toBeGreaterThanOrEqual(2);
    const keys = new Set(postKeys);
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(rowNames().filter((n) => n === "Sam Patel")).toHaveLength(1);
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
    const { students, server, user } = renderRecord();
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
    const { students, server, user } = renderRecord();
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

  it("the family's language for reports is a select on Profile & family, saved with the student", async () => {
    const { students, server, user } = renderRecord();
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Maya Rodriguez" });
    await user.click(within(dialog).getByRole("tab", { name: "Profile & family" }));
    const select = within(dialog).getByRole("combobox", { name: "Language for family reports" });
    expect(select).toHaveValue("en");
    await user.selectOptions(select, "Español");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.studentCalls("PATCH")).toEqual([
      { method: "PATCH", path: `/api/v1/students/${students[0]!.id}`, body: { homeLanguage: "es" } },
    ]);
    const family = screen.getByRole("region", { name: "Family contact" });
    expect(within(family).getByText("Español (Spanish)")).toBeInTheDocument();
  });
});
