/**
 * The IEP screen through the whole app (only fetch is replaced; requirements "IEP versions"): the
 * versions and the IEP in effect on a date, starting a draft, saving (the text kept on the device
 * when the save fails), finalizing (the server's missing items shown), amending, comparing two
 * versions in words, a final version read-only, and a provider reading without writing.
 */

import { defaultEndDate, deviceToday } from "@client/features/ieps/lib/iep-labels";
import { iepDocumentKey } from "@client/features/ieps/lib/iep-local-copy";
import { apiError, createFakeApi, type FakeRequest, json } from "@client/testing/fake-api";
import { here, renderApp, resetBetweenTests } from "@client/testing/test-utils";
import type { Iep } from "@shared/contracts/ieps";
import { emptyIepContent } from "@shared/domain/iep-document";
import { addDays } from "@shared/domain/legal-clock";
import { buildStudent, TEST_USER_ID } from "@shared/testing/data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

const MAYA = buildStudent({ id: "5a5a5a5a-0000-4000-8000-000000000031", name: "Maya Lopez" });
const today = deviceToday();

let n = 0;
function iep(over: Partial<Iep> = {}): Iep {
  n++;
  return {
    id: `1e1e1e1e-0000-4000-8000-${String(n).padStart(12, "0")}`,
    studentId: MAYA.id,
    kind: "annual",
    status: "draft",
    meetingId: null,
    startDate: addDays(today, -30),
    endDate: addDays(today, 330),
    content: { ...emptyIepContent(), presentLevels: "Reads 52 wcpm." },
    amends: null,
    amendment: null,
    finalizedAt: null,
    authorName: null,
    createdAt: `${addDays(today, -40)}T10:00:00.000Z`,
    updatedAt: `${addDays(today, -40)}T10:00:00.000Z`,
    ...over,
  };
}

/** This year's final annual IEP and last year's, superseded. */
const FINAL = iep({ status: "final", finalizedAt: `${addDays(today, -31)}T15:00:00.000Z` });
const OLD = iep({
  status: "superseded",
  startDate: addDays(today, -395),
  endDate: addDays(today, -31),
  finalizedAt: `${addDays(today, -396)}T15:00:00.000Z`,
  content: {
    ...emptyIepContent(),
    presentLevels: "Reads 30 wcpm.",
    accommodations: ["Extended time"],
  },
});

/** A fake API holding `versions` (newest first); POST adds, PATCH and finalize answer from it. */
function api(versions: Iep[], student = MAYA) {
  const list = [...versions];
  const fake = createFakeApi({
    students: [student],
    routes: {
      "GET /api/v1/students/:studentId/ieps": () => json({ ieps: list }),
      "POST /api/v1/students/:studentId/ieps": (call: FakeRequest) => {
        const body = call.body as Partial<Iep> & { kind: Iep["kind"] };
        const made = iep({
          ...body,
          status: "draft",
          amends: body.amends ?? null,
          amendment: body.amendment ?? null,
        });
        list.unshift(made);
        return json(made, 201);
      },
      "PATCH /api/v1/ieps/:id": (call: FakeRequest) => {
        const i = list.findIndex((v) => v.id === call.params.id);
        const next = {
          ...(list[i] as Iep),
          ...(call.body as Partial<Iep>),
          updatedAt: new Date().toISOString(),
        };
        list[i] = next;
        return json(next);
      },
    },
  });
  return fake;
}

const open = (v: Iep) => `/dashboard/generate-iep?studentId=${MAYA.id}&iep=${v.id}`;

resetBetweenTests();

