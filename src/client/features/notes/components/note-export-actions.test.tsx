/**
 * The note's export buttons (requirements "Exports"): what they request, the file they save (the
 * server's bytes under the server's name), the status line and a refusal in plain words. Only fetch
 * and the browser's download link are replaced.
 */
import { captureDownloads, fileResponse, renderWithQueryClient } from "@client/testing/download-capture";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { NoteExportActions } from "./note-export-actions";

const NOTE_ID = "7a7a7a7a-0000-4000-8000-000000000001";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const capture = captureDownloads();

describe("NoteExportActions", () => {
  it.each([
    ["Download PDF", "pdf", "application/pdf", "note-maya-lopez-2026-03-09.pdf", "%PDF-1.7 test"],
    ["Download Word (.docx)", "docx", DOCX, "note-maya-lopez-2026-03-09.docx", "PK test"],
  ])("%s posts the note's export and saves the server's file", async (label, format, type, name, bytes) => {
    capture.reply = () => fileResponse(type, name, bytes);
    const user = userEvent.setup();
    renderWithQueryClient(<NoteExportActions noteId={NOTE_ID} />);
    await user.click(screen.getByRole("button", { name: label }));
    await waitFor(() => expect(capture.saved.map((s) => s.name)).toEqual([name]));
    expect(capture.calls).toEqual([
      { url: `/api/v1/exports/note/${NOTE_ID}?format=${format}`, method: "POST", body: undefined },
    ]);
    expect(await capture.saved[0]?.blob.text()).toBe(bytes);
    expect(screen.getByRole("status")).toHaveTextContent(`Downloaded ${name}`);
  });

  it("says why a download was refused", async () => {
    capture.reply = () =>
      new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "Note not found" } }), {
        status: 404,
        headers: { "Content-Type": "application/json" },
      });
    const user = userEvent.setup();
    renderWithQueryClient(<NoteExportActions noteId={NOTE_ID} />);
    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText("Note not found")).toBeInTheDocument();
    expect(screen.getByText("Could not create the file. Please try again.")).toBeInTheDocument();
    expect(capture.saved).toEqual([]);
  });

  it("a lost connection gives the spec's network message", async () => {
    capture.reply = () => {
      throw new TypeError("Failed to fetch");
    };
    const user = userEvent.setup();
    renderWithQueryClient(<NoteExportActions noteId={NOTE_ID} />);
    await user.click(screen.getByRole("button", { name: "Download Word (.docx)" }));
    expect(
      await screen.findByText("Network error. Please check your connection and try again."),
    ).toBeInTheDocument();
  });

  it("says that unsaved edits are not in the file", () => {
    capture.reply = () => fileResponse("application/pdf", "n.pdf", "x");
    renderWithQueryClient(<NoteExportActions noteId={NOTE_ID} unsavedChanges />);
    expect(screen.getByText(/The download uses the last saved text/)).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Download the note" })).toBeInTheDocument();
  });
});
