/**
 * A realistic caseload for the page benchmarks (Lighthouse, interaction, scroll), seeded through the
 * HTTP API of a bench server before any timing starts (seeding is never part of a figure).
 *
 * What a teacher's account holds after `seedCaseload(baseUrl, teacher, opts)`:
 * - `students` students (`sampleStudent`: grade, disabilities, IEP dates, parent contact,
 *   accommodations), each with 2–3 structured annual goals (area, baseline, target, unit, method,
 *   schedule; values from the demo seed's measures, requirements "IEP goals") and 8–12 weekly
 *   progress entries on each goal (requirements "Progress entries"), plus one IEP service each
 *   (requirements "Services");
 * - the first student's first goal has `longGoalEntries` entries (default 40: the goal page's graph);
 * - `meetings` meetings spread over the current month (the meetings screen's month view) and one
 *   teacher-made deadline per two students in the next weeks (requirements "Deadlines");
 * - `notes` notes, saved through `POST /api/v1/notes/offline-drafts` (the outbox's route: the note
 *   text is sent ready, so no drafter runs; requirements "Note generation", decision 008). Each is
 *   counted in the month's quota, which the Pro trial of `signUpOnboardedTeacher` does not limit.
 *
 * Requests run a few at a time (`CONCURRENCY`); every helper throws an Error naming the call and the
 * server's answer when a request fails.
 */
import { addDays, format, startOfMonth } from "date-fns";
import type { CreateDeadlineInput } from "../../src/shared/contracts/deadlines.ts";
import type { CreateGoalInput, Goal } from "../../src/shared/contracts/goals.ts";
import type { CreateMeetingInput } from "../../src/shared/contracts/meetings.ts";
import type { OfflineNoteInput } from "../../src/shared/contracts/notes.ts";
import type { CreateServiceInput } from "../../src/shared/contracts/services.ts";
import type { Student } from "../../src/shared/contracts/students.ts";
import { type BenchTeacher, sampleStudent } from "./server.ts";

/** Requests in flight at once while seeding (the embedded database serialises writes anyway). */
const CONCURRENCY = 4;

export interface CaseloadOptions {
  /** Students on the caseload. */
  students: number;
  /** Notes in the history (0 for none). */
  notes?: number;
  /** Meetings this month (default 8). */
  meetings?: number;
  /** Progress entries of the first student's first goal (default 40). */
  longGoalEntries?: number;
  /** "Today" of the seeded dates (default: now). */
  today?: Date;
}

/** The ids the benchmarks build their URLs from. */
export interface Caseload {
  studentIds: string[];
  /** The first student's id (the student page: `/dashboard/students?student=<id>`). */
  studentId: string;
  /** The goal with `longGoalEntries` entries (`/dashboard/progress/goals/<id>`). */
  longGoalId: string;
  goals: number;
  entries: number;
  meetings: number;
  deadlines: number;
  notes: number;
}

/** One goal's measure: the demo seed's values (src/server/seed/demo-goals.ts), reused round-robin. */
interface Measure {
  area: string;
  unit: string;
  baseline: number;
  target: number;
  max: number;
  method: string;
}

const MEASURES: Measure[] = [
  {
    area: "Reading fluency",
    unit: "words correct per minute",
    baseline: 52,
    target: 90,
    max: 200,
    method: "DIBELS 8 ORF probe",
  },
  {
    area: "Math computation",
    unit: "digits correct",
    baseline: 18,
    target: 35,
    max: 80,
    method: "Mixed computation CBM probe",
  },
  { area: "Articulation", unit: "percent accuracy", baseline: 45, target: 80, max: 100, method: "SLP probe" },
  {
    area: "On-task behavior",
    unit: "% of intervals",
    baseline: 45,
    target: 80,
    max: 100,
    method: "Momentary time sampling",
  },
  {
    area: "Written expression",
    unit: "rubric points of 4",
    baseline: 1,
    target: 3,
    max: 4,
    method: "District writing rubric",
  },
  {
    area: "Social skills",
    unit: "trials of 5",
    baseline: 1,
    target: 4,
    max: 5,
    method: "Teacher data sheet",
  },
];