describe("IEP screen", () => {
  it("lists the versions newest first with their status in words, and names the IEP in effect on a date", async () => {
    api([FINAL, OLD]);
    const { user } = renderApp(`/dashboard/generate-iep?studentId=${MAYA.id}`);
    const list = await screen.findByRole("list", { name: "IEP versions" }, { timeout: 5000 });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Annual IEP · Final");
    expect(rows[0]).toHaveTextContent("In effect today");
    expect(rows[1]).toHaveTextContent("Annual IEP · Superseded");
    expect(rows[1]).not.toHaveTextContent("In effect today");

    const date = screen.getByLabelText("In effect on");
    await user.clear(date);
    await user.type(date, addDays(today, -100));
    expect(screen.getByText(/Superseded\) was in effect on/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: /^Open the IEP in effect on/ }));
    expect(await screen.findByText("Reads 30 wcpm.")).toBeVisible();

    await user.clear(date);
    await user.type(date, addDays(today, -500));
    expect(screen.getByText(/^No IEP was in effect on/)).toBeVisible();
  });

  it("starts a draft with a year less a day and opens it in the editor", async () => {
    const fake = api([]);
    const { user, router } = renderApp(`/dashboard/generate-iep?studentId=${MAYA.id}`);
    expect(await screen.findByText("No IEP in this workspace yet.", {}, { timeout: 5000 })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Start the IEP" }));
    const post = fake.requests("POST", `/api/v1/students/${MAYA.id}/ieps`);
    await waitFor(() => expect(post).toHaveLength(1));
    expect(post[0]?.body).toEqual({ kind: "initial", startDate: today, endDate: defaultEndDate(today) });
    expect(await screen.findByRole("button", { name: "Save" })).toBeVisible();
    expect(here(router)).toMatch(/&iep=1e1e1e1e-/);
    expect(screen.queryByRole("form", { name: "Start an IEP" })).not.toBeInTheDocument();
  });

  it("a second draft refused with IEP_DRAFT_EXISTS offers to continue that draft", async () => {
    const fake = api([FINAL]);
    fake.on(
      "POST /api/v1/students/:studentId/ieps",
      apiError(409, "IEP_DRAFT_EXISTS", "This student already has a draft IEP.", { iepId: FINAL.id }),
    );
    const { user, router } = renderApp(`/dashboard/generate-iep?studentId=${MAYA.id}`);
    await user.click(await screen.findByRole("button", { name: "Start the IEP" }, { timeout: 5000 }));
    expect(await screen.findByText("This student already has a draft IEP.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Continue the draft" }));
    expect(here(router)).toContain(`iep=${FINAL.id}`);
  });

  it("saves the draft; a failed save shows the server's message and keeps the text on the device", async () => {
    const draft = iep();
    const fake = api([draft, FINAL]);
    const { user } = renderApp(open(draft));
    const text = (await screen.findByRole(
      "textbox",
      { name: "Present levels of academic achievement and functional performance" },
      { timeout: 5000 },
    )) as HTMLTextAreaElement;
    fake.fail("PATCH /api/v1/ieps/:id", 400, "VALIDATION_ERROR", "Goal 1 statement is required.");
    await user.type(text, " Now 60 wcpm.");
    expect(screen.getByText("Unsaved changes (kept on this device)")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Goal 1 statement is required.")).toBeVisible();
    expect(text.value).toBe("Reads 52 wcpm. Now 60 wcpm.");
    const kept = JSON.parse(localStorage.getItem(iepDocumentKey(TEST_USER_ID, draft.id)) ?? "null");
    expect(kept.content.presentLevels).toBe("Reads 52 wcpm. Now 60 wcpm.");

    fake.on("PATCH /api/v1/ieps/:id", (call: FakeRequest) =>
      json({
        ...draft,
        ...(call.body as Partial<Iep>),
        updatedAt: new Date(Date.now() + 1000).toISOString(),
      }),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("All changes saved")).toBeVisible();
    const sent = fake.requests("PATCH", `/api/v1/ieps/${draft.id}`).at(-1)?.body as {
      content: Iep["content"];
    };
    expect(sent.content.presentLevels).toBe("Reads 52 wcpm. Now 60 wcpm.");
    expect(localStorage.getItem(iepDocumentKey(TEST_USER_ID, draft.id))).toBeNull();
  });

  it("text kept on the device comes back after a reload", async () => {
    const draft = iep();
    localStorage.setItem(
      iepDocumentKey(TEST_USER_ID, draft.id),
      JSON.stringify({
        content: { ...draft.content, presentLevels: "Typed before the reload" },
        startDate: draft.startDate,
        endDate: draft.endDate,
        reason: null,
        baseUpdatedAt: draft.updatedAt,
      }),
    );
    api([draft]);
    const { user } = renderApp(open(draft));
    const text = (await screen.findByRole(
      "textbox",
      { name: "Present levels of academic achievement and functional performance" },
      { timeout: 5000 },
    )) as HTMLTextAreaElement;
    expect(text.value).toBe("Typed before the reload");
    expect(screen.getByText("Your unsaved changes on this device were restored.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Discard the changes on this device" }));
    expect(text.value).toBe("Reads 52 wcpm.");
    expect(localStorage.getItem(iepDocumentKey(TEST_USER_ID, draft.id))).toBeNull();
  });

  it("finalize asks first, saying what it does, and shows the server's missing items", async () => {
    const draft = iep();
    const fake = api([draft]);
    fake.fail(
      "POST /api/v1/ieps/:id/finalize",
      400,
      "VALIDATION_ERROR",
      "This IEP cannot be finalized yet: it has no measurable annual goal.",
    );
    const { user } = renderApp(open(draft));
    await user.click(await screen.findByRole("button", { name: "Finalize" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("alertdialog", { name: "Finalize this IEP?" });
    expect(dialog).toHaveTextContent(
      "After finalizing, this IEP cannot be changed; changes are made by amending it.",
    );
    expect(dialog).toHaveTextContent("The student's annual review becomes due on");
    await user.click(within(dialog).getByRole("button", { name: "Finalize" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("it has no measurable annual goal.");
    expect(fake.requests("POST", `/api/v1/ieps/${draft.id}/finalize`)).toHaveLength(1);
  });

  it("amend opens the new amendment draft with its reason", async () => {
    const fake = api([FINAL, OLD]);
    const { user, router } = renderApp(open(FINAL));
    await user.click(await screen.findByRole("button", { name: "Amend" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Amend this IEP" });
    await user.type(within(dialog).getByLabelText(/Reason for the amendment/), "Add speech services.");
    await user.click(within(dialog).getByLabelText("Without a meeting, the parent agreeing in writing"));
    await user.click(within(dialog).getByRole("button", { name: "Start the amendment" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fake.requests("POST", `/api/v1/students/${MAYA.id}/ieps`)[0]?.body).toEqual({
      kind: "amendment",
      amends: FINAL.id,
      amendment: { reason: "Add speech services.", withoutMeeting: true },
    });
    const reason = (await screen.findByRole("textbox", {
      name: "Reason for the amendment",
    })) as HTMLTextAreaElement;
    expect(reason.value).toBe("Add speech services.");
    expect(screen.getByRole("heading", { level: 2, name: "Amendment (Draft)" })).toBeVisible();
    expect(here(router)).not.toContain(FINAL.id);
  });

  it("compares two versions field by field, in words", async () => {
    api([FINAL, OLD]);
    const { user } = renderApp(open(FINAL));
    await user.selectOptions(
      await screen.findByLabelText("Compare with…", {}, { timeout: 5000 }),
      screen.getByRole("option", { name: /Superseded/ }),
    );
    const diffs = within(screen.getByRole("list", { name: "Differences" })).getAllByRole("listitem");
    expect(diffs.map((d) => d.querySelector("p")?.textContent)).toEqual([
      "Present levels of academic achievement and functional performance — Changed",
      "Accommodations, modifications and supports: Extended time — Removed",
    ]);
    expect(diffs[0]).toHaveTextContent("BeforeReads 30 wcpm.");
    expect(diffs[0]).toHaveTextContent("AfterReads 52 wcpm.");
  });

  it("updates the record from a final IEP and says how many fields changed", async () => {
    const fake = api([FINAL]);
    fake.on(
      "POST /api/v1/ieps/:id/update-record",
      json({ changes: [{ field: "presentLevels", before: "", after: "x" }] }),
    );
    const { user } = renderApp(open(FINAL));
    await user.click(
      await screen.findByRole("button", { name: "Update the record from this IEP" }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Update the record from this IEP" });
    await user.click(within(dialog).getByLabelText("Behavior support"));
    await user.click(within(dialog).getByRole("button", { name: "Update the record" }));
    expect(await within(dialog).findByText("1 field of the record updated.")).toBeVisible();
    const body = fake.requests("POST", `/api/v1/ieps/${FINAL.id}/update-record`)[0]?.body as
      | { fields: string[] }
      | undefined;
    const fields = body?.fields;
    expect(fields).toHaveLength(10);
    expect(fields).not.toContain("behaviorSupport");
  });

  it("a final version is read-only: no text field, and the downloads", async () => {
    api([FINAL]);
    renderApp(open(FINAL));
    expect(await screen.findByText("Reads 52 wcpm.", {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryAllByRole("textbox")).toEqual([]);
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeVisible();
    expect(screen.getByRole("button", { name: /Download Word/ })).toBeVisible();
  });

  it("a provider reads the draft and the final without any way to change them", async () => {
    const provider = {
      ...MAYA,
      sharing: { role: "provider" as const, ownerName: "Ms. Ortiz", ownerEmail: "o@example.org" },
    };
    const draft = iep();
    api([draft, FINAL], provider);
    const { user } = renderApp(open(draft));
    expect(await screen.findByText("Reads 52 wcpm.", {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryAllByRole("textbox")).toEqual([]);
    for (const name of ["Save", "Finalize", "Delete draft", "Start the IEP", "Draft IEP"])
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Open Annual IEP.*\(Final\)$/ }));
    expect(await screen.findByRole("heading", { level: 2, name: "Annual IEP (Final)" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Amend" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Update the record from this IEP" })).not.toBeInTheDocument();
  });
});
