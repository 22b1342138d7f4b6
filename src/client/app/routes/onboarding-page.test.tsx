/**
 * Onboarding (requirements "Onboarding": /onboarding, the profile fields, "onboarding_completed …
 * becomes true on completion"; requirements "Profile": an update sends only the fields that are truthy). The whole app runs with
 * `fetch` mocked at the boundary.
 */

import { onboardingDraftKey } from "@client/app/routes/onboarding-page";
import { apiError, createFakeApi, json } from "@client/testing/fake-api";
import { here, renderApp, renderRoute, resetBetweenTests } from "@client/testing/test-utils";
import type { UpdateProfileInput } from "@shared/contracts/me";
import { messages } from "@shared/domain/error-messages";
import { buildProfile } from "@shared/testing/data-generators";
import { cleanup, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

resetBetweenTests();

const newTeacher = buildProfile({ onboardingCompleted: false, firstName: null, lastName: null, role: null });

describe("onboarding", () => {
  it("needs first name, last name and role before moving on", async () => {
    const { user } = renderRoute("/onboarding", { me: buildProfile({ ...newTeacher, name: "" }) });
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Enter your first name.")).toBeInTheDocument();
    expect(screen.getByText("Enter your last name.")).toBeInTheDocument();
    expect(screen.getByText("Enter your role, for example Special education teacher.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Step 1 of 3: About you");
  });

  it("collects the profile fields over three steps and completes onboarding with one PATCH", async () => {
    let saved: UpdateProfileInput | undefined;
    const { calls, user, router } = renderRoute("/onboarding?redirectTo=%2Fdashboard%2Fmeetings", {
      me: newTeacher,
      routes: {
        "GET /api/v1/me": () => json(saved ? buildProfile() : newTeacher),
        "PATCH /api/v1/me": ({ body }) => {
          saved = body as UpdateProfileInput;
          return json(buildProfile({ ...newTeacher, ...saved, onboardingCompleted: true }));
        },
      },
    });
    // Step 1: the account name is split into the name fields.
    expect(await screen.findByLabelText(/First name/)).toHaveValue("Dana");
    await user.type(screen.getByLabelText(/Your role/), "Case manager");
    await user.selectOptions(screen.getByLabelText(/Years in special education/), "3–5 years");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    // Step 2 (focus moves to the step heading for screen readers).
    const step2 = await screen.findByRole("heading", { level: 2, name: "Step 2 of 3: Your school" });
    expect(step2).toHaveFocus();
    await user.type(screen.getByLabelText(/School or organization/), "Lincoln Elementary");
    await user.selectOptions(screen.getByLabelText(/Type of organization/), "Public school");
    // Going back keeps what was typed.
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByLabelText(/Your role/)).toHaveValue("Case manager");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.selectOptions(await screen.findByLabelText(/Students on your caseload/), "11–20");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    // Step 3.
    await user.click(await screen.findByLabelText("Write progress notes faster"));
    await user.type(screen.getByLabelText(/Anything else/), "Fewer evenings on paperwork");
    await user.click(screen.getByRole("button", { name: "Finish and go to my dashboard" }));

    // The guard moves the onboarded teacher on to the remembered origin.
    expect(await screen.findByRole("heading", { level: 1, name: "Meetings" })).toBeInTheDocument();
    expect(here(router)).toBe("/dashboard/meetings");
    const patches = calls.filter((c) => c.method === "PATCH" && c.path === "/api/v1/me");
    expect(patches).toHaveLength(1);
    expect(patches[0]?.body).toEqual({
      firstName: "Dana",
      lastName: "Whitfield",
      role: "Case manager",
      experienceLevel: "3–5 years",
      organization: "Lincoln Elementary",
      organizationType: "Public school",
      studentCount: "11–20",
      goals: "Write progress notes faster; Fewer evenings on paperwork",
      onboardingCompleted: true,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it("leaves out skipped questions (requirements 'Profile': only truthy fields are sent)", async () => {
    const calls = createFakeApi({
      me: newTeacher,
      routes: {
        "PATCH /api/v1/me": ({ body }) =>
          json(buildProfile({ ...(body as object), onboardingCompleted: true })),
      },
    }).calls;
    const { user } = renderApp("/onboarding");
    await user.type(await screen.findByLabelText(/Your role/), "Speech-language pathologist");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Finish and go to my dashboard" }));
    await screen.findByRole("heading", { level: 1, name: /Dana$/ });
    const body = calls.find((c) => c.method === "PATCH")?.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      "firstName",
      "lastName",
      "onboardingCompleted",
      "role",
      "timeZone",
    ]);
  });

  it("shows the message of requirements 'Error catalogue' and keeps the answers when saving fails", async () => {
    const { user, router } = renderRoute("/onboarding", {
      me: newTeacher,
      routes: { "PATCH /api/v1/me": apiError(409, "CONFLICT", messages.profile.conflict) },
    });
    await user.type(await screen.findByLabelText(/Your role/), "Case manager");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Finish and go to my dashboard" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.profile.conflict);
    expect(here(router)).toBe("/onboarding");
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByLabelText(/Your role/)).toHaveValue("Case manager");
  });
  it("leaving midway keeps the step and the answers on this device; finishing removes them", async () => {
    let saved: UpdateProfileInput | undefined;
    const routes = {
      "GET /api/v1/me": () => json(saved ? buildProfile({ ...newTeacher, ...saved }) : newTeacher),
      "PATCH /api/v1/me": ({ body }: { body: unknown }) => {
        saved = body as UpdateProfileInput;
        return json(buildProfile({ ...newTeacher, ...saved, onboardingCompleted: true }));
      },
    };
    const first = renderRoute("/onboarding", { me: newTeacher, routes });
    await first.user.type(await screen.findByLabelText(/Your role/), "Case manager");
    await first.user.click(screen.getByRole("button", { name: "Continue" }));
    await first.user.type(await screen.findByLabelText(/School or organization/), "Lincoln Elementary");
    // The teacher leaves (tab closed, another page) and comes back later.
    cleanup();
    const { user, calls } = renderRoute("/onboarding", { me: newTeacher, routes });
    expect(
      await screen.findByRole("heading", { level: 2, name: "Step 2 of 3: Your school" }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/School or organization/)).toHaveValue("Lincoln Elementary");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByLabelText(/Your role/)).toHaveValue("Case manager");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Finish and go to my dashboard" }));
    await screen.findByRole("heading", { level: 1, name: /Dana$/ });
    expect(calls.find((c) => c.method === "PATCH")?.body).toMatchObject({
      role: "Case manager",
      organization: "Lincoln Elementary",
    });
    expect(localStorage.getItem(onboardingDraftKey(newTeacher.id))).toBeNull();
  });
});
