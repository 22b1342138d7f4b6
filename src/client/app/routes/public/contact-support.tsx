/**
 * "Contact support" on the help centre (requirements "Public site"): signed in, a
 * link to the support screen where a ticket is opened; signed out (or before the check), an e-mail
 * link to the support address (the `SUPPORT_EMAIL` build setting).
 */

import { site } from "virtual:site";
import { paths } from "@client/config/paths";
import { useSignedIn } from "@client/lib/auth/use-signed-in";

const linkClass = "font-medium text-indigo-700 underline underline-offset-2";

/** The contact box. */
export function ContactSupport() {
  const signedIn = useSignedIn();
  return (
    <section
      aria-labelledby="contact-title"
      className="mt-12 rounded-lg border border-slate-200 bg-white p-6"
    >
      <h2 id="contact-title" className="text-xl font-semibold text-slate-900">
        Contact support
      </h2>
      {signedIn ? (
        <p className="mt-2 text-slate-800">
          Still stuck?{" "}
          <a className={linkClass} href={paths.support}>
            Open a support ticket
          </a>{" "}
          and we will answer in the app.
        </p>
      ) : (
        <p className="mt-2 text-slate-800">
          Still stuck? Write to{" "}
          <a className={linkClass} href={`mailto:${site.supportEmail}`}>
            {site.supportEmail}
          </a>
          . Please never include a student's name or records in an e-mail.
        </p>
      )}
    </section>
  );
}
