/**
 * The route table (requirements "Screens and routes"), react-router 7 data mode.
 *
 * - Public: /, /privacy, /terms, /pricing, /blog, /help (the pre-rendered public pages, shared with the
 *   public entry), /payment-success;
 *   /auth/callback (returns the teacher to the app).
 * - Signed-out only (guarded): /signin, /auth (same as sign-in), /signup, /email-confirmation,
 *   /forgot-password, /reset-password.
 * - /onboarding: signed in, onboarding not completed.
 * - Teacher area (signed in + onboarded): /dashboard and its screens, plus the aliases /students,
 *   /generate-note, /note-history, /generate-iep, /notifications (same screens) (requirements "Screens and routes").
 * - /admin/login and /admin/* (requirements "Admin area"): the admin sign-in, then the admin screens behind
 *   the admin session (checked by the server on every request). Anything else: not found.
 * Screens load lazily; each shows its screen type's skeleton while its code loads.
 */

import { paths } from "@client/config/paths";
import type { ScreenName } from "@client/lib/preload";
import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { AuthCallbackPage } from "../features/auth/routes/auth-callback-page";
import { EmailConfirmationPage } from "../features/auth/routes/email-confirmation-page";
import { ForgotPasswordPage } from "../features/auth/routes/forgot-password-page";
import { ResetPasswordPage } from "../features/auth/routes/reset-password-page";
import { SignInPage } from "../features/auth/routes/sign-in-page";
import { SignUpPage } from "../features/auth/routes/sign-up-page";
import { AuthLayout } from "./layouts/auth-layout";
import { DashboardLayout } from "./layouts/dashboard-layout";
import { OnboardingLayout } from "./layouts/onboarding-layout";
import { PublicLayout } from "./layouts/public-layout";
import { lazyScreen } from "./lazy-screens";
import { RootLayout, type RouteHandle } from "./root-layout";
import { publicPageRoutes } from "./routes/public/public-routes";
import { AppHydrateFallback } from "./screens/full-page-spinner";
import { GlobalErrorScreen, InLayoutErrorScreen } from "./screens/global-error";
import { NotFoundPage } from "./screens/not-found";
import { ContentSkeleton, DashboardSkeleton, FormSkeleton, ListSkeleton } from "./screens/route-skeletons";

