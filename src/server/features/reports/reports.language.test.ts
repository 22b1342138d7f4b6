/**
 * The parent progress report in the family's language (requirements "Parent progress report",
 * "Student fields": `homeLanguage`): a Spanish record gets every fixed word, the trend and decision
 * sentences, the dates and the page footer in Spanish, while the teacher's own text (goal statement,
 * comments) prints exactly as typed; an English record still reads in English. The PDF's text is
 * read back with pdfjs-dist.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { addEntries, addStudentWithGoal } from "../../test/kits/caseload.ts";
import { insertService, insertSessions } from "../../test/kits/service-rows.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";
import { fluencyGoal } from "./reports-test-kit.ts";

const PERIOD = { from: "2026-09-01", to: "2026-10-31" };
const STATEMENT =
  "Given a grade-3 passage, Lucía will read 90 words correct per minute on 3 of 4 weekly probes.";
const NARRATIVE = "Lucía reads to her little brother every night; keep it up at home!";

/** Adds a student with a reading goal scored 54 → 66 over six weeks (an improving trend). */
async function studentWithGoal(name: string, homeLanguage?: "en" | "es") {
  const { student, goal } = await addStudentWithGoal(
    teacher,
    { name, grade: "3", ...(homeLanguage ? { homeLanguage } : {}) },
    fluencyGoal(STATEMENT),
  );
  await addEntries(teacher, goal.id, [
    ["2026-09-08", 54],
    ["2026-09-15", 57],
    ["2026-09-29", 61],
    ["2026-10-06", 63.5],
    ["2026-10-13", 66],
  ]);
  return { student, goal };
}

async function reportText(body: Record<string, unknown>): Promise<string> {
  const res = await teacher.post("/api/v1/reports/progress", { ...PERIOD, ...body });
  expect(res.status).toBe(200);
  return (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, " ");
}

const h = setUpHarness({ now: new Date("2026-11-03T15:00:00Z") });
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
// Pro: the tests add more students than the free plan holds (requirements "Plans and trial").
beforeAll(() => h.givePro(teacher));

