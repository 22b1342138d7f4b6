/**
 * The staff ticket queue is paged by the server (requirements "Admin area"): 25 tickets a page,
 * oldest change first, with the total for the status; a page past the end is empty, not an error.
 * A teacher opens at most 10 tickets an hour, however many requests come at once (requirements
 * "Rate limits").
 */
import { beforeAll, describe, expect, it } from "vitest";
import { TICKET_PAGE_SIZE, type TicketQueuePage } from "../../../shared/contracts/support.ts";
import { readyAdmin } from "../../test/kits/admin-test-kit.ts";
import { setUpHarness } from "../../test/set-up.ts";
import { createAdmin } from "../admin/index.ts";

const OPENED = TICKET_PAGE_SIZE + 2;
/** Opened ten minutes apart (within the hourly limit), in this order. */
const subjects = Array.from({ length: OPENED }, (_, i) => `Question ${String(i + 1).padStart(2, "0")}`);

const h = setUpHarness({ now: new Date("2026-05-04T12:00:00Z") });

beforeAll(async () => {
  const teacher = await h.signUp();
  for (const [i, subject] of subjects.entries()) {
    h.setNow(new Date(Date.UTC(2026, 4, 4, 12, i * 10)));
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

describe("POST /api/v1/support/tickets: at most 10 an hour per teacher", () => {
  /** requirements "Rate limits": 10 new tickets an hour per teacher. */
  const LIMIT = 10;
  const PARALLEL = 100;
  const ticket = { subject: "Export", message: "The PDF export spins." };

  it(`of ${PARALLEL} sent at once, ${LIMIT} are opened; the rest 429 with Retry-After and a message; the next hour opens again`, async () => {
    const start = new Date("2026-06-01T09:00:00Z");
    h.setNow(start);
    const teacher = await h.signUp();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => teacher.post("/api/v1/support/tickets", ticket)),
    );
    const byStatus: Record<number, number> = {};
    for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
    expect(byStatus).toEqual({ 201: LIMIT, 429: PARALLEL - LIMIT });
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.headers.get("retry-after")).toBe("3600");
    expect(await refused?.json()).toMatchObject({
      error: {
        code: "RATE_LIMITED",
        message: "You can send up to 10 support requests an hour. Please try again in 60 minutes.",
      },
    });
    const own = (await (await teacher.get("/api/v1/support/tickets")).json()) as unknown[];
    expect(own).toHaveLength(LIMIT);
    // A request that is not a ticket is still told what is wrong with it.
    const invalid = await teacher.post("/api/v1/support/tickets", { message: "no subject" });
    expect(invalid.status).toBe(400);
    // Another teacher has an own allowance.
    expect((await (await h.signUp()).post("/api/v1/support/tickets", ticket)).status).toBe(201);

    h.setNow(new Date(start.getTime() + 59 * 60_000));
    expect((await teacher.post("/api/v1/support/tickets", ticket)).headers.get("retry-after")).toBe("60");
    h.setNow(new Date(start.getTime() + 60 * 60_000));
    expect((await teacher.post("/api/v1/support/tickets", ticket)).status).toBe(201);
  });
});
