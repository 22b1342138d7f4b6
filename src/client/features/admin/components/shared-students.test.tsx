/**
 * Staff's view of a teacher's student records (requirements "Admin area"): nothing is fetched until
 * staff ask (each look is audited); without the teacher's consent the server's message is shown; with
 * it the caseload lists and a record opens read-only.
 */
import { apiError, createFakeApi, json } from "@client/testing/fake-api";
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import { buildStudent } from "@shared/testing/data-generators";
import { screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { SharedStudents } from "./shared-students";

vi.setConfig({ testTimeout: 20_000 });
resetBetweenTests();

const LIST = "GET /api/admin/teachers/t-1/students";

it("asks first, then shows the server's message when the teacher has not allowed it", async () => {
  const api = createFakeApi().on(LIST, () =>
    apiError(403, "NO_STAFF_CONSENT", "This teacher has not allowed support staff to see student records."),
  );
  const { user } = renderWithProviders(<SharedStudents teacherId="t-1" />);
  expect(api.calls.filter((c) => c.path.startsWith("/api/admin"))).toHaveLength(0);
  await user.click(screen.getByRole("button", { name: "Show student records" }));
  expect(await screen.findByText(/has not allowed support staff/)).toBeInTheDocument();
});

it("with consent lists the students and opens one record", async () => {
  const maya = buildStudent({ id: "s-1", name: "Maya Johnson", grade: "3", presentLevels: "Reads 42 wcpm." });
  createFakeApi()
    .on(LIST, () => json([{ id: "s-1", name: "Maya Johnson", grade: "3" }]))
    .on("GET /api/admin/teachers/t-1/students/s-1", () => json(maya));
  const { user } = renderWithProviders(<SharedStudents teacherId="t-1" />);
  await user.click(screen.getByRole("button", { name: "Show student records" }));
  const row = await screen.findByRole("button", { name: "Maya Johnson · grade 3" });
  expect(row).toHaveAttribute("aria-expanded", "false");
  await user.click(row);
  expect(await screen.findByText("Reads 42 wcpm.")).toBeInTheDocument();
  expect(row).toHaveAttribute("aria-expanded", "true");
});
