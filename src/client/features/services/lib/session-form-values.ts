/**
 * The session form's values (text, as the inputs hold them) and their conversion to the API
 * contract (requirements "Service log": a date, whole minutes, what happened, the group's size, the
 * goals worked on and a note). The contract's limits are repeated here so each message sits next to
 * its field before anything is sent.
 */
import {
  type CreateServiceSessionInput,
  SESSION_GROUP_MAX,
  SESSION_MINUTES_MAX,
  SESSION_STATUSES,
  type ServiceSession,
  type UpdateServiceSessionInput,
} from "@shared/contracts/services";
import { z } from "zod";

const wholeIn = (min: number, max: number, what: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, {
      message: `Enter ${what} from ${min} to ${max}`,
    });

/** The form schema (react-hook-form + zodResolver). */
export const sessionFormSchema = z.object({
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Enter a date" }),
  minutes: wholeIn(1, SESSION_MINUTES_MAX, "whole minutes"),
  status: z.enum(SESSION_STATUSES, { message: "Choose what happened" }),
  groupSize: z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= SESSION_GROUP_MAX), {
      message: `Enter a group size from 1 to ${SESSION_GROUP_MAX}, or leave it blank`,
    }),
  goalIds: z.array(z.string()),
  note: z.string().max(2000, { message: "must be 2000 characters or fewer" }),
});

export type SessionFormValues = z.input<typeof sessionFormSchema>;
type SessionFormOutput = z.output<typeof sessionFormSchema>;

/** A new session's form: `today`, the minutes of the last session (or none), delivered. */
export function emptySessionForm(today: string, lastMinutes: number | undefined): SessionFormValues {
  return {
    date: today,
    minutes: lastMinutes ? String(lastMinutes) : "",
    status: "delivered",
    groupSize: "",
    goalIds: [],
    note: "",
  };
}

/** A logged session as form values. */
export function sessionToForm(s: ServiceSession): SessionFormValues {
  return {
    date: s.date,
    minutes: String(s.minutes),
    status: s.status,
    groupSize: s.groupSize === null ? "" : String(s.groupSize),
    goalIds: [...s.goalIds],
    note: s.note ?? "",
  };
}

/** The create body for `serviceId` (blank group size and note left out). */
export function formToSessionInput(serviceId: string, v: SessionFormOutput): CreateServiceSessionInput {
  return {
    serviceId,
    date: v.date,
    minutes: Number(v.minutes),
    status: v.status,
    ...(v.groupSize ? { groupSize: Number(v.groupSize) } : {}),
    ...(v.goalIds.length ? { goalIds: v.goalIds } : {}),
    ...(v.note.trim() ? { note: v.note.trim() } : {}),
  };
}

/** Only the fields that differ from `session` (the PATCH body), or null when nothing changed. */
export function sessionChanges(
  session: ServiceSession,
  v: SessionFormOutput,
): UpdateServiceSessionInput | null {
  const next = {
    date: v.date,
    minutes: Number(v.minutes),
    status: v.status,
    groupSize: v.groupSize ? Number(v.groupSize) : null,
    goalIds: v.goalIds,
    note: v.note.trim() || null,
  };
  const changes: Record<string, unknown> = {};
  if (next.date !== session.date) changes.date = next.date;
  if (next.minutes !== session.minutes) changes.minutes = next.minutes;
  if (next.status !== session.status) changes.status = next.status;
  if (next.groupSize !== session.groupSize) changes.groupSize = next.groupSize;
  if ([...next.goalIds].sort().join() !== [...session.goalIds].sort().join()) changes.goalIds = next.goalIds;
  if (next.note !== session.note) changes.note = next.note;
  return Object.keys(changes).length ? (changes as UpdateServiceSessionInput) : null;
}
