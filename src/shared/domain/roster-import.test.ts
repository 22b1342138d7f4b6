/**
 * Domain tests: the roster import's rules (requirements "Roster import"), row by row from the rule's
 * text: header guessing, grades, names, disabilities (34 CFR 300.8(c)), the annual review from the
 * current IEP (34 CFR 300.324(b)(1)(i)), and a whole row through the student contract.
 */
import { describe, expect, it } from "vitest";
import {
  annualReviewDue,
  guessRosterMapping,
  parseDisabilities,
  parseGrade,
  readRosterRow,
  rosterName,
} from "./roster-import.ts";

const TODAY = new Date(2026, 8, 1);

describe("guessRosterMapping", () => {
  it.each([
    ["Student Name", "name"],
    ["Last Name", "lastName"],
    ["First Name", "firstName"],
    ["Stu ID", "studentId"],
    ["DOB", "dateOfBirth"],
    ["Birthdate", "dateOfBirth"],
    ["Gr", "grade"],
    ["Grade Level", "grade"],
    ["Case Mgr", "caseManager"],
    ["Primary Disability", "disabilities"],
    ["Annual IEP Date", "lastIepDate"],
    ["Annual Review Due", "annualMeetingDueDate"],
    ["Parent/Guardian", "parentName"],
    ["Guardian Phone", "parentPhone"],
    ["Guardian Email", "parentEmail"],
    // PowerSchool, Infinite Campus, Skyward, Aeries spellings
    ["Student_Number", "studentId"],
    ["State ID", "studentId"],
    ["Birth Date", "dateOfBirth"],
    ["Grade_Level", "grade"],
    ["Disability", "disabilities"],
    ["Eligibility", "disabilities"],
    ["Case Manager", "caseManager"],
    ["Guardian Name", "parentName"],
    ["Contact Phone", "parentPhone"],
    ["LastFirst", "name"],
    ["Perm ID", "studentId"],
    ["  case   mgr. ", "caseManager"],
    ["STUDENT-NAME", "name"],
    ["Favorite color", null],
  ])("%j → %s", (header, field) => {
    expect(guessRosterMapping([header])).toEqual({ [header]: field });
  });

  it("guesses a field for the first column that names it only", () => {
    expect(guessRosterMapping(["DOB", "Birthdate", "Last Name", "First Name"])).toEqual({
      DOB: "dateOfBirth",
      Birthdate: null,
      "Last Name": "lastName",
      "First Name": "firstName",
    });
  });
});

describe("parseGrade", () => {
  it.each([
    ["PK", "PK"],
    ["Pre-K", "PK"],
    ["P", "PK"],
    ["K", "K"],
    ["KG", "K"],
    ["0", "K"],
    ["00", "K"],
    ["1", "1"],
    ["03", "3"],
    ["Gr 3", "3"],
    ["3rd", "3"],
    ["Grade 3", "3"],
    ["third", "3"],
    ["1st", "1"],
    ["2nd", "2"],
    ["12", "12"],
    ["12th", "12"],
    ["Grade 12", "12"],
    ["13", null],
    ["Adult", null],
    ["3.5", null],
    ["", null],
  ])("%j → %s", (typed, grade) => {
    expect(parseGrade(typed)).toBe(grade);
  });
});

describe("rosterName", () => {
  it.each([
    [{ name: "Robinson, Maya" }, "Maya Robinson"],
    [{ name: "Robinson, Maya Jane" }, "Maya Jane Robinson"],
    [{ name: "  Maya   Robinson " }, "Maya Robinson"],
    [{ firstName: "Maya", lastName: "Robinson" }, "Maya Robinson"],
    [{ firstName: "Maya", lastName: "" }, "Maya"],
    [{ name: "Nuñez, José", firstName: "x" }, "José Nuñez"],
    [{ name: "", firstName: " ", lastName: "" }, null],
  ])("%j → %s", (parts, name) => {
    expect(rosterName(parts)).toBe(name);
  });
});

describe("parseDisabilities", () => {
  it.each([
    ["SLD", ["Specific learning disability"]],
    ["SLD; OHI", ["Specific learning disability", "Other health impairment"]],
    ["SLI/SL", ["Speech or language impairment"]],
    ["AUT, ID", ["Autism", "Intellectual disability"]],
    ["ED|EBD", ["Emotional disturbance"]],
    ["OI\nTBI", ["Orthopedic impairment", "Traumatic brain injury"]],
    ["VI", ["Visual impairment including blindness"]],
    ["HI / DHH", ["Hearing impairment"]],
    ["DB", ["Deaf-blindness"]],
    ["MD", ["Multiple disabilities"]],
    ["DD", ["Developmental delay"]],
    ["s.l.d.", ["Specific learning disability"]],
    ["Dyslexia ; ", ["Dyslexia"]],
    ["", []],
  ])("%j → %j", (cell, list) => {
    expect(parseDisabilities(cell)).toEqual(list);
  });
});

describe("annualReviewDue", () => {
  it.each([
    ["2025-09-15", "2026-09-14"],
    ["2024-03-01", "2025-02-28"],
    ["2024-02-29", "2025-02-28"],
    ["2025-01-01", "2025-12-31"],
  ])("an IEP of %s is due by %s", (iep, due) => {
    expect(annualReviewDue(iep)).toBe(due);
  });
});

describe("readRosterRow", () => {
  it("reads every field into the create input", () => {
    const row = readRosterRow(
      {
        name: "Robinson, Maya",
        studentId: " 100234 ",
        dateOfBirth: "4/2/2017",
        grade: "03",
        caseManager: "J. Ortiz",
        disabilities: "SLD; SLI",
        lastIepDate: "15-Sep-25",
        parentName: "Ana Robinson",
        parentPhone: "(555) 010-0100",
        parentEmail: "ana@example.test",
      },
      TODAY,
    );
    expect(row.errors).toEqual([]);
    expect(row.input).toEqual({
      name: "Maya Robinson",
      studentId: "100234",
      dateOfBirth: "2017-04-02",
      grade: "3",
      caseManager: "J. Ortiz",
      disabilities: ["Specific learning disability", "Speech or language impairment"],
      annualMeetingDueDate: "2026-09-14",
      parentContact: { name: "Ana Robinson", phone: "(555) 010-0100", email: "ana@example.test" },
    });
    expect(row.values).toMatchObject({
      lastIepDate: "2025-09-15",
      disabilities: "Specific learning disability; Speech or language impairment",
    });
  });

  it("prefers an annual-review column to the IEP date", () => {
    const row = readRosterRow(
      { name: "A B", lastIepDate: "2025-09-15", annualMeetingDueDate: "2026-05-01" },
      TODAY,
    );
    expect(row.input?.annualMeetingDueDate).toBe("2026-05-01");
  });

  it.each([
    [{ name: "" }, "name", "Student name: the row has no student name"],
    [{ name: "A B", grade: "13" }, "grade", 'Grade: "13" is not a grade (PK, K or 1–12)'],
    [
      { name: "A B", dateOfBirth: "31/31/2017" },
      "dateOfBirth",
      'Date of birth: "31/31/2017" is not a date (write it like 9/15/2026 or 2026-09-15)',
    ],
    [
      { name: "A B", parentEmail: "ana at home" },
      "parentEmail",
      "Parent/guardian e-mail: must be a valid email address",
    ],
    [{ name: "x".repeat(300) }, "name", expect.stringMatching(/^Student name: /)],
  ])("%j is an error of %s", (cells, field, message) => {
    const row = readRosterRow(cells, TODAY);
    expect(row.input).toBeNull();
    expect(row.errors).toEqual([{ field, message }]);
  });
});