const rel = (p: string) => p.replace(/^\//, "");
const handle = (title: string): RouteHandle => ({ title });

/**
 * A lazily loaded screen at `path` (leading slash dropped) with its page title, showing
 * `HydrateFallback` (the screen type's skeleton) while its code loads.
 */
function lazyRoute(
  path: string,
  title: string,
  screen: ScreenName,
  HydrateFallback: ComponentType,
): RouteObject {
  return { path: rel(path), handle: handle(title), lazy: lazyScreen(screen), HydrateFallback };
}

/** The teacher-area screens; each alias renders the same screen as its twin (requirements "Screens and routes": "Aliases"). */
const teacherScreens: RouteObject[] = [
  lazyRoute(paths.dashboard, "Dashboard", "dashboard", DashboardSkeleton),
  ...[paths.students, paths.studentsAlias].map((p) => lazyRoute(p, "Students", "students", ListSkeleton)),
  ...[paths.generate, paths.generateAlias].map((p) => lazyRoute(p, "Write a note", "generate", FormSkeleton)),
  ...[paths.history, paths.historyAlias].map((p) => lazyRoute(p, "Note history", "history", ListSkeleton)),
  ...[paths.generateIep, paths.generateIepAlias].map((p) =>
    lazyRoute(p, "Draft an IEP", "generateIep", FormSkeleton),
  ),
  lazyRoute(paths.progress, "Progress monitoring", "progress", ListSkeleton),
  lazyRoute(`${paths.progressGoals}/:goalId`, "IEP goal", "goal", ContentSkeleton),
  lazyRoute(paths.progressReport, "Parent progress report", "report", ContentSkeleton),
  lazyRoute(paths.meetings, "Meetings", "meetings", ListSkeleton),
  ...[paths.account, paths.accountAlias].map((p) =>
    lazyRoute(p, "Account settings", "account", FormSkeleton),
  ),
  lazyRoute(paths.billing, "Plans and billing", "billing", ContentSkeleton),

  ...[paths.notifications, paths.notificationsAlias].map((p) =>
    lazyRoute(p, "Notifications", "notifications", ListSkeleton),
  ),
  lazyRoute(paths.testAcademic, "Academic probes", "probe", FormSkeleton),
  lazyRoute(paths.support, "Support", "support", ListSkeleton),
  { path: "dashboard/*", handle: handle("Page not found"), Component: NotFoundPage },
];

/** An admin screen, loaded when first opened (its module exports `Component`). */
const adminScreen = (path: string, title: string, load: () => Promise<object>): RouteObject => ({
  path: rel(path).replace(/^admin\/?/, ""),
  handle: handle(title),
  lazy: load,
});

/** The admin area (requirements "Admin area"): its sign-in, then its own layout and screens. */
const adminRoutes: RouteObject[] = [
  {
    path: rel(paths.adminLogin),
    handle: handle("Admin sign-in"),
    lazy: () => import("./routes/admin/admin-login-page"),
  },
  {
    path: rel(paths.admin),
    lazy: () => import("./routes/admin/admin-layout"),
    children: [
      {
        index: true,
        handle: handle("Admin dashboard"),
        lazy: () => import("./routes/admin/admin-dashboard-page"),
      },
      adminScreen(paths.adminTeachers, "Teachers", () => import("./routes/admin/admin-teachers-page")),
      adminScreen(
        `${paths.adminTeachers}/:teacherId`,
        "Teacher",
        () => import("./routes/admin/admin-teacher-page"),
      ),
      adminScreen(paths.adminTickets, "Support tickets", () => import("./routes/admin/admin-tickets-page")),
      adminScreen(
        `${paths.adminTickets}/:ticketId`,
        "Support ticket",
        () => import("./routes/admin/admin-ticket-page"),
      ),
      adminScreen(paths.adminSettings, "Settings", () => import("./routes/admin/admin-settings-page")),
      adminScreen(paths.adminAnalytics, "Analytics", () => import("./routes/admin/admin-analytics-page")),
      adminScreen(paths.adminAudit, "Audit log", () => import("./routes/admin/admin-audit-page")),
      { path: "*", handle: handle("Page not found"), Component: NotFoundPage },
    ],
  },
];

/** The whole route table. Exported for tests (`createMemoryRouter(createRoutes(), …)`). */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: "root",
      Component: RootLayout,
      ErrorBoundary: GlobalErrorScreen,
      HydrateFallback: AppHydrateFallback,
      children: [
        {
          Component: PublicLayout,
          children: [
            ...publicPageRoutes(),
            lazyRoute(paths.paymentSuccess, "Payment confirmation", "paymentSuccess", ContentSkeleton),
            {
              path: rel(paths.authCallback),
              handle: handle("Email confirmation"),
              Component: AuthCallbackPage,
            },
            { path: "*", handle: handle("Page not found"), Component: NotFoundPage },
          ],
        },
        {
          Component: AuthLayout,
          children: [
            { path: rel(paths.signIn), handle: handle("Sign in"), Component: SignInPage },
            { path: rel(paths.auth), handle: handle("Sign in"), Component: SignInPage },
            { path: rel(paths.signUp), handle: handle("Create your account"), Component: SignUpPage },
            {
              path: rel(paths.emailConfirmation),
              handle: handle("Check your inbox"),
              Component: EmailConfirmationPage,
            },
            {
              path: rel(paths.forgotPassword),
              handle: handle("Forgot password"),
              Component: ForgotPasswordPage,
            },
            {
              path: rel(paths.resetPassword),
              handle: handle("Choose a new password"),
              Component: ResetPasswordPage,
            },
          ],
        },
        {
          path: rel(paths.onboarding),
          Component: OnboardingLayout,
          children: [
            {
              index: true,
              handle: handle("Welcome"),
              lazy: lazyScreen("onboarding"),
              HydrateFallback: FormSkeleton,
            },
          ],
        },
        ...adminRoutes,
        {
          Component: DashboardLayout,
          children: [{ ErrorBoundary: InLayoutErrorScreen, children: teacherScreens }],
        },
      ],
    },
  ];
}

/** The browser router of the running app. */
export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
