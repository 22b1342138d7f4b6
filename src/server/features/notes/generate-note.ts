/**
 * Note generation in one place (requirements "Note generation", "Note streaming", "Note quota";
 * architecture "Note generation flow").
 *
 * `generateNote` checks the quota and loads the student and the names to hide ONCE, then returns the
 * events of the draft and the save:
 *   `delta`   {text}          a piece of the draft, names restored (never half a placeholder);
 *   `restart` {}              the text so far is dropped: a guard retried, or the template note
 *                             replaces it (the next deltas are the new text);
 *   `note`    GeneratedNote   the saved note with `source` and `warnings` (the last event).
 * The route collects them into the JSON answer (`collectNote`) or pipes them as server-sent events.
 */
import { and, asc, eq } from "drizzle-orm";
import type { GeneratedNote, GenerateNoteData, NoteStudentContext } from "../../../shared/contracts/notes.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { buildNoteFacts, type NoteFacts } from "../../../shared/domain/note-drafting/note-facts.ts";
import { calendarDateIn, toNoteColumns } from "../../../shared/domain/note-record.ts";
import { fromStudentRow } from "../../../shared/domain/student-record.ts";
import { type DraftResult, draftNote } from "../../ai/drafting/draft-note.ts";
import type { DraftListener } from "../../ai/guarded-generation.ts";
import { loadNamesToHide } from "../../ai/privacy/names-to-hide.ts";
import { AiError } from "../../ai/writers/errors.ts";
import type { TextGenerator } from "../../ai/writers/text-generator.ts";
import type { Db } from "../../db/client.ts";
import { iepGoals, notes, students, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { authorColumn, withAuthorName } from "../../lib/authors.ts";
import { listGoals } from "../goals/index.ts";
import { warnAboutQuota } from "../notifications/index.ts";
import { assertCanGenerate, getQuotaStatus, recordGeneration } from "./note-quota.service.ts";
import { toNote } from "./notes.service.ts";

/** One event of a note generation (see the module comment). */
export type NoteEvent =
  | { event: "delta"; data: { text: string } }
  | { event: "restart"; data: Record<string, never> }
  | { event: "note"; data: GeneratedNote };

export interface GenerateNoteDeps {
  db: Db;
  generator: TextGenerator;
  now: Date;
  log: (line: string) => void;
  /**
   * Cancels the draft (the teacher closed the stream): the provider request is aborted, nothing is
   * saved, and the events end with the abort error.
   */
  signal?: AbortSignal;
}

const studentNotFound = () => notFound(messages.students.notFound);

/**
 * Whose note it is and who writes it (requirements "Authorship", "Note quota"): the student's owner,
 * whose account the note belongs to, and the signed-in teacher who generates it — the same id, or a
 * team member's. The quota, the plan and the quota warning are the writer's.
 */
export interface NoteWriter {
  /** The student's owner (`notes.user_id`; every query of the student is scoped by it). */
  ownerId: string;
  /** The signed-in teacher: counted in `note_generations`, kept as `notes.author_id` when not the owner. */
  authorId: string;
}

/**
 * Starts drafting a note with the AI text service (or the template note) and saving it.
 * Before any event: the writer's quota (a free teacher with 10 notes this month, or an ended trial,
 * is refused), the student (must be the owner's) and the names the provider must not see.
 * @param options `stream`: draft with the writer's stream so `delta` events come as it writes
 *   (otherwise one `note` event).
 * @returns the events; iterating them drafts, saves and ends with `note`.
 * @throws AppError 403 NOTE_LIMIT_REACHED, 404 "Student not found" (before any event); while
 *   iterating, AppError 403 when another draft took the last note, and the abort error when
 *   `deps.signal` was aborted (nothing saved).
 */
export async function generateNote(
  deps: GenerateNoteDeps,
  writer: NoteWriter,
  input: GenerateNoteData,
  options: { stream?: boolean } = {},
): Promise<AsyncIterable<NoteEvent>> {
  const { db, now } = deps;
  const status = await getQuotaStatus(db, writer.authorId, now);
  assertCanGenerate(status);
  const facts = await loadNoteFacts(db, writer.ownerId, input, now, status.timeZone);
  const names = await loadNamesToHide(db, writer.ownerId, input.studentId);

  return eventChannel(async (emit) => {
    const listener: DraftListener | undefined = options.stream
      ? {
          delta: (text) => emit({ event: "delta", data: { text } }),
          restart: () => emit({ event: "restart", data: {} }),
        }
      : undefined;
    // With AI drafting turned off by staff, the writer itself writes the note offline (decision 007).
    const draft = await draftNote(deps.generator, facts, {
      now,
      otherNames: names.others,
      details: names,
      log: deps.log,
      signal: deps.signal,
      listener,
    });
    if (deps.signal?.aborted)
      throw new AiError("aborted", "The note draft was cancelled; nothing was saved.");
    const note = await saveDraft(db, writer, input, facts, draft, now);
    const saved = await withAuthorName(
      db,
      toNote(note, { now, timeZone: status.timeZone }),
      (n) => n.authorId,
    );
    await emit({ event: "note", data: { ...saved, warnings: draft.warnings } });
  });
}

/**
 * The facts of a note request: the teacher's student (404 otherwise) with the structured goals and
 * each goal's decision from its progress data, so the note can compare with the aimline
 * (requirements "Offline drafter", "Aimline, trendline and decision rules").
 * @throws AppError 404 "Student not found" for a student that is not the teacher's.
 */
export async function loadNoteFacts(
  db: Db,
  userId: string,
  input: GenerateNoteData,
  now: Date,
  timeZone: string | null,
): Promise<NoteFacts> {
  const [studentRow] = await db
    .select()
    .from(students)
    .where(and(eq(students.id, input.studentId), eq(students.userId, userId)))
    .limit(1);
  if (!studentRow) throw studentNotFound();
  const student = fromStudentRow(studentRow);
  const rows = await db
    .select({ id: iepGoals.id, statement: iepGoals.statement, targetDate: iepGoals.targetDate })
    .from(iepGoals)
    .where(and(eq(iepGoals.studentId, student.id), eq(iepGoals.userId, userId)))
    .orderBy(asc(iepGoals.createdAt), asc(iepGoals.id));
  const views = rows.length ? await listGoals(db, userId, { studentId: student.id }, now) : [];
  const decisionOf = new Map(views.map((g) => [g.id, g.decision.action]));
  const goals = rows.map(({ id, ...g }) => ({ ...g, decision: decisionOf.get(id) }));
  return buildNoteFacts(student, goals, input, calendarDateIn(now, timeZone));
}

/**
 * The student as the note is written (requirements "Note fields" studentContext): grade,
 * disabilities, and the goals at the time (the structured goals' statements, else the record's list).
 */
function studentContextOf(facts: NoteFacts): NoteStudentContext {
  const structured = (facts.student.goals ?? []).map((g) => g.statement).filter((g) => g.trim() !== "");
  return {
    grade: facts.student.grade,
    disabilities: facts.student.disabilities ?? [],
    iepGoals: structured.length ? structured : facts.student.iepGoals,
  };
}

/**
 * Saves a draft in one transaction that locks the writer's row and counts again (two generations
 * at once cannot both take the last free note), records the generation event by the writer
 * (decision 010), sets the writer's `users.notes_generated_this_month` to the month's count for
 * display, and writes an audit entry (requirements "Note quota", "Authorship", "Audit log"). The
 * note is the owner's, with the writer as its author when they are a team member.
 * `draftedOfflineAt`: the note was drafted in the browser while offline, at that time (decision 008).
 * @throws AppError 403 NOTE_LIMIT_REACHED, 404 "Student not found" (deleted meanwhile).
 */
export async function saveDraft(
  db: Db,
  writer: NoteWriter,
  input: GenerateNoteData,
  facts: NoteFacts,
  draft: DraftResult,
  now: Date,
  draftedOfflineAt?: Date,
) {
  const { ownerId: userId, authorId } = writer;
  return await db.transaction(async (tx) => {
    const locked = await getQuotaStatus(tx, authorId, now, { lock: true });
    assertCanGenerate(locked);
    const [stillThere] = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.id, input.studentId), eq(students.userId, userId)))
      .limit(1);
    if (!stillThere) throw studentNotFound();
    const [saved] = await tx
      .insert(notes)
      .values({
        userId,
        authorId: authorColumn(userId, authorId),
        ...toNoteColumns({
          studentId: input.studentId,
          studentName: facts.student.name,
          type: facts.type,
          subject: facts.subject,
          date: facts.date,
          observations: facts.observations,
          generatedNote: draft.text,
          goalsAddressed: facts.goalsAddressed,
          performanceData: input.performanceData,
          strategyData: input.strategyData,
          contextData: input.contextData,
          source: draft.source,
          studentContext: studentContextOf(facts),
        }),
        draftedOfflineAt: draftedOfflineAt ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!saved) throw new Error("The note insert returned no row");
    await recordGeneration(tx, authorId, saved.id, now);
    await tx
      .update(users)
      .set({ notesGeneratedThisMonth: locked.quota.used + 1 })
      .where(eq(users.id, authorId));
    // Notes running low or used up: a notification to the writer (requirements "Notifications").
    await warnAboutQuota(
      tx,
      authorId,
      { used: locked.quota.used + 1, limit: locked.quota.limit },
      locked.since,
      now,
    );
    await recordAudit(tx, {
      userId,
      action: "note.create",
      entity: "note",
      entityId: saved.id,
      detail: {
        studentId: input.studentId,
        source: draft.source,
        warnings: draft.warnings.length,
        ...(draftedOfflineAt ? { draftedOffline: true } : {}),
      },
    });
    return saved;
  });
}

