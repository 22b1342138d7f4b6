/**
 * API tests of preferences and the profile picture (requirements "Profile") against a real database.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Preferences } from "../../../shared/contracts/account.ts";
import type { Profile } from "../../../shared/contracts/me.ts";
import { userPictures } from "../../db/schema/index.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";
import { errorOf, makeImage, uploadPicture } from "./account-test-kit.ts";
import { getUserPreferences } from "./preferences.service.ts";

const NOW = new Date("2026-03-10T15:00:00Z");

const h = setUpHarness({ now: NOW });
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const other = setUpTeacher(h, { name: "Sam Lee" });

describe("preferences (requirements 'Profile')", () => {
  it("a teacher who never changed them gets the defaults", async () => {
    const res = await teacher.get("/api/v1/me/preferences");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      defaultNoteType: "progress",
      emailReminders: true,
      reminderLeadDays: 3,
      identityFirstDefault: false,
      staffMayViewStudents: false,
    });
    expect(await getUserPreferences(h.db, teacher.id)).toEqual(
      await (await teacher.get("/api/v1/me/preferences")).json(),
    );
  });

  it("PATCH changes only what is sent, keeps it, and touches no other teacher", async () => {
    const res = await teacher.patch("/api/v1/me/preferences", {
      defaultNoteType: "behavioral",
      reminderLeadDays: 7,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      defaultNoteType: "behavioral",
      emailReminders: true,
      reminderLeadDays: 7,
      identityFirstDefault: false,
      staffMayViewStudents: false,
    });
    await teacher.patch("/api/v1/me/preferences", { emailReminders: false, identityFirstDefault: true });
    const stored: Preferences = await getUserPreferences(h.db, teacher.id);
    expect(stored).toEqual({
      defaultNoteType: "behavioral",
      emailReminders: false,
      reminderLeadDays: 7,
      identityFirstDefault: true,
      staffMayViewStudents: false,
    });
    expect((await getUserPreferences(h.db, other.id)).defaultNoteType).toBe("progress");
  });

  it.each([
    [{ reminderLeadDays: 31 }, "reminderLeadDays"],
    [{ reminderLeadDays: 1.5 }, "reminderLeadDays"],
    [{ defaultNoteType: "weekly" }, "defaultNoteType"],
    [{ colour: "blue" }, "colour"],
  ])("refuses %o with a 400 naming the field", async (body, field) => {
    const res = await teacher.patch("/api/v1/me/preferences", body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.message).toContain(field);
  });
});

describe("profile picture (requirements 'Profile')", () => {
  it.each(["png", "jpeg", "webp"] as const)(
    "a %s upload is stored as a 256 px square WebP and served privately",
    async (format) => {
      const res = await uploadPicture(
        h,
        teacher,
        await makeImage(format, 600, 300),
        "application/octet-stream",
      );
      expect(res.status).toBe(200);
      const profile = (await res.json()) as Profile;
      expect(profile.profilePicture).toBe(`/api/v1/me/picture?v=${NOW.getTime()}`);

      const picture = await teacher.get(profile.profilePicture as string);
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/webp");
      expect(picture.headers.get("cache-control")).toBe("private, max-age=3600");
      const meta = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
    },
  );

  it("the type is read from the bytes: a GIF, or text named image/png, is refused with 415", async () => {
    for (const [bytes, type] of [
      [await makeImage("gif"), "image/gif"],
      [new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/png"],
    ] as const) {
      const res = await uploadPicture(h, other, bytes, type);
      expect(res.status).toBe(415);
      expect((await errorOf(res)).error.message).toBe("The picture must be a PNG, JPEG or WebP image.");
    }
    expect(await h.db.select().from(userPictures).where(eq(userPictures.userId, other.id))).toHaveLength(0);
  });

  it("a file over 2 MB is refused with 413; a PNG signature with a broken body with 400", async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await uploadPicture(h, other, big);
    expect(tooBig.status).toBe(413);
    expect((await errorOf(tooBig)).error.message).toBe("The picture must be 2 MB or smaller.");

    const broken = await uploadPicture(h, other, big.slice(0, 1000));
    expect(broken.status).toBe(400);
    expect((await errorOf(broken)).error.code).toBe("PICTURE_UNREADABLE");
  });

  it("another teacher cannot read the picture; removing it clears the profile and the stored image", async () => {
    await uploadPicture(h, teacher, await makeImage("png"));
    expect((await other.get("/api/v1/me/picture")).status).toBe(404);
    const res = await teacher.del("/api/v1/me/picture");
    expect(res.status).toBe(200);
    expect(((await res.json()) as Profile).profilePicture).toBeNull();
    expect((await teacher.get("/api/v1/me/picture")).status).toBe(404);
    expect(await h.db.select().from(userPictures).where(eq(userPictures.userId, teacher.id))).toHaveLength(0);
  });

  it("JSON bodies keep their 512 KB limit", async () => {
    const res = await teacher.raw("PATCH", "/api/v1/me", JSON.stringify({ goals: "x".repeat(600 * 1024) }));
    expect(res.status).toBe(413);
  });
});

describe("OpenAPI document", () => {
  it("describes the picture upload (raw image bodies), preferences, deletion and billing routes", async () => {
    const doc = (await (await h.request("GET", "/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
    };
    expect(Object.keys(doc.paths["/api/v1/me/picture"]?.put?.requestBody?.content ?? {}).sort()).toEqual([
      "image/jpeg",
      "image/png",
      "image/webp",
    ]);
    expect(Object.keys(doc.paths["/api/v1/me/preferences"] ?? {}).sort()).toEqual(["get", "patch"]);
    expect(doc.paths["/api/v1/me"]?.delete).toBeDefined();
    for (const path of [
      "/api/v1/billing",
      "/api/v1/billing/checkout",
      "/api/v1/billing/portal",
      "/api/v1/billing/trial",
      "/api/v1/billing/webhook",
    ])
      expect(doc.paths[path], path).toBeDefined();
  });
});
