/**
 * Test kit for the client shell: the real route table, QueryClient and providers in a memory
 * router, with `fetch` replaced at the network boundary (the only thing these UI tests mock).
 */

import { AppProviders } from "@client/app/providers";
import { createQueryClient } from "@client/app/query-client";
import { createRoutes } from "@client/app/router";
import type { Profile } from "@shared/contracts/me";
import type { Note } from "@shared/contracts/notes";
import type { Student } from "@shared/contracts/students";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";

export const USER_ID = "11111111-1111-4111-8111-111111111111";

/** A signed-in teacher; onboarded on the free plan unless overridden. */
export function makeProfile(over: Partial<Profile> = {}): Profile {
  return {
    id: USER_ID,
    email: "dana@school.test",
    name: "Dana Whitfield",
    firstName: "Dana",
    lastName: "Whitfield",
    role: "Case manager",
    organization: null,
    organizationType: null,
    experienceLevel: null,
    goals: null,
    studentCount: null,
    onboardingCompleted: true,
    planType: "free",
    profilePicture: null,
    subscriptionStatus: "inactive",
    notesGeneratedThisMonth: 3,
    maxStudents: 10,
    subscriptionStartDate: null,
    trialEndDate: null,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    plan: { state: "free", daysRemaining: null, notesUsedThisMonth: 3, noteLimit: 10, canGenerate: true },
    ...over,
  };
}

/** A student with every contract field present. */
export function makeStudent(over: Partial<Student> & Pick<Student, "id" | "name">): Student {
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

/** A note with every contract field present. */
export function makeNote(over: Partial<Note> & Pick<Note, "id" | "studentName">): Note {
  return {
    studentId: null,
    type: "progress",
    subject: "Reading",
    date: "2026-03-02",
    observations: "Read 42 words correct per minute.",
    generatedNote: "The student read 42 words correct per minute on a grade 3 passage.",
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

/** One recorded request. `body` is the parsed JSON body (undefined when none). */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
/** Route key "METHOD /path" (query string ignored) → reply, or a function of the call. */
export type ApiRoutes = Record<string, Reply | ((call: RecordedCall) => Reply)>;

export const json = (body: unknown, status = 200) => ({ status, body });
export const apiError = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
});

/**
 * Replaces `fetch` with a router over `routes`. Unlisted routes answer 404 (and are recorded).
 * @returns the list of calls, in order.
 */
export function mockApi(routes: ApiRoutes): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = (init?.method ?? "GET").toUpperCase();
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      const call = { method, path: url.pathname, body };
      calls.push(call);
      const route = routes[`${method} ${url.pathname}`];
      const reply = await (typeof route === "function"
        ? route(call)
        : (route ?? apiError(404, "NOT_FOUND", "Not found")));
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

/** The API of a signed-in teacher with an empty caseload and no notes. */
export function signedInApi(profile: Profile = makeProfile(), extra: ApiRoutes = {}): ApiRoutes {
  return {
    "GET /api/v1/me": json(profile),
    "GET /api/v1/students": json([]),
    "GET /api/v1/notes": json([]),
    "POST /api/auth/sign-out": json({ success: true }),
    ...extra,
  };
}

/** The API of a signed-out visitor. */
export function signedOutApi(extra: ApiRoutes = {}): ApiRoutes {
  return { "GET /api/v1/me": apiError(401, "UNAUTHENTICATED", "User not authenticated."), ...extra };
}

/**
 * Renders the whole app at `entry` (a path, or a location with state).
 * @returns the memory router (for `router.state.location`), the QueryClient and a userEvent.
 */
export function renderApp(entry: string | { pathname: string; search?: string; state?: unknown }) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [entry] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, user, ...view };
}

/** The router's current path + query string. */
export const here = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;
