/**
 * Test data of the signing screens' tests (requirements "Signatures and consent"): a final IEP, a
 * signing state with one valid drawn signature, one void typed one, a waiting link and a consent
 * answer, and a public signing view. Shapes are the contracts' (`@shared/contracts/ieps`).
 */
import type { Iep, IepSigningState, PublicSigningView, SigningLink } from "@shared/contracts/ieps";
import { emptyIepContent } from "@shared/domain/iep-document";

export const IEP_ID = "11111111-1111-4111-8111-111111111111";
export const MEETING_ID = "22222222-2222-4222-8222-222222222222";

/** A tiny valid PNG data URL (1×1, transparent). */
export const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

export function buildIep(overrides: Partial<Iep> = {}): Iep {
  return {
    id: IEP_ID,
    studentId: "33333333-3333-4333-8333-333333333333",
    kind: "annual",
    status: "final",
    meetingId: null,
    startDate: "2026-09-01",
    endDate: "2027-08-31",
    content: emptyIepContent(),
    amends: null,
    amendment: null,
    finalizedAt: "2026-09-02T15:00:00.000Z",
    authorName: null,
    createdAt: "2026-09-01T15:00:00.000Z",
    updatedAt: "2026-09-02T15:00:00.000Z",
    ...overrides,
  };
}

export const waitingLink: SigningLink = {
  id: "44444444-4444-4444-8444-444444444444",
  iepId: IEP_ID,
  email: "maria@family.test",
  signerName: "Maria Garcia",
  signerRole: "parent",
  consentKind: null,
  language: "es",
  createdAt: "2026-09-02T16:00:00.000Z",
  expiresAt: "2026-09-16T16:00:00.000Z",
  usedAt: null,
  revokedAt: null,
  status: "waiting",
};

export function buildSigningState(overrides: Partial<IepSigningState> = {}): IepSigningState {
  return {
    documentSha256: "ab".repeat(32),
    signatures: [
      {
        id: "55555555-5555-4555-8555-555555555555",
        iepId: IEP_ID,
        signerName: "Jordan Lee",
        signerRole: "case_manager",
        method: "drawn",
        signature: PNG,
        documentSha256: "ab".repeat(32),
        signedAt: "2026-09-02T17:30:00.000Z",
        via: "in_person",
        valid: true,
        voidedAt: null,
      },
      {
        id: "66666666-6666-4666-8666-666666666666",
        iepId: IEP_ID,
        signerName: "Sam Ortiz",
        signerRole: "general_education_teacher",
        method: "typed",
        signature: "Sam Ortiz",
        documentSha256: "cd".repeat(32),
        signedAt: "2026-09-01T17:30:00.000Z",
        via: "link",
        valid: false,
        voidedAt: "2026-09-02T10:00:00.000Z",
      },
    ],
    links: [waitingLink],
    consents: [],
    ...overrides,
  };
}

export function buildSigningView(overrides: Partial<PublicSigningView> = {}): PublicSigningView {
  const content = emptyIepContent();
  content.presentLevels = "Reads 52 words correct per minute.";
  content.annualGoals = [
    {
      goalId: null,
      area: "Reading fluency",
      statement: "Will read 90 words correct per minute.",
      baseline: "52 wcpm",
      measurement: "Weekly probes",
      benchmarks: ["70 wcpm by January"],
    },
  ];
  content.services = [
    {
      name: "Specialized reading instruction",
      category: "special_education",
      minutes: 150,
      period: "week",
      setting: "Resource room",
      provider: "Special education teacher",
      startDate: null,
      endDate: null,
    },
  ];
  content.accommodations = ["Extended time"];
  return {
    signerName: "Maria Garcia",
    signerRole: "parent",
    consentKind: null,
    language: "en",
    expiresAt: "2026-09-16T16:00:00.000Z",
    teacherName: "Rosa Lopez",
    document: {
      title: "Annual IEP",
      studentName: "Maya R.",
      kind: "annual",
      startDate: "2026-09-01",
      endDate: "2027-08-31",
      content,
      documentSha256: "ab".repeat(32),
    },
    ...overrides,
  };
}
