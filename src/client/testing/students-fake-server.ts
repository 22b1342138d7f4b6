/**
 * Test doubles at the fetch boundary for the students screen: a student factory and a small
 * in-memory stand-in for /api/v1/me and /api/v1/students that records every request. Only
 * `fetch` is replaced; the app's own api-client, hooks and components run unchanged.
 */
import type { Student } from "@shared/contracts/students";
import { vi } from "vitest";

export const TEACHER_ID = "teacher-1";

let counter = 0;

/** A complete Student as the API returns it (every field present), with overrides. */
export function makeStudent(overrides: Partial<Student> = {}): Student {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    name: `Student ${counter}`,
    grade: null,
    dateOfBirth: null,
    studentId: null,
    parentContact: { name: "", relationship: "", email: "", phone: "" },
    identityFirstLanguage: false,
    annualMeetingDueDate: null,
    caseManager: null,
    serviceProviders: [],
    disabilities: [],
    iepGoals: [],
    notes: null,
    dateAdded: "2026-01-05",
    presentLevels: null,
    assessmentParticipation: null,
    placement: null,
    serviceDelivery: null,
    iepDetails: null,
    progressMeasurement: null,
    behaviorSupport: null,
    assistiveTechnology: null,
    communication: null,
    extendedSchoolYear: null,
    lreSetting: null,
    transitionServices: null,
    accommodations: [],
    strengths: [],
    areasOfNeed: [],
    defaultStrategies: [],
    defaultAccommodations: [],
    assessmentTools: {},
    iepGoalTargets: {},
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    ...overrides,
  };
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

type Override = (req: RecordedRequest) => Response | Promise<Response> | undefined;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * Installs a fake `fetch`. `students` is the server's caseload (mutated by POST/PATCH/DELETE).
 * `override` may answer a request first (return undefined to fall through), e.g. to fail a call.
 */
export function installFakeServer(initial: Student[], override?: Override) {
  const students = [...initial];
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const req = { method, path: url.pathname, body };
    requests.push(req);
    const overridden = await override?.(req);
    if (overridden) return overridden;

    if (url.pathname === "/api/v1/me")
      return json(200, { id: TEACHER_ID, email: "t@example.org", name: "T" });
    // The student page's Goals section (issue 3); these tests keep no goals.
    if (url.pathname === "/api/v1/goals" && method === "GET") return json(200, []);
    if (url.pathname === "/api/v1/students" && method === "GET") {
      return json(
        200,
        [...students].sort((a, b) => a.name.localeCompare(b.name)),
      );
    }
    if (url.pathname === "/api/v1/students" && method === "POST") {
      const created = makeStudent({ ...(body as Partial<Student>) });
      students.push(created);
      return json(201, created);
    }
    const m = /^\/api\/v1\/students\/([^/]+)$/.exec(url.pathname);
    if (m) {
      const i = students.findIndex((s) => s.id === m[1]);
      if (i < 0) return json(404, { error: { code: "NOT_FOUND", message: "Student not found" } });
      if (method === "PATCH") {
        students[i] = { ...students[i]!, ...(body as Partial<Student>) };
        return json(200, students[i]);
      }
      if (method === "DELETE") {
        students.splice(i, 1);
        return new Response(null, { status: 204 });
      }
    }
    return json(404, { error: { code: "NOT_FOUND", message: "Not found" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    students,
    requests,
    fetchMock,
    /** Requests with this method to a path starting with /api/v1/students. */
    studentCalls: (m: string) =>
      requests.filter((r) => r.method === m && r.path.startsWith("/api/v1/students")),
  };
}

export { json as jsonResponse };
