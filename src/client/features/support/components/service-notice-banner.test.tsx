/**
 * The maintenance banner in the teacher area (requirements "Admin area"): shown when staff set one,
 * absent when none is set.
 */
import { createFakeApi } from "@client/testing/fake-api";
import { renderApp } from "@client/testing/test-utils";
import { buildProfile } from "@shared/testing/data-generators";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

afterEach(cleanup);

describe("ServiceNoticeBanner", () => {
  it("shows the notice staff set at the top of the teacher area", async () => {
    createFakeApi({ me: buildProfile(), serviceNotice: "Maintenance tonight 9–10 p.m." });
    renderApp("/dashboard");
    expect(await screen.findByText("Maintenance tonight 9–10 p.m.")).toBeInTheDocument();
    expect(screen.getByText("Service notice")).toBeInTheDocument();
  });

  it("shows nothing when no notice is set", async () => {
    createFakeApi({ me: buildProfile() });
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText("Service notice")).not.toBeInTheDocument();
  });
});
