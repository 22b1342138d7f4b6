/**
 * The API tests' set-up helpers (architecture "Tests"): values made in `beforeAll` in the order they
 * were declared, stand-ins that read through to them (and throw when read too early), and what was
 * made undone in `afterAll`, the harness closed.
 */
import { describe, expect, it } from "vitest";
import type { Student } from "../../shared/contracts/students.ts";
import { setUpHarness, setUpTeacher, setUpValue, standIn } from "./set-up.ts";

const made: string[] = [];

const h = setUpHarness({ now: new Date("2026-03-10T15:00:00Z") });
const readEarly = (() => {
  try {
    return h.db;
  } catch (error) {
    return error;
  }
})();
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const maya = setUpValue(async () => {
  made.push(`student of ${teacher.email}`);
  const res = await teacher.post("/api/v1/students", { name: "Maya Robinson", grade: "3" });
  return (await res.json()) as Student;
});

/** A class whose method reads a private field: it only works when called on the instance itself. */
class Counter {
  #count = 0;
  next() {
    this.#count += 1;
    return this.#count;
  }
}
const counter = setUpValue(() => new Counter());

describe("values made in beforeAll", () => {
  it("a stand-in read before its beforeAll ran throws, naming what was read", () => {
    expect(readEarly).toBeInstanceOf(Error);
    expect((readEarly as Error).message).toBe("the harness is made in beforeAll and was read before it ran");
  });

  it("are made in the order declared, each from the ones above it", async () => {
    expect(made).toEqual([`student of ${teacher.email}`]);
    const res = await teacher.get(`/api/v1/students/${maya.id}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Student).name).toBe("Maya Robinson");
    const [me] = (await h.database.rawQuery("select name from users where id = $1", [teacher.id])) as {
      name: string;
    }[];
    expect(me?.name).toBe("Jordan Ortiz");
  });

  it("stand-ins list, spread and test keys like the value, and call its methods on it", () => {
    expect(Object.keys(maya)).toContain("grade");
    expect({ ...maya }).toMatchObject({ name: "Maya Robinson", grade: "3" });
    expect("id" in teacher).toBe(true);
    expect(counter.next()).toBe(1);
    expect(counter.next()).toBe(2);
  });

  it("writes go to the value", () => {
    const target = { n: 1 };
    const box = standIn(() => target);
    box.n = 2;
    expect(target.n).toBe(2);
  });
});

const undone: string[] = [];
let inner: typeof h;
describe("undone in afterAll", () => {
  inner = setUpHarness();
  setUpValue(
    () => ({ name: "first" }),
    (value) => {
      undone.push(value.name);
    },
  );
  setUpValue(
    () => ({ name: "second" }),
    (value) => {
      undone.push(value.name);
    },
  );

  it("not before the describe's tests have run", async () => {
    expect(undone).toEqual([]);
    expect(await inner.database.rawQuery("select 1 as one", [])).toEqual([{ one: 1 }]);
  });
});

describe("after the describe", () => {
  it("what was made last was undone first, and the harness was closed", async () => {
    expect(undone).toEqual(["second", "first"]);
    await expect(inner.database.rawQuery("select 1 as one", [])).rejects.toThrow();
  });
});
