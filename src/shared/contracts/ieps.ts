/**
 * The IEP as a legal document (requirements "IEP documents"): versions of a student's IEP (draft,
 * final, superseded), amendments, the documents made from them (the IEP, prior written notice,
 * consent forms), signatures, parents' single-use signing links and consent answers.
 *
 * `IepContent` holds what 34 CFR 300.320 requires of an IEP; its sections, titles and sources are
 * listed once in `shared/domain/iep-document.ts` (`IEP_SECTIONS`), which the editor, the PDF, the
 * Word file and the comparison of two versions all read.
 */
import { z } from "zod";
import { isoDate, isoDateTime, nullableText, requiredText, TEXT_LIMITS, text } from "./common.ts";

// ---------------------------------------------------------------------------------------------------
// Versions

/** initial: the first IEP; annual: the yearly review (34 CFR 300.324(b)); amendment: a change between
 *  reviews (300.324(a)(4)); interim: a short IEP for a student who moved in (300.323(e)–(f)). */
export const IEP_KINDS = ["initial", "annual", "amendment", "interim"] as const;
export type IepKind = (typeof IEP_KINDS)[number];
export const IEP_KIND_LABELS: Record<IepKind, string> = {
  initial: "Initial IEP",
  annual: "Annual IEP",
  amendment: "Amendment",
  interim: "Interim IEP",
};

/** draft: being written; final: agreed and frozen; superseded: a later final replaced it. */
export const IEP_STATUSES = ["draft", "final", "superseded"] as const;
export type IepStatus = (typeof IEP_STATUSES)[number];

const LONG = TEXT_LIMITS.long;
/** A prose section of the IEP: trimmed text ≤ 10,000 characters, "" when empty. */
const section = () =>
  text()
    .trim()
    .max(LONG, { message: `must be ${LONG} characters or fewer` });
const line = (max: number) =>
  text()
    .trim()
    .max(max, { message: `must be ${max} characters or fewer` });

/** One measurable annual goal as written in the IEP (34 CFR 300.320(a)(2)). */
export const iepGoalSchema = z.strictObject({
  /** The structured goal it was taken from (`iep_goals`), or null for a goal written in the IEP. */
  goalId: z.uuid().nullable(),
  /** The area, e.g. "Reading fluency". */
  area: line(200),
  statement: requiredText(2_000, "Goal statement"),
  /** The present performance it starts from, e.g. "52 words correct per minute (2026-09-08)". */
  baseline: line(500),
  /** How it is measured, e.g. "Weekly 1-minute oral reading fluency probes (CBM)". */
  measurement: line(500),
  /** Short-term objectives or benchmarks, where used (300.320(a)(2)(ii)). */
  benchmarks: z.array(requiredText(1_000, "Benchmark")).max(12, { message: "at most 12 benchmarks" }),
});
export type IepGoal = z.infer<typeof iepGoalSchema>;

/** special_education | related (300.34) | supplementary aids and services (300.42). */
export const IEP_SERVICE_CATEGORIES = ["special_education", "related", "supplementary"] as const;
export type IepServiceCategory = (typeof IEP_SERVICE_CATEGORIES)[number];

/** One service with its frequency, duration, location and dates (34 CFR 300.320(a)(4), (a)(7)). */
export const iepServiceSchema = z.strictObject({
  name: requiredText(200, "Service name"),
  category: z.enum(IEP_SERVICE_CATEGORIES, {
    message: "must be special_education, related or supplementary",
  }),
  /** Minutes per `period`. */
  minutes: z
    .number({ message: "must be a number of minutes" })
    .int({ message: "must be a whole number of minutes" })
    .min(1, { message: "must be at least 1 minute" })
    .max(10_000, { message: "must be 10,000 minutes or fewer" }),
  period: z.enum(["day", "week", "month"], { message: "must be day, week or month" }),
  /** Where, e.g. "Special education classroom" or "General education classroom". */
  setting: line(200),
  /** Who provides it (a role or a name). */
  provider: line(200),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
});
export type IepService = z.infer<typeof iepServiceSchema>;

