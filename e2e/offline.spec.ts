/**
 * The outbox in a real browser (requirements "Local storage"; decision 008):
 * - offline (Playwright's `context.setOffline`): a teacher adds a student, records 5 progress entries,
 *   edits one note and deletes another, reloads the page (the service worker serves the app, the
 *   device record restores the waiting changes), comes back online, and the server holds exactly
 *   those changes, once each (checked through the API);
 * - the server stopped and started again (a server of this spec's own on another port): a student
 *   added meanwhile is sent once when the server is back; the same change sent twice with one
 *   `Idempotency-Key` makes one row;
 * - a conflicting edit (the record changed through the API while the teacher's edit waited) shows both
 *   versions, and "Keep my version" saves the teacher's.
 * Screenshots of the badge, the banner and the conflict dialog at 1280 and 390 px.
 */
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { E2E_BASE_URL, E2E_PORT } from "./support/constants.ts";
import { readDeviceRecord } from "./support/device-record.ts";
import { expect, goOnline, test, uniqueEmail } from "./support/fixtures.ts";
import { ownServer } from "./support/own-server.ts";

test.describe.configure({ timeout: 120_000 });

// Offline, and while the server is down, the browser logs each request it could not send; the app
// shows its own banner and badges.
test.use({
  allowedBrowserErrors: [/^Failed to load resource: net::(ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED)/],
});

const BADGE = "Not yet saved";

/** Waits until the service worker controls the page (a reload after the first install). */
async function waitForWorkerControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The query keys of the reads the steps offline rely on (`lib/goal-cache.ts`, the notes and students APIs). */
const KEYS = {
  me: ["me"],
  students: ["students"],
  studentSummaries: ["students", "summary"],
  notePages: ["notes", "pages", { studentId: null, type: null }],
  goal: (id: string) => ["goal", id],
  goals: (studentId: string) => ["goals", studentId],
  progressEntries: (goalId: string) => ["progress-entries", goalId],
} as const;

/**
 * Waits until the device record of `userId` (written at most once a second after a change:
 * architecture "Offline rules") holds the reads under `queryKeys` and exactly `waitingChanges`
 * changes: what a reload or a later screen offline restores.
 */
async function recordWritten(
  page: Page,
  userId: string,
  queryKeys: readonly (readonly unknown[])[],
  waitingChanges: number,
) {
  const hashes = queryKeys.map((key) => JSON.stringify(key));
  await expect
    .poll(
      async () => {
        const record = await readDeviceRecord(page, userId);
        return {
          missingReads: hashes.filter((h) => !record?.queryHashes.includes(h)),
          waitingChanges: record?.waitingChanges,
        };
      },
      { message: "the device record holds the reads and the waiting changes" },
    )
    .toEqual({ missingReads: [], waitingChanges });
}

/** Screenshots of the page at 1280 and 390 px wide. */
async function shots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A signed-in JSON call on `request` against `base`; returns status, body and headers. */
async function call(
  request: APIRequestContext,
  base: string,
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await request.fetch(`${base}${url}`, {
    method,
    headers: { origin: base, ...headers },
    ...(data === undefined ? {} : { data }),
  });
  const text = await res.text();
  return { status: res.status(), headers: res.headers(), body: text ? JSON.parse(text) : undefined };
}

