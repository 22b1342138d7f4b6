/**
 * Which language the downloaded report is written in (requirements "Parent progress report": the
 * family's language of the student record, "Student fields"). For Spanish it also says what stays as
 * typed: the screen shows the English preview, the PDF prints our fixed words, dates and suggested
 * comments in Spanish and the teacher's own words as written.
 */
import type { HomeLanguage } from "@shared/contracts/students";

const LANGUAGE_NAMES: Record<HomeLanguage, string> = { en: "English", es: "Spanish" };

/** "Report language: Spanish (from the student record)", with what that means for the comments. */
export function ReportLanguageNote({ language }: { language: HomeLanguage }) {
  return (
    <div className="text-sm text-slate-700">
      <p>
        <span className="font-semibold text-slate-900">Report language: </span>
        {LANGUAGE_NAMES[language]} (from the student record)
      </p>
      {language === "en" ? null : (
        <p className="mt-1">
          The PDF prints its headings, dates, trend and decision, and the suggested comments in{" "}
          {LANGUAGE_NAMES[language]}. Comments you edit print exactly as you write them; they are never
          translated.
        </p>
      )}
    </div>
  );
}
