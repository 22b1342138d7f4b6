/**
 * Lighthouse benchmark (requirements "Screens and routes": "Public site budgets"): the landing page `/`
 * signed out and `/dashboard` signed in, each audited by the `lighthouse` package in Debian Chromium
 * (`CHROMIUM_PATH`, default /usr/bin/chromium), mobile form factor with simulated throttling
 * (Lighthouse's default "slow 4G, 4× CPU"). Prints the four category scores (0–1), LCP, TBT and the
 * compressed bytes of JavaScript transferred, so a run is compared with the budgets:
 * landing performance ≥ 0.95, accessibility 1.0, best practices ≥ 0.95, SEO ≥ 0.95.
 *
 * Builds the client when dist/ is missing. Figures are printed, not asserted.
 * Run: `npx tsx bench/lighthouse.ts`.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildClientIfMissing, clientDir } from "./support/client-build.ts";
import { figure, note, signUpOnboardedTeacher, startBenchServer } from "./support/server.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Cookie {
  name: string;
  value: string;
}

/** Audits `url` once; `cookies` are sent with every request (a signed-in page). */
async function audit(port: number, url: string, cookies: Cookie[] = []) {
  const extraHeaders = cookies.length
    ? { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") }
    : undefined;
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
    {
      extends: "lighthouse:default",
      settings: { formFactor: "mobile", throttlingMethod: "simulate", extraHeaders },
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

type Report = Awaited<ReturnType<typeof audit>>;

/** Compressed bytes of script resources in the report's network requests. */
function scriptBytes(lhr: Report): number {
  const details = lhr.audits["network-requests"]?.details as
    | { items?: { resourceType?: string; transferSize?: number }[] }
    | undefined;
  return (details?.items ?? [])
    .filter((i) => i.resourceType === "Script")
    .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
}

function print(label: string, lhr: Report) {
  for (const id of CATEGORIES) figure(`lighthouse ${label} ${id}`, lhr.categories[id]?.score ?? 0, "", 2);
  figure(`lighthouse ${label} LCP`, lhr.audits["largest-contentful-paint"]?.numericValue ?? 0, "ms");
  figure(`lighthouse ${label} TBT`, lhr.audits["total-blocking-time"]?.numericValue ?? 0, "ms");
  figure(`lighthouse ${label} JS transferred (compressed)`, scriptBytes(lhr) / 1024, "KB", 1);
  for (const id of CATEGORIES) {
    const failing = lhr.categories[id]?.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary");
    for (const a of failing ?? []) note(`${label} ${id}: failing audit "${a?.id}"`);
  }
}

async function main() {
  buildClientIfMissing();
  note("command: npx tsx bench/lighthouse.ts (mobile, simulated throttling)");
  const server = await startBenchServer({ clientDir });
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    print("/ (signed out)", await audit(chrome.port, `${server.url}/`));
    const teacher = await signUpOnboardedTeacher(server.url);
    print("/dashboard (signed in)", await audit(chrome.port, `${server.url}/dashboard`, teacher.cookies));
  } finally {
    chrome.kill();
    await server.cleanup();
  }
}

main().catch((err) => {
  console.error(`lighthouse benchmark failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
