/**
 * The judgement words (requirements "Offline drafter", "AI guards", "Note generation"): the one
 * list, the note form's question, the offline drafter leaving each word out, and the guard on a
 * model's draft. Rows from the teacher's walkthrough ("she was being lazy", "lazy, defiant,
 * unmotivated, bad, naughty, manipulative") and the list's other words.
 */
import { describe, expect, it } from "vitest";
import { checkNumberFidelity } from "./guards.ts";
import {
  checkJudgementWords,
  INVENTED_BEHAVIOURS,
  JUDGEMENT_WORDS,
  judgementWordQuestion,
  judgementWordsIn,
} from "./judgement-words.ts";
import { rewriteText } from "./rewriter.ts";

describe("judgementWordsIn", () => {
  it.each([
    { text: "she was being lazy, autistic kid", words: ["lazy"] },
    { text: "He was defiant toward the aide, 3 refusals.", words: ["defiant"] },
    { text: "Seemed unmotivated on word problems: 1 of 4.", words: ["unmotivated"] },
    { text: "He is a bad kid, 2 write-ups.", words: ["bad"] },
    { text: "Was bad during recess.", words: ["bad"] },
    { text: "Very naughty during recess, pushed 2 peers.", words: ["naughty"] },
    { text: "Was manipulative about the break, asked 4 times.", words: ["manipulative"] },
    { text: "Rude to the aide, disrespectful to peers twice.", words: ["rude", "disrespectful"] },
    { text: "So stubborn about the fact chart!!", words: ["stubborn"] },
    { text: "Lazy and unmotivated; LAZY again.", words: ["lazy", "unmotivated"] },
    // Not labels of the student.
    { text: "Kai had a bad day; bad at fractions.", words: [] },
    { text: "Read a book about wild animals, 40 wcpm.", words: [] },
    { text: "Answered defiantly? No: followed 5 of 5 directions.", words: [] },
  ])("$text → $words", ({ text, words }) => {
    expect(judgementWordsIn(text)).toEqual(words);
  });

  it("every word of the list is found in a sentence that uses it", () => {
    for (const { word } of JUDGEMENT_WORDS) {
      expect(judgementWordsIn(`She was ${word}.`), word).toContain(word);
    }
  });
});

describe("judgementWordQuestion", () => {
  it.each([
    { word: "lazy", pronoun: "she", question: "Describe what she did instead of 'lazy'." },
    { word: "defiant", pronoun: "They", question: "Describe what they did instead of 'defiant'." },
    { word: "lazy", pronoun: undefined, question: "Describe what the student did instead of 'lazy'." },
    { word: "rude", pronoun: " ", question: "Describe what the student did instead of 'rude'." },
  ])("$word, $pronoun", ({ word, pronoun, question }) => {
    expect(judgementWordQuestion(word, pronoun)).toBe(question);
  });
});

describe("the offline drafter leaves a judgement word out, never translated", () => {
  const invented = new RegExp(`\\b(?:${INVENTED_BEHAVIOURS.join("|")})\\b`, "i");
  it.each([
    {
      input: "she was being lazy today during math, only did 2 of 10 problems.",
      output: "Today during math, only did 2 of 10 problems.",
    },
    { input: "Was defiant about the planner, 3 refusals.", output: "3 refusals." },
    {
      input: "Seemed unmotivated on word problems: 1 of 4 attempted.",
      output: "On word problems: 1 of 4 attempted.",
    },
    { input: "He is a bad kid. Earned 8 of 10 points.", output: "Earned 8 of 10 points." },
    { input: "Very naughty during recess, pushed 2 peers.", output: "During recess, pushed 2 peers." },
    {
      input: "Was manipulative about the break, asked 4 times in 15 minutes.",
      output: "Asked 4 times in 15 minutes.",
    },
    { input: "Read 40 wcpm. She was rude to the aide.", output: "Read 40 wcpm." },
    { input: "A lazy attempt at 2 of 10 items.", output: "An attempt at 2 of 10 items." },
  ])("$input", ({ input, output }) => {
    const result = rewriteText(input);
    expect(result.text).toBe(output);
    expect(checkNumberFidelity(input, result.text).ok).toBe(true);
  });

  it.each(JUDGEMENT_WORDS.map((w) => w.word))("%s: left out, no behaviour in its place", (word) => {
    for (const input of [
      `She was ${word} during math, did 2 of 10 problems.`,
      `He seemed very ${word}. Read 42 wcpm.`,
    ]) {
      const { text } = rewriteText(input);
      expect(judgementWordsIn(text), text).toEqual([]);
      expect(text, text).not.toMatch(invented);
      expect(checkNumberFidelity(input, text).ok, text).toBe(true);
    }
  });
});

describe("checkJudgementWords (the guard on a model's draft)", () => {
  const lazy = "she was being lazy today during math, only did 2 of 10 problems.";
  it.each([
    {
      source: lazy,
      draft: "She was not completing the task in math; 2 of 10 problems.",
      found: ["not completing the task"],
    },
    { source: lazy, draft: "She did not complete the task: 2 of 10.", found: ["did not complete the task"] },
    { source: lazy, draft: "She was lazy and did 2 of 10.", found: ["lazy"] },
    { source: lazy, draft: "An incomplete attempt: 2 of 10.", found: ["incomplete"] },
    { source: lazy, draft: "Today during math she did 2 of 10 problems.", found: [] },
    // What the teacher wrote is not invented.
    {
      source: "was lazy, did not complete the task (2 of 10)",
      draft: "She did not complete the task (2 of 10).",
      found: [],
    },
    // Without a judgement word in the source, a behaviour is the model's wording, not a stand-in.
    { source: "did 2 of 10 problems", draft: "The work was incomplete: 2 of 10 problems.", found: [] },
    { source: "did 2 of 10 problems", draft: "She was defiant; 2 of 10 problems.", found: ["defiant"] },
  ])("$draft → $found", ({ source, draft, found }) => {
    expect(checkJudgementWords(source, draft)).toEqual(found);
  });
});
