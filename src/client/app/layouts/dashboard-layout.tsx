/**
 * The teacher area's layout (requirements "Screens and routes": "Teacher area under /dashboard"), behind the sign-in guard:
 * - a skip link to #main, then the navigation; the current page's link has aria-current="page"
 *   (aliases such as /students count as their /dashboard twin);
 * - a sidebar on desktop (≥ 1024 px) and a menu button with a disclosure panel on tablets and
 *   phones;
 * - the teacher's name, "Help" (contact support) and "Sign out";
 * - the offline banner and the new-version prompt, which registers the service worker: only the
 *   teacher area does (architecture "Offline rules");
 * - dialogs (sign-out confirmation, help, outbox conflicts) whose code loads when first opened, so the
 *   teacher area's first load stays within its budget (architecture "Layout");
 * - while the next screen's code loads, that screen type's skeleton (requirements "Navigation behaviour").
 */

import { paths, screenKindOf } from "@client/config/paths";
import { preloadScreen, type ScreenName } from "@client/lib/preload";
import type { Profile } from "@shared/contracts/me";
import {
  Bell,
  CalendarDays,
  Clock,
  FileText,
  History,
  LayoutDashboard,
  LifeBuoy,
  LineChart,
  LogOut,
  Menu,
  PenLine,
  UserCog,
  Users,
  X,
} from "lucide-react";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { Link, Outlet, useLocation, useNavigation } from "react-router";
import { Button } from "../../components/ui";
import { LazyConfirmDialog } from "../../components/ui/lazy-dialog";
import { useSignOut } from "../../features/auth/api/sign-out";
import { EmailConfirmationBanner } from "../../features/auth/components/email-confirmation-banner";
import { useUnreadCount } from "../../features/notifications/api/notifications";
import { ServiceNoticeBanner } from "../../features/support/components/service-notice-banner";
import { errorMessage } from "../../lib/api-client";
import { cn } from "../../lib/cn";
import { notify } from "../../lib/notify";
import { OfflineBanner } from "../../lib/offline/offline-banner";
import { UpdatePrompt } from "../../lib/offline/update-prompt";
import { useConflicts } from "../../lib/outbox/conflicts";
import { useHeldChanges } from "../../lib/outbox/held";
import { usePendingChanges } from "../../lib/outbox/use-pending";
import { RequireSignedIn } from "../guards";
import { ScreenSkeleton } from "../screens/route-skeletons";
import { Brand, SkipLink } from "./brand";
import { HelpButton } from "./help-button";

interface NavItem {
  label: string;
  to: string;
  /** Paths that show this screen (the route and its alias); sub-paths count too, except for /dashboard. */
  matches: readonly string[];
  icon: typeof Users;
  screen: ScreenName;
  /** Shows the unread notification count beside the label. */
  showsUnread?: boolean;
}

/** The working screens of the teacher area, in the order a teacher uses them. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    label: "Dashboard",
    to: paths.dashboard,
    matches: [paths.dashboard],
    icon: LayoutDashboard,
    screen: "dashboard",
  },
  {
    label: "Students",
    to: paths.students,
    matches: [paths.students, paths.studentsAlias],
    icon: Users,
    screen: "students",
  },
  {
    label: "Write a note",
    to: paths.generate,
    matches: [paths.generate, paths.generateAlias],
    icon: PenLine,
    screen: "generate",
  },
  {
    label: "Note history",
    to: paths.history,
    matches: [paths.history, paths.historyAlias],
    icon: History,
    screen: "history",
  },
  {
    label: "IEPs",
    to: paths.generateIep,
    matches: [paths.generateIep, paths.generateIepAlias],
    icon: FileText,
    screen: "generateIep",
  },
  {
    label: "Progress",
    to: paths.progress,
    matches: [paths.progress],
    icon: LineChart,
    screen: "progress",
  },
  {
    label: "Meetings",
    to: paths.meetings,
    matches: [paths.meetings],
    icon: CalendarDays,
    screen: "meetings",
  },
  {
    label: "Services",
    to: paths.services,
    matches: [paths.services],
    icon: Clock,
    screen: "services",
  },
  {
    label: "Notifications",
    to: paths.notifications,
    matches: [paths.notifications, paths.notificationsAlias],
    icon: Bell,
    screen: "notifications",
    showsUnread: true,
  },
  {
    label: "Support",
    to: paths.support,
    matches: [paths.support],
    icon: LifeBuoy,
    screen: "support",
  },
  {
    label: "Account",
    to: paths.account,
    matches: [paths.account, paths.accountAlias],
    icon: UserCog,
    screen: "account",
  },
];

/** Whether `pathname` shows `item`'s screen. */
export function isCurrent(item: NavItem, pathname: string): boolean {
  const p = pathname.replace(/\/+$/, "") || "/";
  return item.matches.some((m) => p === m || (m !== paths.dashboard && p.startsWith(`${m}/`)));
}

/** The unread count beside Notifications (the link's name says "Notifications, 3 unread"); nothing at 0. */
function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="ml-auto rounded-full bg-indigo-700 px-2 py-0.5 text-xs font-semibold text-white"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

