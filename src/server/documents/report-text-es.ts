/**
 * The parent progress report's fixed words in Spanish (requirements "Parent progress report": a
 * family whose record says Spanish gets the report in Spanish). Our own translation of our own
 * English text, written once here — never a machine translation, and never applied to what the
 * teacher typed (goal statements, objectives, entry notes, comments print as written). The units the
 * goal form offers and the notes a probe writes are ours, so they are written in Spanish too.
 *
 * Dates read "15 de septiembre de 2026" (Intl, "es-US", calendar date in UTC so no time zone shifts
 * the day); numbers keep the English report's rounding and its decimal point, as Spanish in the
 * United States writes them.
 */

import type { ServicePeriod, ServiceSetting } from "../../shared/contracts/service-codes.ts";
import { type ProbeNoteFacts, readProbeNote } from "../../shared/domain/cbm.ts";
import { type GoalUnit, offeredUnit } from "../../shared/domain/goal-units.ts";
import { formatValue, type ReportEntry, type ReportGoal } from "../../shared/domain/progress-report.ts";
import type { ReportService } from "../../shared/domain/report-services.ts";
import { providerText } from "../../shared/domain/service-provider.ts";
import type { ReportText } from "./report-text.ts";

const dateFormat = (month: "long" | "short") =>
  new Intl.DateTimeFormat("es-US", { day: "numeric", month, year: "numeric", timeZone: "UTC" });
const DATE_ES = dateFormat("long");
const SHORT_DATE_ES = dateFormat("short");

/** `2026-09-15` → `15 de septiembre de 2026` (`short`: `15 sept 2026`); other text unchanged. */
export function spanishDate(iso: string, format = DATE_ES): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(day.getTime()) ? iso : format.format(day);
}

const TREND_ES = {
  insufficient_data:
    "Todavía no hay suficientes sesiones con puntuación para mostrar una tendencia (se necesitan al menos 3).",
  improving: "Mejorando: las puntuaciones recientes son más altas que las anteriores.",
  improvingDown:
    "Mejorando: las puntuaciones recientes son más bajas que las anteriores, que es la dirección que busca esta meta.",
  declining: "En retroceso: las puntuaciones recientes son más bajas que las anteriores.",
  decliningDown:
    "En retroceso: las puntuaciones recientes son más altas que las anteriores, lejos de la meta.",
  stable: "Estable: las puntuaciones recientes son parecidas a las anteriores.",
} as const;

const DECISION_ES = {
  insufficient_data:
    "Todavía es pronto para comparar el progreso con la línea de la meta; seguimos recogiendo datos.",
  continue: "El progreso va de acuerdo con la meta; continuamos con la enseñanza actual.",
  change_instruction:
    "El progreso está por debajo de la línea de la meta; ajustaremos la enseñanza para ayudar a cerrar la diferencia.",
  raise_goal:
    "El progreso está por encima de la línea de la meta; consideraremos un nivel esperado más alto.",
} as const;

const trendEs: ReportText["trend"] = (trend, direction) => {
  if (trend === "improving") return direction === "decrease" ? TREND_ES.improvingDown : TREND_ES.improving;
  if (trend === "declining") return direction === "decrease" ? TREND_ES.decliningDown : TREND_ES.declining;
  return TREND_ES[trend];
};

/** "1 sesión registrada" / "3 sesiones registradas". */
const sessionsEs = (n: number) => (n === 1 ? "1 sesión registrada" : `${n} sesiones registradas`);

/** The Spanish starting comments: sessions, first and last scores, target, trend and decision. */
const suggestionEs = (item: ReportGoal): string => {
  const { goal, periodEntries, view } = item;
  const scored = periodEntries.filter(
    (e): e is ReportEntry & { progressValue: number } =>
      typeof e.progressValue === "number" && Number.isFinite(e.progressValue),
  );
  if (scored.length === 0) {
    return periodEntries.length === 0
      ? "No se registraron datos de progreso para esta meta durante este período del informe."
      : `${sessionsEs(periodEntries.length)} durante este período, todavía sin puntuación.`;
  }
  const score = (e: (typeof scored)[number]) =>
    `${formatValue(e.progressValue, goal.unit)} el ${spanishDate(e.entryDate)}`;
  const first = scored[0]!;
  const last = scored[scored.length - 1]!;
  const scores =
    scored.length === 1
      ? `La puntuación fue ${score(first)}.`
      : `Las puntuaciones pasaron de ${score(first)} a ${score(last)}.`;
  const target =
    goal.targetValue !== null ? ` El nivel esperado es ${formatValue(goal.targetValue, goal.unit)}.` : "";
  return `${sessionsEs(periodEntries.length)} durante este período. ${scores}${target} ${trendEs(view.trend, goal.direction)} ${DECISION_ES[view.decision.action]}`;
};

/** Every unit the goal form offers, in Spanish (a unit added to the form fails type-checking here). */
export const UNITS_ES: Record<GoalUnit, string> = {
  "words correct per minute": "palabras correctas por minuto",
  "percent accuracy": "por ciento de precisión",
  "digits correct": "dígitos correctos",
  trials: "intentos",
  minutes: "minutos",
  incidents: "incidentes",
};

