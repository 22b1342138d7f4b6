/**
 * "Help" in the teacher area (requirements "Admin area"): a button beside "Sign out" that opens the
 * contact-support form in a dialog, with the current screen filled in as the page the question is
 * about, and links to the help centre and to the teacher's earlier questions.
 */
import { Button, Dialog } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { CircleHelp } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "sonner";
import { ContactSupportForm } from "../../features/support/components/contact-support-form";

/** The button and its dialog; closes with a confirmation toast once the question is sent. */
export function HelpButton() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <>
      <Button variant="secondary" className="w-full justify-start" onClick={() => setOpen(true)}>
        <CircleHelp className="size-4" aria-hidden="true" />
        Help
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Help"
        description="Ask support a question about this screen, or read the help centre."
      >
        <p className="mb-4 text-sm text-slate-700">
          <a
            className="font-medium text-blue-700 underline"
            href={paths.help}
            target="_blank"
            rel="noreferrer"
          >
            Open the help centre
          </a>{" "}
          (new tab) ·{" "}
          <Link
            className="font-medium text-blue-700 underline"
            to={paths.support}
            onClick={() => setOpen(false)}
          >
            Your questions and replies
          </Link>
        </p>
        {/* A new form per opening, so the page field follows the current screen. */}
        <ContactSupportForm
          key={pathname}
          page={pathname}
          onSent={() => {
            setOpen(false);
            toast.success("Sent to support. Replies appear under Support and by e-mail.");
          }}
        />
      </Dialog>
    </>
  );
}
