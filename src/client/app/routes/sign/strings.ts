/**
 * Every word of the public signing page in English and Spanish (requirements "Signatures and
 * consent": the page is in the language the teacher chose for the link, the view's `language`).
 * The Spanish follows the parent progress report's register (usted). The English section titles and
 * role and consent names are the shared ones (`IEP_SECTIONS`, the contracts' labels); their Spanish
 * ones are here, so a Spanish page has no English heading.
 */
import {
  SIGNATURE_PAD_STRINGS_EN,
  type SignaturePadStrings,
} from "@client/features/iep-signatures/components/signature-pad";
import {
  type ConsentResponse,
  IEP_CONSENT_KIND_LABELS,
  IEP_SIGNER_ROLE_LABELS,
  type IepConsentKind,
  type IepDocumentLanguage,
  type IepKind,
  type IepSignerRole,
} from "@shared/contracts/ieps";
import { IEP_SECTIONS, type IepSection } from "@shared/domain/iep-document";

export interface SignPageStrings {
  loading: string;
  invalidTitle: string;
  invalidBody: string;
  goneTitle: string;
  errorTitle: string;
  retry: string;
  forYou: (signer: string, teacher: string) => string;
  expires: (date: string) => string;
  studentLabel: string;
  datesLabel: (start: string, end: string) => string;
  downloadPdf: string;
  fingerprint: string;
  empty: string;
  goal: {
    area: string;
    baseline: string;
    measurement: string;
    benchmark: (n: number) => string;
  };
  service: (minutes: number, period: "day" | "week" | "month") => string;
  serviceSetting: string;
  serviceProvider: string;
  serviceDates: (start: string, end: string) => string;
  signHeading: string;
  consentLegend: (kind: string) => string;
  consentResponses: Record<ConsentResponse, string>;
  consentDetails: string;
  consentRequired: string;
  consentDetailsRequired: string;
  nameLabel: string;
  nameRequired: string;
  signatureRequired: string;
  statement: string;
  sign: string;
  signError: string;
  signedTitle: string;
  signed: (date: string) => string;
  pad: SignaturePadStrings;
  kinds: Record<IepKind, string>;
  roles: Record<IepSignerRole, string>;
  consentKinds: Record<IepConsentKind, string>;
  sections: Record<IepSection["key"], string>;
}

const EN: SignPageStrings = {
  loading: "Loading the document…",
  invalidTitle: "This link is not valid",
  invalidBody: "Check that you opened the whole link from the e-mail, or ask the teacher for a new one.",
  goneTitle: "This link no longer works",
  errorTitle: "The document could not be loaded",
  retry: "Try again",
  forYou: (signer, teacher) => `For ${signer}, sent by ${teacher}.`,
  expires: (date) => `This link works once, until ${date}.`,
  studentLabel: "Student",
  datesLabel: (start, end) => `In effect from ${start} to ${end}`,
  downloadPdf: "Download the PDF",
  fingerprint: "Document fingerprint (SHA-256)",
  empty: "Nothing written.",
  goal: {
    area: "Area",
    baseline: "Baseline",
    measurement: "Measured by",
    benchmark: (n) => `Benchmark ${n}`,
  },
  service: (minutes, period) => `${minutes} minutes per ${period}`,
  serviceSetting: "Where",
  serviceProvider: "Provider",
  serviceDates: (start, end) => `From ${start} to ${end}`,
  signHeading: "Sign",
  consentLegend: (kind) => `${kind}: your answer`,
  consentResponses: {
    given: "I give consent",
    refused: "I refuse consent",
    partial: "I give consent in part",
  },
  consentDetails: "What you consent to, and what you do not",
  consentRequired: "Choose your answer.",
  consentDetailsRequired: "Say what you consent to and what you do not.",
  nameLabel: "Your name",
  nameRequired: "Enter your name.",
  signatureRequired: "Sign first: draw your signature or type your name.",
  statement:
    "By signing you agree that your electronic signature is the same as your handwritten signature (34 CFR 99.30(d)).",
  sign: "Sign",
  signError: "Your signature could not be sent. Please try again.",
  signedTitle: "Thank you",
  signed: (date) => `Signed on ${date}. You can close this page.`,
  pad: SIGNATURE_PAD_STRINGS_EN,
  kinds: { initial: "Initial IEP", annual: "Annual IEP", amendment: "IEP amendment", interim: "Interim IEP" },
  roles: IEP_SIGNER_ROLE_LABELS,
  consentKinds: IEP_CONSENT_KIND_LABELS,
  sections: Object.fromEntries(IEP_SECTIONS.map((section) => [section.key, section.title])) as Record<
    IepSection["key"],
    string
  >,
};

