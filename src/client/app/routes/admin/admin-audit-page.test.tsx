/**
 * The audit log screen (requirements "Audit log"): each line's subject by the name the server looked
 * up, linked to its admin screen; a subject that no longer exists shows its kind and id.
 */
import { Component as AdminAuditPage } from "@client/app/routes/admin/admin-audit-page";
import { createFakeApi, json } from "@client/testing/fake-api";
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import type { AuditRow } from "@shared/contracts/admin";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

resetBetweenTests();

const line = (over: Partial<AuditRow>): AuditRow => ({
  id: over.entityId ?? over.entity ?? "x",
  at: "2026-11-24T10:00:00.000Z",
  actor: "staff@iep.test",
  action: "admin.teacher.view",
  entity: "teacher",
  entityId: null,
  subject: null,
  reason: null,
  ip: null,
  ...over,
});

describe("audit log subjects", () => {
  it.each([
    ["teacher", "t-1", "Rosa Kim (rosa@school.test)", "/admin/teachers/t-1"],
    ["ticket", "k-1", "Calendar feed is empty", "/admin/tickets/k-1"],
    ["settings", null, "Trial length (days), AI model name", "/admin/settings"],
    ["admin", "a-1", "staff@iep.test", null],
    ["teacher", "gone-1", null, "/admin/teachers/gone-1"],
  ])("a %s line (%s) shows %s", async (entity, entityId, subject, href) => {
    createFakeApi({ me: null }).on("GET /api/admin/audit", () => json([line({ entity, entityId, subject })]));
    renderWithProviders(<AdminAuditPage />, "/admin/audit");
    const table = await screen.findByRole("table", { name: "Audit log" });
    const cell = within(table).getAllByRole("cell")[3] as HTMLElement;
    const expected = subject ?? `${entity} ${entityId}`;
    expect(cell).toHaveTextContent(expected);
    if (href) expect(within(cell).getByRole("link", { name: expected })).toHaveAttribute("href", href);
    else expect(within(cell).queryByRole("link")).not.toBeInTheDocument();
  });
});
