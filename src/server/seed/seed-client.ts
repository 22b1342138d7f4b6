/**
 * How the demo seed talks to the app (see `seed-demo.ts`): requests through `app.request`, exactly
 * as the browser sends them (the trusted `Origin`, JSON bodies, the session cookie), and a sign-up
 * that signs in when the account already exists. One client per account.
 */
import type { App } from "../app.ts";

/** A step of the seed failed; `message` names the request and the API's answer. */
export class SeedError extends Error {
  override name = "SeedError";
}

/** Sends and returns the JSON answer; any status other than `expected` is a SeedError. */
export type Call = <T>(method: string, url: string, expected: number, body?: unknown) => Promise<T>;

/** An account of the seed. */
export interface SeedAccount {
  email: string;
  password: string;
  name: string;
  /** "pro": the 14-day Pro trial (requirements "Plans and trial"). */
  plan?: "pro";
}

/** One account's requests: `send` answers as is, `call` checks the status (a SeedError otherwise). */
export interface SeedClient {
  send: (method: string, url: string, body?: unknown) => Promise<Response>;
  call: Call;
  /**
   * Signs `account` up, or in when it exists (sign-up answers 422).
   * @returns "created", "signed-in", or "password-changed" (the account exists with another
   *   password: the client stays signed out).
   * @throws SeedError when the auth routes answer anything else.
   */
  signUpOrIn: (account: SeedAccount) => Promise<"created" | "signed-in" | "password-changed">;
}

/** A client of `app` sending `origin` (an origin the app trusts: better-auth checks it on POST). */
export function seedClient(app: App, origin: string): SeedClient {
  let cookie = "";
  const send = async (method: string, url: string, body?: unknown) =>
    app.request(url, {
      method,
      headers: {
        origin,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const call: Call = async <T>(method: string, url: string, expected: number, body?: unknown) => {
    const res = await send(method, url, body);
    if (res.status !== expected)
      throw new SeedError(`${method} ${url} answered ${res.status}: ${await errorText(res)}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
  const signUpOrIn: SeedClient["signUpOrIn"] = async (account) => {
    const signUp = await send("POST", "/api/auth/sign-up/email", {
      email: account.email,
      password: account.password,
      name: account.name,
      ...(account.plan ? { plan: account.plan } : {}),
    });
    if (signUp.status === 200) {
      cookie = sessionCookie(signUp);
      return "created";
    }
    if (signUp.status !== 422)
      throw new SeedError(
        `POST /api/auth/sign-up/email answered ${signUp.status}: ${await errorText(signUp)}`,
      );
    const signIn = await send("POST", "/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    if (signIn.status === 401) return "password-changed";
    if (signIn.status !== 200)
      throw new SeedError(
        `POST /api/auth/sign-in/email answered ${signIn.status}: ${await errorText(signIn)}`,
      );
    cookie = sessionCookie(signIn);
    return "signed-in";
  };
  return { send, call, signUpOrIn };
}

function sessionCookie(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function errorText(res: Response): Promise<string> {
  const text = await res.text();
  try {
    const body = JSON.parse(text) as { error?: { message?: string } };
    return body.error?.message ?? text;
  } catch {
    return text || res.statusText;
  }
}
