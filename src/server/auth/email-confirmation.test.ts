/**
 * API tests of e-mail confirmation (requirements "Sign-up and sign-in"; decision 011): the mailed link
 * lands on /auth/callback saying what happened; unconfirmed accounts draft notes for 7 days; a new
 * address is confirmed at that address; resends are limited.
 */
import { signJWT } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { confirmationMessages } from "../../shared/domain/email-confirmation.ts";
import { TEST_AUTH_SECRET, TEST_ORIGIN } from "../test/harness.ts";
import { addStudent, noteInput } from "../test/kits/notes.ts";
import { withServedHarness } from "../test/served-harness.ts";
import { setUpHarness } from "../test/set-up.ts";

const h = setUpHarness();

const DAY = 24 * 60 * 60 * 1000;
const linkIn = (text: string | undefined) =>
  /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(text ?? "")?.[0];
/** Opens a confirmation link as a browser would (no session); returns where it redirects. */
async function open(link: string, cookie?: string): Promise<string> {
  const url = new URL(link);
  const res = await h.request("GET", url.pathname + url.search, undefined, cookie ? { cookie } : {});
  expect(res.status).toBe(302);
  return res.headers.get("location") ?? "";
}
const verified = async (id: string) =>
  (
    (await h.database.rawQuery("select email_verified from users where id = $1", [id])) as {
      email_verified: boolean;
    }[]
  )[0]!.email_verified;

describe("confirmation link", () => {
  it("sign-up answers needsConfirmation and mails a link that confirms once, then says already confirmed", async () => {
    const email = `confirm-${Date.now()}@school.test`;
    const res = await h.request(
      "POST",
      "/api/auth/sign-up/email",
      JSON.stringify({ email, password: "lantern-bay-9", name: "Dana" }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { needsConfirmation: boolean; user: { id: string } };
    expect(body.needsConfirmation).toBe(true);
    const mail = h.sentMail.filter((m) => m.to === email);
    expect(mail.map((m) => m.subject)).toEqual(["Confirm your email for IEP Workspace"]);
    const link = linkIn(mail[0]!.text)!;
    expect(link).toBeTruthy();

    expect(await verified(body.user.id)).toBe(false);
    expect(await open(link)).toBe("/auth/callback?status=confirmed");
    expect(await verified(body.user.id)).toBe(true);
    expect(await open(link)).toBe("/auth/callback?status=already-confirmed");
  });

  it("an expired link and a tampered link land on the callback with the library's error code", async () => {
    const t = await h.signUp();
    const expired = await signJWT({ email: t.email, userId: t.id }, TEST_AUTH_SECRET, -60);
    expect(await open(`${TEST_ORIGIN}/api/auth/verify-email?token=${expired}`)).toMatch(
      /^\/auth\/callback\?status=confirmed&error=TOKEN_EXPIRED$/,
    );
    const forged = await signJWT(
      { email: t.email, userId: t.id },
      "another-secret-another-secret-0123",
      3600,
    );
    expect(await open(`${TEST_ORIGIN}/api/auth/verify-email?token=${forged}`)).toMatch(
      /error=INVALID_TOKEN$/,
    );
    expect(await verified(t.id)).toBe(false);
  });
});

describe("7-day grace period for note drafting", () => {
  it("an unconfirmed account drafts notes for 7 days, then gets 403 EMAIL_NOT_CONFIRMED until it confirms", async () => {
    const t = await h.signUp();
    const maya = await addStudent(t, { name: "Maya Lopez", grade: "3" });
    const generate = () => t.post("/api/v1/notes/generate", noteInput(maya.id));
    try {
      h.setNow(new Date(Date.now() + 6 * DAY));
      expect((await generate()).status).toBe(201);

      h.setNow(new Date(Date.now() + 8 * DAY));
      const refused = await generate();
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        error: { code: "EMAIL_NOT_CONFIRMED", message: confirmationMessages.required },
      });
      // Everything else keeps working.
      expect((await t.get("/api/v1/notes")).status).toBe(200);

      await h.confirmEmail(t);
      expect((await generate()).status).toBe(201);
    } finally {
      h.setNow(null);
    }
  });
});

describe("change of e-mail address", () => {
  it("mails a link to the new address; opening it changes the address", async () => {
    const t = await h.signUp();
    const newEmail = `moved-${Date.now()}@school.test`;
    const res = await t.post("/api/auth/change-email", { newEmail, callbackURL: "/auth/callback" });
    expect(res.status).toBe(200);
    const mail = h.sentMail.filter((m) => m.to === newEmail);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Confirm your new email address for IEP Workspace");
    const rows = () => h.database.rawQuery("select email from users where id = $1", [t.id]);
    expect(await rows()).toEqual([{ email: t.email }]);
    expect(await open(linkIn(mail[0]!.text)!, t.cookie)).toBe("/auth/callback?status=email-changed");
    expect(await rows()).toEqual([{ email: newEmail }]);
  });
});

describe("resending the link", () => {
  it("3 a minute per address, then 429 with Retry-After and the requirements' message", {
    timeout: 120_000,
  }, async () => {
    await withServedHarness({ rateLimit: true }, async ({ h: limited, url }) => {
      const t = await limited.signUp();
      const resend = () =>
        fetch(`${url}/api/auth/send-verification-email`, {
          method: "POST",
          headers: { origin: TEST_ORIGIN, "content-type": "application/json", cookie: t.cookie },
          body: JSON.stringify({ email: t.email, callbackURL: "/auth/callback" }),
        });
      for (let i = 0; i < 3; i++) expect((await resend()).status).toBe(200);
      const blocked = await resend();
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(((await blocked.json()) as { error: { message: string } }).error.message).toBe(
        confirmationMessages.resendLimited,
      );
      expect(limited.sentMail.filter((m) => m.to === t.email)).toHaveLength(4); // sign-up + 3
    });
  });
});
