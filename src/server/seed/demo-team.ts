/**
 * The demo's IEP teams (requirements "IEP teams"): the school's speech-language pathologist (the
 * "Ms. Park" of the demo's speech services) has an account and is on the teams of the two demo
 * students she serves, as a provider, accepted; some of their logged speech sessions and recent data
 * points are hers ("by Hana Park" on the demo teacher's screens); and a co-teacher, Marcus Bell,
 * has invited the demo teacher to the team of one of his students (an invitation on the dashboard).
 *
 * Through the API like the rest of the seed (invite, sign up, accept), except the authorship of the
 * existing sessions and entries, written straight into the tables like the services themselves.
 * Seeded once: skipped when the first shared student already has a team.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Goal } from "../../shared/contracts/goals.ts";
import type { Invitation, Member } from "../../shared/contracts/teams.ts";
import type { App } from "../app.ts";
import type { Db } from "../db/client.ts";
import { iepGoals, iepServices, progressEntries, serviceSessions } from "../db/schema/index.ts";
import { DEMO_EMAIL, DEMO_PASSWORD } from "./demo-caseload.ts";
import { type Call, type SeedAccount, SeedError, seedClient } from "./seed-client.ts";

/** The demo's speech-language pathologist (the provider of the speech services in `demo-services.ts`). */
export const DEMO_SLP: SeedAccount = {
  email: "demo-slp@iep-workspace.test",
  password: DEMO_PASSWORD,
  name: "Hana Park",
};

/** A co-teacher of the school who invites the demo teacher to one of his students' teams. */
export const DEMO_CO_TEACHER: SeedAccount = {
  email: "demo-coteacher@iep-workspace.test",
  password: DEMO_PASSWORD,
  name: "Marcus Bell",
  plan: "pro",
};

/** The demo students shared with the SLP (each has a speech service). */
export const DEMO_SHARED_STUDENTS = ["Jamal Carter", "Sofia Martinez"] as const;

/** The co-teacher's student the demo teacher is invited to. */
export const DEMO_INVITING_STUDENT = { name: "Jonah Reyes", grade: "6" } as const;

/** Sessions and data points per shared student marked as entered by the SLP. */
const BY_PROVIDER = 3;

export interface DemoTeamResult {
  members: number;
  invitations: number;
  byProvider: number;
}

/**
 * Seeds the demo teams (see the module comment). `call` is the demo teacher's; `idByName` their
 * students' ids by name.
 * @returns what was added (all zero when already seeded).
 * @throws SeedError naming a failing request, or a shared student missing from the caseload.
 */
export async function seedDemoTeam(
  app: App,
  origin: string,
  call: Call,
  idByName: ReadonlyMap<string, string>,
  db: Db,
): Promise<DemoTeamResult> {
  const ids = DEMO_SHARED_STUDENTS.map((name) => {
    const id = idByName.get(name);
    if (!id) throw new SeedError(`the demo team names ${name}, who is not in the caseload`);
    return id;
  });
  const done = { members: 0, invitations: 0, byProvider: 0 };
  const team = await call<Member[]>("GET", `/api/v1/students/${ids[0]}/members`, 200);
  if (team.length > 0) return done;

  const slp = seedClient(app, origin);
  if ((await slp.signUpOrIn(DEMO_SLP)) === "password-changed") return done;
  for (const studentId of ids) {
    await call<Member>("POST", `/api/v1/students/${studentId}/members`, 201, {
      email: DEMO_SLP.email,
      role: "provider",
    });
  }
  for (const inv of await slp.call<Invitation[]>("GET", "/api/v1/invitations", 200)) {
    if (!ids.includes(inv.studentId)) continue;
    await slp.call<Member>("POST", `/api/v1/invitations/${inv.id}/accept`, 200);
    done.members++;
  }
  const slpId = (await slp.call<{ id: string }>("GET", "/api/v1/me", 200)).id;
  done.byProvider = await markProviderRows(db, slp.call, ids, slpId);

  const coTeacher = seedClient(app, origin);
  if ((await coTeacher.signUpOrIn(DEMO_CO_TEACHER)) !== "password-changed") {
    const own = await coTeacher.call<{ id: string; name: string }[]>("GET", "/api/v1/students", 200);
    const student =
      own.find((s) => s.name === DEMO_INVITING_STUDENT.name) ??
      (await coTeacher.call<{ id: string }>("POST", "/api/v1/students", 201, DEMO_INVITING_STUDENT));
    const invited = await coTeacher.send("POST", `/api/v1/students/${student.id}/members`, {
      email: DEMO_EMAIL,
      role: "co_teacher",
    });
    if (invited.status === 201) done.invitations++;
    else if (invited.status !== 409)
      throw new SeedError(`POST /api/v1/students/${student.id}/members answered ${invited.status}`);
  }
  return done;
}

/**
 * Marks the latest speech sessions and the latest data points of the first goal of each shared
 * student as the SLP's (the goal is read through the API as the SLP, so her access is exercised).
 * @returns how many rows were marked.
 */
async function markProviderRows(db: Db, slpCall: Call, studentIds: readonly string[], slpId: string) {
  let marked = 0;
  for (const studentId of studentIds) {
    const sessions = await db
      .select({ id: serviceSessions.id })
      .from(serviceSessions)
      .innerJoin(iepServices, eq(iepServices.id, serviceSessions.serviceId))
      .where(
        and(
          eq(serviceSessions.studentId, studentId),
          eq(iepServices.providerRole, "Speech-language pathologist"),
        ),
      )
      .orderBy(desc(serviceSessions.sessionDate))
      .limit(BY_PROVIDER);
    if (sessions.length > 0) {
      await db
        .update(serviceSessions)
        .set({ enteredByUserId: slpId })
        .where(
          inArray(
            serviceSessions.id,
            sessions.map((s) => s.id),
          ),
        );
    }
    const [goal] = await slpCall<Goal[]>("GET", `/api/v1/goals?studentId=${studentId}`, 200);
    if (!goal) continue;
    const entries = await db
      .select({ id: progressEntries.id })
      .from(progressEntries)
      .innerJoin(iepGoals, eq(iepGoals.id, progressEntries.goalId))
      .where(eq(iepGoals.id, goal.id))
      .orderBy(desc(progressEntries.entryDate))
      .limit(BY_PROVIDER);
    if (entries.length > 0) {
      await db
        .update(progressEntries)
        .set({ enteredByUserId: slpId })
        .where(
          inArray(
            progressEntries.id,
            entries.map((e) => e.id),
          ),
        );
    }
    marked += sessions.length + entries.length;
  }
  return marked;
}