test("offline: a student, 5 entries, a note edited and one deleted, a reload, then each saved once", async ({
  page,
  context,
  teacher,
}, testInfo) => {
  const maya = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Maya Rodriguez",
    grade: "3",
  });
  const goal = await teacher.api.post<{ id: string }>("/api/v1/goals", {
    studentId: maya.id,
    statement: "Given a grade-3 passage, Maya will read 60 words correct per minute.",
    area: "Reading fluency",
    unit: "wcpm",
    baselineValue: 20,
    targetValue: 60,
  });
  const kept = await teacher.api.post<{ id: string }>("/api/v1/notes/generate", {
    studentId: maya.id,
    observations: "Read 42 words correct per minute with 3 errors.",
  });
  const dropped = await teacher.api.post<{ id: string }>("/api/v1/notes/generate", {
    studentId: maya.id,
    type: "behavioral",
    observations: "Stayed on task for 12 minutes.",
  });

  // One visit online: the worker installs, the device record keeps the screens' data.
  await page.goto(`/dashboard/progress/goals/${goal.id}`);
  await waitForWorkerControl(page);
  await expect(page.getByRole("region", { name: "Record a data point" })).toBeVisible();
  await recordWritten(
    page,
    teacher.id,
    [KEYS.me, KEYS.goal(goal.id), KEYS.progressEntries(goal.id), KEYS.studentSummaries],
    0,
  );
  await page.goto("/dashboard/history");
  await expect(page.getByRole("button", { name: "Maya Rodriguez: Progress note" })).toBeVisible();
  await recordWritten(page, teacher.id, [KEYS.notePages, KEYS.studentSummaries], 0);
  await page.goto("/dashboard/students");
  await expect(page.getByRole("link", { name: "Maya Rodriguez" })).toBeVisible();
  await recordWritten(page, teacher.id, [KEYS.students], 0);

  await context.setOffline(true);
  // Add a student.
  await page.getByRole("button", { name: "Add student" }).first().click();
  const add = page.getByRole("dialog", { name: "Add a student" });
  await add.getByRole("textbox", { name: /^Name/ }).fill("Sam Patel");
  await add.getByRole("button", { name: "Add student" }).click();
  await expect(add).toBeHidden();
  const samRow = page.getByRole("row", { name: /Sam Patel/ });
  await expect(samRow.getByText(BADGE)).toBeVisible();
  await expect(page.getByText("1 change is waiting to be sent.")).toBeVisible();
  await recordWritten(page, teacher.id, [KEYS.students], 1);

  // Record 5 progress entries.
  await page.goto(`/dashboard/progress/goals/${goal.id}`);
  const form = page.getByRole("region", { name: "Record a data point" });
  const score = form.getByRole("textbox", { name: /^Score/ });
  for (const value of [31, 33, 36, 38, 41]) {
    await score.fill(String(value));
    await score.press("Enter");
    await expect(score).toHaveValue("");
  }
  await expect(page.getByText("6 changes are waiting to be sent.")).toBeVisible();
  await recordWritten(page, teacher.id, [KEYS.progressEntries(goal.id)], 6);

  // Edit a note and delete another.
  await page.goto("/dashboard/history");
  await page.getByRole("button", { name: "Maya Rodriguez: Progress note" }).click();
  const noteDialog = page.getByRole("dialog", { name: "Maya Rodriguez: Progress note" });
  await noteDialog.getByRole("button", { name: "Edit" }).click();
  await noteDialog
    .getByRole("textbox", { name: "Note text" })
    .fill("Maya read 42 words correct per minute. Edited offline.");
  await noteDialog.getByRole("button", { name: "Save changes" }).click();
  await expect(noteDialog.getByText("Edited offline.")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Maya Rodriguez: Behavioral note" }).click();
  const other = page.getByRole("dialog", { name: "Maya Rodriguez: Behavioral note" });
  await other.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete note" }).click();
  await expect(page.getByText("8 changes are waiting to be sent.")).toBeVisible();
  await recordWritten(page, teacher.id, [KEYS.notePages], 8);

  // A reload while offline: the worker serves the app; the device record brings the changes back.
  await page.goto("/dashboard/students");
  await page.reload();
  await expect(page.getByText("8 changes are waiting to be sent.")).toBeVisible();
  await expect(page.getByRole("row", { name: /Sam Patel/ }).getByText(BADGE)).toBeVisible();
  await shots(page, testInfo, "outbox-offline-badge-banner");

  // Back online: everything is sent, in order, once. The last change sent is the note's delete.
  await goOnline(context, page);
  await expect(page.getByText(/changes? (is|are) waiting to be sent/)).toBeHidden({ timeout: 40_000 });
  await expect(page.getByText(BADGE, { exact: true })).toBeHidden();
  await expect
    .poll(async () => (await page.request.get(`${E2E_BASE_URL}/api/v1/notes/${dropped.id}`)).status(), {
      timeout: 40_000,
    })
    .toBe(404);

  const students = await teacher.api.get<{ name: string }[]>("/api/v1/students");
  expect(students.filter((s) => s.name === "Sam Patel")).toHaveLength(1);
  const entries = await teacher.api.get<{ progressValue: number }[]>(
    `/api/v1/progress-entries?goalId=${goal.id}`,
  );
  expect(entries.map((e) => e.progressValue).sort((a, b) => a - b)).toEqual([31, 33, 36, 38, 41]);
  const note = await teacher.api.get<{ generatedNote: string; isEdited: boolean }>(
    `/api/v1/notes/${kept.id}`,
  );
  expect(note.generatedNote).toBe("Maya read 42 words correct per minute. Edited offline.");
  expect(note.isEdited).toBe(true);
});

