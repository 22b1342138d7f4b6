/**
 * "Download all my data" (requirements "Export and restore": "the screen shows progress while it
 * downloads"): the ZIP is read chunk by chunk and the live line says how much has arrived; the saved
 * file is the server's bytes under the server's name; offline the button is off and says why; a
 * refusal is shown in plain words. Only fetch and the browser's download link are replaced.
 */
import { captureDownloads, renderWithQueryClient } from "@client/testing/download-capture";
import { onlineManager } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { downloadAllData } from "../api/download-export";
import { formatSize } from "../lib/received-size";
import { DownloadAllData, NEEDS_CONNECTION } from "./download-all-data";

const capture = captureDownloads();
const NAME = "iep-workspace-export-2026-11-20.zip";
const MB = 1024 * 1024;

afterEach(() => onlineManager.setOnline(true));

/** A streamed ZIP answer whose second chunk waits until `release` is called. */
function heldStream(first: number, second: number) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new Uint8Array(first).fill(1));
      await gate;
      controller.enqueue(new Uint8Array(second).fill(2));
      controller.close();
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: { "Content-Type": "application/zip", "Content-Disposition": `attachment; filename="${NAME}"` },
  });
  return { response, release };
}

describe("formatSize", () => {
  it.each([
    [0, "0 KB"],
    [512 * 1024, "512 KB"],
    [1023 * 1024, "1023 KB"],
    [MB, "1.0 MB"],
    [2.4 * MB, "2.4 MB"],
    [120 * MB, "120.0 MB"],
  ])("%d bytes → %s", (bytes, text) => expect(formatSize(bytes)).toBe(text));
});

describe("DownloadAllData", () => {
  it("shows the bytes received while the ZIP streams, then saves the server's file", async () => {
    const held = heldStream(2_516_582, 629_146);
    capture.reply = () => held.response;
    const user = userEvent.setup();
    renderWithQueryClient(<DownloadAllData fetchExport={downloadAllData} />);
    await user.click(screen.getByRole("button", { name: "Download all my data" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("2.4 MB received…"));
    expect(screen.getByRole("progressbar", { name: "Download progress" })).toBeInTheDocument();
    expect(capture.saved).toEqual([]);
    held.release();
    await waitFor(() => expect(capture.saved.map((s) => s.name)).toEqual([NAME]));
    expect(capture.saved[0]?.blob.size).toBe(3 * MB);
    expect(capture.calls).toEqual([{ url: "/api/v1/export", method: "GET", body: undefined }]);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(`Downloaded ${NAME} (3.0 MB)`));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("shows the server's refusal in plain words and saves nothing", async () => {
    capture.reply = () =>
      Response.json(
        { error: { code: "UNAUTHENTICATED", message: "You must be signed in." } },
        { status: 401 },
      );
    const user = userEvent.setup();
    renderWithQueryClient(<DownloadAllData fetchExport={downloadAllData} />);
    await user.click(screen.getByRole("button", { name: "Download all my data" }));
    expect(await screen.findByText("You must be signed in.")).toBeInTheDocument();
    expect(capture.saved).toEqual([]);
  });

  it("is off while offline and says the download needs a connection", () => {
    onlineManager.setOnline(false);
    renderWithQueryClient(<DownloadAllData fetchExport={downloadAllData} />);
    expect(screen.getByRole("button", { name: "Download all my data" })).toBeDisabled();
    expect(screen.getByText(NEEDS_CONNECTION)).toBeInTheDocument();
    expect(capture.calls).toEqual([]);
  });
});
