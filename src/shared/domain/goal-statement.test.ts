/**
 * Goal statements as teachers write them, broken into condition, behaviour, criterion and timeframe
 * (requirements "IEP draft"), and lists without repeats.
 */
import { describe, expect, it } from "vitest";
import { type GoalParts, parseGoalStatement, uniqueByName } from "./goal-statement.ts";

const rows: [string, GoalParts][] = [
  [
    "Given a grade-3 passage, Maya will read 90 words correct per minute with 95% accuracy by June 2027",
    {
      condition: "Given a grade-3 passage",
      behavior: "Maya will read 90 words correct per minute",
      criterion: "90 words correct per minute, with 95% accuracy",
      timeframe: "by June 2027",
    },
  ],
  [
    "By June 30, 2027, given a grade-3 passage, Maya will read 90 WCPM.",
    {
      condition: "Given a grade-3 passage",
      behavior: "Maya will read 90 WCPM",
      criterion: "90 WCPM",
      timeframe: "By June 30, 2027",
    },
  ],
  [
    "During independent work, Aiden will stay in the assigned area for 20 of 25 minutes in 4 of 5 sessions by the end of the IEP year.",
    {
      condition: "During independent work",
      behavior: "Aiden will stay in the assigned area for 20 of 25 minutes",
      criterion: "in 4 of 5 sessions",
      timeframe: "by the end of the IEP year",
    },
  ],
  [
    "Sofia will solve two-digit addition problems with regrouping with 80% accuracy across 3 consecutive probes when given a worksheet of 10 problems",
    {
      condition: "When given a worksheet of 10 problems",
      behavior: "Sofia will solve two-digit addition problems with regrouping",
      criterion: "with 80% accuracy, across 3 consecutive probes",
      timeframe: null,
    },
  ],
  [
    "In 36 instructional weeks, using a visual schedule, Theo will transition between activities with no more than 1 prompt in 4 out of 5 opportunities.",
    {
      condition: "Using a visual schedule",
      behavior: "Theo will transition between activities with no more than 1 prompt",
      criterion: "in 4 out of 5 opportunities",
      timeframe: "In 36 instructional weeks",
    },
  ],
  ["Read 90 wcpm", { condition: null, behavior: "Read 90 wcpm", criterion: "90 wcpm", timeframe: null }],
  ["", { condition: null, behavior: null, criterion: null, timeframe: null }],
];

describe("parseGoalStatement", () => {
  it.each(rows)("%s", (statement, parts) => {
    expect(parseGoalStatement(statement)).toEqual(parts);
  });

  it("never says 'not recorded' for a condition the statement gives (the reported defect)", () => {
    expect(parseGoalStatement("Given a grade-3 passage, Maya will read 90 wcpm").condition).toBe(
      "Given a grade-3 passage",
    );
  });
});

describe("uniqueByName", () => {
  it("lists 'Extended time' once, whatever its case, spacing or details", () => {
    expect(
      uniqueByName([
        "Extended time",
        "Visual schedule",
        "extended  time.",
        "Extended time — conditions: tests",
      ]),
    ).toEqual(["Extended time", "Visual schedule"]);
  });
});