test("the server stopped and started again: the change made meanwhile is saved once; a replayed key makes one row", async ({
  browser,
}, testInfo) => {
  // The port after the suite's server's is this test's alone (offline-shell.spec.ts takes the next).
  const server = ownServer(E2E_PORT + 1);
  const { base } = server;
  await server.start();
  const ctx = await browser.newContext({ baseURL: base });
  try {
    const page = await ctx.newPage();
    const signUp = await call(ctx.request, base, "POST", "/api/auth/sign-up/email", {
      email: uniqueEmail("outbox"),
      password: "correct-horse-battery",
      name: "Jordan Rivera",
    });
    expect(signUp.status).toBe(200);
    await call(ctx.request, base, "PATCH", "/api/v1/me", {
      onboardingCompleted: true,
      firstName: "Jordan",
      lastName: "Rivera",
      timeZone: "America/Chicago",
    });
    await call(ctx.request, base, "POST", "/api/v1/students", { name: "Maya Rodriguez" });
    await page.goto("/dashboard/students");
    await expect(page.getByRole("link", { name: "Maya Rodriguez" })).toBeVisible();

    await server.stop();
    await page.getByRole("button", { name: "Add student" }).first().click();
    const add = page.getByRole("dialog", { name: "Add a student" });
    await add.getByRole("textbox", { name: /^Name/ }).fill("Lee Park");
    await add.getByRole("button", { name: "Add student" }).click();
    await expect(add).toBeHidden();
    await expect(page.getByRole("row", { name: /Lee Park/ }).getByText(BADGE)).toBeVisible();
    await shots(page, testInfo, "outbox-server-down-badge");

    await server.start();
    // The connection watch probes /api/health on the browser's `online` event (and every 30 s).
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect(page.getByText(BADGE, { exact: true })).toBeHidden({ timeout: 45_000 });
    const list = await call(ctx.request, base, "GET", "/api/v1/students");
    expect((list.body as { name: string }[]).filter((s) => s.name === "Lee Park")).toHaveLength(1);

    // The same change sent twice with one key: one row, the second answer replayed.
    const key = "e2e-replay-0001";
    const first = await call(
      ctx.request,
      base,
      "POST",
      "/api/v1/students",
      { name: "Ana Diaz" },
      { "Idempotency-Key": key },
    );
    const again = await call(
      ctx.request,
      base,
      "POST",
      "/api/v1/students",
      { name: "Ana Diaz" },
      { "Idempotency-Key": key },
    );
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect((again.body as { id: string }).id).toBe((first.body as { id: string }).id);
    const after = await call(ctx.request, base, "GET", "/api/v1/students");
    expect((after.body as { name: string }[]).filter((s) => s.name === "Ana Diaz")).toHaveLength(1);
  } finally {
    await ctx.close();
    await server.dispose();
  }
});

test("a conflicting edit shows both versions, and the teacher keeps theirs", async ({
  page,
  context,
  teacher,
}, testInfo) => {
  const ana = await teacher.api.post<{ id: string }>("/api/v1/students", { name: "Ana Diaz", grade: "3" });
  await page.goto(`/dashboard/students?student=${ana.id}`);
  await expect(page.getByRole("heading", { name: "Ana Diaz" }).first()).toBeVisible();

  await context.setOffline(true);
  await page.getByRole("button", { name: "Edit" }).first().click();
  const edit = page.getByRole("dialog", { name: "Edit Ana Diaz" });
  await edit.getByRole("textbox", { name: /^Grade/ }).fill("4");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  // Meanwhile, on another device:
  await teacher.api.patch(`/api/v1/students/${ana.id}`, { grade: "5" });

  await goOnline(context, page);
  const dialog = page.getByRole("dialog", { name: "The student “Ana Diaz” was changed elsewhere" });
  await expect(dialog).toBeVisible({ timeout: 40_000 });
  const row = dialog.getByRole("row", { name: /Grade/ });
  await expect(row.getByRole("cell")).toHaveText(["4", "5"]);
  await shots(page, testInfo, "outbox-conflict-dialog");

  await dialog.getByRole("button", { name: "Keep my version" }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await teacher.api.get<{ grade: string }>(`/api/v1/students/${ana.id}`)).grade)
    .toBe("4");
});

test("offline: a note is drafted on the device and saved once when back online", async ({
  page,
  context,
  teacher,
}, testInfo) => {
  const maya = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Maya Rodriguez",
    grade: "3",
  });
  // One visit online: the worker installs, the device record keeps the student.
  await page.goto(`/dashboard/generate?studentId=${maya.id}`);
  await waitForWorkerControl(page);
  await expect(page.getByLabel(/^Student/)).toHaveValue(maya.id);
  await recordWritten(page, teacher.id, [KEYS.me, KEYS.students, KEYS.goals(maya.id)], 0);

  await context.setOffline(true);
  await page
    .getByLabel(/^Observations/)
    .fill("Read 42 words correct per minute with 3 errors on 2 passages.");
  await page.getByRole("button", { name: "Generate note" }).click();
  await expect(
    page.getByRole("heading", { name: "Your note for Maya Rodriguez was drafted offline" }),
  ).toBeVisible();
  await expect(page.getByText(/Drafted offline — it will be saved to your notes/)).toBeVisible();
  const drafted = await page.getByRole("textbox", { name: "Note text" }).inputValue();
  for (const n of ["42", "3", "2"]) expect(drafted).toContain(n);
  await shots(page, testInfo, "note-drafted-offline");
  await recordWritten(page, teacher.id, [KEYS.students], 1);

  await goOnline(context, page);
  await expect
    .poll(
      async () =>
        (await teacher.api.get<{ draftedOfflineAt?: string }[]>(`/api/v1/notes?studentId=${maya.id}`)).length,
      { timeout: 40_000 },
    )
    .toBe(1);
  const [saved] = await teacher.api.get<
    { generatedNote: string; draftedOfflineAt?: string; source: string }[]
  >(`/api/v1/notes?studentId=${maya.id}`);
  expect(saved?.generatedNote).toBe(drafted);
  expect(saved?.source).toBe("template");
  expect(saved?.draftedOfflineAt).toBeTruthy();
  await page.goto("/dashboard/history");
  await expect(page.getByText("Drafted while offline")).toBeVisible();
});
