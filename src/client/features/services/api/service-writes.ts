/**
 * The services' and sessions' writes of the outbox (requirements "Services", "Service log", "Local
 * storage"; decision 008), modelled on the progress entries': a change is shown at once in the
 * cached lists, marked "Not yet saved" while it waits, and sent exactly once with its
 * `Idempotency-Key`; the compliance summaries are refetched after each answer.
 * - services: POST /api/v1/students/:studentId/services, PATCH/DELETE /api/v1/services/:id; cached
 *   under ["services", "student", studentId].
 * - service-sessions: POST /api/v1/service-sessions, PATCH/DELETE /api/v1/service-sessions/:id;
 *   cached in the service's loaded pages ["services", "sessions", serviceId].
 */
import { resolveId } from "@client/lib/outbox/local-ids";
import type { QueuedVariables, RecordType } from "@client/lib/outbox/queued-write";
import { recordWrites } from "@client/lib/outbox/record-writes";
import { pendingChangeCount } from "@client/lib/outbox/use-pending";
import type {
  CreateServiceInput,
  CreateServiceSessionInput,
  Service,
  ServiceSession,
  ServiceSessionPage,
  UpdateServiceInput,
  UpdateServiceSessionInput,
} from "@shared/contracts/services";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import {
  SERVICE_SESSIONS_PREFIX,
  SERVICES_QUERY_KEY,
  serviceSessionsKey,
  studentServicesKey,
} from "./query-keys";

/** The student of a queued service change (its `parentIds`). */
const studentOf = (vars: QueuedVariables<unknown> | undefined) => vars?.parentIds?.studentId;

/** Refetches every services query once nothing else waits (refetched lists would hide the drafts). */
async function refreshServices(qc: QueryClient): Promise<void> {
  if (pendingChangeCount(qc) > 1) return;
  await qc.invalidateQueries({ queryKey: SERVICES_QUERY_KEY });
}

/** A service shown before the server has it. */
export function draftService(vars: QueuedVariables<CreateServiceInput>, now: string): Service {
  const i = vars.input;
  return {
    id: vars.id,
    studentId: studentOf(vars) ?? "",
    name: i.name,
    providerName: i.providerName ?? null,
    providerRole: i.providerRole ?? null,
    setting: i.setting,
    delivery: i.delivery,
    minutes: i.minutes,
    period: i.period,
    startDate: i.startDate,
    endDate: i.endDate,
    createdAt: now,
    updatedAt: now,
  };
}

function cachedService(qc: QueryClient, id: string): Service | undefined {
  for (const [, list] of qc.getQueriesData<Service[]>({ queryKey: [...SERVICES_QUERY_KEY, "student"] })) {
    const found = list?.find((s) => s.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Services in the outbox (a create carries `parentIds.studentId`). */
export const serviceRecordType: RecordType<Service, CreateServiceInput, UpdateServiceInput> = {
  name: "services",
  path: "/api/v1/services",
  noun: "service",
  createPath: (vars) => `/api/v1/students/${encodeURIComponent(resolveId(studentOf(vars) ?? ""))}/services`,
  cache: {
    find: (qc, id) => cachedService(qc, id),
    draft: draftService,
    merge: (service, changes) => ({ ...service, ...(changes as Partial<Service>) }),
    put: (qc, service, replacesId) => {
      qc.setQueryData<Service[]>(studentServicesKey(service.studentId), (list) => {
        if (!list) return list;
        const at = list.findIndex((s) => s.id === service.id || s.id === replacesId);
        return at < 0 ? [...list, service] : list.map((s, i) => (i === at ? service : s));
      });
    },
    remove: (qc, id) => {
      qc.setQueriesData<Service[]>({ queryKey: [...SERVICES_QUERY_KEY, "student"] }, (list) =>
        list?.filter((s) => s.id !== id),
      );
    },
    refresh: (qc) => refreshServices(qc),
  },
};

type Pages = InfiniteData<ServiceSessionPage, string | null>;

/** Newest session date first, then newest logged (the server's order). */
export const byNewestSession = (a: ServiceSession, b: ServiceSession) =>
  b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt);

/** A session shown before the server has it (`parentIds.studentId` names its student). */
export function draftSession(vars: QueuedVariables<CreateServiceSessionInput>, now: string): ServiceSession {
  const i = vars.input;
  return {
    id: vars.id,
    serviceId: i.serviceId,
    studentId: vars.parentIds?.studentId ?? "",
    date: i.date,
    minutes: i.minutes,
    status: i.status,
    groupSize: i.groupSize ?? null,
    groupId: i.groupId ?? null,
    goalIds: i.goalIds ?? [],
    note: i.note ?? null,
    enteredBy: "",
    createdAt: now,
    updatedAt: now,
  };
}

function cachedSession(qc: QueryClient, id: string): ServiceSession | undefined {
  for (const [, pages] of qc.getQueriesData<Pages>({ queryKey: SERVICE_SESSIONS_PREFIX })) {
    for (const page of pages?.pages ?? []) {
      const found = page.items.find((s) => s.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/** Sessions in the outbox. */
export const serviceSessionRecordType: RecordType<
  ServiceSession,
  CreateServiceSessionInput,
  UpdateServiceSessionInput
> = {
  name: "service-sessions",
  path: "/api/v1/service-sessions",
  noun: "session",
  resolveInput: (input) => ({ ...input, serviceId: resolveId(input.serviceId) }),
  cache: {
    find: (qc, id) => cachedSession(qc, id),
    draft: draftSession,
    merge: (session, changes) => ({ ...session, ...(changes as Partial<ServiceSession>) }),
    put: (qc, session, replacesId) => {
      qc.setQueryData<Pages>(serviceSessionsKey(session.serviceId), (data) => {
        if (!data) return data;
        const others = (items: ServiceSession[]) =>
          items.filter((s) => s.id !== session.id && s.id !== replacesId);
        const [first, ...rest] = data.pages;
        if (!first) return data;
        return {
          ...data,
          pages: [
            { ...first, items: [...others(first.items), session].sort(byNewestSession) },
            ...rest.map((p) => ({ ...p, items: others(p.items) })),
          ],
        };
      });
    },
    remove: (qc, id) => {
      qc.setQueriesData<Pages>({ queryKey: SERVICE_SESSIONS_PREFIX }, (data) =>
        data
          ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((s) => s.id !== id) })) }
          : data,
      );
    },
    refresh: (qc) => refreshServices(qc),
  },
};

/** The services' writes, as the screens that change them register them at the first change. */
export const serviceWrites = recordWrites(serviceRecordType);
/** The sessions' writes. */
export const serviceSessionWrites = recordWrites(serviceSessionRecordType);
