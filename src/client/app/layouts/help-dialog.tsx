/**
 * The "Help" dialog of the teacher area (requirements "Admin area"): the contact-support form with
 * the current screen filled in as the page the question is about, and links to the help centre and
 * to the teacher's earlier questions. Loaded when the teacher first opens it (`help-button.tsx`).
 */
import { Dialog } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { notify } from "@client/lib/notify";
import { Link, useLocation } from "react-router";
import { ContactSupportForm } from "../../features/support/components/contact-support-form";

/** The dialog; closes with a confirmation toast once the question is sent. */
export function HelpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { pathname } = useLocation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Help"
      description="Ask support a question about this screen, or read the help centre."
    >
      <p className="mb-4 text-sm text-slate-700">
        <a className="font-medium text-blue-700 underline" href={paths.help} target="_blank" rel="noreferrer">
          Open the help centre
        </a>{" "}
        (new tab) ·{" "}
        <Link
          className="font-medium text-blue-700 underline"
          to={paths.support}
          onClick={() => onOpenChange(false)}
        >
          Your questions and replies
        </Link>
      </p>
      {/* A new form per opening, so the page field follows the current screen. */}
      <ContactSupportForm
        key={pathname}
        page={pathname}
        onSent={() => {
          onOpenChange(false);
          notify.success("Sent to support. Replies appear under Support and by e-mail.");
        }}
      />
    </Dialog>
  );
}
