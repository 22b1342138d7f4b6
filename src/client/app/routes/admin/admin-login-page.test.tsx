/**
 * The admin sign-in steps against the fake API (requirements "Admin area"): signed out → e-mail and
 * password; the one-time password → a new password; then TOTP enrolment with the key shown; a
 * returning admin is asked for the code only. A wrong code is said in words (the move on to the
 * remembered page is in e2e/admin.spec.ts).
 */
import { Component as AdminLoginPage } from "@client/app/routes/admin/admin-login-page";
import { apiError, createFakeApi, json } from "@client/testing/fake-api";
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import type { AdminSessionInfo, AdminStage } from "@shared/contracts/admin";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 });
resetBetweenTests();

const info = (stage: AdminStage): AdminSessionInfo => ({
  email: "staff@iep.test",
  stage,
  expiresAt: "2026-11-24T10:00:00.000Z",
});

describe("admin sign-in steps", () => {
  it("goes from the one-time password to a new password to TOTP enrolment", async () => {
    const api = createFakeApi({ me: null })
      .on("GET /api/admin/auth/session", () => apiError(401, "UNAUTHENTICATED", "Sign in to the admin area."))
      .on("POST /api/admin/auth/sign-in", () => json(info("change_password")))
      .on("POST /api/admin/auth/password", () => json(info("enrol_totp")))
      .on("POST /api/admin/auth/totp/setup", () =>
        json({ secret: "JBSWY3DPEHPK3PXP", uri: "otpauth://totp/x" }),
      )
      .on("POST /api/admin/auth/totp/verify", () =>
        apiError(401, "INVALID_TOTP", "That code is not correct. Enter the current code."),
      );
    const { user } = renderWithProviders(<AdminLoginPage />, "/admin/login");

    expect(await screen.findByRole("heading", { name: "Admin sign-in" })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), "staff@iep.test");
    await user.type(screen.getByLabelText(/^Password/), "abcd-efgh-ijkl-mnop");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(api.requests("POST", "/api/admin/auth/sign-in")[0]?.body).toEqual({
      email: "staff@iep.test",
      password: "abcd-efgh-ijkl-mnop",
    });

    // The one-time password was typed at sign-in: it is not asked again, and is sent as the current one.
    expect(await screen.findByRole("heading", { name: "Choose your password" })).toBeInTheDocument();
    expect(screen.queryByLabelText(/One-time password/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/New password/), "a-long-new-password");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    expect(api.requests("POST", "/api/admin/auth/password")[0]?.body).toEqual({
      current: "abcd-efgh-ijkl-mnop",
      next: "a-long-new-password",
    });

    // The key as a QR code drawn in the browser (no request for it) and as labelled text.
    expect(await screen.findByRole("heading", { name: "Set up two-step sign-in" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show my setup key" }));
    expect(await screen.findByText("JBSWY3DPEHPK3PXP")).toBeInTheDocument();
    expect(screen.getByText("Setup key").tagName).toBe("DT");
    const qr = await screen.findByRole("img", { name: /QR code of your setup key/ });
    const svg = decodeURIComponent(
      qr.getAttribute("src")?.replace(/^data:image\/svg\+xml;charset=utf-8,/, "") ?? "",
    );
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 (\d+) \1"/);
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;/); // nothing fetched from another site
    await user.type(screen.getByLabelText(/Code/), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not correct.");
  });

  it("asks for the one-time password when the page was reloaded after sign-in", async () => {
    createFakeApi({ me: null }).on("GET /api/admin/auth/session", () => json(info("change_password")));
    renderWithProviders(<AdminLoginPage />, "/admin/login");
    expect(await screen.findByRole("heading", { name: "Choose your password" })).toBeInTheDocument();
    expect(screen.getByLabelText(/One-time password/)).toBeInTheDocument();
  });

  it("asks a returning admin for the current code only", async () => {
    createFakeApi({ me: null }).on("GET /api/admin/auth/session", () => json(info("verify_totp")));
    renderWithProviders(<AdminLoginPage />, "/admin/login");
    expect(await screen.findByRole("heading", { name: "Enter your code" })).toBeInTheDocument();
    expect(screen.queryByText(/setup key/)).not.toBeInTheDocument();
  });
});
