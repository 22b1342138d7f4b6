/**
 * The "Not yet saved" badge of a record with a change waiting in the outbox (requirements "Local
 * storage"; decision 008): the screen shows the change at once, and this says the server does not
 * have it yet. It goes away when the change is answered.
 */
import { CloudOff } from "lucide-react";

/** The badge; renders nothing when `pending` is false. */
export function NotYetSavedBadge({ pending }: { pending: boolean }) {
  if (!pending) return null;
  return (
    <span
      className="ml-2 inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900"
      title="Waiting to sync: saved on this device, sent when the connection is back"
    >
      <CloudOff className="size-3.5" aria-hidden="true" />
      Not yet saved
    </span>
  );
}
