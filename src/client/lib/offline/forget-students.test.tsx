/**
 * The device forgets a student the teacher lost (requirements "IEP teams"; architecture "Offline
 * rules"): a fresh caseload without a cached student drops that
 * student's cached reads from memory and from the device record; other students' data, rows not yet
 * saved and waiting changes stay (decision 008).
 */
import "fake-indexeddb/auto";
import { studentContactsQueryKey } from "@client/features/contacts/api/query-keys";
import { goalQueryKey, goalsQueryKey } from "@client/features/goals/api/query-keys";
import { NOTES_QUERY_KEY } from "@client/features/notes/api/query-keys";
import { progressEntriesQueryKey } from "@client/features/progress/api/query-keys";
import { STUDENT_SUMMARIES_QUERY_KEY, STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { ApiRequestError } from "@client/lib/api-client";
import type { Student } from "@shared/contracts/students";
import { buildGoal, buildProgressEntry, buildStudent } from "@shared/testing/data-generators";
import type { QueryClient } from "@tanstack/react-query";
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  cacheRecordKey,
  flushCachePersistence,
  type PersistedCache,
  startCachePersistence,
} from "./cache-persistence";
import { type KeyValueStore, openCacheStore } from "./cache-store";
import { forgetStudents, watchLostStudents, withoutStudents } from "./forget-students";
import { queueOfflineChange, testQueryClients } from "./testing";

const USER = "11111111-1111-4111-8111-00000000000f";
const { newClient, release } = testQueryClients();
let store: KeyValueStore;

beforeEach(async () => {
  localStorage.clear();
  store = await openCacheStore();
  await store.del(cacheRecordKey(USER));
});
afterEach(() => release(USER));

const maya = buildStudent({ name: "Maya Rodriguez" });
const jordan = buildStudent({ name: "Jordan Lee" });
const mayaGoal = buildGoal({ studentId: maya.id });
const jordanGoal = buildGoal({ studentId: jordan.id });
const note = (id: string, studentId: string) => ({ id, studentId, content: "…" });

/** A client with Maya's and Jordan's data cached, its device record started and written. */
async function cachedCaseload() {
  const client = newClient();
  await startCachePersistence(client, USER, store);
  client.setQueryData(STUDENTS_QUERY_KEY, [jordan, maya]);
  client.setQueryData(STUDENT_SUMMARIES_QUERY_KEY, [
    { id: jordan.id, name: jordan.name },
    { id: maya.id, name: maya.name },
  ]);
  client.setQueryData(goalsQueryKey(maya.id), [mayaGoal]);
  client.setQueryData(goalsQueryKey(jordan.id), [jordanGoal]);
  client.setQueryData(goalsQueryKey(), [jordanGoal, mayaGoal]);
  client.setQueryData(goalQueryKey(mayaGoal.id), mayaGoal);
  client.setQueryData(progressEntriesQueryKey(mayaGoal.id), [buildProgressEntry({ goalId: mayaGoal.id })]);
  client.setQueryData(studentContactsQueryKey(maya.id), [{ id: "c1", studentId: maya.id }]);
  // A notes page: Maya's saved note, Jordan's, and Maya's note drafted offline, not yet sent.
  client.setQueryData([...NOTES_QUERY_KEY, "loaded", {}], {
    pages: [{ items: [note("n1", maya.id), note("n2", jordan.id), note("local-n3", maya.id)] }],
    pageParams: [null],
  });
  await flushCachePersistence(client);
  return client;
}

const record = async () => (await store.get<PersistedCache>(cacheRecordKey(USER)))!;
const keysIn = (r: PersistedCache) => r.queries.map((q) => JSON.stringify(q.queryKey));
const idsOf = (data: unknown) => (data as { id: string }[]).map((r) => r.id);

/** What is left of Maya and Jordan in memory. */
function memory(client: QueryClient) {
  return {
    students: idsOf(client.getQueryData(STUDENTS_QUERY_KEY)),
    summaries: idsOf(client.getQueryData(STUDENT_SUMMARIES_QUERY_KEY)),
    mayaGoals: client.getQueryData(goalsQueryKey(maya.id)),
    jordanGoals: idsOf(client.getQueryData(goalsQueryKey(jordan.id))),
    allGoals: idsOf(client.getQueryData(goalsQueryKey())),
    mayaGoal: client.getQueryData(goalQueryKey(mayaGoal.id)),
    mayaEntries: client.getQueryData(progressEntriesQueryKey(mayaGoal.id)),
    mayaContacts: client.getQueryData(studentContactsQueryKey(maya.id)),
    notes: (
      client.getQueryData([...NOTES_QUERY_KEY, "loaded", {}]) as { pages: { items: { id: string }[] }[] }
    ).pages[0]!.items.map((n) => n.id),
  };
}

const MAYA_FORGOTTEN = {
  students: [jordan.id],
  summaries: [jordan.id],
  mayaGoals: undefined,
  jordanGoals: [jordanGoal.id],
  allGoals: [jordanGoal.id],
  mayaGoal: undefined,
  mayaEntries: undefined,
  mayaContacts: undefined,
  // Jordan's note stays, and so does Maya's unsent draft.
  notes: ["n2", "local-n3"],
};

