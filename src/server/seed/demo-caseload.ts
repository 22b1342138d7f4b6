/**
 * The demo teacher's caseload for `npm run seed:demo`: a K–8 resource teacher with eight fictional
 * students across IDEA disability categories, with measurable goals (requirements "IEP goals": who, does what,
 * under what condition, to what criterion, by when, measured how), present levels, services,
 * accommodations and a few progress observations to draft notes from.
 *
 * Every person, school, phone number (555-01xx) and address (example.com) here is invented. The
 * language is person-first and objective (requirements "AI guards"; APA 7 §5.4). Dates are relative to the day
 * the seed runs, so meetings are always upcoming and notes recent.
 */
import { addDays, format } from "date-fns";
import type { UpdateProfileInput } from "../../shared/contracts/me.ts";
import type { GenerateNoteInput } from "../../shared/contracts/notes.ts";
import type { CreateStudentInput } from "../../shared/contracts/students.ts";

export const DEMO_EMAIL = "demo@iep-workspace.test";
/** Printed by the seed; a demo account on a local machine, never a real credential. */
export const DEMO_PASSWORD = "demo-teacher-2026";
export const DEMO_NAME = "Jordan Ellis";

/** A note to draft: the generate-note body, naming its student instead of an id. */
export type DemoNote = Omit<GenerateNoteInput, "studentId"> & { student: string };

export interface DemoCaseload {
  profile: UpdateProfileInput;
  students: CreateStudentInput[];
  notes: DemoNote[];
}

const SCHOOL = "Cedar Valley K-8 School";

/**
 * Builds the caseload for a seed run on `today` (local calendar day).
 * @param timeZone the IANA zone stored on the demo profile (the machine's zone by default).
 */
