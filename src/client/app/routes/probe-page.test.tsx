/**
 * The academic probes screen against a fake server at the fetch boundary (requirements
 * "CBM probes", /dashboard/test-academic: choose a student and goal, score an ORF or math probe, save it as a
 * progress entry; Hasbrouck & Tindal 2017 norms with their source).
 */

import ProbePage from "@client/app/routes/probe-page";
import { todayLocalIso } from "@client/features/progress/lib/probe-format";
import { MAYA_ID, maya, SAM_ID, sam } from "@client/testing/caseload";
import { apiError, createFakeApi, type FakeHandler, json } from "@client/testing/fake-api";
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import type { Goal, ProgressEntry } from "@shared/contracts/goals";
import { normSeasonOf, orfNorm } from "@shared/domain/cbm";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 });
resetBetweenTests();

const GOAL_ID = "5d1f0c2a-8b9e-4c3d-a1b2-c3d4e5f60001";
const MATH_GOAL_ID = "5d1f0c2a-8b9e-4c3d-a1b2-c3d4e5f60002";

function goal(over: Partial<Goal> & Pick<Goal, "id" | "statement">): Goal {
  return {
    studentId: MAYA_ID,
    area: "Reading",
    baselineData: null,
    baselineValue: 45,
    baselineDate: "2026-09-01",
    targetValue: 90,
    unit: "words correct per minute",
    direction: "increase",
    measurementMethod: "Weekly ORF probe",
    evaluationSchedule: "Weekly",
    targetDate: "2027-06-01",
    objectives: [],
    createdAt: "2026-09-01T10:00:00.000Z",
    updatedAt: "2026-09-01T10:00:00.000Z",
    trend: "insufficient_data",
    trendline: null,
    aimline: null,
    decision: { action: "insufficient_data", message: "Not enough data yet." },
    latestEntry: null,
    entryCount: 0,
    ...over,
  };
}

const readingGoal = goal({
  id: GOAL_ID,
  statement: "Given a grade-3 passage, Maya will read 90 words correct per minute on 3 of 4 weekly probes.",
});
const mathGoal = goal({
  id: MATH_GOAL_ID,
  area: "Math",
  statement: "Maya will write 30 digits correct on a 2-minute mixed computation probe.",
  unit: "digits correct",
});

/** Renders the probe page on Maya's reading goal; resolves once it says where the result goes. */
async function openOnReadingGoal() {
  renderWithProviders(<ProbePage />, `/dashboard/test-academic?studentId=${MAYA_ID}&goalId=${GOAL_ID}`);
  await screen.findAllByText(/Saving to:/);
}

function server(over: Record<string, FakeHandler> = {}) {
  return createFakeApi({
    routes: {
      "GET /api/v1/students": () => json([maya, sam]),
      "GET /api/v1/goals": (req) =>
        json(new URLSearchParams(req.search).get("studentId") === MAYA_ID ? [readingGoal, mathGoal] : []),
      "POST /api/v1/progress-entries": (req) => {
        const body = req.body as { goalId: string; entryDate: string; progressValue: number; note: string };
        const entry: ProgressEntry = {
          id: "e-1",
          ...body,
          enteredBy: "user-1",
          createdAt: "2027-01-15T10:00:00.000Z",
          updatedAt: "2027-01-15T10:00:00.000Z",
        };
        return json(entry, 201);
      },
      ...over,
    },
  });
}

async function chooseMayaAndGoal(user: ReturnType<typeof userEvent.setup>, goalId = GOAL_ID) {
  await user.selectOptions(await screen.findByRole("combobox", { name: /Student/ }), MAYA_ID);
  await user.selectOptions(await screen.findByRole("combobox", { name: /Goal/ }), goalId);
}

async function scoreOrf(user: ReturnType<typeof userEvent.setup>, words: string, errors: number) {
  const errorButton = screen.getByRole("button", { name: /^Error/ });
  for (let i = 0; i < errors; i++) await user.click(errorButton);
  await user.type(screen.getByRole("spinbutton", { name: "Words attempted" }), words);
}

