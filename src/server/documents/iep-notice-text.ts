/**
 * The fixed words of the IEP document, its signature page and the notices made from it, in English
 * (requirements "Notices"); the Spanish is `iep-notice-text-es.ts`, written to the same shape. What
 * the teacher typed (the IEP's sections, goals, services, names) is never translated.
 *
 * Sources: 34 CFR 300.320 (the IEP's content), 300.503 (prior written notice: (b)(1)–(7)),
 * 300.300(b) and (c) (consent for initial services and for reevaluation), 300.9 (consent is voluntary
 * and may be revoked in writing), 300.504 (the procedural safeguards notice).
 */
import {
  type ConsentResponse,
  IEP_CONSENT_KIND_LABELS,
  IEP_KIND_LABELS,
  IEP_SIGNER_ROLE_LABELS,
  type IepConsentKind,
  type IepDocumentLanguage,
  type IepKind,
  type IepNotice,
  type IepSignerRole,
  type IepStatus,
  type PriorWrittenNotice,
} from "../../shared/contracts/ieps.ts";
import { ATTENDEE_ROLE_LABELS, type AttendeeRole } from "../../shared/contracts/meeting-codes.ts";
import {
  IEP_SECTIONS,
  type IepSection,
  PRIOR_WRITTEN_NOTICE_PARTS,
} from "../../shared/domain/iep-document.ts";

/** The words of one consent form (34 CFR 300.300). */
export interface ConsentFormText {
  title: string;
  /** What the consent is for, as paragraphs. */
  purpose: string[];
  /** Voluntary, revocable in writing (300.9), and what happens without it. */
  rights: string[];
}

/** Every fixed word a printed IEP document or notice uses, in one language. */
export interface IepText {
  language: IepDocumentLanguage;
  /** The PDF's language tag. */
  languageTag: string;
  kind: Record<IepKind, string>;
  status: Record<IepStatus, string>;
  /** Appended to the title of a draft. */
  draftMark: string;
  draftNotice: string;
  /** "Amendment of the IEP finalized on <date>". */
  amendmentOf: (date: string) => string;
  amendmentReason: string;
  amendmentWithoutMeeting: string;
  sectionTitle: Record<IepSection["key"], string>;
  sourceLabel: string;
  notRecorded: string;
  labels: {
    student: string;
    dateOfBirth: string;
    grade: string;
    period: string;
    status: string;
    finalized: string;
    meeting: string;
    iep: string;
  };
  /** "Sep 1, 2026 to Aug 31, 2027". */
  range: (from: string, to: string) => string;
  goal: {
    title: (n: number, area: string) => string;
    baseline: string;
    measurement: string;
    benchmark: (n: number) => string;
  };
  service: {
    columns: [string, string, string, string, string, string];
    category: Record<"special_education" | "related" | "supplementary", string>;
    minutes: (minutes: number, period: "day" | "week" | "month") => string;
  };
  footer: string;
  signatures: {
    title: string;
    intro: string;
    none: string;
    role: Record<IepSignerRole, string>;
    method: { drawn: string; typed: string };
    signedAt: string;
    sha256: string;
    void: string;
    consents: string;
    consentColumns: [string, string, string, string, string];
    consentKind: Record<IepConsentKind, string>;
    response: Record<ConsentResponse, string>;
  };
  notice: {
    title: Record<IepNotice, string>;
    pwnParts: Record<keyof PriorWrittenNotice, string>;
    pwnIntro: string;
    meeting: string;
    noMeeting: string;
    attendeeRole: Record<AttendeeRole, string>;
    safeguardsTitle: string;
    safeguards: string[];
    purposeTitle: string;
    rightsTitle: string;
    consent: Record<"consent-initial-services" | "consent-reevaluation", ConsentFormText>;
    answerTitle: string;
    answers: [string, string, string];
    signatureTitle: string;
    signLines: [string, string, string];
  };
}

const dateRange = (from: string, to: string) => `${from} to ${to}`;

const PERIOD = { day: "day", week: "week", month: "month" } as const;

