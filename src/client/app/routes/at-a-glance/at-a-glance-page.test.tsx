/**
 * The IEP at a glance screen against a fake server (requirements "IEP at a glance"): the URL holds the
 * chosen students, the language and share-safe; each toggle asks the server for the page again with
 * those options; a student's failed page says so without hiding the others.
 */
import AtAGlancePage from "@client/app/routes/at-a-glance/at-a-glance-page";
import { caseloadApi, MAYA_ID, SAM_ID } from "@client/testing/caseload";
import { apiError, type FakeRequest, json } from "@client/testing/fake-api";
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import type { AtAGlance } from "@shared/contracts/at-a-glance";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

resetBetweenTests();

/** A page as the server would answer it for `req` (the options echoed in its title). */
function pageFor(req: FakeRequest): AtAGlance {
  const language = req.query.get("language") === "es" ? "es" : "en";
  const shareSafe = req.query.get("shareSafe") === "true";
  const name = req.params.studentId === MAYA_ID ? "Maya R." : "Sam T.";
  return {
    studentId: req.params.studentId ?? "",
    language,
    shareSafe,
    title: language === "es" ? "Resumen del IEP" : "IEP at a glance",
    studentName: name,
    header: [
      { label: "Student", value: name },
      ...(shareSafe ? [] : [{ label: "Date of birth", value: "Apr 12, 2017" }]),
    ],
    sections: [{ heading: "Services", lines: ["Speech-language therapy: 30 min per week"] }],
    emptyLine: "Nothing recorded",
    footer: "34 CFR 300.323(d)",
  };
}

function server() {
  return caseloadApi({ "GET /api/v1/students/:studentId/at-a-glance": (req) => json(pageFor(req)) });
}

const location = () => screen.getByTestId("location").textContent;

describe("IEP at a glance screen", () => {
  it("asks for a student first, then shows each chosen student's page and keeps the choice in the URL", async () => {
    server();
    const { user } = renderWithProviders(<AtAGlancePage />, "/dashboard/at-a-glance");
    expect(await screen.findByText("No student chosen")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeDisabled();

    await user.click(await screen.findByRole("checkbox", { name: /Maya R\./ }));
    const maya = await screen.findByRole("article", { name: "IEP at a glance: Maya R." });
    expect(within(maya).getByText("Apr 12, 2017")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: /Sam T\./ }));
    expect(await screen.findByRole("article", { name: "IEP at a glance: Sam T." })).toBeInTheDocument();
    expect(location()).toBe(`/dashboard/at-a-glance?studentId=${MAYA_ID}&studentId=${SAM_ID}`);
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeEnabled();
  });

  it("asks again in Spanish and share-safe when the switches change", async () => {
    const api = server();
    const { user } = renderWithProviders(<AtAGlancePage />, `/dashboard/at-a-glance?studentId=${MAYA_ID}`);
    await screen.findByRole("article", { name: "IEP at a glance: Maya R." });
    await user.click(screen.getByRole("radio", { name: "Spanish" }));
    await user.click(screen.getByRole("checkbox", { name: /Share-safe version/ }));
    const sheet = await screen.findByRole("article", { name: "Resumen del IEP: Maya R." });
    expect(sheet).toHaveAttribute("lang", "es");
    await screen.findByText("34 CFR 300.323(d)");
    expect(within(sheet).queryByText("Apr 12, 2017")).not.toBeInTheDocument();
    expect(location()).toBe(`/dashboard/at-a-glance?studentId=${MAYA_ID}&language=es&shareSafe=1`);
    const asked = api.requests("GET", `/api/v1/students/${MAYA_ID}/at-a-glance`).map((r) => r.search);
    expect(asked.at(-1)).toBe("?language=es&shareSafe=true");
  });

  it("says when one student's page fails and still shows the other", async () => {
    const api = server();
    api.on("GET /api/v1/students/:studentId/at-a-glance", (req) =>
      req.params.studentId === SAM_ID ? json(pageFor(req)) : apiError(404, "NOT_FOUND", "Student not found"),
    );
    renderWithProviders(<AtAGlancePage />, `/dashboard/at-a-glance?studentId=${MAYA_ID}&studentId=${SAM_ID}`);
    expect(await screen.findByText("Student not found")).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "IEP at a glance: Sam T." })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeDisabled();
  });
});
