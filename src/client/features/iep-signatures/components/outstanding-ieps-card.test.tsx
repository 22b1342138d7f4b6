/**
 * The dashboard's "Signatures and consent" card (requirements "Signatures and consent"): nothing
 * while nothing waits (and nothing when the list cannot be read); else the unsigned IEPs, each
 * linking to the IEP's signatures, and the consents not answered. `fetch` mocked at the network boundary.
 */
import { OUTSTANDING_IEPS_QUERY_KEY } from "@client/features/ieps/api/query-keys";
import { createFakeApi, json } from "@client/testing/fake-api";
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import type { OutstandingIeps } from "@shared/contracts/ieps";
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OutstandingIepsCard } from "./outstanding-ieps-card";

resetBetweenTests();

const outstanding: OutstandingIeps = {
  unsigned: [
    {
      iepId: "11111111-1111-4111-8111-111111111111",
      studentId: "33333333-3333-4333-8333-333333333333",
      studentName: "Maya R.",
      kind: "annual",
      startDate: "2026-09-01",
      finalizedAt: "2026-09-02T15:00:00.000Z",
    },
  ],
  consentOutstanding: [
    {
      iepId: "22222222-2222-4222-8222-222222222222",
      studentId: "44444444-4444-4444-8444-444444444444",
      studentName: "Leo King",
      consentKind: "initial_services",
      since: "2026-09-03T15:00:00.000Z",
    },
  ],
};

describe("the dashboard's signatures and consent card", () => {
  it("renders nothing when nothing waits", async () => {
    createFakeApi().on("GET /api/v1/signatures/outstanding", () =>
      json({ unsigned: [], consentOutstanding: [] }),
    );
    const { queryClient, container } = renderWithProviders(<OutstandingIepsCard />);
    await waitFor(() => expect(queryClient.getQueryData(OUTSTANDING_IEPS_QUERY_KEY)).toBeDefined());
    await act(async () => {
      await import("./outstanding-ieps");
    });
    expect(screen.queryByRole("region", { name: "Signatures and consent" })).not.toBeInTheDocument();
    expect(container.querySelectorAll("a")).toHaveLength(0);
  });

  it("lists the unsigned IEPs, linked to their signatures, and the consents outstanding", async () => {
    createFakeApi().on("GET /api/v1/signatures/outstanding", () => json(outstanding));
    renderWithProviders(<OutstandingIepsCard />);
    expect(await screen.findByRole("region", { name: "Signatures and consent" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Unsigned IEPs" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Maya R.: Annual IEP" })).toHaveAttribute(
      "href",
      "/dashboard/generate-iep?studentId=33333333-3333-4333-8333-333333333333&iep=11111111-1111-4111-8111-111111111111#signatures",
    );
    expect(screen.getByText(/finalized Sep 2, 2026/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Consent outstanding" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Leo King: Consent for initial services" })).toBeInTheDocument();
    expect(screen.getByText(/asked Sep 3, 2026/)).toBeInTheDocument();
  });
});
