/**
 * Route guards, exactly as requirements "Navigation behaviour" words them, through the real route table with `fetch` mocked at
 * the network boundary:
 * - "A signed-out user goes to /signin and the origin is remembered."
 * - "Without onboarding the user is redirected to /onboarding."
 * - "/onboarding: needs sign-in but not completed onboarding."
 * - "A signed-in user who opens one of these [signed-out-only pages] is sent to the page they came
 *   from, otherwise to /dashboard."
 * - "A loading spinner shows while authentication is initialising."
 */

import { type FakeReply, json } from "@client/testing/fake-api";
import { here, renderRoute, resetBetweenTests } from "@client/testing/test-utils";
import { buildProfile } from "@shared/testing/data-generators";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

resetBetweenTests();

describe("the teacher area sends a signed-out user to /signin, remembering the origin (requirements 'Navigation behaviour')", () => {
  it.each([
    ["/dashboard", "/signin?redirectTo=%2Fdashboard"],
    ["/dashboard/students", "/signin?redirectTo=%2Fdashboard%2Fstudents"],
    ["/dashboard/history", "/signin?redirectTo=%2Fdashboard%2Fhistory"],
    ["/generate-note?studentId=abc", "/signin?redirectTo=%2Fgenerate-note%3FstudentId%3Dabc"],
    ["/dashboard/meetings", "/signin?redirectTo=%2Fdashboard%2Fmeetings"],
    // An unknown path inside the teacher area: the guard comes before the not-found page.
    ["/dashboard/no-such-page", "/signin?redirectTo=%2Fdashboard%2Fno-such-page"],
    ["/onboarding", "/signin?redirectTo=%2Fonboarding"],
  ])("%s → %s", async (from, to) => {
    const { router } = renderRoute(from, { me: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(here(router)).toBe(to);
  });
});

describe("a signed-in user without onboarding goes to /onboarding (requirements 'Navigation behaviour')", () => {
  it.each([
    ["/dashboard", "/onboarding"],
    ["/dashboard/students", "/onboarding?redirectTo=%2Fdashboard%2Fstudents"],
    ["/note-history", "/onboarding?redirectTo=%2Fnote-history"],
    // A signed-out-only page sends the teacher on to /dashboard, whose guard asks for onboarding.
    ["/signin", "/onboarding"],
  ])("%s → %s", async (from, to) => {
    const { router } = renderRoute(from, { me: buildProfile({ onboardingCompleted: false }) });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome to IEP Workspace" }),
    ).toBeInTheDocument();
    expect(here(router)).toBe(to);
  });

  it("and an onboarded user who opens /onboarding goes to /dashboard", async () => {
    const { router } = renderRoute("/onboarding");
    expect(await screen.findByRole("heading", { level: 1, name: /Dana$/ })).toBeInTheDocument();
    expect(here(router)).toBe("/dashboard");
  });
});

describe("signed-out-only pages send a signed-in user to where they came from, else /dashboard (requirements 'Navigation behaviour')", () => {
  it.each([
    ["/signin", "/dashboard"],
    ["/auth", "/dashboard"],
    ["/signup", "/dashboard"],
    ["/forgot-password", "/dashboard"],
    ["/signin?redirectTo=%2Fdashboard%2Fmeetings", "/dashboard/meetings"],
    ["/signup?redirectTo=%2Fdashboard%2Faccount", "/dashboard/account"],
    // Only in-app paths are honoured; anything else falls back to /dashboard.
    ["/signin?redirectTo=%2F%2Fevil.example%2Fphish", "/dashboard"],
    ["/signin?redirectTo=https%3A%2F%2Fevil.example", "/dashboard"],
    ["/signin?redirectTo=%2Fsignin", "/dashboard"],
  ])("%s → %s", async (from, to) => {
    const { router } = renderRoute(from);
    await waitFor(() => expect(here(router)).toBe(to));
    expect(screen.queryByRole("heading", { name: "Sign in" })).not.toBeInTheDocument();
  });

  it("while a signed-out visitor sees the page itself", async () => {
    const { router } = renderRoute("/signup", { me: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Create your account" })).toBeInTheDocument();
    expect(here(router)).toBe("/signup");
  });
});

describe("authentication initialising and failing", () => {
  it("shows a spinner until the session check answers (requirements 'Navigation behaviour')", async () => {
    let answer: (v: FakeReply) => void = () => {};
    const pending = new Promise<FakeReply>((resolve) => {
      answer = resolve;
    });
    renderRoute("/dashboard", { routes: { "GET /api/v1/me": () => pending } });
    expect(await screen.findByRole("status")).toHaveTextContent("Checking your sign-in…");
    answer(json(buildProfile()));
    expect(await screen.findByRole("heading", { level: 1, name: /Dana$/ })).toBeInTheDocument();
  });

  it("says so and offers a retry when the session check cannot reach the server", async () => {
    let fail = true;
    const { user } = renderRoute("/dashboard", {
      routes: { "GET /api/v1/me": () => (fail ? { status: 503, body: undefined } : json(buildProfile())) },
    });
    expect(
      await screen.findByRole("heading", { name: "We could not check your sign-in" }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: /Dana$/ })).toBeInTheDocument();
  });
});

describe("routes of requirements 'Screens and routes'", () => {
  it("shows the not-found page for an unknown path", async () => {
    renderRoute("/no-such-page", { me: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByText("/no-such-page")).toBeInTheDocument();
  });

  it.each(["/admin", "/admin/dashboard"])(
    "shows the admin dashboard at %s (requirements 'Admin area': the dashboard child route)",
    async (path) => {
      const { api } = renderRoute(path, { me: null });
      api
        .on("GET /api/admin/auth/session", () =>
          json({ email: "staff@iep.test", stage: "ready", expiresAt: "2026-11-24T10:00:00.000Z" }),
        )
        .on("GET /api/admin/dashboard", () =>
          json({
            teachersTotal: 7,
            active7: 1,
            active30: 2,
            newSignUps7: 3,
            trialsRunning: 0,
            trialsConverted: 0,
            proCount: 0,
            notesThisMonthBySource: [],
            noteDraftsThisMonth: { ai: 0, offline: 0, fallback: 0 },
            aiProblemsThisMonth: [],
            openTickets: 0,
          }),
        );
      expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
      expect(await screen.findByText("Teachers", { selector: "dt" })).toBeInTheDocument();
      expect(screen.queryByRole("heading", { name: "Page not found" })).not.toBeInTheDocument();
      const nav = screen.getByRole("navigation", { name: "Admin" });
      const current = [...nav.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent);
      expect(current).toEqual(["Dashboard"]);
    },
  );

  it("shows the help centre at /help, an article per screen and contact support", async () => {
    renderRoute("/help", { me: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Help centre" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "The dashboard" })).toHaveAttribute("href", "/help/dashboard");
    expect(screen.getByRole("searchbox", { name: "Search the help articles" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Contact support" })).toBeInTheDocument();
  });

  it.each([
    ["/dashboard", "Dashboard"],
    ["/students", "Students"],
    ["/dashboard/students", "Students"],
    ["/note-history", "Note history"],
  ])(
    "marks the current screen in the navigation at %s, aliases included (aria-current)",
    async (path, label) => {
      renderRoute(path);
      const nav = await screen.findByRole("navigation", { name: "Main" });
      const current = [...nav.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent);
      expect(current).toEqual([label]);
    },
  );

  it("scrolls to the top on a route change (requirements 'Navigation behaviour')", async () => {
    const { router, user } = renderRoute("/signin", { me: null });
    await screen.findByRole("heading", { level: 1, name: "Sign in" });
    vi.mocked(window.scrollTo).mockClear();
    await user.click(screen.getByRole("link", { name: "Create an account" }));
    await waitFor(() => expect(here(router)).toBe("/signup"));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
