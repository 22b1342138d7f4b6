/**
 * The help centre's search box (requirements "Public site"): the list is filtered by the box's text
 * however it got there — typed, pasted, put in before the pre-rendered page was hydrated, or given as
 * `?q=` in the address.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import HelpPage from "./help-page";

/** The page as the public entry shows it (its contact form uses the query client). */
const app = (router: ReturnType<typeof routerAt>) => (
  <QueryClientProvider client={new QueryClient()}>
    <RouterProvider router={router} />
  </QueryClientProvider>
);

const routerAt = (url: string) =>
  createMemoryRouter([{ path: "/help", Component: HelpPage }], { initialEntries: [url] });

/** The titles of the articles listed. */
const listed = () =>
  within(screen.getByRole("list"))
    .getAllByRole("heading", { level: 2 })
    .map((h) => h.textContent);

const ALL = 12;
const AIMLINE = ["IEP goals and progress monitoring"];

afterEach(() => {
  document.body.innerHTML = "";
});

describe("help search", () => {
  it("filters on text put in the box before the page was hydrated (a paste that woke the page)", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(app(routerAt("/help")));
    const box = container.querySelector<HTMLInputElement>("#help-search");
    if (!box) throw new Error("no search box in the pre-rendered page");
    box.value = "aimline";
    const router = routerAt("/help");
    const root = await act(async () => hydrateRoot(container, app(router)));
    expect(listed()).toEqual(AIMLINE);
    expect(screen.getByRole("searchbox", { name: "Search the help articles" })).toHaveValue("aimline");
    expect(router.state.location.search).toBe("?q=aimline");
    act(() => root.unmount());
  });

  it.each([
    ["?q= in the address", "/help?q=aimline", undefined],
    ["a paste (input event)", "/help", "aimline"],
  ])("filters on %s", async (_way, url, pasted) => {
    render(app(routerAt(url)));
    const box = await screen.findByRole("searchbox", { name: "Search the help articles" });
    if (pasted) {
      expect(listed()).toHaveLength(ALL);
      fireEvent.input(box, { target: { value: pasted } });
    }
    expect(box).toHaveValue("aimline");
    expect(listed()).toEqual(AIMLINE);
  });
});
