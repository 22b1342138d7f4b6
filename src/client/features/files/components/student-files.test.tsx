/**
 * The Files section against the fake API (requirements "Attachments"): the list and its download
 * links, the upload (a multipart form with the file, its kind and the IEP), the checks before
 * sending, the server's refusal shown with the file still chosen, Delete behind a confirmation, and
 * nothing to change for a teacher who may only read.
 */
import { MAYA_ID } from "@client/testing/caseload";
import { apiError, json } from "@client/testing/fake-api";
import { renderWithFakeApi, resetBetweenTests } from "@client/testing/test-utils";
import type { StudentFile } from "@shared/contracts/files";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { StudentFiles } from "./student-files";

vi.setConfig({ testTimeout: 20_000 });
resetBetweenTests();

const IEP_ID = "7d1e0f3a-5b2c-4d6e-8f90-123456789abc";
const evaluation: StudentFile = {
  id: "5f0c1d2e-3a4b-4c5d-8e6f-0a1b2c3d4e5f",
  studentId: MAYA_ID,
  iepId: null,
  fileName: "Psychoeducational evaluation.pdf",
  contentType: "application/pdf",
  sizeBytes: 2_516_582,
  category: "evaluation",
  uploadedAt: "2026-11-02T15:00:00.000Z",
  authorName: "Sam Lee",
};
const filesRoute = "GET /api/v1/students/:studentId/files";
const uploadRoute = "POST /api/v1/students/:studentId/files";

function pdf(name = "Speech report.pdf", bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type: "application/pdf" });
}

/** The FormData the app sent with its last upload. */
function sentForm(api: { fetch: { mock: { calls: unknown[][] } } }): FormData {
  const call = api.fetch.mock.calls.findLast((c) => (c[1] as RequestInit | undefined)?.method === "POST");
  const body = (call?.[1] as RequestInit | undefined)?.body;
  if (!(body instanceof FormData)) throw new Error("no multipart upload was sent");
  return body;
}

describe("the Files section", () => {
  it("lists the files with kind, size, date, uploader and a download link", async () => {
    renderWithFakeApi(<StudentFiles studentId={MAYA_ID} canEdit />, "/", {
      routes: { [filesRoute]: () => json({ files: [evaluation] }) },
    });
    const link = await screen.findByRole("link", { name: "Psychoeducational evaluation.pdf" });
    expect(link).toHaveAttribute("href", `/api/v1/files/${evaluation.id}`);
    expect(link).toHaveAttribute("download");
    expect(screen.getByText(/Evaluation report · 2\.4 MB · Nov 2, 2026 · by Sam Lee/)).toBeInTheDocument();
  });

  it("says there are no files yet, and offers no upload or delete to a reader", async () => {
    renderWithFakeApi(<StudentFiles studentId={MAYA_ID} canEdit={false} />, "/", {
      routes: { [filesRoute]: () => json({ files: [] }) },
    });
    expect(await screen.findByText("No files yet")).toBeInTheDocument();
    expect(screen.queryByLabelText("File")).toBeNull();
    expect(screen.queryByRole("button", { name: /Upload|Delete/ })).toBeNull();
  });

  it("uploads the chosen file as multipart with its kind and IEP, then lists it", async () => {
    let files: StudentFile[] = [];
    const { api, user } = renderWithFakeApi(
      <StudentFiles studentId={MAYA_ID} iepId={IEP_ID} canEdit />,
      "/",
      {
        routes: {
          [filesRoute]: (req) => (req.query.get("iepId") === IEP_ID ? json({ files }) : undefined),
          [uploadRoute]: () => {
            files = [
              {
                ...evaluation,
                id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                fileName: "Speech report.pdf",
                category: "medical",
                iepId: IEP_ID,
                authorName: null,
              },
            ];
            return json(files[0], 201);
          },
        },
      },
    );
    await screen.findByText("No files yet");
    await user.upload(screen.getByLabelText("File"), pdf());
    expect(screen.getByText("Speech report.pdf (2 KB)")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Kind of file"), "Medical letter");
    await user.click(screen.getByRole("button", { name: "Upload" }));

    expect(await screen.findByRole("link", { name: "Speech report.pdf" })).toBeInTheDocument();
    const form = sentForm(api);
    expect((form.get("file") as File).name).toBe("Speech report.pdf");
    expect(form.get("category")).toBe("medical");
    expect(form.get("iepId")).toBe(IEP_ID);
    // The browser sets multipart/form-data with its boundary: the app sends no Content-Type of its own.
    expect(
      api.requests("POST", `/api/v1/students/${MAYA_ID}/files`)[0]?.headers["content-type"],
    ).toBeUndefined();
  });

  it("checks the name before sending, and shows the server's refusal with the file still chosen", async () => {
    const { api, user } = renderWithFakeApi(<StudentFiles studentId={MAYA_ID} canEdit />, "/", {
      routes: {
        [filesRoute]: () => json({ files: [] }),
        [uploadRoute]: () =>
          apiError(415, "FILE_TYPE", "This file's contents are not what its name says (.pdf)."),
      },
    });
    await screen.findByText("No files yet");
    // A name the input's `accept` would hide, chosen anyway (a browser's "All files").
    fireEvent.change(screen.getByLabelText("File"), { target: { files: [new File(["MZ"], "setup.exe")] } });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "This file is not a PDF, an image or a Word document.",
    );
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(api.requests("POST", `/api/v1/students/${MAYA_ID}/files`)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("File"), { target: { files: [pdf("scan.pdf")] } });
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This file's contents are not what its name says (.pdf).",
    );
    expect(screen.getByText("scan.pdf (2 KB)")).toBeInTheDocument();
    expect((screen.getByLabelText("File") as HTMLInputElement).files?.[0]?.name).toBe("scan.pdf");
  });

  it("deletes a file only after the confirmation", async () => {
    let files = [evaluation];
    const { api, user } = renderWithFakeApi(<StudentFiles studentId={MAYA_ID} canEdit />, "/", {
      routes: {
        [filesRoute]: () => json({ files }),
        "DELETE /api/v1/files/:id": () => {
          files = [];
          return { status: 204 };
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Delete Psychoeducational evaluation.pdf" }));
    let confirm = await screen.findByRole("alertdialog", { name: "Delete this file?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(api.requests("DELETE", `/api/v1/files/${evaluation.id}`)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Psychoeducational evaluation.pdf" }));
    confirm = await screen.findByRole("alertdialog", { name: "Delete this file?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete file" }));
    await waitFor(() => expect(api.requests("DELETE", `/api/v1/files/${evaluation.id}`)).toHaveLength(1));
    expect(await screen.findByText("No files yet")).toBeInTheDocument();
  });
});
