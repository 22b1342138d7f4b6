/**
 * A corpus of realistic teacher observations, written for this project (requirements "AI guards": "Tests and
 * figures": at least 100, covering reading, math, writing, behaviour, speech, OT and transition, with
 * numbers, dates and non-person-first or subjective phrasing). The names are invented.
 *
 * Used by `corpus.test.ts`: the offline rewriter and the offline note drafter must keep every
 * number, unit, date and count of each text and leave no person-first finding.
 */

import type { CorpusObservation } from "./corpus-types.ts";
import { MORE_OBSERVATIONS } from "./observations-more.ts";

export type { CorpusObservation, ObservationArea } from "./corpus-types.ts";

const FIRST_OBSERVATIONS: readonly CorpusObservation[] = [
  // reading
  {
    area: "reading",
    subject: "Reading",
    text: "The autistic boy read 42 wcpm on the grade 3 DIBELS passage on 3/4/2026, up from 35 wcpm in January. 6 errors, mostly vowel teams.",
  },
  {
    area: "reading",
    subject: "Reading",
    text: "Was lazy during guided reading today, only answered 2 of 5 comprehension questions. Needed 3 prompts to reopen the book.",
  },
  {
    area: "reading",
    subject: "Reading",
    text: "dyslexic student decoded 14 of 20 CVC words (70%) and 8/10 sight words. Used the reading ruler for the full 20 minutes.",
  },
  {
    area: "reading",
    subject: "Reading",
    text: "Had a bad day - refused the fluency probe twice, then read 58 words correct per minute with 94% accuracy on the third try at 10:40 am.",
  },
  {
    area: "reading",
    subject: "Reading",
    text: "Suffers from attention difficulties; lost his place 4 times in a 1-page passage. Retell score 12 points on March 11, 2026.",
  },
  // math
  {
    area: "math",
    subject: "Math",
    text: "The ADHD kid got 7 out of 10 two-digit addition problems right with regrouping, 15 minutes, 1 break.",
  },
  {
    area: "math",
    subject: "Math",
    text: "Completed 18 digits correct per minute on the M-COMP probe (goal 25). Seemed lazy on word problems: 1 of 4 attempted.",
  },
  {
    area: "math",
    subject: "Math",
    text: "Meltdown after the timer went off at 9:15 a.m.; recovered in 6 minutes and then finished 12/15 multiplication facts.",
  },
  {
    area: "math",
    subject: "Math",
    text: "Special needs kid in my 4th period group measured 3 objects to the nearest 0.5 inch; 2 were correct.",
  },
  {
    area: "math",
    subject: "Math",
    text: "Used the number line for 3 of 4 subtraction items. Accuracy 75%, up from 50% on 2026-02-02. Was defiant when asked to show work.",
  },
  // writing
  {
    area: "writing",
    subject: "Writing",
    text: "Wrote 4 sentences in 10 minutes with capitals on 3 of them. Autistic student used the graphic organizer with 2 verbal prompts.",
  },
  {
    area: "writing",
    subject: "Writing",
    text: "Bad day. Wrote 23 words in the 3-minute CBM writing probe (CWS 15). Crumpled the paper 2 times.",
  },
  {
    area: "writing",
    subject: "Writing",
    text: "The wheelchair-bound student typed a 5-sentence paragraph on the Chromebook in 25 minutes, 3 spelling errors.",
  },
  {
    area: "writing",
    subject: "Writing",
    text: "Lazy effort on the journal again, 1 sentence in 15 minutes; with a word bank on Friday she wrote 6 sentences.",
  },
  // behaviour
  {
    area: "behavior",
    subject: "Behavior",
    text: "Eloped constantly today, 4 times between 9:00 and 11:30, each time to the water fountain for 2-5 minutes.",
  },
  {
    area: "behavior",
    subject: "Behavior",
    text: "Had a meltdown in the cafeteria at 12:10 pm that lasted 14 minutes; calmed with the sensory kit. 2nd one this week.",
  },
  {
    area: "behavior",
    subject: "Behavior",
    text: "The ADHD kid was defiant toward the sub, 6 refusals in the first hour. Earned 3 of 5 points on the check-in/check-out sheet.",
  },
  {
    area: "behavior",
    subject: "Behavior",
    text: "Threw a tantrum when recess ended, 1 incident, 8 minutes. Used the break card 3 times after that without reminders.",
  },
  {
    area: "behavior",
    subject: "Behavior",
    text: "Out-of-seat 11 times in a 30-minute block (baseline 18). Autistic girl responded to the visual timer 5 of 6 times.",
  },
  {
    area: "behavior",
    subject: "Behavior",
    text: "He eloped from the classroom on 10/14/2025 and again on 10/16/2025; found in the hallway within 3 minutes both times.",
  },
  // speech
  {
    area: "speech",
    subject: "Speech",
    text: "Produced /r/ correctly in 16 of 20 trials at the word level (80%). The autistic boy initiated 2 greetings with peers.",
  },
  {
    area: "speech",
    subject: "Speech",
    text: "Suffers from a stutter; 7 disfluencies in a 100-word sample, down from 12 in September.",
  },
  {
    area: "speech",
    subject: "Speech",
    text: "Used the AAC device for 9 requests in 30 minutes. Had a bad day and pushed the device away twice.",
  },
  {
    area: "speech",
    subject: "Speech",
    text: "Followed 2-step directions in 6/10 opportunities; special needs child needed a visual for the rest.",
  },
  // OT
  {
    area: "ot",
    subject: "Fine motor",
    text: "Confined to a wheelchair, she transferred to the therapy mat with 1 adult assist and stacked 8 one-inch blocks.",
  },
  {
    area: "ot",
    subject: "Fine motor",
    text: "Cut along a 6-inch line within 1/4 inch in 3 of 5 attempts. Seemed lazy after 10 minutes and put the scissors down.",
  },
  {
    area: "ot",
    subject: "Fine motor",
    text: "Copied 12 letters with correct formation out of 20 on 2/27/2026. Meltdown when the pencil broke, 4 minutes.",
  },
  {
    area: "ot",
    subject: "Sensory",
    text: "Wheelchair-bound student completed the 5-station sensory path with 2 verbal cues in 12 minutes.",
  },
  // transition
  {
    area: "transition",
    subject: "Transition",
    text: "Autistic student completed a 4-page job application at the grocery store on April 2, 2026 with 2 reminders; 1 field left blank.",
  },
  {
    area: "transition",
    subject: "Transition",
    text: "Counted change to $5.00 correctly in 7 of 10 trials. Eloped from the work site once for 5 minutes.",
  },
  {
    area: "transition",
    subject: "Transition",
    text: "Rode the city bus route 12 with the job coach for 25 minutes; was defiant about wearing the ID badge, 3 refusals.",
  },
  {
    area: "transition",
    subject: "Transition",
    text: "Suffers from anxiety before interviews. Practiced 5 interview questions, answered 4 in complete sentences. Next visit May 6th.",
  },
  {
    area: "transition",
    subject: "Transition",
    text: "The special needs kid sorted 40 library books by call number in 35 minutes with 95% accuracy; 2 bad days this month.",
  },
];

/** The whole corpus: the first texts and `observations-more.ts` (at least 100 in all). */
export const OBSERVATIONS: readonly CorpusObservation[] = [...FIRST_OBSERVATIONS, ...MORE_OBSERVATIONS];
