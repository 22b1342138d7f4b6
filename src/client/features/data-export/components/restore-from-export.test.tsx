/**
 * "Restore from an export" (requirements "Export and restore" → "Restore"): choosing the ZIP runs the
 * server's dry run and the confirmation names what will be restored; "Restore" sends it for real and
 * shows the counts and the rows left out; a refused file is shown in the server's words with nothing
 * to confirm; offline the file cannot be chosen and the section says why. Only fetch is replaced.
 */
import { captureDownloads, renderWithQueryClient } from "@client/testing/download-capture";
import type { RestoreResult } from "@shared/contracts/data-export";
import { onlineManager } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { restoredPhrases } from "../api/restore";
import { RestoreFromExport } from "./restore-from-export";

const capture = captureDownloads();
afterEach(() => onlineManager.setOnline(true));

const RESULT: RestoreResult = {
  restored: { students: 2, goals: 1, "progress-entries": 3, notes: 0, preferences: 1 },
  skipped: [{ file: "goals.json", index: 4, message: "Its student is not in the export." }],
};
const zip = () =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], "my-export.zip", { type: "application/zip" });
const renderSection = () =>
  renderWithQueryClient(
    <MemoryRouter>
      <RestoreFromExport />
    </MemoryRouter>,
  );

describe("restoredPhrases", () => {
  it.each([
    [{ students: 1 }, ["1 student"]],
    [{ students: 2, "progress-entries": 1, notes: 0 }, ["2 students", "1 progress entry"]],
    [{ "service-sessions": 3, preferences: 1 }, ["3 logged sessions", "your preferences"]],
    [{ ieps: 2, "iep-signatures": 1, "iep-consents": 0 }, ["2 IEP versions", "1 IEP signature"]],
    [{}, []],
  ])("%j → %j", (restored, phrases) => expect(restoredPhrases(restored)).toEqual(phrases));
});

describe("RestoreFromExport", () => {
  it("checks the file, names what will be restored, then restores it and shows the result", async () => {
    capture.reply = () => Response.json(RESULT);
    const user = userEvent.setup();
    renderSection();
    await user.upload(screen.getByLabelText("Choose an export (.zip)"), zip());
    expect(
      await screen.findByText(/will restore 2 students, 1 goal, 3 progress entries and your preferences/),
    ).toBeInTheDocument();
    expect(screen.getByText("goals.json, row 5: Its student is not in the export.")).toBeInTheDocument();
    expect(capture.calls.map((c) => `${c.method} ${c.url}`)).toEqual(["POST /api/v1/restore?dryRun=true"]);

    await user.click(screen.getByRole("button", { name: "Restore" }));
    expect(await screen.findByText("Restored")).toBeInTheDocument();
    expect(capture.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "POST /api/v1/restore?dryRun=true",
      "POST /api/v1/restore",
    ]);
    expect(screen.getByRole("link", { name: "Open your students" })).toHaveAttribute(
      "href",
      "/dashboard/students",
    );
    expect(screen.queryByRole("button", { name: "Restore" })).not.toBeInTheDocument();
  });

  it("shows a refused file in the server's words, with nothing to confirm", async () => {
    const message = "This is not an export from IEP Workspace.";
    capture.reply = () => Response.json({ error: { code: "IMPORT_FILE_TYPE", message } }, { status: 415 });
    const user = userEvent.setup();
    renderSection();
    await user.upload(screen.getByLabelText("Choose an export (.zip)"), zip());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Restore" })).not.toBeInTheDocument();
    expect(capture.calls).toHaveLength(1);
  });

  it("cancel forgets the file and writes nothing", async () => {
    capture.reply = () => Response.json(RESULT);
    const user = userEvent.setup();
    renderSection();
    await user.upload(screen.getByLabelText("Choose an export (.zip)"), zip());
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(screen.queryByText(/will restore/)).not.toBeInTheDocument();
    expect(capture.calls.map((c) => c.url)).toEqual(["/api/v1/restore?dryRun=true"]);
  });

  it("offline, the file cannot be chosen and the section says the restore needs the connection", () => {
    onlineManager.setOnline(false);
    renderSection();
    expect(screen.getByLabelText("Choose an export (.zip)")).toBeDisabled();
    expect(screen.getByText(/Restoring needs the internet connection/)).toBeInTheDocument();
  });
});
