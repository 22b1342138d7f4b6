/**
 * Oral reading fluency probe (requirements "CBM probes"; domain primer "Progress monitoring": WCPM = words read in one
 * minute minus errors; accuracy = words correct / words attempted). A one-minute timer, a big Error
 * button, words attempted → WCPM and accuracy, the Hasbrouck & Tindal (2017) norms, and saving the
 * WCPM as a progress entry of the chosen goal.
 */

import { ConfirmDialog } from "@client/components/ui";
import { CountField } from "@client/features/progress/components/count-field";
import { ErrorCounter } from "@client/features/progress/components/error-counter";
import { OrfNorms } from "@client/features/progress/components/orf-norms";
import { ProbeResult } from "@client/features/progress/components/probe-result";
import type { ProbeSelection } from "@client/features/progress/components/probe-subject-picker";
import { ProbeTimerPanel } from "@client/features/progress/components/probe-timer-panel";
import { SaveProbeEntry } from "@client/features/progress/components/save-probe-entry";
import { useProbeTimer } from "@client/features/progress/hooks/use-probe-timer";
import { parseCount } from "@client/features/progress/lib/probe-format";
import {
  ORF_PROBE_SECONDS,
  type OralReadingFluencyScore,
  orfEntryNote,
  ProbeInputError,
  scoreOralReadingFluency,
} from "@shared/domain/cbm";
import { useEffect, useRef, useState } from "react";

/**
 * The ORF panel. `today` (yyyy-mm-dd) is the default probe date; `onNewProbe` remounts the panel
 * (the page keys it) for the next probe.
 */
export function OrfProbe({
  selection,
  today,
  onNewProbe,
}: {
  selection: ProbeSelection;
  today: string;
  onNewProbe: () => void;
}) {
  const timer = useProbeTimer(ORF_PROBE_SECONDS);
  const [errors, setErrors] = useState(0);
  const [wordsText, setWordsText] = useState("");
  const [date, setDate] = useState(today);
  const [confirmReset, setConfirmReset] = useState(false);
  const errorButton = useRef<HTMLButtonElement>(null);
  // The words field (its <input> comes from the shared Input, which takes no ref).
  const wordsBox = useRef<HTMLDivElement>(null);

  // Keyboard flow: starting the timer puts focus on Error (Space counts); the end moves it to the
  // words-attempted field, the next thing to fill in.
  const previous = useRef(timer.status);
  useEffect(() => {
    const was = previous.current;
    previous.current = timer.status;
    if (timer.status === "running" && was === "idle") errorButton.current?.focus();
    if (timer.status === "done" && was !== "done") wordsBox.current?.querySelector("input")?.focus();
  }, [timer.status]);

  // Resetting the probe clears what was counted: ask first when there is something to lose.
  const resetProbe = () => {
    timer.reset();
    setErrors(0);
    setWordsText("");
    setConfirmReset(false);
  };
  const requestReset = () => (errors > 0 || wordsText.trim() ? setConfirmReset(true) : resetProbe());

  const midProbe = timer.status === "running" || timer.status === "paused";
  const seconds = timer.status === "done" && timer.endedEarly ? timer.elapsedSeconds : ORF_PROBE_SECONDS;
  const wordsAttempted = parseCount(wordsText);

  let score: OralReadingFluencyScore | null = null;
  let inputError: string | undefined;
  if (wordsAttempted !== null) {
    try {
      score = scoreOralReadingFluency({ wordsAttempted, errors, seconds });
    } catch (err) {
      if (!(err instanceof ProbeInputError)) throw err;
      inputError = err.message;
    }
  }
  const scorable = score !== null && !midProbe;

  return (
    <div className="space-y-6">
      <section aria-labelledby="orf-timer-heading" className="space-y-4">
        <h3 id="orf-timer-heading" className="text-base font-semibold text-slate-900">
          1. Time one minute and count errors
        </h3>
        <p className="text-sm text-slate-700">
          Start the timer as the student reads the first word. Tap Error for each word misread, skipped, or
          supplied after a 3-second pause. If the student finishes the passage early, stop the timer: the
          score is prorated to a minute.
        </p>
        <ProbeTimerPanel
          timer={timer}
          label="Reading time left"
          finishLabel="Passage finished"
          onReset={requestReset}
          resetLabel="Reset probe"
          allowRestart={false}
        />
        <ConfirmDialog
          open={confirmReset}
          onOpenChange={setConfirmReset}
          title="Reset this probe?"
          description={`The timer goes back to one minute, and the ${errors} error${errors === 1 ? "" : "s"} counted${wordsText.trim() ? " and the words attempted" : ""} are cleared.`}
          confirmLabel="Reset probe"
          onConfirm={resetProbe}
        />
        <ErrorCounter errors={errors} onChange={setErrors} buttonRef={errorButton} />
      </section>

      <section aria-labelledby="orf-score-heading" className="space-y-4">
        <h3 id="orf-score-heading" className="text-base font-semibold text-slate-900">
          2. Score
        </h3>
        <div ref={wordsBox}>
          <CountField
            label="Words attempted"
            hint="The number of the last word the student reached, right or wrong."
            error={inputError}
            className="max-w-xs"
            value={wordsText}
            onChange={setWordsText}
          />
        </div>
        {score ? (
          <ProbeResult
            label="Oral reading fluency result"
            items={[
              { term: "Words correct per minute", value: `${score.wcpm} WCPM`, main: true },
              {
                term: "Accuracy",
                value: score.accuracyPercent === null ? "—" : `${score.accuracyPercent}%`,
              },
              { term: "Words correct", value: `${score.wordsCorrect} of ${wordsAttempted}` },
              ...(score.seconds < ORF_PROBE_SECONDS
                ? [{ term: "Reading time", value: `${score.seconds} s (prorated to 60 s)` }]
                : []),
            ]}
          />
        ) : null}
        <OrfNorms grade={selection.student?.grade} wcpm={score?.wcpm ?? null} date={date} />
      </section>

      <section aria-labelledby="orf-save-heading" className="space-y-4">
        <h3 id="orf-save-heading" className="text-base font-semibold text-slate-900">
          3. Save to a goal
        </h3>
        <SaveProbeEntry
          selection={selection}
          value={scorable && score ? score.wcpm : null}
          valueLabel="WCPM"
          unitPattern={/word|wcpm|fluency|read/i}
          note={score && wordsAttempted !== null ? orfEntryNote({ wordsAttempted, errors }, score) : ""}
          blockedReason={
            midProbe
              ? "Finish the timed minute first (or reset the probe to score one given on paper)."
              : "Enter the words attempted to score the probe."
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
