/**
 * Keeps the profile's time zone equal to the browser's (the monthly note quota of requirements "Note quota" starts
 * on the first day of the month, 00:00 local — "local" is this zone). Sends PATCH /api/v1/me
 * {timeZone} once per session when they differ; a failure is retried on the next visit, silently.
 */

import { useUpdateProfile } from "@client/lib/auth/update-profile";
import type { Profile } from "@shared/contracts/me";
import { useEffect, useRef } from "react";

/** The browser's IANA time zone (e.g. "America/Chicago"), or undefined when the browser has none. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Syncs the time zone of an onboarded `profile` (onboarding sends it itself; waiting avoids two
 * profile updates racing each other).
 */
export function useTimeZoneSync(profile: Profile | null | undefined): void {
  const { mutate } = useUpdateProfile();
  const attempted = useRef<string | null>(null);
  const id = profile?.id;
  const current = profile?.timeZone;
  const onboarded = profile?.onboardingCompleted;

  useEffect(() => {
    if (!id || !onboarded) return;
    const zone = browserTimeZone();
    if (!zone || zone === current) return;
    const attempt = `${id}:${zone}`;
    if (attempted.current === attempt) return;
    attempted.current = attempt;
    mutate({ timeZone: zone });
  }, [id, current, onboarded, mutate]);
}
