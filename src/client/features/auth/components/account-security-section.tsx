/**
 * The "Security" part of account settings (requirements "Sessions and sign-out", "Sign-up and sign-in"),
 * self-contained so the account screen only mounts it: change password (other devices signed out),
 * change e-mail (confirmed at the new address), signed-in devices with "Sign out everywhere else".
 */

import { Card } from "../../../components/ui";
import { useAuthSessionUser } from "../api/account-security";
import { ChangeEmailForm } from "./change-email-form";
import { ChangePasswordForm } from "./change-password-form";
import { DeviceList } from "./device-list";

/** The section; mount it on the account settings screen. */
export function AccountSecuritySection() {
  const user = useAuthSessionUser();
  return (
    <section aria-labelledby="account-security-title" className="space-y-4">
      <h2 id="account-security-title" className="text-lg font-semibold text-slate-900">
        Security
      </h2>
      <Card className="space-y-8 p-4 sm:p-6">
        <ChangePasswordForm />
        <hr className="border-slate-200" />
        <ChangeEmailForm currentEmail={user.data?.email} />
        <hr className="border-slate-200" />
        <DeviceList />
      </Card>
    </section>
  );
}
