/**
 * The note form warns before saving when the observations name a disability the student's record
 * does not list (requirements "Note generation"); the note itself keeps the person-first form. It
 * asks what the student did instead of a judgement word ("lazy"), which the note leaves out.
 */
import GeneratePage from "@client/app/routes/generate-page";
import { MAYA_ID, maya } from "@client/testing/caseload";
import { createFakeApi, json } from "@client/testing/fake-api";
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import { buildProfile } from "@shared/testing/data-generators";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 });

const mayaRecord = {
  ...maya,
  disabilities: ["Specific learning disability", "Speech or language impairment"],
};

resetBetweenTests();
beforeEach(() => {
  createFakeApi({
    routes: {
      "GET /api/v1/me": () => json(buildProfile()),
      "GET /api/v1/students": () => json([mayaRecord]),
      "GET /api/v1/goals": () => json([]),
    },
  });
});

describe("a disability the record does not list", () => {
  it("is named in a warning under the observations; a listed one is not", async () => {
    const user = userEvent.setup();
    renderWithProviders(<GeneratePage />, `/dashboard/generate?studentId=${MAYA_ID}`);
    expect(await screen.findByLabelText(/^Student/)).toHaveValue(MAYA_ID);
    const box = screen.getByLabelText(/^Observations/);

    await user.type(box, "A dyslexic 4th grader; read 42 wcpm.");
    expect(screen.queryByText(/not in Maya's disability list/)).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, "she was being lazy, autistic kid");
    expect(
      screen.getByText(
        "The observations name autism, which is not in Maya's disability list. Check the wording before saving the note.",
      ),
    ).toBeVisible();
  });
});

describe("a judgement word in the observations", () => {
  it("asks what the student did instead, once per word; the text stays as typed and can be generated", async () => {
    const user = userEvent.setup();
    renderWithProviders(<GeneratePage />, `/dashboard/generate?studentId=${MAYA_ID}`);
    expect(await screen.findByLabelText(/^Student/)).toHaveValue(MAYA_ID);
    const box = screen.getByLabelText(/^Observations/);

    await user.click(box);
    await user.paste("Read 42 wcpm on a bad day.");
    expect(screen.queryByText(/did instead of/)).not.toBeInTheDocument();

    await user.clear(box);
    await user.paste("she was being lazy, autistic kid. Lazy and defiant: 2 of 10.");
    const questions = screen.getAllByText(/did instead of/);
    expect(questions.map((q) => q.textContent)).toEqual([
      "Describe what the student did instead of 'lazy'.",
      "Describe what the student did instead of 'defiant'.",
    ]);
    expect(questions[0]).toBeVisible();
    expect(box).toHaveValue("she was being lazy, autistic kid. Lazy and defiant: 2 of 10.");
    expect(screen.getByRole("button", { name: "Generate note" })).toBeEnabled();
  });
});