/** An offered unit in Spanish; a unit the teacher typed stays as typed. */
export function spanishUnit(unit: string | null): string | null {
  const offered = offeredUnit(unit);
  return offered ? UNITS_ES[offered] : unit;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A probe's generated note in Spanish (same numbers), e.g. "Prueba de fluidez lectora: 42 palabras leídas, 3 errores, precisión del 93 % (39 palabras correctas por minuto)". */
function probeFactsEs(f: ProbeNoteFacts): string {
  if (f.kind === "orf") {
    const time = f.seconds === null ? "" : ` en ${f.seconds} s (calculado a un minuto)`;
    const accuracy = f.accuracyPercent === null ? "" : `, precisión del ${f.accuracyPercent} %`;
    return `Prueba de fluidez lectora: ${plural(f.wordsAttempted, "palabra leída", "palabras leídas")}${time}, ${plural(f.errors, "error", "errores")}${accuracy} (${f.wcpm} palabras correctas por minuto)`;
  }
  const possible =
    f.digitsPossible === null
      ? ""
      : ` de ${f.digitsPossible} posibles${f.percentOfPossible === null ? "" : ` (${f.percentOfPossible} %)`}`;
  return `Prueba de cálculo matemático (${f.minutes} min): ${plural(f.digitsCorrect, "dígito correcto", "dígitos correctos")}${possible}, ${f.digitsCorrectPerMinute} por minuto`;
}

/** An entry note in Spanish: a probe's generated words translated, what the teacher added as typed. */
export function spanishEntryNote(note: string | null): string | null {
  const probe = note === null ? null : readProbeNote(note);
  return probe ? `${probeFactsEs(probe.facts)}${probe.rest}` : note;
}

const PERIOD_ES: Record<ServicePeriod, string> = { day: "por día", week: "por semana", month: "por mes" };
const SETTING_ES: Record<ServiceSetting, string> = {
  general_education: "aula de educación general",
  special_education: "entorno de educación especial",
  related_service: "servicio relacionado",
  other: "otro",
};

/** A service in Spanish (our words; the service's name and provider as typed). */
function serviceLineEs(s: ReportService): string {
  const provider = providerText(s);
  const delivered =
    s.deliveredMinutes === null
      ? ""
      : ` Minutos impartidos en este período: ${s.deliveredMinutes}${s.makeupMinutes ? `, más ${s.makeupMinutes} en sesiones de recuperación` : ""}.`;
  return `${s.name}: ${s.minutes} min ${PERIOD_ES[s.period]} (${SETTING_ES[s.setting]})${provider ? `, ${provider}` : ""}.${delivered}`;
}

/** Spanish: every key of `ReportText`. */
export const REPORT_TEXT_ES: ReportText = {
  pdfLanguage: "es-US",
  languageName: "Spanish",
  title: "Informe de progreso sobre las metas del IEP",
  subject: "Progreso hacia las metas anuales del IEP",
  documentTitle: (student, period) => `Informe de progreso — ${student} — ${period}`,
  subtitle: (student) => `Para los padres y la familia de ${student}`,
  labelStudent: "Estudiante",
  labelGrade: "Grado",
  labelPeriod: "Período del informe",
  labelCaseManager: "Coordinador(a) del caso",
  labelReportDate: "Fecha del informe",
  labelPreparedBy: "Preparado por",
  noGoals: "Todavía no hay metas del IEP registradas para este estudiante.",
  footer:
    "IDEA, 34 CFR 300.320(a)(3): el IEP describe cómo se mide el progreso hacia las metas anuales y cuándo se entregan a los padres los informes periódicos sobre ese progreso.",
  page: (pageNumber, totalPages) => `Página ${pageNumber} de ${totalPages}`,
  date: (iso) => spanishDate(iso),
  shortDate: (iso) => spanishDate(iso, SHORT_DATE_ES),
  period: (from, to) => `del ${spanishDate(from)} al ${spanishDate(to)}`,
  goalHeading: (area, index) => `Meta ${index + 1}${area ? ` — ${area}` : ""}`,
  labelBaseline: "Nivel inicial",
  labelTarget: "Nivel esperado",
  targetBy: (date) => `para el ${spanishDate(date)}`,
  notRecorded: "No registrado",
  labelObjectives: "Objetivos a corto plazo",
  labelMeasured: "Cómo se mide el progreso",
  labelData: "Datos de este período",
  noData: "No se registraron datos de progreso durante este período.",
  columnDate: "Fecha",
  columnScore: "Puntuación",
  columnNote: "Nota",
  noScore: "Sin puntuación",
  labelGraph: "Gráfica",
  noGraphData: "Todavía no hay datos registrados.",
  labelTrend: "Tendencia",
  labelDecision: "Decisión",
  labelComments: "Comentarios del docente",
  legendData: "Puntuaciones",
  legendGoalLine: "Línea de la meta (del nivel inicial al nivel esperado)",
  legendDirection: "Dirección de las puntuaciones",
  legendTarget: (value) => `Nivel esperado ${value}`,
  trend: trendEs,
  decision: (action) => DECISION_ES[action],
  suggestion: suggestionEs,
  unit: spanishUnit,
  entryNote: spanishEntryNote,
  labelServices: "Servicios de educación especial y servicios relacionados",
  serviceLine: serviceLineEs,
};
