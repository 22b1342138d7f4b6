/**
 * The suspension check of every `/api/v1` request (requirements "Admin area"): on PGlite a teacher's
 * standing is read once and kept until the `teacher_admin_state` trigger announces the teacher
 * (migration 0022; decision 018, "One process"), so a repeated request reads no table, yet every
 * write (staff's transaction, plain SQL, a deletion, emptying the table) is seen by the very next
 * check; without announcements (PostgreSQL) every check reads the database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../db/client.ts";
import { teacherAdminState } from "../db/schema/index.ts";
import { openTestPglite } from "../test/test-database.ts";
import { createSuspensionCheck, isUserSuspended } from "./account-standing.ts";

describe("on PGlite, which only this process writes", () => {
  let database: Database;
  let reads = 0;
  const counted = (db: Db, userId: string) => {
    reads += 1;
    return isUserSuspended(db, userId);
  };
  let check: ReturnType<typeof createSuspensionCheck>;

  beforeAll(async () => {
    database = await openTestPglite();
    for (const id of ["t-1", "t-2"]) {
      await database.rawQuery(
        "insert into users (id, name, email, email_verified, created_at, updated_at) values ($1, 'T', $2, true, now(), now())",
        [id, `${id}@example.org`],
      );
    }
    check = createSuspensionCheck(database, counted);
    await check.ready;
  });
  afterAll(() => database.close());

  /** The check's answer for `userId`, and how many database reads it took. */
  async function checked(userId: string): Promise<[boolean, number]> {
    const before = reads;
    const suspended = await check.isSuspended(userId);
    return [suspended, reads - before];
  }

  it("reads a teacher once, then answers from memory", async () => {
    expect(await checked("t-1")).toEqual([false, 1]);
    expect(await checked("t-1")).toEqual([false, 0]);
    expect(await checked("t-1")).toEqual([false, 0]);
  });

  it.each([
    [
      "staff's suspension (a transaction)",
      (db: Db) =>
        db.transaction(async (tx) => {
          await tx.insert(teacherAdminState).values({ userId: "t-1", suspendedAt: new Date() });
        }),
      true,
    ],
    [
      "a reactivation in plain SQL",
      (_db: Db) =>
        database.rawQuery("update teacher_admin_state set suspended_at = null where user_id = 't-1'", []),
      false,
    ],
    [
      "a suspension in plain SQL",
      (_db: Db) =>
        database.rawQuery("update teacher_admin_state set suspended_at = now() where user_id = 't-1'", []),
      true,
    ],
    [
      "the row deleted",
      (_db: Db) => database.rawQuery("delete from teacher_admin_state where user_id = 't-1'", []),
      false,
    ],
    [
      "a suspension, then the table emptied",
      async (_db: Db) => {
        await database.rawQuery(
          "insert into teacher_admin_state (user_id, suspended_at) values ('t-1', now())",
          [],
        );
        expect(await check.isSuspended("t-1")).toBe(true);
        await database.rawQuery("truncate teacher_admin_state", []);
      },
      false,
    ],
  ])("%s is seen by the next check", async (_name, write, suspended) => {
    await check.isSuspended("t-1");
    await write(database.db);
    expect(await checked("t-1")).toEqual([suspended, 1]);
    expect(await checked("t-1")).toEqual([suspended, 0]);
  });

  it("forgets only the teacher announced", async () => {
    await check.isSuspended("t-1");
    await check.isSuspended("t-2");
    await database.rawQuery(
      "insert into teacher_admin_state (user_id, suspended_at) values ('t-2', now())",
      [],
    );
    expect(await checked("t-1")).toEqual([false, 0]);
    expect(await checked("t-2")).toEqual([true, 1]);
  });
});

describe("the kept answers", () => {
  it("do not keep a read that an announcement overtook", async () => {
    let announce: (userId: string) => void = () => {};
    const answers: ((suspended: boolean) => void)[] = [];
    const root = {} as Db;
    const check = createSuspensionCheck(
      {
        db: root,
        ownChanges: {
          db: root,
          listen: async (_channel, callback) => {
            announce = callback;
            return async () => {};
          },
        },
      },
      () => new Promise<boolean>((answer) => answers.push(answer)),
    );
    await check.ready;
    const pending = check.isSuspended("t-1");
    await Promise.resolve();
    // Staff's change commits while the read is on its way: the read may hold the older answer.
    announce("t-1");
    answers[0]!(false);
    expect(await pending).toBe(false);
    const next = check.isSuspended("t-1");
    await Promise.resolve();
    expect(answers).toHaveLength(2);
    answers[1]!(true);
    expect(await next).toBe(true);
  });

  it("are not kept without announcements (PostgreSQL): every check reads the database", async () => {
    let reads = 0;
    const check = createSuspensionCheck({ db: {} as Db }, async () => {
      reads += 1;
      return false;
    });
    await check.ready;
    await check.isSuspended("t-1");
    await check.isSuspended("t-1");
    expect(reads).toBe(2);
  });
});
