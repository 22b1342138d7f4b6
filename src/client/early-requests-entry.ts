/**
 * The inline script of `index.html` (decision 022): starts the teacher area's first reads for this
 * page's address and keeps their answers in `window.__iepEarly` for `lib/early-responses.ts`.
 */
import { type EarlyStore, SIGNED_IN_KEY, startEarlyRequests } from "./early-requests";

let signedIn = false;
try {
  signedIn = Boolean(JSON.parse(localStorage.getItem(SIGNED_IN_KEY) ?? "null"));
} catch {
  signedIn = false;
}
const store: EarlyStore = { startedAt: performance.now(), answers: {} };
(window as unknown as { __iepEarly?: EarlyStore }).__iepEarly = store;
// Each answer's body is read at once: an answer the app turns out not to need (its saved copy is
// fresh) must not leave a response open on the page.
startEarlyRequests(location, signedIn, store, async (url) => {
  const res = await fetch(url, { credentials: "include", headers: { Accept: "application/json" } });
  // A status without a body (204, 205, 304) must be rebuilt without one.
  const body = [204, 205, 304].includes(res.status) ? null : await res.blob();
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
});
