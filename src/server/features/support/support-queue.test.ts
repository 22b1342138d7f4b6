/**
 * The staff ticket queue is paged by the server (requirements "Admin area"): 25 tickets a page,
 * oldest change first, with the total for the status; a page past the end is empty, not an error.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { TICKET_PAGE_SIZE, type TicketQueuePage } from "../../../shared/contracts/support.ts";
import { readyAdmin } from "../../test/kits/admin-test-kit.ts";
import { setUpHarness } from "../../test/set-up.ts";
import { createAdmin } from "../admin/index.ts";

const OPENED = TICKET_PAGE_SIZE + 2;
/** Opened one minute apart, in this order. */
const subjects = Array.from({ length: OPENED }, (_, i) => `Question ${String(i + 1).padStart(2, "0")}`);

const h = setUpHarness({ now: new Date("2026-05-04T12:00:00Z") });

beforeAll(async () => {
  const teacher = await h.signUp();
  for (const [i, subject] of subjects.entries()) {
    h.setNow(new Date(Date.UTC(2026, 4, 4, 12, i)));
    const res = await teacher.post("/api/v1/support/tickets", {
      subject,
      message: "How do I export a note?",
    });
    expect(res.status).toBe(201);
  }
});

const page = async (query: string) => {
  const admin = await readyAdmin(h, createAdmin);
  const res = await admin.get(`/api/admin/tickets${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as TicketQueuePage;
};

describe("GET /api/admin/tickets", () => {
  it.each([
    ["?status=open", 1, subjects.slice(0, TICKET_PAGE_SIZE)],
    ["?status=open&page=2", 2, subjects.slice(TICKET_PAGE_SIZE)],
    ["?status=open&page=3", 3, []],
    ["?status=closed", 1, []],
  ])("%s: page %i holds the oldest-first slice, with the total", async (query, expectedPage, expected) => {
    const got = await page(query);
    expect(got.page).toBe(expectedPage);
    expect(got.pageSize).toBe(TICKET_PAGE_SIZE);
    expect(got.total).toBe(query.includes("closed") ? 0 : OPENED);
    expect(got.rows.map((t) => t.subject)).toEqual(expected);
  });

  it("refuses a page that is not a positive whole number", async () => {
    const admin = await readyAdmin(h, createAdmin);
    expect((await admin.get("/api/admin/tickets?page=0")).status).toBe(400);
    expect((await admin.get("/api/admin/tickets?page=two")).status).toBe(400);
  });
});
