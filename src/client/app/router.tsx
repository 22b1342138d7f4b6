/**
 * The route table (requirements "Screens and routes"), react-router 7 data mode.
 *
 * - Public: /, /privacy, /terms, /pricing, /blog, /help (the pre-rendered public pages, shared with the
 *   public entry), /payment-success, /sign/:token (a parent's signing page);
 *   /auth/callback (returns the teacher to the app).
 * - Signed-out only (guarded): /signin, /auth (same as sign-in), /signup, /email-confirmation,
 *   /forgot-password, /reset-password.
 * - /onboarding: signed in, onboarding not completed.
 * - Teacher area (signed in + onboarded): /dashboard and its screens, plus the aliases /students,
 *   /generate-note, /note-history, /generate-iep, /notifications (same screens) (requirements "Screens and routes").
 * - /admin/login and /admin/* (requirements "Admin area"): the admin sign-in, then the admin screens behind
 *   the admin session (checked by the server on every request). Anything else: not found.
 * Screens load lazily; each shows its screen type's skeleton while its code loads. The sign-in and
 * sign-up screens too: their forms (react-hook-form, the zod contracts) are no part of the teacher
 * area's first load (architecture "Layout": the signed-in dashboard's JavaScript budget). For the same
 * budget the public, sign-in and onboarding layouts and the not-found screen load when first matched;
 * only the teacher area's layout is part of the first load.
 */

import { paths } from "@client/config/paths";
import { startLoadingToasts } from "@client/lib/notify";
import type { ScreenName } from "@client/lib/preload";
import { type ComponentType, lazy, Suspense } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { DashboardLayout } from "./layouts/dashboard-layout";
import { lazyScreen } from "./lazy-screens";
import { RootLayout, type RouteHandle } from "./root-layout";
import { publicPageRoutes } from "./routes/public/public-routes";
import { AppHydrateFallback } from "./screens/full-page-spinner";
import { GlobalErrorScreen, InLayoutErrorScreen } from "./screens/global-error";
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

/**
 * A signed-out screen (sign-in, sign-up and the password and e-mail steps) whose code loads when it is
 * first shown: the route matches at once (address and title change as before) and the form's skeleton
 * shows until the code is there. `load` resolves to the page's module and `pick` names the page
 * component in it.
 */
function authRoute<M>(
  path: string,
  title: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  const Page = lazy(async () => {
    startLoadingToasts();
    return { default: pick(await load()) };
  });
  // Keyed by path: a new boundary per screen, so the skeleton shows while the next screen's code
  // loads (an unkeyed boundary would be reused and keep showing the previous screen meanwhile).
  const element = (
    <Suspense key={path} fallback={<FormSkeleton />}>
      <Page />
    </Suspense>
  );
  return { path: rel(path), handle: handle(title), element };
}

const signIn = () => import("./routes/auth/sign-in-page");

/** The not-found screen, loaded when an address matches nothing (it is no part of a first load). */
const notFound = (title = "Page not found"): RouteObject => ({
  path: "*",
  handle: handle(title),
  lazy: async () => ({ Component: (await import("./screens/not-found")).NotFoundPage }),
});

/** A layout route whose component loads when one of its screens is first matched. */
const lazyLayout = (load: () => Promise<ComponentType>, children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: await load() }),
  children,
});

/** The teacher-area screens; each alias renders the same screen as its twin (requirements "Screens and routes": "Aliases"). */
const teacherScreens: RouteObject[] = [
  lazyRoute(paths.dashboard, "Dashboard", "dashboard", DashboardSkeleton),
  ...[paths.students, paths.studentsAlias].map((p) => lazyRoute(p, "Students", "students", ListSkeleton)),
  lazyRoute(paths.importStudents, "Import students", "importStudents", FormSkeleton),
  ...[paths.generate, paths.generateAlias].map((p) => lazyRoute(p, "Write a note", "generate", FormSkeleton)),
  ...[paths.history, paths.historyAlias].map((p) => lazyRoute(p, "Note history", "history", ListSkeleton)),
  ...[paths.generateIep, paths.generateIepAlias].map((p) =>
    lazyRoute(p, "IEPs", "generateIep", FormSkeleton),
  ),
  lazyRoute(paths.progress, "Progress monitoring", "progress", ListSkeleton),
  lazyRoute(`${paths.progressGoals}/:goalId`, "IEP goal", "goal", ContentSkeleton),
  lazyRoute(paths.progressReport, "Parent progress report", "report", ContentSkeleton),
  lazyRoute(paths.meetings, "Meetings", "meetings", ListSkeleton),
  lazyRoute(paths.services, "Services", "services", ListSkeleton),
  lazyRoute(paths.atAGlance, "IEP at a glance", "atAGlance", ContentSkeleton),
  ...[paths.account, paths.accountAlias].map((p) =>
    lazyRoute(p, "Account settings", "account", FormSkeleton),
  ),
  lazyRoute(paths.billing, "Plans and billing", "billing", ContentSkeleton),

  ...[paths.notifications, paths.notificationsAlias].map((p) =>
    lazyRoute(p, "Notifications", "notifications", ListSkeleton),
  ),
  lazyRoute(paths.testAcademic, "Academic probes", "probe", FormSkeleton),
  lazyRoute(paths.support, "Support", "support", ListSkeleton),
  { ...notFound(), path: "dashboard/*" },
];

