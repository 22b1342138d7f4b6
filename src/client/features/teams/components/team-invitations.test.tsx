/**
 * The dashboard's invitations card (requirements "IEP teams", "Invitations", "Transfer"): nothing
 * when nothing waits; an accepted invitation or transfer is sent, said in a toast, and the caseload
 * and dashboard are fetched again so the student shows at once. `fetch` mocked at the network boundary.
 */
import { DASHBOARD_QUERY_KEY } from "@client/features/deadlines/api/query-keys";
import { STUDENT_SUMMARIES_QUERY_KEY, STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { createFakeApi, json } from "@client/testing/fake-api";
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import type { Invitation, Transfer } from "@shared/contracts/teams";
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { INVITATIONS_QUERY_KEY, TRANSFERS_QUERY_KEY } from "../api/query-keys";
import { TeamInvitationsCard } from "./team-invitations-slot";

resetBetweenTests();

const invitation: Invitation = {
  id: "11111111-1111-4111-8111-111111111111",
  studentId: "s1",
  studentName: "Maya R.",
  role: "provider",
  ownerName: "Rosa Lopez",
  ownerEmail: "rosa@school.test",
  invitedAt: "2026-11-20T15:00:00.000Z",
};
const offer: Transfer = {
  id: "22222222-2222-4222-8222-222222222222",
  status: "pending",
  fromName: "Rosa Lopez",
  fromEmail: "rosa@school.test",
  toEmail: "jordan@school.test",
  keepAccess: "viewer",
  students: [
    { id: "s2", name: "Leo King" },
    { id: "s3", name: "Ava Chen" },
  ],
  createdAt: "2026-11-20T15:00:00.000Z",
  answeredAt: null,
  incoming: true,
};

/** The card over `invitations` and `transfers`, with the caseload's queries cached beforehand. */
function renderCard(invitations: Invitation[], transfers: Transfer[]) {
  const api = createFakeApi()
    .on("GET /api/v1/invitations", () => json(invitations))
    .on("GET /api/v1/transfers", () => json(transfers));
  const r = renderWithProviders(<TeamInvitationsCard />);
  for (const key of [STUDENTS_QUERY_KEY, STUDENT_SUMMARIES_QUERY_KEY, DASHBOARD_QUERY_KEY]) {
    r.queryClient.setQueryData(key, []);
  }
  const invalidated = () =>
    [STUDENTS_QUERY_KEY, STUDENT_SUMMARIES_QUERY_KEY, DASHBOARD_QUERY_KEY].map(
      (key) => r.queryClient.getQueryState(key)?.isInvalidated,
    );
  return { api, invalidated, ...r };
}

describe("the dashboard's invitations card", () => {
  it("renders nothing when no invitation or transfer waits (a sent transfer does not count)", async () => {
    const { queryClient } = renderCard([], [{ ...offer, incoming: false }]);
    // Both lists have arrived and rendered (the card decides on their data).
    await waitFor(() => expect(queryClient.getQueryData(TRANSFERS_QUERY_KEY)).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryData(INVITATIONS_QUERY_KEY)).toEqual([]));
    // The card's module is loaded (imported above), so its lazy import settles within this flush.
    await act(async () => {
      await import("./team-invitations");
    });
    expect(screen.queryByRole("region", { name: /Waiting for your answer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("accepting an invitation sends it, says so, and fetches the caseload again", async () => {
    const { api, user, invalidated } = renderCard([invitation], []);
    api.on(`POST /api/v1/invitations/${invitation.id}/accept`, () => {
      api.on("GET /api/v1/invitations", () => json([]));
      return json({});
    });
    const line = "Rosa Lopez invited you to Maya R.'s team as Provider";
    expect(await screen.findByText(line)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: `Accept: ${line}` }));

    expect(await screen.findByText("Maya R. is on your caseload as Provider.")).toBeInTheDocument();
    expect(api.requests("POST", `/api/v1/invitations/${invitation.id}/accept`)).toHaveLength(1);
    expect(invalidated()).toEqual([true, true, true]);
    await waitFor(() => expect(screen.queryByRole("region", { name: /Waiting for your answer/ })).toBeNull());
  });

  it("declining a transfer sends the decline and moves nobody", async () => {
    const { api, user } = renderCard([], [offer]);
    api.on(`POST /api/v1/transfers/${offer.id}/decline`, () => json({ ...offer, status: "declined" }));
    const line = "Rosa Lopez wants to hand you 2 students: Leo King, Ava Chen";
    await user.click(await screen.findByRole("button", { name: `Decline: ${line}` }));
    expect(await screen.findByText("Transfer declined.")).toBeInTheDocument();
    expect(api.requests("POST", `/api/v1/transfers/${offer.id}/decline`)).toHaveLength(1);
    expect(api.requests("POST", `/api/v1/transfers/${offer.id}/accept`)).toHaveLength(0);
  });
});
