/**
 * API tests of IEP versions (requirements "IEP versions"): the draft's snapshot of the record, one
 * draft per student (also under a race), the date rules, what a draft needs to be final, finalize
 * superseding the previous final and moving the annual review, writes after finalize refused, the
 * amendment, signatures voided by a change, update-record with field history, isolation between
 * teachers and a provider's read-only access — against a real database.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Iep, IepContent, IepGoal } from "../../../shared/contracts/ieps.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import { iepSignatures, ieps, studentFieldHistory } from "../../db/schema/index.ts";
import type { TestUser } from "../../test/harness.ts";
import { addGoal, addStudent } from "../../test/kits/caseload.ts";
import { insertIep } from "../../test/kits/ieps.ts";
import { deadlinesOf, errorOf, MISSING_ID, schedule } from "../../test/kits/meetings.ts";
import { shareStudent } from "../../test/kits/teams.ts";
import { setUpHarness, setUpTeacher, setUpValue } from "../../test/set-up.ts";
import { FINALIZE_MISSING, finalizeRefusal } from "./iep-finalize.ts";
import { IEP_MESSAGES } from "./ieps.service.ts";

/** 17:00 UTC on Friday 2026-11-20: the teacher's "today" is 2026-11-20 (UTC). */
const NOW = new Date("2026-11-20T17:00:00Z");

const h = setUpHarness({ now: NOW });
const teacher = setUpValue(
  async () => {
    const made = await h.signUp({ name: "Jordan Ortiz" });
    // Pro: this file makes more students than the free plan holds.
    await h.givePro(made);
    return made;
  },
  undefined,
  "a Pro teacher",
);
const other = setUpTeacher(h, { name: "Sam Lee" });
const provider = setUpTeacher(h, { name: "Riley Chen" });

const GOAL: IepGoal = {
  goalId: null,
  area: "Reading fluency",
  statement: "Reads 90 words correct per minute on grade-level passages.",
  baseline: "52 words correct per minute on 2026-09-08",
  measurement: "Weekly oral reading fluency probes",
  benchmarks: [],
};

const iepsUrl = (studentId: string) => `/api/v1/students/${studentId}/ieps`;

async function draft(
  studentId: string,
  body: Record<string, unknown> = { kind: "annual" },
  user: TestUser = teacher,
) {
  const res = await user.post(iepsUrl(studentId), body);
  if (res.status !== 201) throw new Error(`draft: ${res.status} ${await res.text()}`);
  return (await res.json()) as Iep;
}

