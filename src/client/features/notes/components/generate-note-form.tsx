import { zodResolver } from "@hookform/resolvers/zod";
import { TEXT_LIMITS } from "@shared/contracts/common";
import {
  type GeneratedNote,
  type GenerateNoteData,
  generateNoteInput,
  NOTE_TYPES,
  type NoteType,
} from "@shared/contracts/notes";
import type { Student } from "@shared/contracts/students";
import { messages } from "@shared/domain/error-messages";
import { ChevronRight } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { Alert, Button, Card, ConfirmDialog, Field, Input, Select, Textarea } from "../../../components/ui";
import { ApiRequestError, errorMessage, isAbortError as isCancelled } from "../../../lib/api-client";
import { readStored, removeStored, writeStored } from "../../../lib/storage";
import { ImproveWording } from "../../ai/components/improve-wording";
import { SuggestionsCombobox } from "../../ai/components/suggestions";
import { useGenerateNote as useStreamNote } from "../api/generate-note";
import {
  blankForm,
  draftKey,
  type GenerateFormValues,
  hasTypedContent,
  parseDraft,
  type StoredDraft,
  switchStudent,
  toRequestBody,
} from "../lib/generate-form";
import { formatNoteDate, NOTE_TYPE_LABELS } from "../lib/note-format";
import { describePlanUsage, type PlanInfo } from "../lib/plan-usage";
import { CheckboxListField } from "./checkbox-list-field";
import { LabelledValuesField } from "./labelled-values-field";

/** How long typing must pause before the draft is written to storage (ms). */
export const DRAFT_SAVE_DELAY_MS = 600;

/** Common subjects offered as suggestions; the teacher may type any subject. */
const SUBJECT_SUGGESTIONS = ["Reading", "Writing", "Math", "Behavior", "Communication", "Social skills"];

export interface GenerateNoteFormProps {
  /** The signed-in teacher's id: the draft lives under `iep:<userId>:draft_note`. */
  userId: string;
  /** The teacher's students (at least one). */
  students: Student[];
  /** `YYYY-MM-DD`: the date field's default. */
  today: string;
  /** From `?studentId=`: chosen when no typed draft is restored. */
  preselectedStudentId?: string;
  /** Kept from the previous note after "Write another". */
  carryOver?: { studentId: string; type: NoteType };
  /** The teacher's plan (spec §6): generation is refused while it is blocked. */
  plan: PlanInfo;
  /** Id of the element explaining why generation is blocked (for aria-describedby). */
  blockedExplanationId?: string;
  /** Called with the saved note once the server has generated it. */
  onGenerated: (note: GeneratedNote) => void;
}

function initialState(props: GenerateNoteFormProps): { values: GenerateFormValues; restored?: StoredDraft } {
  const byId = (id: string | undefined) => props.students.find((s) => s.id === id);
  const draft = parseDraft(readStored<unknown>(draftKey(props.userId)));
  if (draft && hasTypedContent(draft.values)) {
    const values = { ...draft.values };
    if (!byId(values.studentId)) values.studentId = "";
    return { values, restored: draft };
  }
  const student =
    byId(props.preselectedStudentId) ?? byId(props.carryOver?.studentId) ?? byId(draft?.values.studentId);
  return { values: blankForm(props.today, student, props.carryOver?.type ?? draft?.values.type) };
}

const resolver = zodResolver(generateNoteInput) as unknown as Resolver<
  GenerateFormValues,
  unknown,
  GenerateNoteData
>;

/**
 * The note generation form (spec §3 Note fields; §4 Note generation). Validated with the shared
 * contract; autosaves a draft to browser storage (debounced) and restores it on return; posts
 * the contract body; on failure keeps everything typed and says why (spec §8 Notes).
 */
