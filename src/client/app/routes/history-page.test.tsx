/**
 * The history screen against a fake server at the fetch boundary (requirements "Note history":
 * newest first; "Error catalogue"; "Local storage": cached notes in browser storage).
 */

import HistoryPage from "@client/app/routes/history-page";
import { notesCacheKey } from "@client/features/notes/api/get-notes";
import { readStored, writeStored } from "@client/lib/storage";
import { caseloadApi, MAYA_ID, mayaNote, SAM_ID } from "@client/testing/caseload";
import { apiError, type FakeHandler, json } from "@client/testing/fake-api";
import { notePageOf } from "@client/testing/fake-note-pages";
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import { TEST_USER_ID } from "@shared/testing/data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 });

const older = mayaNote({
  id: "9a000000-0000-4000-8000-000000000001",
  studentId: MAYA_ID,
  studentName: "Maya R.",
  type: "progress",
  subject: "Reading",
  date: "2026-02-01",
  generatedNote: "Maya read 55 words correct per minute.",
  createdAt: "2026-02-01T10:00:00.000Z",
});
const newer = mayaNote({
  id: "9a000000-0000-4000-8000-000000000002",
  studentId: SAM_ID,
  studentName: "Sam T.",
  type: "behavioral",
  subject: "Behavior",
  date: "2026-03-05",
  generatedNote: "Sam greeted 3 peers at arrival without prompts.",
  isEdited: true,
  createdAt: "2026-03-05T10:00:00.000Z",
});
const mayaBehavior = mayaNote({
  id: "9a000000-0000-4000-8000-000000000003",
  studentId: MAYA_ID,
  studentName: "Maya R.",
  type: "behavioral",
  subject: "Behavior",
  date: "2026-03-01",
  generatedNote: "Maya stayed with the group for 20 minutes.",
  createdAt: "2026-03-01T10:00:00.000Z",
});

resetBetweenTests();

function server(over: Record<string, FakeHandler> = {}) {
  return caseloadApi({
    // The fake server filters and pages as the real one does (newest first).
    "GET /api/v1/notes": ({ query }) => json(notePageOf([older, newer, mayaBehavior], query)),
    ...over,
  });
}

