/**
 * Password recovery and e-mail confirmation screens through the whole app (requirements "Sign-up and
 * sign-in", "Screens and routes"; decision 011), with `fetch` mocked at the network boundary.
 */

import { RESET_REQUESTED_MESSAGE } from "@client/features/auth/api/password-recovery";
import { apiError, createFakeApi, json } from "@client/testing/fake-api";
import { here, renderApp, renderRoute, resetBetweenTests } from "@client/testing/test-utils";
import { messages } from "@shared/domain/error-messages";
import { passwordMessages } from "@shared/domain/password-rules";
import { buildProfile } from "@shared/testing/data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

resetBetweenTests();

describe("forgot password", () => {
  it("sign-in links to it; it sends the address and shows one message whatever the answer", async () => {
    const { calls, user, router } = renderRoute("/signin", {
      me: null,
      routes: { "POST /api/auth/request-password-reset": json({ status: true, message: "server text" }) },
    });
    await user.click(await screen.findByRole("link", { name: "Forgot password?" }));
    expect(here(router)).toBe("/forgot-password");
    await user.type(await screen.findByLabelText(/Email/), " dana@school.test ");
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(RESET_REQUESTED_MESSAGE);
    expect(calls.find((c) => c.path === "/api/auth/request-password-reset")?.body).toEqual({
      email: "dana@school.test",
      redirectTo: "/reset-password",
    });
  });

  it("asks for a valid address before calling the server", async () => {
    const { calls, user } = renderRoute("/forgot-password", { me: null });
    await user.type(await screen.findByLabelText(/Email/), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(calls.some((c) => c.path === "/api/auth/request-password-reset")).toBe(false);
  });
});

describe("reset password", () => {
  it.each([
    ["only spaces", "       ", "       ", passwordMessages.onlySpaces],
    ["too short", "ab1", "ab1", passwordMessages.tooShort],
    ["two different passwords", "harbor-gale-31", "harbor-gale-32", "The two passwords do not match."],
  ])("refuses %s before calling the server", async (_l, password, again, message) => {
    const { calls, user } = renderRoute("/reset-password?token=tok123", { me: null });
    await user.type(await screen.findByLabelText(/^New password \*/), password);
    await user.type(screen.getByLabelText(/^New password again/), again);
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.some((c) => c.path === "/api/auth/reset-password")).toBe(false);
  });

  it("shows the server's reason (a common password) and keeps the teacher on the screen", async () => {
    const { user, router } = renderRoute("/reset-password?token=tok123", {
      me: null,
      routes: { "POST /api/auth/reset-password": apiError(400, "WEAK_PASSWORD", passwordMessages.common) },
    });
    await user.type(await screen.findByLabelText(/^New password \*/), "password1");
    await user.type(screen.getByLabelText(/^New password again/), "password1");
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(passwordMessages.common);
    expect(here(router)).toBe("/reset-password?token=tok123");
  });

  it("sets the new password with the link's token, then the signed-in teacher goes to the dashboard", async () => {
    const api = createFakeApi({ me: null });
    api.on("POST /api/auth/reset-password", () => {
      api.db.me = buildProfile();
      return json({ status: true });
    });
    const { user, router } = renderApp("/reset-password?token=tok123");
    await user.type(await screen.findByLabelText(/^New password \*/), "harbor-gale-31");
    await user.type(screen.getByLabelText(/^New password again/), "harbor-gale-31");
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    await waitFor(() => expect(here(router)).toBe("/dashboard"));
    expect(api.calls.find((c) => c.path === "/api/auth/reset-password")?.body).toEqual({
      token: "tok123",
      newPassword: "harbor-gale-31",
    });
  });

  it.each(["/reset-password?error=INVALID_TOKEN", "/reset-password"])(
    "%s explains and offers a new link",
    async (entry) => {
      const { user, router } = renderRoute(entry, { me: null });
      expect(
        await screen.findByRole("heading", { level: 1, name: "This link does not work" }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole("link", { name: "Ask for a new link" }));
      expect(here(router)).toBe("/forgot-password");
    },
  );
});

describe("confirmation link landing (/auth/callback)", () => {
  it.each([
    ["confirmed", "Email confirmed"],
    ["already-confirmed", "Already confirmed"],
    ["email-changed", "Email address changed"],
  ])("status=%s says %s and continues to the dashboard when signed in", async (status, title) => {
    const { user, router } = renderRoute(`/auth/callback?status=${status}`);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Continue" }));
    await waitFor(() => expect(here(router)).toBe("/dashboard"));
  });

  it("signed out, a confirmed link offers sign-in", async () => {
    renderRoute("/auth/callback?status=confirmed", { me: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Email confirmed" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/signin",
    );
  });

  it("an expired link, signed in: explains and sends a new link to the teacher's address", async () => {
    const profile = buildProfile();
    const { calls, user } = renderRoute("/auth/callback?status=confirmed&error=TOKEN_EXPIRED", {
      me: profile,
      routes: { "POST /api/auth/send-verification-email": json({ status: true }) },
    });
    expect(await screen.findByText("The link has expired. Please ask for a new one.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText(`A new link is on its way to ${profile.email}.`)).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/api/auth/send-verification-email")?.body).toEqual({
      email: profile.email,
      callbackURL: "/auth/callback",
    });
  });

  it.each([
    ["ACCOUNT_SUSPENDED", messages.login.suspended],
    ["EMAIL_BLACKLISTED", messages.emailChange.blacklisted],
  ])("a link the server refused with %s says why", async (code, text) => {
    renderRoute(`/auth/callback?error=${code}`, { me: null });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Send the link again" })).toBeNull();
  });

  it("an expired link, signed out: 'Send the link again' opens the check-your-inbox screen, which resends", async () => {
    const { calls, user, router } = renderRoute("/auth/callback?error=TOKEN_EXPIRED", {
      me: null,
      routes: { "POST /api/auth/send-verification-email": json({ status: true }) },
    });
    await user.click(await screen.findByRole("link", { name: "Send the link again" }));
    expect(here(router)).toBe("/email-confirmation");
    await user.type(await screen.findByLabelText(/Email/), "dana@school.test");
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText("Link sent")).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/api/auth/send-verification-email")).toHaveLength(1);
  });
});
