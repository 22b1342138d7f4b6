/**
 * The common records of the API tests, made through the API as a teacher would (requirements
 * "Students", "IEP goals", "Progress entries"): a student, a goal, a goal's entries, a student with
 * a goal. Each takes the test's own data and fails the test unless the server answers 201. Not a
 * test file; shared by the features' tests (decision 020), it imports no feature.
 */
import type { CreateGoalInput, Goal, ProgressEntry } from "../../../shared/contracts/goals.ts";
import type { CreateStudentInput, Student } from "../../../shared/contracts/students.ts";
import type { TestUser } from "../harness.ts";

/** The JSON of a 201 answer to `what`. @throws naming `what`, the status and the body otherwise. */
async function created<T>(res: Response, what: string): Promise<T> {
  if (res.status !== 201) throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Creates a student for `user` (POST /api/v1/students). */
export async function addStudent(user: TestUser, body: CreateStudentInput): Promise<Student> {
  return created<Student>(await user.post("/api/v1/students", body), "student create");
}

/** Creates a goal for `user` (POST /api/v1/goals). */
export async function addGoal(user: TestUser, body: CreateGoalInput): Promise<Goal> {
  return created<Goal>(await user.post("/api/v1/goals", body), "goal create");
}

/** Creates `student` for `user` and one goal of theirs (`goal`, their id filled in). */
export async function addStudentWithGoal(
  user: TestUser,
  student: CreateStudentInput,
  goal: Omit<CreateGoalInput, "studentId">,
): Promise<{ student: Student; goal: Goal }> {
  const made = await addStudent(user, student);
  return { student: made, goal: await addGoal(user, { ...goal, studentId: made.id }) };
}

/**
 * Records progress entries on `goalId` in the order given (POST /api/v1/progress-entries), each
 * `[entryDate, progressValue]` (null: a session without a score).
 */
export async function addEntries(
  user: TestUser,
  goalId: string,
  entries: readonly (readonly [string, number | null])[],
): Promise<ProgressEntry[]> {
  const made: ProgressEntry[] = [];
  for (const [entryDate, progressValue] of entries)
    made.push(
      await created<ProgressEntry>(
        // Fixture data stands for what a teacher recorded and confirmed: a point before the baseline or
        // far from the target is saved as given (requirements "Progress entries").
        await user.post("/api/v1/progress-entries", {
          goalId,
          entryDate,
          progressValue,
          confirmImplausible: true,
        }),
        "progress entry create",
      ),
    );
  return made;
}
