/**
 * /dashboard/progress/report through the whole app (real routes, providers and hooks; only fetch is
 * replaced, with query strings honoured so each goal gets its own entries): choosing the student and
 * the period, the report's content per goal, narratives kept on the device, the PDF download request
 * and its failure, Print, and the error states (requirements "Parent progress report").
 */
import { reportDraftKey } from "@client/features/reports/lib/report-draft";
import { apiError, createFakeApi, type FakeHandler } from "@client/testing/fake-api";
import { renderApp } from "@client/testing/test-utils";
import type { ProgressEntry } from "@shared/contracts/goals";
import type { Service, ServiceSummary } from "@shared/contracts/services";
import type { Student } from "@shared/contracts/students";
import {
  buildGoalFields,
  buildProfile,
  buildProgressEntry,
  buildStudent,
  type GoalFields,
  TEST_USER_ID,
} from "@shared/testing/data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const MAYA = buildStudent({
  id: "5a5a5a5a-0000-4000-8000-000000000011",
  name: "Maya Lopez",
  grade: "3",
  caseManager: "Jordan Ortiz",
});
const SAM = buildStudent({ id: "5a5a5a5a-0000-4000-8000-000000000012", name: "Sam Carter", grade: "5" });

/** Today in these tests (the last 9 weeks: Aug 19 – Oct 20, 2026). */
const TODAY = new Date(2026, 9, 20, 9, 0, 0);

const READING = buildGoalFields({
  studentId: MAYA.id,
  statement: "Maya will read 90 words correct per minute on grade-3 passages",
  unit: "WCPM",
  baselineValue: 40,
  baselineDate: "2026-08-03",
  objectives: ["By December, 60 WCPM", "By March, 75 WCPM"],
});
const CALLOUTS = buildGoalFields({
  studentId: MAYA.id,
  statement: "Maya will call out 2 or fewer times per lesson",
  area: "Behaviour",
  unit: "call-outs",
  direction: "decrease",
  baselineValue: 9,
  targetValue: 2,
  baselineData: null,
  measurementMethod: null,
});

function readingEntries(): ProgressEntry[] {
  return [
    buildProgressEntry({
      goalId: READING.id,
      entryDate: "2026-07-20",
      progressValue: 30,
      note: "Summer school",
    }), // before the last 9 weeks
    buildProgressEntry({ goalId: READING.id, entryDate: "2026-09-01", progressValue: 44 }),
    buildProgressEntry({ goalId: READING.id, entryDate: "2026-09-08", progressValue: 47 }),
    buildProgressEntry({ goalId: READING.id, entryDate: "2026-09-15", progressValue: null, note: "Absent" }),
    buildProgressEntry({ goalId: READING.id, entryDate: "2026-09-22", progressValue: 52 }),
    buildProgressEntry({ goalId: READING.id, entryDate: "2026-10-06", progressValue: 56.5 }),
  ];
}

interface World {
  students: Student[];
  goals: GoalFields[];
  entries: ProgressEntry[];
  pdf?: FakeHandler;
  goalsError?: boolean;
  services?: Service[];
  summary?: ServiceSummary;
}

/** The fake API over `world`; `world.pdf` and `world.goalsError` may change during a test. */
function api(world: World) {
  return createFakeApi({
    me: buildProfile({ name: "Dana Whitfield" }),
    students: world.students,
    // The API lists goals newest first; these tests list them in the order written.
    goals: [...world.goals].reverse(),
    entries: world.entries,
    routes: {
      "GET /api/v1/goals": () => (world.goalsError ? apiError(500, "INTERNAL", "boom") : undefined),
      "GET /api/v1/students/:studentId/services": () =>
        world.services ? Response.json(world.services) : undefined,
      "GET /api/v1/students/:studentId/service-summary": () =>
        world.summary ? Response.json(world.summary) : undefined,
      "POST /api/v1/reports/progress": (req) =>
        world.pdf
          ? world.pdf(req)
          : new Response("%PDF-1.3 test", {
              status: 200,
              headers: {
                "content-type": "application/pdf",
                "content-disposition":
                  'attachment; filename="progress-report-maya-lopez-2026-08-19-to-2026-10-20.pdf"',
              },
            }),
    },
  }).calls;
}

