/**
 * The services feature's own test records, made through the API as a teacher would (requirements
 * "Services", "Service log"): a service of a student and a logged session. Each fails the test unless
 * the server answers 201. Used by this feature's tests alone (decision 020).
 */
import type {
  CreateServiceInput,
  CreateServiceSessionInput,
  Service,
  ServiceSession,
} from "../../../shared/contracts/services.ts";
import type { TestUser } from "../../test/harness.ts";

/** The clock of the services tests: Friday 2026-03-20, 15:00 UTC (the teachers' zone is UTC). */
export const SERVICES_NOW = new Date("2026-03-20T15:00:00Z");

/** A weekly reading service running over the spring term, before `SERVICES_NOW`'s week. */
export const READING: CreateServiceInput = {
  name: "Specialized reading instruction",
  providerName: "Jordan Ortiz",
  providerRole: "Special education teacher",
  setting: "special_education",
  delivery: "group",
  minutes: 120,
  period: "week",
  startDate: "2026-01-05",
  endDate: "2026-06-12",
};

/** The JSON of a 201 answer. @throws naming `what`, the status and the body otherwise. */
async function created<T>(res: Response, what: string): Promise<T> {
  if (res.status !== 201) throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Adds a service to `studentId` (POST /api/v1/students/:studentId/services); `READING` with `changes`. */
export async function addService(
  user: TestUser,
  studentId: string,
  changes: Partial<CreateServiceInput> = {},
): Promise<Service> {
  return created<Service>(
    await user.post(`/api/v1/students/${studentId}/services`, { ...READING, ...changes }),
    "service create",
  );
}

/** Logs a delivered 30-minute session on 2026-03-02 of `serviceId`, with `changes`. */
export async function logSession(
  user: TestUser,
  serviceId: string,
  changes: Partial<CreateServiceSessionInput> = {},
): Promise<ServiceSession> {
  return created<ServiceSession>(
    await user.post("/api/v1/service-sessions", {
      serviceId,
      date: "2026-03-02",
      minutes: 30,
      status: "delivered",
      ...changes,
    }),
    "session create",
  );
}

/** The error body of a refused request. */
export async function errorOf(res: Response): Promise<{ code: string; message: string; details?: unknown }> {
  return ((await res.json()) as { error: { code: string; message: string; details?: unknown } }).error;
}
