/**
 * One minimal valid request for each route of the team gate's table (`lib/team-operations.ts`), keyed
 * `METHOD /openapi/path`, and the answer the route gives when the sender may do it (requirements
 * "IEP teams", "What each role may do"). The access matrix sends each to every teacher of its
 * fixture (`team-matrix.ts`). Not a test file; imports no feature (decision 020).
 */
import { randomUUID } from "node:crypto";
import { fileForm, PNG_BYTES } from "./files.ts";
import type { FreshKind, MatrixIds } from "./team-matrix.ts";
import { MATRIX_RECEIVER_EMAIL, noteBody } from "./team-matrix.ts";

/** A request of the matrix: where, what, and the route's success answer. */
export interface MatrixRequest {
  url: (ids: MatrixIds) => string;
  body?: (ids: MatrixIds) => unknown;
  headers?: () => Record<string, string>;
  /** A multipart body instead of JSON (an upload). */
  form?: (ids: MatrixIds) => FormData;
  /** The route's answer to an allowed request (its success status). */
  ok: number;
  /**
   * An allowed request uses up what it names (a delete, a cancel, a transfer…): it is sent with a
   * fresh record of this kind instead of the shared one, so later requests still find theirs.
   */
  fresh?: FreshKind;
  /**
   * What a teacher with no part in the student gets, when it is not 404: a list filtered by a
   * student id answers such a teacher exactly as for a student that does not exist.
   */
  noPart?: { status: number; body: string };
}

const V = "/api/v1";
const DAY = "2026-11-12";
const get = (url: MatrixRequest["url"]): MatrixRequest => ({ url, ok: 200 });

