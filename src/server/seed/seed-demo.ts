/**
 * `npm run seed:demo`: creates a demo teacher with a realistic caseload so a newcomer sees a living
 * product (eight fictional students, K–8, with goals, present levels, services, accommodations and
 * a few drafted progress notes; data in `demo-caseload.ts`), and their IEP teams (`demo-team.ts`).
 *
 * Everything is created THROUGH THE API (`app.request`), exactly as the browser would: sign-up (with
 * the 14-day Pro trial), profile (onboarding completed) and preferences, students, note generation. So the seed exercises validation, ownership and
 * the audit log like any teacher's actions. The one exception: the IEP services, 8 weeks of their
 * sessions and the parent contacts are written straight into the tables (`demo-services.ts`) when a
 * database handle is given (`SeedOptions.db`; the script always gives it); the IEP versions are made
 * through the API, then dated to September 2026 in the table (`demo-ieps.ts`).
 *
 * Idempotent and resumable: when the demo teacher exists it signs in, adds only the students that are
 * missing, drafts notes only when the teacher has none, and otherwise prints "already seeded".
 *
 * Settings are the server's (`.env`, `DATA_DIR`, `DATABASE_URL`, `AI_*`). With the default embedded
 * database the server must be stopped first (PGlite is single-process); the seed says so and exits 1.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import type { Preferences, UpdatePreferencesInput } from "../../shared/contracts/account.ts";
import type { Profile } from "../../shared/contracts/me.ts";
import type { MeetingDetail } from "../../shared/contracts/meetings.ts";
import type { Note } from "../../shared/contracts/notes.ts";
import type { Student } from "../../shared/contracts/students.ts";
import { isValidTimeZone } from "../../shared/domain/note-quota.ts";
import { todayIn } from "../../shared/domain/teacher-time.ts";
import { createTextGenerator } from "../ai/writers/create-generator.ts";
import { type App, createApp } from "../app.ts";
import { createAuth } from "../auth/auth.ts";
import { resolveAuthSecret } from "../auth/secret.ts";
import { type Database, DatabaseLockedError, type Db, openDatabase } from "../db/client.ts";
import { iepServices } from "../db/schema/index.ts";
import { ConfigError, type Env, loadEnv, trustedOrigins } from "../env.ts";
import type { Mailer } from "../mail/mailer.ts";
import { DEMO_EMAIL, DEMO_NAME, DEMO_PASSWORD, demoCaseload } from "./demo-caseload.ts";
import { seedStudentGoals } from "./demo-goals.ts";
import { seedDemoIeps } from "./demo-ieps.ts";
import { type DemoSchedule, demoSchedule } from "./demo-meetings.ts";
import { seedDemoServices } from "./demo-services.ts";
import { DEMO_SLP, seedDemoTeam } from "./demo-team.ts";
import { type Call, SeedError, seedClient } from "./seed-client.ts";

export { SeedError };

export interface SeedOptions {
  /** An origin the app trusts (better-auth checks `Origin` on POST). */
  origin: string;
  /** The day the caseload's relative dates count from; default now. */
  today?: Date;
  /**
   * IANA zone of the demo teacher; default the zone the account already stores (the browser's, once
   * the teacher has signed in), else `DEMO_TIME_ZONE` — never the server's own zone.
   */
  timeZone?: string;
  log?: (line: string) => void;
  /** The app's database: when given, the services, their sessions and the parent contacts are seeded too. */
  db?: Db;
}

export interface SeedResult {
  email: string;
  password: string;
  /** false when the teacher already existed. */
  createdTeacher: boolean;
  /** false when the account exists but its password was changed, so nothing could be checked. */
  signedIn: boolean;
  studentsCreated: number;
  notesCreated: number;
  /** Meetings scheduled and manual deadlines added (requirements "Meetings", "Deadlines"). */
  meetingsCreated: number;
  deadlinesCreated: number;
  /** IEP services, logged sessions and parent contacts written (requirements "Services", "Parent contact log"). */
  servicesCreated: number;
  sessionsCreated: number;
  contactsCreated: number;
  /**
   * The demo's IEP teams (`demo-team.ts`): the SLP's accepted memberships, the invitation to the
   * demo teacher, and the sessions and data points marked as the SLP's.
   */
  teamMembersCreated: number;
  invitationsCreated: number;
  rowsByProvider: number;
  /** IEP versions made (`demo-ieps.ts`): final annual IEPs and a draft amendment. */
  iepsCreated: number;
  /** true when nothing needed creating. */
  alreadySeeded: boolean;
}