/** A screen module loader that also loads the toast area (the screen may toast through sonner). */
const withToasts = (load: () => Promise<object>) => (): Promise<object> => {
  startLoadingToasts();
  return load();
};

/** An admin screen, loaded when first opened (its module exports `Component`). */
const adminScreen = (path: string, title: string, load: () => Promise<object>): RouteObject => ({
  path: rel(path).replace(/^admin\/?/, ""),
  handle: handle(title),
  lazy: withToasts(load),
});

/** The admin area (requirements "Admin area"): its sign-in, then its own layout and screens. */
const adminRoutes: RouteObject[] = [
  {
    path: rel(paths.adminLogin),
    handle: handle("Admin sign-in"),
    lazy: withToasts(() => import("./routes/admin/admin-login-page")),
  },
  {
    path: rel(paths.admin),
    lazy: withToasts(() => import("./routes/admin/admin-layout")),
    children: [
      {
        index: true,
        handle: handle("Admin dashboard"),
        lazy: () => import("./routes/admin/admin-dashboard-page"),
      },
      // The admin area's child routes name `dashboard` (requirements "Admin area": "Screens").
      adminScreen(
        paths.adminDashboard,
        "Admin dashboard",
        () => import("./routes/admin/admin-dashboard-page"),
      ),
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
      notFound(),
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
        lazyLayout(
          async () => (await import("./layouts/public-layout")).PublicLayout,
          [
            ...publicPageRoutes(),
            lazyRoute(paths.paymentSuccess, "Payment confirmation", "paymentSuccess", ContentSkeleton),
            // A parent signs one IEP through a single-use link, without an account (requirements
            // "Signatures and consent").
            {
              path: `${rel(paths.sign)}/:token`,
              handle: handle("Sign a document"),
              lazy: withToasts(() => import("./routes/sign-page")),
            },
            authRoute(
              paths.authCallback,
              "Email confirmation",
              () => import("./routes/auth/auth-callback-page"),
              (m) => m.AuthCallbackPage,
            ),
            notFound(),
          ],
        ),
        lazyLayout(
          async () => (await import("./layouts/auth-layout")).AuthLayout,
          [
            authRoute(paths.signIn, "Sign in", signIn, (m) => m.SignInPage),
            authRoute(paths.auth, "Sign in", signIn, (m) => m.SignInPage),
            authRoute(
              paths.signUp,
              "Create your account",
              () => import("./routes/auth/sign-up-page"),
              (m) => m.SignUpPage,
            ),
            authRoute(
              paths.emailConfirmation,
              "Check your inbox",
              () => import("./routes/auth/email-confirmation-page"),
              (m) => m.EmailConfirmationPage,
            ),
            authRoute(
              paths.forgotPassword,
              "Forgot password",
              () => import("./routes/auth/forgot-password-page"),
              (m) => m.ForgotPasswordPage,
            ),
            authRoute(
              paths.resetPassword,
              "Choose a new password",
              () => import("./routes/auth/reset-password-page"),
              (m) => m.ResetPasswordPage,
            ),
          ],
        ),
        {
          ...lazyLayout(
            async () => (await import("./layouts/onboarding-layout")).OnboardingLayout,
            [
              {
                index: true,
                handle: handle("Welcome"),
                lazy: lazyScreen("onboarding"),
                HydrateFallback: FormSkeleton,
              },
            ],
          ),
          path: rel(paths.onboarding),
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