const noteHeadings = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("history page", () => {
  it("lists notes newest first with student, type, subject, date, excerpt and the Edited badge", async () => {
    server();
    renderWithProviders(<HistoryPage />, "/dashboard/history");
    expect(await screen.findByRole("heading", { level: 1, name: "Note history" })).toBeInTheDocument();
    await screen.findByText("Sam T.: Behavioral note");
    expect(noteHeadings()).toEqual([
      "Sam T.: Behavioral note",
      "Maya R.: Behavioral note",
      "Maya R.: Progress note",
    ]);
    const samItem = screen.getByText("Sam T.: Behavioral note").closest("article") as HTMLElement;
    expect(within(samItem).getByText("Mar 5, 2026")).toBeInTheDocument();
    expect(within(samItem).getByText("Behavior")).toBeInTheDocument();
    expect(within(samItem).getByText("Edited")).toBeInTheDocument();
    expect(within(samItem).getByText("Sam greeted 3 peers at arrival without prompts.")).toBeInTheDocument();
    const mayaItem = screen.getByText("Maya R.: Progress note").closest("article") as HTMLElement;
    expect(within(mayaItem).queryByText("Edited")).not.toBeInTheDocument();
  });

  it("filters by student and by type, and keeps the filters in the URL", async () => {
    const user = userEvent.setup();
    server();
    renderWithProviders(<HistoryPage />, "/dashboard/history");
    await screen.findByText("Sam T.: Behavioral note");

    await user.selectOptions(screen.getByLabelText("Student"), MAYA_ID);
    await waitFor(() =>
      expect(noteHeadings()).toEqual(["Maya R.: Behavioral note", "Maya R.: Progress note"]),
    );
    expect(await screen.findByText("2 notes match these filters")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Note type"), "progress");
    await waitFor(() => expect(noteHeadings()).toEqual(["Maya R.: Progress note"]));
    expect(screen.getByTestId("location")).toHaveTextContent(
      `/dashboard/history?studentId=${MAYA_ID}&type=progress`,
    );

    await user.selectOptions(screen.getByLabelText("Student"), SAM_ID);
    expect(await screen.findByText("No notes match these filters")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show all notes" }));
    await waitFor(() => expect(noteHeadings()).toHaveLength(3));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard\/history$/);
  });

  it("reads the filters from the URL", async () => {
    server();
    renderWithProviders(<HistoryPage />, "/dashboard/history?type=behavioral");
    await screen.findByText("Sam T.: Behavioral note");
    expect(noteHeadings()).toEqual(["Sam T.: Behavioral note", "Maya R.: Behavioral note"]);
    expect(screen.getByLabelText("Note type")).toHaveValue("behavioral");
  });

  it("opens a note in full and deletes it only after confirmation", async () => {
    const user = userEvent.setup();
    const api = server({ "DELETE /api/v1/notes/:id": () => ({ status: 204 }) });
    renderWithProviders(<HistoryPage />, "/dashboard/history");
    await user.click(await screen.findByRole("button", { name: "Maya R.: Progress note" }));
    const dialog = await screen.findByRole("dialog", { name: "Maya R.: Progress note" });
    expect(within(dialog).getByText("Maya read 55 words correct per minute.")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this note?" });
    expect(confirm).toHaveTextContent("cannot be undone");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(api.requests("DELETE", `/api/v1/notes/${older.id}`)).toHaveLength(0);
    expect(screen.getByRole("dialog", { name: "Maya R.: Progress note" })).toBeInTheDocument();

    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await user.click(await screen.findByRole("button", { name: "Delete note" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.requests("DELETE", `/api/v1/notes/${older.id}`)).toHaveLength(1);
    expect(screen.queryByText("Maya R.: Progress note")).not.toBeInTheDocument();
    expect(await screen.findByText("Note deleted")).toBeInTheDocument();
    // The browser copy follows the list.
    await waitFor(() =>
      expect(readStored<{ id: string }[]>(notesCacheKey(TEST_USER_ID))?.map((n) => n.id)).toEqual(
        [older.id, newer.id, mayaBehavior.id].filter((id) => id !== older.id),
      ),
    );
  });

  it("keeps the note and says so when deleting fails", async () => {
    const user = userEvent.setup();
    server({ "DELETE /api/v1/notes/:id": () => apiError(500, "INTERNAL", "boom") });
    renderWithProviders(<HistoryPage />, "/dashboard/history");
    await user.click(await screen.findByRole("button", { name: "Sam T.: Behavioral note" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await user.click(await screen.findByRole("button", { name: "Delete note" }));
    const confirm = screen.getByRole("alertdialog");
    expect(await within(confirm).findByText("Failed to delete note. Please try again.")).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("dialog", { name: "Sam T.: Behavioral note" })).toBeInTheDocument();
  });

  it("edits a note with PATCH, and keeps the edit when saving fails", async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = server({
      "PATCH /api/v1/notes/:id": (req) =>
        fail
          ? apiError(500, "INTERNAL", "boom")
          : json({
              ...older,
              generatedNote: (req.body as { generatedNote: string }).generatedNote,
              isEdited: true,
            }),
    });
    renderWithProviders(<HistoryPage />, "/dashboard/history");
    await user.click(await screen.findByRole("button", { name: "Maya R.: Progress note" }));
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const box = screen.getByLabelText("Note text");
    await user.clear(box);
    await user.type(box, "Corrected text.");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Failed to update note. Please try again.")).toBeInTheDocument();
    expect(screen.getByLabelText("Note text")).toHaveValue("Corrected text.");

    fail = false;
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    const dialog = screen.getByRole("dialog");
    expect(await within(dialog).findByText("Corrected text.")).toBeInTheDocument();
    expect(api.requests("PATCH", `/api/v1/notes/${older.id}`).at(-1)?.body).toEqual({
      generatedNote: "Corrected text.",
    });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    const item = screen.getByText("Maya R.: Progress note").closest("article") as HTMLElement;
    expect(within(item).getByText("Edited")).toBeInTheDocument();
  });

  it("asks before closing a note with unsaved edits", async () => {
    const user = userEvent.setup();
    server();
    renderWithProviders(<HistoryPage />, "/dashboard/history");
    await user.click(await screen.findByRole("button", { name: "Maya R.: Progress note" }));
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    await user.type(screen.getByLabelText("Note text"), " Extra.");
    await user.keyboard("{Escape}");
    const confirm = await screen.findByRole("alertdialog", { name: "Discard your changes?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(screen.getByLabelText("Note text")).toHaveValue("Maya read 55 words correct per minute. Extra.");
  });

  it("shows the browser-storage copy with the notice of requirements 'Error catalogue' when loading fails", async () => {
    writeStored(notesCacheKey(TEST_USER_ID), [older]);
    server({ "GET /api/v1/notes": () => apiError(500, "INTERNAL", "boom") });
    renderWithProviders(<HistoryPage />, "/dashboard/history");
    expect(
      await screen.findByText("Failed to load notes. Please try again. The browser-storage copy is used."),
    ).toBeInTheDocument();
    expect(screen.getByText("Maya R.: Progress note")).toBeInTheDocument();
  });

  it("says loading failed when there is no browser copy, and retries", async () => {
    const user = userEvent.setup();
    let fail = true;
    server({
      "GET /api/v1/notes": ({ query }) =>
        fail ? apiError(500, "INTERNAL", "boom") : json(notePageOf([older], query)),
    });
    renderWithProviders(<HistoryPage />, "/dashboard/history");
    expect(await screen.findByText("Failed to load notes. Please try again.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Maya R.: Progress note")).toBeInTheDocument();
  });

  it("shows an empty state linking to the generate page", async () => {
    server({ "GET /api/v1/notes": ({ query }) => json(notePageOf([], query)) });
    renderWithProviders(<HistoryPage />, "/dashboard/history");
    expect(await screen.findByText("No notes yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Write your first note" })).toHaveAttribute(
      "href",
      "/dashboard/generate",
    );
  });
});

describe("history pages (requirements 'Note history': keyset pages, filters in SQL)", () => {
  /** 60 progress notes of Maya, a minute apart, newest is number 60. */
  const many = Array.from({ length: 60 }, (_, i) =>
    mayaNote({
      id: `9b000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`,
      studentId: MAYA_ID,
      studentName: "Maya R.",
      type: "progress",
      subject: `Probe ${i + 1}`,
      createdAt: new Date(Date.UTC(2026, 1, 1, 10, i)).toISOString(),
    }),
  );
  const subjects = () =>
    screen.getAllByRole("article").map((a) => within(a).getByText(/^Probe \d+$/).textContent);

  it("loads page 2 with the first page's cursor on Load more, and says so politely", async () => {
    const user = userEvent.setup();
    const api = server({ "GET /api/v1/notes": ({ query }) => json(notePageOf(many, query)) });
    renderWithProviders(<HistoryPage />, "/dashboard/history");
    await screen.findByText("Probe 60");
    expect(subjects()).toHaveLength(50);
    expect(subjects()[0]).toBe("Probe 60");
    const status = screen.getByText("50 notes; more load as you scroll.");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(api.requests("GET", "/api/v1/notes").map((r) => r.search)).toEqual(["?limit=50"]);

    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(subjects()).toHaveLength(60));
    expect(subjects().at(-1)).toBe("Probe 1");
    expect(api.requests("GET", "/api/v1/notes").map((r) => r.search)).toEqual([
      "?limit=50",
      "?limit=50&cursor=o50",
    ]);
    expect(screen.getByText("60 notes")).toHaveAttribute("role", "status");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("loads the next page when the sentinel scrolls into view", async () => {
    let seen: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
          seen = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    const api = server({ "GET /api/v1/notes": ({ query }) => json(notePageOf(many, query)) });
    renderWithProviders(<HistoryPage />, "/dashboard/history");
    await screen.findByText("Probe 60");
    seen?.([{ isIntersecting: false }]);
    expect(api.requests("GET", "/api/v1/notes")).toHaveLength(1);
    seen?.([{ isIntersecting: true }]);
    await waitFor(() => expect(subjects()).toHaveLength(60));
  });

  it("sends the filters to the server and shows what it answers", async () => {
    const user = userEvent.setup();
    const api = server();
    renderWithProviders(<HistoryPage />, "/dashboard/history");
    await screen.findByText("Sam T.: Behavioral note");
    await user.selectOptions(screen.getByLabelText("Note type"), "behavioral");
    await user.selectOptions(screen.getByLabelText("Student"), MAYA_ID);
    await waitFor(() => expect(noteHeadings()).toEqual(["Maya R.: Behavioral note"]));
    const sent = api.requests("GET", "/api/v1/notes").map((r) => Object.fromEntries(r.query));
    expect(sent.at(-1)).toEqual({ limit: "50", studentId: MAYA_ID, type: "behavioral" });
    expect(sent).toContainEqual({ limit: "50", type: "behavioral" });
    // The student picker reads the caseload's summary view only.
    expect(api.requests("GET", "/api/v1/students").map((r) => r.search)).toEqual(["?view=summary"]);
  });
});
