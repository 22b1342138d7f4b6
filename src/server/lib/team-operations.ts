/**
 * Every /api/v1 route that names one student, with where its student is found and the capability a
 * member of the student's team needs (requirements "IEP teams", "What each role may do"). The access
 * gate (`team-gate.ts`) reads this table on every request; a route absent from it acts on the
 * signed-in teacher's own records only, as before teams (a member reaches nothing through it).
 *
 * `locate`: the path parameter, query parameter or JSON body field that names the student, or a row
 * of one of the student's records (`kind`). `need`: the capability (`shared/domain/team-access.ts`).
 * `read`: for a change of a row, the capability that lets a member see that row; a member who cannot
 * see it gets 404, one who sees it but may not change it 403.
 */
import type { TeamCapability } from "../../shared/domain/team-access.ts";
import type { StudentRowKind } from "./student-access.ts";

export type Locate =
  | { from: "param" | "query" | "body"; name: string; kind?: StudentRowKind }
  /** A JSON body list of student ids (the at-a-glance PDF of several students). */
  | { from: "bodyList"; name: string };

export interface TeamOperation {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The OpenAPI path, parameters in braces. */
  path: string;
  locate: Locate;
  need: TeamCapability;
  read?: TeamCapability;
}

const V = "/api/v1";
const param = (name: string, kind?: StudentRowKind): Locate => ({ from: "param", name, kind });
const query = (name: string, kind?: StudentRowKind): Locate => ({ from: "query", name, kind });
const body = (name: string, kind?: StudentRowKind): Locate => ({ from: "body", name, kind });

const student = param("id");
const studentParam = param("studentId");

