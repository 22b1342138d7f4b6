/**
 * The Security part of account settings (requirements "Sessions and sign-out", "Sign-up and sign-in"):
 * change password, change e-mail, signed-in devices; plus the teacher-area confirmation banner
 * (decision 011). `fetch` mocked at the network boundary.
 */

import { apiError, createFakeApi, json } from "@client/testing/fake-api";
import { renderWithFakeApi, renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import type { DeviceSession } from "@shared/contracts/sessions";
import { passwordMessages } from "@shared/domain/password-rules";
import { buildProfile } from "@shared/testing/data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AccountSecuritySection } from "./account-security-section";
import { describeDevice } from "./device-list";
import { EmailConfirmationBanner } from "./email-confirmation-banner";

resetBetweenTests();

const device = (over: Partial<DeviceSession>): DeviceSession => ({
  id: "s1",
  userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15",
  ipAddress: "203.0.113.7",
  signedInAt: "2026-11-20T14:00:00.000Z",
  lastActiveAt: "2026-11-23T09:30:00.000Z",
  expiresAt: "2026-11-23T11:30:00.000Z",
  current: false,
  ...over,
});

function securityApi(devices: DeviceSession[]) {
  let list = devices;
  const api = createFakeApi({
    routes: {
      "GET /api/v1/sessions": () => json(list),
      "POST /api/v1/sessions/revoke-others": () => {
        const revoked = list.filter((d) => !d.current).length;
        list = list.filter((d) => d.current);
        return json({ revoked });
      },
    },
  });
  return api;
}

describe("change password", () => {
  it("sends the current and the new password with revokeOtherSessions and says other devices were signed out", async () => {
    const api = securityApi([device({ id: "me", current: true })]).on(
      "POST /api/auth/change-password",
      json({ token: null }),
    );
    const { user } = renderWithProviders(<AccountSecuritySection />);
    await user.type(await screen.findByLabelText(/^Current password/), "lantern-bay-9");
    await user.type(screen.getByLabelText(/^New password \*/), "harbor-gale-31");
    await user.type(screen.getByLabelText(/^New password again/), "harbor-gale-31");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(
      await screen.findByText("Your password was changed. Every other device was signed out."),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === "/api/auth/change-password")?.body).toEqual({
      currentPassword: "lantern-bay-9",
      newPassword: "harbor-gale-31",
      revokeOtherSessions: true,
    });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue("");
  });

  it("shows the server's reason for a refused password", async () => {
    securityApi([]).on(
      "POST /api/auth/change-password",
      apiError(400, "WEAK_PASSWORD", passwordMessages.common),
    );
    const { user } = renderWithProviders(<AccountSecuritySection />);
    await user.type(await screen.findByLabelText(/^Current password/), "lantern-bay-9");
    await user.type(screen.getByLabelText(/^New password \*/), "iloveyou");
    await user.type(screen.getByLabelText(/^New password again/), "iloveyou");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(passwordMessages.common);
  });

  it("needs the current password and an all-space password is refused before the server", async () => {
    const api = securityApi([]);
    const { user } = renderWithProviders(<AccountSecuritySection />);
    await user.type(await screen.findByLabelText(/^New password \*/), "        ");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Enter your current password.")).toBeInTheDocument();
    expect(screen.getByText(passwordMessages.onlySpaces)).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === "/api/auth/change-password")).toBe(false);
  });
});

describe("change e-mail", () => {
  it("sends the new address with the callback and says to check the new inbox", async () => {
    const api = securityApi([]).on("POST /api/auth/change-email", json({ status: true }));
    const { user } = renderWithProviders(<AccountSecuritySection />);
    await user.type(await screen.findByLabelText(/^New email address/), "dana.new@school.test");
    await user.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByText(/We sent a link to dana.new@school.test/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === "/api/auth/change-email")?.body).toEqual({
      newEmail: "dana.new@school.test",
      callbackURL: "/auth/callback",
    });
  });
});

describe("signed-in devices", () => {
  it("lists devices, marks this one, and signs out everywhere else", async () => {
    securityApi([
      device({
        id: "me",
        current: true,
        userAgent: "Mozilla/5.0 (Windows NT 10.0) Chrome/140.0 Safari/537.36",
      }),
      device({
        id: "phone",
        userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Version/18.0 Mobile Safari/604.1",
      }),
    ]);
    const { user } = renderWithProviders(<AccountSecuritySection />);
    const list = await screen.findByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByText("This device")).toBeInTheDocument();
    // Only the other device has its own "Sign out" button, named after it.
    expect(
      within(list)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Sign out Safari on iOS"]);
    expect(within(list).getByText("Chrome on Windows")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign out everywhere else" }));
    expect(await screen.findByText("1 other device was signed out.")).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(1));
    expect(screen.getByRole("button", { name: "Sign out everywhere else" })).toBeDisabled();
  });

  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 Edg/140.0",
      "Edge on Windows",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0", "Firefox on Linux"],
    [
      "Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    ["", "Unknown device"],
    ["curl/8.5.0", "curl/8.5.0"],
  ])("names %s as %s", (ua, name) => {
    expect(describeDevice(ua)).toBe(name);
  });
});

describe("confirmation banner", () => {
  const signedUp = "2026-11-20T12:00:00.000Z";
  // The banner reads the profile the teacher area's guard loaded (GET /api/v1/me).
  const me = (emailVerified: boolean) => buildProfile({ emailVerified, createdAt: signedUp });

  it("counts the days left of the grace period and resends the link", async () => {
    const { api, user } = renderWithFakeApi(
      <EmailConfirmationBanner now={new Date("2026-11-23T12:00:00.000Z")} />,
      "/",
      {
        me: me(false),
        routes: { "POST /api/auth/send-verification-email": json({ status: true }) },
      },
    );
    expect(await screen.findByText("Please confirm your email address")).toBeInTheDocument();
    expect(screen.getByText(/4 days left to open it/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText("A new link is on its way.")).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === "/api/auth/send-verification-email")?.body).toEqual({
      email: "dana@school.test",
      callbackURL: "/auth/callback",
    });
  });

  it("after 7 days says drafting notes waits for the confirmation", async () => {
    renderWithFakeApi(<EmailConfirmationBanner now={new Date("2026-11-27T12:00:01.000Z")} />, "/", {
      me: me(false),
    });
    expect(await screen.findByText("Confirm your email to draft notes")).toBeInTheDocument();
  });

  it("shows nothing once the address is confirmed", async () => {
    const { api, container } = renderWithFakeApi(
      <EmailConfirmationBanner now={new Date("2026-12-30T12:00:00.000Z")} />,
      "/",
      { me: me(true) },
    );
    await waitFor(() => expect(api.calls.some((c) => c.path === "/api/v1/me")).toBe(true));
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
});
