/**
 * The signature pad (requirements "Signatures and consent"): the typed name is an equal way to sign
 * — it hands out a typed signature, switching back to drawing hands out none until something is
 * drawn, and without a canvas the typed name is offered at once.
 */
import { resetBetweenTests } from "@client/testing/test-utils";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubCanvas } from "../lib/testing/canvas-stub";
import { SignaturePadField, type SignatureValue } from "./signature-pad";

resetBetweenTests();

function renderPad() {
  const onChange = vi.fn<(value: SignatureValue | null) => void>();
  const user = userEvent.setup();
  render(<SignaturePadField onChange={onChange} />);
  return { onChange, user, last: () => onChange.mock.calls.at(-1)?.[0] };
}

describe("the signature pad", () => {
  it("offers a named canvas with instructions, and nothing is signed before drawing", () => {
    stubCanvas();
    const { last } = renderPad();
    const canvas = screen.getByRole("img", { name: "Signature pad" });
    expect(canvas).toHaveAccessibleDescription(/Draw your signature in the box/);
    expect(last()).toBeNull();
    expect(screen.getByRole("button", { name: "Clear" })).toBeDisabled();
  });

  it("typing the name instead gives a typed signature, trimmed; emptied, none", async () => {
    stubCanvas();
    const { user, last } = renderPad();
    await user.click(screen.getByRole("button", { name: "Type your name instead" }));
    const input = screen.getByRole("textbox", { name: "Type your full name as your signature" });
    await user.type(input, "  Ana Ruiz ");
    expect(last()).toEqual({ method: "typed", signature: "Ana Ruiz" });
    await user.clear(input);
    expect(last()).toBeNull();
  });

  it("switching back to drawing keeps the typed name but hands out no signature until drawn", async () => {
    stubCanvas();
    const { user, last } = renderPad();
    await user.click(screen.getByRole("button", { name: "Type your name instead" }));
    await user.type(screen.getByRole("textbox", { name: /as your signature/ }), "Ana");
    await user.click(screen.getByRole("button", { name: "Draw instead" }));
    expect(last()).toBeNull();
    await user.click(screen.getByRole("button", { name: "Type your name instead" }));
    expect(screen.getByRole("textbox", { name: /as your signature/ })).toHaveValue("Ana");
    expect(last()).toEqual({ method: "typed", signature: "Ana" });
  });

  it("without a canvas, the typed name is offered at once", () => {
    stubCanvas("none");
    renderPad();
    expect(screen.getByText(/Drawing is not available here/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /as your signature/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Draw instead" })).not.toBeInTheDocument();
  });
});
