/**
 * The teacher's preferences are the forms' defaults (requirements "Profile"): the default note
 * type preselects the note form's type, and the identity-first default is a new student's
 * identity-first setting. An existing student keeps its own setting; a note type carried over by
 * "Write another" still wins over the preference.
 */
import GeneratePage from "@client/app/routes/generate-page";
import { maya, sam } from "@client/testing/caseload";
import { createFakeApi, json } from "@client/testing/fake-api";
import { renderWithFakeApi, resetBetweenTests } from "@client/testing/test-utils";
import { DEFAULT_PREFERENCES, type Preferences } from "@shared/contracts/account";
import { buildProfile } from "@shared/testing/data-generators";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "./students-page-support";

// Whole screens in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

resetBetweenTests();

const prefs = (over: Partial<Preferences>): Preferences => ({ ...DEFAULT_PREFERENCES, ...over });

describe("the default note type preference", () => {
  it.each([
    ["behavioral", "behavioral"],
    ["annual", "annual"],
  ] as const)("%s preselects the note form's type", async (preference, shown) => {
    renderWithFakeApi(<GeneratePage />, "/dashboard/generate", {
      students: [maya, sam],
      preferences: prefs({ defaultNoteType: preference }),
      routes: { "GET /api/v1/me": () => json(buildProfile()) },
    });
    expect(await screen.findByLabelText("Note type", {}, { timeout: 10_000 })).toHaveValue(shown);
  });

  it("without a changed preference the form starts on progress", async () => {
    renderWithFakeApi(<GeneratePage />, "/dashboard/generate", {
      students: [maya, sam],
      routes: { "GET /api/v1/me": () => json(buildProfile()) },
    });
    expect(await screen.findByLabelText("Note type", {}, { timeout: 10_000 })).toHaveValue("progress");
  });
});

describe("the identity-first default preference", () => {
  const identityFirst = (dialog: HTMLElement) =>
    within(dialog).getByRole("checkbox", { name: /Use identity-first language/ });

  async function openAddDialog(user: ReturnType<typeof renderPage>["user"]) {
    await screen.findByRole("table", {}, { timeout: 10_000 });
    await user.click(screen.getByRole("button", { name: "Add student" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a student" });
    await user.click(within(dialog).getByRole("tab", { name: "Profile & family" }));
    return dialog;
  }

  it("is a new student's identity-first setting, and is what the add sends", async () => {
    const api = createFakeApi({
      students: [{ ...maya, identityFirstLanguage: false }],
      preferences: prefs({ identityFirstDefault: true }),
    });
    const { user } = renderPage();
    const dialog = await openAddDialog(user);
    expect(identityFirst(dialog)).toBeChecked();

    await user.click(within(dialog).getByRole("tab", { name: "Basics" }));
    await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Sam Patel");
    await user.click(within(dialog).getByRole("button", { name: "Add student" }));
    await vi.waitFor(() => expect(api.requests("POST", "/api/v1/students")).toHaveLength(1));
    expect(api.requests("POST", "/api/v1/students")[0]?.body).toMatchObject({
      name: "Sam Patel",
      identityFirstLanguage: true,
    });
  });

  it("left at its default, a new student starts person-first", async () => {
    createFakeApi({ students: [maya] });
    const { user } = renderPage();
    expect(identityFirst(await openAddDialog(user))).not.toBeChecked();
  });

  it("does not change an existing student's own setting", async () => {
    createFakeApi({
      students: [{ ...maya, identityFirstLanguage: false }],
      preferences: prefs({ identityFirstDefault: true }),
    });
    const { user } = renderPage(`/dashboard/students?student=${maya.id}`);
    await user.click(await screen.findByRole("button", { name: "Edit" }, { timeout: 10_000 }));
    const dialog = await screen.findByRole("dialog", { name: `Edit ${maya.name}` });
    await user.click(within(dialog).getByRole("tab", { name: "Profile & family" }));
    expect(identityFirst(dialog)).not.toBeChecked();
  });
});
