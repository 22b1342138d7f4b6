/**
 * README.txt of an export (requirements "Export and restore": "a README.txt describing every file and
 * field"), generated from the one description table below so it cannot drift from the files: the
 * export test checks that every field of every JSON file has its line here.
 */
import { EXPORT_FILES, type ExportFile } from "../../../shared/contracts/data-export.ts";

const WHEN = "when it was first saved (UTC, ISO 8601)";
const CHANGED = "when it was last changed (UTC, ISO 8601)";
const ID = "its identifier (a UUID), used by the other files to point at it";
const STUDENT = "the student it belongs to (an id from students.json)";
const BY = "who entered it (an account id)";
const BY_NAME = "the account name of who entered or wrote it, absent when that account is gone";
const AUTHOR = "who wrote it (an account id): a team member, else the teacher who owns the student";

/** Each file: what it holds, and one plain sentence per field. */
export const EXPORT_FILE_DESCRIPTIONS: Record<ExportFile, { about: string; fields: Record<string, string> }> =
  {
    students: {
      about: "Every student of the caseload, with every field of the student's record.",
      fields: {
        id: ID,
        name: "the student's full name",
        grade: 'the grade ("PK", "K", "1" to "12"), empty when not set',
        dateOfBirth: "date of birth (YYYY-MM-DD)",
        studentId: "the district's student number",
        parentContact: "the parent or guardian: name, relationship, email, phone",
        annualMeetingDueDate: "when the annual IEP meeting is due (YYYY-MM-DD)",
        lastEvaluationDate: "the last evaluation's date (YYYY-MM-DD)",
        caseManager: "the case manager's name",
        serviceProviders: "the people who provide services",
        disabilities: "the disability categories",
        iepGoals: "the statements of the student's goals (the goals themselves are in goals.json)",
        notes: "the teacher's free notes about the student",
        dateAdded: "when the student was added to the caseload (YYYY-MM-DD)",
        presentLevels: "present levels of academic achievement and functional performance",
        assessmentParticipation: "how the student takes part in state and district assessments",
        placement: "the placement",
        serviceDelivery: "how services are delivered",
        iepDetails: "other details of the IEP",
        progressMeasurement: "how progress is measured and reported",
        behaviorSupport: "the behavior support plan",
        assistiveTechnology: "assistive technology",
        communication: "communication needs",
        extendedSchoolYear: "extended school year services",
        lreSetting: "the least restrictive environment setting",
        transitionServices: "transition services",
        accommodations: "accommodations",
        strengths: "the student's strengths",
        areasOfNeed: "areas of need",
        defaultStrategies: "strategies used by default in notes",
        defaultAccommodations: "accommodations used by default in notes",
        assessmentTools: "assessment tools and their results, by name",
        iepGoalTargets: "target values of the goal statements, by goal",
        identityFirstLanguage: "whether notes use identity-first language for this student",
        homeLanguage: 'the family\'s language for documents ("en" or "es")',
        createdAt: WHEN,
        updatedAt: CHANGED,
        sharing: "only on a student another teacher shares with you: your role and who the case manager is",
      },
    },
    goals: {
      about: "Every IEP goal, with the values computed from its data points on the day of the export.",
      fields: {
        id: ID,
        studentId: STUDENT,
        statement: "the goal as written in the IEP",
        area: "the goal's area (reading, math, behavior…)",
        baselineData: "the baseline, in words",
        baselineValue: "the baseline as a number",
        baselineDate: "when the baseline was measured (YYYY-MM-DD)",
        targetValue: "the target as a number",
        unit: "the unit of the scores",
        direction: "whether a higher or a lower score is better",
        measurementMethod: "how the goal is measured",
        evaluationSchedule: "how often it is measured",
        targetDate: "the date the target should be reached (YYYY-MM-DD)",
        objectives: "the short-term objectives",
        authorId: AUTHOR,
        authorName: BY_NAME,
        createdAt: WHEN,
        updatedAt: CHANGED,
        trend: "computed: the trend of the data points",
        trendline: "computed: the trend line's points",
        aimline: "computed: the aim line from the baseline to the target",
        decision: "computed: the data decision suggested by the points",
        latestEntry: "computed: the latest data point",
        entryCount: "computed: how many data points the goal has",
      },
    },
    "progress-entries": {
      about: "Every data point of every goal.",
      fields: {
        id: ID,
        goalId: "the goal it measures (an id from goals.json)",
        entryDate: "the day it was measured (YYYY-MM-DD)",
        progressValue: "the score",
        note: "a short note about the measurement",
        enteredBy: BY,
        authorName: BY_NAME,
        createdAt: WHEN,
        updatedAt: CHANGED,
      },
    },
    notes: {
      about: "Every saved note; the PDF of each is in the notes folder.",
      fields: {
        id: ID,
        studentId: STUDENT,
        studentName: "the student's name when the note was read",
        type: "the kind of note (progress, behavior, parent communication…)",
        subject: "the subject or activity",
        date: "the day of the note (YYYY-MM-DD)",
        observations: "what the teacher observed, as typed",
        generatedNote: "the note's text",
        goalsAddressed: "the goals the note addresses",
        isEdited: "whether the teacher edited the written note",
        performanceData: "the performance figures entered with the note",
        strategyData: "the strategies entered with the note",
        contextData: "the context entered with the note",
        source: 'how the note was written ("ai" or "template")',
        studentContext: "the student details the note was written with",
        draftedOfflineAt: "when it was drafted without a connection, if it was",
        authorId: AUTHOR,
        authorName: BY_NAME,
        createdAt: WHEN,
        updatedAt: CHANGED,
      },
    },
    meetings: {
      about: "Every meeting, with its attendees.",
      fields: {
        id: ID,
        studentId: STUDENT,
        studentName: "the student's name",
        scheduledDate: "when it takes place (UTC, ISO 8601)",
        status: "scheduled, held or cancelled",
        type: "the kind of meeting (annual review, evaluation…)",
        durationMinutes: "its length in minutes",
        location: "where it takes place",
        virtualLink: "the video call's address",
        notes: "the teacher's notes about the meeting",
        cancellationReason: "why it was cancelled",
        history: "its changes (rescheduled, cancelled, held), oldest first",
        deadlineId: "the deadline it meets (an id from deadlines.json)",
        attendeesInvited: "whether the attendees were sent an invitation",
        createdAt: WHEN,
        updatedAt: CHANGED,
        sharedBy: "only on a meeting of a student another teacher shares with you: their name",
        attendees: "the people invited: name, email, role and whether they attended",
      },
    },
    deadlines: {
      about:
        "Every deadline (annual reviews, re-evaluations, progress reports, follow-ups, the teacher's own).",
      fields: {
        id: ID,
        studentId: STUDENT,
        studentName: "the student's name",
        dueDate: "when it is due (YYYY-MM-DD)",
        status: "pending, done or dismissed",
        title: "what is due",
        kind: "the kind of deadline",
        source: "computed from the record, or added by the teacher",
        meetingId: "the meeting scheduled for it (an id from meetings.json)",
        createdAt: WHEN,
        updatedAt: CHANGED,
        sharedBy: "only on a deadline of a student another teacher shares with you: their name",
      },
    },
    services: {
      about: "Every IEP service (the minutes the IEP promises).",
      fields: {
        id: ID,
        studentId: STUDENT,
        name: "the service (speech therapy, specialized instruction…)",
        providerName: "who provides it",
        providerRole: "the provider's role",
        setting: "where it is given",
        delivery: "individual or group",
        minutes: "the minutes promised per period",
        period: "the period of those minutes (week, month…)",
        startDate: "when it starts (YYYY-MM-DD)",
        endDate: "when it ends (YYYY-MM-DD)",
        createdAt: WHEN,
        updatedAt: CHANGED,
      },
    },
    "service-sessions": {
      about: "Every logged service session (the service log).",
      fields: {
        id: ID,
        serviceId: "the service given (an id from services.json)",
        studentId: STUDENT,
        date: "the day of the session (YYYY-MM-DD)",
        minutes: "the minutes given",
        status: "given, or missed and why",
        groupSize: "how many students were in the group",
        groupId: "the sessions logged together for one group share this id",
        goalIds: "the goals worked on (ids from goals.json)",
        note: "a short note",
        enteredBy: BY,
        authorName: BY_NAME,
        createdAt: WHEN,
        updatedAt: CHANGED,
      },
    },
    "parent-contacts": {
      about: "Every logged contact with a parent or guardian.",
      fields: {
        id: ID,
        studentId: STUDENT,
        date: "the day of the contact (YYYY-MM-DD)",
        method: "phone, email, in person…",
        direction: "whether the teacher or the family reached out",
        contactName: "who was contacted",
        relationship: "their relationship to the student",
        purpose: "why",
        outcome: "how it went",
        summary: "what was said",
        meetingId: "the meeting it was about (an id from meetings.json)",
        followUpDate: "when to follow up (YYYY-MM-DD)",
        followUpDeadlineId: "the follow-up deadline (an id from deadlines.json)",
        enteredBy: BY,
        authorName: BY_NAME,
        createdAt: WHEN,
        updatedAt: CHANGED,
      },
    },
    notifications: {
      about: "The in-app notifications.",
      fields: {
        id: ID,
        type: "what the notification is about",
        title: "its title",
        body: "its text",
        link: "the screen it opens",
        meetingId: "the meeting it is about (an id from meetings.json)",
        deadlineId: "the deadline it is about (an id from deadlines.json)",
        readAt: "when it was read (UTC, ISO 8601), empty if unread",
        createdAt: WHEN,
      },
    },
    preferences: {
      about: "The teacher's preferences (one object, not a list; the CSV has one row).",
      fields: {
        defaultNoteType: "the note type a new note starts with",
        emailReminders: "whether reminders are sent by email",
        reminderLeadDays: "how many days ahead reminders come",
        identityFirstDefault: "whether notes use identity-first language by default",
        staffMayViewStudents: "whether support staff may view the students' records",
      },
    },
  };

