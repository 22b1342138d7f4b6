/**
 * Deadlines API and the legal clock kept in step with the record (requirements "Deadlines"; 34 CFR
 * §300.324(b)(1)(i), §300.303(b)(2), §300.320(b)): manual CRUD, computed deadlines that never
 * duplicate, move with their source, can be marked done or dismissed, and annual-review meetings
 * linked to them. Against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { describe, expect, it } from "vitest";
import type { Deadline } from "../../../shared/contracts/deadlines.ts";
import type { MeetingDetail } from "../../../shared/contracts/meetings.ts";
import type { TestUser } from "../../test/harness.ts";
import { addStudent, deadlinesOf, errorOf, MISSING_ID, schedule } from "../../test/kits/meetings.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

const NOW = new Date("2026-11-23T15:00:00Z");

const h = setUpHarness({ now: NOW });
const teacher = setUpTeacher(h);
const other = setUpTeacher(h);

const computedOf = async (user: TestUser, studentId: string) =>
  (await deadlinesOf(user, `studentId=${studentId}&source=computed`)).map((d) => [
    d.kind,
    d.dueDate,
    d.status,
  ]);

describe("manual deadlines", () => {
  it("create 201, list by due date ascending with filters, change, delete", async () => {
    const s = await addStudent(teacher, { name: "Noor Haddad" });
    const mk = async (dueDate: string, title: string, kind?: string) => {
      const res = await teacher.post("/api/v1/deadlines", { studentId: s.id, dueDate, title, kind });
      expect(res.status).toBe(201);
      return (await res.json()) as Deadline;
    };
    const b = await mk("2026-12-15", "Send consent form", "initial_evaluation");
    const a = await mk("2026-12-01", "Collect work samples");
    expect(a).toMatchObject({
      kind: "custom",
      source: "manual",
      status: "pending",
      studentName: "Noor Haddad",
    });
    const manual = await deadlinesOf(teacher, `studentId=${s.id}&source=manual`);
    expect(manual.map((d) => d.title)).toEqual(["Collect work samples", "Send consent form"]);
    expect(
      (await deadlinesOf(teacher, `studentId=${s.id}&kind=initial_evaluation`)).map((d) => d.id),
    ).toEqual([b.id]);
    expect(
      (await deadlinesOf(teacher, `studentId=${s.id}&source=manual&from=2026-12-02&to=2026-12-15`)).map(
        (d) => d.id,
      ),
    ).toEqual([b.id]);

    const res = await teacher.patch(`/api/v1/deadlines/${a.id}`, { dueDate: "2026-12-20", status: "done" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ dueDate: "2026-12-20", status: "done" });
    expect((await deadlinesOf(teacher, `studentId=${s.id}&status=done`)).map((d) => d.id)).toEqual([a.id]);

    expect((await teacher.del(`/api/v1/deadlines/${a.id}`)).status).toBe(204);
    expect((await teacher.get(`/api/v1/deadlines/${a.id}`)).status).toBe(404);
  });

  it("answers 400, 401 and 404 as usual, and never shows another teacher's deadlines", async () => {
    const s = await addStudent(teacher, { name: "Ravi Shah" });
    const created = (await (
      await teacher.post("/api/v1/deadlines", {
        studentId: s.id,
        dueDate: "2026-12-01",
        title: "IEP draft to team",
      })
    ).json()) as Deadline;
    for (const body of [
      { studentId: s.id, dueDate: "2026-02-30", title: "x" },
      { studentId: s.id, dueDate: "2026-12-01", title: "" },
      { studentId: s.id, dueDate: "2026-12-01", title: "x", kind: "birthday" },
      { studentId: s.id, dueDate: "2026-12-01", title: "x", source: "computed" },
    ]) {
      expect((await teacher.post("/api/v1/deadlines", body)).status).toBe(400);
    }
    expect((await teacher.patch(`/api/v1/deadlines/${created.id}`, { status: "late" })).status).toBe(400);
    expect((await teacher.get("/api/v1/deadlines?status=late")).status).toBe(400);
    const foreign = await other.post("/api/v1/deadlines", {
      studentId: s.id,
      dueDate: "2026-12-01",
      title: "x",
    });
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).message).toBe("Student not found");
    for (const r of [
      await other.get(`/api/v1/deadlines/${created.id}`),
      await other.patch(`/api/v1/deadlines/${created.id}`, { status: "done" }),
      await other.del(`/api/v1/deadlines/${created.id}`),
      await teacher.get(`/api/v1/deadlines/${MISSING_ID}`),
      await teacher.get("/api/v1/deadlines/abc"),
    ]) {
      expect(r.status).toBe(404);
    }
    expect(await deadlinesOf(other)).toEqual([]);
    expect((await h.request("GET", "/api/v1/deadlines")).status).toBe(401);
  });
});

describe("the legal clock", () => {
  it("computes the deadlines from the record, once each", async () => {
    const s = await addStudent(teacher, {
      name: "Maya Robinson",
      dateOfBirth: "2011-01-10",
      annualMeetingDueDate: "2027-03-01",
      lastEvaluationDate: "2024-10-15",
    });
    expect(await computedOf(teacher, s.id)).toEqual([
      ["transition_plan", "2026-03-01", "pending"],
      ["progress_report", "2027-01-31", "pending"],
      ["annual_review", "2027-03-01", "pending"],
      ["reevaluation", "2027-10-15", "pending"],
    ]);
    // Saving the record again changes nothing and adds nothing.
    await teacher.patch(`/api/v1/students/${s.id}`, { grade: "10" });
    expect((await computedOf(teacher, s.id)).length).toBe(4);
  });

  it("moves a pending deadline when its source date moves; removes it when the source is cleared", async () => {
    const s = await addStudent(teacher, { name: "Leo Tran", annualMeetingDueDate: "2027-03-01" });
    const [before] = await deadlinesOf(teacher, `studentId=${s.id}&kind=annual_review`);
    await teacher.patch(`/api/v1/students/${s.id}`, { annualMeetingDueDate: "2027-04-15" });
    const after = await deadlinesOf(teacher, `studentId=${s.id}&kind=annual_review`);
    expect(after.map((d) => [d.id, d.dueDate])).toEqual([[before!.id, "2027-04-15"]]);
    await teacher.patch(`/api/v1/students/${s.id}`, {
      annualMeetingDueDate: null,
      lastEvaluationDate: "2025-01-20",
    });
    expect(await computedOf(teacher, s.id)).toEqual([
      ["progress_report", "2027-01-31", "pending"],
      ["reevaluation", "2028-01-20", "pending"],
    ]);
  });

  it("a computed deadline takes status changes only; it cannot be deleted", async () => {
    const s = await addStudent(teacher, { name: "Ivy Park", lastEvaluationDate: "2024-05-01" });
    const [re] = await deadlinesOf(teacher, `studentId=${s.id}&kind=reevaluation`);
    for (const body of [{ dueDate: "2027-06-01" }, { title: "x" }, { kind: "custom" }]) {
      const r = await teacher.patch(`/api/v1/deadlines/${re!.id}`, body);
      expect(r.status).toBe(400);
      expect((await errorOf(r)).code).toBe("COMPUTED_DEADLINE");
    }
    expect((await teacher.del(`/api/v1/deadlines/${re!.id}`)).status).toBe(400);
    const dismissed = await teacher.patch(`/api/v1/deadlines/${re!.id}`, { status: "dismissed" });
    expect(await dismissed.json()).toMatchObject({ status: "dismissed", dueDate: "2027-05-01" });
    // Dismissed stays dismissed while its source is unchanged …
    await teacher.patch(`/api/v1/students/${s.id}`, { grade: "4" });
    expect(await computedOf(teacher, s.id)).toContainEqual(["reevaluation", "2027-05-01", "dismissed"]);
    // … and a new evaluation date brings a new pending one, the dismissed one kept as history.
    await teacher.patch(`/api/v1/students/${s.id}`, { lastEvaluationDate: "2026-11-01" });
    const all = await deadlinesOf(teacher, `studentId=${s.id}&kind=reevaluation`);
    expect(all.map((d) => [d.dueDate, d.status])).toEqual([
      ["2027-05-01", "dismissed"],
      ["2029-11-01", "pending"],
    ]);
  });

  it("marking a progress report done brings the next reporting date", async () => {
    const s = await addStudent(teacher, { name: "Omar Ali" });
    const [first] = await deadlinesOf(teacher, `studentId=${s.id}&kind=progress_report`);
    expect(first!.dueDate).toBe("2027-01-31");
    await teacher.patch(`/api/v1/deadlines/${first!.id}`, { status: "done" });
    const list = await deadlinesOf(teacher, `studentId=${s.id}&kind=progress_report`);
    expect(list.map((d) => [d.dueDate, d.status])).toEqual([
      ["2027-01-31", "done"],
      ["2027-03-31", "pending"],
    ]);
  });

  it("an annual-review meeting held closes its deadline and next year's follows the meeting", async () => {
    const s = await addStudent(teacher, { name: "Zoe Kim", annualMeetingDueDate: "2026-12-10" });
    const m = (await schedule(teacher, {
      studentId: s.id,
      type: "annual_review",
      scheduledDate: "2026-12-01T16:00:00Z",
    })) as MeetingDetail;
    const [due] = await deadlinesOf(teacher, `studentId=${s.id}&kind=annual_review`);
    expect(due).toMatchObject({ id: m.deadlineId, meetingId: m.id, dueDate: "2026-12-10" });
    h.setNow(new Date("2026-12-01T18:00:00Z"));
    try {
      expect((await teacher.post(`/api/v1/meetings/${m.id}/held`, {})).status).toBe(200);
    } finally {
      h.setNow(NOW);
    }
    const list = await deadlinesOf(teacher, `studentId=${s.id}&kind=annual_review`);
    expect(list.map((d) => [d.dueDate, d.status, d.id === m.deadlineId])).toEqual([
      ["2026-12-10", "done", true],
      ["2027-12-01", "pending", false],
    ]);
  });

  it("an annual-review meeting scheduled before the due date was known is linked once it is", async () => {
    const s = await addStudent(teacher, { name: "Ana Silva" });
    const m = await schedule(teacher, {
      studentId: s.id,
      type: "annual_review",
      scheduledDate: "2027-01-20T16:00:00Z",
    });
    expect(m.deadlineId).toBeNull();
    await teacher.patch(`/api/v1/students/${s.id}`, { annualMeetingDueDate: "2027-02-01" });
    const [due] = await deadlinesOf(teacher, `studentId=${s.id}&kind=annual_review`);
    const linked = (await (await teacher.get(`/api/v1/meetings/${m.id}`)).json()) as MeetingDetail;
    expect(linked.deadlineId).toBe(due!.id);
    expect(due!.meetingId).toBe(m.id);
    await teacher.patch(`/api/v1/students/${s.id}`, { annualMeetingDueDate: null });
    const unlinked = (await (await teacher.get(`/api/v1/meetings/${m.id}`)).json()) as MeetingDetail;
    expect(unlinked.deadlineId).toBeNull();
  });

  it("deleting a student removes its deadlines", async () => {
    const s = await addStudent(teacher, { name: "Temp", annualMeetingDueDate: "2027-01-01" });
    expect((await deadlinesOf(teacher, `studentId=${s.id}`)).length).toBeGreaterThan(0);
    expect((await teacher.del(`/api/v1/students/${s.id}`)).status).toBe(204);
    const rows = await h.database.rawQuery("select count(*)::int as n from deadlines where student_id = $1", [
      s.id,
    ]);
    expect(rows).toEqual([{ n: 0 }]);
  });
});