export function GenerateNoteForm(props: GenerateNoteFormProps) {
  const { userId, students, today, plan, blockedExplanationId, onGenerated } = props;
  const [init] = useState(() => initialState(props));
  const [restored, setRestored] = useState(init.restored);
  const [confirmClear, setConfirmClear] = useState(false);
  /** Bumped when the form is reset, so editors holding their own rows start again from the values. */
  const [resetCount, setResetCount] = useState(0);
  const form = useForm<GenerateFormValues, unknown, GenerateNoteData>({
    resolver,
    defaultValues: init.values,
  });
  const { register, control, formState, watch, setValue, getValues, reset, handleSubmit } = form;
  const errors = formState.errors;
  const mutation = useStreamNote();
  // issue 4 streaming preview: the draft text as it arrives, and Cancel for a provider that hangs.
  const [preview, setPreview] = useState("");
  const abortRef = useRef<AbortController | null>(null);
  const [cancelled, setCancelled] = useState(false);
  useEffect(() => () => abortRef.current?.abort(), []);
  const blocked = !plan.canGenerate;
  const ids = useId();
  const errorRef = useRef<HTMLDivElement>(null);
  const studentsById = useMemo(() => new Map(students.map((s) => [s.id, s])), [students]);
  const previousStudentId = useRef(init.values.studentId);
  const [contextOpen, setContextOpen] = useState(() => hasContextValues(init.values));

  // Draft autosave (debounced), flushed when the page is left.
  const key = draftKey(userId);
  const pendingDraft = useRef<GenerateFormValues | null>(null);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const save = () => {
      const values = pendingDraft.current;
      if (!values) return;
      pendingDraft.current = null;
      if (hasTypedContent(values)) writeStored(key, { values, savedAt: new Date().toISOString() });
      else removeStored(key);
    };
    const subscription = watch((values) => {
      pendingDraft.current = values as GenerateFormValues;
      clearTimeout(draftTimer.current);
      draftTimer.current = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(draftTimer.current);
      save();
    };
  }, [watch, key]);

  const discardDraft = () => {
    pendingDraft.current = null;
    clearTimeout(draftTimer.current);
    removeStored(key);
  };

  const studentId = watch("studentId");
  const student = studentsById.get(studentId);
  const observations = watch("observations") ?? "";
  const noteType = watch("type");
  const strategyCount = watch("strategyData.strategiesUsed")?.length ?? 0;
  const accommodationCount = watch("strategyData.accommodationsUsed")?.length ?? 0;

  const studentField = register("studentId", {
    onChange: (e: { target: { value: string } }) => {
      const next = studentsById.get(e.target.value);
      const previous = studentsById.get(previousStudentId.current);
      previousStudentId.current = e.target.value;
      const switched = switchStudent(getValues(), previous, next);
      setValue("goalsAddressed", switched.goalsAddressed);
      setValue("strategyData.strategiesUsed", switched.strategyData.strategiesUsed);
      setValue("strategyData.accommodationsUsed", switched.strategyData.accommodationsUsed);
    },
  });

  const onValid = (data: GenerateNoteData) => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setPreview("");
    setCancelled(false);
    mutation.mutate(
      {
        input: toRequestBody(data),
        signal: controller.signal,
        onDelta: (t) => setPreview((p) => p + t),
        onRestart: () => setPreview(""),
      },
      {
        onSuccess: (note) => {
          discardDraft();
          onGenerated(note);
        },
        onError: (err) => {
          if (isCancelled(err)) return;
          // Let the message be read, and keep keyboard users next to the form.
          requestAnimationFrame(() => errorRef.current?.focus());
        },
      },
    );
  };

  const cancelGeneration = () => {
    abortRef.current?.abort();
    setCancelled(true);
    setPreview("");
    requestAnimationFrame(() => document.getElementById(`${ids}-submit`)?.focus());
  };
  const onInvalid = (invalid: typeof errors) => {
    if (invalid.performanceData || invalid.strategyData || invalid.contextData) setContextOpen(true);
  };

  const clearDraft = () => {
    discardDraft();
    const fresh = blankForm(today, studentsById.get(props.preselectedStudentId ?? "") ?? student);
    previousStudentId.current = fresh.studentId;
    reset(fresh);
    setResetCount((n) => n + 1);
    setRestored(undefined);
    setConfirmClear(false);
    mutation.reset();
    setCancelled(false);
  };

  const subjectOptions = useMemo(() => {
    const fromStudent = student
      ? [...Object.keys(student.iepGoalTargets), ...Object.keys(student.assessmentTools)]
      : [];
    return [...new Set([...SUBJECT_SUGGESTIONS, ...fromStudent.map(capitalize)])];
  }, [student]);

  const restoredStudent = restored ? studentsById.get(restored.values.studentId) : undefined;
  const preselected = studentsById.get(props.preselectedStudentId ?? "");
  const pending = mutation.isPending;

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="space-y-6">
      {restored ? (
        <Alert tone="info" title="Your unsaved draft is back">
          <p>
            We kept what you were writing{restoredStudent ? ` for ${restoredStudent.name}` : ""} (saved{" "}
            {formatSavedAt(restored.savedAt)}).
            {preselected && restoredStudent && preselected.id !== restoredStudent.id
              ? ` To write about ${preselected.name} instead, choose them under Student — what you typed stays.`
              : ""}
          </p>
          <Button variant="link" className="h-auto px-0 py-1" onClick={() => setConfirmClear(true)}>
            Clear draft and start over
          </Button>
        </Alert>
      ) : null}

      <fieldset disabled={pending} className="space-y-6">
        <Card className="space-y-4">
          <h2 className="text-base font-semibold text-slate-900">Student and note</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Student" required error={errors.studentId?.message}>
              {(a) => (
                <Select {...a} {...studentField}>
                  <option value="">Choose a student…</option>
                  {students.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                      {s.grade ? ` (grade ${s.grade})` : ""}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Note type" error={errors.type?.message}>
              {(a) => (
                <Select {...a} {...register("type")}>
                  {NOTE_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {NOTE_TYPE_LABELS[t]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              label="Subject"
              hint="For example Reading or Behavior. Optional."
              error={errors.subject?.message}
            >
              {(a) => (
                <>
                  <Input
                    {...a}
                    {...register("subject")}
                    list={`${ids}-subjects`}
                    maxLength={TEXT_LIMITS.short}
                    autoComplete="off"
                  />
                  <datalist id={`${ids}-subjects`}>
                    {subjectOptions.map((s) => (
                      <option key={s} value={s} />
                    ))}
                  </datalist>
                </>
              )}
            </Field>
            <Field label="Date" hint="The day you observed. Defaults to today." error={errors.date?.message}>
              {(a) => (
                <Input
                  {...a}
                  type="date"
                  {...register("date", { setValueAs: (v: string) => (v ? v : undefined) })}
                />
              )}
            </Field>
          </div>
        </Card>

        <Card>
          <Controller
            control={control}
            name="goalsAddressed"
            render={({ field }) => (
              <CheckboxListField
                legend="Goals addressed"
                hint={
                  student
                    ? `Tick the IEP goals this note reports on, or add one.`
                    : "Choose a student to see their IEP goals, or add a goal here."
                }
                options={student?.iepGoals ?? []}
                value={field.value ?? []}
                onChange={field.onChange}
                addLabel="Add a goal that is not listed"
                addButtonText="Add goal"
                emptyText={student ? `${student.name} has no IEP goals on file yet.` : undefined}
                error={listError(errors.goalsAddressed)}
              />
            )}
          />
        </Card>

        <Card>
          <Field
            label="Observations"
            required
            hint={
              <>
                Write what you saw, with the numbers — they are kept exactly.{" "}
                <span className="tabular-nums">
                  {observations.length.toLocaleString("en-US")} /{" "}
                  {TEXT_LIMITS.observations.toLocaleString("en-US")} characters
                </span>
              </>
            }
            error={errors.observations?.message}
          >
            {(a) => (
              <SuggestionsCombobox
                value={observations}
                disabled={pending}
                request={{
                  fieldType: "observations",
                  ...(student
                    ? { studentId: student.id, studentName: student.name, grade: student.grade ?? undefined }
                    : {}),
                  noteType,
                }}
                onAccept={(next) =>
                  setValue("observations", next, { shouldDirty: true, shouldValidate: formState.isSubmitted })
                }
              >
                {(combo) => (
                  <Textarea {...a} {...register("observations")} {...combo} rows={8} className="min-h-48" />
                )}
              </SuggestionsCombobox>
            )}
          </Field>
          <div className="mt-3">
            <ImproveWording
              text={observations}
              fieldType="enhance_observations"
              fieldLabel="Observations"
              studentId={student?.id}
              disabled={pending}
              onReplace={(next) =>
                setValue("observations", next, { shouldDirty: true, shouldValidate: formState.isSubmitted })
              }
            />
          </div>
        </Card>

        <details
          open={contextOpen}
          onToggle={(e) => setContextOpen(e.currentTarget.open)}
          className="group rounded-lg border border-slate-200 bg-white shadow-sm"
        >
          <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-lg px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <ChevronRight
              className="size-4 shrink-0 transition-transform group-open:rotate-90"
              aria-hidden="true"
            />
            <span className="flex flex-wrap items-baseline gap-x-2">
              <span>Data and context (optional)</span>
              <span className="text-sm font-normal text-slate-700">
                {strategyCount} {strategyCount === 1 ? "strategy" : "strategies"}, {accommodationCount}{" "}
                {accommodationCount === 1 ? "accommodation" : "accommodations"} ticked
              </span>
            </span>
          </summary>
          <div className="space-y-6 border-t border-slate-200 px-5 py-4">
            <div className="grid gap-4 sm:grid-cols-3">
              <Field
                label="Current level"
                hint="e.g. 62 WCPM"
                error={errors.performanceData?.currentLevel?.message}
              >
                {(a) => (
                  <Input {...a} {...register("performanceData.currentLevel")} maxLength={TEXT_LIMITS.short} />
                )}
              </Field>
              <Field
                label="Baseline level"
                hint="e.g. 45 WCPM"
                error={errors.performanceData?.baselineLevel?.message}
              >
                {(a) => (
                  <Input
                    {...a}
                    {...register("performanceData.baselineLevel")}
                    maxLength={TEXT_LIMITS.short}
                  />
                )}
              </Field>
              <Field
                label="Progress toward goal (%)"
                hint="0 to 100"
                error={errors.performanceData?.progressPercentage?.message}
              >
                {(a) => (
                  <Input
                    {...a}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={100}
                    step="any"
                    {...register("performanceData.progressPercentage", {
                      setValueAs: (v: unknown) =>
                        v === "" || v === null || v === undefined ? null : Number(v),
                    })}
                  />
                )}
              </Field>
            </div>
            <Controller
              control={control}
              name="performanceData.dynamicData"
              render={({ field }) => (
                <LabelledValuesField
                  key={resetCount}
                  value={field.value ?? {}}
                  onChange={field.onChange}
                  error={listError(errors.performanceData?.dynamicData)}
                />
              )}
            />
            <div className="grid gap-6 md:grid-cols-2">
              <Controller
                control={control}
                name="strategyData.strategiesUsed"
                render={({ field }) => (
                  <CheckboxListField
                    legend="Strategies used"
                    hint="The student's default strategies start ticked; untick any not used."
                    options={student?.defaultStrategies.map((s) => s.name) ?? []}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    addLabel="Add another strategy"
                    addButtonText="Add strategy"
                    error={listError(errors.strategyData?.strategiesUsed)}
                  />
                )}
              />
              <Controller
                control={control}
                name="strategyData.accommodationsUsed"
                render={({ field }) => (
                  <CheckboxListField
                    legend="Accommodations used"
                    hint="The student's default accommodations start ticked; untick any not used."
                    options={student?.defaultAccommodations.map((s) => s.name) ?? []}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    addLabel="Add another accommodation"
                    addButtonText="Add accommodation"
                    error={listError(errors.strategyData?.accommodationsUsed)}
                  />
                )}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field label="Setting" hint="e.g. resource room" error={errors.contextData?.setting?.message}>
                {(a) => <Input {...a} {...register("contextData.setting")} maxLength={TEXT_LIMITS.short} />}
              </Field>
              <Field label="Duration" hint="e.g. 30 minutes" error={errors.contextData?.duration?.message}>
                {(a) => <Input {...a} {...register("contextData.duration")} maxLength={TEXT_LIMITS.short} />}
              </Field>
              <Field
                label="Group size"
                hint="e.g. 1:1 or 4 students"
                error={errors.contextData?.groupSize?.message}
              >
                {(a) => <Input {...a} {...register("contextData.groupSize")} maxLength={TEXT_LIMITS.short} />}
              </Field>
            </div>
          </div>
        </details>
      </fieldset>

      <div className="space-y-3">
        {mutation.error && !isCancelled(mutation.error) ? (
          <div ref={errorRef} tabIndex={-1} className="focus:outline-none">
            <GenerateError error={mutation.error} plan={plan} />
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            id={`${ids}-submit`}
            type="submit"
            size="lg"
            loading={pending}
            disabled={blocked}
            aria-describedby={blocked ? blockedExplanationId : undefined}
          >
            {pending ? "Drafting…" : "Generate note"}
          </Button>
          {pending ? (
            <Button variant="secondary" size="lg" onClick={cancelGeneration}>
              Cancel
            </Button>
          ) : null}
          <p role="status" className="text-sm text-slate-700">
            {pending ? "Drafting your note. This can take up to a minute; your form stays as it is." : ""}
            {!pending && cancelled ? "Generation cancelled. What you typed is kept." : ""}
          </p>
        </div>
        {pending ? (
          <section aria-labelledby={`${ids}-preview`} aria-busy="true">
            <Card className="space-y-2">
              <h2 id={`${ids}-preview`} className="text-base font-semibold text-slate-900">
                Draft preview
              </h2>
              <p className="text-sm text-slate-700">
                The note appears here as it is written. You can edit it once it is saved.
              </p>
              <p
                data-testid="note-preview"
                className="min-h-24 whitespace-pre-wrap rounded-md border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed text-slate-900"
              >
                {preview || "Waiting for the first words…"}
              </p>
            </Card>
          </section>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear this draft?"
        description="The observations and other details you typed will be removed. This cannot be undone."
        confirmLabel="Clear draft"
        onConfirm={clearDraft}
      />
    </form>
  );
}

/** The failure message under the form (spec §8 Notes), with the count when the quota refused it. */
function GenerateError({ error, plan }: { error: Error; plan: PlanInfo }) {
  if (error instanceof ApiRequestError && error.status === 403) {
    const blocked = describePlanUsage(plan, new Date()).blocked;
    return (
      <Alert tone="error" title={blocked?.title ?? "You cannot write more notes right now"}>
        {blocked ? (
          <p>{blocked.body}</p>
        ) : (
          <>
            <p>{error.message}</p>
            <p className="mt-1">What you typed is kept as a draft.</p>
          </>
        )}
      </Alert>
    );
  }
  const title = messages.notes.generateFailed;
  const reason = errorMessage(error, title);
  return (
    <Alert tone="error" title={title}>
      {reason !== title ? <p>{reason}</p> : null}
      <p className={reason !== title ? "mt-1" : undefined}>What you typed is kept.</p>
    </Alert>
  );
}

function hasContextValues(v: GenerateFormValues): boolean {
  const p = v.performanceData;
  const c = v.contextData;
  return (
    [p.currentLevel, p.baselineLevel, c.setting, c.duration, c.groupSize].some((s) => s?.trim()) ||
    Object.keys(p.dynamicData ?? {}).length > 0 ||
    (p.progressPercentage !== null && p.progressPercentage !== undefined)
  );
}

/** The first message of a list field's errors (on the list, or on one entry). */
function listError(err: unknown): string | undefined {
  if (!err || typeof err !== "object") return undefined;
  const e = err as { message?: string } & Record<string, unknown>;
  if (e.message) return e.message;
  for (const item of Object.values(e)) {
    const m = (item as { message?: string } | undefined)?.message;
    if (m) return m;
  }
  return undefined;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function formatSavedAt(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "earlier";
  return `${formatNoteDate(iso)} at ${d.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })}`;
}