/** The saved note at the end of the events (the JSON answer of POST /notes/generate). */
export async function collectNote(events: AsyncIterable<NoteEvent>): Promise<GeneratedNote> {
  for await (const e of events) if (e.event === "note") return e.data;
  throw new Error("The note generation ended without a note");
}

/**
 * Runs `work` and yields what it emits, in order, as it emits it; `emit` resolves once the consumer
 * has taken the event. An error of `work` ends the events with that error.
 */
async function* eventChannel(
  work: (emit: (e: NoteEvent) => Promise<void>) => Promise<void>,
): AsyncGenerator<NoteEvent> {
  const queue: { event: NoteEvent; taken: () => void }[] = [];
  let wake: () => void = () => {};
  let finished: { error: unknown } | null = null;
  const emit = (event: NoteEvent) =>
    new Promise<void>((taken) => {
      queue.push({ event, taken });
      wake();
    });
  void work(emit).then(
    () => {
      finished = { error: null };
      wake();
    },
    (error: unknown) => {
      finished = { error: error ?? new Error("The note generation failed") };
      wake();
    },
  );
  while (true) {
    const next = queue.shift();
    if (next) {
      next.taken();
      yield next.event;
      continue;
    }
    if (finished) {
      const { error } = finished as { error: unknown };
      if (error) throw error;
      return;
    }
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
  }
}
