/**
 * An IEP's notices (requirements "Notices"): each notice downloads as PDF or Word in the language
 * chosen, saved under the server's name; the last language chosen is the next visit's default; a
 * refused download says the server's sentence. `fetch` mocked at the network boundary.
 */
import { captureDownloads, fileResponse, renderWithQueryClient } from "@client/testing/download-capture";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { beforeEach, describe, expect, it } from "vitest";
import { buildIep, IEP_ID } from "../lib/testing/signing-fixtures";
import { IepNotices } from "./iep-notices";

const capture = captureDownloads();
beforeEach(() => localStorage.clear());

function renderNotices() {
  const user = userEvent.setup();
  const view = renderWithQueryClient(
    <>
      <IepNotices iep={buildIep()} />
      <Toaster />
    </>,
  );
  return { user, ...view };
}

describe("an IEP's notices", () => {
  it("downloads a notice as Word in Spanish, and remembers Spanish for the next visit", async () => {
    capture.reply = () =>
      fileResponse(
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "aviso-previo.docx",
        "docx",
      );
    const { user, unmount } = renderNotices();
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Language of the prior written notice" }),
      "es",
    );
    await user.click(screen.getByRole("button", { name: "Word of the prior written notice" }));
    await waitFor(() => expect(capture.saved.map((s) => s.name)).toEqual(["aviso-previo.docx"]));
    expect(capture.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /api/v1/ieps/${IEP_ID}/notices/prior-written-notice?format=docx&language=es`,
    ]);
    unmount();
    renderNotices();
    expect(screen.getByRole("combobox", { name: "Language of the consent for reevaluation" })).toHaveValue(
      "es",
    );
  });

  it("a refused download says the server's sentence", async () => {
    capture.reply = () =>
      new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "IEP not found" } }), {
        status: 404,
        headers: { "Content-Type": "application/json" },
      });
    const { user } = renderNotices();
    await user.click(screen.getByRole("button", { name: "PDF of the consent for initial services" }));
    expect(await screen.findByText("IEP not found")).toBeInTheDocument();
    expect(capture.saved).toEqual([]);
  });
});