const mayaWorld = (): World => ({
  students: [MAYA, SAM],
  goals: [READING, CALLOUTS],
  entries: readingEntries(),
});

const reportUrl = (id = MAYA.id) => `/dashboard/progress/report?studentId=${id}`;

beforeAll(async () => {
  await import("@client/app/routes/report/report-page");
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(TODAY);
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The section of the goal whose heading is `name`. */
const goalSection = async (name: string) => screen.findByRole("region", { name });

describe("parent progress report page", () => {
  it("lists the services in effect during the period with the minutes delivered, as the PDF does", async () => {
    const service = (over: Partial<Service>): Service => ({
      id: "5a5a5a5a-0000-4000-8000-0000000000a1",
      studentId: MAYA.id,
      name: "Speech-language therapy",
      providerName: "Priya Natarajan",
      providerRole: "Speech-language pathologist",
      setting: "related_service",
      delivery: "individual",
      minutes: 30,
      period: "week",
      startDate: "2026-08-01",
      endDate: "2027-06-30",
      createdAt: "2026-08-01T12:00:00.000Z",
      updatedAt: "2026-08-01T12:00:00.000Z",
      ...over,
    });
    const speech = service({});
    const ended = service({
      id: "5a5a5a5a-0000-4000-8000-0000000000a2",
      name: "Summer reading",
      endDate: "2026-08-10",
    });
    const compliance = { serviceId: speech.id, deliveredMinutes: 240, makeupMinutes: 30 };
    api({
      ...mayaWorld(),
      services: [speech, ended],
      summary: { from: "2026-08-19", to: "2026-10-20", services: [compliance] } as unknown as ServiceSummary,
    });
    renderApp(reportUrl());
    const section = await screen.findByRole("region", { name: "Special education and related services" });
    expect(
      await within(section).findByText(
        "Speech-language therapy: 30 min per week (Related service), Priya Natarajan (Speech-language pathologist). Minutes delivered this period: 240, plus 30 in make-up sessions.",
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByText(/Summer reading/)).not.toBeInTheDocument(); // ended before the period
  });

  it("asks for a student when none is given, then shows that student's report", async () => {
    api(mayaWorld());
    const { user, router } = renderApp("/dashboard/progress/report");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Parent progress report" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByRole("combobox", { name: "Student" }), MAYA.id);
    expect(router.state.location.search).toBe(`?studentId=${MAYA.id}`);
    const report = await screen.findByRole("article", { name: "Progress report on IEP goals" });
    expect(within(report).getByText("For the parents and family of Maya Lopez")).toBeInTheDocument();
    expect(within(report).getByText("Aug 19, 2026 to Oct 20, 2026")).toBeInTheDocument(); // last 9 weeks
    expect(within(report).getByText("Jordan Ortiz")).toBeInTheDocument(); // case manager
    expect(within(report).getByText("Dana Whitfield")).toBeInTheDocument(); // prepared by
    expect(within(report).getByText(/34 CFR 300\.320\(a\)\(3\)/)).toBeInTheDocument();
  });

  it("shows each goal with its statement, the period's data only, a graph summary, trend and decision in words", async () => {
    api(mayaWorld());
    renderApp(reportUrl());
    const reading = await goalSection("Goal 1 — Reading fluency");
    expect(within(reading).getByText(READING.statement)).toBeInTheDocument();
    expect(
      within(reading)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toContain("By March, 75 WCPM");
    const table = within(reading).getByRole("table", { name: "Data this period" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "Sep 1, 202644",
      "Sep 8, 202647",
      "Sep 15, 2026No scoreAbsent",
      "Sep 22, 202652",
      "Oct 6, 202656.5",
    ]);
    expect(within(reading).getByTestId("report-graph-summary")).toHaveTextContent(
      /^4 scores from Sep 1, 2026 to Oct 6, 2026, from 44 WCPM to 56.5 WCPM; to stay on track for the goal, scores would go from about \d+(\.\d)? to \d+(\.\d)? WCPM over this period/,
    );
    expect(
      within(reading).getByText("Improving: recent scores are higher than earlier ones."),
    ).toBeInTheDocument();
    // Newest goal first (the API order); the behaviour goal has no data.
    const behaviour = await goalSection("Goal 2 — Behaviour");
    expect(
      within(behaviour).getByText("No progress data was recorded during this period."),
    ).toBeInTheDocument();
    expect(within(behaviour).getByRole("textbox", { name: "Teacher's comments on goal 2" })).toHaveValue(
      "No progress data was recorded for this goal during this reporting period.",
    );
    // The reading narrative starts from the suggestion.
    expect(
      (within(reading).getByRole("textbox", { name: "Teacher's comments on goal 1" }) as HTMLTextAreaElement)
        .value,
    ).toMatch(
      /^5 sessions recorded during this period\. Scores went from 44 WCPM on Sep 1, 2026 to 56\.5 WCPM on Oct 6, 2026\./,
    );
  });

  it("keeps an edited narrative on the device, restores it on return, and can go back to the suggestion", async () => {
    api(mayaWorld());
    const first = renderApp(reportUrl());
    const box = await screen.findByRole("textbox", { name: "Teacher's comments on goal 1" });
    await first.user.clear(box);
    await first.user.click(box);
    await first.user.paste("Maya reads to her class on Fridays.");
    const stored = JSON.parse(localStorage.getItem(reportDraftKey(TEST_USER_ID, MAYA.id)) ?? "{}");
    expect(stored.narratives[READING.id]).toBe("Maya reads to her class on Fridays.");
    first.unmount();

    api(mayaWorld());
    const second = renderApp(reportUrl());
    const again = await screen.findByRole("textbox", { name: "Teacher's comments on goal 1" });
    expect(again).toHaveValue("Maya reads to her class on Fridays.");
    await second.user.click(screen.getByRole("button", { name: "Use the suggestion instead" }));
    expect((again as HTMLTextAreaElement).value).toMatch(/^5 sessions recorded/);
    // Nothing edited any more: the draft is gone from the device.
    expect(localStorage.getItem(reportDraftKey(TEST_USER_ID, MAYA.id))).toBeNull();
  });

  it("a preset changes the period, the rows and the suggestion; an impossible period is refused", async () => {
    api(mayaWorld());
    const { user } = renderApp(reportUrl());
    await screen.findByRole("table", { name: "Data this period" });
    await user.click(screen.getByRole("radio", { name: "Last quarter" }));
    const report = screen.getByRole("article");
    expect(within(report).getByText("Jul 1, 2026 to Sep 30, 2026")).toBeInTheDocument();
    expect(within(report).getByText("Summer school")).toBeInTheDocument();
    expect(within(report).queryByText("56.5")).not.toBeInTheDocument();
    expect(screen.getByLabelText("From")).toHaveValue("2026-07-01");

    await user.clear(screen.getByLabelText("From"));
    await user.type(screen.getByLabelText("From"), "2026-10-01");
    await user.clear(screen.getByLabelText("To"));
    await user.type(screen.getByLabelText("To"), "2026-09-01");
    expect(
      screen.getByText("The end of the reporting period must be on or after its start."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeDisabled();
  });

  it("Download PDF posts the student, period and every narrative, then saves the file", async () => {
    const calls = api(mayaWorld());
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const createUrl = vi.fn(() => "blob:report");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    const { user } = renderApp(reportUrl());
    const box = await screen.findByRole("textbox", { name: "Teacher's comments on goal 2" });
    await user.clear(box);
    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(clicks).toEqual(["progress-report-maya-lopez-2026-08-19-to-2026-10-20.pdf"]));
    const post = calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual({
      studentId: MAYA.id,
      from: "2026-08-19",
      to: "2026-10-20",
      narratives: {
        [READING.id]: expect.stringMatching(/^5 sessions recorded/),
        [CALLOUTS.id]: "", // cleared on purpose: no comments printed
      },
    });
    // The saved file is the server's bytes, typed as a PDF.
    const saved = (createUrl.mock.calls[0] as unknown as [Blob])[0];
    expect(saved.type).toBe("application/pdf");
    expect(await saved.text()).toBe("%PDF-1.3 test");
    expect(await screen.findByText(/Downloaded progress-report-maya-lopez/)).toBeInTheDocument();
  });

  it("a Spanish record: says the report is in Spanish and sends only the comments the teacher edited", async () => {
    const calls = api({ ...mayaWorld(), students: [{ ...MAYA, homeLanguage: "es" }, SAM] });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:r"), revokeObjectURL: vi.fn() }),
    );
    const { user } = renderApp(reportUrl());
    expect(await screen.findByText(/Spanish \(from the student record\)/)).toBeInTheDocument();
    expect(screen.getByText(/never translated/)).toBeInTheDocument();
    const box = await screen.findByRole("textbox", { name: "Teacher's comments on goal 2" });
    await user.clear(box);
    await user.type(box, "Maya raises her hand more often.");
    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    // Goal 1 keeps its suggestion, which the server writes in Spanish: it is not sent.
    const post = calls.find((c) => c.method === "POST");
    expect((post?.body as { narratives?: object } | undefined)?.narratives).toEqual({
      [CALLOUTS.id]: "Maya raises her hand more often.",
    });
  });

  it("an English record says English and adds no translation note", async () => {
    api(mayaWorld());
    renderApp(reportUrl());
    expect(await screen.findByText(/English \(from the student record\)/)).toBeInTheDocument();
    expect(screen.queryByText(/never translated/)).not.toBeInTheDocument();
  });

  it("a refused download says why and keeps what the teacher wrote", async () => {
    const world = mayaWorld();
    world.pdf = () => apiError(400, "VALIDATION_ERROR", "narratives.x: must be 2000 characters or fewer");
    api(world);
    const { user } = renderApp(reportUrl());
    const box = await screen.findByRole("textbox", { name: "Teacher's comments on goal 1" });
    await user.clear(box);
    await user.click(box);
    await user.paste("Kept text");
    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(
      (await screen.findAllByText("narratives.x: must be 2000 characters or fewer")).length,
    ).toBeGreaterThan(0);
    expect(box).toHaveValue("Kept text");
  });

  it("Print opens the browser's print dialog", async () => {
    api(mayaWorld());
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const { user } = renderApp(reportUrl());
    await screen.findByRole("article");
    await user.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("a student without goals gets an empty state with a way to add one", async () => {
    api(mayaWorld());
    renderApp(reportUrl(SAM.id));
    expect(await screen.findByText("No IEP goals yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add a goal" })).toHaveAttribute(
      "href",
      `/dashboard/progress?studentId=${SAM.id}`,
    );
  });

  it("says so when the goals fail to load, and tries again on request", async () => {
    const world = mayaWorld();
    world.goalsError = true;
    api(world);
    const { user } = renderApp(reportUrl());
    expect(await screen.findByText("Failed to load the goals. Please try again.")).toBeInTheDocument();
    world.goalsError = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article")).toBeInTheDocument();
  });

  it("a student who is not in the caseload is not found", async () => {
    api(mayaWorld());
    renderApp(reportUrl("5a5a5a5a-0000-4000-8000-00000000ffff"));
    expect(await screen.findByText("Student not found")).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });
});
