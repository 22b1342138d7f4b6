/**
 * The one dialog with a form (architecture "Modules"): the dialog's title names it, the form starts
 * from its default values at each opening, Cancel closes, the submit button is pending while the
 * submission runs, a failure is said above the buttons, and a placeholder stands in for the form.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { InputField } from "./form";
import { FormDialog } from "./form-dialog";

const schema = z.object({ reason: z.string().trim().min(1, { message: "Reason is required" }) });

function Harness({
  onSubmit,
  placeholder,
}: {
  onSubmit: (values: { reason: string }) => unknown;
  placeholder?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel this meeting?"
        schema={schema}
        defaultValues={{ reason: "" }}
        initialFocus="reason"
        onSubmit={async (values) => {
          await onSubmit(values);
          setOpen(false);
        }}
        submitError="Failed to cancel. Please try again."
        cancelLabel="Keep the meeting"
        submitLabel="Cancel meeting"
        submitVariant="danger"
        placeholder={placeholder}
      >
        <InputField name="reason" label="Reason" required />
      </FormDialog>
    </>
  );
}

describe("FormDialog", () => {
  it("opens on the form's first question, starts afresh each time, and Cancel closes it", async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this meeting?" });
    const reason = within(dialog).getByRole("textbox", { name: /^Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await user.type(reason, "Snow day");
    await user.click(within(dialog).getByRole("button", { name: "Keep the meeting" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Open" }));
    const again = await screen.findByRole("dialog", { name: "Cancel this meeting?" });
    expect(within(again).getByRole("textbox", { name: /^Reason/ })).toHaveValue("");
  });

  it("checks the values, shows the submission pending, and says a failure above the buttons", async () => {
    const user = userEvent.setup();
    let fail: (error: Error) => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise((_resolve, reject) => {
          fail = reject;
        }),
    );
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this meeting?" });
    const submit = within(dialog).getByRole("button", { name: "Cancel meeting" });
    await user.click(submit);
    expect(await within(dialog).findByText("Reason is required")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole("textbox", { name: /^Reason/ }), "Snow day");
    await user.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute("aria-busy", "true"));
    expect(submit).toBeDisabled();
    fail(new Error("offline"));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Failed to cancel. Please try again.");
    expect(submit).toBeEnabled();
    expect(within(dialog).getByRole("textbox", { name: /^Reason/ })).toHaveValue("Snow day");
  });

  it("shows the placeholder instead of the form while one is given", async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} placeholder="Loading attendees…" />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this meeting?" });
    expect(dialog).toHaveTextContent("Loading attendees…");
    expect(within(dialog).queryByRole("button", { name: "Cancel meeting" })).not.toBeInTheDocument();
  });
});