describe("parent progress report language", () => {
  it("a Spanish record: Spanish words, trend, decision and dates; the teacher's text verbatim", async () => {
    const { student, goal } = await studentWithGoal("Lucía Martínez", "es");
    expect(student.homeLanguage).toBe("es");
    const text = await reportText({ studentId: student.id, narratives: { [goal.id]: NARRATIVE } });
    expect(text).toContain("Informe de progreso sobre las metas del IEP");
    expect(text).toContain("Para los padres y la familia de Lucía Martínez");
    expect(text).toContain("Período del informe:");
    expect(text).toContain("del 1 de septiembre de 2026 al 31 de octubre de 2026");
    expect(text).toContain("3 de noviembre de 2026"); // the report date
    expect(text).toContain("Meta 1 — Reading"); // the area is the teacher's word
    expect(text).toContain("Nivel esperado: 90 WCPM para el 1 de junio de 2027");
    expect(text).toContain("Mejorando: las puntuaciones recientes son más altas que las anteriores.");
    expect(text).toContain("Tendencia");
    expect(text).toContain("Decisión");
    expect(text).toContain("63.5"); // the same rounding and decimal point as the English report
    expect(text).toContain("Página 1 de");
    expect(text).toContain("Comentarios del docente");
    expect(text).toContain(NARRATIVE);
    expect(text).toContain(STATEMENT);
    for (const english of [
      "Progress report on IEP goals",
      "Improving:",
      "Reporting period",
      "Sep 1, 2026",
      "Page 1 of",
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it("a Spanish record without the teacher's comments gets the Spanish suggestion", async () => {
    const { student } = await studentWithGoal("Mateo Ruiz", "es");
    const text = await reportText({ studentId: student.id });
    expect(text).toContain("5 sesiones registradas durante este período.");
    expect(text).toContain(
      "Las puntuaciones pasaron de 54 WCPM el 8 de septiembre de 2026 a 66 WCPM el 13 de octubre de 2026.",
    );
    expect(text).not.toContain("sessions recorded");
  });

  it("a Spanish record: the offered unit and a probe's note in Spanish, the teacher's words as typed", async () => {
    const { student, goal } = await addStudentWithGoal(
      teacher,
      { name: "Valentina Cruz", grade: "3", homeLanguage: "es" },
      fluencyGoal(STATEMENT, { unit: "words correct per minute" }),
    );
    const probe = "ORF probe: 64 words attempted, 3 errors, accuracy 95% (61 WCPM). Read with expression";
    for (const [entryDate, progressValue, note] of [
      ["2026-09-15", 57, null],
      ["2026-10-13", 61, probe],
    ] as const) {
      const res = await teacher.post("/api/v1/progress-entries", {
        goalId: goal.id,
        entryDate,
        progressValue,
        note,
      });
      expect(res.status).toBe(201);
    }
    // A word the PDF broke across two lines ("pre- cisión") read whole.
    const text = (await reportText({ studentId: student.id })).replace(/(\p{Ll})- (\p{Ll})/gu, "$1$2");
    expect(text).toContain("Nivel esperado: 90 palabras correctas por minuto para el 1 de junio de 2027");
    expect(text).toContain(
      "Prueba de fluidez lectora: 64 palabras leídas, 3 errores, precisión del 95 % (61 palabras correctas por minuto). Read with expression",
    );
    expect(text).toContain(
      "Las puntuaciones pasaron de 57 palabras correctas por minuto el 15 de septiembre de 2026 a 61 palabras correctas por minuto el 13 de octubre de 2026.",
    );
    expect(text).toContain(STATEMENT); // the goal statement as typed
    expect(text).not.toContain("words correct per minute para");
    expect(text).not.toContain("words attempted");
  });

  it.each([
    ["en", "No data recorded yet.", "Data points"],
    ["es", "Todavía no hay datos registrados.", "Puntuaciones"],
  ] as const)(
    "a goal without data in the period (%s): a sentence in place of an empty graph",
    async (language, sentence, legend) => {
      const { student } = await addStudentWithGoal(
        teacher,
        { name: `Noa Díaz ${language}`, grade: "3", homeLanguage: language },
        fluencyGoal(STATEMENT),
      );
      const text = await reportText({ studentId: student.id });
      expect(text).toContain(sentence);
      expect(text).not.toContain(legend);
    },
  );

  it("a Spanish record without goals says so in Spanish", async () => {
    const res = await teacher.post("/api/v1/students", { name: "Sofía Díaz", homeLanguage: "es" });
    const { id } = (await res.json()) as { id: string };
    const text = await reportText({ studentId: id });
    expect(text).toContain("Todavía no hay metas del IEP registradas para este estudiante.");
  });

  it("an English record (given or by default) still reads in English", async () => {
    for (const language of ["en", undefined] as const) {
      const { student, goal } = await studentWithGoal(`Ava Chen ${language ?? "default"}`, language);
      expect(student.homeLanguage).toBe("en");
      const text = await reportText({ studentId: student.id, narratives: { [goal.id]: NARRATIVE } });
      expect(text).toContain("Progress report on IEP goals");
      expect(text).toContain("Sep 1, 2026 to Oct 31, 2026");
      expect(text).toContain("Improving: recent scores are higher than earlier ones.");
      expect(text).toContain("Page 1 of");
      expect(text).toContain(NARRATIVE);
      expect(text).not.toContain("Informe de progreso");
      expect(text).not.toContain("septiembre");
    }
  });
});

describe("parent progress report services (requirements 'Parent progress report')", () => {
  /** A student with a week service over the period and its sessions: 2 delivered, 1 make-up, 1 missed. */
  async function withServices(name: string, homeLanguage?: "en" | "es") {
    const { student } = await studentWithGoal(name, homeLanguage);
    const serviceId = await insertService(h.db, teacher.id, student.id, {
      name: "Speech-language therapy",
      providerName: "Priya Natarajan",
      providerRole: "Speech-language pathologist",
      setting: "related_service",
      minutes: 30,
      period: "week",
      startDate: "2026-09-01",
      endDate: "2027-06-11",
    });
    await insertSessions(h.db, { userId: teacher.id, studentId: student.id, serviceId }, [
      ["2026-09-08", 30, "delivered"],
      ["2026-09-15", 25, "delivered"],
      ["2026-09-22", 30, "provider_absent"],
      ["2026-09-29", 30, "makeup"],
    ]);
    // Ended before the period: not listed.
    await insertService(h.db, teacher.id, student.id, {
      name: "Occupational therapy",
      startDate: "2025-09-01",
      endDate: "2026-06-12",
    });
    return student;
  }

  it("lists each service in effect with its minutes per period, provider and minutes delivered", async () => {
    const student = await withServices("Maya Chen");
    const text = await reportText({ studentId: student.id });
    expect(text).toContain("Special education and related services");
    expect(text).toContain(
      "Speech-language therapy: 30 min per week (Related service), Priya Natarajan (Speech-language pathologist). Minutes delivered this period: 55, plus 30 in make-up sessions.",
    );
    expect(text).not.toContain("Occupational therapy");
  });

  it("writes the services' fixed words in Spanish and the teacher's words as typed", async () => {
    const student = await withServices("Lucía Gómez", "es");
    const text = await reportText({ studentId: student.id });
    expect(text).toContain("Servicios de educación especial y servicios relacionados");
    // (The PDF may hyphenate a long word at a line end: the role is checked apart.)
    expect(text).toContain(
      "Speech-language therapy: 30 min por semana (servicio relacionado), Priya Natarajan (",
    );
    expect(text).toContain("Minutos impartidos en este período: 55, más 30 en sesiones de recuperación.");
  });

  it("prints no services section for a student without services", async () => {
    const { student } = await studentWithGoal("Leo Park");
    expect(await reportText({ studentId: student.id })).not.toContain("related services");
  });
});