/** The demo teacher's support tickets (no student named: requirements "Admin area"). */
export const DEMO_TICKETS = [
  {
    subject: "How do I share a progress report with a parent?",
    message:
      "I made a parent progress report and would like to e-mail it. Is there a way to send it from the app?",
    page: "/dashboard/progress/report",
    screenshotConsent: false,
  },
  {
    subject: "Calendar feed does not update",
    message:
      "I added the calendar feed to my phone yesterday but a rescheduled meeting still shows the old time.",
    page: "/dashboard/meetings",
    screenshotConsent: true,
  },
] as const;

/**
 * The demo teacher's zone when neither the caller nor the account names one: a US school's zone, so
 * the demo's meetings fall in school hours wherever the server runs.
 */
export const DEMO_TIME_ZONE = "America/Chicago";

/** The demo teacher's preferences (requirements "Profile"): reminders five days ahead. */
export const DEMO_PREFERENCES = {
  defaultNoteType: "progress",
  emailReminders: true,
  reminderLeadDays: 5,
} as const satisfies UpdatePreferencesInput;

/**
 * Seeds the demo teacher through `app` (see the module comment).
 * @throws SeedError naming the failing request (e.g. "POST /api/v1/notes/generate answered 404 …").
 */
export async function seedDemo(app: App, opts: SeedOptions): Promise<SeedResult> {
  const log = opts.log ?? (() => {});
  const client = seedClient(app, opts.origin);
  const { call } = client;

  const result: SeedResult = {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    createdTeacher: false,
    signedIn: true,
    studentsCreated: 0,
    notesCreated: 0,
    meetingsCreated: 0,
    deadlinesCreated: 0,
    servicesCreated: 0,
    sessionsCreated: 0,
    contactsCreated: 0,
    teamMembersCreated: 0,
    invitationsCreated: 0,
    rowsByProvider: 0,
    iepsCreated: 0,
    alreadySeeded: false,
  };

  // 1. The teacher: sign up, or sign in when the account already exists.
  // With the Pro option: the demo teacher is in the 14-day trial, so the dashboard shows the days
  // left (requirements "Plans and trial").
  const session = await client.signUpOrIn({
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    name: DEMO_NAME,
    plan: "pro",
  });
  // The account exists but its password is no longer the demo one: leave it alone.
  if (session === "password-changed") return { ...result, signedIn: false, alreadySeeded: true };
  if (session === "created") {
    result.createdTeacher = true;
    log(`created the demo teacher ${DEMO_EMAIL}`);
  }

  // 2. The profile, with onboarding completed so the dashboard opens at once.
  const profile = await call<Profile>("GET", "/api/v1/me", 200);
  const timeZone = opts.timeZone ?? (isValidTimeZone(profile.timeZone) ? profile.timeZone : DEMO_TIME_ZONE);
  const caseload = demoCaseload(opts.today ?? new Date(), timeZone);
  if (result.createdTeacher || !profile.onboardingCompleted) {
    await call<Profile>("PATCH", "/api/v1/me", 200, caseload.profile);
    await call<Preferences>("PATCH", "/api/v1/me/preferences", 200, DEMO_PREFERENCES);
    log("completed the demo teacher's profile, preferences and onboarding");
  }

  // 3. The students missing from the caseload.
  const existing = await call<Student[]>("GET", "/api/v1/students", 200);
  const idByName = new Map(existing.map((s) => [s.name, s.id]));
  for (const student of caseload.students) {
    if (idByName.has(student.name)) continue;
    // The goals follow as structured goals with baselines, targets and weekly data (demo-goals.ts).
    const { iepGoals: statements = [], ...record } = student;
    const created = await call<Student>("POST", "/api/v1/students", 201, record);
    idByName.set(created.name, created.id);
    result.studentsCreated++;
    const added = await seedStudentGoals(call, created, statements, opts.today ?? new Date());
    log(
      `added ${created.name} (grade ${created.grade}, ${created.disabilities.join(", ")}) with ${added.goals} goals and ${added.entries} progress entries`,
    );
  }

  // 4. A few drafted notes, when the teacher has none yet.
  const notes = await call<Note[]>("GET", "/api/v1/notes", 200);
  if (notes.length === 0) {
    for (const { student, ...note } of caseload.notes) {
      const studentId = idByName.get(student);
      if (!studentId) throw new SeedError(`the demo note names ${student}, who is not in the caseload`);
      await call<Note>("POST", "/api/v1/notes/generate", 201, { ...note, studentId });
      result.notesCreated++;
      log(`drafted a ${note.type} note for ${student}`);
    }
  }

  // 5. Meetings, evaluation dates and deadlines, when the teacher has no meetings yet.
  const meetings = await call<unknown[]>("GET", "/api/v1/meetings", 200);
  if (meetings.length === 0) {
    const counts = await seedSchedule(call, demoSchedule(opts.today ?? new Date(), timeZone), idByName);
    result.meetingsCreated = counts.meetings;
    result.deadlinesCreated = counts.deadlines;
    log(`scheduled ${counts.meetings} meetings and added ${counts.deadlines} deadlines`);
  }

  // 6. Two support tickets, when the teacher has none yet (requirements "Admin area").
  const tickets = await call<unknown[]>("GET", "/api/v1/support/tickets", 200);
  if (tickets.length === 0) {
    for (const ticket of DEMO_TICKETS) await call("POST", "/api/v1/support/tickets", 201, ticket);
    log(`opened ${DEMO_TICKETS.length} support tickets`);
  }

  // 7. Services, 8 weeks of sessions and parent contacts, when the teacher has no services yet.
  if (opts.db) {
    const [anyService] = await opts.db
      .select({ id: iepServices.id })
      .from(iepServices)
      .where(eq(iepServices.userId, profile.id))
      .limit(1);
    if (!anyService) {
      const upcoming = await call<{ id: string; studentId: string; status: string }[]>(
        "GET",
        "/api/v1/meetings?status=scheduled",
        200,
      );
      const nameById = new Map([...idByName].map(([name, id]) => [id, name]));
      const meetingByStudent = new Map<string, string>();
      for (const m of upcoming) {
        const name = nameById.get(m.studentId);
        if (name && !meetingByStudent.has(name)) meetingByStudent.set(name, m.id);
      }
      const counts = await seedDemoServices(
        opts.db,
        profile.id,
        idByName,
        meetingByStudent,
        todayIn(opts.today ?? new Date(), timeZone),
      );
      result.servicesCreated = counts.services;
      result.sessionsCreated = counts.sessions;
      result.contactsCreated = counts.contacts;
      log(
        `added ${counts.services} services with ${counts.sessions} logged sessions and ${counts.contacts} parent contacts`,
      );
    }
  }

  // 8. The IEP teams: the SLP on two students' teams, an invitation to the demo teacher.
  if (opts.db) {
    const team = await seedDemoTeam(app, opts.origin, call, idByName, opts.db);
    result.teamMembersCreated = team.members;
    result.invitationsCreated = team.invitations;
    result.rowsByProvider = team.byProvider;
    if (team.members > 0)
      log(
        `shared ${team.members} students with ${DEMO_SLP.name} (provider; ${team.byProvider} sessions and data points hers) and added ${team.invitations} invitation to the demo teacher`,
      );
  }

  // 9. IEP versions: a final annual IEP for two students, a draft amendment for one (demo-ieps.ts).
  if (opts.db) {
    const today = todayIn(opts.today ?? new Date(), timeZone);
    result.iepsCreated = await seedDemoIeps(call, opts.db, profile.id, idByName, today);
    if (result.iepsCreated > 0)
      log(`made ${result.iepsCreated} IEP versions (final annual IEPs and an amendment)`);
  }

  result.alreadySeeded =
    !result.createdTeacher &&
    result.studentsCreated === 0 &&
    result.notesCreated === 0 &&
    result.meetingsCreated === 0 &&
    result.servicesCreated === 0 &&
    result.teamMembersCreated === 0 &&
    result.iepsCreated === 0;
  return result;
}

