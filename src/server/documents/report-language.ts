/**
 * The parent progress report's words in the family's language (requirements "Parent progress
 * report"): English or Spanish. Apart from the PDF drawing, so the report's service reads them
 * without loading the PDF renderer (decision 022).
 */
import type { HomeLanguage } from "../../shared/contracts/students.ts";
import { REPORT_TEXT_EN, type ReportText } from "./report-text.ts";
import { REPORT_TEXT_ES } from "./report-text-es.ts";

/** The report's words for a family language (English when none is recorded). */
export function reportText(language: HomeLanguage | null | undefined): ReportText {
  return language === "es" ? REPORT_TEXT_ES : REPORT_TEXT_EN;
}
