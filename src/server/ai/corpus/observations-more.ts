/**
 * More realistic teacher observations for the corpus, written for this project (requirements "AI
 * guards"): reading fluency, math, writing, behaviour, speech, OT and transition, each with
 * numbers, dates, units or counts, and each with a word the offline rewriter must fix (outdated
 * or identity-first disability terms, judgemental words, "!!", a lower-case start). The names are
 * invented. Joined to `observations.ts` in `OBSERVATIONS`.
 */
import type { CorpusObservation } from "./corpus-types.ts";

const o = (area: CorpusObservation["area"], subject: string, text: string): CorpusObservation => ({
  area,
  subject,
  text,
});

export const MORE_OBSERVATIONS: readonly CorpusObservation[] = [
  // reading fluency and comprehension
  o(
    "reading",
    "Reading",
    "read 61 wcpm on the grade 4 ORF probe on 11/3/2026 with 5 errors!! best score since September.",
  ),
  o(
    "reading",
    "Reading",
    "The dyslexic boy decoded 17 of 25 nonsense words (68%) on the NWF probe, up from 11 on 10/20/2026.",
  ),
  o(
    "reading",
    "Reading",
    "Was so lazy during the retell, said 9 words about a 250-word passage. Needed 2 prompts to start.",
  ),
  o(
    "reading",
    "Reading",
    "slow learner in my group; read 38 words correct per minute on 2 of 3 passages and 44 on the third.",
  ),
  o(
    "reading",
    "Reading",
    "Autistic kid answered 4 of 6 inferential questions after a 12-minute read-aloud. very proud of him!!",
  ),
  o(
    "reading",
    "Reading",
    "Was naughty at the reading table, took the timer 3 times; still read 52 wcpm with 96% accuracy.",
  ),
  o(
    "reading",
    "Reading",
    "The LD student used text-to-speech for 20 minutes and answered 7/10 questions on the unit test.",
  ),
  o(
    "reading",
    "Reading",
    "Sloppy work on the vocabulary log, 5 of 12 words copied. Matched 10 of 12 words to pictures.",
  ),
  o(
    "reading",
    "Reading",
    "Read 3 leveled books (level F) in 25 minutes; seemed unmotivated at the 4th book and stopped at page 2.",
  ),
  o(
    "reading",
    "Reading",
    "Acted out when the probe started at 8:50, then read 47 wcpm on the 2nd try. 3 self-corrections.",
  ),
  o(
    "reading",
    "Reading",
    "the retarded label in the old file is wrong; she blended 8 of 10 CVC words on 12/1/2026.",
  ),
  o(
    "reading",
    "Reading",
    "Very hyper after lunch. Read 2 pages with a finger tracker and answered 3 of 5 questions.",
  ),
  o(
    "reading",
    "Reading",
    "Our special ed kid identified 22 of 26 letter sounds in 1 minute, up from 15 sounds in August.",
  ),
  o(
    "reading",
    "Reading",
    "He is a slow reader but careless errors on 6 of 40 words dropped his accuracy to 85%.",
  ),
  // math
  o(
    "math",
    "Math",
    "The EBD kid solved 9 of 12 one-step equations in 20 minutes; was rude to the aide twice.",
  ),
  o(
    "math",
    "Math",
    "Careless mistakes on 4 of 15 subtraction items with regrouping; 11/15 correct (73%) on 11/12/2026.",
  ),
  o(
    "math",
    "Math",
    "Counted coins to 99 cents in 6 of 8 trials. Was manipulative about the break, asked 4 times in 15 min.",
  ),
  o(
    "math",
    "Math",
    "She is mentally retarded per the 2019 report; today she matched numerals 1-10 to sets in 9 of 10 trials.",
  ),
  o(
    "math",
    "Math",
    "Scored 14 digits correct per minute on the M-COMP (aimline 16). So stubborn about using the fact chart!!",
  ),
  o("math", "Math", "The autistic girl skip-counted by 5s to 100 with 1 error in 45 seconds."),
  o(
    "math",
    "Math",
    "Annoying the table group with the manipulatives, 7 redirections in 30 minutes; 5 of 8 fraction models correct.",
  ),
  o(
    "math",
    "Math",
    "Told time to the half hour on 8 of 10 clocks. Low-functioning autistic boy used the visual model each time.",
  ),
  o(
    "math",
    "Math",
    "Wild during the math game, out of seat 9 times in 20 minutes; added 2-digit numbers with 80% accuracy.",
  ),
  o("math", "Math", "The Downs kid measured 5 lines to the nearest cm with 4 correct on 11/18/2026."),
  o(
    "math",
    "Math",
    "Was attention-seeking during the lesson (6 call-outs in 10 minutes), then finished 10 of 10 facts in 2 min.",
  ),
  o(
    "math",
    "Math",
    "quadriplegic student answered 12 of 15 place-value items with eye gaze on the 4-choice board.",
  ),
  o(
    "math",
    "Math",
    "Doesn't care about word problems, 1 of 5 attempted; solved 3 of 3 once read aloud at 1:40 pm.",
  ),
  o(
    "math",
    "Math",
    "Handicapped student used the large-print ruler to measure 6 objects to the 1/2 inch, 5 correct.",
  ),
  // writing
  o(
    "writing",
    "Writing",
    "Sloppy handwriting on the spelling test, 9 of 20 words legible; 14 of 20 spelled correctly when read aloud.",
  ),
  o(
    "writing",
    "Writing",
    "The dyslexic student dictated a 7-sentence story in 15 minutes with speech-to-text on 11/5/2026.",
  ),
  o(
    "writing",
    "Writing",
    "Was defiant about the planner, 3 refusals; wrote 2 paragraphs (112 words) by 10:30.",
  ),
  o(
    "writing",
    "Writing",
    "Messy writing again: 4 of 10 letters on the line. Used the raised-line paper for 12 minutes.",
  ),
  o(
    "writing",
    "Writing",
    "The spastic kid typed 18 words per minute on the adapted keyboard, up from 11 in October.",
  ),
  o(
    "writing",
    "Writing",
    "Whining about the journal for 5 minutes, then wrote 3 complete sentences with capitals and periods.",
  ),
  o(
    "writing",
    "Writing",
    "Autistic student used the graphic organizer and wrote a 5-paragraph essay draft of 340 words in 3 sessions.",
  ),
  o(
    "writing",
    "Writing",
    "she was being lazy on the CBM probe: 9 total words written in 3 minutes (baseline 21).",
  ),
  o(
    "writing",
    "Writing",
    "Emotionally disturbed students in the group wrote 4, 6 and 7 sentences; 2 used transition words.",
  ),
  o(
    "writing",
    "Writing",
    "Lost it when the pencil tip broke at 9:05; wrote 2 of 4 sentences after a 3-minute break.",
  ),
  // behaviour
  o(
    "behavior",
    "Behavior",
    "Went crazy in the gym at 1:20 pm, threw 2 balls at the wall; calm by 1:32 with the break card.",
  ),
  o(
    "behavior",
    "Behavior",
    "The ADHD kid was hyper all morning, out of seat 16 times between 8:00 and 10:00 (baseline 22).",
  ),
  o(
    "behavior",
    "Behavior",
    "Naughty on the bus, 2 write-ups this week (11/9 and 11/11). Earned 8 of 10 CICO points today!!",
  ),
  o(
    "behavior",
    "Behavior",
    "A troublemaker in the hallway: 3 peers pushed during 1 transition. 0 incidents in class.",
  ),
  o(
    "behavior",
    "Behavior",
    "Manipulative with the token board, asked to trade 5 times in 20 minutes; earned the 10-token reward at 2:15.",
  ),
  o(
    "behavior",
    "Behavior",
    "Had a meltdown at 10:40 that lasted 18 minutes. 2nd this week; the first was on Monday for 25 minutes.",
  ),
  o(
    "behavior",
    "Behavior",
    "Rude to the lunch aide (3 comments), disrespectful to peers twice. Used the calm-down corner 2 times for 4 minutes.",
  ),
  o(
    "behavior",
    "Behavior",
    "Acting out during centers: 12 tallies of calling out in 45 minutes, down from 20 last Tuesday.",
  ),
  o(
    "behavior",
    "Behavior",
    "The autistic kid eloped from the cafeteria at 12:05 and was found at the office door within 2 minutes.",
  ),
  o(
    "behavior",
    "Behavior",
    "Stubborn about transitions today!! 4 of 7 transitions needed more than 2 prompts.",
  ),
  o(
    "behavior",
    "Behavior",
    "Psycho behavior per the sub note, 1 incident with a chair at 11:15; no injuries, 20-minute debrief.",
  ),
  o(
    "behavior",
    "Behavior",
    "Attention seeking with the class clown routine, 9 times in 30 minutes; ignored, it dropped to 3 in the next 30.",
  ),
  o(
    "behavior",
    "Behavior",
    "Bad kid per last year's file, but 5 of 5 days on green this week and 0 office referrals in 21 days.",
  ),
  o(
    "behavior",
    "Behavior",
    "Tantrum at dismissal (3:05 pm, 7 minutes). Used 2 deep breaths when prompted and walked to the bus.",
  ),
  // speech and language
  o(
    "speech",
    "Speech",
    "The stutterer had 4 blocks and 2 prolongations in a 150-word sample (4%); used easy onset on 6 of 10 starts.",
  ),
  o(
    "speech",
    "Speech",
    "Produced /s/ blends in 14 of 20 words (70%). Was lazy on the carryover sentences, 2 of 10.",
  ),
  o(
    "speech",
    "Speech",
    "deaf and dumb was written on the intake form in 2015; today she signed 25 words and voiced 3.",
  ),
  o(
    "speech",
    "Speech",
    "The aspie kid took 5 conversational turns on a preferred topic and 2 on a peer's topic in 10 minutes.",
  ),
  o(
    "speech",
    "Speech",
    "Autistic student used the AAC device to request 11 times and to comment 2 times in a 30-minute session!!",
  ),
  o(
    "speech",
    "Speech",
    "Answered 8 of 12 wh- questions about a 4-picture sequence; so annoying with the buzzer, 6 presses.",
  ),
  o(
    "speech",
    "Speech",
    "Followed 3-step directions in 5 of 10 trials; the special needs child needed a gesture cue on the rest.",
  ),
  o(
    "speech",
    "Speech",
    "Told a 5-part narrative with 4 parts on 11/17/2026. Moaning about the recorder for the first 2 minutes.",
  ),
  // occupational therapy
  o(
    "ot",
    "Occupational therapy",
    "The old bus form says he is crippled; he climbed 12 steps with the rail in 40 seconds.",
  ),
  o(
    "ot",
    "Occupational therapy",
    "Cut a circle within 1/4 inch on 2 of 4 tries; careless errors at the corners on the square.",
  ),
  o(
    "ot",
    "Occupational therapy",
    "Buttoned 4 of 5 one-inch buttons in 3 minutes. Was uncooperative with the zipper, 3 refusals.",
  ),
  o(
    "ot",
    "Occupational therapy",
    "The paraplegic student transferred from the chair to the mat with 1 assist and did 3 sets of 10 reps.",
  ),
  o(
    "ot",
    "Occupational therapy",
    "Copied 8 of 10 shapes; the triangle was messy work on 2 attempts. Pencil grip held for 6 minutes.",
  ),
  o(
    "ot",
    "Occupational therapy",
    "Hyper in the sensory room, 20 minutes on the swing before sitting; then wrote 5 letters on the line.",
  ),
  o(
    "ot",
    "Occupational therapy",
    "Epileptic student rested for 15 minutes after a seizure at 9:30; completed 2 of 3 fine-motor stations.",
  ),
  // transition
  o(
    "transition",
    "Transition",
    "Clocked in on time 4 of 5 days at the grocery job site. Was rude to a customer once on 11/10/2026.",
  ),
  o(
    "transition",
    "Transition",
    "The intellectually disabled student counted 20 items into bags with 100% accuracy in 12 minutes.",
  ),
  o(
    "transition",
    "Transition",
    "Made a $7.50 purchase with a $10 bill and checked the change ($2.50) in 3 of 4 trials. so stubborn about the wallet!!",
  ),
  o(
    "transition",
    "Transition",
    "high-functioning autistic girl filled out 2 job applications with 1 reminder; interview practice 4 of 5 answers.",
  ),
  o(
    "transition",
    "Transition",
    "Read the bus schedule and chose the 3:15 bus on 5 of 6 trials. Whiny about the walk to the stop, 10 minutes.",
  ),
  o(
    "transition",
    "Transition",
    "Deaf-mute student used the text-to-speech app to order lunch at the cafe in 4 minutes, 2 items correct.",
  ),
];
