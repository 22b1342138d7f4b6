/**
 * The fixed words of the IEP at a glance, in English and Spanish (requirements "IEP at a glance":
 * headings like the parent report's). Both dictionaries have the same keys (`GlanceText`), so a
 * missing key fails type-checking. Only our own words are here; what the teacher typed (goals,
 * accommodations, services' names, providers) prints as written, never translated. Units the goal
 * form offers are ours and are written in Spanish by the parent report's dictionary (`unit`).
 */
import type {
  ServiceDelivery,
  ServicePeriod,
  ServiceSetting,
} from "../../../shared/contracts/service-codes.ts";
import {
  SERVICE_DELIVERY_LABELS,
  SERVICE_PERIOD_LABELS,
  SERVICE_SETTING_LABELS,
} from "../../../shared/contracts/service-codes.ts";
import type { HomeLanguage } from "../../../shared/contracts/students.ts";
import { formatDate } from "../../../shared/domain/date-format.ts";
import { REPORT_TEXT_EN } from "../../documents/report-text.ts";
import { REPORT_TEXT_ES } from "../../documents/report-text-es.ts";

/** Everything fixed the page prints; functions build the lines that hold a value. */
export interface GlanceText {
  title: string;
  labelStudent: string;
  labelGrade: string;
  labelDateOfBirth: string;
  labelStudentId: string;
  labelDisabilities: string;
  labelCaseManager: string;
  labelContact: string;
  goals: string;
  accommodations: string;
  strategies: string;
  behaviorSupport: string;
  assistiveTechnology: string;
  services: string;
  extendedSchoolYear: string;
  lre: string;
  empty: string;
  notRecorded: string;
  /** "Target: 90 WCPM by Jun 1, 2027" after a shortened goal. */
  target: (value: string, date: string | null) => string;
  /** "120 min per week" */
  minutes: (minutes: number, period: ServicePeriod) => string;
  setting: (setting: ServiceSetting) => string;
  delivery: (delivery: ServiceDelivery) => string;
  /** "from Sep 1, 2026 to Jun 12, 2027" */
  dates: (start: string, end: string) => string;
  /** A unit the goal form offers in this language; any other as typed. */
  unit: (unit: string | null) => string | null;
  /** The foot of the page: the rule and the day the page was made. */
  footer: (today: string) => string;
}

const CITATION_EN = "Shared under 34 CFR 300.323(d): each teacher and provider who works with the student";
const CITATION_ES =
  "Compartido según 34 CFR 300.323(d): cada maestro y proveedor que trabaja con el estudiante";

const EN: GlanceText = {
  title: "IEP at a glance",
  labelStudent: "Student",
  labelGrade: "Grade",
  labelDateOfBirth: "Date of birth",
  labelStudentId: "Student ID",
  labelDisabilities: "Disability category",
  labelCaseManager: "Case manager",
  labelContact: "Contact",
  goals: "Annual goals",
  accommodations: "Accommodations and modifications",
  strategies: "Strategies and supports",
  behaviorSupport: "Behavior supports",
  assistiveTechnology: "Assistive technology",
  services: "Services",
  extendedSchoolYear: "Extended school year",
  lre: "Least restrictive environment",
  empty: "Nothing recorded",
  notRecorded: "not recorded",
  target: (value, date) => `Target: ${value}${date ? ` by ${formatDate(date)}` : ""}`,
  minutes: (minutes, period) => `${minutes} min ${SERVICE_PERIOD_LABELS[period]}`,
  setting: (setting) => SERVICE_SETTING_LABELS[setting],
  delivery: (delivery) => SERVICE_DELIVERY_LABELS[delivery],
  dates: (start, end) => `from ${formatDate(start)} to ${formatDate(end)}`,
  unit: REPORT_TEXT_EN.unit,
  footer: (today) =>
    `${CITATION_EN} is informed of their responsibilities: accommodations, modifications and supports. Made on ${formatDate(today)}. Confidential student record.`,
};

const PERIOD_ES: Record<ServicePeriod, string> = { day: "por día", week: "por semana", month: "por mes" };
const SETTING_ES: Record<ServiceSetting, string> = {
  general_education: "Aula de educación general",
  special_education: "Entorno de educación especial",
  related_service: "Servicio relacionado",
  other: "Otro",
};
const DELIVERY_ES: Record<ServiceDelivery, string> = { individual: "Individual", group: "En grupo" };
const es = (date: string) => formatDate(date, { language: "es" });

const ES: GlanceText = {
  title: "Resumen del IEP",
  labelStudent: "Estudiante",
  labelGrade: "Grado",
  labelDateOfBirth: "Fecha de nacimiento",
  labelStudentId: "Número de estudiante",
  labelDisabilities: "Categoría de discapacidad",
  labelCaseManager: "Coordinador del caso",
  labelContact: "Contacto",
  goals: "Metas anuales",
  accommodations: "Adaptaciones y modificaciones",
  strategies: "Estrategias y apoyos",
  behaviorSupport: "Apoyos de conducta",
  assistiveTechnology: "Tecnología de asistencia",
  services: "Servicios",
  extendedSchoolYear: "Año escolar extendido",
  lre: "Entorno menos restrictivo",
  empty: "Nada registrado",
  notRecorded: "no registrado",
  target: (value, date) => `Meta: ${value}${date ? ` para el ${es(date)}` : ""}`,
  minutes: (minutes, period) => `${minutes} min ${PERIOD_ES[period]}`,
  setting: (setting) => SETTING_ES[setting],
  delivery: (delivery) => DELIVERY_ES[delivery],
  dates: (start, end) => `del ${es(start)} al ${es(end)}`,
  unit: REPORT_TEXT_ES.unit,
  footer: (today) =>
    `${CITATION_ES} recibe información sobre sus responsabilidades: adaptaciones, modificaciones y apoyos. Hecho el ${es(today)}. Expediente confidencial del estudiante.`,
};

/** The page's words in `language` (English when absent). */
export function glanceText(language: HomeLanguage | null | undefined): GlanceText {
  return language === "es" ? ES : EN;
}
