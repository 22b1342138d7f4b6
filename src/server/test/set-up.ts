/**
 * The API test files' set-up, written once (architecture "Tests"): `setUpHarness` opens a harness in
 * `beforeAll` and closes it in `afterAll`, `setUpTeacher` signs a teacher up in `beforeAll`, and
 * `setUpValue` makes any other record there (a student, a fake provider…). Each returns at once a
 * stand-in that reads through to the value once `beforeAll` has made it, so a file declares what it
 * needs in one line each, at the top:
 *
 *   const h = setUpHarness({ now: NOW });
 *   const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
 *   const maya = setUpValue(() => addStudent(teacher, { name: "Maya Robinson" }));
 *
 * vitest runs a file's `beforeAll` hooks in the order they were registered and its `afterAll` hooks
 * in the reverse order (`sequence.hooks: "stack"`, its default), so a value may be made from the
 * ones declared above it, and what was made last is closed first. Reading a stand-in before its
 * `beforeAll` ran (at module load, or in a `describe` body) throws, naming what was read.
 *
 * A model file: `features/students/students.test.ts`.
 */
import { afterAll, beforeAll } from "vitest";
import { createHarness, type Harness, type HarnessOptions, type TestUser } from "./harness.ts";

/**
 * An object that forwards every read, write and key listing to `current()`: the value behind it once
 * made. Functions read from it are bound to that value.
 * @throws what `current()` throws (the value is not made yet).
 */
export function standIn<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get: (_target, key) => {
      const value = current();
      const found: unknown = Reflect.get(value, key, value);
      return typeof found === "function" ? found.bind(value) : found;
    },
    set: (_target, key, next) => Reflect.set(current(), key, next),
    has: (_target, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      // A proxy may report a property its (empty) target lacks only as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * Makes a value in `beforeAll` (`make`), and undoes it in `afterAll` when `undo` is given (only if
 * it was made).
 * @returns a stand-in for the value (see `standIn`); `what` names it in the error of an early read.
 */
export function setUpValue<T extends object>(
  make: () => Promise<T> | T,
  undo?: (value: T) => Promise<unknown> | unknown,
  what = "a test record",
): T {
  let made: { value: T } | undefined;
  beforeAll(async () => {
    made = { value: await make() };
  });
  if (undo)
    afterAll(async () => {
      if (made) await undo(made.value);
    });
  return standIn(() => {
    if (!made) throw new Error(`${what} is made in beforeAll and was read before it ran`);
    return made.value;
  });
}

/**
 * A fresh harness (a migrated database and the app; `createHarness`) opened in `beforeAll` and
 * closed in `afterAll`. `options` may be a function, called in `beforeAll`, when they name a value
 * made there (a fake provider's address).
 * @returns a stand-in for the harness.
 */
export function setUpHarness(options: HarnessOptions | (() => HarnessOptions) = {}): Harness {
  return setUpValue(
    () => createHarness(typeof options === "function" ? options() : options),
    (h) => h.close(),
    "the harness",
  );
}

/**
 * A new teacher signed up on `h` in `beforeAll` (`h.signUp(input)`: a unique e-mail unless given).
 * @returns a stand-in for the signed-in teacher's request helpers.
 */
export function setUpTeacher(h: Harness, input?: Parameters<Harness["signUp"]>[0]): TestUser {
  return setUpValue(() => h.signUp(input), undefined, "a teacher");
}
