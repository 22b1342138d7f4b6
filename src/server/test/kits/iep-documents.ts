/**
 * Test kit: a filled-in IEP's content and the printable data of a final IEP with a meeting, for the
 * IEP document and notice tests (requirements "Notices").
 */
import type { IepContent } from "../../../shared/contracts/ieps.ts";
import type { IepDocumentData, IepSignatureData } from "../../documents/iep-model.ts";

/** A tiny PNG (1×1, transparent) as a drawn signature's data URL. */
export const TINY_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/** Every section filled in, two goals, two services, three accommodations, the notice's five parts. */
export function sampleIepContent(): IepContent {
  return {
    presentLevels:
      "Maya reads 52 words correct per minute in grade 3 text.\n\nShe decodes CVC words reliably.",
    annualGoals: [
      {
        goalId: null,
        area: "Reading fluency",
        statement: "By June 2027, Maya will read 90 words correct per minute in grade 3 text.",
        baseline: "52 wcpm (2026-09-08)",
        measurement: "Weekly 1-minute oral reading fluency probes",
        benchmarks: ["65 wcpm by December 2026", "78 wcpm by March 2027"],
      },
      {
        goalId: null,
        area: "Written expression",
        statement: "Maya will write a five-sentence paragraph with a topic sentence in 4 of 5 samples.",
        baseline: "",
        measurement: "Monthly writing samples scored with a rubric",
        benchmarks: [],
      },
    ],
    progressReporting: "Progress is reported to the parents each quarter with the report card.",
    services: [
      {
        name: "Specialized reading instruction",
        category: "special_education",
        minutes: 150,
        period: "week",
        setting: "Resource room",
        provider: "Special education teacher",
        startDate: "2026-09-01",
        endDate: "2027-06-15",
      },
      {
        name: "Speech-language therapy",
        category: "related",
        minutes: 60,
        period: "month",
        setting: "Therapy room",
        provider: "SLP",
        startDate: null,
        endDate: null,
      },
    ],
    serviceNotes: "",
    accommodations: [
      "Extended time (1.5x) on tests",
      "Text read aloud except on reading tests",
      "Preferential seating",
    ],
    nonParticipation: "Maya leaves the general education classroom for 30 minutes a day for reading.",
    assessmentParticipation: "State assessment with extended time.",
    transition: "",
    extendedSchoolYear: "Not eligible this year.",
    lre: "General education classroom with resource room support.",
    behaviorSupport: "",
    communication: "",
    assistiveTechnology: "Text-to-speech on the school laptop.",
    priorWrittenNotice: {
      proposedAction: "The district proposes the annual IEP with specialized reading instruction.",
      reasons: "Maya's reading fluency is below grade level.",
      optionsConsidered: "General education only; rejected because progress was not enough.",
      dataUsed: "Fluency probes from September to November 2026; the 2025 evaluation report.",
      otherFactors: "The parents asked for reading support at the meeting.",
    },
  };
}

/** A final annual IEP of "María José Núñez" with a meeting of two attendees; `content` overrides the sample. */
export function sampleIepData(overrides: Partial<IepDocumentData["iep"]> = {}): IepDocumentData {
  return {
    iep: {
      kind: "annual",
      status: "final",
      startDate: "2026-09-01",
      endDate: "2027-08-31",
      content: sampleIepContent(),
      amendment: null,
      finalizedAt: new Date("2026-09-02T15:30:00Z"),
      updatedAt: new Date("2026-09-02T15:30:00Z"),
      ...overrides,
    },
    student: { name: "María José Núñez", dateOfBirth: "2017-04-12", grade: "3" },
    meeting: {
      scheduledDate: new Date("2026-08-28T14:00:00Z"),
      attendees: [
        { name: "Ana Núñez", role: "parent" },
        { name: "Lee Grant", role: "general_education_teacher" },
      ],
    },
    amended: null,
    timeZone: "America/Chicago",
  };
}

/** Two signatures on the document `sha256` (one drawn, one typed) and one on an older document, a voided one, and a consent. */
export function sampleSignatures(sha256: string): IepSignatureData {
  const other = "0".repeat(64);
  return {
    documentSha256: sha256,
    signatures: [
      {
        signerName: "Ana Núñez",
        signerRole: "parent",
        method: "drawn",
        signature: TINY_PNG,
        documentSha256: sha256,
        signedAt: new Date("2026-09-03T18:05:00Z"),
        voidedAt: null,
      },
      {
        signerName: "Jordan Lee",
        signerRole: "case_manager",
        method: "typed",
        signature: "Jordan Lee",
        documentSha256: sha256,
        signedAt: new Date("2026-09-03T18:10:00Z"),
        voidedAt: null,
      },
      {
        signerName: "Pat Rivera",
        signerRole: "district_representative",
        method: "typed",
        signature: "Pat Rivera",
        documentSha256: other,
        signedAt: new Date("2026-09-01T12:00:00Z"),
        voidedAt: new Date("2026-09-02T15:30:00Z"),
      },
    ],
    consents: [
      {
        kind: "initial_services",
        response: "partial",
        details: "Yes to reading; not to speech therapy.",
        respondedOn: "2026-09-03",
        parentName: "Ana Núñez",
      },
    ],
  };
}