/** What the prior written notice states (34 CFR 300.503(b)). */
export const priorWrittenNoticeSchema = z.strictObject({
  /** The action the district proposes or refuses, in words. */
  proposedAction: section(),
  /** Why the district proposes or refuses it. */
  reasons: section(),
  /** Other options considered and why they were rejected. */
  optionsConsidered: section(),
  /** Each evaluation procedure, assessment, record or report used as a basis. */
  dataUsed: section(),
  /** Other factors relevant to the proposal or refusal. */
  otherFactors: section(),
});
export type PriorWrittenNotice = z.infer<typeof priorWrittenNoticeSchema>;

/**
 * The IEP's content (34 CFR 300.320 and the special factors of 300.324(a)(2)); every key is always
 * present, "" or [] when empty. Titles and sources: `IEP_SECTIONS`.
 */
export const iepContentSchema = z.strictObject({
  /** (a)(1) Present levels of academic achievement and functional performance (PLAAFP). */
  presentLevels: section(),
  /** (a)(2) Measurable annual goals. */
  annualGoals: z.array(iepGoalSchema).max(50, { message: "at most 50 goals" }),
  /** (a)(3) How progress is measured and when it is reported to the parents. */
  progressReporting: section(),
  /** (a)(4) Special education, related services and supplementary aids. */
  services: z.array(iepServiceSchema).max(50, { message: "at most 50 services" }),
  /** Notes on service delivery (the record's `serviceDelivery` narrative). */
  serviceNotes: section(),
  /** (a)(4) Program modifications and supports, accommodations; one per item. */
  accommodations: z
    .array(line(500).min(1, { message: "an accommodation cannot be empty" }))
    .max(100, { message: "at most 100 accommodations" }),
  /** (a)(5) The extent, if any, the child will not participate with non-disabled children. */
  nonParticipation: section(),
  /** (a)(6) Accommodations in state and district assessments, or the alternate assessment and why. */
  assessmentParticipation: section(),
  /** (b) Transition: postsecondary goals and transition services, from the IEP in effect at 16. */
  transition: section(),
  /** Extended school year services (300.106). */
  extendedSchoolYear: section(),
  /** Placement in the least restrictive environment (300.114–300.116). */
  lre: section(),
  /** Special factors (300.324(a)(2)): behaviour, communication, assistive technology. */
  behaviorSupport: section(),
  communication: section(),
  assistiveTechnology: section(),
  priorWrittenNotice: priorWrittenNoticeSchema,
});
export type IepContent = z.infer<typeof iepContentSchema>;

/** What an amendment changes and why (34 CFR 300.324(a)(4)). */
export const iepAmendmentSchema = z.strictObject({
  reason: requiredText(2_000, "The reason for the amendment"),
  /** "With a meeting" or "without a meeting, the parent agreeing in writing". */
  withoutMeeting: z.boolean(),
});
export type IepAmendment = z.infer<typeof iepAmendmentSchema>;

/** One IEP version as the API returns it. */
export const iepSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  kind: z.enum(IEP_KINDS),
  status: z.enum(IEP_STATUSES),
  meetingId: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  content: iepContentSchema,
  /** For an amendment: the final IEP it amends. */
  amends: z.string().nullable(),
  amendment: iepAmendmentSchema.nullable(),
  finalizedAt: z.string().nullable(),
  /** Who made the version, when it is not the owner. */
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Iep = z.infer<typeof iepSchema>;

export const iepListSchema = z.object({ ieps: z.array(iepSchema) });
export type IepList = z.infer<typeof iepListSchema>;

/**
 * POST /api/v1/students/:studentId/ieps: a draft made from the record. An amendment names the final
 * IEP it amends (`amends`) and starts from it; the others start from the record.
 * Dates default to today and one year later less a day (`startDate`, `endDate`).
 */
export const createIepInput = z
  .strictObject({
    kind: z.enum(IEP_KINDS, { message: "must be initial, annual, amendment or interim" }),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    meetingId: z.uuid({ message: "Meeting not found" }).nullable().optional(),
    amends: z.uuid({ message: "IEP not found" }).optional(),
    amendment: iepAmendmentSchema.optional(),
  })
  .refine((v) => v.kind !== "amendment" || (v.amends && v.amendment), {
    message: "An amendment names the final IEP it amends and the reason",
    path: ["amends"],
  });
export type CreateIepInput = z.input<typeof createIepInput>;

