/**
 * The roster import screen against the fake API (requirements "Import", "Roster import"): the upload
 * sends the file as multipart, a changed column asks for a new preview, a field chosen twice shows
 * the server's sentence, the preview writes each row's problems and filters to them, the duplicates
 * choice is what the commit sends, the report lists the rows left out and the caseload is refreshed,
 * a refused file shows the server's sentence, Cancel asks first and discards, offline says so.
 */
import { STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { apiError, createFakeApi, json } from "@client/testing/fake-api";
import { here, renderApp, resetBetweenTests } from "@client/testing/test-utils";
import type { ImportMapping, ImportPreview, ImportPreviewRow } from "@shared/contracts/imports";
import { buildStudent } from "@shared/testing/data-generators";
import { onlineManager } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 });
resetBetweenTests();

beforeAll(async () => {
  await import("@client/app/routes/import/import-students-page");
  await import("@client/app/routes/students-page");
});
afterEach(() => onlineManager.setOnline(true));

const IMPORT_ID = "5b0c7e4a-1f2d-4c3b-9a8e-7d6c5b4a3f21";
const PAGE = "/dashboard/students/import";

const ROWS: ImportPreviewRow[] = [
  {
    row: 2,
    values: { name: "Lucía Nuñez", dateOfBirth: "2020-02-03", grade: "K" },
    errors: [],
    duplicate: null,
  },
  {
    row: 3,
    values: { name: "Felix Amundsen", dateOfBirth: null, grade: "1" },
    errors: [{ field: "dateOfBirth", message: "“31-Feb-18” is not a date" }],
    duplicate: null,
  },
  {
    row: 4,
    values: { name: "Ines Castellano", dateOfBirth: "2015-07-02", grade: "5" },
    errors: [],
    duplicate: { of: "record", id: "s-1", label: "Ines Castellano (ID 100245)" },
  },
];

const GUESS: ImportMapping = { "Student Name": "name", DOB: "dateOfBirth", Gr: "grade", Eligibility: null };

function previewWith(mapping: ImportMapping, over: Partial<ImportPreview> = {}): ImportPreview {
  return {
    importId: IMPORT_ID,
    kind: "students",
    fileName: "skyward-roster.csv",
    rowCount: ROWS.length,
    columns: Object.keys(GUESS),
    samples: {
      "Student Name": ["Lucía Nuñez", "Felix Amundsen"],
      DOB: ["3-Feb-20"],
      Gr: ["KG"],
      Eligibility: ["SLD; SLI"],
    },
    mapping,
    preview: mapping.Eligibility
      ? ROWS.map((r) => ({ ...r, values: { ...r.values, disabilities: "Specific Learning Disability" } }))
      : ROWS,
    limit: { maxStudents: 10, existing: 3, available: 7 },
    expiresAt: "2026-11-29T10:00:00.000Z",
    ...over,
  };
}

/** The fake import API: upload, preview (refusing a field chosen twice), commit, discard. */
function importApi() {
  return createFakeApi()
    .on("POST /api/v1/imports/students", () => json(previewWith(GUESS), 201))
    .on("POST /api/v1/imports/:importId/preview", ({ body }) => {
      const mapping = (body as { mapping: ImportMapping }).mapping;
      const fields = Object.values(mapping).filter((f) => f !== null);
      if (new Set(fields).size !== fields.length) {
        return apiError(
          400,
          "VALIDATION_ERROR",
          "Date of birth is chosen for 2 columns (“DOB”, “Gr”); choose one",
        );
      }
      return json(previewWith(mapping));
    })
    .on("POST /api/v1/imports/:importId/commit", () =>
      json({
        created: 1,
        updated: 1,
        skipped: 0,
        errors: [{ row: 3, field: "dateOfBirth", message: "“31-Feb-18” is not a date" }],
      }),
    )
    .on("DELETE /api/v1/imports/:importId", () => json(undefined, 204));
}

const rosterFile = () => new File(["Student Name;DOB\n"], "skyward-roster.csv", { type: "text/csv" });

async function uploadRoster(user: ReturnType<typeof renderApp>["user"]) {
  await user.upload(await screen.findByLabelText("Roster file (CSV or Excel)"), rosterFile());
  await user.click(screen.getByRole("button", { name: "Upload and match columns" }));
  return screen.findByRole("heading", { name: "Match columns" });
}

