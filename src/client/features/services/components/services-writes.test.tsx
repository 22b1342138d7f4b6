/**
 * The services feature's writes against the fake API (requirements "Services", "Service log"):
 * a group session sends one row per student with one groupId and groupSize (each its own queued
 * write with its own Idempotency-Key); the quick log sends only the ticked rows; removing a service
 * the server refuses (409: it has a log) explains why and ends it today instead.
 */
import { localIsoDate } from "@client/lib/format";
import { apiError, json } from "@client/testing/fake-api";
import { renderWithFakeApi, resetBetweenTests } from "@client/testing/test-utils";
import type { Service, ServiceCompliance } from "@shared/contracts/services";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { CaseloadServiceRow } from "../lib/caseload-log";
import { GroupSessionForm } from "./group-session-form";
import { QuickLogTable } from "./quick-log-table";
import { StudentServicesEditor } from "./student-services-editor";

vi.setConfig({ testTimeout: 20_000 });
resetBetweenTests();

const SESSIONS = "/api/v1/service-sessions";
const STUDENT = "8d0f8a6e-3c1b-4f5e-9a1d-2b3c4d5e6f70";

const rowOf = (studentName: string, serviceId: string): CaseloadServiceRow => ({
  studentId: `st-${serviceId}`,
  studentName,
  serviceId,
  serviceName: "Reading",
  period: "week",
  requiredMinutes: 120,
  deliveredMinutes: 0,
  compliance: {
    status: "on_track",
    owedMinutes: 0,
    periods: [],
    startDate: "2000-01-01",
    endDate: "2099-12-31",
  } as unknown as ServiceCompliance,
});
const ROWS = [rowOf("Ana", "a1"), rowOf("Ben", "b1"), rowOf("Cal", "c1")];

/** Answers a session POST with the server's shape (201). */
const echoSession = (req: { body: unknown }) => {
  const b = req.body as Record<string, unknown>;
  const now = new Date().toISOString();
  return json(
    {
      id: crypto.randomUUID(),
      studentId: STUDENT,
      groupSize: null,
      groupId: null,
      goalIds: [],
      note: null,
      enteredBy: "u",
      createdAt: now,
      updatedAt: now,
      ...b,
    },
    201,
  );
};

describe("group session", () => {
  it("logs one row per ticked student with one groupId and groupSize = the number of students", async () => {
    const { api, user } = renderWithFakeApi(<GroupSessionForm rows={ROWS} today="2026-10-20" />, "/", {
      routes: { [`POST ${SESSIONS}`]: echoSession },
    });
    await user.type(screen.getByRole("textbox", { name: /^Minutes/ }), "30");
    await user.click(screen.getByRole("checkbox", { name: "Ana: Reading" }));
    await user.click(screen.getByRole("checkbox", { name: "Cal: Reading" }));
    await user.click(screen.getByRole("button", { name: "Log group session for 2 students" }));

    expect(await screen.findByText("Logged the group session for 2 students.")).toBeInTheDocument();
    const posts = api.requests("POST", SESSIONS);
    expect(posts.map((p) => (p.body as { serviceId: string }).serviceId)).toEqual(["a1", "c1"]);
    const [first, second] = posts.map((p) => p.body as { groupId: string; groupSize: number });
    expect(first?.groupId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.groupId).toBe(first?.groupId);
    expect(posts.map((p) => (p.body as { groupSize: number }).groupSize)).toEqual([2, 2]);
    expect(posts[0]?.body).toMatchObject({ date: "2026-10-20", minutes: 30, status: "delivered" });
    expect(new Set(posts.map((p) => p.headers["idempotency-key"])).size).toBe(2);
  });

  it("asks for two students and sends nothing with one ticked", async () => {
    const { api, user } = renderWithFakeApi(<GroupSessionForm rows={ROWS} today="2026-10-20" />);
    await user.type(screen.getByRole("textbox", { name: /^Minutes/ }), "30");
    await user.click(screen.getByRole("checkbox", { name: "Ben: Reading" }));
    await user.click(screen.getByRole("button", { name: "Log group session for 1 student" }));
    expect(await screen.findByText(/Tick 2 to 40 students/)).toBeInTheDocument();
    expect(api.requests("POST", SESSIONS)).toHaveLength(0);
  });
});

