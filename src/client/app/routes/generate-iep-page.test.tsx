/**
 * /dashboard/generate-iep through the whole app (real routes, providers and hooks; only fetch is
 * replaced): draft, edit, regenerate one section (asking before replacing edits), warnings, save to
 * the student with the on-screen mapping, the draft kept on the device, errors (requirements "IEP draft").
 */

import { iepDraftKey } from "@client/features/writing-assistant/lib/iep-draft-storage";
import {
  apiError,
  createFakeApi,
  type FakeHandler,
  type FakeReply,
  type FakeRequest,
  hangUntilAborted,
  json,
} from "@client/testing/fake-api";
import { renderApp, resetBetweenTests } from "@client/testing/test-utils";
import type { IepDraftResult, IepDraftSection } from "@shared/contracts/ai";
import { buildStudent, TEST_USER_ID } from "@shared/testing/data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

const MAYA = buildStudent({ id: "5a5a5a5a-0000-4000-8000-000000000021", name: "Maya Lopez", grade: "4" });
const SAM = buildStudent({ id: "5a5a5a5a-0000-4000-8000-000000000022", name: "Sam Carter", grade: "5" });

const TITLES: Record<IepDraftSection, string> = {
  presentLevels: "Present levels of academic achievement and functional performance",
  annualGoals: "Measurable annual goals",
  services: "Special education and related services",
  accommodations: "Accommodations and supports",
};

/** A server draft; `round` marks the text so a regenerated section is recognisable. */
function draftOf(sections: readonly IepDraftSection[], round = 1, warnings: string[] = []): IepDraftResult {
  return {
    sections: sections.map((section) => ({
      section,
      title: TITLES[section],
      text: `${TITLES[section]} for Maya, draft ${round}: reads 42 wcpm.`,
      source: "template",
    })),
    warnings,
  };
}

const ALL: IepDraftSection[] = ["presentLevels", "annualGoals", "services", "accommodations"];

/** Maya and Sam's caseload; the IEP draft answers a new round each time. Returns the calls. */
function api(extra: Record<string, FakeHandler | FakeReply> = {}) {
  let round = 0;
  return createFakeApi({
    students: [MAYA, SAM],
    routes: {
      "POST /api/v1/ai/iep-draft": (call: FakeRequest) => {
        round++;
        const { section } = call.body as { section?: IepDraftSection };
        return json(draftOf(section ? [section] : ALL, round));
      },
      // The student has no IEP version yet (the versions are tested in features/ieps).
      "GET /api/v1/students/:studentId/ieps": json({ ieps: [] }),
      ...extra,
    },
  }).calls;
}

const textOf = (section: IepDraftSection) =>
  screen.getByRole("textbox", { name: `${TITLES[section]} (text)` }) as HTMLTextAreaElement;

resetBetweenTests();

