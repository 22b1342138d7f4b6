/**
 * The fixed words of the IEP document, its signature page and the notices in Spanish (requirements
 * "Notices": a family whose record says Spanish gets them in Spanish). Our own translation of our own
 * English text (`iep-notice-text.ts`), plain and careful, as the parent progress report's
 * (`report-text-es.ts`); never applied to what the teacher typed. "IEP" reads "PEI" (Programa de
 * Educación Individualizado), the term US districts use in Spanish.
 */
import type { IepText } from "./iep-notice-text.ts";

const PERIOD = { day: "día", week: "semana", month: "mes" } as const;

const RIGHTS_VOLUNTARY =
  "Su consentimiento es voluntario. Puede retirarlo por escrito en cualquier momento; retirarlo no anula lo que ya se hizo (34 CFR 300.9).";

/** The Spanish words. */
export const IEP_TEXT_ES: IepText = {
  language: "es",
  languageTag: "es-US",
  kind: {
    initial: "PEI inicial",
    annual: "PEI anual",
    amendment: "Enmienda del PEI",
    interim: "PEI provisional",
  },
  status: { draft: "Borrador", final: "Final", superseded: "Reemplazado por un PEI posterior" },
  draftMark: "BORRADOR",
  draftNotice: "BORRADOR: para conversar; no está en vigor hasta que el equipo del PEI lo finalice.",
  amendmentOf: (date) => `Enmienda del PEI finalizado el ${date}`,
  amendmentReason: "Motivo de la enmienda",
  amendmentWithoutMeeting:
    "Hecha sin reunión, con el acuerdo por escrito del padre o la madre (34 CFR 300.324(a)(4)).",
  sectionTitle: {
    presentLevels: "Niveles actuales de rendimiento académico y funcional",
    annualGoals: "Metas anuales medibles",
    progressReporting: "Cómo se mide el progreso y cómo se informa",
    services: "Educación especial, servicios relacionados y ayudas suplementarias",
    serviceNotes: "Notas sobre la prestación de los servicios",
    accommodations: "Adaptaciones, modificaciones y apoyos",
    nonParticipation: "Participación con compañeros sin discapacidad",
    assessmentParticipation: "Participación en las evaluaciones estatales y del distrito",
    lre: "Ambiente menos restrictivo (ubicación)",
    extendedSchoolYear: "Año escolar extendido (ESY)",
    transition: "Servicios de transición",
    behaviorSupport: "Apoyo de conducta",
    communication: "Necesidades de comunicación",
    assistiveTechnology: "Tecnología de asistencia",
  },
  sourceLabel: "Fuente",
  notRecorded: "No consta",
  labels: {
    student: "Estudiante",
    dateOfBirth: "Fecha de nacimiento",
    grade: "Grado",
    period: "Período del PEI",
    status: "Estado",
    finalized: "Finalizado",
    meeting: "Reunión del PEI",
    iep: "PEI",
  },
  range: (from, to) => `del ${from} al ${to}`,
  goal: {
    title: (n, area) => (area ? `Meta ${n}: ${area}` : `Meta ${n}`),
    baseline: "Punto de partida",
    measurement: "Se mide con",
    benchmark: (n) => `Objetivo intermedio ${n}`,
  },
  service: {
    columns: ["Servicio", "Tipo", "Cantidad", "Lugar", "Proveedor", "Fechas"],
    category: {
      special_education: "Educación especial",
      related: "Servicio relacionado",
      supplementary: "Ayuda suplementaria",
    },
    minutes: (minutes, period) => `${minutes} minutos por ${PERIOD[period]}`,
  },
  footer:
    "IEP Workspace · Expediente confidencial del estudiante (FERPA). Compártalo solo con el equipo del PEI y la familia.",
  signatures: {
    title: "Firmas",
    intro:
      "Cada firma se dio sobre el documento cuyo SHA-256 aparece junto a ella. Una firma cuyo SHA-256 es distinto del de este documento ya no es válida.",
    none: "No hay firmas registradas.",
    role: {
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
    method: { drawn: "Firma dibujada", typed: "Firma escrita" },
    signedAt: "Firmado",
    sha256: "SHA-256 del documento",
    void: "Anulada: el PEI cambió después de esta firma.",
    consents: "Consentimiento registrado",
    consentColumns: ["Consentimiento", "Respuesta", "Detalles", "Fecha", "Padre o madre"],
    consentKind: {
      initial_services: "Consentimiento para los servicios iniciales",
      reevaluation: "Consentimiento para la reevaluación",
      amendment_without_meeting: "Acuerdo para enmendar sin reunión",
    },
    response: { given: "Dado", refused: "Negado", partial: "Dado en parte" },
  },
  notice: {
    title: {
      "prior-written-notice": "Aviso previo por escrito",
      "consent-initial-services": "Consentimiento para los servicios iniciales de educación especial",
      "consent-reevaluation": "Consentimiento para la reevaluación",
    },
    pwnParts: {
      proposedAction: "La acción que se propone o se rechaza",
      reasons: "Por qué el distrito propone o rechaza la acción",
      optionsConsidered: "Otras opciones consideradas y por qué se rechazaron",
      dataUsed: "Evaluaciones, pruebas, expedientes e informes usados",
      otherFactors: "Otros factores importantes para la propuesta o el rechazo",
    },
    pwnIntro:
      "El distrito escolar debe darle un aviso por escrito con tiempo suficiente antes de proponer o rechazar iniciar o cambiar la identificación, la evaluación, la ubicación educativa o la educación pública gratuita y apropiada de su hijo o hija (34 CFR 300.503).",
    meeting: "La reunión del PEI y quiénes participaron",
    noMeeting: "Este PEI no tiene una reunión asociada.",
    attendeeRole: {
      parent: "Padre, madre o tutor",
      general_education_teacher: "Maestro de educación general",
      special_education_teacher: "Maestro de educación especial",
      lea_representative: "Representante del distrito",
      school_psychologist: "Psicólogo escolar",
      related_service_provider: "Proveedor de servicios relacionados",
      student: "Estudiante",
      interpreter: "Intérprete",
      other: "Otro",
    },
    purposeTitle: "Para qué es este consentimiento",
    rightsTitle: "Antes de responder",
    safeguardsTitle: "Sus derechos (garantías procesales)",
    safeguards: [
      "Como padre o madre de un niño con discapacidad, usted está protegido por las garantías procesales de la Ley de Educación para Personas con Discapacidades (IDEA) (34 CFR 300.500–300.536).",
      "Puede pedir gratis una copia del aviso de garantías procesales en la escuela de su hijo o en la oficina de educación especial del distrito en cualquier momento. Si este no es el primer aviso que recibe, puede pedir otra copia cuando quiera.",
      "Si necesita ayuda para entender estos derechos, comuníquese con el coordinador del caso de su hijo, con la oficina de educación especial del distrito o con el Centro de Capacitación e Información para Padres (Parent Training and Information Center) de su estado.",
    ],
    consent: {
      "consent-initial-services": {
        title: "Consentimiento para los servicios iniciales de educación especial",
        purpose: [
          "El distrito escolar le pide su consentimiento por escrito para dar a su hijo o hija, por primera vez, educación especial y servicios relacionados, como se describe en el PEI indicado arriba (34 CFR 300.300(b)).",
        ],
        rights: [
          RIGHTS_VOLUNTARY,
          "La educación especial y los servicios relacionados no comenzarán sin su consentimiento por escrito. Si usted lo niega, el distrito no los dará y no puede usar el debido proceso para anular su decisión (34 CFR 300.300(b)(3)).",
        ],
      },
      "consent-reevaluation": {
        title: "Consentimiento para la reevaluación",
        purpose: [
          "El distrito escolar le pide su consentimiento por escrito para volver a evaluar a su hijo o hija, para saber si sigue teniendo una discapacidad y cuáles son sus necesidades educativas (34 CFR 300.300(c)).",
        ],
        rights: [
          RIGHTS_VOLUNTARY,
          "Si usted no responde, el distrito puede hacer la reevaluación solo después de haber intentado comunicarse con usted de maneras razonables (34 CFR 300.300(c)(2)).",
        ],
      },
    },
    answerTitle: "Su respuesta (marque una)",
    answers: [
      "Doy mi consentimiento.",
      "No doy mi consentimiento.",
      "Doy mi consentimiento en parte, excepto: ______________________________",
    ],
    signatureTitle: "Firma del padre o la madre",
    signLines: ["Nombre del padre, la madre o el tutor", "Firma", "Fecha"],
  },
};
