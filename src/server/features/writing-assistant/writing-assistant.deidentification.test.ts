/**
 * De-identification through the app (requirements "De-identification"): names of every person
 * field (students, parents, case manager, service providers, meeting attendees, the teacher, the
 * student's team members), however
 * written, the record's phone numbers, dates of birth and ID numbers in any spelling, and e-mail
 * addresses never reach the recorded request of a fake OpenAI-compatible provider, on the note
 * drafting path and the writing assistant's; the reply gets them back as the teacher wrote them.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Student } from "../../../shared/contracts/students.ts";
import {
  type GeneratedRecord,
  generatedRecord,
  KEPT_DATA,
  leaksName,
  nameText,
  recordLeaks,
  recordText,
} from "../../ai/privacy/name-variants-test-data.ts";
import { createOpenAiGenerator } from "../../ai/writers/openai-generator.ts";
import type { FakeRequestBody } from "../../test/fake-openai-server.ts";
import type { TestUser } from "../../test/harness.ts";
import { setUpFakeOpenAi } from "../../test/kits/fake-ai.ts";
import { schedule } from "../../test/kits/meetings.ts";
import { noteInput } from "../../test/kits/notes.ts";
import { shareStudent } from "../../test/kits/teams.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

let maya: Student;

const NOW = new Date("2026-03-03T15:00:00Z");
const SECRETS = [
  /maya|lopez|linda|thompson|jordan|rivera|zo[eë]|siobh[aá]n|brien|kowalski|priya|natarajan/i,
  /example\.com/i,
  /555/,
];

const fake = setUpFakeOpenAi();
const h = setUpHarness(() => ({
  generator: createOpenAiGenerator({
    apiKey: "k",
    baseURL: fake.baseURL,
    model: "fake-model",
    maxRetries: 0,
  }),
  now: NOW,
}));
const teacher = setUpTeacher(h, { name: "Priya Natarajan" });
// A second caseload, on the trial (notes beyond the free plan's 10 a month): only what it names is known.
const other = setUpTeacher(h, { name: "Hannah Whitfield", plan: "pro" });

let clock = NOW.getTime();
/** Moves the clock past the AI budget's window (requirements "Rate limits"), so no request is refused. */
const nextMinute = () => {
  clock += 61_000;
  h.setNow(new Date(clock));
};
/** The text of every message the provider received. */
const sentTexts = (received: readonly FakeRequestBody[]) =>
  received.flatMap((b) => b.messages.map((m) => m.content));

beforeAll(async () => {
  const res = await teacher.post("/api/v1/students", {
    name: "Maya Lopez",
    grade: "3",
    parentContact: {
      name: "Linda Thompson",
      relationship: "Mother",
      email: "linda.thompson@example.com",
      phone: "(555) 123-4567",
    },
    caseManager: "Jordan Rivera",
    serviceProviders: ["Ms. Siobhán O'Brien (SLP) — 30 min weekly", "Occupational therapist"],
  });
  maya = (await res.json()) as Student;
  await teacher.post("/api/v1/students", { name: "Zoë Ng" });
  await teacher.post("/api/v1/students", { name: "Mary-Jane Kowalski" });
});

const enhance = (text: string) =>
  teacher.post("/api/v1/ai/enhance", { fieldType: "enhance_observations", text, studentId: maya.id });

describe("POST /api/v1/ai/enhance de-identification (requirements 'De-identification')", () => {
  it("no person field, e-mail address or phone number is sent, however written; the reply is restored", async () => {
    const text =
      "MAYA read 42 wcpm on 3 of 4 trials on 2026-03-02. maya's mother LINDA THOMPSON (linda.thompson@example.com, " +
      "555-123-4567) met jordan rivera, Ms. O’Brien, Siobhan, Zoe, MARY JANE and Priya Natarajan.";
    fake.script.push({ kind: "content", content: "[STUDENT] read 42 wcpm on 3 of 4 trials on 2026-03-02." });
    await enhance(text);
    expect(fake.received.length).toBeGreaterThan(0);
    const sent = JSON.stringify(fake.received);
    for (const secret of SECRETS) expect(sent).not.toMatch(secret);
    expect(sent).toMatch(/special-education teacher/);
  });

  it("restores names, e-mail addresses and phone numbers as the teacher wrote them", async () => {
    const text =
      "Maya's mother (linda.thompson@example.com, 555-123-4567) saw Maya read 42 wcpm on 3 of 4 trials.";
    fake.script.push({
      kind: "content",
      content: "[STUDENT]'s mother ([EMAIL 1], [PHONE 1]) saw [STUDENT] read 42 wcpm on 3 of 4 trials.",
    });
    const out = (await (await enhance(text)).json()) as { text: string; source: string };
    expect(out).toMatchObject({ text, source: "ai" });
  });

  it("property: generated name variants in random text never reach the provider", async () => {
    let runs = 0;
    let leaked = 0;
    await fc.assert(
      // A blank text is refused (400 "Type some text to improve") before any provider is asked.
      fc.asyncProperty(
        nameText.filter((text) => text.trim() !== ""),
        async (text) => {
          runs++;
          nextMinute();
          fake.received = [];
          fake.script = [{ kind: "content", content: "[STUDENT] read." }];
          expect((await enhance(text)).status).toBe(200);
          expect(fake.received.length).toBeGreaterThan(0);
          if (fake.received.some((body) => body.messages.some((m) => leaksName(m.content)))) leaked++;
          expect(leaked, text).toBe(0);
        },
      ),
      { numRuns: 40 },
    );
    expect({ runs, leaked }).toEqual({ runs: 40, leaked: 0 });
  });
});