async function read(id: string): Promise<Iep> {
  const res = await teacher.get(`/api/v1/ieps/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Iep;
}

/** A new student of the teacher with `fields`. */
const student = (fields: Record<string, unknown> = {}) =>
  addStudent(teacher, { name: "Maya Robinson", ...fields });

/** A draft with the given content, inserted directly, then its id. */
const insertDraft = (studentId: string, content: Partial<IepContent>, extra: Record<string, unknown> = {}) =>
  insertIep(h.db, { userId: teacher.id, studentId, content, ...extra });

describe("a draft is a snapshot of the record (34 CFR 300.320)", () => {
  it("takes each section from its record field, the goals and services as lists", async () => {
    const s = await student({
      dateOfBirth: "2014-03-02",
      lastEvaluationDate: "2025-10-01",
      presentLevels: "Reads 52 words correct per minute.",
      progressMeasurement: "Weekly probes, reported each quarter.",
      serviceDelivery: "Pull-out in the resource room.",
      accommodations: ["Extended time", "Preferential seating"],
      defaultAccommodations: [
        { name: "extended time.", conditions: "", whenUsed: "" },
        { name: "Audio books", conditions: "", whenUsed: "" },
      ],
      assessmentParticipation: "State assessment with accommodations.",
      transitionServices: "Career interest inventory.",
      extendedSchoolYear: "Not eligible.",
      lreSetting: "General education 80% or more.",
      placement: "Resource room 45 minutes a day.",
      behaviorSupport: "Check-in/check-out.",
      communication: "No needs.",
      assistiveTechnology: "Text-to-speech.",
    });
    const goal = await addGoal(teacher, {
      studentId: s.id,
      statement: "Reads 90 wcpm.",
      area: "Reading fluency",
      baselineValue: 52,
      unit: "wcpm",
      baselineDate: "2026-09-08",
      measurementMethod: "Weekly CBM probes",
      objectives: ["70 wcpm by January", "80 wcpm by April"],
    });
    const second = await addGoal(teacher, {
      studentId: s.id,
      statement: "Writes a paragraph.",
      baselineData: "Writes one sentence.",
    });
    const service = await teacher.post(`/api/v1/students/${s.id}/services`, {
      name: "Speech-language therapy",
      providerName: "Dana Wu",
      providerRole: "SLP",
      setting: "related_service",
      delivery: "individual",
      minutes: 60,
      period: "week",
      startDate: "2026-09-01",
      endDate: "2027-06-11",
    });
    expect(service.status).toBe(201);

    const iep = await draft(s.id, { kind: "annual", startDate: "2026-09-15" });
    expect(iep).toMatchObject({
      status: "draft",
      kind: "annual",
      startDate: "2026-09-15",
      endDate: "2027-09-14",
    });
    // The goals in the record's order (the goal list's), each as the IEP writes it.
    const order = (
      (await (await teacher.get(`/api/v1/goals?studentId=${s.id}`)).json()) as { id: string }[]
    ).map((g) => g.id);
    const expectedGoals = [
      {
        goalId: goal.id,
        area: "Reading fluency",
        statement: "Reads 90 wcpm.",
        baseline: "52 wcpm on 2026-09-08",
        measurement: "Weekly CBM probes",
        benchmarks: ["70 wcpm by January", "80 wcpm by April"],
      },
      {
        goalId: second.id,
        area: "",
        statement: "Writes a paragraph.",
        baseline: "Writes one sentence.",
        measurement: "",
        benchmarks: [],
      },
    ];
    expectedGoals.sort((a, b) => order.indexOf(a.goalId) - order.indexOf(b.goalId));
    expect(iep.content).toEqual({
      presentLevels: "Reads 52 words correct per minute.",
      annualGoals: expectedGoals,
      progressReporting: "Weekly probes, reported each quarter.",
      services: [
        {
          name: "Speech-language therapy",
          category: "related",
          minutes: 60,
          period: "week",
          setting: "Related service",
          provider: "Dana Wu (SLP)",
          startDate: "2026-09-01",
          endDate: "2027-06-11",
        },
      ],
      serviceNotes: "Pull-out in the resource room.",
      // The record's list first; a default repeated by name is listed once (requirements "IEP draft").
      accommodations: ["Extended time", "Preferential seating", "Audio books"],
      nonParticipation: "Resource room 45 minutes a day.",
      assessmentParticipation: "State assessment with accommodations.",
      transition: "Career interest inventory.",
      extendedSchoolYear: "Not eligible.",
      lre: "General education 80% or more.",
      behaviorSupport: "Check-in/check-out.",
      communication: "No needs.",
      assistiveTechnology: "Text-to-speech.",
      priorWrittenNotice: {
        proposedAction: "The district proposes the annual IEP for the period Sep 15, 2026 to Sep 14, 2027.",
        reasons: "",
        optionsConsidered: "",
        dataUsed:
          "Progress-monitoring data on the annual goals (Reading fluency).\nThe evaluation of Oct 1, 2025.",
        otherFactors: "",
      },
    });
  });

  it("invents nothing for an empty record: only the reporting dates and the proposed action are written", async () => {
    const s = await student();
    const iep = await draft(s.id, { kind: "initial" });
    // Dates default to the teacher's today and a year less a day later.
    expect([iep.startDate, iep.endDate]).toEqual(["2026-11-20", "2027-11-19"]);
    const { progressReporting, priorWrittenNotice, ...rest } = iep.content;
    expect(Object.values(rest).every((v) => (Array.isArray(v) ? v.length === 0 : v === ""))).toBe(true);
    expect(progressReporting).toMatch(
      /^Progress toward each annual goal is reported to the parents in writing on /,
    );
    expect(priorWrittenNotice.proposedAction).toBe(
      "The district proposes the initial IEP and the special education services in it for the period Nov 20, 2026 to Nov 19, 2027.",
    );
    expect(priorWrittenNotice.dataUsed).toBe("");
  });

  it("takes the placement as the LRE when the record has no LRE setting", async () => {
    const s = await student({ placement: "Self-contained classroom." });
    const iep = await draft(s.id);
    expect(iep.content.lre).toBe("Self-contained classroom.");
  });
});

describe("one draft per student", () => {
  it("refuses a second draft with 409 IEP_DRAFT_EXISTS naming the draft", async () => {
    const s = await student();
    const first = await draft(s.id);
    const res = await teacher.post(iepsUrl(s.id), { kind: "annual" });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string; details: { iepId: string } } };
    expect(body.error.code).toBe("IEP_DRAFT_EXISTS");
    expect(body.error.details.iepId).toBe(first.id);
  });

  it("makes exactly one draft of two requests sent together", async () => {
    const s = await student();
    const answers = await Promise.all([
      teacher.post(iepsUrl(s.id), { kind: "annual" }),
      teacher.post(iepsUrl(s.id), { kind: "annual" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const list = (await (await teacher.get(iepsUrl(s.id))).json()) as { ieps: Iep[] };
    expect(list.ieps).toHaveLength(1);
  });
});

describe("the dates (34 CFR 300.324(b)(1))", () => {
  const rows: { startDate: string; endDate: string; status: number; message?: string }[] = [
    { startDate: "2026-09-15", endDate: "2027-09-14", status: 201 },
    { startDate: "2026-09-15", endDate: "2026-09-15", status: 201 },
    { startDate: "2026-09-15", endDate: "2027-09-15", status: 400, message: IEP_MESSAGES.longerThanAYear },
    { startDate: "2026-09-15", endDate: "2026-09-14", status: 400, message: IEP_MESSAGES.endBeforeStart },
  ];
  it.each(rows)("$startDate to $endDate → $status", async ({ startDate, endDate, status, message }) => {
    const s = await student();
    const res = await teacher.post(iepsUrl(s.id), { kind: "annual", startDate, endDate });
    expect(res.status).toBe(status);
    if (message) expect((await errorOf(res)).message).toBe(message);
  });

  it("applies the same rules to a change of a draft's dates", async () => {
    const s = await student();
    const iep = await draft(s.id, { kind: "annual", startDate: "2026-09-15" });
    const res = await teacher.patch(`/api/v1/ieps/${iep.id}`, { endDate: "2027-10-01" });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(IEP_MESSAGES.longerThanAYear);
  });

  it("refuses a meeting of another student as not found", async () => {
    const s = await student();
    const elsewhere = await student();
    const meeting = await schedule(teacher, {
      studentId: elsewhere.id,
      scheduledDate: "2026-12-03T21:30:00Z",
    });
    const res = await teacher.post(iepsUrl(s.id), { kind: "annual", meetingId: meeting.id });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe("Meeting not found");
    const own = await schedule(teacher, { studentId: s.id, scheduledDate: "2026-12-03T21:30:00Z" });
    expect((await draft(s.id, { kind: "annual", meetingId: own.id })).meetingId).toBe(own.id);
  });
});

describe("finalize", () => {
  // Rows from requirements "IEP versions": present levels, one annual goal, transition services when
  // the student is 16 or older on the IEP's end date (2027-09-14 here).
  const rows: {
    case: string;
    dateOfBirth: string | null;
    content: Partial<IepContent>;
    missing: (keyof typeof FINALIZE_MISSING)[];
  }[] = [
    { case: "complete", dateOfBirth: "2014-01-01", content: { annualGoals: [GOAL] }, missing: [] },
    {
      case: "no present levels",
      dateOfBirth: null,
      content: { presentLevels: " ", annualGoals: [GOAL] },
      missing: ["presentLevels"],
    },
    { case: "no goal", dateOfBirth: null, content: {}, missing: ["annualGoals"] },
    {
      case: "16 on the end date, no transition",
      dateOfBirth: "2011-09-14",
      content: { annualGoals: [GOAL] },
      missing: ["transition"],
    },
    {
      case: "16 the day after the end date",
      dateOfBirth: "2011-09-15",
      content: { annualGoals: [GOAL] },
      missing: [],
    },
    {
      case: "16, with transition",
      dateOfBirth: "2010-01-01",
      content: { annualGoals: [GOAL], transition: "Job shadowing." },
      missing: [],
    },
    {
      case: "everything missing",
      dateOfBirth: "2010-01-01",
      content: { presentLevels: "" },
      missing: ["presentLevels", "annualGoals", "transition"],
    },
  ];
  it.each(rows)("$case", async ({ dateOfBirth, content, missing }) => {
    const s = await student({ dateOfBirth });
    const id = await insertDraft(s.id, content);
    const res = await teacher.post(`/api/v1/ieps/${id}/finalize`);
    if (missing.length === 0) {
      expect(res.status).toBe(200);
      expect((await res.json()) as Iep).toMatchObject({ status: "final", finalizedAt: NOW.toISOString() });
    } else {
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(finalizeRefusal(missing));
      expect((await read(id)).status).toBe("draft");
    }
  });

  it("names every missing item in one sentence", () => {
    expect(finalizeRefusal(["presentLevels", "annualGoals"])).toBe(
      `This IEP cannot be finalized yet: it needs ${FINALIZE_MISSING.presentLevels}; and ${FINALIZE_MISSING.annualGoals}.`,
    );
  });

  it("supersedes the previous final and moves the annual review to the new end date", async () => {
    const s = await student({ annualMeetingDueDate: "2026-12-01" });
    const previous = await insertIep(h.db, {
      userId: teacher.id,
      studentId: s.id,
      status: "final",
      startDate: "2025-12-02",
      endDate: "2026-12-01",
      content: { annualGoals: [GOAL] },
    });
    // Made a year ago (the list is newest first).
    await h.db
      .update(ieps)
      .set({ createdAt: new Date("2025-12-02T15:00:00Z") })
      .where(eq(ieps.id, previous));
    const iep = await draft(s.id, { kind: "annual", startDate: "2026-12-01" });
    await teacher.patch(`/api/v1/ieps/${iep.id}`, {
      content: { ...iep.content, presentLevels: "Reads 60 wcpm.", annualGoals: [GOAL] },
    });
    const res = await teacher.post(`/api/v1/ieps/${iep.id}/finalize`);
    expect(res.status).toBe(200);
    expect((await read(previous)).status).toBe("superseded");
    const record = (await (await teacher.get(`/api/v1/students/${s.id}`)).json()) as Student;
    expect(record.annualMeetingDueDate).toBe("2027-11-30");
    const review = (await deadlinesOf(teacher, `studentId=${s.id}`)).find((d) => d.kind === "annual_review");
    expect(review?.dueDate).toBe("2027-11-30");
    const list = (await (await teacher.get(iepsUrl(s.id))).json()) as { ieps: Iep[] };
    expect(list.ieps.map((i) => [i.id, i.status])).toEqual([
      [iep.id, "final"],
      [previous, "superseded"],
    ]);
  });

  it("refuses every write to a final IEP with 409 IEP_FINAL", async () => {
    const s = await student();
    const id = await insertDraft(s.id, { annualGoals: [GOAL] });
    expect((await teacher.post(`/api/v1/ieps/${id}/finalize`)).status).toBe(200);
    const writes = [
      teacher.patch(`/api/v1/ieps/${id}`, { meetingId: null }),
      teacher.del(`/api/v1/ieps/${id}`),
      teacher.post(`/api/v1/ieps/${id}/finalize`),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toEqual({ code: "IEP_FINAL", message: IEP_MESSAGES.final });
    }
  });
});

describe("an amendment (34 CFR 300.324(a)(4))", () => {
  it("starts from the final IEP, and on finalize supersedes it without moving the annual review", async () => {
    const s = await student({ annualMeetingDueDate: "2027-09-14" });
    const finalId = await insertIep(h.db, {
      userId: teacher.id,
      studentId: s.id,
      status: "final",
      content: { annualGoals: [GOAL], accommodations: ["Extended time"] },
    });
    const final = await read(finalId);
    const amendment = { reason: "Reading goal raised after 8 weeks above the aimline", withoutMeeting: true };
    const iep = await draft(s.id, { kind: "amendment", amends: finalId, amendment });
    expect(iep).toMatchObject({
      kind: "amendment",
      status: "draft",
      amends: finalId,
      amendment,
      startDate: "2026-11-20",
      endDate: final.endDate,
    });
    expect(iep.content).toEqual(final.content);
    const raised = { ...GOAL, statement: "Reads 100 words correct per minute on grade-level passages." };
    expect(
      (await teacher.patch(`/api/v1/ieps/${iep.id}`, { content: { ...iep.content, annualGoals: [raised] } }))
        .status,
    ).toBe(200);
    expect((await teacher.post(`/api/v1/ieps/${iep.id}/finalize`)).status).toBe(200);
    expect((await read(finalId)).status).toBe("superseded");
    expect((await read(iep.id)).content.annualGoals).toEqual([raised]);
    const record = (await (await teacher.get(`/api/v1/students/${s.id}`)).json()) as Student;
    expect(record.annualMeetingDueDate).toBe("2027-09-14");
  });

  it("amends only a final IEP of the same student", async () => {
    const s = await student();
    const elsewhere = await student();
    const amendment = { reason: "Goal raised", withoutMeeting: false };
    const superseded = await insertIep(h.db, { userId: teacher.id, studentId: s.id, status: "superseded" });
    const notFinal = await teacher.post(iepsUrl(s.id), { kind: "amendment", amends: superseded, amendment });
    expect(notFinal.status).toBe(409);
    expect((await errorOf(notFinal)).message).toBe(IEP_MESSAGES.amendOnlyFinal);
    const othersFinal = await insertIep(h.db, {
      userId: teacher.id,
      studentId: elsewhere.id,
      status: "final",
    });
    for (const amends of [othersFinal, MISSING_ID]) {
      const res = await teacher.post(iepsUrl(s.id), { kind: "amendment", amends, amendment });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe(IEP_MESSAGES.notFound);
    }
    const noReason = await teacher.post(iepsUrl(s.id), { kind: "amendment", amends: superseded });
    expect(noReason.status).toBe(400);
  });
});

describe("a change of a draft voids its signatures", () => {
  const sign = (studentId: string, iepId: string) =>
    h.db
      .insert(iepSignatures)
      .values({
        userId: teacher.id,
        studentId,
        iepId,
        signerName: "Maria Robinson",
        signerRole: "parent",
        method: "typed",
        signature: "Maria Robinson",
        documentSha256: "0".repeat(64),
      })
      .returning({ id: iepSignatures.id });
  const voidedOf = async (iepId: string) =>
    (await h.db.select().from(iepSignatures).where(eq(iepSignatures.iepId, iepId))).map(
      (r) => r.voidedAt?.toISOString() ?? null,
    );

  it.each([
    {
      change: "content",
      body: (c: IepContent) => ({ content: { ...c, presentLevels: "Reads 60 wcpm." } }),
      voided: true,
    },
    { change: "dates", body: () => ({ startDate: "2026-09-16" }), voided: true },
    { change: "the meeting only", body: () => ({ meetingId: null }), voided: false },
    { change: "the same content", body: (c: IepContent) => ({ content: c }), voided: false },
  ])("$change → voided: $voided", async ({ body, voided }) => {
    const s = await student();
    const id = await insertDraft(s.id, { annualGoals: [GOAL] });
    await sign(s.id, id);
    const res = await teacher.patch(`/api/v1/ieps/${id}`, body((await read(id)).content));
    expect(res.status).toBe(200);
    expect(await voidedOf(id)).toEqual([voided ? NOW.toISOString() : null]);
  });
});

describe("update the record from this IEP", () => {
  it("writes only the fields that differ, each kept in the field history; goals and services untouched", async () => {
    const s = await student({
      presentLevels: "Reads 52 wcpm.",
      lreSetting: "General education 80% or more.",
      accommodations: ["Extended time"],
    });
    await addGoal(teacher, { studentId: s.id, statement: "Reads 90 wcpm." });
    const iep = await draft(s.id);
    const content = {
      ...iep.content,
      presentLevels: "Reads 60 wcpm.",
      accommodations: ["Extended time", "Audio books"],
      communication: "Uses a picture schedule.",
      annualGoals: [GOAL],
    };
    expect((await teacher.patch(`/api/v1/ieps/${iep.id}`, { content })).status).toBe(200);
    const res = await teacher.post(`/api/v1/ieps/${iep.id}/update-record`, {});
    expect(res.status).toBe(200);
    const { changes } = (await res.json()) as {
      changes: { field: string; before: unknown; after: unknown }[];
    };
    // The blank record took no reporting sentence; the draft wrote one from the reporting dates.
    expect(changes).toEqual([
      { field: "presentLevels", before: "Reads 52 wcpm.", after: "Reads 60 wcpm." },
      { field: "progressMeasurement", before: null, after: iep.content.progressReporting },
      { field: "accommodations", before: ["Extended time"], after: ["Extended time", "Audio books"] },
      { field: "communication", before: null, after: "Uses a picture schedule." },
    ]);
    const record = (await (await teacher.get(`/api/v1/students/${s.id}`)).json()) as Student;
    expect(record).toMatchObject({
      presentLevels: "Reads 60 wcpm.",
      accommodations: ["Extended time", "Audio books"],
      communication: "Uses a picture schedule.",
      lreSetting: "General education 80% or more.",
      iepGoals: ["Reads 90 wcpm."],
    });
    const history = await h.db
      .select()
      .from(studentFieldHistory)
      .where(and(eq(studentFieldHistory.studentId, s.id), eq(studentFieldHistory.origin, "iep")));
    expect(history.map((r) => [r.field, r.previousValue, r.newValue])).toEqual(
      changes.map((c) => [c.field, c.before, c.after]),
    );
    // The history lists them (origin "iep"), and a field the IEP draft never wrote restores too.
    const listed = (await (await teacher.get(`/api/v1/students/${s.id}/field-history`)).json()) as {
      id: string;
      field: string;
      origin: string;
    }[];
    const communication = listed.find((e) => e.field === "communication");
    expect(communication?.origin).toBe("iep");
    const restored = await teacher.post(
      `/api/v1/students/${s.id}/field-history/${communication?.id}/restore`,
    );
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as { student: Student }).student.communication).toBeNull();
    // A second time, nothing differs: nothing is written.
    const again = await teacher.post(`/api/v1/ieps/${iep.id}/update-record`, {
      fields: ["presentLevels", "accommodations"],
    });
    expect(((await again.json()) as { changes: unknown[] }).changes).toEqual([]);
  });
});

describe("who may read and write", () => {
  const mine = setUpValue(async () => {
    const s = await student();
    return { student: s, iep: await draft(s.id) };
  });

  it("answers another teacher's IEP and student with 404, like a missing one", async () => {
    const { iep, student: s } = mine;
    const answers = [
      other.get(`/api/v1/ieps/${iep.id}`),
      other.patch(`/api/v1/ieps/${iep.id}`, { meetingId: null }),
      other.del(`/api/v1/ieps/${iep.id}`),
      other.post(`/api/v1/ieps/${iep.id}/finalize`),
      other.post(`/api/v1/ieps/${iep.id}/update-record`, {}),
      teacher.get(`/api/v1/ieps/${MISSING_ID}`),
    ];
    for (const res of await Promise.all(answers)) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe(IEP_MESSAGES.notFound);
    }
    for (const res of [await other.get(iepsUrl(s.id)), await other.post(iepsUrl(s.id), { kind: "annual" })])
      expect(res.status).toBe(404);
    expect((await read(iep.id)).status).toBe("draft");
  });

  it("lets a provider on the team read the IEPs but not write them", async () => {
    const { iep, student: s } = mine;
    await shareStudent(h.db, s.id, provider, "provider");
    expect((await provider.get(iepsUrl(s.id))).status).toBe(200);
    expect((await provider.get(`/api/v1/ieps/${iep.id}`)).status).toBe(200);
    for (const res of [
      await provider.patch(`/api/v1/ieps/${iep.id}`, { meetingId: null }),
      await provider.post(`/api/v1/ieps/${iep.id}/finalize`),
      await provider.post(`/api/v1/ieps/${iep.id}/update-record`, {}),
      await provider.del(`/api/v1/ieps/${iep.id}`),
    ])
      expect(res.status).toBe(403);
  });
});
