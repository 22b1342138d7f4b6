/**
 * The progress-report dates section of the account preferences against the fake API (requirements
 * "Deadlines"): quarterly until set, a preset saved as its dates, and the teacher's own dates (month
 * and day, added and removed, an impossible date refused before sending).
 */
import { renderWithFakeApi, resetBetweenTests } from "@client/testing/test-utils";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ReportingDatesSection } from "./reporting-dates-section";

vi.setConfig({ testTimeout: 20_000 });
resetBetweenTests();

const PATH = "/api/v1/reporting-dates";

describe("progress-report dates", () => {
  it("shows the quarterly default and saves a preset", async () => {
    const { api, user } = renderWithFakeApi(<ReportingDatesSection />, "/", {});
    const section = await screen.findByRole("region", { name: "Progress-report dates" });
    const periods = await within(section).findByRole("combobox", { name: "Reporting periods" });
    expect(periods).toHaveValue("quarterly");
    expect(section).toHaveTextContent("Reports due: Oct 31, Jan 31, Mar 31, Jun 15 (every school year).");
    await user.selectOptions(periods, "semester");
    expect(section).toHaveTextContent("Reports due: Jan 31, Jun 15");
    await user.click(within(section).getByRole("button", { name: "Save reporting dates" }));
    await waitFor(() => expect(api.requests("PATCH", PATH)).toHaveLength(1));
    expect(api.requests("PATCH", PATH)[0]?.body).toEqual({ dates: ["01-31", "06-15"] });
    expect(await within(section).findByRole("status")).toHaveTextContent(
      "Reporting dates saved. Progress-report deadlines now follow them.",
    );
  });

  it("edits the teacher's own dates, refuses an impossible one, and saves them in school-year order", async () => {
    const { api, user } = renderWithFakeApi(<ReportingDatesSection />, "/", {});
    const section = await screen.findByRole("region", { name: "Progress-report dates" });
    await user.selectOptions(
      await within(section).findByRole("combobox", { name: "Reporting periods" }),
      "custom",
    );
    // The custom list starts from the dates shown (quarterly).
    const dates = within(section).getByRole("group", { name: "My reporting dates" });
    expect(within(dates).getAllByRole("combobox", { name: /^Month/ })).toHaveLength(4);
    await user.click(within(dates).getByRole("button", { name: "Remove date 4 (Jun 15)" }));
    await user.click(within(dates).getByRole("button", { name: "Remove date 3 (Mar 31)" }));
    expect(within(dates).getAllByRole("combobox", { name: /^Month/ })).toHaveLength(2);

    // 31 April does not exist.
    await user.selectOptions(within(dates).getByRole("combobox", { name: "Month (date 2)" }), "4");
    expect(within(section).getByText(/One of the dates does not exist/)).toBeInTheDocument();
    expect(within(section).getByRole("button", { name: "Save reporting dates" })).toBeDisabled();
    await user.selectOptions(within(dates).getByRole("combobox", { name: "Day (date 2)" }), "30");

    await user.click(within(dates).getByRole("button", { name: "Add a date" }));
    await user.selectOptions(within(dates).getByRole("combobox", { name: "Month (date 3)" }), "12");
    await user.selectOptions(within(dates).getByRole("combobox", { name: "Day (date 3)" }), "18");
    expect(section).toHaveTextContent("Reports due: Oct 31, Dec 18, Apr 30");
    await user.click(within(section).getByRole("button", { name: "Save reporting dates" }));
    await waitFor(() => expect(api.requests("PATCH", PATH)).toHaveLength(1));
    expect(api.requests("PATCH", PATH)[0]?.body).toEqual({ dates: ["10-31", "04-30", "12-18"] });
    // The answer comes back in school-year order.
    await waitFor(() =>
      expect(within(dates).getByRole("combobox", { name: "Month (date 2)" })).toHaveValue("12"),
    );
  });
});