describe("quick log", () => {
  it("sends only the ticked rows, each once, with the minutes typed", async () => {
    const { api, user } = renderWithFakeApi(
      <QuickLogTable rows={ROWS} today="2026-10-20" minutesOf={(r) => (r.serviceId === "b1" ? "20" : "")} />,
      "/",
      { routes: { [`POST ${SESSIONS}`]: echoSession } },
    );
    const ana = screen.getByRole("textbox", { name: "Minutes, Ana, Reading" });
    await user.type(ana, "45");
    await user.click(screen.getByRole("checkbox", { name: "Log Ben, Reading" }));
    expect(screen.getByRole("checkbox", { name: "Log Ana, Reading" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save 2 sessions" }));

    expect(await screen.findByText("Logged 2 sessions.")).toBeInTheDocument();
    expect(api.requests("POST", SESSIONS).map((p) => p.body)).toEqual([
      { serviceId: "a1", date: "2026-10-20", minutes: 45, status: "delivered" },
      { serviceId: "b1", date: "2026-10-20", minutes: 20, status: "delivered" },
    ]);
  });

  it("names a ticked row without minutes and sends nothing", async () => {
    const { api, user } = renderWithFakeApi(
      <QuickLogTable rows={ROWS} today="2026-10-20" minutesOf={() => ""} />,
    );
    await user.click(screen.getByRole("checkbox", { name: "Log Cal, Reading" }));
    await user.click(screen.getByRole("button", { name: "Save 1 session" }));
    expect(await screen.findByText("Enter whole minutes for Cal (Reading).")).toBeInTheDocument();
    expect(api.requests("POST", SESSIONS)).toHaveLength(0);
  });
});

describe("services editor", () => {
  const service: Service = {
    id: "1f2e3d4c-5b6a-4789-8abc-def012345678",
    studentId: STUDENT,
    name: "Speech-language therapy",
    providerName: null,
    providerRole: null,
    setting: "related_service",
    delivery: "individual",
    minutes: 30,
    period: "week",
    startDate: "2026-09-01",
    endDate: "2027-08-31",
    createdAt: "2026-09-01T00:00:00.000Z",
    updatedAt: "2026-09-01T00:00:00.000Z",
  };
  const PATH = `/api/v1/services/${service.id}`;

  it("on a 409 (the service has a log) explains why and offers to end the service today instead", async () => {
    const message = "This service has 4 logged sessions, the record that its minutes were delivered.";
    const { api, user } = renderWithFakeApi(
      <StudentServicesEditor studentId={STUDENT} studentName="Maya" />,
      "/",
      {
        routes: {
          [`GET /api/v1/students/${STUDENT}/services`]: json([service]),
          [`DELETE ${PATH}`]: () => apiError(409, "SERVICE_HAS_SESSIONS", message),
          [`PATCH ${PATH}`]: (req) =>
            json({ ...service, ...(req.body as object), updatedAt: new Date().toISOString() }),
        },
      },
    );
    await user.click(await screen.findByRole("button", { name: "Remove Speech-language therapy" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove this service?" });
    await user.click(within(confirm).getByRole("button", { name: "Remove service" }));

    const refused = await screen.findByRole("dialog", { name: "This service has a service log" });
    expect(refused).toHaveTextContent(message);
    expect(api.requests("DELETE", PATH)).toHaveLength(1);
    await user.click(within(refused).getByRole("button", { name: "End the service today" }));
    await waitFor(() => expect(api.requests("PATCH", PATH)).toHaveLength(1));
    expect(api.requests("PATCH", PATH)[0]?.body).toEqual({ endDate: localIsoDate(new Date()) });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.requests("DELETE", `${PATH}`).every((r) => !r.search.includes("deleteSessions"))).toBe(true);
  });

  it("refuses minutes that are not whole next to the field and sends nothing", async () => {
    const { api, user } = renderWithFakeApi(
      <StudentServicesEditor studentId={STUDENT} studentName="Maya" />,
      "/",
      {
        routes: { [`GET /api/v1/students/${STUDENT}/services`]: json([]) },
      },
    );
    await user.click(await screen.findByRole("button", { name: "Add service" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a service" });
    await user.type(within(dialog).getByRole("textbox", { name: /^Service/ }), "Reading");
    await user.type(within(dialog).getByRole("textbox", { name: /^Minutes/ }), "2.5");
    await user.click(within(dialog).getByRole("button", { name: "Add service" }));
    expect(await within(dialog).findByText(/Enter whole minutes from 1 to 10,000/)).toBeInTheDocument();
    expect(api.requests("POST", `/api/v1/students/${STUDENT}/services`)).toHaveLength(0);
  });
});