/** Adds `r` as a student (parent contact with the phone, date of birth, ID, case manager) and a meeting with its attendee. */
async function addRecord(user: TestUser, r: GeneratedRecord): Promise<Student> {
  const res = await user.post("/api/v1/students", {
    name: r.student,
    dateOfBirth: r.birthDate,
    studentId: r.idNumber,
    parentContact: { name: r.parent, relationship: "Mother", email: "", phone: r.phone },
    caseManager: r.caseManager,
  });
  expect(res.status).toBe(201);
  const student = (await res.json()) as Student;
  await schedule(user, {
    studentId: student.id,
    scheduledDate: "2026-04-01T15:00:00.000Z",
    attendees: [{ attendeeName: r.attendee, attendeeRole: "other" }],
  });
  return student;
}

/**
 * Sends `text` about `student` through every path that writes with the provider: a note drafted
 * (`POST /notes/generate`, the provider answers 500 so the template note is saved), "Improve wording"
 * (`POST /ai/enhance`) and suggestions (`POST /ai/suggestions`). Returns what the provider received,
 * the note's request first.
 */
async function sendEverywhere(user: TestUser, studentId: string, text: string): Promise<string[]> {
  nextMinute();
  fake.received = [];
  fake.script = [];
  const note = await user.post("/api/v1/notes/generate", noteInput(studentId, { observations: text }));
  expect(note.status).toBe(201);
  const improved = await user.post("/api/v1/ai/enhance", {
    fieldType: "enhance_observations",
    text,
    studentId,
  });
  expect(improved.status).toBe(200);
  const suggested = await user.post("/api/v1/ai/suggestions", {
    fieldType: "observations",
    input: text,
    studentId,
  });
  expect(suggested.status).toBe(200);
  // The note and the rewrite always ask the provider; suggestions may come from the cache.
  expect(fake.received.length).toBeGreaterThanOrEqual(2);
  return sentTexts(fake.received);
}