export function demoCaseload(today: Date, timeZone: string): DemoCaseload {
  const day = (offset: number) => format(addDays(today, offset), "yyyy-MM-dd");
  // Annual goals run until the next annual review, so each goal's date is the review's month.
  const by = (offset: number) => format(addDays(today, offset), "MMMM yyyy");
  const year = Number(format(today, "yyyy"));
  // Birth dates that fit each grade in the current school year (age 5 in kindergarten by 1 September).
  const schoolYearStart = Number(format(today, "M")) >= 8 ? year : year - 1;
  const born = (grade: number, monthDay: string) => `${schoolYearStart - 5 - grade}-${monthDay}`;

  const students: CreateStudentInput[] = [
    {
      name: "Aiden Brooks",
      grade: "K",
      dateOfBirth: born(0, "03-14"),
      studentId: "CV-240117",
      parentContact: {
        name: "Renee Brooks",
        relationship: "Mother",
        email: "renee.brooks@example.com",
        phone: "(555) 014-2231",
      },
      annualMeetingDueDate: day(24),
      caseManager: DEMO_NAME,
      serviceProviders: [
        "Speech-language pathologist — 30 min, 2x weekly",
        "Occupational therapist — 30 min weekly",
        "Classroom paraprofessional support",
      ],
      disabilities: ["Autism", "Speech or language impairment"],
      iepGoals: [
        `Given a visual choice board and a model, Aiden will request a preferred item or activity using a 2-word phrase in 8 of 10 opportunities across 3 consecutive sessions by ${by(24)}, as measured by opportunity-based tally.`,
        `During a structured play activity with one peer, Aiden will take turns with adult prompting faded to a gesture in 4 of 5 trials by ${by(24)}, as measured by teacher data sheets.`,
        `Given a visual schedule and a first-then board, Aiden will move between classroom activities within 2 minutes of the cue on 80% of transitions over 2 consecutive weeks by ${by(24)}.`,
      ],
      notes: "Arrives on the early bus. Family prefers text messages in the afternoon.",
      dateAdded: day(-84),
      presentLevels:
        "Aiden uses single words and gestures to request in about 6 of 10 opportunities and uses 2-word phrases in 1 of 10. He names all 26 uppercase letters and counts objects to 10 with 1:1 correspondence. During transitions he needs an average of 3 adult prompts and 4–5 minutes to begin the next activity. He plays alongside peers and takes a turn when an adult gives a full physical prompt.",
      assessmentParticipation: "Kindergarten district screeners with accommodations",
      placement: "General education kindergarten with push-in special education support",
      serviceDelivery:
        "Special education push-in 45 min daily; speech-language 60 min weekly; OT 30 min weekly",
      progressMeasurement: "Weekly data sheets; progress reported to family each quarter with report cards",
      behaviorSupport:
        "Visual supports and transition warnings (5-minute and 1-minute cues); no behavior plan needed",
      assistiveTechnology: "Low-tech choice boards; trial of a communication app on a tablet this year",
      communication:
        "Communicates with single words, gestures and pictures; benefits from extra processing time (5–7 seconds)",
      extendedSchoolYear: "Eligible: 4 weeks, 2 mornings a week, communication goals",
      lreSetting: "General education 80% or more of the day",
      accommodations: [
        "Visual schedule at desk",
        "First-then board for non-preferred tasks",
        "Noise-reducing headphones available",
        "Extra processing time (5–7 seconds) after directions",
      ],
      strengths: [
        "Strong visual memory",
        "Knows all uppercase letters",
        "Enjoys music and songs",
        "Affectionate with familiar adults",
      ],
      areasOfNeed: [
        "Expressive communication",
        "Transitions between activities",
        "Peer play and turn-taking",
      ],
      defaultStrategies: [
        {
          name: "Visual schedule with first-then board",
          frequency: "Every transition",
          duration: "Throughout the day",
        },
        { name: "Aided language modeling of 2-word requests", frequency: "Daily", duration: "15 minutes" },
        { name: "Structured turn-taking games", frequency: "3x weekly", duration: "10 minutes" },
      ],
      defaultAccommodations: [
        {
          name: "Noise-reducing headphones",
          conditions: "Noise above the usual classroom level",
          whenUsed: "Assemblies, fire drills, cafeteria",
        },
        { name: "Extra processing time", conditions: "After any verbal direction", whenUsed: "All settings" },
      ],
      assessmentTools: {
        Communication: "Opportunity-based tally of spontaneous requests",
        Social: "Turn-taking trial data sheet",
        Behavior: "Transition latency (minutes) and prompt count",
      },
      iepGoalTargets: {
        Communication: "2-word requests in 8 of 10 opportunities",
        Social: "Turn-taking in 4 of 5 trials with gesture prompt",
        Behavior: "Transitions within 2 minutes on 80% of cues",
      },
    },
    {
      name: "Lily Nguyen",
      grade: "1",
      dateOfBirth: born(1, "09-02"),
      studentId: "CV-230456",
      parentContact: {
        name: "Minh Nguyen",
        relationship: "Father",
        email: "minh.nguyen@example.com",
        phone: "(555) 014-7780",
      },
      annualMeetingDueDate: day(96),
      caseManager: DEMO_NAME,
      serviceProviders: ["Speech-language pathologist — 30 min, 2x weekly"],
      disabilities: ["Speech or language impairment"],
      iepGoals: [
        `Lily will produce /s/ and /z/ in the initial and final positions of words with 80% accuracy in structured activities across 3 consecutive sessions by ${by(96)}, as measured by SLP probe data.`,
        `Given a 2-step classroom direction without gestures, Lily will complete both steps in the correct order in 4 of 5 trials by ${by(96)}.`,
      ],
      notes: "Family speaks Vietnamese and English at home; reports go home in both languages.",
      dateAdded: day(-150),
      presentLevels:
        "Lily produces /s/ and /z/ correctly in 35% of single words (frontal distortion). Unfamiliar listeners understand about 75% of her connected speech. She follows 1-step directions reliably and completes 2-step directions in 2 of 5 trials. Reading and math are at grade level.",
      assessmentParticipation: "District assessments without accommodations",
      placement: "General education first grade; speech-language services in the therapy room",
      serviceDelivery: "Speech-language 60 min weekly (pull-out, small group of 2)",
      progressMeasurement: "SLP probes every 2 weeks; reported quarterly",
      behaviorSupport: "Not needed",
      assistiveTechnology: "None needed",
      communication: "Verbal; bilingual (Vietnamese and English)",
      extendedSchoolYear: "Not eligible",
      lreSetting: "General education 80% or more of the day",
      accommodations: ["Directions repeated or rephrased on request", "Visual cue card for /s/ placement"],
      strengths: ["Eager to participate", "Strong early reading skills", "Kind to classmates"],
      areasOfNeed: ["Articulation of /s/ and /z/", "Following multi-step directions"],
      defaultStrategies: [
        {
          name: "Mirror work and tactile cues for tongue placement",
          frequency: "Each session",
          duration: "10 minutes",
        },
        { name: "Minimal pairs practice", frequency: "2x weekly", duration: "10 minutes" },
      ],
      defaultAccommodations: [
        {
          name: "Directions given one step at a time, then combined",
          conditions: "New multi-step tasks",
          whenUsed: "Classroom and therapy",
        },
      ],
      assessmentTools: {
        Articulation: "SLP word-level probe (20 targets)",
        Language: "2-step direction trials",
      },
      iepGoalTargets: { Articulation: "80% accuracy on /s/ and /z/", Language: "4 of 5 trials" },
    },
    {
      name: "Sofia Martinez",
      grade: "3",
      dateOfBirth: born(3, "05-21"),
      studentId: "CV-210388",
      parentContact: {
        name: "Carmen Martinez",
        relationship: "Mother",
        email: "carmen.martinez@example.com",
        phone: "(555) 014-3392",
      },
      // The family meets with a Spanish interpreter: their progress reports are written in Spanish.
      homeLanguage: "es",
      annualMeetingDueDate: day(41),
      caseManager: DEMO_NAME,
      serviceProviders: ["Special education teacher — reading intervention 30 min daily"],
      disabilities: ["Specific learning disability"],
      iepGoals: [
        `Given a grade-3 passage, Sofia will read 90 words correct per minute (WCPM) with 95% accuracy on 3 of 4 consecutive weekly probes by ${by(41)}, as measured by DIBELS 8 Oral Reading Fluency.`,
        `Given a list of 20 multisyllabic words with closed and open syllables, Sofia will decode 16 of 20 (80%) correctly on 3 consecutive probes by ${by(41)}.`,
        `Given a graphic organizer, Sofia will write a paragraph of at least 5 sentences with a topic sentence and 3 supporting details, scoring 3 of 4 on the district writing rubric in 3 of 4 samples by ${by(41)}.`,
      ],
      notes: "Loves graphic novels; reading interest inventory on file.",
      dateAdded: day(-410),
      presentLevels:
        "On fall DIBELS 8 Oral Reading Fluency, Sofia read 52 WCPM with 88% accuracy on grade-3 passages. She decodes single-syllable words reliably and 9 of 20 multisyllabic words. Listening comprehension is a strength: she answers 9 of 10 questions after a grade-level read-aloud. Her writing samples contain 2–3 sentences without a topic sentence.",
      assessmentParticipation: "State assessment with accommodations (read-aloud for math and science only)",
      placement: "General education with resource room reading intervention",
      serviceDelivery:
        "Specialized reading instruction 30 min daily (pull-out, group of 3); writing support 30 min 2x weekly (push-in)",
      progressMeasurement: "Weekly ORF probes; multisyllabic word probes every 2 weeks; reported quarterly",
      behaviorSupport: "Not needed",
      assistiveTechnology: "Text-to-speech for content-area reading; audiobooks",
      communication: "Verbal; age-appropriate",
      extendedSchoolYear: "Not eligible",
      lreSetting: "General education 80% or more of the day",
      accommodations: [
        "Extended time (1.5x) on tests",
        "Read-aloud for math and science tests",
        "Audiobooks for grade-level texts",
        "Graphic organizers for writing",
      ],
      strengths: [
        "Strong listening comprehension",
        "Rich oral vocabulary",
        "Persists with hard tasks",
        "Helps peers",
      ],
      areasOfNeed: ["Decoding multisyllabic words", "Reading fluency", "Organizing written paragraphs"],
      defaultStrategies: [
        { name: "Repeated reading with corrective feedback", frequency: "Daily", duration: "10 minutes" },
        { name: "Syllable-type instruction (closed, open, VCe)", frequency: "Daily", duration: "15 minutes" },
        { name: "Partner reading", frequency: "3x weekly", duration: "10 minutes" },
      ],
      defaultAccommodations: [
        { name: "Extended time (1.5x)", conditions: "Timed tests and quizzes", whenUsed: "All subjects" },
        { name: "Read-aloud", conditions: "Tests that do not measure reading", whenUsed: "Math and science" },
      ],
      assessmentTools: {
        Reading: "DIBELS 8 Oral Reading Fluency (weekly)",
        Phonics: "Multisyllabic word list probe (20 words)",
        Writing: "District 4-point writing rubric",
      },
      iepGoalTargets: {
        Reading: "90 WCPM with 95% accuracy",
        Phonics: "16 of 20 words",
        Writing: "Rubric score 3 of 4",
      },
    },
    {
      name: "Noah Patel",
      grade: "4",
      dateOfBirth: born(4, "11-08"),
      studentId: "CV-200271",
      parentContact: {
        name: "Priya Patel",
        relationship: "Mother",
        email: "priya.patel@example.com",
        phone: "(555) 014-6624",
      },
      annualMeetingDueDate: day(133),
      caseManager: DEMO_NAME,
      serviceProviders: [
        "Teacher of the Deaf and Hard of Hearing — 45 min weekly",
        "Educational audiologist — consultation each semester",
      ],
      disabilities: ["Hearing impairment"],
      iepGoals: [
        `When he misses information in class, Noah will ask for clarification or repetition in 4 of 5 observed opportunities by ${by(133)}, as measured by teacher observation checklists.`,
        `Given 10 new grade-4 content vocabulary words each week, Noah will define and use 8 of 10 correctly in a sentence on 3 of 4 weekly checks by ${by(133)}.`,
        `Noah will check and connect his remote microphone system at the start of each class independently on 90% of school days by ${by(133)}.`,
      ],
      notes:
        "Wears bilateral hearing aids; spare batteries are in the nurse's office. Prefers to be called a student who is hard of hearing.",
      dateAdded: day(-300),
      presentLevels:
        "Noah has a bilateral moderate sensorineural hearing loss and uses hearing aids with a classroom remote microphone (DM) system. In a quiet room he repeats 92% of sentences correctly; with classroom noise this drops to 70%. He asks for repetition in about 1 of 5 observed opportunities. He defines 5 of 10 new content words per week. Math is at grade level.",
      assessmentParticipation:
        "State assessment with accommodations (directions written and read with captions where available)",
      placement: "General education fourth grade with itinerant hearing services",
      serviceDelivery:
        "Itinerant Deaf and Hard of Hearing services 45 min weekly (pull-out); audiology consultation each semester",
      progressMeasurement: "Observation checklist weekly; vocabulary checks weekly; reported quarterly",
      behaviorSupport: "Not needed",
      assistiveTechnology: "Remote microphone (DM) system; captioning on all classroom video",
      communication: "Spoken English; benefits from facing the speaker and reduced background noise",
      extendedSchoolYear: "Not eligible",
      lreSetting: "General education 80% or more of the day",
      accommodations: [
        "Remote microphone (DM) system used by every teacher",
        "Preferential seating near instruction, away from noise",
        "Captions on all videos",
        "Written copy of directions and homework",
      ],
      strengths: [
        "Strong math reasoning",
        "Visual learner",
        "Good friend to classmates",
        "Enjoys robotics club",
      ],
      areasOfNeed: ["Self-advocacy for access to information", "Content vocabulary", "Listening in noise"],
      defaultStrategies: [
        {
          name: "Pre-teaching of weekly vocabulary with visuals",
          frequency: "Weekly",
          duration: "20 minutes",
        },
        { name: "Self-advocacy role play", frequency: "Weekly", duration: "10 minutes" },
      ],
      defaultAccommodations: [
        {
          name: "Remote microphone (DM) system",
          conditions: "Any teacher-led instruction",
          whenUsed: "All classes",
        },
        { name: "Captions", conditions: "Any video or audio", whenUsed: "All classes" },
      ],
      assessmentTools: {
        "Self-advocacy": "Observation checklist (opportunities vs. requests)",
        Vocabulary: "Weekly 10-word definition and sentence check",
      },
      iepGoalTargets: { "Self-advocacy": "4 of 5 opportunities", Vocabulary: "8 of 10 words" },
    },
    {
      name: "Jamal Carter",
      grade: "5",
      dateOfBirth: born(5, "07-30"),
      studentId: "CV-190533",
      parentContact: {
        name: "Denise Carter",
        relationship: "Grandmother (guardian)",
        email: "denise.carter@example.com",
        phone: "(555) 014-9015",
      },
      annualMeetingDueDate: day(12),
      caseManager: DEMO_NAME,
      serviceProviders: [
        "School counselor — 30 min weekly",
        "Special education teacher — math support 30 min 3x weekly",
      ],
      disabilities: ["Other health impairment (ADHD)"],
      iepGoals: [
        `During independent work, Jamal will remain on task for 80% of 1-minute momentary time-sampling intervals across 4 of 5 consecutive school days by ${by(12)}, as measured by teacher observation.`,
        `Using a daily planner checklist, Jamal will turn in 90% of assigned homework and classwork each week for 4 consecutive weeks by ${by(12)}.`,
        `Given a grade-5 multi-digit multiplication and division probe, Jamal will solve problems with 80% accuracy on 3 of 4 weekly probes by ${by(12)}.`,
      ],
      notes: "Medication is given at home; family shares changes with the school nurse.",
      dateAdded: day(-520),
      presentLevels:
        "During independent work Jamal is on task in about 45% of observed intervals; with a check-in every 10 minutes this rises to 65%. He turns in about 60% of assignments. On grade-5 computation probes he solves multi-digit multiplication with 55% accuracy, most errors coming from skipped steps. He contributes thoughtful ideas in discussions and is a leader in group projects.",
      assessmentParticipation: "State assessment with accommodations (separate setting, breaks)",
      placement: "General education fifth grade with resource math support",
      serviceDelivery:
        "Math support 30 min 3x weekly (pull-out); counseling 30 min weekly; daily check-in/check-out",
      progressMeasurement:
        "Time-sampling observation 2x weekly; assignment tracker weekly; math probes weekly",
      behaviorSupport: "Check-in/check-out with the school counselor; self-monitoring card with a timer",
      assistiveTechnology: "Visual timer; digital planner with reminders",
      communication: "Verbal; age-appropriate",
      extendedSchoolYear: "Not eligible",
      lreSetting: "General education 80% or more of the day",
      accommodations: [
        "Preferential seating away from doors and windows",
        "Movement break every 20 minutes",
        "Assignments broken into chunks with checkpoints",
        "Tests in a small-group setting with breaks",
      ],
      strengths: [
        "Creative problem solver",
        "Leader in group work",
        "Strong verbal reasoning",
        "Loves basketball",
      ],
      areasOfNeed: [
        "Sustained attention during independent work",
        "Organization and work completion",
        "Multi-step computation",
      ],
      defaultStrategies: [
        {
          name: "Self-monitoring with a vibrating timer",
          frequency: "Daily",
          duration: "During independent work",
        },
        { name: "Check-in/check-out", frequency: "Daily", duration: "5 minutes morning and afternoon" },
        { name: "Step-by-step math checklist", frequency: "Each math session", duration: "30 minutes" },
      ],
      defaultAccommodations: [
        { name: "Movement breaks", conditions: "Every 20 minutes of seated work", whenUsed: "All classes" },
        { name: "Chunked assignments", conditions: "Tasks longer than 15 minutes", whenUsed: "All classes" },
      ],
      assessmentTools: {
        Behavior: "1-minute momentary time sampling (20-minute observation)",
        Organization: "Weekly assignment tracker",
        Math: "Weekly grade-5 computation probe",
      },
      iepGoalTargets: {
        Behavior: "80% of intervals on task",
        Organization: "90% of assignments",
        Math: "80% accuracy",
      },
    },
    {
      name: "Mateo Alvarez",
      grade: "6",
      dateOfBirth: born(6, "01-17"),
      studentId: "CV-180642",
      parentContact: {
        name: "Luis Alvarez",
        relationship: "Father",
        email: "luis.alvarez@example.com",
        phone: "(555) 014-5547",
      },
      annualMeetingDueDate: day(175),
      caseManager: DEMO_NAME,
      serviceProviders: ["Special education teacher — math 45 min daily (co-taught)"],
      disabilities: ["Specific learning disability"],
      iepGoals: [
        `Given a grade-5 mixed computation probe, Mateo will score 35 digits correct in 4 minutes on 3 of 4 consecutive weekly probes by ${by(175)}, as measured by curriculum-based measurement.`,
        `Given a two-step word problem, Mateo will identify the operations, solve, and label the answer correctly in 4 of 5 problems on 3 consecutive probes by ${by(175)}.`,
      ],
      notes: "Plays trumpet in the school band; practice schedule on Tuesdays after school.",
      dateAdded: day(-700),
      presentLevels:
        "On grade-5 mixed computation probes Mateo scores a median of 18 digits correct in 4 minutes (grade-level benchmark about 35). He recalls addition facts fluently and multiplication facts to 5, and uses repeated addition for facts above 5. He solves 1 of 5 two-step word problems correctly, usually choosing one operation. His reading and writing are at grade level.",
      assessmentParticipation:
        "State assessment with accommodations (calculator on non-calculation items, extended time)",
      placement: "Co-taught general education math; general education for all other classes",
      serviceDelivery: "Co-taught math 45 min daily; math intervention 20 min 3x weekly",
      progressMeasurement: "Weekly computation CBM; word-problem probes every 2 weeks; reported quarterly",
      behaviorSupport: "Not needed",
      assistiveTechnology: "Multiplication chart and calculator for problem-solving tasks",
      communication: "Verbal; age-appropriate",
      extendedSchoolYear: "Not eligible",
      lreSetting: "General education 80% or more of the day",
      accommodations: [
        "Multiplication chart for multi-step problems",
        "Calculator on problem-solving items",
        "Extended time (1.5x) on math tests",
        "Worked examples on each assignment",
      ],
      strengths: ["Strong reader", "Musical", "Asks good questions", "Works well with a partner"],
      areasOfNeed: ["Multiplication and division fact fluency", "Multi-step word problems"],
      defaultStrategies: [
        {
          name: "Explicit fact-family instruction with timed practice",
          frequency: "3x weekly",
          duration: "10 minutes",
        },
        { name: "Schema-based word-problem instruction", frequency: "2x weekly", duration: "20 minutes" },
      ],
      defaultAccommodations: [
        {
          name: "Calculator",
          conditions: "Problem-solving items that do not measure computation",
          whenUsed: "Math",
        },
        { name: "Extended time (1.5x)", conditions: "Math tests and quizzes", whenUsed: "Math" },
      ],
      assessmentTools: {
        Math: "Grade-5 mixed computation CBM (digits correct in 4 minutes)",
        "Problem solving": "Two-step word-problem probe (5 items)",
      },
      iepGoalTargets: { Math: "35 digits correct", "Problem solving": "4 of 5 problems" },
    },
    {
      name: "Ethan Walker",
      grade: "7",
      dateOfBirth: born(7, "10-05"),
      studentId: "CV-170219",
      parentContact: {
        name: "Karen Walker",
        relationship: "Mother",
        email: "karen.walker@example.com",
        phone: "(555) 014-8163",
      },
      annualMeetingDueDate: day(58),
      caseManager: DEMO_NAME,
      serviceProviders: ["School social worker — 30 min weekly", "School counselor — daily check-in"],
      disabilities: ["Emotional disturbance"],
      iepGoals: [
        `When presented with a frustrating task, Ethan will use a self-selected coping strategy (break card, breathing, journaling) in 4 of 5 documented instances by ${by(58)}, as measured by the daily point sheet.`,
        `Ethan will reduce leaving the classroom without permission from an average of 3 times per week to no more than 1 time per week for 6 consecutive weeks by ${by(58)}.`,
        `Given a disagreement with a peer, Ethan will use a rehearsed problem-solving script with an adult nearby in 3 of 4 observed situations by ${by(58)}.`,
      ],
      notes: "Works best with advance notice of schedule changes. Mother prefers email.",
      dateAdded: day(-230),
      presentLevels:
        "Over 6 weeks of baseline, Ethan left the classroom without permission an average of 3 times per week for 10–15 minutes each time, most often during writing tasks. He used a coping strategy without prompting in 1 of 5 documented instances. He earns an average of 70% of points on his daily point sheet. Academically he is near grade level in math and reads on grade level; written work is often unfinished.",
      assessmentParticipation: "State assessment with accommodations (separate setting, breaks)",
      placement: "General education seventh grade with resource support and a designated calm space",
      serviceDelivery: "Social work 30 min weekly; resource support 45 min daily; daily check-in/check-out",
      progressMeasurement:
        "Daily point sheet; weekly count of classroom exits; reported every 4 weeks to family",
      behaviorSupport:
        "Behavior intervention plan: break card (up to 3 per day, 5 minutes each), daily check-in/check-out, praise for strategy use, and a planned re-entry routine after a break.",
      assistiveTechnology: "Speech-to-text for longer writing tasks",
      communication: "Verbal; may need time to respond when upset",
      extendedSchoolYear: "Not eligible",
      lreSetting: "General education 80% or more of the day",
      accommodations: [
        "Break card (up to 3 per day)",
        "Advance notice of schedule changes",
        "Writing tasks chunked with a checklist",
        "Tests in a separate, quieter setting",
      ],
      strengths: [
        "Strong sense of fairness",
        "Skilled at drawing",
        "Good at math reasoning",
        "Responds well to trusted adults",
      ],
      areasOfNeed: ["Coping with frustration", "Staying in class during writing", "Peer problem solving"],
      defaultStrategies: [
        { name: "Check-in/check-out", frequency: "Daily", duration: "5 minutes morning and afternoon" },
        { name: "Coping-strategy rehearsal", frequency: "Weekly", duration: "30 minutes" },
        { name: "Behavior-specific praise", frequency: "Throughout the day", duration: "Ongoing" },
      ],
      defaultAccommodations: [
        {
          name: "Break card",
          conditions: "Signs of frustration (head down, pushing work away)",
          whenUsed: "All classes",
        },
        {
          name: "Chunked writing tasks",
          conditions: "Writing longer than 1 paragraph",
          whenUsed: "English and social studies",
        },
      ],
      assessmentTools: {
        Behavior: "Daily point sheet; frequency count of classroom exits",
        "Social-emotional": "Coping-strategy use log",
      },
      iepGoalTargets: {
        Behavior: "No more than 1 exit per week",
        "Social-emotional": "Strategy use in 4 of 5 instances",
      },
    },
    {
      name: "Grace Thompson",
      grade: "8",
      dateOfBirth: born(8, "04-11"),
      studentId: "CV-160087",
      parentContact: {
        name: "Michael Thompson",
        relationship: "Father",
        email: "michael.thompson@example.com",
        phone: "(555) 014-2049",
      },
      annualMeetingDueDate: day(150),
      caseManager: DEMO_NAME,
      serviceProviders: [
        "Special education teacher — functional academics 90 min daily",
        "Speech-language pathologist — 30 min weekly",
        "Occupational therapist — consultation monthly",
      ],
      disabilities: ["Intellectual disability"],
      iepGoals: [
        `Given a purchase under $20, Grace will count out the correct bills and coins with 90% accuracy in 4 of 5 trials by ${by(150)}, as measured by teacher data in the school store.`,
        `Given a grade-3 passage read independently, Grace will answer literal comprehension questions with 80% accuracy on 3 of 4 probes by ${by(150)}.`,
        `Using a picture-and-word task list, Grace will complete a 5-step job routine in the school library independently in 4 of 5 sessions by ${by(150)}.`,
      ],
      notes: "Volunteers in the library on Fridays. Family is interested in community job-sampling options.",
      dateAdded: day(-900),
      presentLevels:
        "Grace counts out exact amounts up to $5 with 80% accuracy and up to $20 with 40% accuracy, usually needing help with making change. She reads grade-2 passages at 78 WCPM and answers literal questions on grade-3 passages with 55% accuracy. She completes 3 of 5 steps of her library job routine independently. She greets adults and peers and follows the school schedule independently.",
      assessmentParticipation: "State alternate assessment",
      placement:
        "Special education classroom for functional academics; general education for art, music and lunch",
      serviceDelivery:
        "Functional academics 90 min daily; speech-language 30 min weekly; OT consultation monthly",
      progressMeasurement:
        "Trial-by-trial data in school-store sessions; comprehension probes every 2 weeks; reported quarterly",
      behaviorSupport: "Not needed",
      assistiveTechnology: "Picture-and-word task lists; calculator for money tasks",
      communication: "Verbal; uses short sentences; benefits from visuals for new vocabulary",
      extendedSchoolYear: "Eligible: 4 weeks, functional math and job routine",
      lreSetting: "General education 40% to 79% of the day",
      transitionServices:
        "Career interest inventory and job sampling in the school library this year; full transition plan to be written before age 16.",
      accommodations: [
        "Picture-and-word task lists",
        "Calculator for money and measurement tasks",
        "Simplified text and read-aloud for science and social studies",
        "Extra time to respond",
      ],
      strengths: [
        "Friendly and greets everyone",
        "Follows routines",
        "Enjoys helping others",
        "Strong memory for names",
      ],
      areasOfNeed: ["Money skills", "Reading comprehension", "Independent work routines"],
      defaultStrategies: [
        {
          name: "Community-based instruction in the school store",
          frequency: "2x weekly",
          duration: "30 minutes",
        },
        { name: "Task analysis with fading prompts", frequency: "Daily", duration: "20 minutes" },
      ],
      defaultAccommodations: [
        {
          name: "Picture-and-word task list",
          conditions: "Any multi-step routine",
          whenUsed: "Library job and classroom",
        },
        { name: "Calculator", conditions: "Money and measurement tasks", whenUsed: "Math and school store" },
      ],
      assessmentTools: {
        Math: "School-store money trials (correct amount counted)",
        Reading: "Literal comprehension probe on grade-3 passages",
        "Daily living": "Task-analysis checklist (5-step library routine)",
      },
      iepGoalTargets: {
        Math: "90% accuracy on purchases under $20",
        Reading: "80% accuracy",
        "Daily living": "5 of 5 steps independently",
      },
    },
  ];

  const notes: DemoNote[] = [
    {
      student: "Sofia Martinez",
      type: "progress",
      subject: "Reading",
      date: day(-2),
      observations:
        "Weekly DIBELS 8 ORF probe on a grade-3 passage: Sofia read 64 WCPM with 91% accuracy (6 errors, mostly on multisyllabic words). Up from 52 WCPM at baseline. She self-corrected 3 times and used syllable division on 2 unfamiliar words.",
      goalsAddressed: [students[2]!.iepGoals![0]!],
      performanceData: {
        currentLevel: "64 WCPM, 91% accuracy",
        baselineLevel: "52 WCPM, 88% accuracy",
        progressPercentage: 32,
      },
      strategyData: {
        strategiesUsed: [
          "Repeated reading with corrective feedback",
          "Syllable-type instruction (closed, open, VCe)",
        ],
        accommodationsUsed: ["Extended time (1.5x) on tests"],
      },
      contextData: { setting: "Resource room", duration: "30 minutes", groupSize: "3 students" },
    },
    {
      student: "Jamal Carter",
      type: "behavioral",
      subject: "Behavior",
      date: day(-4),
      observations:
        "20-minute observation during independent math work using 1-minute momentary time sampling: Jamal was on task in 13 of 20 intervals (65%). He used his vibrating timer without a reminder twice and took 1 movement break at the 20-minute mark, returning to work within 2 minutes.",
      goalsAddressed: [students[4]!.iepGoals![0]!],
      performanceData: {
        currentLevel: "65% of intervals on task",
        baselineLevel: "45% of intervals on task",
        progressPercentage: 57,
      },
      strategyData: {
        strategiesUsed: ["Self-monitoring with a vibrating timer", "Check-in/check-out"],
        accommodationsUsed: [
          "Movement break every 20 minutes",
          "Assignments broken into chunks with checkpoints",
        ],
      },
      contextData: {
        setting: "General education classroom",
        duration: "20 minutes",
        groupSize: "Whole class (24 students)",
      },
    },
    {
      student: "Aiden Brooks",
      type: "progress",
      subject: "Communication",
      date: day(-7),
      observations:
        'During snack and centers, Aiden had 10 opportunities to request. He used a 2-word phrase in 4 of 10 ("more crackers", "want blocks"), a single word in 5 of 10 and pointed once. Baseline was 1 of 10 two-word requests. He used the choice board independently on 3 occasions.',
      goalsAddressed: [students[0]!.iepGoals![0]!],
      performanceData: {
        currentLevel: "2-word requests in 4 of 10 opportunities",
        baselineLevel: "1 of 10",
        progressPercentage: 43,
      },
      strategyData: {
        strategiesUsed: ["Aided language modeling of 2-word requests"],
        accommodationsUsed: ["Extra processing time (5–7 seconds) after directions"],
      },
      contextData: {
        setting: "Kindergarten classroom",
        duration: "25 minutes",
        groupSize: "Small group (4 students)",
      },
    },
    {
      student: "Ethan Walker",
      type: "behavioral",
      subject: "Social-emotional",
      date: day(-11),
      observations:
        "Over 5 school days Ethan left the classroom without permission 1 time (Tuesday, 8 minutes, during a writing task), compared with a baseline average of 3 times per week. He used his break card 6 times and returned within 5 minutes each time. He chose breathing or journaling in 3 of 4 documented frustrating moments.",
      goalsAddressed: [students[6]!.iepGoals![0]!, students[6]!.iepGoals![1]!],
      performanceData: {
        currentLevel: "1 exit this week; strategy use in 3 of 4 instances",
        baselineLevel: "3 exits per week; 1 of 5 instances",
        progressPercentage: 67,
      },
      strategyData: {
        strategiesUsed: ["Check-in/check-out", "Behavior-specific praise"],
        accommodationsUsed: ["Break card (up to 3 per day)", "Writing tasks chunked with a checklist"],
      },
      contextData: {
        setting: "General education and resource room",
        duration: "5 school days",
        groupSize: "Individual",
      },
    },
  ];

  const profile: UpdateProfileInput = {
    firstName: "Jordan",
    lastName: "Ellis",
    role: "Special education teacher (case manager)",
    organization: SCHOOL,
    organizationType: "Public school",
    experienceLevel: "6–10 years",
    goals: "Keep progress notes current and write clearer, measurable IEP goals",
    studentCount: String(students.length),
    onboardingCompleted: true,
    timeZone,
  };

  return { profile, students, notes };
}