describe("roster import screen", () => {
  it("uploads as multipart, re-previews a changed column, shows problems and sends the duplicates choice", async () => {
    const api = importApi();
    const { user, queryClient } = renderApp(PAGE);
    queryClient.setQueryData(STUDENTS_QUERY_KEY, []);

    const heading = await uploadRoster(user);
    await waitFor(() => expect(heading).toHaveFocus());
    const upload = api.fetch.mock.calls.find(([url]) => String(url).endsWith("/api/v1/imports/students"));
    const sent = upload?.[1]?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get("file") as File).name).toBe("skyward-roster.csv");

    // Prefilled with the server's guess, each with its sample cells.
    expect(screen.getByRole("combobox", { name: "Import “DOB” as" })).toHaveValue("dateOfBirth");
    const eligibility = screen.getByRole("combobox", { name: "Import “Eligibility” as" });
    expect(eligibility).toHaveValue("");
    expect(eligibility).toHaveAccessibleDescription("Sample values: SLD; SLI");

    await user.selectOptions(eligibility, "Disabilities");
    await waitFor(() => expect(api.requests("POST", `/api/v1/imports/${IMPORT_ID}/preview`)).toHaveLength(1));
    expect(api.requests("POST", `/api/v1/imports/${IMPORT_ID}/preview`)[0]?.body).toEqual({
      mapping: { ...GUESS, Eligibility: "disabilities" },
    });
    expect(
      await screen.findByText(/Preview updated: 1 ready to add, 1 with problems, 1 duplicate\./),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Continue to preview" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Preview" })).toHaveFocus());
    expect(screen.getByText("Your plan holds 10 students: 7 more fit.")).toBeInTheDocument();
    const table = screen.getByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Disabilities" })).toBeInTheDocument();
    const bad = within(table).getByRole("rowheader", { name: "3" }).closest("tr") as HTMLElement;
    expect(bad).toHaveTextContent("Date of birth: “31-Feb-18” is not a date");
    const dup = within(table).getByRole("rowheader", { name: "4" }).closest("tr") as HTMLElement;
    expect(dup).toHaveTextContent(
      "Duplicate: matches Ines Castellano (ID 100245) (already on your caseload)",
    );
    expect(within(table).getAllByRole("row")).toHaveLength(4);

    await user.click(screen.getByRole("checkbox", { name: "Show only rows with problems" }));
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    expect(within(table).getByRole("rowheader", { name: "3" })).toBeInTheDocument();

    expect(screen.getByRole("button", { name: "Import 1 student" })).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Update them with the file's values" }));
    await user.click(screen.getByRole("button", { name: "Import 2 students" }));

    expect(await screen.findByRole("heading", { name: "Import finished" })).toBeInTheDocument();
    expect(api.requests("POST", `/api/v1/imports/${IMPORT_ID}/commit`)[0]?.body).toEqual({
      mapping: { ...GUESS, Eligibility: "disabilities" },
      duplicates: "update",
    });
    expect(screen.getByText("1 student added, 1 updated, 0 left as they were.")).toBeInTheDocument();
    expect(screen.getByText(/Row 3/).closest("li")).toHaveTextContent(
      "Row 3 — Date of birth: “31-Feb-18” is not a date",
    );
    expect(queryClient.getQueryState(STUDENTS_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(screen.getByRole("link", { name: "Go to your caseload" })).toHaveAttribute(
      "href",
      "/dashboard/students",
    );
  });

  it("shows at once the server's sentence for a field chosen twice, and holds Continue", async () => {
    importApi();
    const { user } = renderApp(PAGE);
    await uploadRoster(user);
    await user.selectOptions(screen.getByRole("combobox", { name: "Import “Gr” as" }), "Date of birth");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Date of birth is chosen for 2 columns (“DOB”, “Gr”); choose one",
    );
    expect(screen.getByRole("button", { name: "Continue to preview" })).toBeDisabled();
    await user.selectOptions(screen.getByRole("combobox", { name: "Import “Gr” as" }), "Grade");
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Continue to preview" })).toBeEnabled();
  });

  it("shows a refused file's sentence as the server wrote it", async () => {
    createFakeApi().on("POST /api/v1/imports/students", () =>
      apiError(
        422,
        "IMPORT_FORMULA",
        "Cell D7 holds a formula (=HYPERLINK(…)). Save the file with values only.",
      ),
    );
    const { user } = renderApp(PAGE);
    await user.upload(await screen.findByLabelText("Roster file (CSV or Excel)"), rosterFile());
    await user.click(screen.getByRole("button", { name: "Upload and match columns" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Cell D7 holds a formula (=HYPERLINK(…)). Save the file with values only.",
    );
    expect(screen.getByRole("heading", { name: "Choose a file" })).toBeInTheDocument();
  });

  it("asks before cancelling, keeps the import when the teacher changes their mind, else discards it", async () => {
    const api = importApi();
    const { user, router } = renderApp(PAGE);
    await uploadRoster(user);

    await user.click(screen.getByRole("button", { name: "Cancel import" }));
    const ask = await screen.findByRole("alertdialog", { name: "Stop this import?" });
    await user.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(api.requests("DELETE", `/api/v1/imports/${IMPORT_ID}`)).toHaveLength(0);
    expect(here(router)).toBe(PAGE);

    await user.click(screen.getByRole("button", { name: "Cancel import" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Stop and discard the file",
      }),
    );
    await waitFor(() => expect(here(router)).toBe("/dashboard/students"));
    expect(api.requests("DELETE", `/api/v1/imports/${IMPORT_ID}`)).toHaveLength(1);
  });

  it("goes back to the first step with the server's sentence when the pending import is gone", async () => {
    const gone = "Import not found. It may have expired after 24 hours; upload the file again.";
    importApi().on("POST /api/v1/imports/:importId/commit", () => apiError(404, "NOT_FOUND", gone));
    const { user } = renderApp(PAGE);
    await uploadRoster(user);
    await user.click(screen.getByRole("button", { name: "Continue to preview" }));
    await user.click(await screen.findByRole("button", { name: "Import 1 student" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Choose a file" })).toHaveFocus());
    expect(screen.getByRole("alert")).toHaveTextContent(`This import is no longer kept${gone}`);
    expect(screen.queryByRole("button", { name: "Cancel import" })).not.toBeInTheDocument();
  });

  it("asks before leaving with a pending import by a link", async () => {
    const api = importApi();
    const { user, router } = renderApp(PAGE);
    await uploadRoster(user);
    await user.click(screen.getAllByRole("link", { name: "Students" })[0] as HTMLElement);
    const ask = await screen.findByRole("alertdialog", { name: "Leave without importing?" });
    expect(here(router)).toBe(PAGE);
    await user.click(within(ask).getByRole("button", { name: "Leave without importing" }));
    await waitFor(() => expect(here(router)).toBe("/dashboard/students"));
    expect(api.requests("DELETE", `/api/v1/imports/${IMPORT_ID}`)).toHaveLength(1);
  });

  it("says an upload needs a connection when offline, and sends nothing", async () => {
    const api = importApi();
    const { user } = renderApp(PAGE);
    await screen.findByRole("heading", { name: "Choose a file" });
    onlineManager.setOnline(false);
    expect(await screen.findByText("Importing needs a connection")).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Roster file (CSV or Excel)"), rosterFile());
    expect(screen.getByRole("button", { name: "Upload and match columns" })).toBeDisabled();
    expect(api.requests("POST", "/api/v1/imports/students")).toHaveLength(0);
  });
});

describe("the way in from the students screen", () => {
  it("offers import and restore beside adding by hand on an empty caseload", async () => {
    createFakeApi();
    renderApp("/dashboard/students");
    expect(await screen.findByRole("link", { name: "Import from a file" })).toHaveAttribute("href", PAGE);
    expect(screen.getByRole("link", { name: "Restore from an export" })).toHaveAttribute(
      "href",
      "/dashboard/account#your-data",
    );
    expect(screen.getByRole("button", { name: "Add your first student" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Import students" })).not.toBeInTheDocument();
  });

  it("puts “Import students” in the header once there are students", async () => {
    createFakeApi({ students: [buildStudent({ name: "Maya Rodriguez" })] });
    renderApp("/dashboard/students");
    expect(await screen.findByRole("link", { name: "Import students" })).toHaveAttribute("href", PAGE);
  });
});