describe("probe page", () => {
  it("scores an ORF probe, compares it with the grade-3 norm and saves the WCPM to the chosen goal", async () => {
    const user = userEvent.setup();
    const api = server();
    renderWithProviders(<ProbePage />, "/dashboard/test-academic");
    expect(screen.getByRole("heading", { level: 1, name: "Academic probes" })).toBeInTheDocument();

    await chooseMayaAndGoal(user);
    await scoreOrf(user, "42", 3);

    const today = todayLocalIso();
    const season = normSeasonOf(today);
    const norm = orfNorm(3, season)!;
    expect(
      screen.getByText(`39 WCPM is ${norm - 39} below the grade 3 ${season} 50th percentile (${norm} WCPM).`),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save 39 WCPM to the goal" }));

    const success = await screen.findByText(/39 WCPM on/);
    expect(success).toHaveTextContent(`39 WCPM on ${today} for “Given a grade-3 passage`);
    expect(api.requests("POST", "/api/v1/progress-entries").map((r) => r.body)).toEqual([
      {
        goalId: GOAL_ID,
        entryDate: today,
        progressValue: 39,
        note: "ORF probe: 42 words attempted, 3 errors, accuracy 93% (39 WCPM)",
      },
    ]);
    expect(screen.getByRole("link", { name: "Open the goal’s graph" })).toHaveAttribute(
      "href",
      `/dashboard/progress/goals/${GOAL_ID}`,
    );
    // The choice is in the URL, so a reload or a shared link keeps it.
    expect(screen.getByTestId("location")).toHaveTextContent(`studentId=${MAYA_ID}&goalId=${GOAL_ID}`);

    await user.click(screen.getByRole("button", { name: "Start a new probe" }));
    expect(screen.getByRole("spinbutton", { name: "Words attempted" })).toHaveValue(null);
    expect(screen.getByRole("button", { name: /^Error/ })).toHaveAccessibleDescription("0 errors");
  });

  it("adds the teacher's comment to the note and keeps everything when the server refuses", async () => {
    const user = userEvent.setup();
    const api = server({
      "POST /api/v1/progress-entries": () => apiError(404, "NOT_FOUND", "Goal not found"),
    });
    await openOnReadingGoal();
    await scoreOrf(user, "50", 0);
    await user.type(screen.getByRole("textbox", { name: /Comment/ }), "Read with expression");
    await user.click(screen.getByRole("button", { name: "Save 50 WCPM to the goal" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Goal not found");
    expect(api.requests("POST", "/api/v1/progress-entries")[0]?.body).toMatchObject({
      note: "ORF probe: 50 words attempted, 0 errors, accuracy 100% (50 WCPM). Read with expression",
    });
    expect(screen.getByRole("spinbutton", { name: "Words attempted" })).toHaveValue(50);
    expect(screen.getByRole("textbox", { name: /Comment/ })).toHaveValue("Read with expression");
  });

  it("does not save mid-probe, and says why", async () => {
    const user = userEvent.setup();
    server();
    await openOnReadingGoal();
    await user.type(screen.getByRole("spinbutton", { name: "Words attempted" }), "40");
    expect(screen.getByRole("button", { name: "Save 40 WCPM to the goal" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Start timer" }));
    expect(screen.getByRole("button", { name: "Save result to the goal" })).toBeDisabled();
    expect(screen.getByText(/Finish the timed minute first/)).toBeInTheDocument();
  });

  it("refuses an implausible result with its reason and offers nothing to save", async () => {
    const user = userEvent.setup();
    server();
    await openOnReadingGoal();
    await user.type(screen.getByRole("spinbutton", { name: "Words attempted" }), "400");
    expect(screen.getByText(/400 WCPM is not a plausible result/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Save 400 WCPM/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save result to the goal" })).toBeDisabled();
  });

  it("scores a math computation probe and saves the digits correct", async () => {
    const user = userEvent.setup();
    const api = server();
    renderWithProviders(<ProbePage />, "/dashboard/test-academic");
    await chooseMayaAndGoal(user, MATH_GOAL_ID);
    await user.click(screen.getByRole("tab", { name: "Math computation" }));
    const panel = screen.getByRole("tabpanel", { name: "Math computation" });

    expect(within(panel).getByRole("combobox", { name: /Probe length/ })).toHaveValue("2");
    expect(within(panel).getByRole("timer", { name: "Probe time left" })).toHaveTextContent("2:00");
    await user.selectOptions(within(panel).getByRole("combobox", { name: /Probe length/ }), "4");
    expect(within(panel).getByRole("timer", { name: "Probe time left" })).toHaveTextContent("4:00");

    await user.type(within(panel).getByRole("spinbutton", { name: "Digits correct" }), "30");
    await user.type(within(panel).getByRole("spinbutton", { name: /Digits possible/ }), "40");
    expect(within(panel).getByText("7.5")).toBeInTheDocument();
    expect(within(panel).getByText("75%")).toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Save 30 digits correct to the goal" }));
    await within(panel).findByText(/30 digits correct on/);
    expect(api.requests("POST", "/api/v1/progress-entries")[0]?.body).toEqual({
      goalId: MATH_GOAL_ID,
      entryDate: todayLocalIso(),
      progressValue: 30,
      note: "Math computation probe (4 min): 30 digits correct of 40 possible (75%), 7.5 per minute",
    });
  });

  it.each([
    [
      "an ORF probe to a math-computation goal",
      MATH_GOAL_ID,
      "Oral reading fluency",
      /This goal is measured in “digits correct”, not WCPM/,
    ],
    [
      "a math probe to a reading goal",
      GOAL_ID,
      "Math computation",
      /This goal is measured in “words correct per minute”, not digits correct/,
    ],
  ])("offers no save of %s (only goals whose unit matches)", async (_c, goalId, tab, warning) => {
    const user = userEvent.setup();
    const api = server();
    renderWithProviders(<ProbePage />, `/dashboard/test-academic?studentId=${MAYA_ID}&goalId=${goalId}`);
    await screen.findByText(warning);
    await user.click(screen.getByRole("tab", { name: tab }));
    const panel = screen.getByRole("tabpanel", { name: tab });
    if (tab === "Math computation") {
      await user.type(within(panel).getByRole("spinbutton", { name: "Digits correct" }), "30");
    } else {
      await scoreOrf(user, "61", 0);
    }
    expect(within(panel).getByText(warning)).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: /^Save / })).not.toBeInTheDocument();
    expect(api.requests("POST", "/api/v1/progress-entries")).toEqual([]);
  });

  it("asks before saving a score the server finds implausible, keeps it, and saves it anyway when confirmed", async () => {
    const user = userEvent.setup();
    let confirmed = 0;
    const api = server({
      "POST /api/v1/progress-entries": (req) => {
        const body = req.body as { confirmImplausible?: boolean } & Record<string, unknown>;
        if (!body.confirmImplausible) {
          return apiError(409, "IMPLAUSIBLE_VALUE", "Check this score before saving.", {
            reasons: [
              {
                field: "progressValue",
                reason: "above_largest",
                message: "200 WCPM is more than 3 times the largest score so far (50 WCPM).",
              },
            ],
          });
        }
        confirmed += 1;
        return json({ id: "e-1", ...body, enteredBy: "u", createdAt: "x", updatedAt: "x" }, 201);
      },
    });
    await openOnReadingGoal();
    await scoreOrf(user, "200", 0);
    await user.click(screen.getByRole("button", { name: "Save 200 WCPM to the goal" }));
    expect(await screen.findByText("Check this score before saving")).toBeInTheDocument();
    expect(screen.getByText(/more than 3 times the largest score so far/)).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: "Words attempted" })).toHaveValue(200);
    await user.click(screen.getByRole("button", { name: "Save anyway" }));
    await screen.findByText(/200 WCPM on/);
    expect(confirmed).toBe(1);
    expect(
      api
        .requests("POST", "/api/v1/progress-entries")
        .map((r) => (r.body as { confirmImplausible?: boolean }).confirmImplausible),
    ).toEqual([undefined, true]);
  });

  it("points to the Progress page when the student has no goals", async () => {
    const user = userEvent.setup();
    server();
    renderWithProviders(<ProbePage />, "/dashboard/test-academic");
    await user.selectOptions(await screen.findByRole("combobox", { name: /Student/ }), SAM_ID);
    expect(await screen.findAllByText(/Sam T\. has no IEP goals yet/)).not.toHaveLength(0);
    expect(screen.getAllByRole("link", { name: /Progress page/ })[0]).toHaveAttribute(
      "href",
      "/dashboard/progress",
    );
    // Sam is in grade 5: his norms row is shown.
    expect(screen.getByText("Grade 5 fall")).toBeInTheDocument();
  });

  it("still scores a probe when the students cannot be loaded, and offers a retry", async () => {
    const user = userEvent.setup();
    server({ "GET /api/v1/students": () => apiError(500, "INTERNAL", "Server error") });
    renderWithProviders(<ProbePage />, "/dashboard/test-academic");
    // requirements "Student list cache": the caseload query retries twice (about 3 s of back-off) before it fails.
    expect(await screen.findByRole("button", { name: "Try again" }, { timeout: 8_000 })).toBeInTheDocument();
    await scoreOrf(user, "60", 2);
    expect(screen.getByText("58 WCPM")).toBeInTheDocument();
    const orfPanel = screen.getByRole("tabpanel", { name: "Oral reading fluency" });
    expect(within(orfPanel).getByText(/To save this result, choose a student/)).toBeInTheDocument();
  });
});
