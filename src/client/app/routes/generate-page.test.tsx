/**
 * The generate screen against a fake server at the fetch boundary (requirements "Note fields",
 * "Note generation", "Note quota", "Error catalogue").
 */

import GeneratePage from "@client/app/routes/generate-page";
import { draftKey } from "@client/features/notes/lib/generate-form";
import { readStored, writeStored } from "@client/lib/storage";
import { MAYA_GOAL_READING, MAYA_ID, maya, mayaGeneratedNote, SAM_ID, sam } from "@client/testing/caseload";
import { apiError, createFakeApi, type FakeHandler, json } from "@client/testing/fake-api";
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import { generateNoteInput } from "@shared/contracts/notes";
import { buildProfile, TEST_USER_ID } from "@shared/testing/data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

const OBSERVATIONS = "Read 62 WCPM on the grade-3 probe (baseline 45). 2 errors, self-corrected 1.";

// Rendering the whole screen and typing into it is slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

resetBetweenTests();

/** Puts long text in a field the way a paste does (one input event), keeping the test quick. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function server(over: Record<string, FakeHandler> = {}) {
  // Seeded (not a fixed answer): the students' goals are goals of the fake API too (decision 017).
  return createFakeApi({
    students: [maya, sam],
    routes: {
      "GET /api/v1/me": () => json(buildProfile()),
      ...over,
    },
  });
}

describe("generate page", () => {
  it("posts the contract body built from the form and shows the draft with its source and warnings", async () => {
    const user = userEvent.setup();
    let meCalls = 0;
    const api = server({
      "GET /api/v1/me": () => json(buildProfile({ plan: { notesUsedThisMonth: meCalls++ === 0 ? 3 : 4 } })),
      "POST /api/v1/notes/generate": (req) =>
        json(
          mayaGeneratedNote({
            id: "5f0e3b7a-1111-4c1e-9f55-000000000001",
            studentId: MAYA_ID,
            subject: "Reading",
            date: "2026-03-02",
            observations: OBSERVATIONS,
            goalsAddressed: (req.body as { goalsAddressed: string[] }).goalsAddressed,
            generatedNote: "Maya read 62 words correct per minute, up from a baseline of 45.",
            source: "template",
            warnings: ["The number 2 from your observations is not in the note."],
          }),
          201,
        ),
    });
    renderWithProviders(<GeneratePage />, `/dashboard/generate?studentId=${MAYA_ID}`);

    expect(
      await screen.findByRole("heading", { level: 1, name: "Write a progress note" }),
    ).toBeInTheDocument();
    expect(await screen.findByText("3 of 10 notes used this month")).toBeInTheDocument();
    const studentSelect = await screen.findByLabelText(/^Student/);
    expect(studentSelect).toHaveValue(MAYA_ID);

    await user.selectOptions(screen.getByLabelText("Note type"), "quarterly");
    await user.type(screen.getByLabelText(/^Subject/), "Reading");
    const date = screen.getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, "2026-03-02");
    await user.click(await screen.findByRole("checkbox", { name: MAYA_GOAL_READING }));
    await user.type(screen.getByLabelText("Add a goal that is not listed"), "Decode CVC words{Enter}");
    await typeInto(user, screen.getByLabelText(/^Observations/), OBSERVATIONS);

    await user.click(screen.getByText("Data and context (optional)"));
    await user.type(screen.getByLabelText(/^Current level/), "62 WCPM");
    await user.type(screen.getByLabelText(/^Baseline level/), "45 WCPM");
    await user.type(screen.getByLabelText(/^Progress toward goal/), "38");
    // Defaults are offered unticked; the teacher ticks the ones used today.
    expect(screen.getByRole("checkbox", { name: "Extended time" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Graphic organizer" })).not.toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "Repeated reading" }));
    await user.click(screen.getByRole("checkbox", { name: "Extended time" }));
    await user.type(screen.getByLabelText(/^Setting/), "resource room");
    await user.type(screen.getByLabelText(/^Duration/), "30 minutes");

    await user.click(screen.getByRole("button", { name: "Generate note" }));

    expect(
      await screen.findByRole("heading", { name: "Your note for Maya R. is ready" }),
    ).toBeInTheDocument();
    const [post] = api.requests("POST", "/api/v1/notes/generate");
    expect(post?.body).toEqual({
      studentId: MAYA_ID,
      type: "quarterly",
      subject: "Reading",
      date: "2026-03-02",
      observations: OBSERVATIONS,
      goalsAddressed: [MAYA_GOAL_READING, "Decode CVC words"],
      performanceData: { currentLevel: "62 WCPM", baselineLevel: "45 WCPM", progressPercentage: 38 },
      strategyData: { strategiesUsed: ["Repeated reading"], accommodationsUsed: ["Extended time"] },
      contextData: { setting: "resource room", duration: "30 minutes" },
    });
    // The body is exactly what the server's contract accepts.
    expect(generateNoteInput.parse(post?.body)).toEqual(post?.body);

    expect(screen.getByLabelText(/^Note text/)).toHaveValue(
      "Maya read 62 words correct per minute, up from a baseline of 45.",
    );
    expect(screen.getByText("Drafted offline from your observations")).toBeInTheDocument();
    expect(screen.getByText("The number 2 from your observations is not in the note.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Open note history/ })).toHaveAttribute(
      "href",
      "/dashboard/history",
    );
    // The monthly count was refreshed and the autosaved draft is gone.
    expect(await screen.findByText("4 of 10 notes used this month")).toBeInTheDocument();
    expect(readStored(draftKey(TEST_USER_ID))).toBeUndefined();
  });

  it("leaves blank optional fields out of the body and labels an AI draft", async () => {
    const user = userEvent.setup();
    const api = server({
      "POST /api/v1/notes/generate": () =>
        json(
          mayaGeneratedNote({
            id: "5f0e3b7a-1111-4c1e-9f55-000000000002",
            studentId: SAM_ID,
            studentName: "Sam T.",
            source: "ai",
          }),
          201,
        ),
    });
    renderWithProviders(<GeneratePage />, "/dashboard/generate");
    await user.selectOptions(await screen.findByLabelText(/^Student/), SAM_ID);
    await user.type(screen.getByLabelText(/^Observations/), "Greeted 3 peers at arrival.");
    await user.click(screen.getByRole("button", { name: "Generate note" }));

    expect(await screen.findByText("Drafted by the AI writing assistant")).toBeInTheDocument();
    const body = api.requests("POST", "/api/v1/notes/generate")[0]?.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["date", "goalsAddressed", "observations", "studentId", "type"]);
    expect(body).toMatchObject({ studentId: SAM_ID, type: "progress", goalsAddressed: [] });
  });

  it("states no default support the teacher did not tick on screen (Data and context never opened)", async () => {
    const user = userEvent.setup();
    const api = server({
      "POST /api/v1/notes/generate": () => json(mayaGeneratedNote({ studentId: MAYA_ID }), 201),
    });
    renderWithProviders(<GeneratePage />, `/dashboard/generate?studentId=${MAYA_ID}`);
    await user.selectOptions(await screen.findByLabelText("Note type"), "behavioral");
    await user.type(screen.getByLabelText(/^Observations/), "Stayed seated for 20 minutes.");
    expect(screen.getByText(/0 strategies, 0 accommodations ticked/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generate note" }));
    await screen.findByRole("heading", { name: /is ready/ });
    const body = api.requests("POST", "/api/v1/notes/generate")[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty("strategyData");
  });

  it("says what is missing and sends nothing when required fields are empty", async () => {
    const user = userEvent.setup();
    const api = server();
    renderWithProviders(<GeneratePage />, "/dashboard/generate");
    await user.click(await screen.findByRole("button", { name: "Generate note" }));
    expect(await screen.findByText("Choose a student")).toBeInTheDocument();
    expect(screen.getByText("Observations is required")).toBeInTheDocument();
    expect(api.requests("POST", "/api/v1/notes/generate")).toHaveLength(0);
  });

  it.each([
    { answer: apiError(500, "INTERNAL", "boom"), shown: "Failed to generate note. Please try again." },
    {
      answer: apiError(404, "NOT_FOUND", "Student not found"),
      shown: "Student not found",
    },
  ])(
    "keeps the observations and shows the message when generation fails ($answer.status)",
    async ({ answer, shown }) => {
      const user = userEvent.setup();
      server({ "POST /api/v1/notes/generate": () => answer });
      renderWithProviders(<GeneratePage />, `/dashboard/generate?studentId=${MAYA_ID}`);
      await typeInto(user, await screen.findByLabelText(/^Observations/), OBSERVATIONS);
      await user.click(screen.getByRole("button", { name: "Generate note" }));

      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent("Failed to generate note. Please try again.");
      expect(alert).toHaveTextContent(shown);
      expect(screen.getByLabelText(/^Observations/)).toHaveValue(OBSERVATIONS);
      expect(screen.getByLabelText(/^Student/)).toHaveValue(MAYA_ID);
      expect(screen.queryByRole("heading", { name: /is ready/ })).not.toBeInTheDocument();
    },
  );

  it("explains a reached monthly limit with the count before the teacher types", async () => {
    server({
      "GET /api/v1/me": () => json(buildProfile({ plan: { notesUsedThisMonth: 10, canGenerate: false } })),
    });
    renderWithProviders(<GeneratePage />, "/dashboard/generate");
    expect(await screen.findByText("Monthly note limit reached")).toBeInTheDocument();
    expect(screen.getByText(/You have used 10 of 10 notes this month on the free plan/)).toBeInTheDocument();
    expect(screen.getByText(/deleted notes still count/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute(
      "href",
      "/dashboard/account/billing",
    );
    const button = screen.getByRole("button", { name: "Generate note" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/You have used 10 of 10 notes this month/);
  });

  it("explains an expired trial before the teacher types", async () => {
    server({
      "GET /api/v1/me": () =>
        json(
          buildProfile({
            plan: { state: "expired_trial", noteLimit: null, daysRemaining: 0, canGenerate: false },
          }),
        ),
    });
    renderWithProviders(<GeneratePage />, "/dashboard/generate");
    expect(await screen.findByText("Your free trial has ended", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generate note" })).toBeDisabled();
  });

  it("shows the count when the server refuses with NOTE_LIMIT_REACHED, keeping the form", async () => {
    const user = userEvent.setup();
    let limitHit = false;
    server({
      "GET /api/v1/me": () =>
        json(
          buildProfile({
            plan: limitHit ? { notesUsedThisMonth: 10, canGenerate: false } : { notesUsedThisMonth: 9 },
          }),
        ),
      "POST /api/v1/notes/generate": () => {
        limitHit = true;
        return apiError(403, "NOTE_LIMIT_REACHED", "You have reached your monthly note limit.");
      },
    });
    renderWithProviders(<GeneratePage />, `/dashboard/generate?studentId=${MAYA_ID}`);
    expect(await screen.findByText("9 of 10 notes used this month")).toBeInTheDocument();
    await typeInto(user, screen.getByLabelText(/^Observations/), OBSERVATIONS);
    await user.click(screen.getByRole("button", { name: "Generate note" }));

    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent("You have used 10 of 10 notes this month"));
    expect(alert).toHaveTextContent("Monthly note limit reached");
    expect(screen.getByLabelText(/^Observations/)).toHaveValue(OBSERVATIONS);
  });

  it("autosaves the draft and restores it on return", async () => {
    const user = userEvent.setup();
    server();
    const first = renderWithProviders(<GeneratePage />, `/dashboard/generate?studentId=${MAYA_ID}`);
    await user.type(await screen.findByLabelText(/^Observations/), "Counted 14 of 20 sight words.");
    await waitFor(
      () =>
        expect(
          readStored<{ values: { observations: string } }>(draftKey(TEST_USER_ID))?.values.observations,
        ).toBe("Counted 14 of 20 sight words."),
      { timeout: 3000 },
    );
    first.unmount();

    renderWithProviders(<GeneratePage />, "/dashboard/generate");
    expect(await screen.findByLabelText(/^Observations/)).toHaveValue("Counted 14 of 20 sight words.");
    expect(screen.getByLabelText(/^Student/)).toHaveValue(MAYA_ID);
    expect(screen.getByText("Your unsaved draft is back")).toBeInTheDocument();
  });

  it("saves a draft typed just before leaving (no lost keystrokes on unmount)", async () => {
    const user = userEvent.setup();
    server();
    const view = renderWithProviders(<GeneratePage />, "/dashboard/generate");
    await user.type(await screen.findByLabelText(/^Observations/), "Left at once");
    view.unmount();
    expect(
      readStored<{ values: { observations: string } }>(draftKey(TEST_USER_ID))?.values.observations,
    ).toBe("Left at once");
  });

  it("clears a restored draft only after confirmation", async () => {
    const user = userEvent.setup();
    server();
    writeStored(draftKey(TEST_USER_ID), {
      savedAt: "2026-03-02T15:00:00.000Z",
      values: { studentId: SAM_ID, type: "behavioral", observations: "Draft text" },
    });
    renderWithProviders(<GeneratePage />, "/dashboard/generate");
    expect(await screen.findByLabelText(/^Observations/)).toHaveValue("Draft text");
    expect(screen.getByLabelText("Note type")).toHaveValue("behavioral");

    await user.click(screen.getByRole("button", { name: "Clear draft and start over" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Clear this draft?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByLabelText(/^Observations/)).toHaveValue("Draft text");

    await user.click(screen.getByRole("button", { name: "Clear draft and start over" }));
    await user.click(await screen.findByRole("button", { name: "Clear draft" }));
    expect(screen.getByLabelText(/^Observations/)).toHaveValue("");
    expect(readStored(draftKey(TEST_USER_ID))).toBeUndefined();
  });

  it("saves edits to the generated note, and keeps them when saving fails", async () => {
    const user = userEvent.setup();
    const noteId = "5f0e3b7a-1111-4c1e-9f55-000000000003";
    let failPatch = true;
    const api = server({
      "POST /api/v1/notes/generate": () =>
        json(mayaGeneratedNote({ id: noteId, generatedNote: "First draft." }), 201),
      "PATCH /api/v1/notes/:id": (req) =>
        failPatch
          ? apiError(500, "INTERNAL", "boom")
          : json(
              mayaGeneratedNote({
                id: noteId,
                generatedNote: (req.body as { generatedNote: string }).generatedNote,
                isEdited: true,
              }),
            ),
    });
    renderWithProviders(<GeneratePage />, `/dashboard/generate?studentId=${MAYA_ID}`);
    await typeInto(user, await screen.findByLabelText(/^Observations/), OBSERVATIONS);
    await user.click(screen.getByRole("button", { name: "Generate note" }));
    const text = await screen.findByLabelText(/^Note text/);
    expect(screen.getByRole("button", { name: "Save changes" })).toBeDisabled();

    await user.clear(text);
    await user.type(text, "Edited by the teacher.");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Failed to update note. Please try again.")).toBeInTheDocument();
    expect(text).toHaveValue("Edited by the teacher.");

    failPatch = false;
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Save changes" })).toBeDisabled());
    const patches = api.requests("PATCH", `/api/v1/notes/${noteId}`);
    expect(patches.at(-1)?.body).toEqual({ generatedNote: "Edited by the teacher." });
    expect(screen.queryByText("Failed to update note. Please try again.")).not.toBeInTheDocument();
  });

  it("asks before dropping unsaved edits on Write another, then keeps the student", async () => {
    const user = userEvent.setup();
    server({
      "POST /api/v1/notes/generate": () =>
        json(mayaGeneratedNote({ id: "5f0e3b7a-1111-4c1e-9f55-000000000004", type: "behavioral" }), 201),
    });
    renderWithProviders(<GeneratePage />, `/dashboard/generate?studentId=${MAYA_ID}`);
    await typeInto(user, await screen.findByLabelText(/^Observations/), OBSERVATIONS);
    await user.click(screen.getByRole("button", { name: "Generate note" }));
    await user.type(await screen.findByLabelText(/^Note text/), " More.");
    await user.click(screen.getByRole("button", { name: "Write another" }));
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));

    expect(await screen.findByLabelText(/^Observations/)).toHaveValue("");
    expect(screen.getByLabelText(/^Student/)).toHaveValue(MAYA_ID);
    expect(screen.getByLabelText("Note type")).toHaveValue("behavioral");
  });

  it("points to the students page when there is no student yet", async () => {
    server({ "GET /api/v1/students": () => json([]) });
    renderWithProviders(<GeneratePage />, "/dashboard/generate");
    expect(await screen.findByText("Add a student first")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to students" })).toHaveAttribute(
      "href",
      "/dashboard/students",
    );
  });
});
