/**
 * The audit line of a staff action (requirements "Admin area", "Audit log"; decision 013): who (the
 * actor's id and address), what (`admin.<action>`), which teacher (the entity id), when (the row's
 * time) and from where (the client address), plus the reason staff gave. Written in `audit_log`
 * beside the teachers' own lines, with entity "teacher" (or "settings", "ticket", "admin",
 * "address"). Every feature that acts on a staff member's word (admin, support's staff routes,
 * billing's grant) writes through here, inside the transaction of the change it records.
 */
import type { Actor } from "./actor.ts";
import { type AuditWriter, recordAudit } from "./audit.ts";

/** Every admin action's name starts with this. */
export const ADMIN_ACTION_PREFIX = "admin.";

/** What one admin action did. */
export interface AdminAuditInput {
  /** Without the prefix, e.g. "trial.extend". */
  action: string;
  entity: "teacher" | "settings" | "ticket" | "admin" | "address";
  entityId?: string | null;
  reason?: string | null;
  /** Small structured facts (old and new value, days); never student data. */
  detail?: Record<string, unknown>;
}

/**
 * Appends one audit line for `actor`: `user_id` = the actor's id, `detail` = `{ adminEmail, ip,
 * reason?, …input.detail }`.
 * @param db the database or the transaction of the change (so a rolled-back change leaves no line).
 * @throws the driver's error when the insert fails.
 */
export async function auditAdmin(db: AuditWriter, actor: Actor, input: AdminAuditInput): Promise<void> {
  await recordAudit(db, {
    userId: actor.id,
    action: `${ADMIN_ACTION_PREFIX}${input.action}`,
    entity: input.entity,
    entityId: input.entityId ?? null,
    detail: {
      adminEmail: actor.email,
      ip: actor.ip,
      ...(input.reason ? { reason: input.reason } : {}),
      ...input.detail,
    },
  });
}
