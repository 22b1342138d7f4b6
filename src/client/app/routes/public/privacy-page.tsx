/**
 * /privacy (requirements "Screens and routes": public page): what IEP Workspace stores, where, who can see it, and what reaches
 * an AI service (architecture "Security model": "Student data never goes to an AI provider with the student's
 * name"; domain primer "Privacy around AI" and FERPA 34 CFR 99.31, 99.32; IDEA 34 CFR §300.624).
 */

import { paths } from "@client/config/paths";
import { ProsePage } from "@client/features/content/components/prose";
import { Link } from "react-router";

/** The privacy page (default export: loaded lazily by the router). */
export default function PrivacyPage() {
  return (
    <ProsePage
      title="Privacy"
      intro="IEP Workspace holds information about students with disabilities. Here is, in plain words, what it stores and who can see it."
    >
      <section aria-labelledby="privacy-stored">
        <h2 id="privacy-stored">What we store</h2>
        <ul>
          <li>Your account: name, email address and password (stored only as a one-way hash).</li>
          <li>
            Your answers from the welcome questions (role, school, caseload size, goals) and your time zone.
          </li>
          <li>
            The student records you enter, and the notes you generate with the observations behind them.
          </li>
          <li>A log of who opened or changed which student record, and when.</li>
          <li>
            Sign-in sessions, and counts of recent sign-in attempts per network address (to stop password
            guessing).
          </li>
        </ul>
      </section>
      <section aria-labelledby="privacy-access">
        <h2 id="privacy-access">Who can see it</h2>
        <p>
          Only you see your students and notes: every request is checked against your account on the server.
          When you delete a student, the record leaves your caseload and a copy is kept in a separate archive,
          so a mistaken deletion can be undone. Parents may ask that special-education records no longer
          needed be destroyed (34 CFR §300.624); ask the person who runs IEP Workspace for your school.
        </p>
      </section>
      <section aria-labelledby="privacy-ai">
        <h2 id="privacy-ai">AI and student names</h2>
        <p>
          When a note is drafted by an AI service, the names of the students on your caseload and their parent
          contacts are replaced with placeholders on our server before any text is sent, and put back into the
          result on our server. The AI provider never receives those names. When no AI service is set up,
          notes are drafted on our server from built-in templates and nothing leaves it.
        </p>
        <p>
          Please do not type other identifying details — addresses, ID numbers, medical record numbers — into
          observations; they are not needed for a good note.
        </p>
      </section>
      <section aria-labelledby="privacy-ferpa">
        <h2 id="privacy-ferpa">FERPA</h2>
        <p>
          IEP Workspace is meant to be used as a "school official" under FERPA (34 CFR §99.31(a)(1)): your
          school decides to use it and stays in control of the records, which are used only for the
          educational work of the teacher who entered them. Access to student records is logged (compare 34
          CFR §99.32).
        </p>
      </section>
      <section aria-labelledby="privacy-browser">
        <h2 id="privacy-browser">In your browser</h2>
        <ul>
          <li>A session cookie that page scripts cannot read.</li>
          <li>
            A copy of your student list and notes, so the app can still show them when the connection drops,
            and the time of your last activity.
          </li>
        </ul>
        <p>
          Signing out removes these from the browser. You are signed out automatically after 2 hours without
          activity.
        </p>
      </section>
      <p>
        See also the <Link to={paths.terms}>terms of use</Link>.
      </p>
    </ProsePage>
  );
}