/** The table (requirements "What each role may do"). */
export const TEAM_OPERATIONS: readonly TeamOperation[] = [
  // The record
  { method: "GET", path: `${V}/students/{id}`, locate: student, need: "goals.read" },
  { method: "PATCH", path: `${V}/students/{id}`, locate: student, need: "record.edit" },
  { method: "DELETE", path: `${V}/students/{id}`, locate: student, need: "student.delete" },
  { method: "POST", path: `${V}/students/{id}/iep-save`, locate: student, need: "iep.save" },
  { method: "GET", path: `${V}/students/{id}/field-history`, locate: student, need: "record.read" },
  {
    method: "POST",
    path: `${V}/students/{id}/field-history/{entryId}/restore`,
    locate: student,
    need: "record.edit",
  },
  { method: "GET", path: `${V}/students/{studentId}/export`, locate: studentParam, need: "record.export" },
  { method: "GET", path: `${V}/students/{studentId}/at-a-glance`, locate: studentParam, need: "glance.read" },
  {
    method: "POST",
    path: `${V}/exports/at-a-glance`,
    locate: { from: "bodyList", name: "studentIds" },
    need: "glance.read",
  },
  { method: "POST", path: `${V}/reports/progress`, locate: body("studentId"), need: "team-records.read" },
  // The writing assistant on the record
  { method: "POST", path: `${V}/ai/iep-draft`, locate: body("studentId"), need: "iep.save" },
  { method: "POST", path: `${V}/exports/iep-draft`, locate: body("studentId"), need: "iep.save" },
  { method: "POST", path: `${V}/ai/enhance`, locate: body("studentId"), need: "notes.write" },
  { method: "POST", path: `${V}/ai/suggestions`, locate: body("studentId"), need: "notes.write" },
  // Goals and their data
  { method: "GET", path: `${V}/goals`, locate: query("studentId"), need: "goals.read" },
  { method: "POST", path: `${V}/goals`, locate: body("studentId"), need: "goals.add" },
  { method: "GET", path: `${V}/goals/{id}`, locate: param("id", "goal"), need: "goals.read" },
  {
    method: "PATCH",
    path: `${V}/goals/{id}`,
    locate: param("id", "goal"),
    need: "goals.edit",
    read: "goals.read",
  },
  {
    method: "DELETE",
    path: `${V}/goals/{id}`,
    locate: param("id", "goal"),
    need: "goals.edit",
    read: "goals.read",
  },
  { method: "GET", path: `${V}/progress-entries`, locate: query("goalId", "goal"), need: "goals.read" },
  { method: "POST", path: `${V}/progress-entries`, locate: body("goalId", "goal"), need: "progress.record" },
  {
    method: "PATCH",
    path: `${V}/progress-entries/{id}`,
    locate: param("id", "entry"),
    need: "progress.record",
    read: "goals.read",
  },
  {
    method: "DELETE",
    path: `${V}/progress-entries/{id}`,
    locate: param("id", "entry"),
    need: "progress.record",
    read: "goals.read",
  },
  // Notes
  { method: "GET", path: `${V}/notes`, locate: query("studentId"), need: "team-records.read" },
  { method: "POST", path: `${V}/notes/generate`, locate: body("studentId"), need: "notes.write" },
  { method: "POST", path: `${V}/notes/offline-drafts`, locate: body("studentId"), need: "notes.write" },
  { method: "GET", path: `${V}/notes/{id}`, locate: param("id", "note"), need: "team-records.read" },
  {
    method: "PATCH",
    path: `${V}/notes/{id}`,
    locate: param("id", "note"),
    need: "notes.write",
    read: "team-records.read",
  },
  {
    method: "DELETE",
    path: `${V}/notes/{id}`,
    locate: param("id", "note"),
    need: "notes.write",
    read: "team-records.read",
  },
  { method: "POST", path: `${V}/exports/note/{id}`, locate: param("id", "note"), need: "team-records.read" },
  // Services and their log
  { method: "GET", path: `${V}/students/{studentId}/services`, locate: studentParam, need: "services.read" },
  { method: "POST", path: `${V}/students/{studentId}/services`, locate: studentParam, need: "services.edit" },
  {
    method: "PATCH",
    path: `${V}/services/{id}`,
    locate: param("id", "service"),
    need: "services.edit",
    read: "services.read",
  },
  {
    method: "DELETE",
    path: `${V}/services/{id}`,
    locate: param("id", "service"),
    need: "services.edit",
    read: "services.read",
  },
  { method: "GET", path: `${V}/service-sessions`, locate: query("studentId"), need: "services.read" },
  {
    method: "POST",
    path: `${V}/service-sessions`,
    locate: body("serviceId", "service"),
    need: "sessions.log",
  },
  {
    method: "PATCH",
    path: `${V}/service-sessions/{id}`,
    locate: param("id", "session"),
    need: "sessions.log",
    read: "services.read",
  },
  {
    method: "DELETE",
    path: `${V}/service-sessions/{id}`,
    locate: param("id", "session"),
    need: "sessions.log",
    read: "services.read",
  },
  {
    method: "GET",
    path: `${V}/students/{studentId}/service-log`,
    locate: studentParam,
    need: "services.read",
  },
  {
    method: "GET",
    path: `${V}/students/{studentId}/service-summary`,
    locate: studentParam,
    need: "services.read",
  },
  // Parent contacts
  {
    method: "GET",
    path: `${V}/students/{studentId}/contacts`,
    locate: studentParam,
    need: "team-records.read",
  },
  { method: "POST", path: `${V}/students/{studentId}/contacts`, locate: studentParam, need: "contacts.log" },
  {
    method: "GET",
    path: `${V}/students/{studentId}/contact-log`,
    locate: studentParam,
    need: "team-records.read",
  },
  {
    method: "PATCH",
    path: `${V}/contacts/{id}`,
    locate: param("id", "contact"),
    need: "contacts.log",
    read: "team-records.read",
  },
  {
    method: "DELETE",
    path: `${V}/contacts/{id}`,
    locate: param("id", "contact"),
    need: "contacts.log",
    read: "team-records.read",
  },
  // Meetings and deadlines
  { method: "GET", path: `${V}/meetings`, locate: query("studentId"), need: "team-records.read" },
  { method: "POST", path: `${V}/meetings`, locate: body("studentId"), need: "meetings.edit" },
  { method: "GET", path: `${V}/meetings/{id}`, locate: param("id", "meeting"), need: "team-records.read" },
  ...["PATCH", "DELETE"].map((method) => ({
    method: method as "PATCH" | "DELETE",
    path: `${V}/meetings/{id}`,
    locate: param("id", "meeting"),
    need: "meetings.edit" as const,
    read: "team-records.read" as const,
  })),
  ...["reschedule", "cancel", "held"].map((action) => ({
    method: "POST" as const,
    path: `${V}/meetings/{id}/${action}`,
    locate: param("id", "meeting"),
    need: "meetings.edit" as const,
    read: "team-records.read" as const,
  })),
  {
    method: "GET",
    path: `${V}/meetings/{id}/attendees`,
    locate: param("id", "meeting"),
    need: "team-records.read",
  },
  {
    method: "POST",
    path: `${V}/meetings/{id}/attendees`,
    locate: param("id", "meeting"),
    need: "meetings.edit",
    read: "team-records.read",
  },
  ...["PATCH", "DELETE"].map((method) => ({
    method: method as "PATCH" | "DELETE",
    path: `${V}/meetings/{id}/attendees/{attendeeId}`,
    locate: param("id", "meeting"),
    need: "meetings.edit" as const,
    read: "team-records.read" as const,
  })),
  { method: "GET", path: `${V}/deadlines`, locate: query("studentId"), need: "team-records.read" },
  { method: "POST", path: `${V}/deadlines`, locate: body("studentId"), need: "deadlines.edit" },
  { method: "GET", path: `${V}/deadlines/{id}`, locate: param("id", "deadline"), need: "team-records.read" },
  ...["PATCH", "DELETE"].map((method) => ({
    method: method as "PATCH" | "DELETE",
    path: `${V}/deadlines/{id}`,
    locate: param("id", "deadline"),
    need: "deadlines.edit" as const,
    read: "team-records.read" as const,
  })),
  // The team itself: who is on it is read like the team's records; changing it is the owner's alone
  {
    method: "GET",
    path: `${V}/students/{studentId}/members`,
    locate: studentParam,
    need: "team-records.read",
  },
  {
    method: "POST",
    path: `${V}/students/{studentId}/members`,
    locate: studentParam,
    need: "members.manage",
    read: "team-records.read",
  },
  {
    method: "PATCH",
    path: `${V}/members/{id}`,
    locate: param("id", "member"),
    need: "members.manage",
    read: "team-records.read",
  },
  {
    method: "DELETE",
    path: `${V}/members/{id}`,
    locate: param("id", "member"),
    need: "members.manage",
    read: "team-records.read",
  },
  { method: "GET", path: `${V}/students/{studentId}/activity`, locate: studentParam, need: "members.manage" },
  {
    method: "POST",
    path: `${V}/students/{studentId}/transfer`,
    locate: studentParam,
    need: "student.transfer",
  },
  // IEP versions (requirements "IEP versions")
  { method: "GET", path: `${V}/students/{studentId}/ieps`, locate: studentParam, need: "record.read" },
  { method: "POST", path: `${V}/students/{studentId}/ieps`, locate: studentParam, need: "iep.save" },
  { method: "GET", path: `${V}/ieps/{id}`, locate: param("id", "iep"), need: "record.read" },
  {
    method: "PATCH",
    path: `${V}/ieps/{id}`,
    locate: param("id", "iep"),
    need: "iep.save",
    read: "record.read",
  },
  {
    method: "POST",
    path: `${V}/ieps/{id}/update-record`,
    locate: param("id", "iep"),
    need: "record.edit",
    read: "record.read",
  },
  {
    method: "POST",
    path: `${V}/ieps/{id}/finalize`,
    locate: param("id", "iep"),
    need: "iep.save",
    read: "record.read",
  },
  {
    method: "DELETE",
    path: `${V}/ieps/{id}`,
    locate: param("id", "iep"),
    need: "iep.save",
    read: "record.read",
  },
  // IEP documents (requirements "Notices"): reading them is reading the record
  { method: "GET", path: `${V}/ieps/{id}/pdf`, locate: param("id", "iep"), need: "record.read" },
  { method: "GET", path: `${V}/ieps/{id}/docx`, locate: param("id", "iep"), need: "record.read" },
  { method: "GET", path: `${V}/ieps/{id}/notices/{notice}`, locate: param("id", "iep"), need: "record.read" },
  // Signatures and consent
  {
    method: "GET",
    path: `${V}/ieps/{id}/signatures`,
    locate: param("id", "iep"),
    need: "record.read",
  },
  ...["signatures", "signing-links", "consents"].map((what) => ({
    method: "POST" as const,
    path: `${V}/ieps/{id}/${what}`,
    locate: param("id", "iep"),
    need: "iep.save" as const,
    read: "record.read" as const,
  })),
  {
    method: "DELETE",
    path: `${V}/signing-links/{id}`,
    locate: param("id", "signing-link"),
    need: "iep.save",
    read: "record.read",
  },
  // Attachments (requirements "Attachments")
  { method: "GET", path: `${V}/students/{studentId}/files`, locate: studentParam, need: "record.read" },
  {
    method: "POST",
    path: `${V}/students/{studentId}/files`,
    locate: studentParam,
    need: "record.edit",
    read: "record.read",
  },
  { method: "GET", path: `${V}/files/{id}`, locate: param("id", "file"), need: "record.read" },
  {
    method: "DELETE",
    path: `${V}/files/{id}`,
    locate: param("id", "file"),
    need: "record.edit",
    read: "record.read",
  },
];
