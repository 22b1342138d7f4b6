/**
 * Signed-in devices (requirements "Sessions and sign-out"): each live session with its browser, address
 * and last activity; "Sign out" per other device and "Sign out everywhere else".
 */

import type { DeviceSession } from "@shared/contracts/sessions";
import { format } from "date-fns";
import { Alert, Button, Spinner } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useDeviceSessions, useRevokeOtherSessions, useRevokeSession } from "../api/account-security";

/** A short name for a User-Agent string: browser and system, or the raw text cut to 60 characters. */
export function describeDevice(userAgent: string): string {
  if (!userAgent) return "Unknown device";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : undefined;
  const system = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : undefined;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

const when = (iso: string) => format(new Date(iso), "MMM d, yyyy, h:mm a");

function DeviceRow({ device }: { device: DeviceSession }) {
  const revoke = useRevokeSession();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="text-sm">
        <p className="font-medium text-slate-900">
          {describeDevice(device.userAgent)}
          {device.current ? (
            <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">
              This device
            </span>
          ) : null}
        </p>
        <p className="text-slate-700">
          Signed in {when(device.signedInAt)} · last active {when(device.lastActiveAt)}
          {device.ipAddress ? ` · ${device.ipAddress}` : ""}
        </p>
        {revoke.isError ? (
          <p className="text-red-800">{errorMessage(revoke.error, "Please try again.")}</p>
        ) : null}
      </div>
      {device.current ? null : (
        <Button
          size="sm"
          variant="secondary"
          loading={revoke.isPending}
          onClick={() => revoke.mutate(device.id)}
        >
          Sign out<span className="sr-only"> {describeDevice(device.userAgent)}</span>
        </Button>
      )}
    </li>
  );
}

/** The device list with "Sign out everywhere else". */
export function DeviceList() {
  const devices = useDeviceSessions();
  const revokeOthers = useRevokeOtherSessions();
  const others = devices.data?.filter((d) => !d.current).length ?? 0;
  return (
    <section aria-labelledby="devices-title" className="space-y-3">
      <h3 id="devices-title" className="text-base font-semibold text-slate-900">
        Signed-in devices
      </h3>
      {devices.isPending ? <Spinner label="Loading devices…" /> : null}
      {devices.isError ? (
        <Alert tone="error">{errorMessage(devices.error, "The devices could not be loaded.")}</Alert>
      ) : null}
      {devices.data ? (
        <ul className="divide-y divide-slate-200">
          {devices.data.map((d) => (
            <DeviceRow key={d.id} device={d} />
          ))}
        </ul>
      ) : null}
      {revokeOthers.isSuccess ? (
        <Alert tone="success">
          {revokeOthers.data.revoked === 1
            ? "1 other device was"
            : `${revokeOthers.data.revoked} other devices were`}{" "}
          signed out.
        </Alert>
      ) : null}
      {revokeOthers.isError ? (
        <Alert tone="error">{errorMessage(revokeOthers.error, "Please try again.")}</Alert>
      ) : null}
      <Button
        variant="secondary"
        disabled={others === 0}
        loading={revokeOthers.isPending}
        onClick={() => revokeOthers.mutate()}
      >
        Sign out everywhere else
      </Button>
    </section>
  );
}