function NavLinks({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  const unread = useUnreadCount();
  return (
    <ul className="space-y-1">
      {NAV_ITEMS.map((item) => {
        const current = isCurrent(item, pathname);
        const Icon = item.icon;
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={current ? "page" : undefined}
              aria-label={item.showsUnread && unread > 0 ? `${item.label}, ${unread} unread` : undefined}
              onMouseEnter={() => preloadScreen(item.screen)}
              onFocus={() => preloadScreen(item.screen)}
              onClick={onNavigate}
              className={cn(
                "flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium",
                current ? "bg-indigo-50 text-indigo-800" : "text-slate-800 hover:bg-slate-100",
              )}
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              {item.label}
              {item.showsUnread ? <UnreadBadge count={unread} /> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function UserBlock({ profile }: { profile: Profile }) {
  const signOut = useSignOut();
  // Changes still waiting in the outbox are lost by signing out: ask first (requirements "Local storage").
  const waiting = usePendingChanges();
  const [asking, setAsking] = useState(false);
  const displayName = profile.firstName
    ? [profile.firstName, profile.lastName].filter(Boolean).join(" ")
    : profile.name || profile.email;
  const doSignOut = () =>
    signOut.mutate(
      {},
      {
        onError: (err) =>
          notify.error(`You are still signed in. ${errorMessage(err, "Sign-out failed. Please try again.")}`),
      },
    );
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <div className="min-w-0 px-3 text-sm">
        <p className="truncate font-medium text-slate-900">{displayName}</p>
        <p className="truncate text-slate-700" title={profile.email}>
          {profile.email}
        </p>
      </div>
      <HelpButton />
      <Button
        variant="secondary"
        className="w-full justify-start"
        loading={signOut.isPending}
        onClick={() => (waiting > 0 ? setAsking(true) : doSignOut())}
      >
        {signOut.isPending ? null : <LogOut className="size-4" aria-hidden="true" />}
        Sign out
      </Button>
      <LazyConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`${waiting === 1 ? "1 change is" : `${waiting} changes are`} not yet saved`}
        description="They are kept on this device until the connection is back. If you sign out now, they are lost."
        confirmLabel="Sign out and lose them"
        onConfirm={() => {
          setAsking(false);
          doSignOut();
        }}
      />
    </div>
  );
}

function MobileMenu({ profile, pathname }: { profile: Profile; pathname: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonId = `${panelId}-button`;

  // Close on navigation (the link was followed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        document.getElementById(buttonId)?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, buttonId]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white lg:hidden">
      <div className="flex items-center justify-between gap-3 px-4 py-2">
        <Brand to={paths.dashboard} />
        <Button
          id={buttonId}
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? (
            <X className="size-4" aria-hidden="true" />
          ) : (
            <Menu className="size-4" aria-hidden="true" />
          )}
          Menu
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="border-t border-slate-200 bg-white px-4 py-4 shadow-md">
        <nav aria-label="Main">
          <NavLinks pathname={pathname} onNavigate={() => setOpen(false)} />
        </nav>
        <div className="mt-4">
          <UserBlock profile={profile} />
        </div>
      </div>
    </header>
  );
}

function Sidebar({ profile, pathname }: { profile: Profile; pathname: string }) {
  return (
    <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-slate-200 bg-white px-3 py-4 lg:flex">
      <div className="px-2 pb-6">
        <Brand to={paths.dashboard} />
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto">
        <NavLinks pathname={pathname} />
      </nav>
      <UserBlock profile={profile} />
    </aside>
  );
}

const OutboxConflictDialog = lazy(async () => ({
  default: (await import("../../components/outbox/conflict-dialog")).OutboxConflictDialog,
}));

/** The outbox's conflict dialog, its code loaded when a conflict first waits for the teacher's choice. */
function ConflictDialogWhenNeeded() {
  if (useConflicts().length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OutboxConflictDialog />
    </Suspense>
  );
}

const HeldChangeDialog = lazy(async () => ({
  default: (await import("../../components/outbox/held-dialog")).HeldChangeDialog,
}));

/** The outbox's held-change dialog, its code loaded when a change first waits for confirmation. */
function HeldDialogWhenNeeded() {
  if (useHeldChanges().length === 0) return null;
  return (
    <Suspense fallback={null}>
      <HeldChangeDialog />
    </Suspense>
  );
}

/** The page, or the destination's skeleton while its code loads. */
function MainContent() {
  const navigation = useNavigation();
  const location = useLocation();
  const pendingPath =
    navigation.state === "loading" &&
    navigation.location &&
    navigation.location.pathname !== location.pathname
      ? navigation.location.pathname
      : null;
  return pendingPath ? <ScreenSkeleton kind={screenKindOf(pendingPath)} /> : <Outlet />;
}

function DashboardShell({ profile }: { profile: Profile }) {
  const { pathname } = useLocation();
  const pendingCount = usePendingChanges();
  return (
    <div className="min-h-screen bg-slate-50">
      <SkipLink />
      <MobileMenu profile={profile} pathname={pathname} />
      <Sidebar profile={profile} pathname={pathname} />
      <main
        id="main"
        tabIndex={-1}
        className="px-4 py-6 focus:outline-none sm:px-6 lg:ml-64 lg:px-10 lg:py-8"
      >
        <div className="mx-auto max-w-6xl">
          <OfflineBanner pendingCount={pendingCount} />
          <ServiceNoticeBanner />
          <EmailConfirmationBanner />
          <MainContent />
        </div>
      </main>
      <ConflictDialogWhenNeeded />
      <HeldDialogWhenNeeded />
      <UpdatePrompt />
    </div>
  );
}

/** The teacher area's layout route: guard (signed in + onboarded), then the shell. */
export function DashboardLayout() {
  return (
    <RequireSignedIn onboarding="completed">
      {(profile) => <DashboardShell profile={profile} />}
    </RequireSignedIn>
  );
}