/** PATCH /api/v1/ieps/:id: a draft's content, dates, meeting or amendment reason. */
export const updateIepInput = z.strictObject({
  content: iepContentSchema.optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  meetingId: z.uuid({ message: "Meeting not found" }).nullable().optional(),
  amendment: iepAmendmentSchema.optional(),
});
export type UpdateIepInput = z.input<typeof updateIepInput>;

/**
 * The record's fields an IEP can update (POST /api/v1/ieps/:id/update-record): each from the IEP's
 * section of the same meaning (`IEP_RECORD_FIELDS` in `shared/domain/iep-document.ts`).
 */
export const IEP_RECORD_FIELD_NAMES = [
  "presentLevels",
  "progressMeasurement",
  "serviceDelivery",
  "accommodations",
  "assessmentParticipation",
  "transitionServices",
  "extendedSchoolYear",
  "lreSetting",
  "behaviorSupport",
  "communication",
  "assistiveTechnology",
] as const;
export type IepRecordFieldName = (typeof IEP_RECORD_FIELD_NAMES)[number];

export const updateRecordFromIepInput = z.strictObject({
  /** The fields to update; all of them when absent. */
  fields: z
    .array(z.enum(IEP_RECORD_FIELD_NAMES, { message: "must be a field of the record an IEP updates" }))
    .min(1, { message: "choose at least one field" })
    .optional(),
});
export type UpdateRecordFromIepInput = z.input<typeof updateRecordFromIepInput>;

