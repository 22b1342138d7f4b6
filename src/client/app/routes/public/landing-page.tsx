/**
 * / (requirements "Screens and routes": landing page; requirements "Product and users"): who it is
 * for, a screenshot of the product (`scripts/make-landing-screenshot.ts`, demo data), what it does
 * today, how it treats student data, the plans and the calls to action. Only features that exist
 * are described.
 */

import { PlanComparison } from "@client/components/plan-comparison";
import { Button } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { useSignedIn } from "@client/lib/auth/use-signed-in";
import { CalendarClock, ClipboardList, FileText, LineChart, ShieldCheck, Timer, Users } from "lucide-react";
import { Link } from "react-router";

const FEATURES = [
  {
    icon: LineChart,
    title: "Progress monitoring that tells you what to do",
    text: "Record a data point in seconds. Each IEP goal gets its graph with the aimline from baseline to target, a trendline once there are enough points, and the decision rule's advice: keep going, raise the goal, or consider an instructional change.",
  },
  {
    icon: Timer,
    title: "Curriculum-based measurement probes",
    text: "Run a timed oral reading fluency or math computation probe with the timer on screen; the score (words correct per minute with accuracy, or digits correct) goes straight onto the goal's graph, and the probe screen shows the grade's reading norm.",
  },
  {
    icon: FileText,
    title: "Progress notes from your observations",
    text: "Type what you saw. IEP Workspace drafts an objective, person-first progress, behavioral, quarterly or annual note tied to the student's goals, keeping every number, date and count exactly as you wrote it.",
  },
  {
    icon: ClipboardList,
    title: "IEP drafts from the record",
    text: "Draft present levels (PLAAFP), annual goals, services and accommodations from the student's record and progress data, section by section, then edit and export to Word or PDF.",
  },
  {
    icon: Users,
    title: "Your caseload in one place",
    text: "Each student's grade, disabilities, IEP goals, present levels, services, accommodations, strengths, parent contact and annual review date — entered once, used everywhere.",
  },
  {
    icon: CalendarClock,
    title: "Meetings and deadlines on time",
    text: "Schedule IEP meetings with attendees and invitations, and see overdue annual reviews and the deadlines of the next 60 days on your dashboard.",
  },
] as const;

function CallsToAction() {
  if (useSignedIn()) {
    return (
      <Button asChild size="lg">
        <Link to={paths.dashboard}>Go to your dashboard</Link>
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild size="lg">
        <Link to={paths.signUp}>Create a free account</Link>
      </Button>
      <Button asChild size="lg" variant="secondary">
        <Link to={paths.signIn}>Sign in</Link>
      </Button>
    </div>
  );
}

/** The landing page (default export: loaded lazily by the router). */
export default function LandingPage() {
  return (
    <>
      <section className="bg-white" aria-labelledby="landing-title">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
            For special-education teachers and case managers
          </p>
          <h1
            id="landing-title"
            className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
          >
            IEP paperwork that keeps up with your caseload
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">
            Keep every student's IEP information in one place and turn a few lines of observation into a
            clear, objective progress note — in minutes, not evenings.
          </p>
          <div className="mt-8">
            <CallsToAction />
          </div>
          <p className="mt-4 text-sm text-slate-700">Free to start: 10 generated notes every month.</p>
        </div>
      </section>

      <section aria-labelledby="screenshot-title" className="mx-auto max-w-6xl px-4 pt-14">
        <h2 id="screenshot-title" className="sr-only">
          The product
        </h2>
        <figure>
          <img
            src="/product-progress.webp"
            width={1280}
            height={800}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-lg border border-slate-200 shadow-md"
            alt="A reading-fluency goal in IEP Workspace: eight weekly scores in words correct per minute rising from 53 to 66, drawn against the aimline to the target of 90, with the trendline and the advice to consider an instructional change."
          />
          <figcaption className="mt-3 text-sm text-slate-700">
            A goal's progress-monitoring page, with fictional demo data: the scores, the aimline to the
            target, the trendline and the decision rule's advice.
          </figcaption>
        </figure>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="features-title" className="text-2xl font-semibold text-slate-900">
          What it does for you
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <Icon className="size-6 text-indigo-700" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="audience-title" className="mx-auto max-w-6xl px-4 pb-14">
        <div className="grid gap-8 md:grid-cols-2">
          <div>
            <h2 id="audience-title" className="text-2xl font-semibold text-slate-900">
              Who it is for
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
              <li>Special-education teachers writing progress reports on IEP goals</li>
              <li>Case managers keeping track of a caseload's annual reviews</li>
              <li>
                Related service providers — speech-language pathologists, occupational and physical therapists
              </li>
            </ul>
          </div>
          <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-6">
            <div className="flex items-center gap-2">
              <ShieldCheck className="size-6 text-emerald-800" aria-hidden="true" />
              <h2 className="text-xl font-semibold text-emerald-950">Student privacy, built in</h2>
            </div>
            <ul className="mt-4 list-disc space-y-2 pl-6 text-emerald-950">
              <li>
                Student and parent names are replaced with placeholders before any text reaches an AI service.
              </li>
              <li>
                You see only your own students; every look at or change to a student's record is logged.
              </li>
              <li>You are signed out after 2 hours without activity.</li>
            </ul>
            <p className="mt-4 text-sm text-emerald-950">
              <Link className="font-medium underline underline-offset-2" to={paths.privacy}>
                Read how we handle data
              </Link>
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="pricing-title" className="mx-auto max-w-6xl px-4 pb-16">
        <h2 id="pricing-title" className="mb-6 text-2xl font-semibold text-slate-900">
          Pricing
        </h2>
        <PlanComparison
          heading="h3"
          actions={{
            free: (
              <Button asChild variant="secondary">
                <Link to={paths.signUp}>Start free</Link>
              </Button>
            ),
            pro: (
              <Button asChild>
                <Link to={`${paths.signUp}?plan=pro`}>Start the free trial</Link>
              </Button>
            ),
          }}
        />
        <p className="mt-4 text-sm text-slate-700">
          <Link className="font-medium text-indigo-700 underline underline-offset-2" to={paths.pricing}>
            Compare the plans in detail
          </Link>
        </p>
      </section>
    </>
  );
}
