/**
 * The paragraphs of the offline note, written as connected prose from the note's facts
 * (requirements "Offline drafter", "Note generation"): the session and what was observed, the
 * present level compared with the baseline and the IEP target, and the supports used. Every
 * number, unit, date and count the teacher typed is copied unchanged (requirements "AI guards").
 */
import { forSubject, type NoteFacts } from "./note-facts.ts";

/**
 * A name as it reads inside a sentence: a sentence-case phrase of two or more words ("Oral reading
 * fluency (ORF)") starts in lower case ("measured with oral reading fluency (ORF)"); a name with
 * another capitalised word ("Acadience Reading"), an acronym or digits first ("DIBELS 8 ORF"), or a
 * single word is a proper name and stays as written (The Chicago Manual of Style, 8.1: common nouns
 * in running text are lower case).
 */
export function midSentence(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length < 2 || !/^\p{Lu}\p{Ll}+(?:-\p{Ll}+)*$/u.test(words[0] ?? "")) return name;
  if (words.slice(1).some((w) => /^\p{Lu}\p{Ll}/u.test(w))) return name;
  const at = name.search(/\p{Lu}/u);
  return name.slice(0, at) + name.charAt(at).toLowerCase() + name.slice(at + 1);
}

/** Adds a full stop when the text ends without closing punctuation. */
export function endSentence(text: string): string {
  // Ended only by terminal punctuation, possibly inside closing quotes/brackets: "(6 errors)" is not.
  return /[.!?…]["')\]]*$/.test(text) ? text : `${text}.`;
}

/** "a", "a and b", "a, b, and c". */
export const joinList = (items: readonly string[]) => {
  const list = items.map((s) => s.trim()).filter(Boolean);
  if (list.length <= 1) return list.join("");
  if (list.length === 2) return `${list[0]} and ${list[1]}`;
  return `${list.slice(0, -1).join(", ")}, and ${list.at(-1)}`;
};

/** A leading number and the rest (`"42 wcpm"` → 42, "wcpm"), or null. */
function leadingNumber(text: string): { value: number; decimals: number; unit: string } | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(.*?)\s*$/.exec(text);
  if (!m?.[1]) return null;
  return { value: Number(m[1]), decimals: m[1].split(".")[1]?.length ?? 0, unit: (m[2] ?? "").trim() };
}

/** The difference `to - from` when both start with a number in the same unit, else null. */
function difference(from: string, to: string): { diff: number; amount: string; unit: string } | null {
  const b = leadingNumber(from);
  const c = leadingNumber(to);
  if (!b || !c || b.unit.toLowerCase() !== c.unit.toLowerCase()) return null;
  const decimals = Math.max(b.decimals, c.decimals);
  const diff = Number((c.value - b.value).toFixed(decimals));
  const unit =
    b.unit === "%" ? " percentage points" : b.unit.startsWith("%") ? b.unit : b.unit ? ` ${b.unit}` : "";
  return { diff, amount: Math.abs(diff).toFixed(decimals), unit };
}

/**
 * The change from the baseline when both levels start with a number in the same unit: "an
 * increase of 16 wcpm from the baseline" / "a decrease of 2 incidents from the baseline" / "the
 * same as the baseline"; null otherwise.
 */
export function changeFromBaseline(baseline: string, current: string): string | null {
  const d = difference(baseline, current);
  if (!d) return null;
  if (d.diff === 0) return "the same as the baseline";
  return `${d.diff > 0 ? "an increase" : "a decrease"} of ${d.amount}${d.unit} from the baseline`;
}

/** "On March 3, 2026, Maya worked on Reading in the Resource room for 30 minutes, in a group of 3." */
export function sessionSentence(facts: NoteFacts, name: string, subject: string, dateText: string): string {
  const c = facts.contextData;
  const setting = c?.setting?.trim();
  const duration = c?.duration?.trim();
  const group = c?.groupSize?.trim();
  const focus = subject === "General" ? "was observed during instruction" : `worked on ${subject}`;
  const who = name === "The student" ? "the student" : name;
  let sentence = `On ${dateText}, ${who} ${focus}`;
  if (setting) sentence += /^(the|a|an|in|at|on)\s/i.test(setting) ? ` (${setting})` : ` in the ${setting}`;
  if (duration) sentence += /^\d/.test(duration) ? ` for ${duration}` : ` (duration: ${duration})`;
  if (group) sentence += /^\d+$/.test(group) ? `, in a group of ${group}` : ` (group: ${group})`;
  return endSentence(sentence);
}

