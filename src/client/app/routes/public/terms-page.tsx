/** /terms (requirements "Screens and routes": public page): short, plain terms of use that match what the product does. */

import { paths } from "@client/config/paths";
import { ProsePage } from "@client/features/content/components/prose";
import { Link } from "react-router";

/** The terms page (default export: loaded lazily by the router). */
export default function TermsPage() {
  return (
    <ProsePage
      title="Terms of use"
      intro="The short version: use IEP Workspace for the students you serve, check every note before it counts, and keep your account to yourself."
    >
      <section aria-labelledby="terms-who">
        <h2 id="terms-who">Who may use it</h2>
        <p>
          Special-education teachers, case managers and related service providers, for the students they serve
          and within their school's or district's policies on student records.
        </p>
      </section>
      <section aria-labelledby="terms-notes">
        <h2 id="terms-notes">Drafts are drafts</h2>
        <p>
          Generated notes are a starting point. Read, correct and approve every note before it goes into a
          student's file or to a family. You remain responsible for what an official record says.
        </p>
      </section>
      <section aria-labelledby="terms-account">
        <h2 id="terms-account">Your account</h2>
        <ul>
          <li>Use a password of at least 6 characters that you do not use elsewhere, and do not share it.</li>
          <li>Sign out on shared computers. Idle sessions end after 2 hours.</li>
        </ul>
      </section>
      <section aria-labelledby="terms-plan">
        <h2 id="terms-plan">The free plan</h2>
        <p>
          The free plan includes 10 generated notes per calendar month, counted from the first day of the
          month in your time zone. Your students and saved notes stay available when the month's notes are
          used up.
        </p>
      </section>
      <section aria-labelledby="terms-records">
        <h2 id="terms-records">Keep official copies</h2>
        <p>
          IEP Workspace helps you prepare documentation; it is not your district's system of record. Keep
          official copies where your district requires them.
        </p>
      </section>
      <p>
        How data is handled is described on the <Link to={paths.privacy}>privacy page</Link>.
      </p>
    </ProsePage>
  );
}
