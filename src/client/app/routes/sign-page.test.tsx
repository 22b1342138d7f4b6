/**
 * The public signing page /sign/:token (requirements "Signatures and consent"): the document and the
 * form for a valid link; its own state for a link that is not one (404) and for one used, expired or
 * withdrawn (410, the server's sentence); a signature sent says when it was signed; a refused one
 * keeps the name and signature; a Spanish link is in Spanish. `fetch` mocked at the network boundary.
 */
import { stubCanvas } from "@client/features/iep-signatures/lib/testing/canvas-stub";
import { buildSigningView } from "@client/features/iep-signatures/lib/testing/signing-fixtures";
import { apiError, json } from "@client/testing/fake-api";
import { renderRoute, resetBetweenTests } from "@client/testing/test-utils";
import { ErrorCode } from "@shared/contracts/error-codes";
import type { PublicSigningView } from "@shared/contracts/ieps";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";

resetBetweenTests();

const TOKEN = "tok_abc";
const path = `/api/signing/${TOKEN}`;

function renderSignPage(view: PublicSigningView | ReturnType<typeof apiError>) {
  stubCanvas();
  const r = renderRoute(`/sign/${TOKEN}`, { me: null });
  r.api.on(`GET ${path}`, () => ("status" in view ? view : json(view)));
  return r;
}

describe("the public signing page", () => {
  it("shows the one document, every section under its title, and the PDF", async () => {
    renderSignPage(buildSigningView());
    expect(await screen.findByRole("heading", { level: 1, name: "Annual IEP" })).toBeInTheDocument();
    expect(screen.getByText("For Maria Garcia, sent by Rosa Lopez.")).toBeInTheDocument();
    for (const title of [
      "Measurable annual goals",
      "Accommodations, modifications and supports",
      "Assistive technology",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText("Will read 90 words correct per minute.")).toBeInTheDocument();
    expect(screen.getByText("150 minutes per week")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download the PDF" })).toHaveAttribute("href", `${path}/pdf`);
    expect(screen.getByRole("textbox", { name: /Your name/ })).toHaveValue("Maria Garcia");
    expect(
      screen.getByText(/the same as your handwritten signature \(34 CFR 99\.30\(d\)\)/),
    ).toBeInTheDocument();
  });

  it("signs with the consent answer and a typed name, then says when it was signed", async () => {
    const { api, user } = renderSignPage(buildSigningView({ consentKind: "reevaluation" }));
    api.on(`POST ${path}`, () => json({ signedAt: "2026-09-05T18:00:00.000Z" }));
    await user.click(await screen.findByRole("button", { name: "Sign" }));
    expect(await screen.findByText("Choose your answer.")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "I give consent in part" }));
    await user.click(screen.getByRole("button", { name: "Sign" }));
    expect(await screen.findByText("Say what you consent to and what you do not.")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /What you consent to/ }), "Reading yes, speech no");
    await user.click(screen.getByRole("button", { name: "Type your name instead" }));
    await user.click(screen.getByRole("button", { name: "Sign" }));
    expect(await screen.findByText("Signed on Sep 5, 2026. You can close this page.")).toBeInTheDocument();
    expect(api.requests("POST", path)[0]?.body).toEqual({
      signerName: "Maria Garcia",
      method: "typed",
      signature: "Maria Garcia",
      consent: { response: "partial", details: "Reading yes, speech no" },
    });
  });

  it("a refused signature shows the server's sentence and keeps what was typed", async () => {
    const { api, user } = renderSignPage(buildSigningView());
    api.on(`POST ${path}`, () =>
      apiError(410, ErrorCode.SIGNING_LINK_GONE, "This link has expired. Ask the teacher for a new one.", {
        reason: "expired",
      }),
    );
    await user.click(await screen.findByRole("button", { name: "Type your name instead" }));
    const typed = screen.getByRole("textbox", { name: /as your signature/ });
    await user.clear(typed);
    await user.type(typed, "M. Garcia");
    await user.click(screen.getByRole("button", { name: "Sign" }));
    expect(
      await screen.findByText("This link has expired. Ask the teacher for a new one."),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /as your signature/ })).toHaveValue("M. Garcia");
  });

  it("a link that is not one says so, in English and Spanish", async () => {
    renderSignPage(apiError(404, ErrorCode.NOT_FOUND, "Signing link not found"));
    expect(await screen.findByRole("heading", { name: "This link is not valid" })).toBeInTheDocument();
    expect(screen.getByText("Este enlace no es válido")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign" })).not.toBeInTheDocument();
  });

  it.each([
    ["used", "This link was already used to sign."],
    ["expired", "This link has expired. Ask the teacher for a new one."],
    ["revoked", "The teacher withdrew this link."],
  ])("a link %s says it no longer works, with the server's sentence", async (reason, message) => {
    renderSignPage(apiError(410, ErrorCode.SIGNING_LINK_GONE, message, { reason }));
    expect(await screen.findByRole("heading", { name: "This link no longer works" })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign" })).not.toBeInTheDocument();
  });

  it("a Spanish link is in Spanish", async () => {
    const { api, user } = renderSignPage(buildSigningView({ language: "es" }));
    api.on(`POST ${path}`, () => json({ signedAt: "2026-09-05T18:00:00.000Z" }));
    expect(await screen.findByText("Para Maria Garcia, enviado por Rosa Lopez.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Metas anuales medibles" })).toBeInTheDocument();
    expect(screen.getByText("150 minutos por semana")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Descargar el PDF" })).toBeInTheDocument();
    expect(screen.getByText(/tiene el mismo valor que su firma escrita a mano/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Escribir mi nombre en su lugar" }));
    await user.click(screen.getByRole("button", { name: "Firmar" }));
    expect(await screen.findByText("Firmado el 5 sept 2026. Puede cerrar esta página.")).toBeInTheDocument();
  });

  it("asks search engines not to index it", async () => {
    renderSignPage(buildSigningView());
    await screen.findByRole("heading", { level: 1, name: "Annual IEP" });
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow"),
    );
  });
});