describe("IEPs page: the writing assistant's draft for the record", () => {
  it("is in the navigation and at the alias /generate-iep", async () => {
    api();
    renderApp("/generate-iep");
    expect(await screen.findByRole("heading", { level: 1, name: "IEPs" }, { timeout: 5000 })).toBeVisible();
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "IEPs" })).toHaveAttribute("aria-current", "page");
  });

  it("drafts the four sections for the chosen student, each editable, and keeps the draft on the device", async () => {
    const calls = api();
    const { user } = renderApp("/dashboard/generate-iep");
    await user.selectOptions(await screen.findByLabelText("Student", {}, { timeout: 5000 }), MAYA.id);
    await user.click(screen.getByRole("button", { name: "Draft IEP" }));
    expect(await screen.findByRole("heading", { level: 2, name: TITLES.presentLevels })).toBeVisible();
    for (const s of ALL) expect(textOf(s).value).toContain("draft 1: reads 42 wcpm.");
    expect(calls.find((c) => c.path === "/api/v1/ai/iep-draft")?.body).toEqual({ studentId: MAYA.id });
    expect(screen.getAllByText("Written from the student's record")).toHaveLength(4);

    await user.type(textOf("services"), " Edited.");
    const stored = JSON.parse(localStorage.getItem(iepDraftKey(TEST_USER_ID, MAYA.id)) ?? "null");
    expect(stored.sections[2].text).toMatch(/Edited\.$/);
  });

  it("a stored draft comes back when the page opens again", async () => {
    localStorage.setItem(
      iepDraftKey(TEST_USER_ID, MAYA.id),
      JSON.stringify({
        sections: [
          {
            section: "presentLevels",
            title: TITLES.presentLevels,
            text: "My typed text",
            drafted: "x",
            source: "template",
          },
        ],
        warnings: [],
      }),
    );
    api();
    renderApp(`/dashboard/generate-iep?studentId=${MAYA.id}`);
    await waitFor(() => expect(textOf("presentLevels").value).toBe("My typed text"), { timeout: 5000 });
    expect(screen.getByText(/edited by you/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Draft IEP again" })).toBeVisible();
  });

  it("regenerates an unedited section at once, and asks before replacing an edited one", async () => {
    const calls = api();
    const { user } = renderApp(`/dashboard/generate-iep?studentId=${MAYA.id}`);
    await user.click(await screen.findByRole("button", { name: "Draft IEP" }, { timeout: 5000 }));
    await screen.findByRole("heading", { level: 2, name: TITLES.services });

    const cards = () => screen.getAllByRole("button", { name: "Regenerate this section" });
    // Services unedited: no question.
    await user.click(cards()[2] as HTMLElement);
    await waitFor(() => expect(textOf("services").value).toContain("draft 2"));
    expect(calls.filter((c) => c.path === "/api/v1/ai/iep-draft").at(-1)?.body).toEqual({
      studentId: MAYA.id,
      section: "services",
    });
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

    // Present levels edited: asked; Cancel keeps the edit.
    await user.type(textOf("presentLevels"), " Mine.");
    await user.type(textOf("annualGoals"), " Goals edit.");
    await user.click(cards()[0] as HTMLElement);
    const dialog = await screen.findByRole("alertdialog", {
      name: `Replace your edits to "${TITLES.presentLevels}"?`,
    });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(textOf("presentLevels").value).toMatch(/Mine\.$/);

    await user.click(cards()[0] as HTMLElement);
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Regenerate" }),
    );
    await waitFor(() => expect(textOf("presentLevels").value).toContain("draft 3"));
    // The other sections, edits included, stay.
    expect(textOf("annualGoals").value).toMatch(/Goals edit\.$/);
    expect(textOf("services").value).toContain("draft 2");
  });

  it("saves present levels, and only the edited other sections, to the student", async () => {
    const calls = api();
    const { user } = renderApp(`/dashboard/generate-iep?studentId=${MAYA.id}`);
    await user.click(await screen.findByRole("button", { name: "Draft IEP" }, { timeout: 5000 }));
    await screen.findByRole("heading", { level: 2, name: TITLES.accommodations });
    expect(screen.getByText(/Accommodations and supports → the Accommodations list/)).toBeVisible();

    await user.clear(textOf("accommodations"));
    await user.type(
      textOf("accommodations"),
      "Accommodations:{Enter}- Extended time (1.5x){Enter}- Read-aloud",
    );
    await user.click(screen.getByRole("button", { name: "Save to student" }));
    // Nothing is written before the teacher has seen the diff of every field the save changes.
    const review = await screen.findByRole("dialog", { name: "Review the changes to the record" });
    expect(calls.some((c) => c.path.endsWith("/iep-save"))).toBe(false);
    expect(within(review).getByRole("heading", { name: "Present levels" })).toBeVisible();
    expect(within(review).getByRole("heading", { name: "Accommodations" })).toBeVisible();
    expect(within(review).getByText("Read-aloud").closest("li")).toHaveTextContent("Added: + Read-aloud");
    await user.click(within(review).getByRole("button", { name: "Save these changes" }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith("/iep-save"))).toBe(true));
    expect(calls.find((c) => c.path.endsWith("/iep-save"))?.body).toEqual({
      presentLevels: `${TITLES.presentLevels} for Maya, draft 1: reads 42 wcpm.`,
      accommodations: ["Extended time (1.5x)", "Read-aloud"],
    });
    expect(await screen.findByText("Saved to Maya Lopez's record.")).toBeVisible();
    // Saved text is the new baseline: no longer marked edited.
    expect(screen.queryByText(/edited by you/)).not.toBeInTheDocument();
    // The previous version is kept and can be restored.
    const versions = await screen.findByRole("region", { name: "Earlier versions" });
    await user.click(
      within(versions).getAllByRole("button", {
        name: /^Restore Present levels as it was before/,
      })[0] as HTMLElement,
    );
    expect(await screen.findByText("Present levels restored.")).toBeVisible();
    expect(calls.some((c) => c.path.endsWith("/restore"))).toBe(true);
  });

  it("a failed save says so and keeps the text", async () => {
    api({
      "POST /api/v1/students/5a5a5a5a-0000-4000-8000-000000000021/iep-save": apiError(
        500,
        "INTERNAL",
        "boom",
      ),
    });
    const { user } = renderApp(`/dashboard/generate-iep?studentId=${MAYA.id}`);
    await user.click(await screen.findByRole("button", { name: "Draft IEP" }, { timeout: 5000 }));
    await screen.findByRole("heading", { level: 2, name: TITLES.services });
    await user.type(textOf("presentLevels"), " Keep me.");
    await user.click(screen.getByRole("button", { name: "Save to student" }));
    await user.click(await screen.findByRole("button", { name: "Save these changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/Not saved.*Your draft is still here/);
    expect(textOf("presentLevels").value).toMatch(/Keep me\.$/);
  });

  it("shows the draft's warnings and a drafting error in plain words", async () => {
    let fail = false;
    api({
      "POST /api/v1/ai/iep-draft": () =>
        fail
          ? apiError(404, "NOT_FOUND", "Student not found")
          : json(
              draftOf(ALL, 1, [
                "Services: the AI draft was too short, so the draft written from the student's record was used instead.",
              ]),
            ),
    });
    const { user } = renderApp(`/dashboard/generate-iep?studentId=${MAYA.id}`);
    await user.click(await screen.findByRole("button", { name: "Draft IEP" }, { timeout: 5000 }));
    expect(await screen.findByText(/the AI draft was too short/)).toBeVisible();
    fail = true;
    await user.click(screen.getAllByRole("button", { name: "Regenerate this section" })[1] as HTMLElement);
    expect(await screen.findByRole("alert")).toHaveTextContent("Student not found");
    expect(textOf("annualGoals").value).toContain("draft 1");
  });

  it("discarding asks first and removes the stored draft", async () => {
    api();
    const { user } = renderApp(`/dashboard/generate-iep?studentId=${MAYA.id}`);
    await user.click(await screen.findByRole("button", { name: "Draft IEP" }, { timeout: 5000 }));
    await screen.findByRole("heading", { level: 2, name: TITLES.services });
    await user.click(screen.getByRole("button", { name: "Discard draft" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Discard draft" }),
    );
    expect(await screen.findByRole("button", { name: "Draft IEP" })).toBeVisible();
    expect(localStorage.getItem(iepDraftKey(TEST_USER_ID, MAYA.id))).toBeNull();
  });

  it("a slow draft can be cancelled: the request is aborted and the page is usable again", async () => {
    let aborted = false;
    // The draft never answers until aborted.
    api({
      "POST /api/v1/ai/iep-draft": (req) => {
        req.signal?.addEventListener("abort", () => {
          aborted = true;
        });
        return hangUntilAborted(req);
      },
    });
    const { user } = renderApp(`/dashboard/generate-iep?studentId=${MAYA.id}`);
    await user.click(await screen.findByRole("button", { name: "Draft IEP" }, { timeout: 5000 }));
    expect(await screen.findByRole("button", { name: /Drafting/ })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Cancel drafting" }));
    expect(await screen.findByText("Drafting cancelled. Your draft is unchanged.")).toBeVisible();
    expect(aborted).toBe(true);
    expect(screen.getByRole("button", { name: "Draft IEP" })).toBeEnabled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