/**
 * Sets the evaluation dates, schedules the meetings (then reschedules, cancels or holds some) and adds
 * the manual deadlines of `schedule`, through the API.
 * @throws SeedError when the schedule names a student who is not in the caseload, or a call fails.
 */
async function seedSchedule(call: Call, schedule: DemoSchedule, idByName: Map<string, string>) {
  const idOf = (name: string) => {
    const id = idByName.get(name);
    if (!id) throw new SeedError(`the demo schedule names ${name}, who is not in the caseload`);
    return id;
  };
  for (const e of schedule.evaluations) {
    await call("PATCH", `/api/v1/students/${idOf(e.student)}`, 200, {
      lastEvaluationDate: e.lastEvaluationDate,
    });
  }
  for (const { student, after, ...meeting } of schedule.meetings) {
    const m = await call<MeetingDetail>("POST", "/api/v1/meetings", 201, {
      ...meeting,
      studentId: idOf(student),
    });
    if (!after) continue;
    if ("reschedule" in after)
      await call("POST", `/api/v1/meetings/${m.id}/reschedule`, 200, after.reschedule);
    if ("cancel" in after)
      await call("POST", `/api/v1/meetings/${m.id}/cancel`, 200, { reason: after.cancel });
    if ("held" in after) {
      const attendance = m.attendees.map((a, i) => ({
        attendeeId: a.id,
        attendanceStatus: after.held.attendance[i] ?? "attended",
      }));
      await call("POST", `/api/v1/meetings/${m.id}/held`, 200, { attendance, notes: after.held.notes });
    }
  }
  for (const { student, done, ...deadline } of schedule.deadlines) {
    const d = await call<{ id: string }>("POST", "/api/v1/deadlines", 201, {
      ...deadline,
      studentId: idOf(student),
    });
    if (done) await call("PATCH", `/api/v1/deadlines/${d.id}`, 200, { status: "done" });
  }
  return { meetings: schedule.meetings.length, deadlines: schedule.deadlines.length };
}

