/**
 * The maintenance banner in the teacher area (requirements "Admin area"): shown when staff set one,
 * absent when none is set.
 */
import { renderRoute, resetBetweenTests } from "@client/testing/test-utils";
import { buildProfile } from "@shared/testing/data-generators";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

resetBetweenTests();

describe("ServiceNoticeBanner", () => {
  it("shows the notice staff set at the top of the teacher area", async () => {
    renderRoute("/dashboard", { me: buildProfile(), serviceNotice: "Maintenance tonight 9–10 p.m." });
    expect(await screen.findByText("Maintenance tonight 9–10 p.m.")).toBeInTheDocument();
    expect(screen.getByText("Service notice")).toBeInTheDocument();
  });

  it("shows nothing when no notice is set", async () => {
    renderRoute("/dashboard", { me: buildProfile() });
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText("Service notice")).not.toBeInTheDocument();
  });
});
