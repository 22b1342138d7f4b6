/**
 * Who wrote each record (requirements "Authorship"), against a real database: on a shared student a
 * provider's goal, data point, service session and parent contact keep the provider as their author
 * (`author_id` / `entered_by_user_id`) while belonging to the owner (`user_id`), and every answer —
 * the create, the change, the owner's and the provider's lists — names the writer (`authorName`).
 * The owner's own rows name the owner; a goal the owner adds keeps no `author_id` (null reads as the
 * owner). One row per kind of record, from the rule's list.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { iepGoals, parentContacts, progressEntries, serviceSessions } from "../db/schema/index.ts";
import type { TestUser } from "../test/harness.ts";
import { addStudentWithGoal } from "../test/kits/caseload.ts";
import { shareStudent } from "../test/kits/teams.ts";
import { setUpHarness, setUpTeacher, setUpValue } from "../test/set-up.ts";

/** Friday 2026-03-20, 15:00 UTC (both teachers' zone is UTC). */
const NOW = new Date("2026-03-20T15:00:00Z");

const h = setUpHarness({ now: NOW });
const owner = setUpTeacher(h, { name: "Jordan Ortiz" });
const provider = setUpTeacher(h, { name: "Pat Rivera" });
const maya = setUpValue(async () => {
  const made = await addStudentWithGoal(
    owner,
    { name: "Maya Lopez" },
    { statement: "Reads 90 wcpm", baselineDate: "2026-01-05", unit: "wcpm" },
  );
  const service = await json<{ id: string }>(
    await owner.post(`/api/v1/students/${made.student.id}/services`, {
      name: "Speech-language therapy",
      providerName: "Pat Rivera",
      providerRole: "Speech-language pathologist",
      setting: "special_education",
      delivery: "individual",
      minutes: 60,
      period: "week",
      startDate: "2026-01-05",
      endDate: "2026-06-12",
    }),
    201,
  );
  await shareStudent(h.db, made.student.id, provider, "provider");
  return { studentId: made.student.id, goalId: made.goal.id, serviceId: service.id };
});

/** The JSON of an answer with `status`. @throws naming the status and the body otherwise. */
async function json<T>(res: Response, status: number): Promise<T> {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** What every record answer carries about its writer. */
interface Authored {
  id: string;
  authorName?: string;
  enteredBy?: string;
  authorId?: string;
}

/** One kind of record: how to add, change and list it, and the column that keeps its author. */
interface Kind {
  kind: string;
  create: (user: TestUser) => Promise<Response>;
  update: (user: TestUser, id: string) => Promise<Response>;
  list: (user: TestUser) => Promise<Authored[]>;
  /** The answer's author id field. */
  field: "enteredBy" | "authorId";
  /** The stored author column of row `id` (null: none kept). */
  stored: (id: string) => Promise<string | null | undefined>;
}

const KINDS: Kind[] = [
  {
    kind: "goal",
    create: (u) =>
      u.post("/api/v1/goals", { studentId: maya.studentId, statement: "Names 20 letter sounds" }),
    update: (u, id) => u.patch(`/api/v1/goals/${id}`, { area: "Reading" }),
    list: async (u) => json<Authored[]>(await u.get(`/api/v1/goals?studentId=${maya.studentId}`), 200),
    field: "authorId",
    stored: async (id) =>
      (await h.db.select({ a: iepGoals.authorId }).from(iepGoals).where(eq(iepGoals.id, id)))[0]?.a,
  },
  {
    kind: "progress entry",
    create: (u) =>
      u.post("/api/v1/progress-entries", { goalId: maya.goalId, entryDate: "2026-03-18", progressValue: 40 }),
    update: (u, id) => u.patch(`/api/v1/progress-entries/${id}`, { note: "Cold read" }),
    list: async (u) => json<Authored[]>(await u.get(`/api/v1/progress-entries?goalId=${maya.goalId}`), 200),
    field: "enteredBy",
    stored: async (id) =>
      (
        await h.db
          .select({ a: progressEntries.enteredByUserId })
          .from(progressEntries)
          .where(eq(progressEntries.id, id))
      )[0]?.a,
  },
  {
    kind: "service session",
    create: (u) =>
      u.post("/api/v1/service-sessions", {
        serviceId: maya.serviceId,
        date: "2026-03-16",
        minutes: 30,
        status: "delivered",
      }),
    update: (u, id) => u.patch(`/api/v1/service-sessions/${id}`, { minutes: 25 }),
    list: async (u) =>
      (
        await json<{ items: Authored[] }>(
          await u.get(`/api/v1/service-sessions?studentId=${maya.studentId}`),
          200,
        )
      ).items,
    field: "enteredBy",
    stored: async (id) =>
      (
        await h.db
          .select({ a: serviceSessions.enteredByUserId })
          .from(serviceSessions)
          .where(eq(serviceSessions.id, id))
      )[0]?.a,
  },
  {
    kind: "parent contact",
    create: (u) =>
      u.post(`/api/v1/students/${maya.studentId}/contacts`, {
        date: "2026-03-17",
        method: "phone",
        direction: "outgoing",
        purpose: "progress",
        outcome: "reached",
      }),
    update: (u, id) => u.patch(`/api/v1/contacts/${id}`, { outcome: "left_message" }),
    list: async (u) => json<Authored[]>(await u.get(`/api/v1/students/${maya.studentId}/contacts`), 200),
    field: "enteredBy",
    stored: async (id) =>
      (
        await h.db
          .select({ a: parentContacts.enteredByUserId })
          .from(parentContacts)
          .where(eq(parentContacts.id, id))
      )[0]?.a,
  },
];

describe("authorship of a shared student's records (requirements 'Authorship')", () => {
  it.each(KINDS)("a provider's $kind keeps the provider as its author and answers their name", async (k) => {
    const made = await json<Authored>(await k.create(provider), 201);
    expect(made[k.field]).toBe(provider.id);
    expect(made.authorName).toBe("Pat Rivera");
    expect(await k.stored(made.id)).toBe(provider.id);

    // A change (by the provider, or by the owner) keeps who wrote it.
    const changedByProvider = await json<Authored>(await k.update(provider, made.id), 200);
    expect(changedByProvider).toMatchObject({ [k.field]: provider.id, authorName: "Pat Rivera" });
    const changedByOwner = await json<Authored>(await k.update(owner, made.id), 200);
    expect(changedByOwner).toMatchObject({ [k.field]: provider.id, authorName: "Pat Rivera" });
    expect(await k.stored(made.id)).toBe(provider.id);

    // Both see it in the student's list with the provider's name.
    for (const viewer of [owner, provider]) {
      const listed = (await k.list(viewer)).find((r) => r.id === made.id);
      expect(listed).toMatchObject({ [k.field]: provider.id, authorName: "Pat Rivera" });
    }
  });

  it.each(KINDS)("the owner's own $kind names the owner", async (k) => {
    const made = await json<Authored>(await k.create(owner), 201);
    expect(made[k.field]).toBe(owner.id);
    expect(made.authorName).toBe("Jordan Ortiz");
    // A goal or note the owner writes keeps no author id (null reads as the owner); the others keep it.
    expect(await k.stored(made.id)).toBe(k.field === "authorId" ? null : owner.id);
    const listed = (await k.list(provider)).find((r) => r.id === made.id);
    expect(listed).toMatchObject({ [k.field]: owner.id, authorName: "Jordan Ortiz" });
  });
});