/** The answer of update-record: the record's fields that changed (unchanged ones are not written). */
export const updateRecordFromIepResult = z.object({
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type UpdateRecordFromIepResult = z.infer<typeof updateRecordFromIepResult>;

export const iepIdParam = z.object({ id: z.uuid({ message: "IEP not found" }) });
export const studentIepsParam = z.object({ studentId: z.uuid({ message: "Student not found" }) });

// ---------------------------------------------------------------------------------------------------
// Documents: the IEP, the prior written notice, the consent forms

export const IEP_DOCUMENT_FORMATS = ["pdf", "docx"] as const;
export const IEP_DOCUMENT_LANGUAGES = ["en", "es"] as const;
export type IepDocumentLanguage = (typeof IEP_DOCUMENT_LANGUAGES)[number];

/** The notices made from an IEP and its meeting (34 CFR 300.503, 300.300). */
export const IEP_NOTICES = [
  "prior-written-notice",
  "consent-initial-services",
  "consent-reevaluation",
] as const;
export type IepNotice = (typeof IEP_NOTICES)[number];
export const IEP_NOTICE_LABELS: Record<IepNotice, string> = {
  "prior-written-notice": "Prior written notice",
  "consent-initial-services": "Consent for initial services",
  "consent-reevaluation": "Consent for reevaluation",
};

/** GET /api/v1/ieps/:id/notices/:notice?format=pdf|docx&language=en|es. */
export const iepNoticeParams = z.object({
  id: z.uuid({ message: "IEP not found" }),
  notice: z.enum(IEP_NOTICES, { message: "Notice not found" }),
});
export const iepNoticeQuery = z.object({
  format: z.enum(IEP_DOCUMENT_FORMATS, { message: "must be one of pdf, docx" }).default("pdf"),
  /** Default: the student's home language when English or Spanish, else English. */
  language: z.enum(IEP_DOCUMENT_LANGUAGES, { message: "must be one of en, es" }).optional(),
});
/** GET /api/v1/ieps/:id/pdf and /docx. */
export const iepDocumentQuery = z.object({
  language: z.enum(IEP_DOCUMENT_LANGUAGES, { message: "must be one of en, es" }).optional(),
});

// ---------------------------------------------------------------------------------------------------
// Signatures, signing links, consent

/** The signer's part on the IEP team (34 CFR 300.321). */
export const IEP_SIGNER_ROLES = [
  "parent",
  "student",
  "case_manager",
  "special_education_teacher",
  "general_education_teacher",
  "district_representative",
  "evaluator",
  "related_service_provider",
  "other",
] as const;
export type IepSignerRole = (typeof IEP_SIGNER_ROLES)[number];
export const IEP_SIGNER_ROLE_LABELS: Record<IepSignerRole, string> = {
  parent: "Parent or guardian",
  student: "Student",
  case_manager: "Case manager",
  special_education_teacher: "Special education teacher",
  general_education_teacher: "General education teacher",
  district_representative: "District representative",
  evaluator: "Person who interprets evaluation results",
  related_service_provider: "Related service provider",
  other: "Other",
};

export const SIGNATURE_METHODS = ["drawn", "typed"] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/** Largest drawn signature accepted: a PNG data URL of at most 200,000 characters. */
export const DRAWN_SIGNATURE_MAX_CHARS = 200_000;

const signatureFields = {
  signerName: requiredText(TEXT_LIMITS.name, "Your name"),
  method: z.enum(SIGNATURE_METHODS, { message: "must be drawn or typed" }),
  /** drawn: `data:image/png;base64,…`; typed: the name as typed (1–200 characters). */
  signature: text({ message: "Sign first" })
    .min(1, { message: "Sign first" })
    .max(DRAWN_SIGNATURE_MAX_CHARS, { message: "The drawn signature is too large." }),
};
const signatureRule = (v: { method: SignatureMethod; signature: string }) =>
  v.method === "typed"
    ? v.signature.trim().length > 0 && v.signature.length <= TEXT_LIMITS.name
    : /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/.test(v.signature);

/** POST /api/v1/ieps/:id/signatures: a team member signs on the teacher's device. */
export const createSignatureInput = z
  .strictObject({
    ...signatureFields,
    signerRole: z.enum(IEP_SIGNER_ROLES, { message: "must be one of the IEP team roles" }),
  })
  .refine(signatureRule, { message: "must be a drawn PNG signature or a typed name", path: ["signature"] });
export type CreateSignatureInput = z.input<typeof createSignatureInput>;

/** One signature as the API returns it. */
export const signatureSchema = z.object({
  id: z.string(),
  iepId: z.string(),
  signerName: z.string(),
  signerRole: z.enum(IEP_SIGNER_ROLES),
  method: z.enum(SIGNATURE_METHODS),
  signature: z.string(),
  /** SHA-256 (hex) of the IEP's PDF, without its signature page, when signed. */
  documentSha256: z.string(),
  signedAt: z.string(),
  /** "in_person": on the teacher's device; "link": through a parent's signing link. */
  via: z.enum(["in_person", "link"]),
  /** False once the document changed after the signature (`voidedAt`). */
  valid: z.boolean(),
  voidedAt: z.string().nullable(),
});
export type Signature = z.infer<typeof signatureSchema>;

/** What a parent's answer consents to (34 CFR 300.300; 300.324(a)(4) for an amendment without a meeting). */
export const IEP_CONSENT_KINDS = ["initial_services", "reevaluation", "amendment_without_meeting"] as const;
export type IepConsentKind = (typeof IEP_CONSENT_KINDS)[number];
export const IEP_CONSENT_KIND_LABELS: Record<IepConsentKind, string> = {
  initial_services: "Consent for initial services",
  reevaluation: "Consent for reevaluation",
  amendment_without_meeting: "Agreement to amend without a meeting",
};
export const CONSENT_RESPONSES = ["given", "refused", "partial"] as const;
export type ConsentResponse = (typeof CONSENT_RESPONSES)[number];

/** POST /api/v1/ieps/:id/signing-links: a single-use link e-mailed to a parent. */
export const createSigningLinkInput = z.strictObject({
  email: text()
    .trim()
    .max(254)
    .pipe(z.email({ message: "must be a valid email address" })),
  signerName: requiredText(TEXT_LIMITS.name, "The parent's name"),
  signerRole: z.enum(["parent", "student"], { message: "must be parent or student" }).default("parent"),
  /** The consent asked with the signature, if any. */
  consentKind: z.enum(IEP_CONSENT_KINDS).nullable().optional(),
  /** The language of the e-mail and the signing page; default: the student's home language. */
  language: z.enum(IEP_DOCUMENT_LANGUAGES).optional(),
});
export type CreateSigningLinkInput = z.input<typeof createSigningLinkInput>;

/** Days a signing link stays valid. */
export const SIGNING_LINK_DAYS = 14;

export const signingLinkSchema = z.object({
  id: z.string(),
  iepId: z.string(),
  email: z.string(),
  signerName: z.string(),
  signerRole: z.enum(IEP_SIGNER_ROLES),
  consentKind: z.enum(IEP_CONSENT_KINDS).nullable(),
  language: z.enum(IEP_DOCUMENT_LANGUAGES),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: z.enum(["waiting", "signed", "expired", "revoked"]),
});
export type SigningLink = z.infer<typeof signingLinkSchema>;

/** DELETE /api/v1/signing-links/:id. */
export const signingLinkIdParam = z.object({ id: z.uuid({ message: "Signing link not found" }) });

/** /api/signing/:token: a link's secret (base64url); anything else is not a valid link. */
export const signingTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { message: "This signing link is not valid." }),
});

