/**
 * A student's page shows their goals with the latest status of each (requirements "IEP goals"), links to each goal's
 * page and offers "Add goal" for that student.
 */
import { createFakeApi, type FakeCaseload } from "@client/testing/fake-api";
import { here, renderApp, renderRoute, resetBetweenTests } from "@client/testing/test-utils";
import { buildGoalFields, buildProgressEntry, buildStudent } from "@shared/testing/data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

const MAYA = buildStudent({ id: "5a5a5a5a-0000-4000-8000-000000000001", name: "Maya Lopez", grade: "3" });

resetBetweenTests();

beforeAll(async () => {
  await import("@client/app/routes/students-page");
  await import("@client/app/routes/goal-page");
});

describe("student page: Goals section", { timeout: 30_000 }, () => {
  it("lists the student's goals with latest value, trend and decision, and links to each goal", async () => {
    const g = buildGoalFields({ studentId: MAYA.id, statement: "Maya reads 90 WCPM" });
    const state: FakeCaseload = {
      students: [MAYA],
      goals: [g],
      entries: [buildProgressEntry({ goalId: g.id, entryDate: "2026-10-13", progressValue: 48 })],
    };
    renderRoute(`/dashboard/students?student=${MAYA.id}`, state);
    const section = await screen.findByRole("region", { name: "Goals" }, { timeout: 5000 });
    const s = within(section);
    expect(await s.findByRole("link", { name: "Maya reads 90 WCPM" })).toHaveAttribute(
      "href",
      `/dashboard/progress/goals/${g.id}`,
    );
    expect(s.getByText(/48 words correct per minute on Oct 13, 2026/)).toBeInTheDocument();
    expect(s.getByText("Insufficient data")).toBeInTheDocument();
    expect(s.getByText("Not enough data yet")).toBeInTheDocument();
  });

  it("adds a goal for this student without asking which student", async () => {
    const state: FakeCaseload = { students: [MAYA], goals: [], entries: [] };
    const calls = createFakeApi(state).calls;
    const { router, user } = renderApp(`/dashboard/students?student=${MAYA.id}`);
    const section = await screen.findByRole("region", { name: "Goals" }, { timeout: 5000 });
    expect(await within(section).findByText(/No goals tracked yet/)).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Add goal for Maya Lopez" }));
    const d = within(await screen.findByRole("dialog", { name: "Add a goal" }));
    expect(d.queryByRole("combobox", { name: /Student/ })).not.toBeInTheDocument();
    await user.type(d.getByRole("textbox", { name: /Goal statement/ }), "Maya will read 90 WCPM");
    await user.click(d.getByRole("button", { name: "Add goal" }));
    await waitFor(() => expect(here(router)).toMatch(/^\/dashboard\/progress\/goals\//), { timeout: 5000 });
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ studentId: MAYA.id });
  });
});
