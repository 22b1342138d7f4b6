/**
 * The IEP draft's export buttons (requirements "Exports", requirements "IEP draft"): the request
 * holds the sections as they are on screen, and the draft's limits are checked before asking. Only
 * fetch and the browser's download link are replaced.
 */
import { captureDownloads, fileResponse, renderWithQueryClient } from "@client/testing/download-capture";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { IepDraftExportActions, iepExportProblem } from "./iep-export-actions";

const STUDENT_ID = "5a5a5a5a-0000-4000-8000-000000000011";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const capture = captureDownloads();

describe("IepDraftExportActions", () => {
  const sections = [
    { title: "Present levels", text: "Reads 68 WCPM." },
    { title: "Measurable annual goals", text: "By June 30, 2027, reads 90 WCPM." },
  ];

  it("posts the student and the sections as they are on screen", async () => {
    capture.reply = () => fileResponse(DOCX, "iep-draft-maya-lopez-2026-11-03.docx", "PK");
    const user = userEvent.setup();
    renderWithQueryClient(<IepDraftExportActions studentId={STUDENT_ID} sections={sections} />);
    await user.click(screen.getByRole("button", { name: "Download Word (.docx)" }));
    await waitFor(() =>
      expect(capture.saved.map((s) => s.name)).toEqual(["iep-draft-maya-lopez-2026-11-03.docx"]),
    );
    expect(capture.calls).toEqual([
      {
        url: "/api/v1/exports/iep-draft",
        method: "POST",
        body: { studentId: STUDENT_ID, sections, format: "docx" },
      },
    ]);
  });

  it.each([
    [[], "Draft at least one section to download the IEP draft."],
    [Array.from({ length: 11 }, () => sections[0]), "An IEP draft download holds at most 10 sections."],
    [
      [{ title: "Services", text: "x".repeat(20_001) }],
      '"Services" is longer than 20,000 characters; shorten it to download.',
    ],
  ])("a draft the server would refuse disables the buttons and says why (%#)", (given, message) => {
    const list = given as { title: string; text: string }[];
    expect(iepExportProblem(list)).toBe(message);
    renderWithQueryClient(<IepDraftExportActions studentId={STUDENT_ID} sections={list} />);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Download Word (.docx)" })).toBeDisabled();
  });
});
