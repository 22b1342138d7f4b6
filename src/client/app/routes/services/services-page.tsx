/**
 * The Services screen (requirements "Service log"): the caseload's services this week, who is behind
 * and the minutes owed, and logging today's sessions. Built by the services feature.
 */

/** The services page (default export, lazily loaded by the router). */
export default function ServicesPage() {
  return <h1 className="text-2xl font-bold text-slate-900">Services</h1>;
}
