/**
 * Writing a note while offline (requirements "Note generation", "Local storage"; decision 008): the
 * generate screen drafts the template note on the device from the saved record and goals, shows it
 * as drafted offline and waiting, sends nothing to the generate route, and the outbox saves it through
 * POST /api/v1/notes/offline-drafts, with an Idempotency-Key, once the connection is back.
 */
import GeneratePage from "@client/app/routes/generate-page";
import { MAYA_ID, maya, mayaGeneratedNote, sam } from "@client/testing/caseload";
import { json } from "@client/testing/fake-api";
import { renderWithFakeApi } from "@client/testing/test-utils";
import { offlineNoteInput } from "@shared/contracts/notes";
import { buildProfile } from "@shared/testing/data-generators";
import { onlineManager } from "@tanstack/react-query";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const OBSERVATIONS = "Read 62 WCPM on the grade-3 probe (baseline 45). 2 errors, self-corrected 1.";

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

describe("generate page offline", () => {
  it("drafts the note on the device, then saves it once when back online", async () => {
    const user = userEvent.setup();
    const { api } = renderWithFakeApi(<GeneratePage />, `/dashboard/generate?studentId=${MAYA_ID}`, {
      students: [maya, sam],
      routes: {
        "GET /api/v1/me": () => json(buildProfile()),
        "POST /api/v1/notes/offline-drafts": (req) => {
          const body = req.body as { noteText: string; draftedAt: string };
          return json(
            mayaGeneratedNote({
              id: "5f0e3b7a-2222-4c1e-9f55-000000000002",
              studentId: MAYA_ID,
              generatedNote: body.noteText,
              source: "template",
              draftedOfflineAt: body.draftedAt,
              warnings: [],
            }),
            201,
          );
        },
      },
    });
    expect(await screen.findByLabelText(/^Student/)).toHaveValue(MAYA_ID);
    await user.click(screen.getByLabelText(/^Observations/));
    await user.paste(OBSERVATIONS);

    onlineManager.setOnline(false);
    await user.click(screen.getByRole("button", { name: "Generate note" }));

    expect(
      await screen.findByRole("heading", { name: "Your note for Maya R. was drafted offline" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Drafted offline — it will be saved to your notes/)).toBeInTheDocument();
    const text = (screen.getByLabelText(/^Note text/) as HTMLTextAreaElement).value;
    // The template note keeps every number of the observations.
    for (const n of ["62", "45", "2", "1"]) expect(text).toContain(n);
    expect(screen.getByLabelText(/^Note text/)).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
    expect(api.requests("POST", "/api/v1/notes/generate")).toHaveLength(0);
    expect(api.requests("POST", "/api/v1/notes/offline-drafts")).toHaveLength(0);

    onlineManager.setOnline(true);
    await waitFor(() => expect(api.requests("POST", "/api/v1/notes/offline-drafts")).toHaveLength(1));
    const [sent] = api.requests("POST", "/api/v1/notes/offline-drafts");
    expect(sent?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    // Exactly the server's contract (no device-only fields), with the drafted text.
    expect(offlineNoteInput.parse(sent?.body)).toEqual(sent?.body);
    expect(sent?.body).toMatchObject({ studentId: MAYA_ID, observations: OBSERVATIONS, noteText: text });
  });

  it("asks what the student did instead of a judgement word offline too, and the drafted note leaves it out", async () => {
    const user = userEvent.setup();
    renderWithFakeApi(<GeneratePage />, `/dashboard/generate?studentId=${MAYA_ID}`, {
      students: [maya, sam],
      routes: { "GET /api/v1/me": () => json(buildProfile()) },
    });
    expect(await screen.findByLabelText(/^Student/)).toHaveValue(MAYA_ID);
    onlineManager.setOnline(false);
    const typed = "she was being lazy today during math, only did 2 of 10 problems.";
    await user.click(screen.getByLabelText(/^Observations/));
    await user.paste(typed);
    expect(screen.getByText("Describe what the student did instead of 'lazy'.")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Generate note" }));
    expect(
      await screen.findByRole("heading", { name: "Your note for Maya R. was drafted offline" }),
    ).toBeInTheDocument();
    const text = (screen.getByLabelText(/^Note text/) as HTMLTextAreaElement).value;
    expect(text).toContain("2 of 10 problems");
    expect(text).not.toMatch(/lazy|complet/i);
  });
});
