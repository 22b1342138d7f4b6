/**
 * Caseload versions kept in memory on a database only this process writes (decision 018, "One
 * process"): PGlite announces a committed change before the committing call returns, a version is
 * read once and forgotten when announced, and a read an announcement overtook is not kept.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../db/client.ts";
import { students, users } from "../../db/schema/index.ts";
import { openTestPglite } from "../../test/test-database.ts";
import { CASELOAD_VERSION_CHANNEL, createKnownVersions } from "./student-list-cache.ts";

describe("PGlite's own changes", () => {
  let database: Database;
  const heard: string[] = [];
  beforeAll(async () => {
    database = await openTestPglite();
    await database.ownChanges?.listen(CASELOAD_VERSION_CHANNEL, (userId) => heard.push(userId));
    await database.rawQuery(
      "insert into users (id, name, email, email_verified, created_at, updated_at) values ('t-1', 'T', 't1@example.org', true, now(), now())",
      [],
    );
  });
  afterAll(() => database.close());

  it("are offered on PGlite only", () => {
    expect(database.ownChanges?.db).toBe(database.db);
  });

  it("are announced before the statement that committed them returns", async () => {
    heard.length = 0;
    const [row] = await database.db
      .insert(students)
      .values({ userId: "t-1", name: "Ari Kim" })
      .returning({ id: students.id });
    expect(heard).toEqual(["t-1"]);

    heard.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.update(students).set({ grade: "4" }).where(eq(students.id, row!.id));
      await tx.update(students).set({ grade: "5" }).where(eq(students.id, row!.id));
      // Nothing is announced before the commit.
      expect(heard).toEqual([]);
    });
    // Announced once, at commit, before the transaction's call returned.
    expect(heard).toEqual(["t-1"]);
  });

  it("are not announced when rolled back", async () => {
    heard.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(students).set({ name: "Rolled Back" }).where(eq(students.userId, "t-1"));
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");
    await database.db.select().from(users).limit(1);
    expect(heard).toEqual([]);
  });
});

describe("known versions", () => {
  /** A stand-in for PGlite's announcements and a version read the test answers by hand. */
  function setUp() {
    const root = {} as Db;
    let announce: (userId: string) => void = () => {};
    const reads: { userId: string; answer: (version: string) => void }[] = [];
    const known = createKnownVersions(
      {
        db: root,
        listen: async (_channel, callback) => {
          announce = callback;
          return async () => {};
        },
      },
      (_db, userId) => new Promise<string>((answer) => reads.push({ userId, answer })),
    );
    return { root, known, reads, announce: (userId: string) => announce(userId) };
  }

  /** Reads `userId`'s version, answering the database read with `version` if one is made. */
  async function readAnswering(s: ReturnType<typeof setUp>, userId: string, version: string) {
    const before = s.reads.length;
    const pending = s.known.read(s.root, userId);
    await Promise.resolve();
    if (s.reads.length > before) s.reads.at(-1)!.answer(version);
    return pending;
  }

  it("reads a version once, then answers from memory until it is announced", async () => {
    const s = setUp();
    await s.known.ready;
    expect(await readAnswering(s, "t-1", "v1")).toBe("v1");
    expect(await readAnswering(s, "t-1", "v-unused")).toBe("v1");
    expect(s.reads).toHaveLength(1);

    s.announce("t-1");
    expect(await readAnswering(s, "t-1", "v2")).toBe("v2");
    expect(s.reads).toHaveLength(2);
  });

  it("forgets only the announced teacher", async () => {
    const s = setUp();
    await s.known.ready;
    await readAnswering(s, "t-1", "a1");
    await readAnswering(s, "t-2", "b1");
    s.announce("t-2");
    expect(await readAnswering(s, "t-1", "a-unused")).toBe("a1");
    expect(await readAnswering(s, "t-2", "b2")).toBe("b2");
  });

  it("does not keep a read that an announcement overtook", async () => {
    const s = setUp();
    await s.known.ready;
    const pending = s.known.read(s.root, "t-1");
    await Promise.resolve();
    // The change commits while the read is on its way; the read may hold the older version.
    s.announce("t-1");
    s.reads[0]!.answer("v-old");
    expect(await pending).toBe("v-old");
    expect(await readAnswering(s, "t-1", "v-new")).toBe("v-new");
    expect(s.reads).toHaveLength(2);
  });

  it("leaves other handles (a transaction) and the time before listening to the database", async () => {
    const s = setUp();
    expect(await s.known.read(s.root, "t-1")).toBeUndefined();
    await s.known.ready;
    expect(await s.known.read({} as Db, "t-1")).toBeUndefined();
    expect(s.reads).toHaveLength(0);
  });
});
