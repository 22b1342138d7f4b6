import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { LabelledValuesField, rowsToRecord } from "./labelled-values-field";

describe("rowsToRecord (requirements 'Note fields': performanceData.dynamicData, text values by label)", () => {
  it.each([
    { rows: [], record: {} },
    { rows: [{ label: "Accuracy", value: "96%" }], record: { Accuracy: "96%" } },
    { rows: [{ label: "  Errors ", value: " 3 " }], record: { Errors: "3" } },
    { rows: [{ label: "", value: "42" }], record: {} },
    {
      rows: [
        { label: "Errors", value: "3" },
        { label: "Errors", value: "4" },
      ],
      record: { Errors: "4" },
    },
  ])("$rows → $record", ({ rows, record }) => {
    expect(rowsToRecord(rows)).toEqual(record);
  });
});

function Harness({ initial = {} }: { initial?: Record<string, string> }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <LabelledValuesField value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

describe("LabelledValuesField", () => {
  it("adds, edits and removes labelled values", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Add a value" }));
    await user.type(screen.getByLabelText("Label 1"), "Accuracy");
    await user.type(screen.getByLabelText("Value 1"), "96%");
    expect(screen.getByTestId("value")).toHaveTextContent('{"Accuracy":"96%"}');

    await user.click(screen.getByRole("button", { name: "Add a value" }));
    await user.type(screen.getByLabelText("Label 2"), "Errors");
    await user.type(screen.getByLabelText("Value 2"), "3");
    expect(screen.getByTestId("value")).toHaveTextContent('{"Accuracy":"96%","Errors":"3"}');

    await user.click(screen.getByRole("button", { name: "Remove value 1 (Accuracy)" }));
    expect(screen.getByTestId("value")).toHaveTextContent('{"Errors":"3"}');
  });

  it("shows stored values and flags a repeated label", async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ Errors: "3" }} />);
    expect(screen.getByLabelText("Label 1")).toHaveValue("Errors");
    await user.click(screen.getByRole("button", { name: "Add a value" }));
    await user.type(screen.getByLabelText("Label 2"), "errors");
    expect(screen.getAllByText("This label is used twice; only the last value is kept.")).toHaveLength(2);
  });
});