/** Past-tense verbs teachers open an observation with, no subject written ("Read 42 wcpm …"). */
const OPENING_VERB =
  /^(?:read|wrote|got|made|took|had|did|sat|ran|went|came|left|used|gave|said|told|knew|found|kept|held|met|won|lost|\p{L}+ed)\b/iu;

/** "Read 42 wcpm." → "Maya read 42 wcpm." when the observation opens with a verb and no subject. */
export function withSubject(observations: string, name: string): string {
  if (!OPENING_VERB.test(observations)) return observations;
  return `${name} ${observations.charAt(0).toLowerCase()}${observations.slice(1)}`;
}

/** The present level, the baseline, progress, other data and the IEP target, as prose; "" when none. */
export function performanceProse(facts: NoteFacts, name: string, subject: string): string {
  const p = facts.performanceData;
  const out: string[] = [];
  const baseline = p?.baselineLevel?.trim();
  const current = p?.currentLevel?.trim();
  if (baseline && current) {
    const change = changeFromBaseline(baseline, current);
    out.push(
      change
        ? `${name}'s current level is ${current}, ${change} of ${baseline}.`
        : `${name}'s current level is ${current}; the baseline was ${baseline}.`,
    );
  } else if (current) {
    out.push(`${name}'s current level is ${current}; no baseline was recorded for comparison.`);
  } else if (baseline) {
    out.push(`The baseline was ${baseline}; no current level was recorded in this note.`);
  }
  if (p?.progressPercentage !== undefined && p?.progressPercentage !== null) {
    out.push(`Progress toward the goal is ${p.progressPercentage}%.`);
  }
  const dynamic = Object.entries(p?.dynamicData ?? {}).filter(([, v]) => v.trim() !== "");
  if (dynamic.length) {
    out.push(`Other data recorded: ${dynamic.map(([k, v]) => `${k.trim()}: ${v.trim()}`).join("; ")}.`);
  }
  const measure = forSubject(facts.student.assessmentTools, facts.subject);
  const tool = measure ? midSentence(measure) : measure;
  const target = forSubject(facts.student.iepGoalTargets, facts.subject);
  if (tool && target)
    out.push(
      `Progress in ${subject} is measured with ${tool}, against an IEP target of ${endSentence(target)}`,
    );
  else if (tool) out.push(`Progress in ${subject} is measured with ${endSentence(tool)}`);
  else if (target) out.push(`The IEP target for ${subject} is ${endSentence(target)}`);
  // The target's own number and unit word ("90 wcpm with 95% accuracy" → "90 wcpm").
  const targetHead = target?.match(/^\s*\d+(?:\.\d+)?\s*[^\s,;]*/)?.[0];
  const gap = current && targetHead ? difference(current, targetHead) : null;
  if (gap && gap.diff > 0)
    out.push(`At ${current}, ${name} is ${gap.amount}${gap.unit} short of that target.`);
  if (gap && gap.diff <= 0) out.push(`At ${current}, ${name} has reached that target.`);
  return out.join(" ");
}

/** "Maya's instruction used Repeated reading and Echo reading, with Extended time provided." or "". */
export function supportsProse(facts: NoteFacts, name: string): string {
  const strategies = joinList(facts.strategyData?.strategiesUsed ?? []);
  const accommodations = joinList(facts.strategyData?.accommodationsUsed ?? []);
  if (strategies && accommodations) {
    return `The strategies used in the session were ${strategies}, and ${name} was provided ${accommodations} as an accommodation.`;
  }
  if (strategies) return `The strategies used in the session were ${strategies}.`;
  if (accommodations) return `${name} was provided ${accommodations} as an accommodation.`;
  return "";
}
