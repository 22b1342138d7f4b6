/**
 * The AI writing assistant on the generate screen, against a fake server at the fetch boundary
 * (requirements "Writing assistant": Improve wording with before/after, accept and undo; suggestions as the teacher types,
 * keyboard-selectable; a streamed draft preview then the saved note; Cancel aborts; requirements "Suggestions" AI
 * suggestion rules; requirements "AI errors": never shown raw).
 */

import GeneratePage from "@client/app/routes/generate-page";
import { IMPROVE_FAILED } from "@client/features/writing-assistant/components/improve-wording";
import { parseSseChunk } from "@client/lib/sse";
import { caseloadApi, MAYA_ID, mayaGeneratedNote } from "@client/testing/caseload";
import {
  apiError,
  createEventStream,
  type EventStream,
  type FakeApi,
  type FakeHandler,
  hangUntilAborted,
  json,
} from "@client/testing/fake-api";
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 });

const ROUGH = "The autistic boy had a meltdown for 10 minutes after 2 prompts.";
const REWRITTEN = "The student with autism became dysregulated for 10 minutes after 2 prompts.";

resetBetweenTests();

function server(over: Record<string, FakeHandler> = {}) {
  return caseloadApi({ "POST /api/v1/ai/suggestions": () => json({ suggestions: [] }), ...over });
}

/** Answers POST /api/v1/notes/generate with `stream`; returns the headers of each such request. */
function withStreamingGenerate(api: FakeApi, stream: EventStream) {
  const seenHeaders: Record<string, string>[] = [];
  api.on("POST /api/v1/notes/generate", (req) => {
    seenHeaders.push(req.headers);
    return stream.respond(req.signal);
  });
  return seenHeaders;
}

/**
 * Opens the page over a streamed generate answered by a new event stream, pastes ROUGH into the
 * observations and asks for the note; resolves once the preview shows.
 */
async function startStreamedNote() {
  const user = userEvent.setup();
  const stream = createEventStream();
  withStreamingGenerate(server(), stream);
  const field = await openPage();
  await user.click(field);
  await user.paste(ROUGH);
  await user.click(screen.getByRole("button", { name: "Generate note" }));
  await screen.findByTestId("note-preview");
  return { user, stream, field };
}

async function openPage() {
  renderWithProviders(<GeneratePage />, `/dashboard/generate?studentId=${MAYA_ID}`);
  const field = await screen.findByLabelText(/^Observations/);
  await waitFor(() => expect(screen.getByLabelText(/^Student/)).toHaveValue(MAYA_ID));
  return field as HTMLTextAreaElement;
}

