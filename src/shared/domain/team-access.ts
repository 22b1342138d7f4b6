/**
 * What each member of a student's IEP team may do (requirements "IEP teams", "What each role may
 * do"). The server's access gate (`src/server/lib/team-gate.ts`) checks every route against this
 * table; the client reads the same table to offer only the actions a role may take.
 *
 * The owner is the student's case manager and may do everything. A member's role grants each
 * capability for every record of the student (`"all"`), only for the records the member wrote or
 * added (`"own"`: their goals, data points, sessions, contacts and notes), or not at all (absent).
 * A role that cannot read a record gets 404 for it, like an outsider; a role that can read the
 * student but not make a change gets 403 (requirements "IEP teams").
 */

/** A member's role on a student's team (the owner is not a member). */
export const TEAM_ROLES = ["co_teacher", "provider", "para", "viewer"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** What the signed-in teacher is to a student: its owner (case manager) or a member's role. */
export type StudentAccessRole = "owner" | TeamRole;

/** The words a screen shows for each role. */
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  co_teacher: "Co-teacher",
  provider: "Provider",
  para: "Paraprofessional",
  viewer: "Viewer",
};

/** One sentence per role, shown where a teacher picks a role. */
export const TEAM_ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  co_teacher: "Everything the case manager can, except deleting, sharing or transferring the student.",
  provider:
    "Reads the record; adds goals and edits their own; records data, logs sessions and parent contacts; writes notes.",
  para: "Reads the goals and accommodations; records data and logs sessions.",
  viewer: "Sees the IEP at a glance and the goals' progress, nothing else.",
};

/**
 * The capabilities a route needs, by what it touches. Reads come first; a `.read` capability is
 * what decides between 404 and 403 for a refused write (see `canReadStudent`).
 */
export const TEAM_CAPABILITIES = [
  /** The student's whole record: present levels, strengths, needs, services, history… */
  "record.read",
  /** The student's name and grade, its goals, their data points and graphs. */
  "goals.read",
  /** The accommodations and modifications (a para reads them beside the goals). */
  "accommodations.read",
  /** The IEP at a glance, on screen and as PDF. */
  "glance.read",
  /** The services and their session log. */
  "services.read",
  /** Notes, parent contacts, meetings, deadlines, the progress report, who is on the team. */
  "team-records.read",
  /** Change the record's fields, restore an earlier value. */
  "record.edit",
  /** Save an IEP draft into the record; the writing assistant on the record. */
  "iep.save",
  "goals.add",
  "goals.edit",
  "progress.record",
  "sessions.log",
  "services.edit",
  "contacts.log",
  "notes.write",
  "meetings.edit",
  "deadlines.edit",
  /** One student's record exported (ZIP or PDF). */
  "record.export",
  /** Owner only: delete the student, change the team and see who did what, transfer. */
  "student.delete",
  "members.manage",
  "student.transfer",
] as const;
export type TeamCapability = (typeof TEAM_CAPABILITIES)[number];

/** `"all"`: every record of the student; `"own"`: only those the member wrote or added. */
export type Grant = "all" | "own";

/** The role table (requirements "What each role may do"); a capability absent from a row is refused. */
export const ROLE_GRANTS: Record<TeamRole, Partial<Record<TeamCapability, Grant>>> = {
  co_teacher: {
    "record.read": "all",
    "goals.read": "all",
    "accommodations.read": "all",
    "glance.read": "all",
    "services.read": "all",
    "team-records.read": "all",
    "record.edit": "all",
    "iep.save": "all",
    "goals.add": "all",
    "goals.edit": "all",
    "progress.record": "all",
    "sessions.log": "all",
    "services.edit": "all",
    "contacts.log": "all",
    "notes.write": "all",
    "meetings.edit": "all",
    "deadlines.edit": "all",
    "record.export": "all",
  },
  provider: {
    "record.read": "all",
    "goals.read": "all",
    "accommodations.read": "all",
    "glance.read": "all",
    "services.read": "all",
    "team-records.read": "all",
    "goals.add": "all",
    "goals.edit": "own",
    "progress.record": "own",
    "sessions.log": "own",
    "contacts.log": "own",
    "notes.write": "own",
  },
  para: {
    "goals.read": "all",
    "accommodations.read": "all",
    "services.read": "all",
    "progress.record": "own",
    "sessions.log": "own",
  },
  viewer: {
    "goals.read": "all",
    "glance.read": "all",
  },
};

/**
 * What `role` may do with `capability`: `"all"`, `"own"` or `null` (refused). The owner may do
 * everything.
 */
export function grantOf(role: StudentAccessRole, capability: TeamCapability): Grant | null {
  if (role === "owner") return "all";
  return ROLE_GRANTS[role][capability] ?? null;
}

/** True when `role` may do `capability` on at least the records it wrote. */
export function can(role: StudentAccessRole, capability: TeamCapability): boolean {
  return grantOf(role, capability) !== null;
}

/**
 * The fields of a student's record `role` may read in `GET /students/:id` (requirements "What each
 * role may do"): every field for a role that reads the record; otherwise the identity, plus the
 * accommodations for a role that reads them. The rest are answered empty.
 */
export function studentFieldsVisible(
  role: StudentAccessRole,
): "all" | "identity" | "identity+accommodations" {
  if (can(role, "record.read")) return "all";
  return can(role, "accommodations.read") ? "identity+accommodations" : "identity";
}
