/**
 * The progress overview with students shared with the teacher (requirements "What each role may
 * do"): every shared student's goals are listed; a goal is added only for a student whose role has
 * `goals.add`; the parent report needs `team-records.read`; importing stays the owner's.
 */
import type { FakeCaseload } from "@client/testing/fake-api";
import { renderRoute, resetBetweenTests } from "@client/testing/test-utils";
import type { TeamRole } from "@shared/domain/team-access";
import { buildGoalFields, buildStudent } from "@shared/testing/data-generators";
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

resetBetweenTests();
beforeAll(async () => {
  await import("@client/app/routes/progress-page");
});

const MINE = buildStudent({ id: "5a5a5a5a-0000-4000-8000-000000000001", name: "Maya Lopez" });
const shared = (n: number, name: string, role: TeamRole) =>
  buildStudent({
    id: `5a5a5a5a-0000-4000-8000-00000000000${n}`,
    name,
    sharing: { role, ownerName: "Ms. Ortiz", ownerEmail: "o@example.org" },
  });
const PARA = shared(2, "Sam Carter", "para");
const PROVIDER = shared(3, "Ava Chen", "provider");

function caseload(): FakeCaseload {
  const students = [MINE, PARA, PROVIDER];
  return {
    students,
    goals: students.map((s) => buildGoalFields({ studentId: s.id, statement: `${s.name} reads 90 WCPM` })),
    entries: [],
  };
}

describe("progress overview with shared students", { timeout: 30_000 }, () => {
  it("lists every student's goals, and adds goals only where the role may", async () => {
    const { user } = renderRoute("/dashboard/progress", caseload());
    for (const s of [MINE, PARA, PROVIDER])
      expect(await screen.findByText(`${s.name} reads 90 WCPM`)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add a goal" }));
    const dialog = await screen.findByRole("dialog");
    const names = within(dialog)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(names).toContain(MINE.name);
    expect(names).toContain(PROVIDER.name);
    expect(names).not.toContain(PARA.name);
  });

  it.each([
    { who: "my own student", student: MINE, report: true, importing: true },
    { who: "a provider's shared student", student: PROVIDER, report: true, importing: false },
    { who: "a paraprofessional's shared student", student: PARA, report: false, importing: false },
  ])("for $who: report $report, import $importing", async ({ student, report, importing }) => {
    renderRoute(`/dashboard/progress?studentId=${student.id}`, caseload());
    expect(await screen.findByText(`${student.name} reads 90 WCPM`)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Parent progress report/ }) !== null).toBe(report);
    expect(screen.queryByRole("button", { name: "Import data for several goals" }) !== null).toBe(importing);
  });
});
