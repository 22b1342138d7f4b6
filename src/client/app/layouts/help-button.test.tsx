/**
 * "Help" in the teacher area (requirements "Admin area"): from any screen the teacher opens the
 * contact-support form with that screen as the page, sends a question (subject, message, page and
 * screenshot consent reach the API), and the dialog closes with a confirmation.
 */
import { createFakeApi, json } from "@client/testing/fake-api";
import { renderApp, resetBetweenTests } from "@client/testing/test-utils";
import { screen, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 });
resetBetweenTests();

it("opens the support form with the current screen and sends the question", async () => {
  const sent: unknown[] = [];
  createFakeApi().on("POST /api/v1/support/tickets", ({ body }) => {
    sent.push(body);
    return json({ id: "t1" }, 201);
  });
  const { user } = renderApp("/dashboard/history");
  await screen.findByRole("heading", { level: 1, name: /history/i });

  // The sidebar and the mobile menu both hold the button; jsdom shows both.
  await user.click(screen.getAllByRole("button", { name: "Help" })[0] as HTMLElement);
  const dialog = await screen.findByRole("dialog", { name: "Help" });
  expect(within(dialog).getByRole("textbox", { name: /Page/ })).toHaveValue("/dashboard/history");
  expect(within(dialog).getByRole("link", { name: "Open the help centre" })).toHaveAttribute("href", "/help");

  await user.type(within(dialog).getByRole("textbox", { name: /Subject/ }), "Filter question");
  await user.type(
    within(dialog).getByRole("textbox", { name: /Message/ }),
    "How do I see only behavioral notes?",
  );
  await user.click(within(dialog).getByRole("checkbox", { name: /screenshot/ }));
  await user.click(within(dialog).getByRole("button", { name: "Send to support" }));

  expect(await screen.findByText(/Sent to support\. Replies appear under Support/)).toBeInTheDocument();
  expect(screen.queryByRole("dialog", { name: "Help" })).not.toBeInTheDocument();
  expect(sent).toEqual([
    {
      subject: "Filter question",
      message: "How do I see only behavioral notes?",
      page: "/dashboard/history",
      screenshotConsent: true,
    },
  ]);
});
