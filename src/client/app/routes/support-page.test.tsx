/**
 * The Support screen against the fake API (requirements "Admin area"): the teacher sends a question
 * with the page and screenshot consent, sees it listed, and reads staff's reply; a failed send says so.
 */
import SupportPage from "@client/app/routes/support-page";
import { apiError, createFakeApi, json } from "@client/testing/fake-api";
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import type { Ticket } from "@shared/contracts/support";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 });
resetBetweenTests();

const ticket = (over: Partial<Ticket> = {}): Ticket => ({
  id: "7d6f5c4b-3a2e-4f10-9b8c-1a2b3c4d5e6f",
  subject: "Export fails",
  message: "The PDF export spins forever.",
  page: "/dashboard/history",
  screenshotConsent: true,
  status: "open",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  messages: [],
  ...over,
});

describe("support screen", () => {
  it("sends a question with the page and consent, then lists it", async () => {
    const saved: Ticket[] = [];
    const api = createFakeApi()
      .on("GET /api/v1/support/tickets", () => json(saved))
      .on("POST /api/v1/support/tickets", ({ body }) => {
        saved.push(ticket(body as Partial<Ticket>));
        return json(saved[0], 201);
      });
    const { user } = renderWithProviders(<SupportPage />, "/dashboard/support");
    expect(await screen.findByText("No questions yet.")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /Subject/ }), "Export fails");
    await user.type(screen.getByRole("textbox", { name: /Message/ }), "The PDF export spins forever.");
    await user.type(screen.getByRole("textbox", { name: /Page/ }), "/dashboard/history");
    await user.click(screen.getByRole("checkbox", { name: /screenshot/ }));
    await user.click(screen.getByRole("button", { name: "Send to support" }));
    expect(await screen.findByText("Sent. We answer here and by e-mail.")).toBeInTheDocument();
    expect(api.requests("POST", "/api/v1/support/tickets")[0]?.body).toEqual({
      subject: "Export fails",
      message: "The PDF export spins forever.",
      page: "/dashboard/history",
      screenshotConsent: true,
    });
    expect(await screen.findByRole("heading", { name: /Export fails/ })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Subject/ })).toHaveValue("");
  });

  it("shows staff's reply under the question, marked Support", async () => {
    createFakeApi().on("GET /api/v1/support/tickets", () =>
      json([
        ticket({
          status: "pending",
          messages: [
            { id: "m1", author: "staff", body: "Fixed; try again.", createdAt: "2026-11-21T09:00:00.000Z" },
          ],
        }),
      ]),
    );
    renderWithProviders(<SupportPage />, "/dashboard/support");
    const reply = await screen.findByText("Fixed; try again.");
    expect(reply.closest("li")).toHaveTextContent(/^Support/);
    expect(screen.getByText(/Answered/)).toBeInTheDocument();
  });

  it("says so when the question was not sent", async () => {
    createFakeApi()
      .on("GET /api/v1/support/tickets", () => json([]))
      .on("POST /api/v1/support/tickets", () =>
        apiError(400, "VALIDATION_ERROR", "Give a subject of at least 3 characters."),
      );
    const { user } = renderWithProviders(<SupportPage />, "/dashboard/support");
    await user.click(await screen.findByRole("button", { name: "Send to support" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Give a subject of at least 3 characters.");
  });

  it("shows the server's refusal of a complete question and keeps what was typed", async () => {
    createFakeApi()
      .on("GET /api/v1/support/tickets", () => json([]))
      .on("POST /api/v1/support/tickets", () =>
        apiError(429, "RATE_LIMITED", "Too many questions today. Try again tomorrow."),
      );
    const { user } = renderWithProviders(<SupportPage />, "/dashboard/support");
    await user.type(await screen.findByRole("textbox", { name: /Subject/ }), "Export fails");
    await user.type(screen.getByRole("textbox", { name: /Message/ }), "The PDF export spins forever.");
    await user.click(screen.getByRole("button", { name: "Send to support" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many questions today. Try again tomorrow.",
    );
    expect(screen.getByRole("textbox", { name: /Subject/ })).toHaveValue("Export fails");
  });
});
