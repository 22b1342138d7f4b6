/**
 * API tests: the auth library's own endpoints obey the profile contract for names (requirements
 * "Profile") and the password policy (requirements "Sign-up and sign-in"): at least 6 characters, not
 * only whitespace, not one of the most common passwords; for sign-up, reset and change alike.
 */
import { describe, expect, it } from "vitest";
import { passwordMessages } from "../../shared/domain/password-rules.ts";
import { setUpHarness } from "../test/set-up.ts";

const h = setUpHarness();

let n = 0;
const email = () => `input-${Date.now().toString(36)}-${n++}@school.test`;
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;
const nameInDb = async (id: string) =>
  ((await h.database.rawQuery("select name from users where id = $1", [id])) as { name: string }[])[0]?.name;

describe("names on the auth endpoints follow the profile contract", () => {
  const badNames: [string, unknown, RegExp][] = [
    ["300,000 characters", "x".repeat(300_000), /^name: must be 200 characters or fewer$/],
    ["an object", { first: "Dana" }, /^name: must be text$/],
    ["a list", ["Dana"], /^name: must be text$/],
    ["a number", 42, /^name: must be text$/],
    ["a NUL character", "Da\u0000na", /^name: /],
  ];

  it.each(badNames)(
    "sign-up refuses a name of %s with 400 naming the field and creates nobody",
    async (_l, name, msg) => {
      const address = email();
      const res = await h.post("/api/auth/sign-up/email", {
        email: address,
        password: "lantern-bay-9",
        name,
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toMatch(msg);
      const rows = await h.database.rawQuery("select 1 from users where email = $1", [address]);
      expect(rows).toHaveLength(0);
    },
  );

  it.each([...badNames, ["null", null, /^name: must be text$/] as [string, unknown, RegExp]])(
    "update-user refuses a name of %s with 400 naming the field and keeps the old name",
    async (_l, name, msg) => {
      const t = await h.signUp({ name: "Dana Whitfield" });
      const res = await h.post("/api/auth/update-user", { name }, { cookie: t.cookie });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toMatch(msg);
      expect(await nameInDb(t.id)).toBe("Dana Whitfield");
    },
  );

  it("update-user changes a valid name (trimmed, as the profile route does) and refuses other fields", async () => {
    const t = await h.signUp({ name: "Dana Whitfield" });
    const ok = await h.post("/api/auth/update-user", { name: "  Dana W.  " }, { cookie: t.cookie });
    expect(ok.status).toBe(200);
    expect(await nameInDb(t.id)).toBe("Dana W.");
    const other = await h.post(
      "/api/auth/update-user",
      { image: "http://evil.test/x.png" },
      { cookie: t.cookie },
    );
    expect(other.status).toBe(400);
    expect((await errorOf(other)).message).toBe("Unknown field: image");
  });

  it("a 200-character name is accepted at sign-up, 201 is not", async () => {
    expect(
      (
        await h.post("/api/auth/sign-up/email", {
          email: email(),
          password: "lantern-bay-9",
          name: "n".repeat(200),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await h.post("/api/auth/sign-up/email", {
          email: email(),
          password: "lantern-bay-9",
          name: "n".repeat(201),
        })
      ).status,
    ).toBe(400);
  });
});

// [case, password, message or null when accepted]
const passwords: [string, string, string | null][] = [
  ["5 characters", "ab3x9", passwordMessages.tooShort],
  ["6 spaces", "      ", passwordMessages.onlySpaces],
  ["tabs and newlines", "\t\t\n\n  \t", passwordMessages.onlySpaces],
  ["'password'", "password", passwordMessages.common],
  ["'123456'", "123456", passwordMessages.common],
  ["'qwerty123' in capitals", "QWERTY123", passwordMessages.common],
  ["'iloveyou' with spaces around", "  iloveyou  ", passwordMessages.common],
  ["129 characters", `${"a1".repeat(64)}b`, passwordMessages.tooLong],
  ["exactly 6 uncommon characters", "qm7-rv", null],
  ["a passphrase with inner spaces", "blue kettle sings", null],
];

describe("password policy", () => {
  it.each(passwords)("sign-up with %s", async (_l, password, message) => {
    const res = await h.post("/api/auth/sign-up/email", { email: email(), password, name: "Dana" });
    if (message === null) return expect(res.status).toBe(200);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
  });

  it.each(passwords)("password change to %s", async (_l, password, message) => {
    const t = await h.signUp({ password: "lantern-bay-9" });
    const res = await h.post(
      "/api/auth/change-password",
      { currentPassword: "lantern-bay-9", newPassword: password },
      { cookie: t.cookie },
    );
    if (message === null) return expect(res.status).toBe(200);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
  });

  it.each(passwords)("password reset to %s", async (_l, password, message) => {
    const t = await h.signUp({ password: "lantern-bay-9" });
    const before = h.sentMail.length;
    await h.post("/api/auth/request-password-reset", { email: t.email, redirectTo: "/reset-password" });
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(h.sentMail.slice(before).at(-1)?.text ?? "")?.[1];
    const res = await h.post("/api/auth/reset-password", { token, newPassword: password });
    if (message === null) return expect(res.status).toBe(200);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
    // A refused password leaves the link usable.
    expect((await h.post("/api/auth/reset-password", { token, newPassword: "harbor-gale-31" })).status).toBe(
      200,
    );
  });
});
