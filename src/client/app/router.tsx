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
 *   /generate-note, /note-history, /generate-iep, /notifications (same screens) and the not-built-yet screens of requirements "Screens and routes".
 * - /admin/login and /admin/*: not built yet. Anything else: not found.
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
import { NotBuiltYetPage } from "./screens/not-built-yet";
import { NotFoundPage } from "./screens/not-found";
import { ContentSkeleton, DashboardSkeleton, FormSkeleton, ListSkeleton } from "./screens/route-skeletons";

const rel = (p: string) => p.replace(/^\//, "");
const handle = (title: string): RouteHandle => ({ title });

/** A not-built-yet route (a route of requirements "Screens and routes" that is not built yet). */
function notBuilt(
  path: string,
  title: string,
  purpose: string,
  backTo?: { to: string; label: string },
): RouteObject {
  return {
    path: rel(path),
    handle: handle(title),
    element: <NotBuiltYetPage title={title} purpose={purpose} backTo={backTo} />,
  };
}

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

const home = { to: paths.home, label: "Back to the home page" };

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
  { path: "dashboard/*", handle: handle("Page not found"), Component: NotFoundPage },
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
            notBuilt(paths.adminLogin, "Admin sign-in", "Sign-in for staff who run IEP Workspace.", home),
            notBuilt(
              `${paths.admin}/*`,
              "Admin area",
              "Screens for staff: teachers, support tickets, settings and analytics.",
              home,
            ),
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
