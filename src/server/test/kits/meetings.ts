/**
 * Shared helpers of the meetings, deadlines, dashboard and notification API tests (requirements
 * "Meetings", "Deadlines", "Notifications"), through the API only. Not a test file; kits shared between
 * features' tests live here (decision 020).
 */
import { expect } from "vitest";
import type { Deadline } from "../../../shared/contracts/deadlines.ts";
import type { CreateMeetingInput, MeetingDetail } from "../../../shared/contracts/meetings.ts";
import type { TestUser } from "../harness.ts";

export { addStudent } from "./caseload.ts";

/** Schedules a meeting, expecting 201. */
export async function schedule(user: TestUser, body: CreateMeetingInput): Promise<MeetingDetail> {
  const res = await user.post("/api/v1/meetings", body);
  if (res.status !== 201) throw new Error(`schedule: ${res.status} ${await res.text()}`);
  return (await res.json()) as MeetingDetail;
}

/** Sets the teacher's time zone through the profile API. */
export async function setTimeZone(user: TestUser, timeZone: string): Promise<void> {
  const res = await user.patch("/api/v1/me", { timeZone });
  expect(res.status).toBe(200);
}

/** The teacher's deadlines matching a query string (e.g. "studentId=…&source=computed"). */
export async function deadlinesOf(user: TestUser, query = ""): Promise<Deadline[]> {
  const res = await user.get(`/api/v1/deadlines${query ? `?${query}` : ""}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Deadline[];
}

/** The `error` of a JSON error answer. */
export async function errorOf(res: Response): Promise<{ code: string; message: string }> {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

/** A UUID no row has. */
export const MISSING_ID = "00000000-0000-4000-8000-000000000000";