const OBSERVATIONS = [
  "Read the leveled passage twice with a partner; self-corrected three errors and asked for help once.",
  "Used the visual schedule to move between stations without prompts; needed one reminder at lunch.",
  "Solved four of five two-step word problems with the graphic organizer; explained the steps aloud.",
  "Stayed on task for most intervals during independent work; took one planned movement break.",
  "Practised /r/ blends in words and short phrases; accuracy improved towards the end of the session.",
];

/** Runs `task` over `items` with at most `limit` in flight; resolves to the results in order. */
async function pool<T, R>(items: readonly T[], limit: number, task: (item: T, i: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A JSON API caller for `teacher` on `baseUrl`. @throws Error when the answer is not `expected`. */
function apiCaller(baseUrl: string, teacher: BenchTeacher) {
  return async <T>(method: string, url: string, expected: number, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { origin: baseUrl, "content-type": "application/json", cookie: teacher.cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status !== expected) {
      throw new Error(`${method} ${url} answered ${res.status} (expected ${expected}): ${await res.text()}`);
    }
    return (await res.json()) as T;
  };
}

const day = (d: Date) => format(d, "yyyy-MM-dd");

/**
 * Weekly entries from the baseline towards the target with a small alternating wobble, whole
 * numbers between 0 and the scale's maximum, the last one `today - 1`.
 */
function entriesFor(measure: Measure, count: number, today: Date) {
  const first = addDays(today, -7 * count);
  return Array.from({ length: count }, (_, w) => {
    const expected = measure.baseline + ((measure.target - measure.baseline) * (w + 1)) / (count + 8);
    const wobble = (w % 3) - 1;
    const value = Math.min(measure.max, Math.max(0, Math.round(expected + wobble)));
    return { entryDate: day(addDays(first, 7 * w + 6)), progressValue: value };
  });
}

/**
 * Seeds the caseload described in the module docstring for `teacher` (signed up in the Pro trial).
 * @returns the ids the benchmarks need and how many records were made.
 * @throws Error naming the failed request and the server's answer.
 */
export async function seedCaseload(
  baseUrl: string,
  teacher: BenchTeacher,
  opts: CaseloadOptions,
): Promise<Caseload> {
  const call = apiCaller(baseUrl, teacher);
  const today = opts.today ?? new Date();
  const longGoalEntries = opts.longGoalEntries ?? 40;

  const students = await pool(
    Array.from({ length: opts.students }, (_, i) => i),
    CONCURRENCY,
    (i) => {
      const { iepGoals: _statements, ...record } = sampleStudent(i);
      return call<Student>("POST", "/api/v1/students", 201, record);
    },
  );
  const studentIds = students.map((s) => s.id);

  // Goals: 2 or 3 per student; the first student's first goal gets the long history.
  const goalInputs: { input: CreateGoalInput; measure: Measure; entries: number }[] = [];
  students.forEach((student, s) => {
    const count = 2 + (s % 2);
    for (let g = 0; g < count; g++) {
      const measure = MEASURES[(s + g) % MEASURES.length]!;
      const entries = s === 0 && g === 0 ? longGoalEntries : 8 + ((s + g) % 5);
      goalInputs.push({
        measure,
        entries,
        input: {
          studentId: student.id,
          statement: `By the annual review, ${student.name.split(" ")[0]} will reach ${measure.target} ${measure.unit} in ${measure.area.toLowerCase()} (${measure.method}).`,
          area: measure.area,
          baselineData: `${measure.baseline} ${measure.unit} at the start of the IEP`,
          baselineValue: measure.baseline,
          baselineDate: day(addDays(today, -7 * entries - 1)),
          targetValue: measure.target,
          targetDate: day(addDays(today, 180)),
          unit: measure.unit,
          direction: "increase",
          measurementMethod: measure.method,
          evaluationSchedule: "Weekly",
          objectives: [],
        },
      });
    }
  });
  const goals = await pool(goalInputs, CONCURRENCY, ({ input }) =>
    call<Goal>("POST", "/api/v1/goals", 201, input),
  );
  const entryInputs = goals.flatMap((goal, i) =>
    entriesFor(goalInputs[i]!.measure, goalInputs[i]!.entries, today).map((e) => ({ goalId: goal.id, ...e })),
  );
  await pool(entryInputs, CONCURRENCY, (e) => call("POST", "/api/v1/progress-entries", 201, e));

  // One service per student (requirements "Services").
  await pool(students, CONCURRENCY, (student, i) => {
    const service: CreateServiceInput = {
      name: i % 2 ? "Speech-language therapy" : "Specialized reading instruction",
      providerRole: i % 2 ? "Speech-language pathologist" : "Special education teacher",
      setting: i % 2 ? "related_service" : "special_education",
      delivery: i % 3 ? "group" : "individual",
      minutes: 30 * (1 + (i % 4)),
      period: "week",
      startDate: day(addDays(today, -60)),
      endDate: day(addDays(today, 300)),
    };
    return call("POST", `/api/v1/students/${student.id}/services`, 201, service);
  });

  // Meetings spread over this month, deadlines over the next weeks.
  const monthStart = startOfMonth(today);
  const meetingCount = opts.meetings ?? 8;
  await pool(
    Array.from({ length: meetingCount }, (_, i) => i),
    CONCURRENCY,
    (i) => {
      const date = addDays(monthStart, Math.floor((i * 27) / meetingCount));
      date.setHours(9 + (i % 6), i % 2 ? 30 : 0, 0, 0);
      const meeting: CreateMeetingInput = {
        studentId: studentIds[i % studentIds.length]!,
        scheduledDate: date.toISOString(),
        type: i % 3 ? "annual_review" : "amendment",
        durationMinutes: 45,
        location: `Room ${110 + i}`,
        attendees: [{ attendeeName: "Parent", attendeeRole: "parent" }],
      };
      return call("POST", "/api/v1/meetings", 201, meeting);
    },
  );
  const deadlineStudents = studentIds.filter((_, i) => i % 2 === 0);
  await pool(deadlineStudents, CONCURRENCY, (studentId, i) => {
    const deadline: CreateDeadlineInput = {
      studentId,
      dueDate: day(addDays(today, 3 + i * 2)),
      title: i % 2 ? "Send the progress report home" : "Collect the teacher input forms",
      kind: "follow_up",
    };
    return call("POST", "/api/v1/deadlines", 201, deadline);
  });

  // Notes: dated over the past year, newest first in the history.
  const noteCount = opts.notes ?? 0;
  await pool(
    Array.from({ length: noteCount }, (_, i) => i),
    CONCURRENCY * 2,
    (i) => {
      const observations = OBSERVATIONS[i % OBSERVATIONS.length]!;
      const student = students[i % students.length]!;
      const note: OfflineNoteInput = {
        studentId: student.id,
        type: "progress",
        date: day(addDays(today, -Math.floor((i * 365) / Math.max(1, noteCount)))),
        observations,
        goalsAddressed: [],
        noteText: `${student.name} made steady progress this session. ${observations} Next session: continue the same supports and take a new probe.`,
        draftedAt: today.toISOString(),
      };
      return call("POST", "/api/v1/notes/offline-drafts", 201, note);
    },
  );

  return {
    studentIds,
    studentId: studentIds[0]!,
    longGoalId: goals[0]!.id,
    goals: goals.length,
    entries: entryInputs.length,
    meetings: meetingCount,
    deadlines: deadlineStudents.length,
    notes: noteCount,
  };
}
