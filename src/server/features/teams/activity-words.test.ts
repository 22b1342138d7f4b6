/**
 * "Who did what" words (requirements "IEP teams"): each worded route is a route of the access gate's
 * table, so a member's access to it is audited and can be shown; a route of the table without words
 * reads "Read the record" / "Changed the record".
 */
import { describe, expect, it } from "vitest";
import { TEAM_OPERATIONS } from "../../lib/team-operations.ts";
import { ACTIVITY_WORDS, activityWords } from "./activity.service.ts";

describe("ACTIVITY_WORDS", () => {
  it("words only routes of the gate's table", () => {
    const routes = new Set(TEAM_OPERATIONS.map((op) => `${op.method} ${op.path}`));
    expect(Object.keys(ACTIVITY_WORDS).filter((route) => !routes.has(route))).toEqual([]);
  });

  it.each([
    ["POST", "/api/v1/ieps/{id}/finalize", "Finalized the IEP"],
    ["POST", "/api/v1/students/{studentId}/files", "Attached a file"],
    ["GET", "/api/v1/ieps/{id}/pdf", "Read the record"],
    ["POST", "/api/v1/no/such/route", "Changed the record"],
  ])("%s %s reads %j", (method, route, words) => {
    expect(activityWords(method, route)).toBe(words);
  });
});
