/**
 * An IEP's "Signatures" section (requirements "Signatures and consent"): signatures with their
 * validity in words; adding one (the meeting's attendees as quick picks, a typed signature); sending
 * a parent's link and reading until when it works; withdrawing after a confirmation; consent "in
 * part" needs its details; a refused request keeps the form. `fetch` mocked at the network boundary.
 */
import { OUTSTANDING_IEPS_QUERY_KEY } from "@client/features/ieps/api/query-keys";
import { createFakeApi, json } from "@client/testing/fake-api";
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import { ErrorCode } from "@shared/contracts/error-codes";
import type { Iep } from "@shared/contracts/ieps";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubCanvas } from "../lib/testing/canvas-stub";
import {
  buildIep,
  buildSigningState,
  IEP_ID,
  MEETING_ID,
  waitingLink,
} from "../lib/testing/signing-fixtures";
import { IepSigning } from "./iep-signing";

resetBetweenTests();

const base = `/api/v1/ieps/${IEP_ID}`;

function renderSigning(iep: Iep = buildIep(), canSign = true) {
  stubCanvas();
  const api = createFakeApi().on(`GET ${base}/signatures`, () => json(buildSigningState()));
  const r = renderWithProviders(<IepSigning iep={iep} canSign={canSign} />);
  r.queryClient.setQueryData(OUTSTANDING_IEPS_QUERY_KEY, { unsigned: [], consentOutstanding: [] });
  /** The signing state was fetched again (it is on screen) and the dashboard's list marked stale. */
  const refetched = () => ({
    signing: api.requests("GET", `${base}/signatures`).length,
    outstanding: r.queryClient.getQueryState(OUTSTANDING_IEPS_QUERY_KEY)?.isInvalidated,
  });
  return { api, ...r, refetched };
}

