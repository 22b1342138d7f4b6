/**
 * The mapping screen's sample cells (requirements "Import"): the first two non-empty cells of each
 * column, trimmed, long ones cut, empty columns with none.
 */
import { describe, expect, it } from "vitest";
import { columnSamples, SAMPLE_MAX_CHARS } from "./column-samples.ts";

describe("columnSamples", () => {
  it("takes the first two non-empty cells of each column, skipping blanks and short rows", () => {
    const table = {
      columns: ["Name", "DOB", "Notes"],
      rows: [
        ["  Ana Nuñez ", "", ""],
        ["Ty Bell", "3/4/2017"],
        ["Mo Diaz", "5/6/2018", ""],
        ["Extra", "1/1/2019", ""],
      ],
    };
    expect(columnSamples(table)).toEqual({
      Name: ["Ana Nuñez", "Ty Bell"],
      DOB: ["3/4/2017", "5/6/2018"],
      Notes: [],
    });
  });

  it("cuts a long cell to the limit, ending with an ellipsis", () => {
    const long = "x".repeat(SAMPLE_MAX_CHARS + 10);
    const [sample] = columnSamples({ columns: ["Address"], rows: [[long]] }).Address ?? [];
    expect(sample).toHaveLength(SAMPLE_MAX_CHARS);
    expect(sample?.endsWith("…")).toBe(true);
    expect(columnSamples({ columns: ["A"], rows: [["x".repeat(SAMPLE_MAX_CHARS)]] }).A).toEqual([
      "x".repeat(SAMPLE_MAX_CHARS),
    ]);
  });
});
