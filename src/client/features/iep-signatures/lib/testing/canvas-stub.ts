/**
 * For the jsdom tests of the signature pad (requirements "Signatures and consent"): jsdom has no
 * canvas (its `getContext` logs "Not implemented"), so a test gives the canvas a 2D context whose
 * every method does nothing — enough for `signature_pad` to start — or none at all.
 */
import { vi } from "vitest";

/** Canvases get a do-nothing 2D context (`"none"`: no context, as a browser without canvas). */
export function stubCanvas(kind: "noop" | "none" = "noop"): void {
  const context = new Proxy({}, { get: () => () => {}, set: () => true });
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(
    () => (kind === "none" ? null : context) as never,
  );
}
