/**
 * /dashboard/account and /account-settings (requirements "Screens and routes", "Profile",
 * "Plans and trial", "Account deletion"): profile and picture, plan (with the way to billing),
 * preferences, and deleting the account. The account feature gives the sections; this screen adds
 * the onboarding's lists, the plan line and the device clean-up after a deletion.
 */
import { describePlan } from "@client/app/routes/dashboard/plan-summary";
import { Alert, Card, Skeleton } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { errorMessage } from "@client/lib/api-client";
import { useSignedInProfile } from "@client/lib/auth/get-me";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { usePreferences } from "../../../features/account/api/preferences";
import { DeleteAccountCard } from "../../../features/account/components/delete-account-card";
import { PictureCard } from "../../../features/account/components/picture-card";
import { PreferencesForm } from "../../../features/account/components/preferences-form";
import { ProfileForm } from "../../../features/account/components/profile-form";
import type { ProfileChoices } from "../../../features/account/lib/profile-form";
import { clearSignedInData } from "../../../features/auth/api/sign-out";
import { AccountSecuritySection } from "../../../features/auth/components/account-security-section";
import { ReportingDatesSection } from "../../../features/deadlines/components/reporting-dates-section";
import {
  EXPERIENCE_LEVELS,
  ORGANIZATION_TYPES,
  ROLE_SUGGESTIONS,
  STUDENT_COUNTS,
} from "../../../features/onboarding/lib/onboarding-form";
import { DataExportSlot } from "./data-export-slot";

const CHOICES: ProfileChoices = {
  roles: ROLE_SUGGESTIONS,
  experienceLevels: EXPERIENCE_LEVELS,
  organizationTypes: ORGANIZATION_TYPES,
  studentCounts: STUDENT_COUNTS,
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function PreferencesSection() {
  const preferences = usePreferences();
  if (preferences.isPending) return <Skeleton className="h-40" />;
  if (preferences.isError)
    return (
      <Alert tone="error" title="Preferences could not be loaded">
        {errorMessage(preferences.error, "Please refresh the page and try again.")}
      </Alert>
    );
  return <PreferencesForm preferences={preferences.data} />;
}

export default function AccountPage() {
  const profile = useSignedInProfile();
  const queryClient = useQueryClient();
  const plan = describePlan(profile.plan, new Date());

  // The server session is already gone: forget the teacher on this device; the sign-in guard then
  // shows the sign-in page, as after any sign-out.
  const onDeleted = () => clearSignedInData(queryClient, "signed-out");

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Account settings</h1>
        <p className="mt-1 text-sm text-slate-700">{profile.email}</p>
      </header>

      <Section id="profile-heading" title="Profile">
        <PictureCard profile={profile} />
        <ProfileForm key={profile.id} profile={profile} choices={CHOICES} />
      </Section>

      <Section id="plan-heading" title="Plan">
        <p className="text-sm text-slate-900">
          <span className="font-medium">{plan.label}.</span> {plan.detail}
        </p>
        <Link to={paths.billing} className="text-sm font-medium text-indigo-700 underline underline-offset-2">
          Plans and billing
        </Link>
      </Section>

      <Section id="preferences-heading" title="Preferences">
        <PreferencesSection />
        <ReportingDatesSection />
      </Section>

      <AccountSecuritySection />

      <DataExportSlot />

      <Section id="delete-heading" title="Delete account">
        <DeleteAccountCard onDeleted={onDeleted} />
      </Section>
    </div>
  );
}
