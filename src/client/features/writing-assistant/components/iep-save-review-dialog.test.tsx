/**
 * The IEP draft's save review (requirements "IEP draft"): its description is a whole sentence that
 * says what saving does to the record.
 */
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { IepSaveReviewDialog } from "./iep-save-review-dialog";

resetBetweenTests();

describe("IEP save review dialog", () => {
  it("says in a sentence that saving replaces the fields and keeps the previous versions", async () => {
    renderWithProviders(
      <IepSaveReviewDialog changes={[]} saving={false} onCancel={() => {}} onConfirm={() => {}} />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Review the changes to the record" });
    expect(dialog).toHaveAccessibleDescription(
      "Saving replaces these fields in the student’s record. The previous version of each is kept, and you can restore it below the draft.",
    );
    expect(dialog).not.toHaveTextContent("Saving changes these fields");
  });
});
