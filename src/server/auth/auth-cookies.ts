/**
 * Making the browser forget its session (requirements "Sessions and sign-out"): when the server ends the
 * session of the very browser that asked (account deletion, ending this device's own session), both the
 * session cookie and the signed session copy (decision 014) are deleted, so the copy cannot keep the
 * browser signed in for the rest of its lifetime.
 */
import type { Context } from "hono";
import { deleteCookie } from "hono/cookie";

/** The better-auth cookies sent with the request (`better-auth.*`, `__Secure-better-auth.*`). */
function authCookieNames(header: string | undefined): string[] {
  const names = new Set<string>();
  for (const part of (header ?? "").split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name && /(^|__Secure-)better-auth\./.test(name)) names.add(name);
  }
  return [...names];
}

/** Deletes every better-auth cookie the request carried (path `/`). */
export function forgetAuthCookies(c: Context): void {
  for (const name of authCookieNames(c.req.header("cookie"))) deleteCookie(c, name, { path: "/" });
}
