/**
 * Gives the profile the browser's time zone when it has none (the monthly note quota of requirements
 * "Note quota" starts on the first day of the month, 00:00 local — "local" is this zone). Sends
 * PATCH /api/v1/me {timeZone} once per session while the profile has no zone; a failure is retried
 * on the next visit, silently. A zone the teacher chose in Account settings (requirements "Profile")
 * is never overwritten by a browser elsewhere.
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
 * Fills in the time zone of an onboarded `profile` that has none (onboarding sends it itself;
 * waiting avoids two profile updates racing each other).
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
    if (!zone || current) return;
    const attempt = `${id}:${zone}`;
    if (attempted.current === attempt) return;
    attempted.current = attempt;
    mutate({ timeZone: zone });
  }, [id, current, onboarded, mutate]);
}
