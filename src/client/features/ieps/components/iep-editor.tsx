/**
 * The IEP draft's editor (requirements "IEP versions"): every section of `IEP_SECTIONS` with its
 * title and source, the prior written notice's parts (34 CFR 300.503(b)), the dates and, for an
 * amendment, its reason (300.324(a)(4)). "Save" sends the whole document (PATCH); while unsaved the
 * text is kept on this device (`iep-local-copy.ts`), so a failed save or a reload loses nothing.
 * "Finalize" and "Delete draft" ask first. The writing assistant, when the screen passes it, drafts
 * a section from the record.
 */
import { Alert, Button, Card, Field, Input } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import type { IepDraftSection } from "@shared/contracts/ai";
import { IEP_KIND_LABELS, type Iep, type IepContent, type UpdateIepInput } from "@shared/contracts/ieps";
import { IEP_SECTIONS, PRIOR_WRITTEN_NOTICE_PARTS } from "@shared/domain/iep-document";
import { useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import { useUpdateIep } from "../api/ieps";
import { IEP_STATUS_LABELS } from "../lib/iep-labels";
import { readIepLocalCopy, writeIepLocalCopy } from "../lib/iep-local-copy";
import { DeleteDraftButton, FinalizeButton } from "./iep-draft-actions";
import { GoalsEditor, ServicesEditor } from "./iep-list-editors";
import { SectionHeading, TextSection } from "./iep-sections";

/** Drafts one section with the writing assistant; resolves with the drafted text. */
export type DraftSectionWithAssistant = (section: IepDraftSection) => Promise<string>;

interface EditorState {
  content: IepContent;
  /** The accommodations as typed, one per line (blank lines kept while typing). */
  accommodationsText: string;
  startDate: string;
  endDate: string;
  reason: string;
}

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((l) => l.replace(/^\s*[-•*]\s*/, "").trim())
    .filter(Boolean);

function stateOf(iep: Iep): EditorState {
  return {
    content: iep.content,
    accommodationsText: iep.content.accommodations.join("\n"),
    startDate: iep.startDate,
    endDate: iep.endDate,
    reason: iep.amendment?.reason ?? "",
  };
}

/** What PATCH sends for a state. */
function inputOf(iep: Iep, s: EditorState): UpdateIepInput {
  const input: UpdateIepInput = {
    content: { ...s.content, accommodations: linesOf(s.accommodationsText) },
    startDate: s.startDate,
    endDate: s.endDate,
  };
  if (iep.amendment) input.amendment = { ...iep.amendment, reason: s.reason };
  return input;
}

/** The assistant's section that fills each IEP section (goals are suggested, not written into cards). */
const ASSISTED: Partial<Record<keyof IepContent, IepDraftSection>> = {
  presentLevels: "presentLevels",
  annualGoals: "annualGoals",
  serviceNotes: "services",
  accommodations: "accommodations",
};

export interface IepEditorProps {
  iep: Iep;
  userId: string;
  /** The writing assistant, composed by the screen (absent: no "Draft with the writing assistant"). */
  draftSection?: DraftSectionWithAssistant;
  /** Told whether there are unsaved changes (the screen asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
  /** After the draft was deleted. */
  onDeleted: () => void;
}

/** The editor of one draft version. Remount it (key) for another version. */
export function IepEditor({ iep, userId, draftSection, onDirtyChange, onDeleted }: IepEditorProps) {
  // The last version the server answered: the prop, or the save's answer until the list catches up.
  const [base, setBase] = useState(iep);
  if (iep.updatedAt > base.updatedAt) setBase(iep);
  const saved = useMemo(() => stateOf(base), [base]);
  const [restored, setRestored] = useState(() => readIepLocalCopy(userId, iep.id));
  const [state, setState] = useState<EditorState>(() =>
    restored
      ? {
          content: restored.content,
          accommodationsText: restored.content.accommodations.join("\n"),
          startDate: restored.startDate,
          endDate: restored.endDate,
          reason: restored.reason ?? saved.reason,
        }
      : saved,
  );
  const [suggestedGoals, setSuggestedGoals] = useState("");
  const [assisting, setAssisting] = useState<keyof IepContent | null>(null);
  const [assistError, setAssistError] = useState<string | null>(null);
  const update = useUpdateIep();

  const input = inputOf(iep, state);
  const dirty = JSON.stringify(input) !== JSON.stringify(inputOf(base, saved));

  useEffect(() => {
    onDirtyChange?.(dirty);
    writeIepLocalCopy(
      userId,
      iep.id,
      dirty
        ? {
            content: input.content as IepContent,
            startDate: state.startDate,
            endDate: state.endDate,
            reason: iep.amendment ? state.reason : null,
            baseUpdatedAt: base.updatedAt,
          }
        : null,
    );
  });

  const setContent = (patch: Partial<IepContent>) =>
    setState((s) => ({ ...s, content: { ...s.content, ...patch } }));

  const save = () =>
    update.mutate(
      { id: iep.id, input },
      {
        onSuccess: (next) => {
          writeIepLocalCopy(userId, iep.id, null);
          setBase(next);
          setState(stateOf(next));
          toast.success("IEP saved");
        },
      },
    );

  const assist = async (key: keyof IepContent, section: IepDraftSection) => {
    if (!draftSection) return;
    setAssisting(key);
    setAssistError(null);
    try {
      const text = await draftSection(section);
      if (key === "annualGoals") setSuggestedGoals(text);
      else if (key === "accommodations")
        setState((s) => ({ ...s, accommodationsText: linesOf(text).join("\n") }));
      else setContent({ [key]: text });
    } catch (err) {
      setAssistError(
        errorMessage(err, "The writing assistant could not draft this section. Please try again."),
      );
    } finally {
      setAssisting(null);
    }
  };

  const assistButton = (key: keyof IepContent) => {
    const section = ASSISTED[key];
    if (!draftSection || !section) return null;
    return (
      <Button
        variant="secondary"
        size="sm"
        loading={assisting === key}
        disabled={assisting !== null}
        onClick={() => void assist(key, section)}
      >
        Draft with the writing assistant
      </Button>
    );
  };

  return (
    <div className="space-y-4">
      <Card className="space-y-4 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-semibold text-slate-900">
            {IEP_KIND_LABELS[iep.kind]} ({IEP_STATUS_LABELS[iep.status]})
          </h2>
          <p className="text-sm text-slate-700" role="status">
            {dirty ? "Unsaved changes (kept on this device)" : "All changes saved"}
          </p>
        </div>
        {restored ? (
          <Alert tone="info" title="Your unsaved changes on this device were restored.">
            <p>Save them to keep them in the IEP.</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              onClick={() => {
                setState(saved);
                setRestored(null);
              }}
            >
              Discard the changes on this device
            </Button>
          </Alert>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Start date">
            {(ids) => (
              <Input
                {...ids}
                type="date"
                value={state.startDate}
                onChange={(e) => setState((s) => ({ ...s, startDate: e.target.value }))}
              />
            )}
          </Field>
          <Field label="End date">
            {(ids) => (
              <Input
                {...ids}
                type="date"
                value={state.endDate}
                onChange={(e) => setState((s) => ({ ...s, endDate: e.target.value }))}
              />
            )}
          </Field>
        </div>
        {iep.amendment ? (
          <TextSection
            label="Reason for the amendment"
            hint={
              iep.amendment.withoutMeeting
                ? "Without a meeting, the parent agreeing in writing (34 CFR 300.324(a)(4))."
                : "Decided at an IEP team meeting (34 CFR 300.324(a)(4))."
            }
            value={state.reason}
            onChange={(reason) => setState((s) => ({ ...s, reason }))}
          />
        ) : null}
      </Card>

      {assistError ? <Alert tone="error" title={assistError} /> : null}

      {IEP_SECTIONS.map((section) => (
        <Card key={section.key} className="space-y-3 p-4">
          <SectionHeading title={section.title} source={section.source} action={assistButton(section.key)} />
          {section.shape === "goals" ? (
            <>
              {suggestedGoals ? (
                <div className="rounded-md border border-sky-200 bg-sky-50 p-3">
                  <h4 className="text-sm font-semibold text-slate-900">Suggested goals</h4>
                  <p className="mb-2 text-sm text-slate-700">Copy what fits into the goals below.</p>
                  <p className="whitespace-pre-wrap text-sm text-slate-900">{suggestedGoals}</p>
                </div>
              ) : null}
              <GoalsEditor
                goals={state.content.annualGoals}
                onChange={(annualGoals) => setContent({ annualGoals })}
              />
            </>
          ) : section.shape === "services" ? (
            <ServicesEditor
              services={state.content.services}
              onChange={(services) => setContent({ services })}
            />
          ) : section.shape === "list" ? (
            <TextSection
              label={`${section.title} (one per line)`}
              labelHidden
              value={state.accommodationsText}
              onChange={(accommodationsText) => setState((s) => ({ ...s, accommodationsText }))}
            />
          ) : (
            <TextSection
              label={section.title}
              labelHidden
              value={state.content[section.key] as string}
              onChange={(value) => setContent({ [section.key]: value })}
            />
          )}
        </Card>
      ))}

      <Card className="space-y-3 p-4">
        <SectionHeading title="Prior written notice" source="34 CFR 300.503(b)" />
        {PRIOR_WRITTEN_NOTICE_PARTS.map((part) => (
          <TextSection
            key={part.key}
            label={part.title}
            value={state.content.priorWrittenNotice[part.key]}
            onChange={(value) =>
              setContent({ priorWrittenNotice: { ...state.content.priorWrittenNotice, [part.key]: value } })
            }
          />
        ))}
      </Card>

      <div className="sticky bottom-0 z-10 space-y-2 border-t border-slate-200 bg-white py-3">
        {update.isError ? (
          <Alert tone="error" title={errorMessage(update.error, "Could not save the IEP. Please try again.")}>
            <p>Your changes are kept on this device.</p>
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button onClick={save} loading={update.isPending} disabled={!dirty}>
            Save
          </Button>
          <FinalizeButton iep={iep} disabled={dirty} />
          <DeleteDraftButton iep={iep} userId={userId} onDeleted={onDeleted} />
        </div>
        {dirty ? <p className="text-sm text-slate-700">Save your changes before finalizing.</p> : null}
      </div>
    </div>
  );
}
