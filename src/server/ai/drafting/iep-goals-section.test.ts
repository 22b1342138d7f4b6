/**
 * The offline goal breakdown reads the goal's own words and lists each goal and accommodation once
 * (requirements "IEP draft"; the reported draft said "Condition: not recorded" for a goal that begins
 * "Given a grade-3 passage" and listed "Extended time" twice).
 */
import { describe, expect, it } from "vitest";
import { goal, NOW, student } from "./iep-draft-test-data.ts";
import { draftOfflineSection } from "./iep-drafter.ts";

const STATEMENT =
  "Given a grade-3 passage, Maya will read 90 words correct per minute with 95% accuracy by June 2027";

describe("annual goals from real goal statements", () => {
  it("a progress goal: condition, behaviour and criterion from its words, timeframe from its date", () => {
    const text = draftOfflineSection(
      "annualGoals",
      { student: student(), goals: [goal({ statement: STATEMENT, targetDate: "2027-06-01" })] },
      NOW,
    );
    expect(text).toContain("- Condition: Given a grade-3 passage");
    expect(text).toContain("- Behavior: Maya will read 90 words correct per minute\n");
    expect(text).toContain("90 words correct per minute, with 95% accuracy");
    expect(text).toContain("- Timeframe: by June 1, 2027");
    expect(text).not.toContain("Condition: not recorded");
  });

  it("a text goal listed twice on the record is one goal, with the timeframe of its words", () => {
    const text = draftOfflineSection(
      "annualGoals",
      { student: student({ iepGoals: [STATEMENT, ` ${STATEMENT}.`] }), goals: [] },
      NOW,
    );
    expect(text.match(/^Goal \d/gm)).toHaveLength(1);
    expect(text).toContain("- Timeframe: by June 2027");
    expect(text).not.toContain("default goal date");
  });
});

describe("accommodations", () => {
  it("lists 'Extended time' once when it is both on the list and a default", () => {
    const text = draftOfflineSection(
      "accommodations",
      {
        student: student({
          accommodations: ["Extended time", "Visual schedule"],
          defaultAccommodations: [{ name: "Extended time", conditions: "tests", whenUsed: "always" }],
        }),
        goals: [],
      },
      NOW,
    );
    expect(text.match(/Extended time/g)).toHaveLength(1);
    expect(text).toContain("- Visual schedule");
  });
});
