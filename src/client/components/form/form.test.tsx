/**
 * The one form (architecture "Modules"): the schema's output reaches `onSubmit`, field errors sit at
 * their fields (or in the summary), a form's own words replace the schema's where it gives them, a
 * failed submission is said by the error summary and keeps what was typed, and focus goes where asked.
 */
import { ApiRequestError } from "@client/lib/api-client";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Button } from "../ui";
import { Form, type FormMessages } from "./form";
import { FormError, fieldMessages } from "./form-error";
import { CheckboxField, InputField, SelectField, TextareaField } from "./form-fields";

const schema = z.object({
  title: z.string().trim().min(1, { message: "Title is required" }).max(10, { message: "too long" }),
  kind: z.enum(["a", "b"]),
  notes: z
    .string()
    .trim()
    .transform((v) => (v === "" ? null : v)),
  invite: z.boolean(),
});
const empty = { title: "", kind: "a" as const, notes: "", invite: false };

function Harness(props: {
  onSubmit: (values: z.output<typeof schema>) => unknown;
  messages?: FormMessages;
  errorsAt?: "fields" | "summary";
  initialFocus?: "title" | "notes";
  submitError?: string;
}) {
  return (
    <Form aria-label="Test form" schema={schema} defaultValues={empty} {...props}>
      {({ formState }) => (
        <>
          <InputField name="title" label="Title" required />
          <SelectField name="kind" label="Kind">
            <option value="a">A</option>
            <option value="b">B</option>
          </SelectField>
          <TextareaField name="notes" label="Notes" rows={2} />
          <CheckboxField name="invite" label="Invite" />
          <FormError />
          <Button type="submit" loading={formState.isSubmitting}>
            Save
          </Button>
        </>
      )}
    </Form>
  );
}

describe("Form", () => {
  it("gives onSubmit the schema's output", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    expect(screen.getByRole("form", { name: "Test form" })).toHaveAttribute("novalidate");
    await user.type(screen.getByRole("textbox", { name: /^Title/ }), "  Plan  ");
    await user.selectOptions(screen.getByRole("combobox", { name: "Kind" }), "b");
    await user.click(screen.getByRole("checkbox", { name: "Invite" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ title: "Plan", kind: "b", notes: null, invite: true });
  });

  it("shows each error at its field, focuses the first, and sends nothing", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    const title = screen.getByRole("textbox", { name: /^Title/ });
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(title).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(title).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("words an error in the form's own way, by issue code or for every error of the field", async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <Harness onSubmit={vi.fn()} messages={{ title: { too_small: "Enter what is due" } }} />,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter what is due")).toBeInTheDocument();
    // A code the form does not word keeps the schema's message.
    await user.type(screen.getByRole("textbox", { name: /^Title/ }), "far too long a title");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("too long")).toBeInTheDocument();
    unmount();

    render(<Harness onSubmit={vi.fn()} messages={{ title: "Say what it is" }} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Say what it is")).toBeInTheDocument();
  });

  it("says why a submission failed, in the server's words or the fallback, and keeps what was typed", async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(409, "CONFLICT", "Already cancelled."))
      .mockRejectedValueOnce(new ApiRequestError(500, "INTERNAL", "boom"))
      .mockResolvedValueOnce(undefined);
    render(<Harness onSubmit={onSubmit} submitError="Failed to save. Please try again." />);
    const title = screen.getByRole("textbox", { name: /^Title/ });
    await user.type(title, "Plan");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Already cancelled.");
    expect(title).toHaveValue("Plan");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Failed to save. Please try again."),
    );
    // A successful submission clears it.
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledTimes(3);
  });

  it("with errorsAt='summary' says field errors in the one alert, not at the fields, and leaves focus", async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} errorsAt="summary" />);
    const save = screen.getByRole("button", { name: "Save" });
    await user.click(save);
    expect(await screen.findByRole("alert")).toHaveTextContent("Title is required");
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: /^Title/ })).not.toHaveAttribute("aria-invalid");
    expect(save).toHaveFocus();
  });

  it("focuses the field named by initialFocus when it mounts", async () => {
    render(<Harness onSubmit={vi.fn()} initialFocus="notes" />);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Notes" })).toHaveFocus());
  });
});

describe("fieldMessages", () => {
  it("lists nested messages in order, without the submit error", () => {
    expect(
      fieldMessages({
        title: { type: "too_small", message: "Title is required" },
        rows: [undefined, { name: { type: "custom", message: "Name the row" } }],
        root: { server: { type: "server", message: "No" } },
      } as never),
    ).toEqual(["Title is required", "Name the row"]);
  });
});
