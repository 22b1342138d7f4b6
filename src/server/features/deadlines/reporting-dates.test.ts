/**
 * The teacher's progress-report dates (requirements "Deadlines"; 34 CFR §300.320(a)(3)): GET/PATCH
 * /api/v1/reporting-dates, stored with the account preferences, and every student's pending progress
 * report moving when they change. Against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { describe, expect, it } from "vitest";
import type { ReportingDates } from "../../../shared/contracts/deadlines.ts";
import { REPORTING_PRESETS } from "../../../shared/domain/legal-clock-reporting.ts";
import type { TestUser } from "../../test/harness.ts";
import { addStudent, deadlinesOf, errorOf } from "../../test/kits/meetings.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

const NOW = new Date("2026-11-23T15:00:00Z");

const h = setUpHarness({ now: NOW });
const teacher = setUpTeacher(h);
const other = setUpTeacher(h);

const reportsOf = async (user: TestUser, studentId: string) =>
  (await deadlinesOf(user, `studentId=${studentId}&kind=progress_report`)).map((d) => [d.dueDate, d.status]);

async function setDates(user: TestUser, dates: readonly string[]): Promise<ReportingDates> {
  const res = await user.patch("/api/v1/reporting-dates", { dates });
  expect(res.status).toBe(200);
  return (await res.json()) as ReportingDates;
}

describe("/api/v1/reporting-dates", () => {
  it("is quarterly until the teacher sets dates", async () => {
    const res = await teacher.get("/api/v1/reporting-dates");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ preset: "quarterly", dates: ["10-31", "01-31", "03-31", "06-15"] });
  });

  it("the pending progress report moves with the periods, for every student, and stays one row", async () => {
    const a = await addStudent(teacher, { name: "Ida Berg" });
    const b = await addStudent(teacher, { name: "Leo Park" });
    const theirs = await addStudent(other, { name: "Not Mine" });
    expect(await reportsOf(teacher, a.id)).toEqual([["2027-01-31", "pending"]]);

    expect(await setDates(teacher, REPORTING_PRESETS.trimester)).toEqual({
      preset: "trimester",
      dates: ["11-30", "03-15", "06-15"],
    });
    expect(await reportsOf(teacher, a.id)).toEqual([["2026-11-30", "pending"]]);
    expect(await reportsOf(teacher, b.id)).toEqual([["2026-11-30", "pending"]]);
    // Another teacher's students keep their own (default) periods.
    expect(await reportsOf(other, theirs.id)).toEqual([["2027-01-31", "pending"]]);

    // Custom dates, sent out of order and with a duplicate: merged, school-year order.
    expect(await setDates(teacher, ["05-20", "12-18", "12-18"])).toEqual({
      preset: "custom",
      dates: ["12-18", "05-20"],
    });
    expect(await reportsOf(teacher, a.id)).toEqual([["2026-12-18", "pending"]]);
    expect((await (await teacher.get("/api/v1/reporting-dates")).json()) as ReportingDates).toEqual({
      preset: "custom",
      dates: ["12-18", "05-20"],
    });

    // A report marked done is kept; the next one follows the current periods.
    const [current] = await deadlinesOf(teacher, `studentId=${a.id}&kind=progress_report`);
    expect((await teacher.patch(`/api/v1/deadlines/${current!.id}`, { status: "done" })).status).toBe(200);
    await setDates(teacher, REPORTING_PRESETS.semester);
    expect(await reportsOf(teacher, a.id)).toEqual([
      ["2026-12-18", "done"],
      ["2027-01-31", "pending"],
    ]);
  });

  it("keeps the other preferences when the dates change, and the other way round", async () => {
    const u = await h.signUp();
    expect((await u.patch("/api/v1/me/preferences", { reminderLeadDays: 5 })).status).toBe(200);
    await setDates(u, REPORTING_PRESETS.semester);
    const prefs = (await (await u.get("/api/v1/me/preferences")).json()) as { reminderLeadDays: number };
    expect(prefs.reminderLeadDays).toBe(5);
    expect((await u.patch("/api/v1/me/preferences", { emailReminders: false })).status).toBe(200);
    expect(((await (await u.get("/api/v1/reporting-dates")).json()) as ReportingDates).preset).toBe(
      "semester",
    );
  });

  it("answers 400 naming the field for bad dates, and 401 without a session", async () => {
    for (const body of [
      { dates: [] },
      { dates: ["02-30"] },
      { dates: ["2026-10-31"] },
      { dates: Array.from({ length: 13 }, (_, i) => `${String((i % 12) + 1).padStart(2, "0")}-01`) },
      { dates: ["10-31"], preset: "quarterly" },
      {},
    ]) {
      const res = await teacher.patch("/api/v1/reporting-dates", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).code).toBe("VALIDATION_ERROR");
    }
    const bad = await teacher.patch("/api/v1/reporting-dates", { dates: ["02-30"] });
    expect((await errorOf(bad)).message).toMatch(/MM-DD/);
    expect((await h.app.request("/api/v1/reporting-dates")).status).toBe(401);
  });
});