describe("an IEP's signatures", () => {
  it("lists each signature with how it was given and whether it holds, in words", async () => {
    renderSigning();
    expect(await screen.findByText("Jordan Lee")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Signature of Jordan Lee" })).toBeInTheDocument();
    expect(screen.getByText("Valid")).toBeInTheDocument();
    expect(screen.getByText(/Signed on the device/)).toBeInTheDocument();
    expect(screen.getByText(/Signed through the e-mailed link/)).toBeInTheDocument();
    expect(screen.getByText("Void — the IEP changed after this signature")).toBeInTheDocument();
    expect(screen.getByText(`${"ab".repeat(6)}…`)).toBeInTheDocument();
    expect(screen.getByText("Waiting")).toBeInTheDocument();
  });

  it.each([
    ["a teacher who cannot sign", buildIep(), false],
    ["a superseded IEP", buildIep({ status: "superseded" }), true],
  ] as const)("offers no change to %s", async (_case, iep, canSign) => {
    renderSigning(iep, canSign);
    await screen.findByText("Jordan Lee");
    expect(screen.queryByRole("button", { name: "Add a signature" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Record consent" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it("adds a typed signature of a meeting attendee picked from the meeting", async () => {
    const { api, user, refetched } = renderSigning(buildIep({ meetingId: MEETING_ID }));
    api.on(`GET /api/v1/meetings/${MEETING_ID}`, () =>
      json({
        id: MEETING_ID,
        attendees: [
          {
            id: "a1",
            meetingId: MEETING_ID,
            attendeeName: "Pat Kim",
            attendeeEmail: null,
            attendeeRole: "lea_representative",
            attendanceStatus: "attended",
            createdAt: "2026-09-01T00:00:00.000Z",
          },
        ],
      }),
    );
    api.on(`POST ${base}/signatures`, (req) => json({ ...(req.body as object), id: "new" }, 201));
    await user.click(await screen.findByRole("button", { name: "Add a signature" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a signature" });
    await user.click(await within(dialog).findByRole("button", { name: "Pat Kim" }));
    expect(within(dialog).getByRole("textbox", { name: /Signer's name/ })).toHaveValue("Pat Kim");
    expect(within(dialog).getByRole("combobox", { name: /Role on the IEP team/ })).toHaveValue(
      "district_representative",
    );
    await user.click(within(dialog).getByRole("button", { name: "Sign" }));
    expect(await within(dialog).findByText(/Sign first/)).toBeInTheDocument();
    expect(api.requests("POST", `${base}/signatures`)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Type your name instead" }));
    await user.type(within(dialog).getByRole("textbox", { name: /as your signature/ }), "Pat Kim");
    await user.click(within(dialog).getByRole("button", { name: "Sign" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.requests("POST", `${base}/signatures`)[0]?.body).toEqual({
      signerName: "Pat Kim",
      signerRole: "district_representative",
      method: "typed",
      signature: "Pat Kim",
    });
    await waitFor(() => expect(refetched()).toEqual({ signing: 2, outstanding: true }));
  });

  it("a refused signature keeps the dialog, the name and the typed signature, with the server's sentence", async () => {
    const { api, user } = renderSigning();
    api.on(`POST ${base}/signatures`, () => ({
      status: 409,
      body: {
        error: { code: ErrorCode.IEP_FINAL, message: "This IEP was superseded; sign the one in effect." },
      },
    }));
    await user.click(await screen.findByRole("button", { name: "Add a signature" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: /Signer's name/ }), "Ana Ruiz");
    await user.click(within(dialog).getByRole("button", { name: "Type your name instead" }));
    await user.type(within(dialog).getByRole("textbox", { name: /as your signature/ }), "Ana Ruiz");
    await user.click(within(dialog).getByRole("button", { name: "Sign" }));
    expect(
      await within(dialog).findByText("This IEP was superseded; sign the one in effect."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Signer's name/ })).toHaveValue("Ana Ruiz");
    expect(within(dialog).getByRole("textbox", { name: /as your signature/ })).toHaveValue("Ana Ruiz");
  });

  it("sends a parent's link and says until when it works", async () => {
    const { api, user, refetched } = renderSigning();
    api.on(`POST ${base}/signing-links`, (req) =>
      json({ ...waitingLink, ...(req.body as object), expiresAt: "2026-09-16T16:00:00.000Z" }, 201),
    );
    await user.click(await screen.findByRole("button", { name: "Send to a parent to sign" }));
    const dialog = await screen.findByRole("dialog", { name: "Send to a parent to sign" });
    await user.type(within(dialog).getByRole("textbox", { name: /e-mail/ }), "maria@family.test");
    await user.type(within(dialog).getByRole("textbox", { name: /Parent's name/ }), "Maria Garcia");
    await user.selectOptions(
      within(dialog).getByRole("combobox", { name: "Ask for consent" }),
      "reevaluation",
    );
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Language/ }), "es");
    await user.click(within(dialog).getByRole("button", { name: "Send the link" }));
    expect(
      await within(dialog).findByText("Sent to maria@family.test — the link works once, until Sep 16, 2026."),
    ).toBeInTheDocument();
    expect(api.requests("POST", `${base}/signing-links`)[0]?.body).toEqual({
      email: "maria@family.test",
      signerName: "Maria Garcia",
      signerRole: "parent",
      consentKind: "reevaluation",
      language: "es",
    });
    await waitFor(() => expect(refetched()).toEqual({ signing: 2, outstanding: true }));
  });

  it("withdraws a waiting link only after the confirmation", async () => {
    const { api, user } = renderSigning();
    api.on(`DELETE /api/v1/signing-links/${waitingLink.id}`, () => ({ status: 204 }));
    await user.click(
      await screen.findByRole("button", { name: /Withdraw the link sent to maria@family.test/ }),
    );
    const confirm = await screen.findByRole("alertdialog", { name: "Withdraw this signing link?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(api.requests("DELETE", `/api/v1/signing-links/${waitingLink.id}`)).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: /Withdraw the link sent to/ }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Withdraw" }),
    );
    await waitFor(() =>
      expect(api.requests("DELETE", `/api/v1/signing-links/${waitingLink.id}`)).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("consent given in part needs what is and is not consented to", async () => {
    const { api, user } = renderSigning();
    api.on(`POST ${base}/consents`, (req) => json({ ...(req.body as object), id: "c1" }, 201));
    await user.click(await screen.findByRole("button", { name: "Record consent" }));
    const dialog = await screen.findByRole("dialog", { name: "Record consent" });
    await user.click(within(dialog).getByRole("radio", { name: "Given in part" }));
    await user.clear(within(dialog).getByLabelText(/Date of the answer/));
    await user.type(within(dialog).getByLabelText(/Date of the answer/), "2026-09-03");
    await user.type(within(dialog).getByRole("textbox", { name: /Parent's name/ }), "Maria Garcia");
    await user.click(within(dialog).getByRole("button", { name: "Record" }));
    expect(
      await within(dialog).findByText("Say what the parent consents to and what they do not."),
    ).toBeInTheDocument();
    expect(api.requests("POST", `${base}/consents`)).toHaveLength(0);
    await user.type(
      within(dialog).getByRole("textbox", { name: /What is consented to/ }),
      "Reading services yes; speech no",
    );
    await user.click(within(dialog).getByRole("button", { name: "Record" }));
    await waitFor(() => expect(api.requests("POST", `${base}/consents`)).toHaveLength(1));
    expect(api.requests("POST", `${base}/consents`)[0]?.body).toEqual({
      kind: "reevaluation",
      response: "partial",
      details: "Reading services yes; speech no",
      respondedOn: "2026-09-03",
      parentName: "Maria Garcia",
    });
  });
});
