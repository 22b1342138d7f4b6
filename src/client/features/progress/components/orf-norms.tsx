/**
 * Published oral reading fluency norms beside a score (requirements "CBM probes": "Show published grade-level norms
 * where you use them, with their source"): Hasbrouck & Tindal (2017), 50th percentile, grades 1–6.
 */

import { cn } from "@client/lib/cn";
import {
  NORM_SEASONS,
  type NormSeason,
  normGrade,
  normSeasonOf,
  ORF_NORMS_50TH,
  ORF_NORMS_SOURCE,
  orfNorm,
} from "@shared/domain/cbm";
import { useId } from "react";

const seasonLabel: Record<NormSeason, string> = { fall: "Fall", winter: "Winter", spring: "Spring" };

/** A dash that reads as "no norm". */
function NoNorm() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">no norm</span>
    </>
  );
}

/** "58 below", "12 above", "the same as". */
function comparison(wcpm: number, norm: number): string {
  if (wcpm === norm) return "the same as";
  return `${Math.abs(wcpm - norm)} ${wcpm < norm ? "below" : "above"}`;
}

/**
 * The norms card: the student's grade row (the season of `date` emphasised) and how `wcpm` compares,
 * or the note that the norms cover grades 1–6 only; the full table in a disclosure; the citation.
 */
export function OrfNorms({
  grade,
  wcpm,
  date,
}: {
  /** The student's free-text grade, if a student is chosen. */
  grade: string | null | undefined;
  /** The current score, when there is one. */
  wcpm: number | null;
  /** The probe's date (yyyy-mm-dd): picks the benchmark season. */
  date: string;
}) {
  const headingId = useId();
  const g = normGrade(grade);
  let season: NormSeason | null = null;
  try {
    season = normSeasonOf(date);
  } catch {
    season = null;
  }
  const norm = g !== null && season ? orfNorm(g, season) : null;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Grade-level norms (50th percentile)
      </h3>
      {g !== null ? (
        <>
          <dl className="grid max-w-md grid-cols-3 gap-2 text-center">
            {NORM_SEASONS.map((s) => (
              <div
                key={s}
                className={cn(
                  "rounded-md border p-2",
                  s === season ? "border-indigo-700 bg-indigo-50" : "border-slate-200",
                )}
              >
                <dt className="text-sm text-slate-700">
                  Grade {g} {seasonLabel[s].toLowerCase()}
                  {s === season ? (
                    <span className="block text-xs font-medium text-indigo-800">this season</span>
                  ) : null}
                </dt>
                <dd className="text-xl font-semibold text-slate-900">{orfNorm(g, s) ?? <NoNorm />}</dd>
              </div>
            ))}
          </dl>
          {wcpm !== null && norm !== null && season ? (
            <p className="text-sm text-slate-800">
              {wcpm} WCPM is {comparison(wcpm, norm)} the grade {g} {season} 50th percentile ({norm} WCPM).
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-slate-700">
          {grade
            ? `The published norms cover grades 1–6; this student's grade (${grade}) is not among them.`
            : "Choose a student with a grade from 1 to 6 to compare with the norms for that grade."}
        </p>
      )}
      <details className="text-sm text-slate-800">
        <summary className="cursor-pointer font-medium text-indigo-700 underline underline-offset-2">
          All grades (words correct per minute)
        </summary>
        <table className="mt-2 w-full max-w-md border-collapse text-left">
          <caption className="sr-only">
            Oral reading fluency norms, 50th percentile, words correct per minute, {ORF_NORMS_SOURCE.short}
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-3">
                Grade
              </th>
              {NORM_SEASONS.map((s) => (
                <th key={s} scope="col" className="py-1 pr-3">
                  {seasonLabel[s]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Object.entries(ORF_NORMS_50TH).map(([grade, row]) => (
              <tr key={grade} className="border-b border-slate-200">
                <th scope="row" className="py-1 pr-3 font-medium">
                  {grade}
                </th>
                {NORM_SEASONS.map((s) => (
                  <td key={s} className="py-1 pr-3 tabular-nums">
                    {row[s] ?? <NoNorm />}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-1 text-slate-700">Grade 1 has no fall norm.</p>
      </details>
      <p className="text-xs text-slate-700">
        Source: {ORF_NORMS_SOURCE.citation}{" "}
        <a
          href={ORF_NORMS_SOURCE.url}
          target="_blank"
          rel="noreferrer noopener"
          className="text-indigo-700 underline underline-offset-2"
        >
          The table as published by Read Naturally<span className="sr-only"> (opens in a new tab)</span>
        </a>
        . Compare scores on unpracticed grade-level passages.
      </p>
    </section>
  );
}