/** POST /api/v1/ieps/:id/consents: the teacher records a parent's answer given on paper or in person. */
export const createConsentInput = z.strictObject({
  kind: z.enum(IEP_CONSENT_KINDS, { message: "must be one of the consent kinds" }),
  response: z.enum(CONSENT_RESPONSES, { message: "must be given, refused or partial" }),
  /** Required for "partial": what is consented to and what is not. */
  details: nullableText(2_000).optional(),
  respondedOn: isoDate,
  parentName: requiredText(TEXT_LIMITS.name, "The parent's name"),
});
export type CreateConsentInput = z.input<typeof createConsentInput>;

export const consentSchema = z.object({
  id: z.string(),
  iepId: z.string(),
  kind: z.enum(IEP_CONSENT_KINDS),
  response: z.enum(CONSENT_RESPONSES),
  details: z.string().nullable(),
  respondedOn: z.string(),
  parentName: z.string(),
  via: z.enum(["in_person", "link"]),
  createdAt: z.string(),
});
export type Consent = z.infer<typeof consentSchema>;

/** GET /api/v1/ieps/:id/signatures: everything about signing one IEP. */
export const iepSigningStateSchema = z.object({
  /** SHA-256 (hex) of the IEP's PDF as it is now, without its signature page. */
  documentSha256: z.string(),
  signatures: z.array(signatureSchema),
  links: z.array(signingLinkSchema),
  consents: z.array(consentSchema),
});
export type IepSigningState = z.infer<typeof iepSigningStateSchema>;

/** GET /api/v1/signatures/outstanding: the dashboard's "Unsigned IEPs" and "Consent outstanding". */
export const outstandingIepsSchema = z.object({
  unsigned: z.array(
    z.object({
      iepId: z.string(),
      studentId: z.string(),
      studentName: z.string(),
      kind: z.enum(IEP_KINDS),
      startDate: z.string(),
      finalizedAt: z.string(),
    }),
  ),
  consentOutstanding: z.array(
    z.object({
      iepId: z.string(),
      studentId: z.string(),
      studentName: z.string(),
      consentKind: z.enum(IEP_CONSENT_KINDS),
      /** When it was asked (the link's creation or the IEP's finalization). */
      since: z.string(),
    }),
  ),
});
export type OutstandingIeps = z.infer<typeof outstandingIepsSchema>;

// Public signing page (no account): /sign/:token, API /api/signing/:token

/** GET /api/signing/:token: only the one document the link was made for. */
export const publicSigningViewSchema = z.object({
  signerName: z.string(),
  signerRole: z.enum(IEP_SIGNER_ROLES),
  consentKind: z.enum(IEP_CONSENT_KINDS).nullable(),
  language: z.enum(IEP_DOCUMENT_LANGUAGES),
  expiresAt: z.string(),
  /** The teacher who sent it (name only). */
  teacherName: z.string(),
  document: z.object({
    title: z.string(),
    studentName: z.string(),
    kind: z.enum(IEP_KINDS),
    startDate: z.string(),
    endDate: z.string(),
    content: iepContentSchema,
    documentSha256: z.string(),
  }),
});
export type PublicSigningView = z.infer<typeof publicSigningViewSchema>;

/** POST /api/signing/:token. */
export const publicSignInput = z
  .strictObject({
    ...signatureFields,
    /** The answer to the consent the link asks, when it asks one. */
    consent: z
      .strictObject({
        response: z.enum(CONSENT_RESPONSES, { message: "must be given, refused or partial" }),
        details: nullableText(2_000).optional(),
      })
      .optional(),
  })
  .refine(signatureRule, { message: "must be a drawn PNG signature or a typed name", path: ["signature"] });
export type PublicSignInput = z.input<typeof publicSignInput>;

export const publicSignResult = z.object({ signedAt: isoDateTime });
export type PublicSignResult = z.infer<typeof publicSignResult>;
