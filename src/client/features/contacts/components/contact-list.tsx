/**
 * A list of parent contacts (requirements "Parent contact log"): each as date, method and direction,
 * who, purpose, outcome, the linked meeting, the follow-up and the summary, stacked so it reads at any
 * width, with Edit and Delete when `onEdit` / `onDelete` are given. A contact still waiting in the
 * outbox says "Not yet saved".
 */
import { AuthorLabel } from "@client/components/author-label";
import { Button } from "@client/components/ui";
import { isLocalId } from "@client/lib/outbox/local-ids";
import {
  CONTACT_DIRECTION_LABELS,
  CONTACT_METHOD_LABELS,
  CONTACT_OUTCOME_LABELS,
  CONTACT_PURPOSE_LABELS,
  type Contact,
} from "@shared/contracts/contacts";
import { formatDate } from "@shared/domain/date-format";
import { Pencil, Trash2 } from "lucide-react";

export interface ContactListProps {
  contacts: readonly Contact[];
  /** The words for a linked meeting, by meeting id (e.g. "Annual review · Dec 3, 2026"). */
  meetingLabels?: ReadonlyMap<string, string>;
  /** Leave out the linked meeting (the list of one meeting's contacts). */
  hideMeeting?: boolean;
  onEdit?: (contact: Contact) => void;
  onDelete?: (contact: Contact) => void;
  /**
   * Whether Edit and Delete are offered on `contact` (a team member whose role changes only the
   * contacts they logged: requirements "What each role may do"). Default: every contact.
   */
  canChange?: (contact: Contact) => boolean;
}

/** "Maria Lopez (Mother)", "Mother", or "The family". */
export function whoOf(c: Pick<Contact, "contactName" | "relationship">): string {
  if (c.contactName && c.relationship) return `${c.contactName} (${c.relationship})`;
  return c.contactName ?? c.relationship ?? "The family";
}

/** The list; see the module docstring. */
export function ContactList({
  contacts,
  meetingLabels,
  hideMeeting,
  onEdit,
  onDelete,
  canChange = () => true,
}: ContactListProps) {
  return (
    <ul className="divide-y divide-slate-200">
      {contacts.map((c) => {
        const when = formatDate(c.date);
        const meeting = c.meetingId && !hideMeeting ? (meetingLabels?.get(c.meetingId) ?? "A meeting") : null;
        return (
          <li key={c.id} className="space-y-1 py-3 text-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="font-medium text-slate-900">
                <time dateTime={c.date}>{when}</time> · {CONTACT_METHOD_LABELS[c.method]} ·{" "}
                {CONTACT_DIRECTION_LABELS[c.direction]}
                <AuthorLabel authorId={c.enteredBy} authorName={c.authorName} className="ml-2" />
                {isLocalId(c.id) ? <span className="ml-2 text-amber-800">Not yet saved</span> : null}
              </p>
              {(onEdit || onDelete) && canChange(c) ? (
                <div className="flex gap-2">
                  {onEdit ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => onEdit(c)}
                      aria-label={`Edit the contact of ${when}`}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                      Edit
                    </Button>
                  ) : null}
                  {onDelete ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => onDelete(c)}
                      aria-label={`Delete the contact of ${when}`}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                      Delete
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </div>
            <p className="text-slate-800">
              {whoOf(c)} · {CONTACT_PURPOSE_LABELS[c.purpose]} · {CONTACT_OUTCOME_LABELS[c.outcome]}
            </p>
            {meeting ? <p className="text-slate-700">Meeting: {meeting}</p> : null}
            {c.followUpDate ? (
              <p className="text-slate-700">
                Follow up by <time dateTime={c.followUpDate}>{formatDate(c.followUpDate)}</time>
              </p>
            ) : null}
            {c.summary ? <p className="whitespace-pre-line break-words text-slate-800">{c.summary}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
