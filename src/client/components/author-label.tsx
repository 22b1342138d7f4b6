/**
 * "by <name>" beside a record another teacher wrote (requirements "Authorship"): a data point, a
 * service session, a parent contact, a note or a goal of a shared student. Nothing for the signed-in
 * teacher's own records, nor while the profile or the author's name is unknown (a record not yet
 * saved, a deleted account).
 */
import { useMe } from "@client/lib/auth/get-me";
import { cn } from "@client/lib/cn";

export interface AuthorLabelProps {
  /** Who wrote the record: `enteredBy` (entries, sessions, contacts) or `authorId` (notes, goals). */
  authorId: string | null | undefined;
  /** Their account name from the API (`authorName`). */
  authorName: string | null | undefined;
  className?: string;
}

/** The label, or null when the signed-in teacher wrote the record (see the module comment). */
export function AuthorLabel({ authorId, authorName, className }: AuthorLabelProps) {
  const { data: me } = useMe();
  if (!me || !authorId || !authorName || authorId === me.id) return null;
  return (
    <span className={cn("inline-block text-xs font-normal text-slate-700", className)}>by {authorName}</span>
  );
}
