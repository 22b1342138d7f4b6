/**
 * The client test kit's set-up helpers (architecture "Tests"): `resetBetweenTests` leaves nothing of
 * one test to the next, `renderRoute` and `renderWithFakeApi` install the fake API before the first
 * render, and `caseloadApi` is a signed-in teacher with Maya and Sam.
 */
import { useQuery } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { caseloadApi, maya, sam } from "./caseload";
import { json } from "./fake-api";
import { here, renderRoute, renderWithFakeApi, resetBetweenTests } from "./test-utils";

resetBetweenTests();

const realFetch = globalThis.fetch;
const spied = { answer: () => "real" };

describe("resetBetweenTests (the two tests run in this order)", () => {
  it("first test: leaves a stored item, a stubbed global and a spy behind", () => {
    expect(vi.isMockFunction(window.scrollTo)).toBe(true);
    localStorage.setItem("iep:left-behind", "1");
    vi.stubGlobal("fetch", vi.fn());
    vi.spyOn(spied, "answer").mockReturnValue("spy");
    expect(spied.answer()).toBe("spy");
  });

  it("second test: starts with none of them", () => {
    expect(localStorage.getItem("iep:left-behind")).toBeNull();
    expect(globalThis.fetch).toBe(realFetch);
    expect(spied.answer()).toBe("real");
  });
});

describe("renderRoute", () => {
  it("renders the app at the route over a fake API installed before the first request", async () => {
    const { api, calls, db, router } = renderRoute("/dashboard/students", { me: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(here(router)).toBe("/signin?redirectTo=%2Fdashboard%2Fstudents");
    expect(globalThis.fetch).toBe(api.fetch);
    expect(calls).toBe(api.calls);
    // Signed out on this device: the first request is the auth library's session answer, not the profile.
    expect(calls[0]).toMatchObject({ method: "GET", path: "/api/auth/get-session" });
    expect(db).toBe(api.db);
    expect(db.me).toBeNull();
  });

  it("signs in the teacher of buildProfile() by default", async () => {
    renderRoute("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: /Dana$/ })).toBeInTheDocument();
  });
});

function StudentCount() {
  const { data } = useQuery({
    queryKey: ["count"],
    queryFn: async () => ((await (await fetch("/api/v1/students")).json()) as unknown[]).length,
  });
  return <p>{data === undefined ? "loading" : `${data} students`}</p>;
}

describe("renderWithFakeApi", () => {
  it("renders the element at the entry over a fake API seeded with the options", async () => {
    const { calls } = renderWithFakeApi(<StudentCount />, "/somewhere?tab=2", { students: [maya] });
    expect(await screen.findByText("1 students")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/somewhere?tab=2");
    expect(calls.map((c) => c.path)).toEqual(["/api/v1/students"]);
  });
});

describe("caseloadApi", () => {
  it("answers the signed-in teacher and Maya and Sam, and the given routes first", async () => {
    caseloadApi({ "GET /api/v1/students": () => json([sam]) });
    expect(((await (await fetch("/api/v1/students")).json()) as { id: string }[]).map((s) => s.id)).toEqual([
      sam.id,
    ]);
    expect((await (await fetch("/api/v1/me")).json()).firstName).toBe("Dana");
    caseloadApi();
    expect(((await (await fetch("/api/v1/students")).json()) as { id: string }[]).map((s) => s.id)).toEqual([
      maya.id,
      sam.id,
    ]);
  });
});
