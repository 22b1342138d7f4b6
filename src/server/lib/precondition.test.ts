/**
 * Conflicts (requirements "Local storage"; decision 008): a change based on an older version of a
 * record answers 409 with the current record and changes nothing; the current version passes.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { setUpHarness, setUpTeacher } from "../test/set-up.ts";

const h = setUpHarness();
const t = setUpTeacher(h);

const change = (method: string, url: string, headers: Record<string, string>, body?: unknown) =>
  t.raw(method, url, body === undefined ? "" : JSON.stringify(body), headers);

/** A new student and its version tag as the teacher's GET gives it. */
async function student(): Promise<{ url: string; etag: string }> {
  const created = (await (await t.post("/api/v1/students", { name: "Lena Ortiz", grade: "2" })).json()) as {
    id: string;
  };
  const url = `/api/v1/students/${created.id}`;
  const read = await t.get(url);
  const etag = read.headers.get("ETag") ?? "";
  return { url, etag };
}

describe("If-Match on record changes", () => {
  it("reading one record answers its version as ETag: the quoted updatedAt", async () => {
    const { url, etag } = await student();
    const body = (await (await t.get(url)).json()) as { updatedAt: string };
    expect(etag).toBe(`"${body.updatedAt}"`);
  });

  it("an edit based on the current version is applied", async () => {
    const { url, etag } = await student();
    const res = await change("PATCH", url, { "If-Match": etag }, { grade: "3" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { grade: string }).grade).toBe("3");
  });

  it("an edit based on an older version answers 409 with the current record and changes nothing", async () => {
    const { url, etag } = await student();
    expect((await t.patch(url, { grade: "4" })).status).toBe(200);
    const stale = await change("PATCH", url, { "If-Match": etag }, { grade: "5" });
    expect(stale.status).toBe(409);
    const error = (
      (await stale.json()) as { error: { code: string; details: { current: { grade: string } } } }
    ).error;
    expect(error.code).toBe("CONFLICT");
    expect(error.details.current.grade).toBe("4");
    expect(((await (await t.get(url)).json()) as { grade: string }).grade).toBe("4");
  });

  it("a delete based on an older version answers 409 and keeps the record", async () => {
    const { url, etag } = await student();
    await t.patch(url, { grade: "6" });
    expect((await change("DELETE", url, { "If-Match": etag })).status).toBe(409);
    expect((await t.get(url)).status).toBe(200);
  });

  it("If-Match: * or no header keeps the teacher's version (the choice after a conflict)", async () => {
    const { url, etag } = await student();
    await t.patch(url, { grade: "7" });
    expect((await change("PATCH", url, { "If-Match": "*" }, { grade: "8" })).status).toBe(200);
    expect((await t.patch(url, { grade: "9" })).status).toBe(200);
    expect(etag).not.toBe("");
  });

  it("a conflict is not remembered by the Idempotency-Key: the teacher's next choice is applied", async () => {
    const { url, etag } = await student();
    await t.patch(url, { grade: "1" });
    const key = randomUUID();
    const headers = { "If-Match": etag, "Idempotency-Key": key };
    expect((await change("PATCH", url, headers, { grade: "2" })).status).toBe(409);
    expect((await change("PATCH", url, { "Idempotency-Key": key }, { grade: "2" })).status).toBe(200);
    expect(((await (await t.get(url)).json()) as { grade: string }).grade).toBe("2");
  });

  it("a repeat of an answered edit gets its first answer even though the record moved on by it", async () => {
    const { url, etag } = await student();
    const headers = { "If-Match": etag, "Idempotency-Key": randomUUID() };
    expect((await change("PATCH", url, headers, { grade: "6" })).status).toBe(200);
    const repeat = await change("PATCH", url, headers, { grade: "6" });
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get("Idempotent-Replayed")).toBe("true");
  });

  it("another teacher's record is still a 404, whatever the If-Match", async () => {
    const { url, etag } = await student();
    const other = await h.signUp();
    const res = await other.raw("PATCH", url, JSON.stringify({ grade: "3" }), { "If-Match": etag });
    expect(res.status).toBe(404);
  });

  it("goals, notes and deadlines carry versions too", async () => {
    const s = (await (await t.post("/api/v1/students", { name: "Max Reyes" })).json()) as { id: string };
    const d = (await (
      await t.post("/api/v1/deadlines", {
        studentId: s.id,
        dueDate: "2027-01-15",
        title: "Draft review",
        kind: "custom",
      })
    ).json()) as { id: string };
    const read = await t.get(`/api/v1/deadlines/${d.id}`);
    expect(read.status).toBe(200);
    const etag = read.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^"\d{4}-/);
    await t.patch(`/api/v1/deadlines/${d.id}`, { title: "Draft review (moved)" });
    const stale = await change("PATCH", `/api/v1/deadlines/${d.id}`, { "If-Match": etag }, { title: "Mine" });
    expect(stale.status).toBe(409);
  });
});