const ES: SignPageStrings = {
  loading: "Cargando el documento…",
  invalidTitle: "Este enlace no es válido",
  invalidBody: "Compruebe que abrió el enlace completo del correo electrónico, o pida uno nuevo al maestro.",
  goneTitle: "Este enlace ya no funciona",
  errorTitle: "No se pudo cargar el documento",
  retry: "Intentar de nuevo",
  forYou: (signer, teacher) => `Para ${signer}, enviado por ${teacher}.`,
  expires: (date) => `Este enlace funciona una sola vez, hasta el ${date}.`,
  studentLabel: "Estudiante",
  datesLabel: (start, end) => `Vigente del ${start} al ${end}`,
  downloadPdf: "Descargar el PDF",
  fingerprint: "Huella del documento (SHA-256)",
  empty: "Nada escrito.",
  goal: {
    area: "Área",
    baseline: "Punto de partida",
    measurement: "Se mide con",
    benchmark: (n) => `Objetivo intermedio ${n}`,
  },
  service: (minutes, period) =>
    `${minutes} minutos por ${period === "day" ? "día" : period === "week" ? "semana" : "mes"}`,
  serviceSetting: "Dónde",
  serviceProvider: "Quién lo presta",
  serviceDates: (start, end) => `Del ${start} al ${end}`,
  signHeading: "Firmar",
  consentLegend: (kind) => `${kind}: su respuesta`,
  consentResponses: {
    given: "Doy mi consentimiento",
    refused: "No doy mi consentimiento",
    partial: "Doy mi consentimiento en parte",
  },
  consentDetails: "A qué da su consentimiento y a qué no",
  consentRequired: "Elija su respuesta.",
  consentDetailsRequired: "Indique a qué da su consentimiento y a qué no.",
  nameLabel: "Su nombre",
  nameRequired: "Escriba su nombre.",
  signatureRequired: "Primero firme: dibuje su firma o escriba su nombre.",
  statement:
    "Al firmar, usted acepta que su firma electrónica tiene el mismo valor que su firma escrita a mano (34 CFR 99.30(d)).",
  sign: "Firmar",
  signError: "No se pudo enviar su firma. Intente de nuevo.",
  signedTitle: "Gracias",
  signed: (date) => `Firmado el ${date}. Puede cerrar esta página.`,
  pad: {
    legend: "Firma",
    canvasLabel: "Recuadro para firmar",
    instructions:
      "Dibuje su firma en el recuadro con el dedo, un lápiz táctil o el ratón. También puede escribir su nombre.",
    clear: "Borrar",
    typeInstead: "Escribir mi nombre en su lugar",
    drawInstead: "Dibujar la firma",
    typedLabel: "Escriba su nombre completo como firma",
    typedHint: "El nombre que escriba es su firma.",
    noCanvas: "No se puede dibujar aquí; escriba su nombre como firma.",
  },
  kinds: {
    initial: "IEP inicial",
    annual: "IEP anual",
    amendment: "Enmienda del IEP",
    interim: "IEP provisional",
  },
  roles: {
    parent: "Padre, madre o tutor",
    student: "Estudiante",
    case_manager: "Coordinador del caso",
    special_education_teacher: "Maestro de educación especial",
    general_education_teacher: "Maestro de educación general",
    district_representative: "Representante del distrito",
    evaluator: "Persona que interpreta los resultados de la evaluación",
    related_service_provider: "Proveedor de servicios relacionados",
    other: "Otro",
  },
  consentKinds: {
    initial_services: "Consentimiento para los servicios iniciales",
    reevaluation: "Consentimiento para la reevaluación",
    amendment_without_meeting: "Acuerdo para enmendar sin reunión",
  },
  sections: {
    presentLevels: "Niveles actuales de rendimiento académico y funcional",
    annualGoals: "Metas anuales medibles",
    progressReporting: "Cómo se mide y se informa el progreso",
    services: "Educación especial, servicios relacionados y ayudas suplementarias",
    serviceNotes: "Notas sobre la prestación de servicios",
    accommodations: "Adaptaciones, modificaciones y apoyos",
    nonParticipation: "Participación con compañeros sin discapacidades",
    assessmentParticipation: "Participación en las evaluaciones estatales y del distrito",
    lre: "Ambiente menos restrictivo (ubicación)",
    extendedSchoolYear: "Año escolar extendido (ESY)",
    transition: "Servicios de transición",
    behaviorSupport: "Apoyo de conducta",
    communication: "Necesidades de comunicación",
    assistiveTechnology: "Tecnología de asistencia",
  },
};

/** The page's words in `language`. */
export const signPageStrings = (language: IepDocumentLanguage): SignPageStrings =>
  language === "es" ? ES : EN;

/** Both tables, for the states before the view (and its language) is known: English, then Spanish. */
export const BOTH = [EN, ES] as const;
