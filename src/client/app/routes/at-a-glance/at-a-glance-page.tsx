/**
 * The IEP at a glance (requirements "IEP at a glance"): one printable page per student. Built by the
 * at-a-glance screen.
 */

/** The at-a-glance page (default export, lazily loaded by the router). */
export default function AtAGlancePage() {
  return <h1 className="text-2xl font-bold text-slate-900">IEP at a glance</h1>;
}
