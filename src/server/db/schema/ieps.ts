/**
 * The IEP as a legal document (requirements "IEP documents"):
 *
 * - `ieps`: one version of a student's IEP. `kind` initial | annual | amendment | interim; `status`
 *   draft | final | superseded. `content` is the snapshot of what 34 CFR 300.320 requires
 *   (`shared/contracts/ieps.ts` `IepContent`), taken from the record when the draft is made and edited
 *   as one document; a final version is never written again (34 CFR 300.324(a)(4): an amendment is a
 *   new version that `amends` the final one). At most one draft per student (a partial unique index).
 * - `iep_signatures`: a signature on one IEP: the signer's name, role, a drawn (PNG data URL) or typed
 *   signature, the SHA-256 of the IEP's PDF (without its signature page) when signed, and when.
 *   `voided_at` is set when the document changes after the signature.
 * - `iep_signing_links`: a single-use link a parent signs through without an account; only the
 *   SHA-256 of its token is stored; it expires after 14 days and after one use.
 * - `iep_consents`: a parent's answer to a consent request (34 CFR 300.300): given, refused or given
 *   in part, with the date.
 *
 * Every table carries the owner (`user_id`) and the student, so a transfer moves them and every query
 * is scoped by the owner. Deleting the student or the account deletes them (foreign keys cascade).
 */
import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { IepAmendment, IepContent } from "../../../shared/contracts/ieps.ts";
import { users } from "./auth.ts";
import { meetings } from "./meetings.ts";
import { students } from "./students.ts";

/** What a final IEP's documents print from outside the IEP row, frozen at finalize (`ieps.printed`). */
export interface IepPrintedHeader {
  student: { name: string; dateOfBirth: string | null; grade: string | null };
  /** The meeting (`scheduledDate` as ISO 8601) and its attendees; null when none. */
  meeting: { scheduledDate: string; attendees: { name: string; role: string }[] } | null;
  /** The teacher's IANA zone; null = UTC. */
  timeZone: string | null;
  /** The language the signed document is in: "en" | "es". */
  language: "en" | "es";
}

export const ieps = pgTable(
  "ieps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    /** initial | annual | amendment | interim. */
    kind: text("kind").notNull(),
    /** draft | final | superseded. */
    status: text("status").notNull().default("draft"),
    /** The IEP meeting it was agreed at (its attendees are the signers offered). */
    meetingId: uuid("meeting_id").references(() => meetings.id, { onDelete: "set null" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    content: jsonb("content").$type<IepContent>().notNull(),
    /** For an amendment: the final IEP it amends. */
    amendsId: uuid("amends_id"),
    /** For an amendment: what changed and why. */
    amendment: jsonb("amendment").$type<IepAmendment>(),
    /** Who made the version (null: the owner); a co-teacher may draft. */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * What a final IEP prints besides its own columns, as it was when finalized (the student's name,
     * date of birth and grade, the meeting and its attendees, the teacher's zone, the document's
     * language), so a later change of the record never changes the signed document. Null on a draft.
     */
    printed: jsonb("printed").$type<IepPrintedHeader>(),
    finalizedAt: timestamp("finalized_at", { withTimezone: true }),
    finalizedByUserId: text("finalized_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ieps_user_id_student_id_idx").on(t.userId, t.studentId),
    uniqueIndex("ieps_one_draft_per_student_idx").on(t.studentId).where(sql`status = 'draft'`),
  ],
);

export const iepSignatures = pgTable(
  "iep_signatures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    iepId: uuid("iep_id")
      .notNull()
      .references(() => ieps.id, { onDelete: "cascade" }),
    signerName: text("signer_name").notNull(),
    /** The signer's part on the team (`IEP_SIGNER_ROLES`). */
    signerRole: text("signer_role").notNull(),
    /** drawn | typed. */
    method: text("method").notNull(),
    /** drawn: a PNG data URL; typed: the name as typed. */
    signature: text("signature").notNull(),
    /** The SHA-256 (hex) of the IEP's PDF, without its signature page, when signed. */
    documentSha256: text("document_sha256").notNull(),
    /** The signing link it came through (a parent's), if any. */
    linkId: uuid("link_id"),
    /** The teacher whose session recorded it; null when signed through a link. */
    recordedByUserId: text("recorded_by_user_id").references(() => users.id, { onDelete: "set null" }),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
  },
  (t) => [index("iep_signatures_iep_id_idx").on(t.iepId), index("iep_signatures_user_id_idx").on(t.userId)],
);

export const iepSigningLinks = pgTable(
  "iep_signing_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    iepId: uuid("iep_id")
      .notNull()
      .references(() => ieps.id, { onDelete: "cascade" }),
    /** SHA-256 (hex) of the link's secret token; the token itself is only in the e-mail. */
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    signerName: text("signer_name").notNull(),
    signerRole: text("signer_role").notNull(),
    /** The consent asked with the signature (`IEP_CONSENT_KINDS`), if any. */
    consentKind: text("consent_kind"),
    /** The family's language for the page and the e-mail: en | es. */
    language: text("language").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("iep_signing_links_token_hash_idx").on(t.tokenHash),
    index("iep_signing_links_iep_id_idx").on(t.iepId),
  ],
);

export const iepConsents = pgTable(
  "iep_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    iepId: uuid("iep_id")
      .notNull()
      .references(() => ieps.id, { onDelete: "cascade" }),
    /** initial_services | reevaluation | amendment_without_meeting. */
    kind: text("kind").notNull(),
    /** given | refused | partial. */
    response: text("response").notNull(),
    /** For "partial": what the parent consents to and what not. */
    details: text("details"),
    /** The date the parent answered. */
    respondedOn: date("responded_on", { mode: "string" }).notNull(),
    /** The parent's name as given. */
    parentName: text("parent_name").notNull(),
    linkId: uuid("link_id"),
    recordedByUserId: text("recorded_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("iep_consents_iep_id_idx").on(t.iepId)],
);

/**
 * Files on a student or one of its IEPs (requirements "Attachments"): evaluation reports, outside
 * reports, medical letters. The bytes are never in the database: `storage_key` names them in the file
 * store (`DATA_DIR/files/attachments`, or an S3-compatible bucket with `FILES_S3_URL`); the key holds
 * no owner, so a transfer moves only the row.
 */
export const studentFiles = pgTable(
  "student_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    /** The IEP it belongs to, if any. */
    iepId: uuid("iep_id").references(() => ieps.id, { onDelete: "set null" }),
    /** The name as uploaded (shown and used for the download). */
    fileName: text("file_name").notNull(),
    /** The content type found in the bytes (never the one the browser claimed). */
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    /** What the file is: evaluation | outside_report | medical | other. */
    category: text("category").notNull().default("other"),
    uploadedByUserId: text("uploaded_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("student_files_user_id_student_id_idx").on(t.userId, t.studentId)],
);
