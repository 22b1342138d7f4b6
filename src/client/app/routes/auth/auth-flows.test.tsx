/**
 * Sign-in, sign-up and sign-out through the whole app (requirements "Navigation behaviour",
 * "Sign-up and sign-in", "Error catalogue", "Sessions and sign-out": sign-out clears the cached
 * students, cached notes and the user), with `fetch`
 * mocked at the network boundary.
 */

import { STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { apiRequest } from "@client/lib/api-client";
import { ME_QUERY_KEY } from "@client/lib/auth/query-keys";
import { apiError, createFakeApi, json } from "@client/testing/fake-api";
import { here, renderApp, renderRoute, resetBetweenTests } from "@client/testing/test-utils";
import { messages } from "@shared/domain/error-messages";
import { buildProfile, TEST_USER_ID } from "@shared/testing/data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

resetBetweenTests();

/** Signed out until sign-in or sign-up succeeds; from then on /api/v1/me answers `profile`. */
function signInApi(profile = buildProfile()) {
  const api = createFakeApi({ me: null });
  const signIn = () => {
    api.db.me = profile;
    return json({ token: "t", user: { id: profile.id } });
  };
  return api.on("POST /api/auth/sign-in/email", signIn).on("POST /api/auth/sign-up/email", signIn);
}

describe("sign-in (requirements 'Sign-up and sign-in': an email and a password; 'Error catalogue')", () => {
  it("asks for both fields and sends nothing while one is missing", async () => {
    const { calls, user } = renderRoute("/signin", { me: null });
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter your email address.")).toBeInTheDocument();
    expect(screen.getByText("Enter your password.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((c) => c.path === "/api/auth/sign-in/email")).toBe(false);
  });

  it("shows the service's message and keeps what the teacher typed", async () => {
    const { user, router } = renderRoute("/signin", {
      me: null,
      routes: {
        "POST /api/auth/sign-in/email": apiError(
          401,
          "INVALID_EMAIL_OR_PASSWORD",
          "Invalid email or password",
        ),
      },
    });
    await user.type(await screen.findByLabelText(/Email/), "dana@school.test");
    await user.type(screen.getByLabelText(/^Password/), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Invalid email or password");
    expect(screen.getByLabelText(/Email/)).toHaveValue("dana@school.test");
    expect(here(router)).toBe("/signin");
  });

  it("says 'Login failed. Please try again.' when the server fails", async () => {
    const { user } = renderRoute("/signin", {
      me: null,
      routes: { "POST /api/auth/sign-in/email": { status: 500, body: undefined } },
    });
    await user.type(await screen.findByLabelText(/Email/), "dana@school.test");
    await user.type(screen.getByLabelText(/^Password/), "secret1");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.login.failed);
  });

  it("signs in and returns to the remembered origin (requirements 'Navigation behaviour')", async () => {
    const { calls } = signInApi();
    const { user, router } = renderApp("/dashboard/meetings");
    await waitFor(() => expect(here(router)).toBe("/signin?redirectTo=%2Fdashboard%2Fmeetings"));
    await user.type(await screen.findByLabelText(/Email/), "  dana@school.test ");
    await user.type(screen.getByLabelText(/^Password/), "secret1");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Meetings" })).toBeInTheDocument();
    expect(here(router)).toBe("/dashboard/meetings");
    expect(calls.find((c) => c.path === "/api/auth/sign-in/email")?.body).toEqual({
      email: "dana@school.test",
      password: "secret1",
    });
  });

  it("explains an idle sign-out (requirements 'Sessions and sign-out')", async () => {
    renderRoute({ pathname: "/signin", state: { reason: "idle" } }, { me: null });
    expect(await screen.findByText(/signed out after 2 hours without activity/)).toBeInTheDocument();
  });
});

describe("sign-up (requirements 'Sign-up and sign-in': a password of at least 6 characters; 'Error catalogue')", () => {
  it("refuses a 5-character password with the spec's message, before calling the server", async () => {
    const { calls, user } = renderRoute("/signup", { me: null });
    await user.type(await screen.findByLabelText(/Your name/), "Dana Whitfield");
    await user.type(screen.getByLabelText(/Email/), "dana@school.test");
    await user.type(screen.getByLabelText(/^Password/), "12345");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText(messages.signup.passwordTooShort)).toBeInTheDocument();
    expect(calls.some((c) => c.path === "/api/auth/sign-up/email")).toBe(false);
  });

  it.each([
    ["not-an-email", messages.signup.invalidEmail],
    ["", "Enter your email address."],
  ])("refuses the email %j with %j", async (email, message) => {
    const { user } = renderRoute("/signup", { me: null });
    await user.type(await screen.findByLabelText(/Your name/), "Dana");
    if (email) await user.type(screen.getByLabelText(/Email/), email);
    await user.type(screen.getByLabelText(/^Password/), "secret1");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("shows the server's message (requirements 'Error catalogue') for a taken email, with a way to sign in", async () => {
    const { user } = renderRoute("/signup", {
      me: null,
      routes: {
        "POST /api/auth/sign-up/email": apiError(422, "USER_ALREADY_EXISTS", messages.signup.emailExists),
      },
    });
    await user.type(await screen.findByLabelText(/Your name/), "Dana Whitfield");
    await user.type(screen.getByLabelText(/Email/), "dana@school.test");
    await user.type(screen.getByLabelText(/^Password/), "secret1");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(messages.signup.emailExists);
    expect(within(alert).getByRole("link", { name: "Sign in instead" })).toHaveAttribute("href", "/signin");
    expect(screen.getByLabelText(/Your name/)).toHaveValue("Dana Whitfield");
  });

  it("an invitation link (requirements 'IEP teams', 'Invitations') fills in the invited address and says where the invitation waits", async () => {
    renderRoute("/signup?invitation=11111111-1111-4111-8111-111111111111&email=sam%40school.test", {
      me: null,
    });
    expect(await screen.findByLabelText(/Email/)).toHaveValue("sam@school.test");
    expect(
      screen.getByText(/confirm it from the mail we send you; the invitation then waits on your dashboard/),
    ).toBeInTheDocument();
  });

  it("creates the account and goes to onboarding", async () => {
    const { calls } = signInApi(
      buildProfile({ onboardingCompleted: false, firstName: null, lastName: null }),
    );
    const { user, router } = renderApp("/signup");
    await user.type(await screen.findByLabelText(/Your name/), "Dana Whitfield");
    await user.type(screen.getByLabelText(/Email/), "dana@school.test");
    await user.type(screen.getByLabelText(/^Password/), "secret1");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome to IEP Workspace" }),
    ).toBeInTheDocument();
    expect(here(router)).toBe("/onboarding");
    expect(calls.find((c) => c.path === "/api/auth/sign-up/email")?.body).toEqual({
      name: "Dana Whitfield",
      email: "dana@school.test",
      password: "secret1",
    });
    // The account name fills the first step (requirements "Onboarding": name = first + last).
    expect(screen.getByLabelText(/First name/)).toHaveValue("Dana");
    expect(screen.getByLabelText(/Last name/)).toHaveValue("Whitfield");
  });
});

describe("sign-out (requirements 'Sessions and sign-out': clears the cached students, cached notes and the user)", () => {
  it("ends the session, forgets this teacher's browser data only, and shows sign-in", async () => {
    localStorage.setItem(`iep:${TEST_USER_ID}:cache_students`, "[]");
    localStorage.setItem(`iep:${TEST_USER_ID}:cache_notes`, "[]");
    localStorage.setItem("iep:someone-else:cache_notes", "[]");
    const { calls, user, router, queryClient } = renderRoute("/dashboard");
    await screen.findByRole("heading", { level: 1, name: /Dana$/ });
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(here(router)).toBe("/signin");
    expect(calls.find((c) => c.path === "/api/auth/sign-out")).toMatchObject({ method: "POST", body: {} });
    expect(localStorage.getItem(`iep:${TEST_USER_ID}:cache_students`)).toBeNull();
    expect(localStorage.getItem(`iep:${TEST_USER_ID}:cache_notes`)).toBeNull();
    expect(localStorage.getItem("iep:someone-else:cache_notes")).toBe("[]");
    expect(queryClient.getQueryData(STUDENTS_QUERY_KEY)).toBeUndefined();
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
  });

  it("keeps the teacher signed in, and says so, when the server cannot be reached", async () => {
    localStorage.setItem(`iep:${TEST_USER_ID}:cache_notes`, "[]");
    const { user, router } = renderRoute("/dashboard", {
      me: buildProfile(),
      routes: { "POST /api/auth/sign-out": { status: 503, body: undefined } },
    });
    await screen.findByRole("heading", { level: 1, name: /Dana$/ });
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText(/You are still signed in/)).toBeInTheDocument();
    expect(here(router)).toBe("/dashboard");
    expect(localStorage.getItem(`iep:${TEST_USER_ID}:cache_notes`)).toBe("[]");
  });

  it("treats a 401 from any API call as the end of the session (requirements 'Sessions and sign-out': invalid session)", async () => {
    localStorage.setItem(`iep:${TEST_USER_ID}:cache_notes`, "[]");
    createFakeApi({
      me: buildProfile(),
      routes: {
        "GET /api/v1/students": apiError(401, "UNAUTHENTICATED", messages.notes.notAuthenticated),
      },
    }).calls;
    const { router } = renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(here(router)).toBe("/signin?redirectTo=%2Fdashboard");
    expect(screen.getByText("Your session has ended")).toBeInTheDocument();
    expect(localStorage.getItem(`iep:${TEST_USER_ID}:cache_notes`)).toBeNull();
  });

  it.each([
    ["POST", "/api/v1/students", messages.students.mustLogInToAdd],
    ["PATCH", "/api/v1/students/s1", messages.students.mustLogInToUpdate],
    ["DELETE", "/api/v1/students/s1", messages.students.mustLogInToDelete],
    ["POST", "/api/v1/notes/generate", messages.notes.mustLogInToGenerate],
    ["PATCH", "/api/v1/notes/n1", messages.notes.mustLogInToUpdate],
    ["DELETE", "/api/v1/notes/n1", messages.notes.mustLogInToDelete],
  ] as const)(
    "a %s %s whose session ended signs out and sign-in says: %s (requirements 'Error catalogue')",
    async (method, url, message) => {
      const { db, queryClient, router } = renderRoute("/dashboard", { me: buildProfile() });
      await screen.findByRole("heading", { level: 1, name: /Dana$/ });
      db.me = null; // the session ended on the server
      const change = queryClient.getMutationCache().build(queryClient, {
        mutationFn: () => apiRequest(url, { method, body: method === "DELETE" ? undefined : {} }),
      });
      await expect(change.execute(undefined)).rejects.toMatchObject({ status: 401, message });
      expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
      expect(here(router)).toBe("/signin?redirectTo=%2Fdashboard");
      expect(screen.getByText("Your session has ended")).toBeInTheDocument();
      expect(screen.getByText(`${message}.`)).toBeInTheDocument();
    },
  );

  it.each([
    ["an API call of a signed-in teacher", "GET /api/v1/students"],
    ["the first profile check of a page load", "GET /api/v1/me"],
  ])(
    "a 401 ACCOUNT_SUSPENDED from %s signs out and sign-in says the account is suspended (requirements 'Admin area')",
    async (_when, route) => {
      createFakeApi({
        me: buildProfile(),
        routes: { [route]: apiError(401, "ACCOUNT_SUSPENDED", messages.login.suspended) },
      });
      const { router } = renderApp("/dashboard");
      expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
      expect(here(router)).toBe("/signin?redirectTo=%2Fdashboard");
      expect(await screen.findByText("Your account is suspended")).toBeInTheDocument();
      expect(screen.getByText(messages.login.suspended)).toBeInTheDocument();
    },
  );
});

describe("inactivity auto-logout (requirements 'Sessions and sign-out': 2 hours)", () => {
  it("signs out a teacher whose last activity on this device is over 2 hours old, remembering the page", async () => {
    localStorage.setItem(
      `iep:${TEST_USER_ID}:last-activity`,
      JSON.stringify(Date.now() - 2 * 60 * 60 * 1000 - 1),
    );
    localStorage.setItem(`iep:${TEST_USER_ID}:cache_students`, "[]");
    const { calls, router } = renderRoute("/dashboard/meetings");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(here(router)).toBe("/signin?redirectTo=%2Fdashboard%2Fmeetings");
    expect(screen.getByText(/signed out after 2 hours without activity/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/auth/sign-out")).toBe(true);
    expect(localStorage.getItem(`iep:${TEST_USER_ID}:cache_students`)).toBeNull();
  });

  it("keeps a teacher whose last activity is recent signed in", async () => {
    localStorage.setItem(`iep:${TEST_USER_ID}:last-activity`, JSON.stringify(Date.now() - 60 * 60 * 1000));
    const { calls, router } = renderRoute("/dashboard/meetings");
    expect(await screen.findByRole("heading", { level: 1, name: "Meetings" })).toBeInTheDocument();
    expect(here(router)).toBe("/dashboard/meetings");
    expect(calls.some((c) => c.path === "/api/auth/sign-out")).toBe(false);
  });
});
