/**
 * The IEP draft must not eat the record (requirements "IEP draft"): drafting again after saving reads
 * the teacher's text, not the saved draft (no nesting); a save answers the changed fields and keeps
 * each previous version; a version can be restored. API tests against a real database.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { iepDraftResult } from "../../../shared/contracts/ai.ts";
import { fieldHistoryList, iepSaveResult } from "../../../shared/contracts/field-history.ts";
import { withoutPlaceholderLines } from "../../../shared/domain/iep-placeholder.ts";
import { addStudent } from "../../test/kits/caseload.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

const TEACHER_TEXT = "Reads 42 wcpm on grade 3 passages; decodes CVC words reliably.";

let studentId: string;

const h = setUpHarness();
const teacher = setUpTeacher(h);
const other = setUpTeacher(h);

beforeAll(async () => {
  const student = await addStudent(teacher, {
    name: "Maya Johnson",
    grade: "3",
    presentLevels: TEACHER_TEXT,
    strengths: ["listening comprehension"],
    areasOfNeed: ["reading fluency"],
    accommodations: ["Extended time"],
    defaultAccommodations: [{ name: "Extended time", conditions: "", whenUsed: "" }],
  });
  studentId = student.id;
});

const draftPresentLevels = async () => {
  const res = await teacher.post("/api/v1/ai/iep-draft", { studentId, section: "presentLevels" });
  return iepDraftResult.parse(await res.json()).sections[0]?.text ?? "";
};
const save = async (body: Record<string, unknown>) => {
  const res = await teacher.post(`/api/v1/students/${studentId}/iep-save`, body);
  expect(res.status).toBe(200);
  return iepSaveResult.parse(await res.json());
};
const history = async () =>
  fieldHistoryList.parse(await (await teacher.get(`/api/v1/students/${studentId}/field-history`)).json());

describe("saving an IEP draft twice", () => {
  it("never nests the previous draft and never loses the teacher's text", async () => {
    const first = await draftPresentLevels();
    expect(first).toContain(`Current performance: ${TEACHER_TEXT}`);
    const saved = await save({ presentLevels: first });
    // The draft's placeholder lines ("Assessments: not recorded") are not saved.
    const firstAsData = withoutPlaceholderLines(first);
    expect(firstAsData).not.toMatch(/not recorded/);
    expect(saved.changes).toEqual([{ field: "presentLevels", before: TEACHER_TEXT, after: firstAsData }]);

    const second = await draftPresentLevels();
    expect(second).toBe(first);
    expect(second.match(/Present levels for/g)).toHaveLength(1);
    await save({ presentLevels: `${second}\nEdited by the teacher.` });

    // The teacher's saved line is in the next draft, once; nothing else is added.
    const third = await draftPresentLevels();
    expect(third).toBe(`${second}\nEdited by the teacher.`);
    expect(third).toContain(`Current performance: ${TEACHER_TEXT}`);
  });

  it("keeps every previous version, newest first, and restores the teacher's text", async () => {
    const entries = await history();
    expect(entries.map((e) => [e.field, e.origin])).toEqual([
      ["presentLevels", "iep_draft"],
      ["presentLevels", "iep_draft"],
    ]);
    expect(entries[1]?.previousValue).toBe(TEACHER_TEXT);
    const res = await teacher.post(
      `/api/v1/students/${studentId}/field-history/${entries[1]?.id}/restore`,
      {},
    );
    expect(res.status).toBe(200);
    const restored = iepSaveResult.parse(await res.json());
    expect(restored.student.presentLevels).toBe(TEACHER_TEXT);
    expect((await history())[0]).toMatchObject({ origin: "restore", newValue: TEACHER_TEXT });
  });

  it("reads a text the teacher changed after a save as the teacher's", async () => {
    await save({ presentLevels: await draftPresentLevels() });
    await teacher.patch(`/api/v1/students/${studentId}`, { presentLevels: "New teacher text, 50 wcpm." });
    expect(await draftPresentLevels()).toContain("Current performance: New teacher text, 50 wcpm.");
  });

  it("answers only the fields that change; an unchanged save writes no version", async () => {
    const before = (await history()).length;
    const same = await save({ accommodations: ["Extended time"] });
    expect(same.changes).toEqual([]);
    expect((await history()).length).toBe(before);
  });

  it("answers 404 for another teacher's student, and for an unknown version", async () => {
    expect((await other.post(`/api/v1/students/${studentId}/iep-save`, { presentLevels: "x" })).status).toBe(
      404,
    );
    expect((await other.get(`/api/v1/students/${studentId}/field-history`)).status).toBe(404);
    const unknown = await teacher.post(
      `/api/v1/students/${studentId}/field-history/00000000-0000-4000-8000-000000000000/restore`,
      {},
    );
    expect(unknown.status).toBe(404);
    expect((await teacher.post(`/api/v1/students/${studentId}/iep-save`, {})).status).toBe(400);
  });
});

describe("a saved text that reads as JSON", () => {
  it.each([["42"], ["true"], ["null"], ["[1, 2]"], ['{"a": 1}']])(
    "keeps %s as the teacher's text, and drafting again still works",
    async (text) => {
      const res = await teacher.post("/api/v1/students", { name: "Leo Park", grade: "4" });
      const id = ((await res.json()) as { id: string }).id;
      const saved = await teacher.post(`/api/v1/students/${id}/iep-save`, { serviceDelivery: text });
      expect(saved.status).toBe(200);
      const entries = fieldHistoryList.parse(
        await (await teacher.get(`/api/v1/students/${id}/field-history`)).json(),
      );
      expect(entries[0]).toMatchObject({ field: "serviceDelivery", previousValue: null, newValue: text });
      const again = await teacher.post("/api/v1/ai/iep-draft", { studentId: id });
      expect(again.status).toBe(200);
    },
  );
});

describe("Save to student never writes a placeholder", () => {
  it("drops every 'not recorded' line of the draft from the saved fields", async () => {
    const created = await addStudent(teacher, {
      name: "Ana Ruiz",
      grade: "2",
      accommodations: ["Extended time"],
    });
    const res = await teacher.post("/api/v1/ai/iep-draft", { studentId: created.id });
    const sections = iepDraftResult.parse(await res.json()).sections;
    const text = (s: string) => sections.find((x) => x.section === s)?.text ?? "";
    expect(text("accommodations")).toContain("Assistive technology: not recorded");
    const items = text("accommodations")
      .split("\n")
      .map((l) => l.replace(/^- /, "").trim())
      .filter((l) => l !== "" && l !== "Accommodations:");
    const saved = await teacher.post(`/api/v1/students/${created.id}/iep-save`, {
      presentLevels: text("presentLevels"),
      serviceDelivery: text("services"),
      accommodations: [...items, "Read aloud"],
    });
    expect(saved.status).toBe(200);
    const student = iepSaveResult.parse(await saved.json()).student;
    expect(student.accommodations).toEqual(["Extended time", "Read aloud"]);
    expect(student.presentLevels).toContain("Present levels for Ana Ruiz, grade 2.");
    for (const value of [student.presentLevels, student.serviceDelivery, ...student.accommodations]) {
      expect(value ?? "").not.toMatch(/not recorded/i);
    }
  });
});

describe("drafting again after a save", () => {
  it("starts from the record as it is now: lines the teacher added and saved are in the next draft", async () => {
    const created = await addStudent(teacher, {
      name: "Sam Lee",
      grade: "4",
      presentLevels: "Reads 60 wcpm.",
      accommodations: ["Extended time", "Preferential seating"],
    });
    const draftAll = async () => {
      const res = await teacher.post("/api/v1/ai/iep-draft", { studentId: created.id });
      const sections = iepDraftResult.parse(await res.json()).sections;
      return (s: string) => sections.find((x) => x.section === s)?.text ?? "";
    };
    const first = await draftAll();
    const levels = first("presentLevels").replace(
      "Strengths:",
      "Uses a reading guide strip in class.\nStrengths:",
    );
    const items = first("accommodations")
      .split("\n")
      .filter((l) => l.startsWith("- "))
      .map((l) => l.slice(2));
    expect(items).toEqual(["Extended time", "Preferential seating"]);
    const saved = await teacher.post(`/api/v1/students/${created.id}/iep-save`, {
      presentLevels: levels,
      accommodations: ["Extended time", "Breaks every 20 minutes", "Preferential seating"],
    });
    expect(saved.status).toBe(200);

    const second = await draftAll();
    expect(second("presentLevels")).toBe(levels);
    expect(second("accommodations")).toContain(
      "- Extended time\n- Breaks every 20 minutes\n- Preferential seating",
    );
    // Saving the new draft as it stands changes nothing: no nesting, no loss.
    const again = await teacher.post(`/api/v1/students/${created.id}/iep-save`, {
      presentLevels: second("presentLevels"),
    });
    expect(iepSaveResult.parse(await again.json()).changes).toEqual([]);
  });
});
