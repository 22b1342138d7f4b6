/**
 * Math computation probe (requirements "CBM probes"; domain primer "Math computation = digits correct in a timed
 * probe"): a timed probe (default 2 minutes, 1–5), digits correct (and optionally digits possible)
 * → digits correct per probe and per minute; the digits correct are saved to the chosen goal.
 * No norms are shown: we only show published norms we could verify (none for this probe here).
 */

import { Field, Select } from "@client/components/ui";
import { CountField } from "@client/features/progress/components/count-field";
import { ProbeResult } from "@client/features/progress/components/probe-result";
import type { ProbeSelection } from "@client/features/progress/components/probe-subject-picker";
import { ProbeTimerPanel } from "@client/features/progress/components/probe-timer-panel";
import { SaveProbeEntry } from "@client/features/progress/components/save-probe-entry";
import { useProbeTimer } from "@client/features/progress/hooks/use-probe-timer";
import { parseCount } from "@client/features/progress/lib/probe-format";
import {
  MATH_PROBE_DEFAULT_MINUTES,
  MATH_PROBE_MAX_MINUTES,
  MATH_PROBE_MIN_MINUTES,
  type MathComputationScore,
  mathEntryNote,
  ProbeInputError,
  scoreMathComputation,
} from "@shared/domain/cbm";
import { useState } from "react";

const MINUTE_CHOICES = Array.from(
  { length: MATH_PROBE_MAX_MINUTES - MATH_PROBE_MIN_MINUTES + 1 },
  (_, i) => MATH_PROBE_MIN_MINUTES + i,
);
const MATH_ANNOUNCE_AT = [60, 30, 10] as const;

/** The math computation panel; see OrfProbe for `today` and `onNewProbe`. */
export function MathProbe({
  selection,
  today,
  onNewProbe,
}: {
  selection: ProbeSelection;
  today: string;
  onNewProbe: () => void;
}) {
  const [minutes, setMinutes] = useState(MATH_PROBE_DEFAULT_MINUTES);
  const timer = useProbeTimer(minutes * 60, MATH_ANNOUNCE_AT);
  const [correctText, setCorrectText] = useState("");
  const [possibleText, setPossibleText] = useState("");
  const [date, setDate] = useState(today);

  const midProbe = timer.status === "running" || timer.status === "paused";
  const digitsCorrect = parseCount(correctText);
  const digitsPossible = parseCount(possibleText);

  let score: MathComputationScore | null = null;
  let correctError: string | undefined;
  let possibleError: string | undefined;
  if (digitsCorrect !== null) {
    try {
      score = scoreMathComputation({ digitsCorrect, digitsPossible, minutes });
    } catch (err) {
      if (!(err instanceof ProbeInputError)) throw err;
      if (err.field === "digitsPossible") possibleError = err.message;
      else correctError = err.message;
    }
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="math-timer-heading" className="space-y-4">
        <h3 id="math-timer-heading" className="text-base font-semibold text-slate-900">
          1. Time the probe
        </h3>
        <p className="text-sm text-slate-700">
          Give the student the computation sheet, start the timer, and collect the sheet when time is up.
          Count each correct digit in each answer.
        </p>
        <Field label="Probe length" hint="Use the length your probes are normed for." className="max-w-xs">
          {(ids) => (
            <Select
              {...ids}
              value={minutes}
              disabled={midProbe}
              onChange={(e) => setMinutes(Number(e.target.value))}
            >
              {MINUTE_CHOICES.map((m) => (
                <option key={m} value={m}>
                  {m} minute{m === 1 ? "" : "s"}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <ProbeTimerPanel timer={timer} label="Probe time left" finishLabel="Stop now" />
      </section>

      <section aria-labelledby="math-score-heading" className="space-y-4">
        <h3 id="math-score-heading" className="text-base font-semibold text-slate-900">
          2. Score
        </h3>
        <div className="grid max-w-xl gap-4 sm:grid-cols-2">
          <CountField
            label="Digits correct"
            error={correctError}
            value={correctText}
            onChange={setCorrectText}
          />
          <CountField
            label="Digits possible (optional)"
            hint="All correct digits on the sheet."
            error={possibleError}
            value={possibleText}
            onChange={setPossibleText}
          />
        </div>
        {score ? (
          <ProbeResult
            label="Math computation result"
            items={[
              { term: `Digits correct in ${minutes} min`, value: String(score.digitsCorrect), main: true },
              { term: "Per minute", value: String(score.digitsCorrectPerMinute) },
              ...(score.percentOfPossible !== null
                ? [{ term: "Of digits possible", value: `${score.percentOfPossible}%` }]
                : []),
            ]}
          />
        ) : null}
      </section>

      <section aria-labelledby="math-save-heading" className="space-y-4">
        <h3 id="math-save-heading" className="text-base font-semibold text-slate-900">
          3. Save to a goal
        </h3>
        <SaveProbeEntry
          selection={selection}
          value={score && !midProbe ? score.digitsCorrect : null}
          valueLabel="digits correct"
          unitPattern={/digit|computation|math/i}
          note={score ? mathEntryNote({ digitsPossible }, score) : ""}
          blockedReason={
            midProbe
              ? "Finish the timed probe first (or reset the timer to score one given on paper)."
              : "Enter the digits correct to score the probe."
          }
          date={date}
          onDateChange={setDate}
          onNewProbe={onNewProbe}
          today={today}
        />
      </section>
    </div>
  );
}
