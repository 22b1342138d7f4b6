/**
 * A signature, drawn or typed (requirements "Signatures and consent"): a canvas drawn on with a
 * finger, stylus or mouse (the `signature_pad` library), and an equal alternative, a typed name, so a
 * keyboard-only or screen-reader user signs too. Only the signing dialogs and the public signing page
 * import this file; they load lazily, so the library stays out of the teacher area's first load.
 *
 * The canvas fills its container's width, is sharp on high-density screens (devicePixelRatio) and
 * is re-fitted when the container resizes, redrawing the strokes already made. A drawn signature is
 * handed out as a PNG data URL at most 600 px wide (the contract's limit is
 * `DRAWN_SIGNATURE_MAX_CHARS`); a typed one as the text typed.
 */
import { Button } from "@client/components/ui/button";
import type { SignatureMethod } from "@shared/contracts/ieps";
import { useEffect, useId, useRef, useState } from "react";
import SignaturePad from "signature_pad";

/** What the signer gave: the method and the signature (a PNG data URL, or the name as typed). */
export interface SignatureValue {
  method: SignatureMethod;
  signature: string;
}

/** The pad's words; English by default, the public page passes Spanish ones. */
export interface SignaturePadStrings {
  legend: string;
  canvasLabel: string;
  instructions: string;
  clear: string;
  typeInstead: string;
  drawInstead: string;
  typedLabel: string;
  typedHint: string;
  noCanvas: string;
}

export const SIGNATURE_PAD_STRINGS_EN: SignaturePadStrings = {
  legend: "Signature",
  canvasLabel: "Signature pad",
  instructions:
    "Draw your signature in the box with a finger, a stylus or the mouse. You can type your name instead.",
  clear: "Clear",
  typeInstead: "Type your name instead",
  drawInstead: "Draw instead",
  typedLabel: "Type your full name as your signature",
  typedHint: "The name you type is your signature.",
  noCanvas: "Drawing is not available here; type your name as your signature.",
};

/** Widest drawn signature handed out, in pixels (keeps the PNG well under the contract's limit). */
const EXPORT_MAX_WIDTH = 600;

/** The drawing as a PNG data URL no wider than EXPORT_MAX_WIDTH, on a transparent background. */
function exportPng(canvas: HTMLCanvasElement): string {
  const width = canvas.offsetWidth || canvas.width;
  const height = canvas.offsetHeight || canvas.height;
  const scale = Math.min(1, EXPORT_MAX_WIDTH / width);
  const out = document.createElement("canvas");
  out.width = Math.round(width * scale);
  out.height = Math.round(height * scale);
  const ctx = out.getContext("2d");
  if (!ctx) return canvas.toDataURL("image/png");
  ctx.drawImage(canvas, 0, 0, out.width, out.height);
  return out.toDataURL("image/png");
}

export interface SignaturePadFieldProps {
  /** Called with the current signature, or null when there is none (cleared, empty name). */
  onChange: (value: SignatureValue | null) => void;
  strings?: SignaturePadStrings;
  /** Start with the typed alternative (e.g. after the signer chose it before an error). */
  initialMethod?: SignatureMethod;
  /** The typed name to start with. */
  initialTyped?: string;
  /** Shown under the pad and announced: e.g. "Sign first". */
  error?: string;
}

/**
 * The signature field: a fieldset with the pad (or the typed name), "Clear" and the switch between
 * drawing and typing. Switching keeps both: the strokes stay on the canvas and the typed name in its box.
 */
export function SignaturePadField({
  onChange,
  strings = SIGNATURE_PAD_STRINGS_EN,
  initialMethod = "drawn",
  initialTyped = "",
  error,
}: SignaturePadFieldProps) {
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [canDraw, setCanDraw] = useState(true);
  const [method, setMethod] = useState<SignatureMethod>(initialMethod);
  const [typed, setTyped] = useState(initialTyped);
  const [drawn, setDrawn] = useState<string | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const effectiveMethod: SignatureMethod = canDraw ? method : "typed";

  // The pad: made once; its strokes are redrawn whenever the canvas is re-fitted to its box.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let pad: SignaturePad;
    try {
      if (!canvas.getContext("2d")) throw new Error("no 2d context");
      pad = new SignaturePad(canvas, { penColor: "#0f172a", minWidth: 0.8, maxWidth: 2.6 });
    } catch {
      setCanDraw(false);
      return;
    }
    padRef.current = pad;
    const fitCanvas = () => {
      const width = canvas.offsetWidth;
      const height = canvas.offsetHeight;
      if (width === 0 || height === 0) return; // hidden (typing): keep the canvas as it is
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      if (canvas.width === Math.round(width * ratio) && canvas.height === Math.round(height * ratio)) return;
      const strokes = pad.toData();
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.getContext("2d")?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    fitCanvas();
    const onEnd = () => setDrawn(pad.isEmpty() ? null : exportPng(canvas));
    pad.addEventListener("endStroke", onEnd);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(fitCanvas);
    observer?.observe(canvas);
    window.addEventListener("resize", fitCanvas);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", fitCanvas);
      pad.removeEventListener("endStroke", onEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  // The value handed out follows the method shown.
  useEffect(() => {
    if (effectiveMethod === "typed") {
      const name = typed.trim();
      onChangeRef.current(name ? { method: "typed", signature: name } : null);
    } else {
      onChangeRef.current(drawn ? { method: "drawn", signature: drawn } : null);
    }
  }, [effectiveMethod, typed, drawn]);

  const clear = () => {
    padRef.current?.clear();
    setDrawn(null);
  };

  const instructionsId = `${id}-instructions`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{strings.legend}</legend>
      <div hidden={effectiveMethod !== "drawn"} className="space-y-2">
        <p id={instructionsId} className="text-sm text-slate-700">
          {strings.instructions}
        </p>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={strings.canvasLabel}
          aria-describedby={instructionsId}
          className="block h-48 w-full touch-none rounded-md border-2 border-dashed border-slate-400 bg-white sm:h-44"
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={clear} disabled={!drawn}>
            {strings.clear}
          </Button>
          <Button variant="link" size="sm" onClick={() => setMethod("typed")}>
            {strings.typeInstead}
          </Button>
        </div>
      </div>
      {effectiveMethod === "typed" ? (
        <div className="space-y-2">
          {!canDraw ? <p className="text-sm text-slate-700">{strings.noCanvas}</p> : null}
          <label htmlFor={`${id}-typed`} className="block text-sm font-medium text-slate-800">
            {strings.typedLabel}
          </label>
          <p id={`${id}-typed-hint`} className="text-xs text-slate-600">
            {strings.typedHint}
          </p>
          <input
            id={`${id}-typed`}
            className="block h-12 w-full rounded-md border border-slate-400 bg-white px-3 font-serif text-xl italic text-slate-900 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600/40"
            value={typed}
            maxLength={200}
            autoComplete="name"
            aria-describedby={`${id}-typed-hint`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setTyped(e.target.value)}
          />
          {canDraw ? (
            <Button variant="link" size="sm" onClick={() => setMethod("drawn")}>
              {strings.drawInstead}
            </Button>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
