/**
 * The audit line of an admin action (requirements "Admin area", "Audit log"): who (the admin's id and
 * address), what (`admin.<action>`), which teacher (the entity id), when (the row's time) and from
 * where (the client address), plus the reason staff gave. Written in `audit_log` beside the teachers'
 * own lines, with entity "teacher" (or "settings", "ticket", "admin").
 */
import type { Context } from "hono";
import { type AuditWriter, recordAudit } from "../../lib/audit.ts";
import type { AdminEnv } from "./admin-guard.ts";

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

/** Appends one audit line for the signed-in admin of `c`. */
export async function auditAdmin(
  db: AuditWriter,
  c: Context<AdminEnv>,
  input: AdminAuditInput,
): Promise<void> {
  const admin = c.get("admin").admin;
  await recordAudit(db, {
    userId: admin.id,
    action: `${ADMIN_ACTION_PREFIX}${input.action}`,
    entity: input.entity,
    entityId: input.entityId ?? null,
    detail: {
      adminEmail: admin.email,
      ip: c.get("clientIp"),
      ...(input.reason ? { reason: input.reason } : {}),
      ...input.detail,
    },
  });
}
