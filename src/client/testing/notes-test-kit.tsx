/**
 * Test kit for the notes screens: fixtures shaped by the shared contracts, a fetch mock at the
 * network boundary (the one thing the UI tests replace), and a render helper with the real
 * providers' pieces (QueryClientProvider, MemoryRouter, sonner's Toaster).
 */
import type { Profile } from "@shared/contracts/me";
import type { GeneratedNote, Note } from "@shared/contracts/notes";
import type { Student } from "@shared/contracts/students";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { Toaster } from "sonner";
import { vi } from "vitest";

export const USER_ID = "user-1";
export const MAYA_ID = "0b6c2f5e-2d4a-4c1e-9f55-1a2b3c4d5e01";
export const SAM_ID = "0b6c2f5e-2d4a-4c1e-9f55-1a2b3c4d5e02";

type Plan = Profile["plan"];

/** A signed-in, onboarded teacher on the free plan with `plan` overrides. */
export function profile(plan: Partial<Plan> = {}): Profile {
  return {
    id: USER_ID,
    email: "teacher@example.org",
    name: "Dana Teacher",
    firstName: "Dana",
    lastName: "Teacher",
    role: null,
    organization: null,
    organizationType: null,
    experienceLevel: null,
    goals: null,
    studentCount: null,
    onboardingCompleted: true,
    planType: "free",
    profilePicture: null,
    subscriptionStatus: "inactive",
    notesGeneratedThisMonth: plan.notesUsedThisMonth ?? 3,
    maxStudents: 10,
    subscriptionStartDate: null,
    trialEndDate: null,
    timeZone: null,
    plan: {
      state: "free",
      daysRemaining: null,
      notesUsedThisMonth: 3,
      noteLimit: 10,
      canGenerate: true,
      ...plan,
    },
  };
}

/** A student with every contract field present. */
export function student(over: Partial<Student> & Pick<Student, "id" | "name">): Student {
  return {
    grade: "3",
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
    dateAdded: "2026-01-10",
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
    createdAt: "2026-01-10T10:00:00.000Z",
    updatedAt: "2026-01-10T10:00:00.000Z",
    ...over,
  };
}

export const MAYA_GOAL_READING =
  "Given a grade-3 passage, Maya will read 90 words correct per minute on 3 of 4 weekly probes.";
export const MAYA_GOAL_WRITING =
  "Maya will write a 5-sentence paragraph with a topic sentence in 4 of 5 trials.";

export const maya = student({
  id: MAYA_ID,
  name: "Maya R.",
  iepGoals: [MAYA_GOAL_READING, MAYA_GOAL_WRITING],
  defaultStrategies: [
    { name: "Repeated reading", frequency: "daily", duration: "10 minutes" },
    { name: "Graphic organizer", frequency: "", duration: "" },
  ],
  defaultAccommodations: [{ name: "Extended time", conditions: "", whenUsed: "tests" }],
});
export const sam = student({
  id: SAM_ID,
  name: "Sam T.",
  grade: "5",
  iepGoals: ["Sam will initiate a peer greeting."],
});

/** A saved note (contract shape). */
export function note(over: Partial<Note> & Pick<Note, "id">): Note {
  return {
    studentId: MAYA_ID,
    studentName: "Maya R.",
    type: "progress",
    subject: "Reading",
    date: "2026-03-02",
    observations: "Read 62 WCPM on the grade-3 probe.",
    generatedNote: "Maya read 62 words correct per minute on a grade-3 passage.",
    goalsAddressed: [],
    isEdited: false,
    performanceData: null,
    strategyData: null,
    contextData: null,
    source: "template",
    createdAt: "2026-03-02T15:00:00.000Z",
    updatedAt: "2026-03-02T15:00:00.000Z",
    ...over,
  };
}

export function generated(over: Partial<GeneratedNote> & Pick<GeneratedNote, "id">): GeneratedNote {
  return { ...note(over), warnings: [], ...over };
}

/** One request the page made. */
export interface SeenRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** What a handler answers: a status and a JSON body (omitted for 204). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type Handler = (req: SeenRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Replaces global fetch with a tiny router: `routes["GET /api/v1/me"] = handler`. A request with no
 * route fails the test loudly (404 with a code saying so). Returns the list of requests seen.
 */
export function mockServer(routes: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const req: SeenRequest = { method, path: url.pathname, search: url.search, body };
    seen.push(req);
    const exact = routes[`${method} ${url.pathname}`];
    const pattern = Object.entries(routes).find(([key]) => {
      const [m, p] = key.split(" ");
      return m === method && p?.endsWith("/:id") && url.pathname.startsWith(p.slice(0, -3));
    })?.[1];
    const handler = exact ?? pattern;
    const answer = handler
      ? await handler(req)
      : {
          status: 404,
          body: { error: { code: "NO_TEST_ROUTE", message: `No test route for ${method} ${url.pathname}` } },
        };
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? null), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    seen,
    requests: (method: string, path: string) => seen.filter((r) => r.method === method && r.path === path),
  };
}

/** Shows the router's current location so tests can read the URL the page set. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `route` with a fresh QueryClient (no retries, so failures show at once). */
export function renderPage(ui: ReactElement, route: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export const json = (body: unknown, status = 200): FakeAnswer => ({ status, body });
export const apiError = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { error: { code, message } },
});
