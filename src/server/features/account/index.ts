/**
 * The account feature's public functions (decision 020: other features, `app.ts` and `main.ts`
 * import this file only). Account calls billing (a deleted account's subscription ends) and `me`;
 * billing's after-sign-up hook reaches the sign-up gate through `app.ts`, never by importing account.
 */
export { createAccountRoutes } from "./account.routes.ts";
export { allowEmailReregistration, isEmailBlacklisted } from "./blacklist.service.ts";
export { PICTURE_URL, pictureBodyLimit } from "./picture.service.ts";
export { getUserPreferences } from "./preferences.service.ts";
export { type AfterSignUp, type NewAccount, signUpGate } from "./sign-up-gate.ts";
