/**
 * Shared set-up of the students screen tests (students-page and students-page-form): a seeded
 * caseload, the fake API over it with an optional per-request override, the screen in a memory
 * router, and readers of the table (architecture "Tests"). Not a test file.
 */
import StudentsPage from "@client/app/routes/students-page";
import { createFakeApi, type FakeHandler } from "@client/testing/fake-api";
import { renderWithProviders } from "@client/testing/test-utils";
import type { Student } from "@shared/contracts/students";
import { buildStudent } from "@shared/testing/data-generators";
import { screen, within } from "@testing-library/react";
import { addDays, format } from "date-fns";
import { Route, Routes, useLocation } from "react-router";

const isoIn = (days: number) => format(addDays(new Date(), days), "yyyy-MM-dd");

/** Maya, Jordan and Ava: three students with reviews due in 10 days, 3 days ago, and none. */
export function seed() {
  return [
    buildStudent({
      name: "Maya Rodriguez",
      grade: "3",
      disabilities: ["Specific learning disability"],
      studentId: "S-1001",
      caseManager: "Ms. Ortiz",
      annualMeetingDueDate: isoIn(10),
      presentLevels: "Reads 48 WCPM on grade-3 passages with 91% accuracy.",
      iepGoals: ["Given a grade-3 passage, Maya will read 90 WCPM with 95% accuracy by March 2027."],
      parentContact: { name: "Ana Rodriguez", relationship: "Mother", email: "ana@example.org", phone: "" },
    }),
    buildStudent({
      name: "Jordan Lee",
      grade: "5",
      disabilities: ["Autism"],
      annualMeetingDueDate: isoIn(-3),
    }),
    buildStudent({ name: "Ava Chen", grade: "K", disabilities: ["Speech or language impairment"] }),
  ];
}

/**
 * The fake API with `students` as the caseload (changed in place by POST/PATCH/DELETE); `override`
 * may answer any request first (undefined lets the fake API answer), e.g. to fail one call.
 */
export function installFakeServer(students: Student[], override?: FakeHandler) {
  const api = createFakeApi({ students, routes: override ? { "*": override } : {} });
  return {
    /** Requests with method `m` to /api/v1/students…, as {method, path, body}. */
    studentCalls: (m: string) =>
      api.calls
        .filter((r) => r.method === m && r.path.startsWith("/api/v1/students"))
        .map(({ method, path, body }) => ({ method, path, body })),
    /** The `Idempotency-Key` of each request with method `m` to /api/v1/students… (outbox replays). */
    studentCallKeys: (m: string) =>
      api.calls
        .filter((r) => r.method === m && r.path.startsWith("/api/v1/students"))
        .map((r) => r.headers["idempotency-key"]),
  };
}

function GenerateStub() {
  const location = useLocation();
  return <p>Generate page {location.search}</p>;
}

export function renderPage(entry = "/dashboard/students") {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/students" element={<StudentsPage />} />
      <Route path="/dashboard/generate" element={<GenerateStub />} />
    </Routes>,
    entry,
  );
}

/**
 * The seeded caseload (`seed()`) over the fake API and the screen opened on the record of
 * `seed()[index]` (Maya Rodriguez by default).
 * @returns the seeded students, the fake server's readers and what `renderPage` returns.
 */
export function renderRecord(index = 0) {
  const students = seed();
  const server = installFakeServer(students);
  return { students, server, ...renderPage(`/dashboard/students?student=${students[index]!.id}`) };
}

/** The caseload table, and the names in its rows in order. */
export const table = () => screen.getByRole("table");
export const rowNames = () =>
  within(table())
    .getAllByRole("rowheader")
    .map((c) => c.textContent);
