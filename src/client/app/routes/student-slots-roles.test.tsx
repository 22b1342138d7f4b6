/**
 * The student page's services and contact log on a shared student (requirements "What each role
 * may do"): "Log a session" with `sessions.log`, "Log a contact" with `contacts.log`, and a
 * session's or contact's Edit and Delete when the grant is "all" or the teacher logged it.
 */
import { json } from "@client/testing/fake-api";
import { renderWithFakeApi, resetBetweenTests } from "@client/testing/test-utils";
import type { Contact } from "@shared/contracts/contacts";
import type { Service, ServiceSession } from "@shared/contracts/services";
import type { Student } from "@shared/contracts/students";
import { grantOf, type StudentAccessRole, TEAM_ROLES } from "@shared/domain/team-access";
import { buildStudent, TEST_USER_ID } from "@shared/testing/data-generators";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { StudentContactsSlot } from "./student-contacts-slot";
import { StudentServicesSlot } from "./student-services-slot";

vi.setConfig({ testTimeout: 20_000 });
resetBetweenTests();

const OTHER = "22222222-2222-4222-8222-222222222222";
const STAMP = "2026-09-01T12:00:00.000Z";

const studentAs = (role: StudentAccessRole): Student =>
  buildStudent({
    name: "Maya Lopez",
    ...(role === "owner" ? {} : { sharing: { role, ownerName: "Ms. Ortiz", ownerEmail: "o@example.org" } }),
  });

const service = (studentId: string): Service => ({
  id: "5e5e5e5e-0000-4000-8000-000000000001",
  studentId,
  name: "Speech",
  providerName: null,
  providerRole: null,
  setting: "related_service",
  delivery: "individual",
  minutes: 60,
  period: "week",
  startDate: "2026-08-01",
  endDate: "2027-06-30",
  createdAt: STAMP,
  updatedAt: STAMP,
});
const session = (studentId: string, date: string, enteredBy: string): ServiceSession => ({
  id: `5e55e55e-0000-4000-8000-0000000000${date.slice(-2)}`,
  serviceId: "5e5e5e5e-0000-4000-8000-000000000001",
  studentId,
  date,
  minutes: 30,
  status: "delivered",
  groupSize: null,
  groupId: null,
  goalIds: [],
  note: null,
  enteredBy,
  createdAt: STAMP,
  updatedAt: STAMP,
});
const contact = (studentId: string, date: string, enteredBy: string): Contact => ({
  id: `c0c0c0c0-0000-4000-8000-0000000000${date.slice(-2)}`,
  studentId,
  date,
  method: "phone",
  direction: "outgoing",
  contactName: "Ana Lopez",
  relationship: "Mother",
  purpose: "progress",
  outcome: "reached",
  summary: null,
  meetingId: null,
  followUpDate: null,
  followUpDeadlineId: null,
  enteredBy,
  createdAt: STAMP,
  updatedAt: STAMP,
});

const roles = ["owner", ...TEAM_ROLES] as const;

describe("services by role", () => {
  // Only roles that read the services see the panel (the page leaves it out for a viewer).
  it.each(roles.filter((r) => grantOf(r, "services.read")))("%s", async (role) => {
    const s = studentAs(role);
    renderWithFakeApi(<StudentServicesSlot student={s} />, "/", {
      students: [s],
      routes: {
        "GET /api/v1/students/:studentId/services": () => json([service(s.id)]),
        "GET /api/v1/service-sessions": () =>
          json({
            items: [session(s.id, "2026-09-08", TEST_USER_ID), session(s.id, "2026-09-01", OTHER)],
            nextCursor: null,
          }),
      },
    });
    await screen.findByText("Sep 8, 2026");
    const grant = grantOf(role, "sessions.log");
    expect({
      log: screen.queryByRole("button", { name: /^Log a session/ }) !== null,
      editMine: screen.queryByRole("button", { name: "Edit the session of Sep 8, 2026" }) !== null,
      deleteMine: screen.queryByRole("button", { name: "Delete the session of Sep 8, 2026" }) !== null,
      editOthers: screen.queryByRole("button", { name: "Edit the session of Sep 1, 2026" }) !== null,
    }).toEqual({
      log: grant !== null,
      editMine: grant !== null,
      deleteMine: grant !== null,
      editOthers: grant === "all",
    });
  });
});

describe("parent contacts by role", () => {
  // Only roles that read the team's records see the log (the page leaves it out otherwise).
  it.each(roles.filter((r) => grantOf(r, "team-records.read")))("%s", async (role) => {
    const s = studentAs(role);
    renderWithFakeApi(<StudentContactsSlot student={s} />, "/", {
      students: [s],
      routes: {
        "GET /api/v1/students/:studentId/contacts": () =>
          json([contact(s.id, "2026-09-08", TEST_USER_ID), contact(s.id, "2026-09-01", OTHER)]),
      },
    });
    await screen.findAllByText(/Ana Lopez/);
    const grant = grantOf(role, "contacts.log");
    expect({
      log: screen.queryByRole("button", { name: "Log a contact" }) !== null,
      editMine: screen.queryByRole("button", { name: "Edit the contact of Sep 8, 2026" }) !== null,
      editOthers: screen.queryByRole("button", { name: "Edit the contact of Sep 1, 2026" }) !== null,
      deleteOthers: screen.queryByRole("button", { name: "Delete the contact of Sep 1, 2026" }) !== null,
    }).toEqual({
      log: grant !== null,
      editMine: grant !== null,
      editOthers: grant === "all",
      deleteOthers: grant === "all",
    });
  });
});
