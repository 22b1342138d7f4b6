/**
 * The route table (requirements "Screens and routes"), react-router 7 data mode.
 *
 * - Public: /, /privacy, /terms (real pages); /blog, /help, /payment-success (not built yet);
 *   /auth/callback (returns the teacher to the app).
 * - Signed-out only (guarded): /signin, /auth (same as sign-in), /signup; /email-confirmation,
 *   /forgot-password, /reset-password (not built yet).
 * - /onboarding: signed in, onboarding not completed.
 * - Teacher area (signed in + onboarded): /dashboard and its screens, plus the aliases /students,
 *   /generate-note, /note-history, /generate-iep (same screens) and the not-built-yet screens of requirements "Screens and routes".
 * - /admin/login and /admin/*: not built yet. Anything else: not found.
 * Screens load lazily; each shows its screen type's skeleton while its code loads.
 */

import { paths } from "@client/config/paths";
import { createBrowserRouter, type RouteObject } from "react-router";
import { AuthCallbackPage } from "../features/auth/routes/auth-callback-page";
import { SignInPage } from "../features/auth/routes/sign-in-page";
import { SignUpPage } from "../features/auth/routes/sign-up-page";
import { AuthLayout } from "./layouts/auth-layout";
import { DashboardLayout } from "./layouts/dashboard-layout";
import { OnboardingLayout } from "./layouts/onboarding-layout";
import { PublicLayout } from "./layouts/public-layout";
import { lazyScreen } from "./lazy-screens";
import { RootLayout, type RouteHandle } from "./root-layout";
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

const home = { to: paths.home, label: "Back to the home page" };
const signInBack = { to: paths.signIn, label: "Back to sign in" };

/** The teacher-area screens; each alias renders the same screen as its twin (requirements "Screens and routes": "Aliases"). */
const teacherScreens: RouteObject[] = [
  {
    path: rel(paths.dashboard),
    handle: handle("Dashboard"),
    lazy: lazyScreen("dashboard"),
    HydrateFallback: DashboardSkeleton,
  },
  ...[paths.students, paths.studentsAlias].map(
    (p): RouteObject => ({
      path: rel(p),
      handle: handle("Students"),
      lazy: lazyScreen("students"),
      HydrateFallback: ListSkeleton,
    }),
  ),
  ...[paths.generate, paths.generateAlias].map(
    (p): RouteObject => ({
      path: rel(p),
      handle: handle("Write a note"),
      lazy: lazyScreen("generate"),
      HydrateFallback: FormSkeleton,
    }),
  ),
  ...[paths.history, paths.historyAlias].map(
    (p): RouteObject => ({
      path: rel(p),
      handle: handle("Note history"),
      lazy: lazyScreen("history"),
      HydrateFallback: ListSkeleton,
    }),
  ),
  ...[paths.generateIep, paths.generateIepAlias].map(
    (p): RouteObject => ({
      path: rel(p),
      handle: handle("Draft an IEP"),
      lazy: lazyScreen("generateIep"),
      HydrateFallback: FormSkeleton,
    }),
  ),
  {
    path: rel(paths.progress),
    handle: handle("Progress monitoring"),
    lazy: lazyScreen("progress"),
    HydrateFallback: ListSkeleton,
  },
  {
    path: `${rel(paths.progressGoals)}/:goalId`,
    handle: handle("IEP goal"),
    lazy: lazyScreen("goal"),
    HydrateFallback: ContentSkeleton,
  },
  {
    path: rel(paths.progressReport),
    handle: handle("Parent progress report"),
    lazy: lazyScreen("report"),
    HydrateFallback: ContentSkeleton,
  },
  notBuilt(
    paths.meetings,
    "Meetings",
    "Scheduling IEP meetings with attendees, rescheduling and cancelling.",
  ),
  ...[paths.account, paths.accountAlias].map((p) =>
    notBuilt(p, "Account settings", "Your profile, your plan, and deleting your account."),
  ),
  ...[paths.notifications, paths.notificationsAlias].map((p) =>
    notBuilt(p, "Notifications", "Reminders about upcoming meetings and deadlines."),
  ),
  {
    path: rel(paths.testAcademic),
    handle: handle("Academic probes"),
    lazy: lazyScreen("probe"),
    HydrateFallback: FormSkeleton,
  },
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
            { index: true, lazy: lazyScreen("landing"), HydrateFallback: ContentSkeleton },
            {
              path: rel(paths.privacy),
              handle: handle("Privacy"),
              lazy: lazyScreen("privacy"),
              HydrateFallback: ContentSkeleton,
            },
            {
              path: rel(paths.terms),
              handle: handle("Terms of use"),
              lazy: lazyScreen("terms"),
              HydrateFallback: ContentSkeleton,
            },
            notBuilt(paths.blog, "Blog", "Articles for special-education teachers.", home),
            notBuilt(paths.help, "Help", "Answers to common questions about IEP Workspace.", home),
            notBuilt(
              paths.paymentSuccess,
              "Payment confirmation",
              "The confirmation shown after paying for the Pro plan.",
              home,
            ),
            { path: rel(paths.authCallback), handle: handle("Signing you in"), Component: AuthCallbackPage },
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
            notBuilt(
              paths.emailConfirmation,
              "Email confirmation",
              "Confirming your email address after sign-up.",
              signInBack,
            ),
            notBuilt(
              paths.forgotPassword,
              "Forgot password",
              "Asking for a link to choose a new password.",
              signInBack,
            ),
            notBuilt(
              paths.resetPassword,
              "Reset password",
              "Choosing a new password from the emailed link.",
              signInBack,
            ),
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