describe("what the record makes knowable, through note drafting and the writing assistant (requirements 'De-identification')", () => {
  const record: GeneratedRecord = {
    student: "Mary Ann O'Brien-Núñez",
    parent: "Linda O'Brien-Núñez",
    caseManager: "Jordan Rivera",
    attendee: "Aoife Ó Súilleabháin",
    phone: "(555) 201-3344",
    strayPhone: "555-0142",
    birthDate: "2015-03-04",
    idNumber: "S-0012345",
  };
  let student: Student;
  beforeAll(async () => {
    student = await addRecord(other, record);
  });

  it.each([
    ["a surname without its apostrophe or hyphen", "OBrien read; Obrien's mother and obriennunez came."],
    ["a two-word first name written as one", "MaryAnn read and MARYANN's turn came."],
    ["a part of a compound name", "Nunez and Núñez read."],
    ["a meeting attendee", "Aoife and Ms. Osuilleabhain (SÚILLEABHÁIN) met."],
    ["the local part of the stored phone", "Call 201-3344 or 201 3344 or +1 555 201 3344."],
    ["a US 7-digit number in no record", "Call 555-0142 today."],
    ["the date of birth", "Born 2015-03-04, 3/4/2015, 03/04/2015, March 4, 2015 and 4 March 2015."],
    ["the ID number in any grouping", "ID S-0012345, 0012345, 12345, 12 345 and s0012345."],
  ])("%s", async (_what, text) => {
    const sent = (
      await sendEverywhere(other, student.id, `${text} 45 WCPM on 3/10 trials on 2026-03-04.`)
    ).join("\n");
    expect(recordLeaks(sent, record)).toEqual([]);
    expect(sent).not.toMatch(/brien|nunez|núñez|maryann|aoife|s[uú]illeabh[aá]in|3344|0142|2015|12 ?345/i);
    expect(sent).toContain("45 WCPM on 3/10 trials on 2026-03-04.");
  });

  it("the reply gets the date of birth, the ID number and the phone number back as the teacher wrote them", async () => {
    nextMinute();
    const text = "Born 3/4/2015, ID 0012345, called 201-3344 about 45 WCPM on 3/10 trials.";
    fake.script.push({
      kind: "content",
      content: "Born [BIRTHDATE 1], ID [ID NUMBER 1], called [PHONE 1] about 45 WCPM on 3/10 trials.",
    });
    const res = await other.post("/api/v1/ai/enhance", {
      fieldType: "enhance_observations",
      text,
      studentId: student.id,
    });
    expect(sentTexts(fake.received).join("\n")).toContain(
      "Born [BIRTHDATE 1], ID [ID NUMBER 1], called [PHONE 1] about 45 WCPM on 3/10 trials.",
    );
    expect(await res.json()).toMatchObject({ text, source: "ai" });
  });

  it("property: random records, written differently, never reach the provider; kept data does", async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        generatedRecord.chain((r) => fc.tuple(fc.constant(r), recordText(r))),
        async ([r, { text, pieces }]) => {
          runs++;
          const added = await addRecord(other, r);
          const sent = await sendEverywhere(other, added.id, text);
          expect(recordLeaks(sent.join("\n"), r), text).toEqual([]);
          for (const kept of pieces.filter((piece) => KEPT_DATA.includes(piece))) {
            expect(sent[1], text).toContain(kept);
          }
        },
      ),
      // Each run adds rows: a failure is reported as found, not shrunk (the unit property shrinks).
      { numRuns: 8, endOnFailure: true },
    );
    expect(runs).toBe(8);
  });
});

describe("the IEP draft's structured services (requirements 'IEP draft', 'De-identification')", () => {
  it("sends each service's minutes, setting and role, never the provider's name", async () => {
    const service = await teacher.post(`/api/v1/students/${maya.id}/services`, {
      name: "Specialized reading instruction",
      providerName: "Tomasz Wiśniewski",
      providerRole: "Reading specialist",
      setting: "special_education",
      delivery: "group",
      minutes: 120,
      period: "week",
      startDate: "2026-01-05",
      endDate: "2026-06-12",
    });
    expect(service.status).toBe(201);
    nextMinute();
    fake.received = [];
    fake.script = [{ kind: "content", content: "[STUDENT] receives services." }];
    const res = await teacher.post("/api/v1/ai/iep-draft", { studentId: maya.id, section: "services" });
    expect(res.status).toBe(200);
    const sent = sentTexts(fake.received).join("\n");
    expect(sent).toContain(
      "Specialized reading instruction: 120 minutes per week, Special education setting, group, provider: [PERSON",
    );
    expect(sent).toContain("(Reading specialist), January 5, 2026 to June 12, 2026");
    expect(sent).not.toMatch(/tomasz|wi[sś]niewski/i);
    // The draft the teacher reads (here the record's own text: the reply was too short) names the provider.
    const draft = (await res.json()) as { sections: { text: string }[] };
    expect(draft.sections[0]?.text).toContain("provider: Tomasz Wiśniewski (Reading specialist)");
  });
});

describe("the student's team (requirements 'IEP teams', 'De-identification')", () => {
  it("no member's name reaches the provider, whether the owner or the member asks", async () => {
    const member = await h.signUp({ name: "Bartholomew Quist" });
    await shareStudent(h.db, maya.id, member, "provider");
    const text = "Bartholomew Quist and MS. QUIST saw Maya read 42 wcpm; bartholomew took the data.";
    for (const who of [teacher, member]) {
      nextMinute();
      fake.received = [];
      fake.script = [{ kind: "content", content: "[STUDENT] read 42 wcpm." }];
      const res = await who.post("/api/v1/ai/enhance", {
        fieldType: "enhance_observations",
        text,
        studentId: maya.id,
      });
      expect(res.status).toBe(200);
      expect(fake.received.length).toBeGreaterThan(0);
      expect(sentTexts(fake.received).join("\n")).not.toMatch(/bartholomew|quist/i);
    }
  });
});