describe("withoutStudents", () => {
  const lost = new Set(["s1"]);
  it.each([
    { why: "a row of the lost student goes", value: [{ id: "a", studentId: "s1" }], out: [] },
    { why: "another student's row stays", value: [{ id: "a", studentId: "s2" }], out: "same" },
    { why: "an unsent row stays", value: [{ id: "local-a", studentId: "s1" }], out: "same" },
    {
      why: "rows inside pages go",
      value: {
        pages: [
          {
            items: [
              { id: "a", studentId: "s1" },
              { id: "b", studentId: "s2" },
            ],
          },
        ],
      },
      out: { pages: [{ items: [{ id: "b", studentId: "s2" }] }] },
    },
    { why: "a row without studentId stays", value: [{ id: "s1" }], out: "same" },
  ])("$why", ({ value, out }) => {
    const result = withoutStudents(value, lost);
    if (out === "same") expect(result).toBe(value);
    else expect(result).toEqual(out);
  });
  it("in a caseload list, the lost student itself goes", () => {
    expect(withoutStudents([{ id: "s1" }, { id: "s2" }], lost, true)).toEqual([{ id: "s2" }]);
  });
});

describe("forgetting a lost student", () => {
  it("drops the student's reads from memory and the device record, keeping the others' and unsent rows", async () => {
    const client = await cachedCaseload();
    await forgetStudents(client, new Set([maya.id]));
    expect(memory(client)).toEqual(MAYA_FORGOTTEN);

    const saved = await record();
    const keys = keysIn(saved);
    expect(keys).not.toContain(JSON.stringify(goalsQueryKey(maya.id)));
    expect(keys).not.toContain(JSON.stringify(progressEntriesQueryKey(mayaGoal.id)));
    expect(keys).not.toContain(JSON.stringify(goalQueryKey(mayaGoal.id)));
    expect(keys).toContain(JSON.stringify(goalsQueryKey(jordan.id)));
    const notes = saved.queries.find((q) => q.queryKey[0] === NOTES_QUERY_KEY[0])?.state.data as {
      pages: { items: { id: string }[] }[];
    };
    expect(notes.pages[0]!.items.map((n) => n.id)).toEqual(["n2", "local-n3"]);
  });

  it("also drops the student's reads kept in the record after memory let them go", async () => {
    const client = await cachedCaseload();
    // Memory dropped Maya's contacts (cache time over); the record still keeps them for a day.
    client
      .getQueryCache()
      .remove(client.getQueryCache().find({ queryKey: studentContactsQueryKey(maya.id) })!);
    await flushCachePersistence(client);
    expect(keysIn(await record())).toContain(JSON.stringify(studentContactsQueryKey(maya.id)));

    await forgetStudents(client, new Set([maya.id]));
    expect(keysIn(await record())).not.toContain(JSON.stringify(studentContactsQueryKey(maya.id)));
  });

  it("never drops a waiting change", async () => {
    const client = await cachedCaseload();
    await queueOfflineChange(client, "Ava Chen");
    await forgetStudents(client, new Set([maya.id]));
    expect((await record()).mutations).toHaveLength(1);
    expect(
      client
        .getMutationCache()
        .getAll()
        .filter((m) => m.state.isPaused),
    ).toHaveLength(1);
  });
});

describe("watchLostStudents", () => {
  it("a caseload fetched without Maya (access revoked, transferred, deleted) forgets her", async () => {
    const client = await cachedCaseload();
    const stop = watchLostStudents(client);
    await client.fetchQuery({
      queryKey: STUDENTS_QUERY_KEY,
      queryFn: async (): Promise<Student[]> => [jordan],
    });
    await waitFor(() => expect(memory(client)).toEqual(MAYA_FORGOTTEN));
    stop();
  });

  it("a list changed on the device (not fetched) forgets nothing", async () => {
    const client = await cachedCaseload();
    const stop = watchLostStudents(client);
    client.setQueryData(STUDENTS_QUERY_KEY, [jordan]);
    await Promise.resolve();
    await Promise.resolve();
    expect(client.getQueryData(goalsQueryKey(maya.id))).toEqual([mayaGoal]);
    stop();
  });

  it("a 404 about one student asks for the caseload again and forgets nothing by itself; a 404 about a goal alone asks nothing", async () => {
    const client = await cachedCaseload();
    const stop = watchLostStudents(client);
    const caseload = () => client.getQueryCache().find({ queryKey: STUDENTS_QUERY_KEY, exact: true });
    const notFound = async () => {
      throw new ApiRequestError(404, "NOT_FOUND", "Student not found");
    };
    await client
      .fetchQuery({ queryKey: goalQueryKey(jordanGoal.id), queryFn: notFound })
      .catch(() => undefined);
    await Promise.resolve();
    expect(caseload()?.state.isInvalidated).toBe(false);

    // A role's refused read (a para asking for the contact log) looks the same as a lost student:
    // only the server's caseload decides.
    await client
      .fetchQuery({ queryKey: studentContactsQueryKey(maya.id), queryFn: notFound, staleTime: 0 })
      .catch(() => undefined);
    await waitFor(() => expect(caseload()?.state.isInvalidated).toBe(true));
    expect(memory(client).students).toEqual([jordan.id, maya.id]);
    expect(client.getQueryData(goalsQueryKey(maya.id))).toEqual([mayaGoal]);
    stop();
  });
});
