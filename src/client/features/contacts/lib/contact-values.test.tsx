/**
 * The contact dialog's starting values (requirements "Parent contact log"): filled in from the
 * student's record (decision 003: the parent contact's name and relationship), today, a phone call to
 * the family; a meeting notice is a letter sent about that meeting with a summary naming it. Rows
 * from the rule's text.
 */
import { describe, expect, it } from "vitest";
import {
  changedFields,
  contactInput,
  contactValues,
  newContactValues,
  noticeSummary,
} from "./contact-values";

const rosa = {
  parentContact: { name: " Rosa Rodriguez ", relationship: "Mother", email: "", phone: "555-0100" },
};
const blank = { parentContact: { name: "", relationship: "", email: "", phone: "" } };
const review = { id: "m1", type: "annual_review" as const, scheduledDate: "2026-12-03T21:30:00.000Z" };

describe("a new contact", () => {
  it.each([
    ["the parent on the record", rosa, "Rosa Rodriguez", "Mother"],
    ["a record with no parent: blank", blank, "", ""],
  ])("from %s", (_name, student, contactName, relationship) => {
    expect(newContactValues(student, "2026-11-20")).toEqual({
      date: "2026-11-20",
      method: "phone",
      direction: "outgoing",
      contactName,
      relationship,
      purpose: "general",
      outcome: "reached",
      summary: "",
      meetingId: "",
      followUpDate: "",
    });
  });

  it("a meeting notice: a letter sent, tied to the meeting, its summary naming it", () => {
    const v = newContactValues(rosa, "2026-11-20", { meeting: review, change: "scheduled" });
    expect(v).toMatchObject({
      method: "letter",
      outcome: "sent",
      purpose: "meeting_notice",
      meetingId: "m1",
    });
    expect(v.summary).toBe(noticeSummary(review, "scheduled"));
  });
});

describe("the notice's summary", () => {
  it.each([
    ["scheduled", /^Notice of the annual review on Dec \d, 2026, \d+:30 [AP]M$/],
    ["rescheduled", /^Notice of the new date of the annual review: Dec \d, 2026, \d+:30 [AP]M$/],
    ["cancelled", /^Notice that the annual review on Dec \d, 2026, \d+:30 [AP]M is cancelled$/],
  ] as const)("%s", (change, text) => {
    expect(noticeSummary(review, change)).toMatch(text);
  });

  it.each([
    ["amendment", "the IEP amendment meeting"],
    ["other", "the meeting"],
    ["reevaluation", "the reevaluation meeting"],
  ] as const)("names a %s meeting as %s", (type, words) => {
    expect(noticeSummary({ ...review, type }, "scheduled")).toContain(`Notice of ${words} on`);
  });
});

describe("the API body", () => {
  it("sends blank text and no choice as null, and only the changed fields of an edit", () => {
    const values = { ...newContactValues(blank, "2026-11-20"), summary: "  " };
    expect(contactInput(values)).toMatchObject({
      contactName: null,
      summary: null,
      meetingId: null,
      followUpDate: null,
    });
    const saved = {
      ...contactInput(newContactValues(rosa, "2026-11-20")),
      id: "c1",
      studentId: "s1",
      followUpDeadlineId: null,
      enteredBy: "u1",
      createdAt: "",
      updatedAt: "",
    } as Parameters<typeof contactValues>[0];
    expect(
      changedFields(saved, { ...contactValues(saved), outcome: "no_answer", followUpDate: "2026-11-27" }),
    ).toEqual({
      outcome: "no_answer",
      followUpDate: "2026-11-27",
    });
  });
});
