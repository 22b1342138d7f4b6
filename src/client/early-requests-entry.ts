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
startEarlyRequests(location, signedIn, store, (url) =>
  fetch(url, { credentials: "include", headers: { Accept: "application/json" } }),
);
