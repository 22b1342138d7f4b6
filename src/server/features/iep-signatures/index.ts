/**
 * The iep-signatures feature's public module (decision 020): the routers `app.ts` mounts
 * (requirements "Signatures and consent": signatures on an IEP, parents' single-use signing links,
 * consent answers, the outstanding ones; the public signing page's API under `/api/signing`).
 */
export { createPublicSigningRoutes } from "./public-signing.routes.ts";
export { createIepSignatureRoutes } from "./signatures.routes.ts";
export { toConsent, toSignature } from "./signing-rows.ts";
