/**
 * The words the signing screens use for codes (requirements "Signatures and consent"): a link's
 * status, how a signature or consent arrived, a consent answer, and the IEP signer role an attendee's
 * meeting role stands for.
 */
import type { ConsentResponse, IepSignerRole, SigningLink } from "@shared/contracts/ieps";
import type { AttendeeRole } from "@shared/contracts/meeting-codes";

/** A signing link's status in words. */
export const LINK_STATUS_LABELS: Record<SigningLink["status"], string> = {
  waiting: "Waiting",
  signed: "Signed",
  expired: "Expired",
  revoked: "Withdrawn",
};

/** Where a signature was given. */
export const SIGNATURE_VIA_LABELS = {
  in_person: "Signed on the device",
  link: "Signed through the e-mailed link",
} as const;

/** Where a consent answer was given. */
export const CONSENT_VIA_LABELS = {
  in_person: "Recorded by the teacher",
  link: "Answered through the e-mailed link",
} as const;

/** A consent answer in words. */
export const CONSENT_RESPONSE_LABELS: Record<ConsentResponse, string> = {
  given: "Given",
  refused: "Refused",
  partial: "Given in part",
};

/**
 * The IEP team role (34 CFR 300.321) a meeting attendee's role stands for: the same role where both
 * lists have it; the LEA representative is the district representative; a school psychologist
 * interprets evaluation results; anything else is "other".
 */
export function signerRoleOf(role: AttendeeRole): IepSignerRole {
  switch (role) {
    case "parent":
    case "student":
    case "general_education_teacher":
    case "special_education_teacher":
    case "related_service_provider":
      return role;
    case "lea_representative":
      return "district_representative";
    case "school_psychologist":
      return "evaluator";
    default:
      return "other";
  }
}
