/**
 * The export buttons (requirements "Exports": a note and an IEP draft as PDF and as DOCX): what they request,
 * the file they save (the server's bytes under the server's name), the status line, a refusal in plain
 * words, and the IEP draft's limits checked before asking. Only fetch and the browser's download link
 * are replaced.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IepDraftExportActions, iepExportProblem } from "../../ai/iep/export-actions";
import { NoteExportActions } from "./note-export-actions";

const NOTE_ID = "7a7a7a7a-0000-4000-8000-000000000001";
const STUDENT_ID = "5a5a5a5a-0000-4000-8000-000000000011";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

interface Call {
  url: string;
  method: string;
  body: unknown;
}

let calls: Call[];
let saved: { name: string; blob: Blob }[];
let reply: (call: Call) => Response;

function wrap(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

beforeEach(() => {
  calls = [];
  saved = [];
  const blobs: Blob[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        url: String(input),
        method: init?.method ?? "GET",
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return reply(call);
    }),
  );
  vi.stubGlobal(
    "URL",
    Object.assign(URL, {
      createObjectURL: vi.fn((b: Blob) => {
        blobs.push(b);
        return `blob:${blobs.length}`;
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs[Number(this.href.split(":").pop()) - 1] as Blob });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function file(type: string, name: string, text: string) {
  return new Response(text, {
    status: 200,
    headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${name}"` },
  });
}

describe("NoteExportActions", () => {
  it.each([
    ["Download PDF", "pdf", "application/pdf", "note-maya-lopez-2026-03-09.pdf", "%PDF-1.7 test"],
    ["Download Word (.docx)", "docx", DOCX, "note-maya-lopez-2026-03-09.docx", "PK test"],
  ])("%s posts the note's export and saves the server's file", async (label, format, type, name, bytes) => {
    reply = () => file(type, name, bytes);
    const user = userEvent.setup();
    wrap(<NoteExportActions noteId={NOTE_ID} />);
    await user.click(screen.getByRole("button", { name: label }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual([name]));
    expect(calls).toEqual([
      { url: `/api/v1/exports/note/${NOTE_ID}?format=${format}`, method: "POST", body: undefined },
    ]);
    expect(await saved[0]?.blob.text()).toBe(bytes);
    expect(screen.getByRole("status")).toHaveTextContent(`Downloaded ${name}`);
  });

  it("says why a download was refused", async () => {
    reply = () =>
      new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "Note not found" } }), {
        status: 404,
        headers: { "Content-Type": "application/json" },
      });
    const user = userEvent.setup();
    wrap(<NoteExportActions noteId={NOTE_ID} />);
    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText("Note not found")).toBeInTheDocument();
    expect(screen.getByText("Could not create the file. Please try again.")).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("a lost connection gives the spec's network message", async () => {
    reply = () => {
      throw new TypeError("Failed to fetch");
    };
    const user = userEvent.setup();
    wrap(<NoteExportActions noteId={NOTE_ID} />);
    await user.click(screen.getByRole("button", { name: "Download Word (.docx)" }));
    expect(
      await screen.findByText("Network error. Please check your connection and try again."),
    ).toBeInTheDocument();
  });

  it("says that unsaved edits are not in the file", () => {
    reply = () => file("application/pdf", "n.pdf", "x");
    wrap(<NoteExportActions noteId={NOTE_ID} unsavedChanges />);
    expect(screen.getByText(/The download uses the last saved text/)).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Download the note" })).toBeInTheDocument();
  });
});

describe("IepDraftExportActions", () => {
  const sections = [
    { title: "Present levels", text: "Reads 68 WCPM." },
    { title: "Measurable annual goals", text: "By June 30, 2027, reads 90 WCPM." },
  ];

  it("posts the student and the sections as they are on screen", async () => {
    reply = () => file(DOCX, "iep-draft-maya-lopez-2026-11-03.docx", "PK");
    const user = userEvent.setup();
    wrap(<IepDraftExportActions studentId={STUDENT_ID} sections={sections} />);
    await user.click(screen.getByRole("button", { name: "Download Word (.docx)" }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(["iep-draft-maya-lopez-2026-11-03.docx"]));
    expect(calls).toEqual([
      {
        url: "/api/v1/exports/iep-draft",
        method: "POST",
        body: { studentId: STUDENT_ID, sections, format: "docx" },
      },
    ]);
  });

  it.each([
    [[], "Draft at least one section to download the IEP draft."],
    [Array.from({ length: 11 }, () => sections[0]), "An IEP draft download holds at most 10 sections."],
    [
      [{ title: "Services", text: "x".repeat(20_001) }],
      '"Services" is longer than 20,000 characters; shorten it to download.',
    ],
  ])("a draft the server would refuse disables the buttons and says why (%#)", (given, message) => {
    const list = given as { title: string; text: string }[];
    expect(iepExportProblem(list)).toBe(message);
    wrap(<IepDraftExportActions studentId={STUDENT_ID} sections={list} />);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Download Word (.docx)" })).toBeDisabled();
  });
});
