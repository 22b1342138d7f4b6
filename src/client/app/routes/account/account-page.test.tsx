/**
 * The account screen through the whole app (`fetch` faked at the boundary): profile, picture,
 * preferences and account deletion, with the catalogue's profile update and deletion messages
 * (requirements "Profile", "Account deletion", "Error catalogue").
 */
import { apiError, createFakeApi, type FakeApi } from "@client/testing/fake-api";
import { here, renderApp, renderRoute, resetBetweenTests } from "@client/testing/test-utils";
import { messages } from "@shared/domain/error-messages";
import { buildNote, buildProfile, buildStudent } from "@shared/testing/data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

resetBetweenTests();

const region = (name: string) => screen.findByRole("region", { name }, { timeout: 10_000 });
const networkDown = () => {
  throw new TypeError("Failed to fetch");
};

/** The account screen over the default fake API after `arrange` changed it (before the first request). */
function renderAccountArranged(arrange: (api: FakeApi) => void) {
  const api = createFakeApi();
  arrange(api);
  return renderApp("/dashboard/account");
}

describe("account settings screen", () => {
  it("opens at /account-settings with the navigation's Account link current and the profile filled in", async () => {
    const { api } = renderRoute("/account-settings", {
      me: buildProfile({ organization: "Lincoln Elementary", timeZone: "Asia/Tokyo" }),
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Account settings" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const nav = screen.getAllByRole("navigation", { name: "Main" })[0] as HTMLElement;
    expect(within(nav).getByRole("link", { name: "Account" })).toHaveAttribute("aria-current", "page");
    const profile = await region("Profile");
    expect(within(profile).getByLabelText("First name")).toHaveValue("Dana");
    expect(within(profile).getByLabelText("School or organization")).toHaveValue("Lincoln Elementary");
    // A zone the teacher chose stays, whatever this browser's zone is.
    expect(within(profile).getByLabelText(/^Time zone/)).toHaveValue("Asia/Tokyo");
    expect(api.requests("PATCH", "/api/v1/me")).toHaveLength(0);
    expect(within(await region("Plan")).getByRole("link", { name: "Plans and billing" })).toHaveAttribute(
      "href",
      "/dashboard/account/billing",
    );
    // The security section (password, e-mail, devices) sits between Preferences and Delete account.
    const security = await region("Security");
    expect(within(security).getByRole("heading", { name: "Security" })).toBeInTheDocument();
    const order = ["Preferences", "Security", "Delete account"].map((name) =>
      screen.getByRole("heading", { level: 2, name }),
    );
    expect(order[0]?.compareDocumentPosition(order[1] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(order[1]?.compareDocumentPosition(order[2] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("a profile without a time zone gets the browser's", async () => {
    const { api } = renderRoute("/dashboard/account", { me: buildProfile({ timeZone: null }) });
    await region("Profile");
    await waitFor(() =>
      expect(api.requests("PATCH", "/api/v1/me")[0]?.body).toEqual({
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
    );
  });

  it("saves only the filled fields and says so", async () => {
    const { api, user } = renderRoute("/dashboard/account", { me: buildProfile({ organization: null }) });
    const profile = await region("Profile");
    await user.type(within(profile).getByLabelText("School or organization"), "Lincoln Elementary");
    await user.selectOptions(within(profile).getByLabelText("Caseload size"), "11–20");
    await user.click(within(profile).getByRole("button", { name: "Save profile" }));
    expect(await within(profile).findByRole("status")).toHaveTextContent("Profile saved.");
    const [patch] = api.requests("PATCH", "/api/v1/me");
    expect(patch?.body).toMatchObject({
      organization: "Lincoln Elementary",
      studentCount: "11–20",
      firstName: "Dana",
    });
    expect(patch?.body).not.toHaveProperty("goals");
    expect(api.db.me?.organization).toBe("Lincoln Elementary");
  });

  it.each([
    ["409", (api: FakeApi) => api.fail("PATCH /api/v1/me", 409, "CONFLICT", "x"), messages.profile.conflict],
    [
      "403",
      (api: FakeApi) => api.fail("PATCH /api/v1/me", 403, "FORBIDDEN", "x"),
      messages.profile.forbidden,
    ],
    ["no connection", (api: FakeApi) => api.on("PATCH /api/v1/me", networkDown), messages.profile.network],
    ["500", (api: FakeApi) => api.fail("PATCH /api/v1/me", 500), messages.profile.failed],
  ])("a %s answer to a profile update shows the catalogue's message", async (_label, arrange, message) => {
    const { user } = renderAccountArranged(arrange);
    const profile = await region("Profile");
    await user.click(within(profile).getByRole("button", { name: "Save profile" }));
    expect(await within(profile).findByRole("alert")).toHaveTextContent(message);
  });

  it("sends the loaded values as `expected`; a field changed elsewhere is refused with the conflict message and a reload hint", async () => {
    const api = createFakeApi({ me: buildProfile({ role: "Case manager", organization: null }) });
    api.on("PATCH /api/v1/me", () =>
      apiError(409, "PROFILE_CONFLICT", messages.profile.conflict, {
        reason: "changed-elsewhere",
        fields: ["role"],
      }),
    );
    const { user } = renderApp("/dashboard/account");
    const profile = await region("Profile");
    const role = within(profile).getByLabelText(/^Role/);
    await user.clear(role);
    await user.type(role, "Resource teacher");
    await user.type(within(profile).getByLabelText("School or organization"), "Lincoln Elementary");
    await user.click(within(profile).getByRole("button", { name: "Save profile" }));
    expect(await within(profile).findByRole("alert")).toHaveTextContent(
      `${messages.profile.conflict} Your profile was changed in another window or on another device: reload the page to see the latest values.`,
    );
    const [patch] = api.requests("PATCH", "/api/v1/me");
    expect(patch?.body).toMatchObject({
      role: "Resource teacher",
      organization: "Lincoln Elementary",
      expected: { role: "Case manager", organization: null, firstName: "Dana" },
    });
  });

  it("uploads a picture, refuses a GIF before sending it, and removes the picture", async () => {
    const { api, user } = renderRoute("/dashboard/account");
    const profile = await region("Profile");
    const input = within(profile).getByLabelText("Upload a picture");
    // A file the chooser's filter would hide, picked anyway ("All files").
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(["gif"], "me.gif", { type: "image/gif" }));
    expect(await within(profile).findByRole("alert")).toHaveTextContent(
      "The picture must be a PNG, JPEG or WebP image.",
    );
    expect(api.requests("PUT", "/api/v1/me/picture")).toHaveLength(0);

    await user.upload(input, new File([new Uint8Array([0x89, 0x50])], "me.png", { type: "image/png" }));
    expect(await within(profile).findByRole("status")).toHaveTextContent("Picture updated.");
    expect(api.requests("PUT", "/api/v1/me/picture")).toHaveLength(1);
    expect(within(profile).getByRole("img", { name: "Dana Whitfield" })).toHaveAttribute(
      "src",
      expect.stringMatching(/^\/api\/v1\/me\/picture\?v=\d+$/),
    );

    await user.click(within(profile).getByRole("button", { name: "Remove picture" }));
    expect(await within(profile).findByText("Picture removed.")).toBeInTheDocument();
    expect(within(profile).queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows the default preferences and saves a change", async () => {
    const { api, user } = renderRoute("/dashboard/account");
    const prefs = await region("Preferences");
    const noteType = await within(prefs).findByLabelText(/^Default note type/);
    expect(noteType).toHaveValue("progress");
    expect(within(prefs).getByRole("checkbox", { name: /E-mail me reminders/ })).toBeChecked();
    const lead = within(prefs).getByLabelText(/^Days before to remind me/);
    expect(lead).toHaveValue(3);
    await user.selectOptions(noteType, "quarterly");
    await user.clear(lead);
    await user.type(lead, "7");
    await user.click(within(prefs).getByRole("checkbox", { name: /identity-first/ }));
    const staffView = within(prefs).getByRole("checkbox", {
      name: /Let support staff see my students' records/,
    });
    expect(staffView).not.toBeChecked();
    await user.click(staffView);
    await user.click(within(prefs).getByRole("button", { name: "Save preferences" }));
    expect(await within(prefs).findByText("Preferences saved.")).toBeInTheDocument();
    expect(api.db.preferences).toEqual({
      defaultNoteType: "quarterly",
      emailReminders: true,
      reminderLeadDays: 7,
      identityFirstDefault: true,
      staffMayViewStudents: true,
    });
  });
});

describe("deleting the account (requirements 'Account deletion')", () => {
  async function openDialog(user: ReturnType<typeof renderApp>["user"]) {
    await user.click(within(await region("Delete account")).getByRole("button", { name: "Delete account" }));
    return screen.findByRole("dialog", { name: "Delete your account?" });
  }

  it("a wrong password shows the permission message; the right one shows the preserved counts, then leaves", async () => {
    const { api, user, router } = renderRoute("/dashboard/account", {
      students: [buildStudent({ id: "s1" }), buildStudent({ id: "s2" })],
      notes: [buildNote({ id: "n1" })],
    });
    let dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Password/), "wrong");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "You do not have permission to delete this account. Check your password and try again.",
    );

    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), "correct-horse");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    dialog = await screen.findByRole("dialog", { name: "Your account was deleted" });
    expect(within(dialog).getByRole("status")).toHaveTextContent(
      "2 students and 1 note were preserved in the archive.",
    );
    expect(api.requests("DELETE", "/api/v1/me").at(-1)?.body).toEqual({ password: "correct-horse" });
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(here(router)).toBe("/signin"));
    expect(api.db.me).toBeNull();
  });

  it.each([
    [
      "409",
      (api: FakeApi) => api.on("DELETE /api/v1/me", () => apiError(409, "ACCOUNT_DEPENDENCIES", "x")),
      messages.account.dependencies,
    ],
    ["no connection", (api: FakeApi) => api.on("DELETE /api/v1/me", networkDown), messages.account.network],
    ["500", (api: FakeApi) => api.fail("DELETE /api/v1/me", 500), messages.account.failed],
    [
      "429 (too many wrong passwords)",
      (api: FakeApi) =>
        api.on("DELETE /api/v1/me", () =>
          apiError(
            429,
            "RATE_LIMITED",
            "Too many wrong passwords for this account. Please wait 15 minutes before trying again.",
          ),
        ),
      "Too many wrong passwords for this account. Please wait 15 minutes before trying again.",
    ],
  ])("a %s answer shows its deletion message", async (_label, arrange, message) => {
    const { user } = renderAccountArranged(arrange);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Password/), "correct-horse");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
  });
});
