/**
 * The IEP screens' section parts (requirements "IEP versions"): a section's heading with its source
 * (34 CFR …), a labelled text area, and a section as read-only text for a final version.
 */
import { Field, Textarea } from "@client/components/ui";
import type { IepContent } from "@shared/contracts/ieps";
import { goalText, type IepSection, serviceText } from "@shared/domain/iep-document";
import type { ReactNode } from "react";

/** A section's title (h3) with its source under it and an optional action on the right. */
export function SectionHeading({
  title,
  source,
  action,
}: {
  title: string;
  source: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div>
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        <p className="text-xs text-slate-700">{source}</p>
      </div>
      {action}
    </div>
  );
}

/** A labelled text area (the label can be read by screen readers only, when a heading says it). */
export function TextSection({
  label,
  labelHidden,
  hint,
  value,
  onChange,
}: {
  label: string;
  labelHidden?: boolean;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={labelHidden ? <span className="sr-only">{label}</span> : label} hint={hint}>
      {(ids) => <Textarea {...ids} rows={5} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

const empty = <p className="text-sm italic text-slate-700">Nothing written.</p>;

/** One section of a version as text (goals and services as lists). */
export function SectionText({ section, content }: { section: IepSection; content: IepContent }) {
  if (section.shape === "goals") {
    if (content.annualGoals.length === 0) return empty;
    return (
      <ol className="list-decimal space-y-2 pl-5">
        {content.annualGoals.map((g, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: goals are shown in their order.
          <li key={i} className="whitespace-pre-wrap text-sm text-slate-900">
            {goalText(g)}
          </li>
        ))}
      </ol>
    );
  }
  if (section.shape === "services") {
    if (content.services.length === 0) return empty;
    return (
      <ul className="list-disc space-y-1 pl-5">
        {content.services.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: services are shown in their order.
          <li key={i} className="text-sm text-slate-900">
            {serviceText(s)}
          </li>
        ))}
      </ul>
    );
  }
  if (section.shape === "list") {
    if (content.accommodations.length === 0) return empty;
    return (
      <ul className="list-disc space-y-1 pl-5">
        {content.accommodations.map((a) => (
          <li key={a} className="text-sm text-slate-900">
            {a}
          </li>
        ))}
      </ul>
    );
  }
  const text = content[section.key] as string;
  return text ? <p className="whitespace-pre-wrap text-sm text-slate-900">{text}</p> : empty;
}