/** The text of README.txt: the files, then each file's fields, in `EXPORT_FILES` order. */
export function readmeText(scope: "caseload" | "student", exportedAt: string): string {
  const lines = [
    "IEP Workspace export",
    "====================",
    "",
    scope === "caseload"
      ? "Everything kept in your IEP Workspace account."
      : "One student's record, as a parent's records request needs (FERPA, 34 CFR 99.10).",
    `Made ${exportedAt}. Dates are YYYY-MM-DD; times are UTC (ISO 8601).`,
    "",
    "Files",
    "-----",
    "manifest.json      what this file is, when it was made, and how many rows each file holds.",
    "<name>.json        one file per table below, a list of records (preferences: one record).",
    "csv/<name>.csv     the same table for a spreadsheet: one line per record; lists are joined",
    '                   with "; ", nested values are written as JSON text.',
    "notes/*.pdf        every note as a printable PDF: <date>-<student>-<short id>.pdf.",
    "README.txt         this description.",
    "",
    "Restore: upload this ZIP in Account settings, Your data, on a new account to bring the records back.",
  ];
  for (const file of EXPORT_FILES) {
    const { about, fields } = EXPORT_FILE_DESCRIPTIONS[file];
    lines.push("", `${file}.json`, "-".repeat(file.length + 5), about);
    for (const [field, text] of Object.entries(fields)) lines.push(`  ${field}: ${text}`);
  }
  return `${lines.join("\r\n")}\r\n`;
}
