/**
 * Every client route path in one place (requirements "Screens and routes"), plus the helpers that build
 * guard redirects. Screens link with these constants, never with hand-written strings.
 */

/** The routes of requirements "Screens and routes". Aliases show the same screens as their `/dashboard/...` twins. */
export const paths = {
  home: "/",
  blog: "/blog",
  help: "/help",
  privacy: "/privacy",
  terms: "/terms",
  paymentSuccess: "/payment-success",
  pricing: "/pricing",
  authCallback: "/auth/callback",
  /** A parent's single-use signing page: `${paths.sign}/<token>` (requirements "Signatures and consent"). */
  sign: "/sign",

  signIn: "/signin",
  auth: "/auth",
  signUp: "/signup",
  emailConfirmation: "/email-confirmation",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",

  onboarding: "/onboarding",

  dashboard: "/dashboard",
  students: "/dashboard/students",
  /** Import a roster from a CSV or Excel file (requirements "Import"). */
  importStudents: "/dashboard/students/import",
  generate: "/dashboard/generate",
  generateIep: "/dashboard/generate-iep",
  history: "/dashboard/history",
  progress: "/dashboard/progress",
  /** A goal's page: `${paths.progressGoals}/<goalId>`. */
  progressGoals: "/dashboard/progress/goals",
  progressReport: "/dashboard/progress/report",
  meetings: "/dashboard/meetings",
  /** The caseload's services this week and group logging (requirements "Service log"). */
  services: "/dashboard/services",
  /** The IEP at a glance of one student or several (`?studentId=<id>&studentId=<id>…`; requirements "IEP at a glance"). */
  atAGlance: "/dashboard/at-a-glance",
  account: "/dashboard/account",
  /** Plans and billing (requirements "Plans and trial"). */
  billing: "/dashboard/account/billing",
  notifications: "/dashboard/notifications",
  testAcademic: "/dashboard/test-academic",
  /** Support tickets: write to staff, read their replies (requirements "Admin area"). */
  support: "/dashboard/support",

  studentsAlias: "/students",
  generateAlias: "/generate-note",
  generateIepAlias: "/generate-iep",
  historyAlias: "/note-history",
  accountAlias: "/account-settings",
  notificationsAlias: "/notifications",

  adminLogin: "/admin/login",
  admin: "/admin",
  /** The admin dashboard by the name the product's route list gives it; `/admin` shows the same screen. */
  adminDashboard: "/admin/dashboard",
  adminTeachers: "/admin/teachers",
  adminTickets: "/admin/tickets",
  adminSettings: "/admin/settings",
  adminAnalytics: "/admin/analytics",
  adminAudit: "/admin/audit",
} as const;

/** Query parameter holding the page a guard sent the user away from (requirements "Navigation behaviour": "the origin is remembered"). */
export const REDIRECT_PARAM = "redirectTo";

/** requirements "Screens and routes": "Signed-out only" pages: a signed-in user opening one is sent on. */
export const SIGNED_OUT_ONLY_PATHS: readonly string[] = [
  paths.auth,
  paths.signIn,
  paths.signUp,
  paths.emailConfirmation,
  paths.forgotPassword,
  paths.resetPassword,
];

/**
 * Returns `value` when it is a safe in-app destination for a redirect, else `undefined`.
 * Safe means: a path on this site ("/x", not "//host" or "/\host"), not a signed-out-only page
 * (which would bounce straight back) and not absurdly long.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2000) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  let pathname: string;
  try {
    const url = new URL(value, "http://x.invalid");
    if (url.origin !== "http://x.invalid") return undefined;
    pathname = url.pathname;
  } catch {
    return undefined;
  }
  if (SIGNED_OUT_ONLY_PATHS.includes(pathname.replace(/\/+$/, "") || "/")) return undefined;
  return value;
}

/** `/signin?redirectTo=<from>` — where the dashboard guard sends a signed-out user (requirements "Screens and routes"). */
export function signInPath(from?: string): string {
  const target = safeRedirect(from);
  return target ? `${paths.signIn}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}` : paths.signIn;
}

/** `/onboarding`, carrying the remembered origin along when there is one. */
export function onboardingPath(from?: string): string {
  const target = safeRedirect(from);
  return target && target !== paths.dashboard
    ? `${paths.onboarding}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`
    : paths.onboarding;
}

/** The remembered origin in a location's query string, when it is safe (see `safeRedirect`). */
export function redirectTarget(search: string): string | undefined {
  return safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM));
}

/** The kinds of placeholder a screen shows while its code or data loads (requirements "Navigation behaviour": "per screen type"). */
export type ScreenKind = "dashboard" | "list" | "form" | "content";

/** Which skeleton a path shows while it loads. */
export function screenKindOf(pathname: string): ScreenKind {
  const p = pathname.replace(/\/+$/, "") || "/";
  if (p === paths.dashboard) return "dashboard";
  if (
    [
      paths.students,
      paths.studentsAlias,
      paths.history,
      paths.historyAlias,
      paths.meetings,
      paths.services,
      paths.notifications,
      paths.notificationsAlias,
    ].some((base) => p === base || p.startsWith(`${base}/`))
  )
    return "list";
  if (
    [
      paths.generate,
      paths.generateAlias,
      paths.generateIep,
      paths.generateIepAlias,
      paths.onboarding,
      paths.account,
      paths.accountAlias,
    ].includes(p as never)
  )
    return "form";
  return "content";
}
