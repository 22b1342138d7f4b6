/**
 * Adding, changing and removing IEP services and logging, correcting and deleting sessions
 * (requirements "Services", "Service log"), all through the outbox (`service-writes.ts`): each hook
 * resolves with the server's record, or the drafted one (a local id) while the change waits.
 * A refusal given at once rejects with the ApiRequestError (400 naming the field, 404 "… not found",
 * 409 for a service whose sessions would go with it).
 */
import { newLocalId } from "@client/lib/outbox/local-ids";
import { useQueuedMutation } from "@client/lib/outbox/use-queued-write";
import type {
  CreateServiceInput,
  CreateServiceSessionInput,
  Service,
  ServiceSession,
  UpdateServiceInput,
  UpdateServiceSessionInput,
} from "@shared/contracts/services";
import { draftService, draftSession, serviceSessionWrites, serviceWrites } from "./service-writes";

/** Adds a service to `studentId`'s IEP. */
export function useCreateService() {
  return useQueuedMutation(
    serviceWrites,
    async (run, { studentId, input }: { studentId: string; input: CreateServiceInput }): Promise<Service> => {
      const id = newLocalId();
      const parentIds = { studentId };
      const result = await run<Service, CreateServiceInput>({
        type: "services",
        kind: "create",
        id,
        input,
        label: input.name.slice(0, 60),
        parentIds,
      });
      if (result.saved && result.record) return result.record;
      return draftService({ key: "", id, input, label: "", parentIds }, new Date().toISOString());
    },
  );
}

/** Changes a service (sent with `If-Match` = the version edited). */
export function useUpdateService() {
  return useQueuedMutation(
    serviceWrites,
    async (run, { service, changes }: { service: Service; changes: UpdateServiceInput }) => {
      const result = await run<Service, UpdateServiceInput>({
        type: "services",
        kind: "update",
        id: service.id,
        input: changes,
        basedOn: service.updatedAt,
        label: service.name.slice(0, 60),
        parentIds: { studentId: service.studentId },
      });
      return result.saved ? result.record : undefined;
    },
  );
}

/** Removes a service; resolves whether the server has the delete (false: waiting). */
export function useDeleteService() {
  return useQueuedMutation(serviceWrites, async (run, service: Service) => {
    const result = await run<void, Record<string, never>>({
      type: "services",
      kind: "delete",
      id: service.id,
      input: {},
      label: service.name.slice(0, 60),
      parentIds: { studentId: service.studentId },
    });
    return result.saved;
  });
}

/** What logging one session needs: its body and the student of its service. */
export interface LogSessionVariables {
  studentId: string;
  input: CreateServiceSessionInput;
  /** Names the session in messages, e.g. "Reading, Sep 1". */
  label: string;
}

/** Logs one session (one row of a group session too). */
export function useLogSession() {
  return useQueuedMutation(
    serviceSessionWrites,
    async (run, { studentId, input, label }: LogSessionVariables): Promise<ServiceSession> => {
      const id = newLocalId();
      const parentIds = { studentId };
      const result = await run<ServiceSession, CreateServiceSessionInput>({
        type: "service-sessions",
        kind: "create",
        id,
        input,
        label,
        parentIds,
      });
      if (result.saved && result.record) return result.record;
      return draftSession({ key: "", id, input, label: "", parentIds }, new Date().toISOString());
    },
  );
}

/** Corrects a session. */
export function useUpdateSession() {
  return useQueuedMutation(
    serviceSessionWrites,
    async (run, { session, changes }: { session: ServiceSession; changes: UpdateServiceSessionInput }) => {
      const result = await run<ServiceSession, UpdateServiceSessionInput>({
        type: "service-sessions",
        kind: "update",
        id: session.id,
        input: changes,
        basedOn: session.updatedAt,
        label: `session of ${session.date}`,
        parentIds: { studentId: session.studentId },
      });
      return result.saved ? result.record : undefined;
    },
  );
}

/** Deletes a session; resolves whether the server has the delete. */
export function useDeleteSession() {
  return useQueuedMutation(serviceSessionWrites, async (run, session: ServiceSession) => {
    const result = await run<void, Record<string, never>>({
      type: "service-sessions",
      kind: "delete",
      id: session.id,
      input: {},
      label: `session of ${session.date}`,
      parentIds: { studentId: session.studentId },
    });
    return result.saved;
  });
}

/** How a batch of queued sessions went: answered by the server, or waiting in the outbox. */
export interface BatchOutcome {
  saved: number;
  waiting: number;
}

/**
 * Logs several sessions at once (the quick log, a group session): each its own queued write, in
 * order. Resolves with how many the server has and how many wait.
 * @throws ApiRequestError — the first refusal given at once (the writes queued before it stay).
 */
export function useLogSessions() {
  return useQueuedMutation(
    serviceSessionWrites,
    async (run, writes: readonly LogSessionVariables[]): Promise<BatchOutcome> => {
      // One after another: queued together, each but the first would wait behind the one before and
      // report "waiting" although the server is there.
      const results: { saved: boolean }[] = [];
      for (const { studentId, input, label } of writes) {
        results.push(
          await run<ServiceSession, CreateServiceSessionInput>({
            type: "service-sessions",
            kind: "create",
            id: newLocalId(),
            input,
            label,
            parentIds: { studentId },
          }),
        );
      }
      const saved = results.filter((r) => r.saved).length;
      return { saved, waiting: results.length - saved };
    },
  );
}