describe("Improve wording (enhance_observations)", () => {
  it("shows before and after with warnings; Accept replaces the text and Undo restores it", async () => {
    const user = userEvent.setup();
    const api = server({
      "POST /api/v1/ai/enhance": () =>
        json({
          text: REWRITTEN,
          source: "template",
          warnings: ["Kept 10 minutes and 2 prompts as written."],
        }),
    });
    const field = await openPage();
    const improve = screen.getByRole("button", { name: "Improve wording of Observations" });
    expect(improve).toBeDisabled();

    await user.click(field);
    await user.paste(ROUGH);
    await user.click(improve);

    const review = await screen.findByRole("region", { name: "Suggested wording" });
    expect(api.requests("POST", "/api/v1/ai/enhance")[0]?.body).toEqual({
      fieldType: "enhance_observations",
      text: ROUGH,
      studentId: MAYA_ID,
    });
    expect(within(review).getByText("Rewritten by the built-in rewriter")).toBeInTheDocument();
    expect(within(review).getByText("Kept 10 minutes and 2 prompts as written.")).toBeInTheDocument();
    // Before keeps the teacher's words, with the replaced ones marked as deleted; after marks the new ones.
    expect(within(review).getByText("meltdown").tagName).toBe("DEL");
    expect(within(review).getByText("dysregulated").tagName).toBe("INS");
    // Nothing changes until the teacher accepts.
    expect(field).toHaveValue(ROUGH);

    await user.click(within(review).getByRole("button", { name: "Accept" }));
    expect(field).toHaveValue(REWRITTEN);
    expect(screen.queryByRole("region", { name: "Suggested wording" })).not.toBeInTheDocument();
    const undo = screen.getByRole("button", { name: "Undo" });
    expect(undo).toHaveFocus();

    await user.click(undo);
    expect(field).toHaveValue(ROUGH);
    expect(screen.queryByRole("button", { name: "Undo" })).not.toBeInTheDocument();
  });

  it("Keep mine closes the review and leaves the text; a failure says so plainly and keeps the text", async () => {
    const user = userEvent.setup();
    let fail = false;
    server({
      "POST /api/v1/ai/enhance": () =>
        fail
          ? apiError(503, "AI_UNAVAILABLE", "upstream 503 from provider")
          : json({ text: REWRITTEN, source: "ai", warnings: [] }),
    });
    const field = await openPage();
    await user.click(field);
    await user.paste(ROUGH);
    await user.click(screen.getByRole("button", { name: "Improve wording of Observations" }));
    const review = await screen.findByRole("region", { name: "Suggested wording" });
    expect(within(review).getByText("Rewritten by the AI writing assistant")).toBeInTheDocument();
    await user.click(within(review).getByRole("button", { name: "Keep mine" }));
    expect(field).toHaveValue(ROUGH);

    fail = true;
    await user.click(screen.getByRole("button", { name: "Improve wording of Observations" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(IMPROVE_FAILED);
    // requirements "AI errors": the provider's raw message is never shown.
    expect(alert).not.toHaveTextContent("upstream 503");
    expect(field).toHaveValue(ROUGH);
  });
});

it("Cancel stops a rewrite that takes too long and leaves the text as typed", async () => {
  const user = userEvent.setup();
  let seenSignal: AbortSignal | undefined;
  // A provider that hangs: the answer only ever ends by aborting.
  server({
    "POST /api/v1/ai/enhance": (req) => {
      seenSignal = req.signal;
      return hangUntilAborted(req);
    },
  });
  const field = await openPage();
  await user.click(field);
  await user.paste(ROUGH);
  const improve = screen.getByRole("button", { name: "Improve wording of Observations" });
  await user.click(improve);
  // The field stays usable while waiting.
  await user.type(field, "!");
  await user.click(await screen.findByRole("button", { name: "Cancel improving wording" }));
  expect(seenSignal?.aborted).toBe(true);
  await waitFor(() => expect(improve).toBeEnabled());
  expect(improve).toHaveFocus();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(field).toHaveValue(`${ROUGH}!`);
});

describe("suggestions as the teacher types (requirements 'Suggestions')", () => {
  const SUGGESTIONS = [
    "Read 4 of 5 sight words correctly during the warm-up.",
    "Needed 2 verbal prompts to return to the passage.",
    "Self-corrected 3 errors without a prompt.",
  ];

  it("asks after a pause with the student's name, grade and note type; arrows and Enter insert one", async () => {
    const user = userEvent.setup();
    const api = server({ "POST /api/v1/ai/suggestions": () => json({ suggestions: SUGGESTIONS }) });
    const field = await openPage();
    await user.click(field);
    await user.paste("Re");
    // Under 3 characters: nothing is asked (requirements 'Suggestions').
    await new Promise((r) => setTimeout(r, 600));
    expect(api.requests("POST", "/api/v1/ai/suggestions")).toHaveLength(0);

    await user.paste("ad 4");
    const list = await screen.findByRole("listbox", { name: "Suggestions" }, { timeout: 3000 });
    const calls = api.requests("POST", "/api/v1/ai/suggestions");
    // Debounced: one request for the settled text.
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      fieldType: "observations",
      input: "Read 4",
      studentId: MAYA_ID,
      studentName: "Maya R.",
      grade: "3",
      noteType: "progress",
    });
    const options = within(list).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(SUGGESTIONS);
    expect(field).toHaveAttribute("aria-controls", list.id);
    expect(field).not.toHaveAttribute("aria-activedescendant");

    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(field).toHaveAttribute("aria-activedescendant", options[1]?.id);
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    // Wraps from the first to the last.
    expect(field).toHaveAttribute("aria-activedescendant", options[2]?.id);

    await user.keyboard("{Enter}");
    // "Read 4" is an unfinished sentence: the suggestion goes on a new line, the teacher's words unchanged.
    expect(field).toHaveValue(`Read 4\n${SUGGESTIONS[2]}`);
    expect(screen.queryByRole("listbox", { name: "Suggestions" })).not.toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it("Escape closes the list and Enter then types as usual; a click also inserts", async () => {
    const user = userEvent.setup();
    server({ "POST /api/v1/ai/suggestions": () => json({ suggestions: SUGGESTIONS }) });
    const field = await openPage();
    await user.click(field);
    await user.paste("Maya read");
    await screen.findByRole("listbox", { name: "Suggestions" }, { timeout: 3000 });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox", { name: "Suggestions" })).not.toBeInTheDocument();

    await user.paste(" aloud.");
    const list = await screen.findByRole("listbox", { name: "Suggestions" }, { timeout: 3000 });
    await user.click(within(list).getByRole("option", { name: SUGGESTIONS[0] }));
    expect(field).toHaveValue(`Maya read aloud. ${SUGGESTIONS[0]}`);
  });

  it("a template suggestion's first blank is selected so typing fills it", async () => {
    const user = userEvent.setup();
    const template = "During ___, the student ___ (observable behavior) ___ times.";
    server({ "POST /api/v1/ai/suggestions": () => json({ suggestions: [template] }) });
    const field = await openPage();
    await user.click(field);
    await user.paste("Reading group.");
    await screen.findByRole("listbox", { name: "Suggestions" }, { timeout: 3000 });
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(field.selectionEnd - field.selectionStart).toBe(3));
    await user.keyboard("guided reading");
    expect(field).toHaveValue(
      "Reading group. During guided reading, the student ___ (observable behavior) ___ times.",
    );
  });
});

describe("streaming the note", () => {
  const saved = mayaGeneratedNote({
    id: "5f0e3b7a-1111-4c1e-9f55-000000000009",
    observations: ROUGH,
    generatedNote: "Maya R. read 62 words correct per minute.",
    source: "ai",
    warnings: ["The model changed 45 to 54; the template note was used."],
  });

  it("shows the draft as it arrives, then the saved note, editable, with its warnings", async () => {
    const user = userEvent.setup();
    const stream = createEventStream();
    const headers = withStreamingGenerate(server(), stream);
    const field = await openPage();
    await user.click(field);
    await user.paste(ROUGH);
    await user.click(screen.getByRole("button", { name: "Generate note" }));

    const preview = await screen.findByTestId("note-preview");
    expect(headers[0]?.accept).toBe("text/event-stream");
    stream.send("delta", { text: "Maya R. read " });
    await waitFor(() => expect(preview).toHaveTextContent("Maya R. read"));
    // A retry drops the draft so far; the preview starts again.
    stream.send("restart", {});
    await waitFor(() => expect(preview).not.toHaveTextContent("Maya R. read"));
    stream.send("delta", { text: "Maya R. read " });
    stream.send("delta", { text: "62 words correct per minute." });
    await waitFor(() => expect(preview).toHaveTextContent("Maya R. read 62 words correct per minute."));
    expect(screen.getByRole("button", { name: "Cancel" })).toBeEnabled();

    stream.send("note", saved);
    stream.end();
    expect(
      await screen.findByRole("heading", { name: "Your note for Maya R. is ready" }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Note text/)).toHaveValue("Maya R. read 62 words correct per minute.");
    expect(screen.getByText("The model changed 45 to 54; the template note was used.")).toBeInTheDocument();
  });

  it("Cancel aborts the request, keeps what was typed and shows no error", async () => {
    const { user, stream, field } = await startStreamedNote();
    stream.send("delta", { text: "Maya R. read " });

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(stream.signal?.aborted).toBe(true);
    expect(await screen.findByText("Generation cancelled. What you typed is kept.")).toBeInTheDocument();
    expect(screen.queryByTestId("note-preview")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(field).toHaveValue(ROUGH);
    expect(screen.getByRole("button", { name: "Generate note" })).toBeEnabled();
  });

  it("an error event says generation failed and keeps the form", async () => {
    const { stream, field } = await startStreamedNote();
    stream.send("error", {
      code: "AI_TIMEOUT",
      message: "The writing assistant took too long. Please try again.",
    });
    stream.end();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The writing assistant took too long. Please try again.");
    expect(alert).toHaveTextContent("What you typed is kept.");
    expect(field).toHaveValue(ROUGH);
  });
});

it("a quota refusal sent as an error event shows the plan's explanation (requirements 'Note quota')", async () => {
  const { stream, field } = await startStreamedNote();
  stream.send("error", { code: "NOTE_LIMIT_REACHED", message: "Monthly note limit reached." });
  stream.end();
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("Monthly note limit reached.");
  expect(alert).toHaveTextContent("What you typed is kept as a draft.");
  expect(field).toHaveValue(ROUGH);
});

describe("parseSseChunk (HTML server-sent events framing)", () => {
  it.each([
    ["one event", 'event: delta\ndata: {"text":"a"}\n\n', [{ event: "delta", data: '{"text":"a"}' }], ""],
    ["CRLF line ends", "event: note\r\ndata: {}\r\n\r\n", [{ event: "note", data: "{}" }], ""],
    ["multi-line data joins with \\n", "data: a\ndata: b\n\n", [{ event: "message", data: "a\nb" }], ""],
    [
      "comments are skipped",
      ": keep-alive\n\nevent: delta\ndata: x\n\n",
      [{ event: "delta", data: "x" }],
      "",
    ],
    ["an unfinished event stays in the rest", "event: delta\ndata: x", [], "event: delta\ndata: x"],
  ])("%s", (_name, input, events, rest) => {
    expect(parseSseChunk(input)).toEqual({ events, rest });
  });
});
