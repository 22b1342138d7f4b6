/**
 * Who delivers a service, in one spelling for every place that shows it (the services panel, the
 * service log CSV and PDF, the parent report, the IEP at a glance, the IEP draft; requirements
 * "Services"): "Priya Natarajan (Speech-language pathologist)", or whichever part is set, or "".
 * Both parts are the teacher's text, trimmed, never translated.
 */
export function providerText(service: { providerName: string | null; providerRole: string | null }): string {
  const name = service.providerName?.trim() || null;
  const role = service.providerRole?.trim() || null;
  if (name && role) return `${name} (${role})`;
  return name ?? role ?? "";
}
