/**
 * The teacher area's first reads, started while its code downloads (decision 022). Compiled on its
 * own and written into `index.html` as an inline script (`scripts/vite/early-requests-plugin.ts`; the
 * server allows it by its SHA-256 in the Content-Security-Policy), so it runs as soon as the page is
 * parsed, seconds before the app's modules have arrived and rendered the screen that asks for the
 * same data. `lib/early-responses.ts` hands each answer to the app's first GET of the same URL.
 *
 * Nothing here decides anything: a request the screen does not make goes unused, and every answer,
 * an error included, is read by the app's own code as if it had sent the request itself. So that
 * nobody signed out sees a failed request, the session is asked first (unless this device has a
 * signed-in teacher), the profile next, and a screen's lists only for an onboarded teacher.
 *
 * Has no side effects: `early-requests-entry.ts` runs it. Imports nothing, so the inline script stays
 * small.
 */

/** A screen's reads: `path` matches `location.pathname`; `urls` builds the GET URLs from its match and the query. */
export interface EarlyScreen {
  path: RegExp;
  urls: (match: RegExpMatchArray, query: URLSearchParams) => string[];
}

/** Every teacher screen reads these (the navigation's badge and the maintenance banner). */
export const SHELL_URLS = ["/api/v1/notifications/unread-count", "/api/service-notice"];

const SUMMARY = "/api/v1/students?view=summary";
const id = (value: string) => encodeURIComponent(value);

/**
 * The reads of the screens a teacher opens most (requirements "Screens and routes"), as their first
 * render asks for them. The browser suite opens each screen and checks that every answer was used.
 */
export const EARLY_SCREENS: EarlyScreen[] = [
  {
    path: /^\/dashboard\/?$/,
    urls: () => [
      "/api/v1/invitations",
      "/api/v1/transfers",
      "/api/v1/signatures/outstanding",
      SUMMARY,
      "/api/v1/notes",
      "/api/v1/dashboard",
    ],
  },
  {
    path: /^\/(?:dashboard\/)?students\/?$/,
    urls: (_m, query) => {
      const student = query.get("student");
      const s = student ? id(student) : "";
      return [
        "/api/v1/students",
        "/api/v1/me/preferences",
        ...(student
          ? [
              "/api/v1/transfers",
              `/api/v1/goals?studentId=${s}`,
              `/api/v1/deadlines?studentId=${s}&status=pending`,
              `/api/v1/meetings?studentId=${s}`,
              `/api/v1/students/${s}/services`,
              `/api/v1/students/${s}/contacts`,
              `/api/v1/students/${s}/ieps`,
              `/api/v1/students/${s}/files`,
            ]
          : []),
      ];
    },
  },
  {
    path: /^\/(?:dashboard\/generate|generate-note)\/?$/,
    urls: () => ["/api/v1/me/preferences", "/api/v1/students"],
  },
  {
    path: /^\/(?:dashboard\/history|note-history)\/?$/,
    urls: () => ["/api/v1/notes?limit=50", SUMMARY],
  },
  { path: /^\/dashboard\/progress\/?$/, urls: () => ["/api/v1/goals", SUMMARY] },
  {
    path: /^\/dashboard\/progress\/goals\/([^/]+)\/?$/,
    urls: (m) => [
      `/api/v1/goals/${id(m[1] ?? "")}`,
      SUMMARY,
      `/api/v1/progress-entries?goalId=${id(m[1] ?? "")}`,
    ],
  },
  {
    path: /^\/dashboard\/meetings\/?$/,
    urls: () => ["/api/v1/calendar-feed", "/api/v1/meetings", "/api/v1/students"],
  },
];

/** The teacher area's paths (the signed-in layout's routes and their aliases). */
const TEACHER_AREA =
  /^\/(?:dashboard|students|generate-note|note-history|generate-iep|notifications)(?:\/|$)/;

/** The key under which `lib/offline/cache-persistence.ts` keeps the signed-in teacher's id (JSON text). */
export const SIGNED_IN_KEY = "iep:signed-in-user";

/** How long an answer waits for the app to ask for it (ms); later, the app asks the server again. */
export const EARLY_ANSWER_TTL_MS = 30_000;

/** What the page keeps for `lib/early-responses.ts`: answer promises by URL and when they started. */
export interface EarlyStore {
  startedAt: number;
  answers: Record<string, Promise<Response>>;
}

/**
 * Starts the reads for `location` (no-op outside the teacher area) and keeps them in
 * `window.__iepEarly`. `signedIn` is whether this device remembers a signed-in teacher.
 */
export function startEarlyRequests(
  location: { pathname: string; search: string },
  signedIn: boolean,
  store: EarlyStore,
  send: (url: string) => Promise<Response>,
): void {
  if (!TEACHER_AREA.test(location.pathname)) return;
  const get = (url: string) => {
    const answer = send(url);
    // A failed read is the app's to report when it asks; here it must not be an unhandled rejection.
    answer.catch(() => undefined);
    store.answers[url] = answer;
    return answer;
  };
  const json = (answer: Promise<Response>) =>
    answer.then((res) => (res.ok ? (res.clone().json() as Promise<unknown>) : null)).catch(() => null);
  const screenUrls = () => {
    const query = new URLSearchParams(location.search);
    for (const screen of EARLY_SCREENS) {
      const match = location.pathname.match(screen.path);
      if (match) return screen.urls(match, query);
    }
    return [];
  };
  const afterProfile = (profile: unknown) => {
    if (!profile || (profile as { onboardingCompleted?: unknown }).onboardingCompleted !== true) return;
    for (const url of [...SHELL_URLS, ...screenUrls()]) get(url);
  };
  const profile = () => void json(get("/api/v1/me")).then(afterProfile);
  if (signedIn) profile();
  else void json(get("/api/auth/get-session")).then((session) => session && profile());
}