/** The requests (see the module comment). */
export const MATRIX_REQUESTS: Readonly<Record<string, MatrixRequest>> = {
  // The record
  "GET /api/v1/students/{id}": get((t) => `${V}/students/${t.student}`),
  "PATCH /api/v1/students/{id}": {
    url: (t) => `${V}/students/${t.student}`,
    body: () => ({ grade: "4" }),
    ok: 200,
  },
  "DELETE /api/v1/students/{id}": { url: (t) => `${V}/students/${t.student}`, ok: 204, fresh: "student" },
  "POST /api/v1/students/{id}/iep-save": {
    url: (t) => `${V}/students/${t.student}/iep-save`,
    body: () => ({ presentLevels: "Reads 52 wcpm." }),
    ok: 200,
  },
  "GET /api/v1/students/{id}/field-history": get((t) => `${V}/students/${t.student}/field-history`),
  "POST /api/v1/students/{id}/field-history/{entryId}/restore": {
    url: (t) => `${V}/students/${t.student}/field-history/${t.historyEntry}/restore`,
    ok: 200,
  },
  "GET /api/v1/students/{studentId}/export": get((t) => `${V}/students/${t.student}/export?format=zip`),
  "GET /api/v1/students/{studentId}/at-a-glance": get((t) => `${V}/students/${t.student}/at-a-glance`),
  "POST /api/v1/exports/at-a-glance": {
    url: () => `${V}/exports/at-a-glance`,
    body: (t) => ({ studentIds: [t.student] }),
    ok: 200,
  },
  "POST /api/v1/reports/progress": {
    url: () => `${V}/reports/progress`,
    body: (t) => ({ studentId: t.student, from: "2026-09-01", to: "2026-11-20" }),
    ok: 200,
  },
  // The writing assistant on the record
  "POST /api/v1/ai/iep-draft": {
    url: () => `${V}/ai/iep-draft`,
    body: (t) => ({ studentId: t.student, section: "presentLevels" }),
    ok: 200,
  },
  "POST /api/v1/exports/iep-draft": {
    url: () => `${V}/exports/iep-draft`,
    body: (t) => ({
      studentId: t.student,
      sections: [{ title: "Present levels", text: "Reads 52 wcpm." }],
      format: "docx",
    }),
    ok: 200,
  },
  "POST /api/v1/ai/enhance": {
    url: () => `${V}/ai/enhance`,
    body: (t) => ({ fieldType: "enhance_observations", text: "He read good today.", studentId: t.student }),
    ok: 200,
  },
  "POST /api/v1/ai/suggestions": {
    url: () => `${V}/ai/suggestions`,
    body: (t) => ({ fieldType: "observations", input: "Reading", studentId: t.student }),
    ok: 200,
  },
  // Goals and their data
  "GET /api/v1/goals": get((t) => `${V}/goals?studentId=${t.student}`),
  "POST /api/v1/goals": {
    url: () => `${V}/goals`,
    body: (t) => ({ studentId: t.student, statement: "Write a five-sentence paragraph" }),
    ok: 201,
  },
  "GET /api/v1/goals/{id}": get((t) => `${V}/goals/${t.goal}`),
  "PATCH /api/v1/goals/{id}": {
    url: (t) => `${V}/goals/${t.goal}`,
    body: () => ({ statement: "Read 95 words correct per minute" }),
    ok: 200,
  },
  "DELETE /api/v1/goals/{id}": { url: (t) => `${V}/goals/${t.goal}`, ok: 204, fresh: "goal" },
  "GET /api/v1/progress-entries": get((t) => `${V}/progress-entries?goalId=${t.goal}`),
  "POST /api/v1/progress-entries": {
    url: () => `${V}/progress-entries`,
    body: (t) => ({ goalId: t.goal, entryDate: DAY, progressValue: 55 }),
    ok: 201,
  },
  "PATCH /api/v1/progress-entries/{id}": {
    url: (t) => `${V}/progress-entries/${t.entry}`,
    body: () => ({ note: "Cold read" }),
    ok: 200,
  },
  "DELETE /api/v1/progress-entries/{id}": {
    url: (t) => `${V}/progress-entries/${t.entry}`,
    ok: 204,
    fresh: "entry",
  },
  // Notes
  "GET /api/v1/notes": {
    ...get((t) => `${V}/notes?studentId=${t.student}`),
    noPart: { status: 200, body: "[]" },
  },
  "POST /api/v1/notes/generate": {
    url: () => `${V}/notes/generate`,
    body: (t) => noteBody(t.student),
    ok: 201,
  },
  "POST /api/v1/notes/offline-drafts": {
    url: () => `${V}/notes/offline-drafts`,
    body: (t) => ({ ...noteBody(t.student), noteText: "Read 52 wcpm.", draftedAt: `${DAY}T15:00:00Z` }),
    headers: () => ({ "idempotency-key": randomUUID() }),
    ok: 201,
  },
  "GET /api/v1/notes/{id}": get((t) => `${V}/notes/${t.note}`),
  "PATCH /api/v1/notes/{id}": {
    url: (t) => `${V}/notes/${t.note}`,
    body: () => ({ subject: "Fluency" }),
    ok: 200,
  },
  "DELETE /api/v1/notes/{id}": { url: (t) => `${V}/notes/${t.note}`, ok: 204, fresh: "note" },
  "POST /api/v1/exports/note/{id}": { url: (t) => `${V}/exports/note/${t.note}?format=docx`, ok: 200 },
  // Services and their log
  "GET /api/v1/students/{studentId}/services": get((t) => `${V}/students/${t.student}/services`),
  "POST /api/v1/students/{studentId}/services": {
    url: (t) => `${V}/students/${t.student}/services`,
    body: () => ({
      name: "Speech-language therapy",
      setting: "related_service",
      delivery: "individual",
      minutes: 30,
      period: "week",
      startDate: "2026-09-01",
      endDate: "2027-06-11",
    }),
    ok: 201,
  },
  "PATCH /api/v1/services/{id}": {
    url: (t) => `${V}/services/${t.service}`,
    body: () => ({ minutes: 90 }),
    ok: 200,
  },
  "DELETE /api/v1/services/{id}": { url: (t) => `${V}/services/${t.service}`, ok: 204, fresh: "service" },
  "GET /api/v1/service-sessions": get((t) => `${V}/service-sessions?studentId=${t.student}`),
  "POST /api/v1/service-sessions": {
    url: () => `${V}/service-sessions`,
    body: (t) => ({ serviceId: t.service, date: DAY, minutes: 25, status: "delivered" }),
    ok: 201,
  },
  "PATCH /api/v1/service-sessions/{id}": {
    url: (t) => `${V}/service-sessions/${t.session}`,
    body: () => ({ minutes: 20 }),
    ok: 200,
  },
  "DELETE /api/v1/service-sessions/{id}": {
    url: (t) => `${V}/service-sessions/${t.session}`,
    ok: 204,
    fresh: "session",
  },
  "GET /api/v1/students/{studentId}/service-log": get(
    (t) => `${V}/students/${t.student}/service-log?from=2026-09-01&to=2026-11-20`,
  ),
  "GET /api/v1/students/{studentId}/service-summary": get(
    (t) => `${V}/students/${t.student}/service-summary`,
  ),
  // Parent contacts
  "GET /api/v1/students/{studentId}/contacts": get((t) => `${V}/students/${t.student}/contacts`),
  "POST /api/v1/students/{studentId}/contacts": {
    url: (t) => `${V}/students/${t.student}/contacts`,
    body: () => ({ date: DAY, method: "email", direction: "incoming", purpose: "general", outcome: "sent" }),
    ok: 201,
  },
  "GET /api/v1/students/{studentId}/contact-log": get((t) => `${V}/students/${t.student}/contact-log`),
  "PATCH /api/v1/contacts/{id}": {
    url: (t) => `${V}/contacts/${t.contact}`,
    body: () => ({ summary: "Called home" }),
    ok: 200,
  },
  "DELETE /api/v1/contacts/{id}": { url: (t) => `${V}/contacts/${t.contact}`, ok: 204, fresh: "contact" },
  // Meetings and deadlines
  "GET /api/v1/meetings": get((t) => `${V}/meetings?studentId=${t.student}`),
  "POST /api/v1/meetings": {
    url: () => `${V}/meetings`,
    body: (t) => ({ studentId: t.student, scheduledDate: "2026-12-10T16:00:00Z" }),
    ok: 201,
  },
  "GET /api/v1/meetings/{id}": get((t) => `${V}/meetings/${t.meeting}`),
  "PATCH /api/v1/meetings/{id}": {
    url: (t) => `${V}/meetings/${t.meeting}`,
    body: () => ({ location: "Room 4" }),
    ok: 200,
  },
  "DELETE /api/v1/meetings/{id}": { url: (t) => `${V}/meetings/${t.meeting}`, ok: 204, fresh: "meeting" },
  "POST /api/v1/meetings/{id}/reschedule": {
    url: (t) => `${V}/meetings/${t.meeting}/reschedule`,
    body: () => ({ scheduledDate: "2026-12-11T16:00:00Z" }),
    ok: 200,
    fresh: "meeting",
  },
  "POST /api/v1/meetings/{id}/cancel": {
    url: (t) => `${V}/meetings/${t.meeting}/cancel`,
    body: () => ({ reason: "The parent asked for another day" }),
    ok: 200,
    fresh: "meeting",
  },
  "POST /api/v1/meetings/{id}/held": {
    url: (t) => `${V}/meetings/${t.meeting}/held`,
    body: () => ({}),
    ok: 200,
    fresh: "meeting",
  },
  "GET /api/v1/meetings/{id}/attendees": get((t) => `${V}/meetings/${t.meeting}/attendees`),
  "POST /api/v1/meetings/{id}/attendees": {
    url: (t) => `${V}/meetings/${t.meeting}/attendees`,
    body: () => ({ attendeeName: "Lee Grant" }),
    ok: 201,
  },
  "PATCH /api/v1/meetings/{id}/attendees/{attendeeId}": {
    url: (t) => `${V}/meetings/${t.meeting}/attendees/${t.attendee}`,
    body: () => ({ attendanceStatus: "accepted" }),
    ok: 200,
  },
  "DELETE /api/v1/meetings/{id}/attendees/{attendeeId}": {
    url: (t) => `${V}/meetings/${t.meeting}/attendees/${t.attendee}`,
    ok: 204,
    fresh: "attendee",
  },
  "GET /api/v1/deadlines": get((t) => `${V}/deadlines?studentId=${t.student}`),
  "POST /api/v1/deadlines": {
    url: () => `${V}/deadlines`,
    body: (t) => ({ studentId: t.student, dueDate: "2027-02-01", title: "Transition plan" }),
    ok: 201,
  },
  "GET /api/v1/deadlines/{id}": get((t) => `${V}/deadlines/${t.deadline}`),
  "PATCH /api/v1/deadlines/{id}": {
    url: (t) => `${V}/deadlines/${t.deadline}`,
    body: () => ({ title: "Three-year re-evaluation" }),
    ok: 200,
  },
  "DELETE /api/v1/deadlines/{id}": { url: (t) => `${V}/deadlines/${t.deadline}`, ok: 204, fresh: "deadline" },
  // The team itself
  "GET /api/v1/students/{studentId}/members": get((t) => `${V}/students/${t.student}/members`),
  "POST /api/v1/students/{studentId}/members": {
    url: (t) => `${V}/students/${t.student}/members`,
    body: () => ({ email: `invitee-${randomUUID().slice(0, 8)}@school.test`, role: "viewer" }),
    ok: 201,
  },
  "PATCH /api/v1/members/{id}": {
    url: (t) => `${V}/members/${t.member}`,
    body: () => ({ role: "viewer" }),
    ok: 200,
  },
  "DELETE /api/v1/members/{id}": { url: (t) => `${V}/members/${t.member}`, ok: 204, fresh: "member" },
  "GET /api/v1/students/{studentId}/activity": get((t) => `${V}/students/${t.student}/activity`),
  "POST /api/v1/students/{studentId}/transfer": {
    url: (t) => `${V}/students/${t.student}/transfer`,
    // To a teacher with an account (an address with none is refused 400 before anything else).
    body: () => ({ email: MATRIX_RECEIVER_EMAIL, keepAccess: "none" }),
    ok: 201,
    fresh: "student",
  },
  // IEP versions (a new draft needs a student without one: a fresh student)
  "GET /api/v1/students/{studentId}/ieps": get((t) => `${V}/students/${t.student}/ieps`),
  "POST /api/v1/students/{studentId}/ieps": {
    url: (t) => `${V}/students/${t.student}/ieps`,
    body: () => ({ kind: "annual", startDate: "2026-09-15" }),
    ok: 201,
    fresh: "student",
  },
  "GET /api/v1/ieps/{id}": get((t) => `${V}/ieps/${t.iep}`),
  "PATCH /api/v1/ieps/{id}": {
    url: (t) => `${V}/ieps/${t.iep}`,
    body: () => ({ endDate: "2027-09-14" }),
    ok: 200,
  },
  "POST /api/v1/ieps/{id}/update-record": {
    url: (t) => `${V}/ieps/${t.iep}/update-record`,
    body: () => ({ fields: ["presentLevels"] }),
    ok: 200,
  },
  "POST /api/v1/ieps/{id}/finalize": { url: (t) => `${V}/ieps/${t.iep}/finalize`, ok: 200, fresh: "iep" },
  "DELETE /api/v1/ieps/{id}": { url: (t) => `${V}/ieps/${t.iep}`, ok: 204, fresh: "iep" },
  // IEP documents
  "GET /api/v1/ieps/{id}/pdf": get((t) => `${V}/ieps/${t.iep}/pdf`),
  "GET /api/v1/ieps/{id}/docx": get((t) => `${V}/ieps/${t.iep}/docx`),
  "GET /api/v1/ieps/{id}/notices/{notice}": get((t) => `${V}/ieps/${t.iep}/notices/prior-written-notice`),
  // Signatures and consent
  "GET /api/v1/ieps/{id}/signatures": get((t) => `${V}/ieps/${t.finalIep}/signatures`),
  "POST /api/v1/ieps/{id}/signatures": {
    url: (t) => `${V}/ieps/${t.finalIep}/signatures`,
    body: () => ({
      signerName: "Lee Grant",
      signerRole: "general_education_teacher",
      method: "typed",
      signature: "Lee Grant",
    }),
    ok: 201,
  },
  "POST /api/v1/ieps/{id}/signing-links": {
    url: (t) => `${V}/ieps/${t.finalIep}/signing-links`,
    body: () => ({ email: "parent@family.test", signerName: "Ana Parent" }),
    ok: 201,
  },
  "POST /api/v1/ieps/{id}/consents": {
    url: (t) => `${V}/ieps/${t.finalIep}/consents`,
    body: () => ({ kind: "initial_services", response: "given", respondedOn: DAY, parentName: "Ana Parent" }),
    ok: 201,
  },
  // Withdrawing a withdrawn link changes nothing: the shared link serves every sender.
  "DELETE /api/v1/signing-links/{id}": { url: (t) => `${V}/signing-links/${t.signingLink}`, ok: 204 },
  // Attachments
  "GET /api/v1/students/{studentId}/files": get((t) => `${V}/students/${t.student}/files`),
  "POST /api/v1/students/{studentId}/files": {
    url: (t) => `${V}/students/${t.student}/files`,
    form: () => fileForm("chart.png", PNG_BYTES, { category: "medical" }),
    ok: 201,
  },
  "GET /api/v1/files/{id}": get((t) => `${V}/files/${t.file}`),
  "DELETE /api/v1/files/{id}": { url: (t) => `${V}/files/${t.file}`, ok: 204, fresh: "file" },
};
