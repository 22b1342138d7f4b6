/**
 * Plans and billing through the whole app (`fetch` faked at the boundary; requirements "Plans and
 * trial"): the billing page with and without Stripe settings, the public pricing page, sign-up with
 * the trial, and the payment confirmation that waits for the webhook.
 */
import { PaymentSuccess } from "@client/app/routes/account/payment-success-page";
import { createFakeApi, json } from "@client/testing/fake-api";
import {
  here,
  renderApp,
  renderRoute,
  renderWithFakeApi,
  resetBetweenTests,
} from "@client/testing/test-utils";
import { TRIAL_USED_MESSAGE } from "@shared/contracts/billing";
import { buildProfile } from "@shared/testing/data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { leaveFor } from "../../../features/billing/api/billing";

resetBetweenTests();

const heading = (name: string) => screen.findByRole("heading", { level: 1, name }, { timeout: 5000 });

describe("billing page", () => {
  it("without Stripe settings says who gives Pro, with no operator text, and offers no checkout", async () => {
    renderRoute("/dashboard/account/billing");
    await heading("Plans and billing");
    expect(screen.getByText("Pro is given by your school on this server")).toBeInTheDocument();
    expect(screen.getByText(/Your school's administrator can give you Pro\./)).toBeInTheDocument();
    const page = document.body.textContent ?? "";
    for (const operatorText of [/npm/, /STRIPE_/, /billing:grant-pro/, /server with/])
      expect(page).not.toMatch(operatorText);
    expect(screen.queryByRole("button", { name: "Upgrade to Pro" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Your plan" })).toHaveTextContent("Free: 10 notes a month.");
  });

  it("a teacher on Free at the note limit starts the 14-day trial from the limit screen", async () => {
    const { api, user } = renderRoute("/dashboard/generate", {
      me: buildProfile({ plan: { notesUsedThisMonth: 10, canGenerate: false } }),
    });
    await user.click(await screen.findByRole("link", { name: "Upgrade to Pro" }, { timeout: 5000 }));
    await heading("Plans and billing");
    await user.click(screen.getByRole("button", { name: "Start your 14-day free trial" }));
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Your plan" })).toHaveTextContent(/Pro trial: 14 days left/),
    );
    expect(api.requests("POST", "/api/v1/billing/trial")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Start your 14-day free trial" })).not.toBeInTheDocument();
    // No price for Pro without billing settings (Free's "$0" only).
    expect(screen.getByRole("region", { name: "Pro" })).toHaveTextContent("Monthly subscription");
    expect(document.body.textContent).not.toMatch(/\$\d+\.\d\d/);
  });

  it("with billing settings the limit screen and the billing page show Pro's price", async () => {
    const { user } = renderRoute("/dashboard/generate", {
      me: buildProfile({ plan: { notesUsedThisMonth: 10, canGenerate: false } }),
      billing: { configured: true, price: { amount: 900, currency: "usd", interval: "month" } },
    });
    await screen.findByText("Monthly note limit reached", {}, { timeout: 5000 });
    await waitFor(() => expect(document.body).toHaveTextContent("Upgrade to Pro ($9.00 a month)"));
    await user.click(screen.getByRole("link", { name: "Upgrade to Pro" }));
    await heading("Plans and billing");
    expect(screen.getByRole("region", { name: "Pro" })).toHaveTextContent("$9.00 a month");
    expect(screen.getByRole("button", { name: "Upgrade to Pro, $9.00 a month" })).toBeInTheDocument();
    expect(screen.queryByText("Pro is given by your school on this server")).not.toBeInTheDocument();
  });

  it("a teacher whose trial was used is not offered it again", async () => {
    renderRoute("/dashboard/account/billing", { billing: { trialUsed: true } });
    await heading("Plans and billing");
    expect(screen.queryByRole("button", { name: "Start your 14-day free trial" })).not.toBeInTheDocument();
  });

  it("a refused trial is shown in the server's words", async () => {
    const { api, user } = renderRoute("/dashboard/account/billing");
    await heading("Plans and billing");
    api.fail("POST /api/v1/billing/trial", 409, "TRIAL_NOT_AVAILABLE", TRIAL_USED_MESSAGE);
    await user.click(screen.getByRole("button", { name: "Start your 14-day free trial" }));
    expect(await screen.findByText(TRIAL_USED_MESSAGE)).toBeInTheDocument();
  });

  it("Upgrade opens the Checkout page the server answers", async () => {
    const open = vi.spyOn(leaveFor, "open").mockImplementation(() => {});
    const { api, user } = renderRoute("/dashboard/account/billing", { billing: { configured: true } });
    await heading("Plans and billing");
    await user.click(screen.getByRole("button", { name: "Upgrade to Pro" }));
    await waitFor(() => expect(open).toHaveBeenCalledWith("https://checkout.stripe.test/session"));
    expect(api.requests("POST", "/api/v1/billing/checkout")).toHaveLength(1);
  });

  it("a trial shows the days left", async () => {
    renderRoute("/dashboard/account/billing", {
      me: buildProfile({
        planType: "pro",
        plan: { state: "active_trial", daysRemaining: 5, noteLimit: null },
      }),
      billing: { configured: true, trialEndsAt: "2026-03-24T15:00:00.000Z" },
    });
    await heading("Plans and billing");
    expect(screen.getByRole("region", { name: "Your plan" })).toHaveTextContent(
      /^Your planPro trial: 5 days left \(ends March 2\d, 2026\)\. Unlimited notes until then\./,
    );
  });

  it("Pro with a billing account: Manage billing opens the portal; a cancellation says when Free returns", async () => {
    const open = vi.spyOn(leaveFor, "open").mockImplementation(() => {});
    const { user } = renderRoute("/dashboard/account/billing", {
      me: buildProfile({ planType: "pro", plan: { state: "pro", noteLimit: null } }),
      billing: {
        configured: true,
        hasBillingAccount: true,
        status: "active",
        cancelAtPeriodEnd: true,
        currentPeriodEnd: "2026-04-10T12:00:00.000Z",
      },
    });
    await heading("Plans and billing");
    const plan = screen.getByRole("region", { name: "Your plan" });
    expect(plan).toHaveTextContent(
      "Pro until April 10, 2026. Your subscription is cancelled and returns to Free then.",
    );
    expect(screen.queryByRole("button", { name: "Upgrade to Pro" })).not.toBeInTheDocument();
    await user.click(within(plan).getByRole("button", { name: "Manage billing" }));
    await waitFor(() => expect(open).toHaveBeenCalledWith("https://portal.stripe.test/session"));
  });

  it("the generate screen's Upgrade link at the note limit leads here", async () => {
    const { user, router } = renderRoute("/dashboard/generate", {
      me: buildProfile({ plan: { notesUsedThisMonth: 10, canGenerate: false } }),
    });
    await user.click(await screen.findByRole("link", { name: "Upgrade to Pro" }, { timeout: 5000 }));
    await heading("Plans and billing");
    expect(here(router)).toBe("/dashboard/account/billing");
  });
});

describe("pricing and the trial at sign-up", () => {
  it("/pricing compares Free and Pro and starts the trial from sign-up with the box ticked", async () => {
    const api = createFakeApi({ me: null });
    api.on("POST /api/auth/sign-up/email", () => json({ token: "t", user: { id: "u1" } }));
    const { user, router } = renderApp("/privacy");
    const footer = await screen.findByRole("navigation", { name: "Footer" }, { timeout: 5000 });
    await user.click(within(footer).getByRole("link", { name: "Pricing" }));
    await heading("Pricing");
    expect(screen.getByRole("region", { name: "Free" })).toHaveTextContent("10 progress notes a month");
    expect(screen.getByRole("region", { name: "Pro" })).toHaveTextContent("Unlimited progress notes");
    await user.click(screen.getByRole("link", { name: "Start a 14-day free trial" }));
    await heading("Create your account");
    expect(here(router)).toBe("/signup?plan=pro");
    const trial = screen.getByRole("checkbox", { name: /Start a 14-day free trial/ });
    expect(trial).toBeChecked();
    await user.type(screen.getByLabelText(/Your name/), "Dana Whitfield");
    await user.type(screen.getByLabelText(/Email/), "dana@school.test");
    await user.type(screen.getByLabelText(/^Password/), "secret1");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(api.requests("POST", "/api/auth/sign-up/email")).toHaveLength(1));
    expect(api.requests("POST", "/api/auth/sign-up/email")[0]?.body).toEqual({
      name: "Dana Whitfield",
      email: "dana@school.test",
      password: "secret1",
      plan: "pro",
    });
  });

  it("/signup without the trial box sends no plan", async () => {
    const api = createFakeApi({ me: null });
    api.on("POST /api/auth/sign-up/email", () => json({ token: "t", user: { id: "u1" } }));
    const { user } = renderApp("/signup");
    await heading("Create your account");
    expect(screen.getByRole("checkbox", { name: /Start a 14-day free trial/ })).not.toBeChecked();
    await user.type(screen.getByLabelText(/Your name/), "Dana Whitfield");
    await user.type(screen.getByLabelText(/Email/), "dana@school.test");
    await user.type(screen.getByLabelText(/^Password/), "secret1");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(api.requests("POST", "/api/auth/sign-up/email")).toHaveLength(1));
    expect(api.requests("POST", "/api/auth/sign-up/email")[0]?.body).not.toHaveProperty("plan");
  });
});

describe("payment confirmation", () => {
  it("asks for the plan until the webhook has landed, then says Pro is on", async () => {
    const { api } = renderWithFakeApi(
      <PaymentSuccess pollMs={20} lateAfterMs={60_000} />,
      "/payment-success",
    );
    expect(await screen.findByText("Confirming your payment…")).toBeInTheDocument();
    await waitFor(() => expect(api.requests("GET", "/api/v1/me").length).toBeGreaterThanOrEqual(2));
    api.db.me = buildProfile({ planType: "pro", plan: { state: "pro", noteLimit: null } });
    expect(await screen.findByText("You are on Pro")).toBeInTheDocument();
    const calls = api.requests("GET", "/api/v1/me").length;
    await new Promise((r) => setTimeout(r, 100));
    expect(api.requests("GET", "/api/v1/me").length).toBe(calls);
  });

  it("says clearly when the confirmation is late, and keeps asking", async () => {
    const { api } = renderWithFakeApi(<PaymentSuccess pollMs={20} lateAfterMs={80} />, "/payment-success");
    expect(await screen.findByText("Your payment is still being confirmed")).toBeInTheDocument();
    expect(screen.getByText(/Pro turns on by itself when the confirmation arrives/)).toBeInTheDocument();
    const calls = api.requests("GET", "/api/v1/me").length;
    await waitFor(() => expect(api.requests("GET", "/api/v1/me").length).toBeGreaterThan(calls));
  });
});