/** The English words. */
export const IEP_TEXT_EN: IepText = {
  language: "en",
  languageTag: "en-US",
  kind: IEP_KIND_LABELS,
  status: { draft: "Draft", final: "Final", superseded: "Superseded by a later IEP" },
  draftMark: "DRAFT",
  draftNotice: "DRAFT: for discussion; not in effect until the IEP team finalizes it.",
  amendmentOf: (date) => `Amendment of the IEP finalized on ${date}`,
  amendmentReason: "Reason for the amendment",
  amendmentWithoutMeeting: "Made without a meeting, the parent agreeing in writing (34 CFR 300.324(a)(4)).",
  sectionTitle: Object.fromEntries(IEP_SECTIONS.map((s) => [s.key, s.title])) as IepText["sectionTitle"],
  sourceLabel: "Source",
  notRecorded: "Not recorded",
  labels: {
    student: "Student",
    dateOfBirth: "Date of birth",
    grade: "Grade",
    period: "IEP period",
    status: "Status",
    finalized: "Finalized",
    meeting: "IEP meeting",
    iep: "IEP",
  },
  range: dateRange,
  goal: {
    title: (n, area) => (area ? `Goal ${n}: ${area}` : `Goal ${n}`),
    baseline: "Baseline",
    measurement: "Measured by",
    benchmark: (n) => `Benchmark ${n}`,
  },
  service: {
    columns: ["Service", "Category", "Amount", "Setting", "Provider", "Dates"],
    category: {
      special_education: "Special education",
      related: "Related service",
      supplementary: "Supplementary aid",
    },
    minutes: (minutes, period) => `${minutes} minutes per ${PERIOD[period]}`,
  },
  footer: "IEP Workspace · Confidential student record (FERPA). Share only with the IEP team and the family.",
  signatures: {
    title: "Signatures",
    intro:
      "Each signature was given on the document whose SHA-256 is printed with it. A signature whose SHA-256 differs from this document's no longer applies.",
    none: "No signatures recorded.",
    role: IEP_SIGNER_ROLE_LABELS,
    method: { drawn: "Drawn signature", typed: "Typed signature" },
    signedAt: "Signed",
    sha256: "Document SHA-256",
    void: "Void: the IEP changed after this signature.",
    consents: "Consent recorded",
    consentColumns: ["Consent", "Answer", "Details", "Date", "Parent"],
    consentKind: IEP_CONSENT_KIND_LABELS,
    response: { given: "Given", refused: "Refused", partial: "Given in part" },
  },
  notice: {
    title: {
      "prior-written-notice": "Prior written notice",
      "consent-initial-services": "Consent for initial special education services",
      "consent-reevaluation": "Consent for reevaluation",
    },
    pwnParts: Object.fromEntries(PRIOR_WRITTEN_NOTICE_PARTS.map((p) => [p.key, p.title])) as Record<
      keyof PriorWrittenNotice,
      string
    >,
    pwnIntro:
      "The school district must give you written notice a reasonable time before it proposes or refuses to start or change your child's identification, evaluation, educational placement or free appropriate public education (34 CFR 300.503).",
    meeting: "The IEP meeting and who took part",
    noMeeting: "No meeting is linked to this IEP.",
    attendeeRole: ATTENDEE_ROLE_LABELS,
    purposeTitle: "What this consent is for",
    rightsTitle: "Before you answer",
    safeguardsTitle: "Your rights (procedural safeguards)",
    safeguards: [
      "As the parent of a child with a disability, you have protection under the procedural safeguards of the Individuals with Disabilities Education Act (34 CFR 300.500–300.536).",
      "You can get a copy of the procedural safeguards notice from your child's school or the district's special education office at any time, free of charge. If this is not the first notice you received, you may ask for another copy at any time.",
      "For help understanding these rights, contact your child's case manager, the district's special education office, or your state's Parent Training and Information Center.",
    ],
    consent: {
      "consent-initial-services": {
        title: "Consent for initial special education services",
        purpose: [
          "The school district asks for your written consent to provide special education and related services to your child for the first time, as described in the IEP named above (34 CFR 300.300(b)).",
        ],
        rights: [
          "Your consent is voluntary. You may revoke it in writing at any time; revoking it does not undo what happened before (34 CFR 300.9).",
          "Special education and related services will not begin without your written consent. If you refuse, the district will not provide them and may not use due process to override your decision (34 CFR 300.300(b)(3)).",
        ],
      },
      "consent-reevaluation": {
        title: "Consent for reevaluation",
        purpose: [
          "The school district asks for your written consent to reevaluate your child, to find out whether your child continues to have a disability and what your child's educational needs are (34 CFR 300.300(c)).",
        ],
        rights: [
          "Your consent is voluntary. You may revoke it in writing at any time; revoking it does not undo what happened before (34 CFR 300.9).",
          "If you do not answer, the district may go ahead with the reevaluation only after it has tried in reasonable ways to reach you (34 CFR 300.300(c)(2)).",
        ],
      },
    },
    answerTitle: "Your answer (mark one)",
    answers: [
      "I give consent.",
      "I do not give consent.",
      "I give consent in part, except: ______________________________",
    ],
    signatureTitle: "Parent's signature",
    signLines: ["Parent or guardian's name", "Signature", "Date"],
  },
};
