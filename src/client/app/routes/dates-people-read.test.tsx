/**
 * Dates a person reads (requirements "Product and users": dates a person reads): the notification list, a support
 * ticket's thread, the admin audit log, a teacher's admin page, the teachers' table and the
 * analytics series, rendered from ISO data, show no ISO date ("2026-11-27") and no seconds
 * ("10:45:59") — one format, "Nov 27, 2026, 10:45 AM".
 */
import { Component as AdminAuditPage } from "@client/app/routes/admin/admin-audit-page";
import { Component as AdminTeacherPage } from "@client/app/routes/admin/admin-teacher-page";
import { SeriesChart } from "@client/features/admin/components/series-chart";
import { TeacherTable } from "@client/features/admin/components/teacher-table";
import { NotificationList } from "@client/features/notifications/components/notification-list";
import { TicketThread } from "@client/features/support/components/ticket-thread";
import { createFakeApi, json } from "@client/testing/fake-api";
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import type { AuditRow, TeacherDetail } from "@shared/contracts/admin";
import type { Ticket } from "@shared/contracts/support";
import { buildNotification } from "@shared/testing/meeting-data-generators";
import { screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 });
resetBetweenTests();

const AT = "2026-11-27T15:45:59.000Z";
const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;
const SECONDS = /\b\d{1,2}:\d{2}:\d{2}\b/;

/** Every text a person reads, the visually hidden tables included. */
const readText = () => document.body.textContent ?? "";

function expectReadableDates(text: string, mustContain: string) {
  expect(text).toContain(mustContain);
  expect(text).not.toMatch(ISO_DAY);
  expect(text).not.toMatch(SECONDS);
}

const ticket: Ticket = {
  id: "7d6f5c4b-3a2e-4f10-9b8c-1a2b3c4d5e6f",
  subject: "Export fails",
  message: "The PDF export spins forever.",
  page: null,
  screenshotConsent: false,
  status: "pending",
  createdAt: AT,
  updatedAt: AT,
  messages: [{ id: "m1", author: "staff", body: "Fixed.", createdAt: AT }],
};

const row = {
  id: "t1",
  email: "t@iep.test",
  name: "Terry Teacher",
  planType: "free",
  planState: "free",
  emailVerified: true,
  suspended: false,
  blacklisted: false,
  createdAt: AT,
};

const teacher: TeacherDetail = {
  ...row,
  firstName: "Terry",
  lastName: "Teacher",
  organization: null,
  timeZone: "America/New_York",
  trialEndsAt: "2026-12-11T15:45:59.000Z",
  subscription: null,
  usage: {
    students: 2,
    notesThisMonth: 3,
    freeNoteLimit: 10,
    notesByMonth: [{ month: "2026-11", notes: 3 }],
  },
  signIns: [{ at: AT, ipAddress: "203.0.113.9", userAgent: "Firefox", active: true }],
  tickets: [{ id: ticket.id, subject: ticket.subject, status: "open", createdAt: AT }],
};

const audit: AuditRow[] = [
  {
    id: "a1",
    at: AT,
    actor: "staff@iep.test",
    action: "admin.suspend",
    entity: "teacher",
    entityId: "t1",
    subject: "Sam Lee (sam@iep.test)",
    reason: "Spam",
    ip: null,
  },
];

const components: [string, () => ReactElement][] = [
  [
    "notification list",
    () => <NotificationList notifications={[buildNotification({ createdAt: AT })]} onMarkRead={() => {}} />,
  ],
  ["support ticket thread", () => <TicketThread ticket={ticket} viewer="teacher" />],
  ["admin teachers' table", () => <TeacherTable rows={[row]} detailPath={(id) => `/admin/teachers/${id}`} />],
  [
    "admin analytics series",
    () => <SeriesChart title="Sign-ups per day" points={[{ day: "2026-11-27", value: 2 }]} />,
  ],
];

describe("dates a person reads", () => {
  it.each(components)("%s: no ISO date, no seconds", (_name, ui) => {
    renderWithProviders(ui());
    expectReadableDates(readText(), "Nov 27, 2026");
  });

  it("admin audit log: no ISO date, no seconds", async () => {
    createFakeApi({ me: null }).on("GET /api/admin/audit", () => json(audit));
    renderWithProviders(<AdminAuditPage />, "/admin/audit");
    expect(await screen.findByText("staff@iep.test")).toBeInTheDocument();
    expectReadableDates(screen.getByRole("table").textContent ?? "", "Nov 27, 2026");
  });

  it("admin teacher page: no ISO date or month, no seconds", async () => {
    createFakeApi({ me: null }).on("GET /api/admin/teachers/t1", () => json(teacher));
    renderWithProviders(
      <Routes>
        <Route path="/admin/teachers/:teacherId" element={<AdminTeacherPage />} />
      </Routes>,
      "/admin/teachers/t1",
    );
    expect(await screen.findByText(/203\.0\.113\.9/)).toBeInTheDocument();
    const text = readText();
    expectReadableDates(text, "Nov 2026: 3");
    expect(text).not.toMatch(/\b\d{4}-\d{2}\b/);
  });
});