/**
 * A mailer that sends nothing (the demo address cannot receive mail) but keeps the links it was
 * given, so the seed can open the demo teacher's confirmation link itself.
 */
function linkKeepingMailer(): Mailer & { links: string[] } {
  const links: string[] = [];
  return {
    links,
    send: async (m) => {
      links.push(...(m.text.match(/https?:\/\/\S+/g) ?? []));
      return "not sent (demo seed)";
    },
  };
}

/**
 * Confirms the demo address by opening the confirmation link through the app, as a teacher would
 * from the e-mail (requirements "Sign-up and sign-in"), so the demo never shows the confirmation
 * banner nor, after the 7-day grace period, refuses to draft notes. Resolves to whether it did.
 */
async function confirmDemoAddress(app: App, links: readonly string[]): Promise<boolean> {
  // better-auth sends the confirmation in the background; give it a moment to be handed over.
  for (let i = 0; i < 20 && links.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
  const link = links.find((l) => l.includes("verify-email"));
  if (!link) return false;
  const url = new URL(link);
  const res = await app.request(`${url.pathname}${url.search}`, { redirect: "manual" });
  return res.status < 400;
}

/** Opens the configured database and builds the app with the server's own pieces (see main.ts). */
async function openApp(
  env: Env,
): Promise<{ app: App; database: Database; mailer: Mailer & { links: string[] } }> {
  const silentMailer = linkKeepingMailer();
  const dataDir = path.resolve(env.DATA_DIR);
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  const log = (line: string) => console.log(`[seed] ${line}`);
  const auth = createAuth({
    db: database.db,
    secret: resolveAuthSecret(env.AUTH_SECRET, dataDir),
    baseURL: env.APP_URL,
    trustedOrigins: trustedOrigins(env),
    mailer: silentMailer,
    rateLimit: false,
  });
  const app = createApp({
    database,
    auth,
    generator: createTextGenerator(env),
    mailer: silentMailer,
    now: () => new Date(),
    log,
  });
  return { app, database, mailer: silentMailer };
}

async function main(): Promise<number> {
  const root = fileURLToPath(new URL("../../..", import.meta.url));
  if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  let database: Database | undefined;
  try {
    const env = loadEnv();
    const opened = await openApp(env);
    database = opened.database;
    console.log(
      `[seed] database: ${database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `embedded, in ${path.join(path.resolve(env.DATA_DIR), "db")}`}`,
    );
    const r = await seedDemo(opened.app, {
      origin: env.APP_URL,
      db: database.db,
      log: (line) => console.log(`[seed] ${line}`),
    });
    if (r.createdTeacher && (await confirmDemoAddress(opened.app, opened.mailer.links))) {
      console.log(`[seed] confirmed the demo teacher's address`);
    }
    console.log("");
    if (!r.signedIn) {
      console.log(
        `  The demo teacher ${r.email} already exists and its password was changed; nothing to do.`,
      );
    } else if (r.alreadySeeded) {
      console.log("  The demo caseload is already seeded.");
    } else {
      console.log(
        `  Seeded: ${r.studentsCreated} students, ${r.notesCreated} notes, ${r.meetingsCreated} meetings, ${r.deadlinesCreated} deadlines, ${r.servicesCreated} services with ${r.sessionsCreated} sessions and ${r.contactsCreated} parent contacts, ${r.teamMembersCreated} students shared with ${DEMO_SLP.name} (${DEMO_SLP.email}, same password).`,
      );
    }
    console.log("\n  Sign in with the demo teacher:");
    console.log(`    email:    ${r.email}`);
    console.log(`    password: ${r.signedIn ? r.password : "(changed by its owner)"}`);
    console.log(`    at:       ${env.APP_URL}/signin  (start the server with npm start)\n`);
    return 0;
  } catch (err) {
    if (err instanceof DatabaseLockedError) {
      console.error(
        `\n${err.message}\nThe demo seed writes to the same database: stop the server, run npm run seed:demo, then start it again.\n`,
      );
    } else if (err instanceof ConfigError || err instanceof SeedError) {
      console.error(`\n${err.message}\n`);
    } else {
      console.error(err);
    }
    return 1;
  } finally {
    await database?.close();
  }
}

// Run only as a script (`tsx src/server/seed/seed-demo.ts`), not when a test imports seedDemo.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then((code) => process.exit(code));
}
