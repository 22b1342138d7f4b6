/**
 * Test helper for the export buttons (requirements "Exports"): answers every request through the
 * one fake API (`createFakeApi`) with `capture.reply`, and replaces the browser's download link,
 * recording every request and every file the page saves.
 *
 * Call `captureDownloads()` at the top of a test file: it installs the stubs before each test and
 * removes them after. Set `capture.reply` to answer a request.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import { createFakeApi } from "./fake-api";

/** One request the page made: URL, method and parsed JSON body. */
export interface CapturedCall {
  url: string;
  method: string;
  body: unknown;
}

/** What a test reads and sets; the arrays are refilled before each test. */
export interface DownloadCapture {
  calls: CapturedCall[];
  saved: { name: string; blob: Blob }[];
  reply: (call: CapturedCall) => Response;
}

/** Installs the fetch, object-URL and link-click stubs around each test of the file. */
export function captureDownloads(): DownloadCapture {
  const capture: DownloadCapture = {
    calls: [],
    saved: [],
    reply: () => new Response(null, { status: 500 }),
  };
  beforeEach(() => {
    capture.calls = [];
    capture.saved = [];
    const blobs: Blob[] = [];
    createFakeApi({
      routes: {
        "*": (req) => {
          const call = { url: req.path + req.search, method: req.method, body: req.body };
          capture.calls.push(call);
          return capture.reply(call);
        },
      },
    });
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
      capture.saved.push({
        name: this.download,
        blob: blobs[Number(this.href.split(":").pop()) - 1] as Blob,
      });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return capture;
}

/** A 200 file answer with the server's name in Content-Disposition. */
export function fileResponse(type: string, name: string, text: string): Response {
  return new Response(text, {
    status: 200,
    headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${name}"` },
  });
}

/** Renders `ui` inside a fresh query client whose mutations never retry (no router or toasts: the buttons need none). */
export function renderWithQueryClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
