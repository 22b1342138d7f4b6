/**
 * The student page's IEP section (requirements "IEP versions"): loading, a failed load with "Try
 * again", no IEP yet (with "Start the IEP" only for a role that may draft), and the IEP in effect, the
 * draft and the number of versions, each linking to the IEP screen.
 */
import { apiError, json } from "@client/testing/fake-api";
import { renderWithFakeApi, resetBetweenTests } from "@client/testing/test-utils";
import type { Iep } from "@shared/contracts/ieps";
import { emptyIepContent } from "@shared/domain/iep-document";
import { addDays } from "@shared/domain/legal-clock";
import { buildStudent } from "@shared/testing/data-generators";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deviceToday } from "../lib/iep-labels";
import { StudentIepsSummary } from "./student-ieps-summary";

const MAYA = buildStudent({ id: "5a5a5a5a-0000-4000-8000-000000000041", name: "Maya Lopez" });
const today = deviceToday();
const KEY = "GET /api/v1/students/:studentId/ieps";
const SCREEN = `/dashboard/generate-iep?studentId=${MAYA.id}`;

const version = (id: string, over: Partial<Iep>): Iep => ({
  id,
  studentId: MAYA.id,
  kind: "annual",
  status: "final",
  meetingId: null,
  startDate: addDays(today, -10),
  endDate: addDays(today, 350),
  content: emptyIepContent(),
  amends: null,
  amendment: null,
  finalizedAt: `${addDays(today, -11)}T12:00:00.000Z`,
  authorName: null,
  createdAt: `${addDays(today, -12)}T12:00:00.000Z`,
  updatedAt: `${addDays(today, -11)}T12:00:00.000Z`,
  ...over,
});

resetBetweenTests();

describe("StudentIepsSummary", () => {
  it("shows loading, then a failed load with Try again", async () => {
    const { api, user } = renderWithFakeApi(<StudentIepsSummary student={MAYA} canDraft />, "/", {
      routes: { [KEY]: apiError(500, "INTERNAL", "boom") },
    });
    expect(screen.getByText("Loading the IEPs…")).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load the IEPs.");
    api.on(KEY, json({ ieps: [] }));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No IEP in this workspace yet.")).toBeVisible();
  });

  it.each([
    [true, 1],
    [false, 0],
  ])("with no IEP yet, canDraft=%s offers Start the IEP %i time(s)", async (canDraft, links) => {
    renderWithFakeApi(<StudentIepsSummary student={MAYA} canDraft={canDraft} />, "/", {
      routes: { [KEY]: json({ ieps: [] }) },
    });
    expect(await screen.findByText("No IEP in this workspace yet.")).toBeVisible();
    const start = screen.queryAllByRole("link", { name: "Start the IEP" });
    expect(start).toHaveLength(links);
    if (links) expect(start[0]).toHaveAttribute("href", SCREEN);
  });

  it("names the IEP in effect today, the draft and the count of versions, each linking to the IEP screen", async () => {
    const final = version("1e1e1e1e-0000-4000-8000-000000000101", {});
    const draft = version("1e1e1e1e-0000-4000-8000-000000000102", {
      kind: "amendment",
      status: "draft",
      finalizedAt: null,
    });
    const old = version("1e1e1e1e-0000-4000-8000-000000000103", {
      status: "superseded",
      startDate: addDays(today, -400),
      endDate: addDays(today, -11),
      finalizedAt: `${addDays(today, -401)}T12:00:00.000Z`,
    });
    renderWithFakeApi(<StudentIepsSummary student={MAYA} canDraft />, "/", {
      routes: { [KEY]: json({ ieps: [draft, final, old] }) },
    });
    expect(await screen.findByRole("link", { name: "Open the IEP in effect" })).toHaveAttribute(
      "href",
      `${SCREEN}&iep=${final.id}`,
    );
    expect(screen.getByText(/^In effect today: Annual IEP,/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Continue the draft" })).toHaveAttribute(
      "href",
      `${SCREEN}&iep=${draft.id}`,
    );
    expect(screen.getByRole("link", { name: "All versions (3 versions)" })).toHaveAttribute("href", SCREEN);
  });

  it("says when no IEP is in effect today (only a draft)", async () => {
    const draft = version("1e1e1e1e-0000-4000-8000-000000000104", { status: "draft", finalizedAt: null });
    renderWithFakeApi(<StudentIepsSummary student={MAYA} canDraft={false} />, "/", {
      routes: { [KEY]: json({ ieps: [draft] }) },
    });
    expect(await screen.findByText("No IEP is in effect today.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Open the draft" })).toBeVisible();
  });
});
